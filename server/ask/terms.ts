/**
 * The terms a question or a passage is matched on: lower-cased words without English stop words, stemmed, so
 * that "embedding", "embeds" and "embed" meet. The index (built with the site) and every query go through the
 * same function; the console groups readers' questions by the same terms.
 */
import { stemmer } from 'stemmer';
import { eng } from 'stopword';

const STOP_WORDS = new Set(eng);

/** One word as the index keeps it, or null when it carries no meaning (a stop word, a single letter). */
export function term(word: string): string | null {
  const lower = word.toLowerCase();
  if (lower.length < 2 || STOP_WORDS.has(lower)) return null;
  // Names with digits or inner punctuation (`gpt-4o`, `node.js`, `match_documents`) are kept whole.
  return /[\d._-]/.test(lower) ? lower : stemmer(lower);
}

/** The words of a text: letters and digits, with inner hyphens, dots and underscores kept (`gpt-4o`, `node.js`). */
export function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+(?:[-_.][\p{L}\p{N}]+)*/gu) ?? [];
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
