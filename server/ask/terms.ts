/**
 * The terms a question or a passage is matched on: lower-cased words without English stop words, stemmed, so
 * that "embedding", "embeds" and "embed" meet. The index (built with the site) and every query go through the
 * same function; the console groups readers' questions by the same terms.
 */
import { stemmer } from 'stemmer';
import { eng } from 'stopword';

/**
 * Function words `stopword`'s English list (108 words) leaves out, which readers' questions are full of: forms of
 * "do", "be", "have", and of "get" and "make" (the list has those two), contractions, question words, modal verbs, pronouns and indefinite pronouns. Left in,
 * "does" and "doesn't" (stemmed to "doe" and "doesn") matched passages on nothing but grammar.
 */
const MORE_STOP_WORDS = [
  'gets',
  'getting',
  'makes',
  'making',
  'does',
  'doing',
  'done',
  'having',
  'isn',
  'aren',
  'wasn',
  'weren',
  'hasn',
  'haven',
  'hadn',
  'doesn',
  'didn',
  'don',
  'won',
  'wouldn',
  'couldn',
  'shouldn',
  'cannot',
  'will',
  'shall',
  'may',
  'when',
  'why',
  'whom',
  'whose',
  'whether',
  'so',
  'just',
  'not',
  'no',
  'nor',
  'own',
  'again',
  'once',
  'its',
  'itself',
  'us',
  'she',
  'hers',
  'mine',
  'yours',
  'ours',
  'theirs',
  'myself',
  'yourself',
  'ourselves',
  'themselves',
  'something',
  'anything',
  'everything',
  'nothing',
  'someone',
  'anyone',
  'everyone',
  'somebody',
  'anybody',
  'thing',
  'things',
  'stuff',
  'please',
  'hi',
  'hello',
  'thanks',
];

const STOP_WORDS = new Set([...eng, ...MORE_STOP_WORDS]);

/** A word's letters as the terms compare them: lower case, curly apostrophes straight, a possessive `'s` dropped. */
function normalize(word: string): string {
  return word
    .toLowerCase()
    .replace(/\u2019/g, "'")
    .replace(/'s$/, '');
}

/**
 * American spellings turned into the British ones the docs are written in, so that a reader's "color",
 * "organization" or "analyze" meets the docs' "colour", "organisation" and "analyse" (and the API reference's
 * "authorization" the prose's "authorisation"). Questions and passages go through it alike, so a word it changes
 * that has no British twin ("size" is left alone, "resize" becomes "resise" everywhere) still meets itself.
 * Doubled consonants ("cancelled", "labelling") need nothing: the stemmer makes them one.
 */
const BRITISH_SPELLINGS: [RegExp, string][] = [
  [/(\w{2})iz(e|es|ed|ing|er|ers|ation|ations|able)$/, '$1is$2'],
  [/(\w)yz(e|es|ed|ing|er|ers)$/, '$1ys$2'],
  [/^(behavio|colo|endeavo|favo|flavo|harbo|hono|humo|labo|neighbo)r/, '$1ur'],
  [/^(cent|fib|theat)er(s?)$/, '$1re$2'],
  [/^(analog|catalog|dialog)(s?)$/, '$1ue$2'],
  [/^licens(e|es|ed|ing)$/, 'licenc$1'],
];

export function britishSpelling(word: string): string {
  return BRITISH_SPELLINGS.reduce((spelled, [american, british]) => spelled.replace(american, british), word);
}

/**
 * Words already made terms: an answer stems its passages' words again for every question, and the same few thousand
 * words come back (a fifth of an answer's CPU went to stemming them). Emptied when it grows past `TERM_MEMO_SIZE`.
 */
const termMemo = new Map<string, string | null>();
const TERM_MEMO_SIZE = 200_000;

/** One word as the index keeps it, or null when it carries no meaning (a stop word, a single letter). */
export function term(word: string): string | null {
  const known = termMemo.get(word);
  if (known !== undefined) return known;
  const made = makeTerm(word);
  if (termMemo.size >= TERM_MEMO_SIZE) termMemo.clear();
  termMemo.set(word, made);
  return made;
}

function makeTerm(word: string): string | null {
  const lower = normalize(word);
  // A contraction's first part decides: "doesn't" is "doesn", a stop word; "chatflow's" is "chatflow".
  const base = lower.split("'", 1)[0] ?? '';
  if (base.length < 2 || STOP_WORDS.has(base)) return null;
  // Names with digits or inner punctuation (`gpt-4o`, `node.js`, `match_documents`) are kept whole.
  return /[\d._-]/.test(base) ? base : stemmer(britishSpelling(base));
}

/**
 * A word as a synonyms phrase compares it (src/lib/synonyms.ts): like `term`, but no word is dropped, so that
 * "too many requests" is three words, not the one "requests" (two of them are stop words).
 */
export function phraseTerm(word: string): string {
  const lower = normalize(word);
  return /[\d._-]/.test(lower) ? lower : stemmer(britishSpelling(lower));
}

/**
 * The terms the index files a word under: the word's term and, for a name joined with `-`, `_` or `.`, the terms
 * of its parts as well, so that "thumbs-up" is found by "thumbs" and `$vars.brand` by "vars".
 */
export function termsOfWord(word: string): string[] {
  const whole = term(word);
  const found = whole === null ? [] : [whole];
  const parts = word.split(/[-_.]+/);
  if (parts.length > 1) {
    for (const part of parts) {
      const value = term(part);
      if (value !== null && !found.includes(value)) found.push(value);
    }
  }
  return found;
}

/**
 * The words of a text: letters and digits, with inner hyphens, dots and underscores kept (`gpt-4o`, `node.js`),
 * and inner apostrophes (`doesn't`, `user's`).
 */
export function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+(?:[-_.'\u2019][\p{L}\p{N}]+)*/gu) ?? [];
}

/** The distinct terms of a text, in order of first appearance. */
export function terms(text: string): string[] {
  const seen = new Set<string>();
  for (const word of words(text)) {
    const value = term(word);
    if (value !== null) seen.add(value);
  }
  return [...seen];
}

/** How "Ask the docs" compares the words of a question with a synonyms line (src/lib/synonyms.ts). */
export const ASK_TERMS = { index: term, phrase: phraseTerm };
