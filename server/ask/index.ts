/**
 * Retrieval for "Ask the docs": the index the build writes (`ASK_INDEX_FILE` in the build directory), loaded by the
 * service, and the offline answer. See server/ask/README.md.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { compileSynonyms, parseSynonyms } from '../../src/lib/synonyms';
import { PAGE_OPTIONS, PASSAGE_OPTIONS, PassageIndex, buildSearchIndexes, type PageInfo } from './search';
import { ASK_TERMS } from './terms';
import type { AskIndex, Passage } from './types';

export { answerOffline } from './answer';

/**
 * Where in the build directory the index is written. A dot-folder: the server never serves a path with a segment
 * starting with a dot (server/static.ts), no page links to it, and the sitemap, llms.txt, the search index and the
 * precompression skip it.
 */
export const ASK_INDEX_FILE = '.ask/index.json';

/** Raised to 2 when the file's shape changes, so a stale build is refused instead of misread. */
const FORMAT = 1;

interface IndexFile {
  format: typeof FORMAT;
  pages: PageInfo[];
  passages: Passage[];
  /** The two MiniSearch indexes as `toJSON()` gives them: loading them is quicker than indexing again. */
  search: { pages: unknown; passages: unknown };
  /** The synonyms list (docs/synonyms.txt) as the build read it; absent in an index built before it. */
  synonyms?: string;
}

/** The synonyms list, compiled with the terms the index compares words by (its malformed lines left out). */
export const askSynonyms = (text = '') => compileSynonyms(parseSynonyms(text).lines, ASK_TERMS);

/** An index of passages held in memory (tests, and the pages a build found). */
export function createAskIndex(passages: Passage[], pages: PageInfo[] = [], synonyms = ''): AskIndex {
  return new PassageIndex(passages, buildSearchIndexes(passages, pages), undefined, askSynonyms(synonyms));
}

/** Writes the index of a build's pages; `scripts/build/ask-index.ts` runs it after the pages are rendered. */
export async function writeAskIndex(
  buildDir: string,
  pages: PageInfo[],
  passages: Passage[],
  synonyms = '',
): Promise<number> {
  const indexes = buildSearchIndexes(passages, pages);
  const file: IndexFile = {
    format: FORMAT,
    pages,
    passages,
    search: { pages: indexes.pages.toJSON(), passages: indexes.passages.toJSON() },
    synonyms,
  };
  const target = path.join(buildDir, ASK_INDEX_FILE);
  await mkdir(path.dirname(target), { recursive: true });
  const json = JSON.stringify(file);
  await writeFile(target, json);
  return Buffer.byteLength(json);
}

function isPassage(value: unknown): value is Passage {
  const passage = value as Passage;
  return (
    typeof passage === 'object' &&
    passage !== null &&
    typeof passage.source === 'string' &&
    typeof passage.title === 'string' &&
    typeof passage.heading === 'string' &&
    typeof passage.text === 'string'
  );
}

function parseIndexFile(json: string, file: string): IndexFile {
  const parsed = JSON.parse(json) as Partial<IndexFile>;
  if (parsed.format !== FORMAT) {
    throw new Error(`${file} has format ${String(parsed.format)}, this service reads ${FORMAT}: rebuild the site`);
  }
  if (!Array.isArray(parsed.passages) || !parsed.passages.every(isPassage) || !Array.isArray(parsed.pages)) {
    throw new Error(`${file} is not an Ask the docs index: rebuild the site`);
  }
  if (typeof parsed.search !== 'object' || parsed.search === null) {
    throw new Error(`${file} has no search indexes: rebuild the site`);
  }
  return parsed as IndexFile;
}

/** The index the build wrote to `buildDir`; rejects with the file's path when it is missing or malformed. */
export async function loadAskIndex(buildDir: string): Promise<AskIndex> {
  const file = path.join(buildDir, ASK_INDEX_FILE);
  let json: string;
  try {
    json = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${file} is missing: run npm run build, which writes it`);
    }
    throw error;
  }
  const index = parseIndexFile(json, file);
  const search = {
    pages: await MiniSearch.loadJSAsync(index.search.pages as Parameters<typeof MiniSearch.loadJS>[0], PAGE_OPTIONS),
    passages: await MiniSearch.loadJSAsync(
      index.search.passages as Parameters<typeof MiniSearch.loadJS>[0],
      PASSAGE_OPTIONS,
    ),
  };
  return new PassageIndex(index.passages, search, undefined, askSynonyms(index.synonyms));
}
