// The synonyms list the docs team keeps (docs/synonyms.txt): well formed, and every line's docs words are words the
// docs use, as "Ask the docs" compares them (stemmed, in order), so that a reader's word sent there finds a page.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listDocs, parsePage, prose } from '../../scripts/check-content.mjs';
import { parseSynonyms, phraseWords } from '../../src/lib/synonyms';
import { askSynonyms } from './index';
import { phraseTerm, term } from './terms';

const text = readFileSync('docs/synonyms.txt', 'utf8');
/** check-content.mjs is plain JavaScript: its helpers as this test uses them. */
const prosePage = (file: string) =>
  (prose as (body: string) => string)((parsePage(readFileSync(file, 'utf8')) as { body: string }).body);
const pages = (listDocs() as string[]).map((file) => phraseWords(prosePage(file)));
/** Each page's words as the index has them (stop words out), and word for word, with spaces around. */
const docsTerms = pages.map(
  (words) =>
    ` ${words
      .map((word) => term(word))
      .filter(Boolean)
      .join(' ')} `,
);
const docsWords = pages.map((words) => ` ${words.map(phraseTerm).join(' ')} `);

/** A reader's phrase the docs use on more pages than this is no gap in their words: readers find it as it is. */
const MAX_READER_PAGES = 10;

describe('docs/synonyms.txt', () => {
  it('has only lines of "docs words <= readers\u2019 words, …"', () => {
    expect(parseSynonyms(text).problems).toEqual([]);
    expect(parseSynonyms(text).lines.length).toBeGreaterThan(20);
  });

  it('sends readers to words the docs use: each line\u2019s docs words appear, in order, on some page', () => {
    const missing = askSynonyms(text)
      .filter((line) => !docsTerms.some((page) => page.includes(` ${line.docsTerms.join(' ')} `)))
      .map((line) => line.docs);
    expect(missing).toEqual([]);
  });

  it(`lists readers\u2019 words the docs barely use (${MAX_READER_PAGES} pages at most): a gap in the docs\u2019 words`, () => {
    const common = askSynonyms(text).flatMap((line) =>
      line.readerWords.flatMap((words) => {
        const used = docsWords.filter((page) => page.includes(` ${words.join(' ')} `)).length;
        return used > MAX_READER_PAGES ? [`${line.docs} <= ${words.join(' ')}: on ${used} pages`] : [];
      }),
    );
    expect(common).toEqual([]);
  });
});
