/**
 * The synonyms list the docs team keeps (docs/synonyms.txt): readers' words for the docs' words. "Ask the docs"
 * (server/ask/search.ts) and the search box (src/lib/search/tokenize.ts) read it the same way: each line's readers'
 * words or phrases, when a question holds them, bring the line's docs words into what is searched. A reader's phrase
 * is matched word for word (every word counts, "too many requests" is not "requests"), each word as a caller's
 * function compares it (stemmed, so "spamming" meets "spam").
 */

export interface SynonymLine {
  /** The docs' word or phrase, as written in the file. */
  docs: string;
  /** The readers' words or phrases. */
  readers: string[];
  /** The line's number in the file, for messages. */
  line: number;
}

/** A word's term as a caller compares words, or null for a word that carries no meaning (a stop word). */
export type TermOf = (word: string) => string | null;

/** The words of a phrase: letters and digits, inner hyphens, dots, underscores and apostrophes kept. */
export const phraseWords = (text: string): string[] =>
  text.match(/[\p{L}\p{N}]+(?:[-_.'\u2019][\p{L}\p{N}]+)*/gu) ?? [];

/** The file's lines, with a message for each line that is not `docs words <= reader, reader, …`. */
export function parseSynonyms(text: string): { lines: SynonymLine[]; problems: string[] } {
  const lines: SynonymLine[] = [];
  const problems: string[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const [docs, readers, ...rest] = line.split('<=');
    const readerList = (readers ?? '')
      .split(',')
      .map((reader) => reader.trim())
      .filter(Boolean);
    if (rest.length > 0 || !docs?.trim() || readerList.length === 0) {
      problems.push(`line ${index + 1}: "${line}" is not "docs words <= reader words, reader words, …"`);
      return;
    }
    lines.push({ docs: docs.trim(), readers: readerList, line: index + 1 });
  });
  return { lines, problems };
}

/** A line ready for matching: the docs' phrase as the search's terms, each reader's phrase word for word. */
export interface CompiledSynonym {
  docs: string;
  /** The docs' words as the search compares them (stop words out). */
  docsTerms: string[];
  /** Each reader's phrase, every word of it as `phrase` compares words. */
  readerWords: string[][];
}

/** How a caller compares words: `index` as its search does (stop words out), `phrase` for matching phrases. */
export interface TermFunctions {
  index: TermOf;
  /** Every word counts (never null for a word): lower case and stemmed. */
  phrase: (word: string) => string;
}

const termsOf = (phrase: string, termOf: TermOf): string[] =>
  phraseWords(phrase)
    .map(termOf)
    .filter((term): term is string => term !== null);

export function compileSynonyms(lines: readonly SynonymLine[], terms: TermFunctions): CompiledSynonym[] {
  return lines.map((line) => ({
    docs: line.docs,
    docsTerms: termsOf(line.docs, terms.index),
    readerWords: line.readers
      .map((reader) => phraseWords(reader).map(terms.phrase))
      .filter((words) => words.length > 0),
  }));
}

/** Where `phrase` occurs in `terms` as consecutive terms: the index of its first term, or -1. */
function find(terms: readonly string[], phrase: readonly string[]): number {
  outer: for (let start = 0; start + phrase.length <= terms.length; start++) {
    for (let offset = 0; offset < phrase.length; offset++) {
      if (terms[start + offset] !== phrase[offset]) continue outer;
    }
    return start;
  }
  return -1;
}

/** A line that applies to a question: the docs' phrase, and which of the question's words its reader's phrase covers. */
export interface SynonymMatch {
  docs: string;
  docsTerms: string[];
  /** Positions in the question's words of the words a reader's phrase covers. */
  covered: number[];
  /** The question already uses the docs' words, in order: searching them again adds nothing. */
  present: boolean;
}

/**
 * The lines one of whose readers' phrases occurs in a question (its words in order, each compared by `phrase`), with
 * the words it covers and whether the question already uses the line's docs' words ("security hole": its reader's
 * word "hole" still stands for "security").
 */
export function matchSynonyms(
  questionWords: readonly string[],
  synonyms: readonly CompiledSynonym[],
  terms: TermFunctions,
): SynonymMatch[] {
  const compared = questionWords.map(terms.phrase);
  const indexTerms = questionWords.map(terms.index);
  const matches: SynonymMatch[] = [];
  const questionTerms = indexTerms.filter((term) => term !== null);
  for (const synonym of synonyms) {
    if (synonym.docsTerms.length === 0) continue;
    const covered = new Set<number>();
    for (const phrase of synonym.readerWords) {
      const at = find(compared, phrase);
      if (at >= 0) phrase.forEach((_, offset) => covered.add(at + offset));
    }
    if (covered.size > 0) {
      matches.push({
        docs: synonym.docs,
        docsTerms: synonym.docsTerms,
        covered: [...covered].sort((a, b) => a - b),
        present: find(questionTerms, synonym.docsTerms) >= 0,
      });
    }
  }
  return matches;
}
