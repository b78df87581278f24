/**
 * The search box's words of a search: the local search plugin's own tokenizer for English (lower case, split at
 * spaces and hyphens), with the docs team's synonyms applied (docs/synonyms.txt, src/lib/synonyms.ts): a reader's
 * phrase the docs do not use ("spamming") is searched as the docs' words ("rate limit"). config/search.ts puts this
 * module in place of the plugin's `utils/tokenize` in its search worker, so it loads only when someone searches.
 */
import { stemmer } from 'stemmer';
import synonymsText from '@site/docs/synonyms.txt';
import { compileSynonyms, matchSynonyms, parseSynonyms, phraseWords, type TermFunctions } from '../synonyms';

/** Words compared as the index compares them: lower case, stemmed (the search's stop words matter little here). */
const phrase = (word: string) => stemmer(word.toLowerCase());
const TERMS: TermFunctions = { phrase, index: phrase };

/** The list, compiled when the worker first tokenizes (and again only for another list, in tests). */
let compiled: { text: string; synonyms: ReturnType<typeof compileSynonyms> } | undefined;

/** The tokens of a search, with a reader's phrase replaced by the docs' words it stands for. */
export function tokenizeWithSynonyms(text: string, synonyms = synonymsText): string[] {
  if (compiled?.text !== synonyms) {
    compiled = { text: synonyms, synonyms: compileSynonyms(parseSynonyms(synonyms).lines, TERMS) };
  }
  const words = phraseWords(text.toLowerCase());
  const matches = matchSynonyms(words, compiled.synonyms, TERMS);
  if (matches.length === 0) return text.toLowerCase().match(/[^-\s]+/g) ?? [];
  const covered = new Set(matches.flatMap((match) => match.covered));
  // Each word once: a line's docs' words may be in the search already ("security hole": "security").
  const tokens = [
    ...words.filter((_, position) => !covered.has(position)),
    ...matches.flatMap((match) => phraseWords(match.docs.toLowerCase())),
  ].flatMap((word) => word.split('-'));
  return [...new Set(tokens)];
}

/** The plugin's signature: `tokenize(text, language)`; this site searches English only. */
export function tokenize(text: string, _language: string[]): string[] {
  return tokenizeWithSynonyms(text);
}
