/**
 * Ranking passages for a question, with MiniSearch (BM25+) through `terms.ts`, so that the index and the question
 * meet on the same stemmed words. Two indexes work together: one of whole pages (title, description, headings and
 * text), which tells which page is about the question, and one of passages (title, heading, text), which tells
 * which section of it answers. A passage's score is its own score plus its page's, each divided by the best of its
 * kind for that question, plus a share of how much of the question it covers. The figures were chosen by measuring
 * the golden sets (server/ask/README.md).
 */
import MiniSearch, { type Options, type SearchResult } from 'minisearch';
import { matchSynonyms, type CompiledSynonym, type SynonymMatch } from '../../src/lib/synonyms';
import { ASK_TERMS, termsOfWord, words } from './terms';
import type { AskIndex, Hit, Passage, SearchOptions } from './types';

/** What the index knows of a page beyond its passages: its summary (the `<meta name="description">`). */
export interface PageInfo {
  path: string;
  description: string;
}

export interface Ranking {
  /** Weight of a match in each field of a page. */
  pageBoost: { title: number; description: number; headings: number; text: number };
  /** Weight of a match in each field of a passage. */
  passageBoost: { title: number; heading: number; text: number };
  /** Weight of the page's score against the passage's own. */
  pageWeight: number;
  /**
   * Weight of the passage's share of the question's words (each weighing its inverse page frequency, from 0 to 1):
   * BM25 adds up the question's terms one by one, so a passage that repeats one rare word of the question can
   * outrank one that has them all; this rewards the one that has them all.
   */
  shareWeight: number;
  /**
   * Factor on the score of the passages of the page the reader is on: one within this factor of the best passage
   * elsewhere ranks above it, a clearly better one elsewhere stays first.
   */
  readerPage: number;
}

/**
 * A page's title weighs 2, not 3, in the page index: the passage index counts it again (every passage's title, and
 * the heading of the page's opening), and at 3 a page named like the question outranked the one answering it.
 */
export const RANKING: Ranking = {
  pageBoost: { title: 2, description: 2, headings: 1, text: 1 },
  passageBoost: { title: 1, heading: 2, text: 1 },
  pageWeight: 1,
  shareWeight: 0.5,
  readerPage: 1.25,
};

/** Page frequencies remembered for later questions (a term's is fixed while the index lives). */
const MAX_REMEMBERED_TERMS = 50_000;

/** Hits returned when the caller names no limit. */
const DEFAULT_LIMIT = 10;

/** The page of a source: `/docs/x#y` → `/docs/x`. A trailing slash is dropped, so `/docs/x/` and `/docs/x` meet. */
export function pageOf(source: string): string {
  const path = source.split('#', 1)[0] ?? '';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

const processTerm = (word: string) => {
  const found = termsOfWord(word);
  return found.length > 0 ? found : null;
};

interface PageDocument {
  id: number;
  title: string;
  description: string;
  headings: string;
  text: string;
}

/** The MiniSearch options of the page index; `loadJSON` needs the same ones it was built with. */
export const PAGE_OPTIONS: Options<PageDocument> = {
  fields: ['title', 'description', 'headings', 'text'],
  tokenize: words,
  processTerm,
};

/** The MiniSearch options of the passage index (a passage's id is its position). */
export const PASSAGE_OPTIONS: Options<Passage & { id: number }> = {
  fields: ['title', 'heading', 'text'],
  tokenize: words,
  processTerm,
};

/** The pages of the passages, in order of first appearance, each with everything its passages say. */
export function pageDocuments(passages: readonly Passage[], pages: readonly PageInfo[] = []): PageDocument[] {
  const descriptions = new Map(pages.map((page) => [pageOf(page.path), page.description]));
  const documents = new Map<string, PageDocument>();
  for (const passage of passages) {
    const path = pageOf(passage.source);
    let document = documents.get(path);
    if (!document) {
      document = {
        id: documents.size,
        title: passage.title,
        description: descriptions.get(path) ?? '',
        headings: '',
        text: '',
      };
      documents.set(path, document);
    }
    if (passage.source.includes('#')) document.headings += `${passage.heading}\n`;
    document.text += `${passage.text}\n`;
  }
  return [...documents.values()];
}

/** The two MiniSearch indexes of a set of passages. */
export interface SearchIndexes {
  pages: MiniSearch<PageDocument>;
  passages: MiniSearch<Passage & { id: number }>;
}

export function buildSearchIndexes(passages: readonly Passage[], pages: readonly PageInfo[] = []): SearchIndexes {
  const pageIndex = new MiniSearch(PAGE_OPTIONS);
  pageIndex.addAll(pageDocuments(passages, pages));
  const passageIndex = new MiniSearch(PASSAGE_OPTIONS);
  passageIndex.addAll(passages.map((passage, id) => ({ ...passage, id })));
  return { pages: pageIndex, passages: passageIndex };
}

/** A word of a question: its terms (more than one for `thumbs-up`), how many pages use it, and its weight. */
export interface QuestionWord {
  terms: string[];
  frequency: number;
  weight: number;
  /** Few enough pages use it to name something specific (`SPECIFIC_WORD_SHARE`). */
  specific: boolean;
}

/**
 * A word of the question that at most this share of the pages use names something specific; a passage whose page
 * does not use it does not answer the question, however much else it shares with it ("the weather in Paris" against
 * a forecast example about Lisbon). A share, not a count, so that the rule means the same as the docs grow: it was
 * tuned as 2 pages of 333; at 456 pages (a page for every Studio node) "Paris" was on three, and the forecast example
 * answered the question about Paris.
 */
export const SPECIFIC_WORD_SHARE = 2 / 333;

const has = (word: QuestionWord, terms: ReadonlySet<string>) => word.terms.some((term) => terms.has(term));

/** The weight of the question's words a passage contains over the weight of them all, from 0 to 1. */
function share(words: readonly QuestionWord[], inPassage: ReadonlySet<string>): number {
  let total = 0;
  let found = 0;
  for (const word of words) {
    total += word.weight;
    if (has(word, inPassage)) found += word.weight;
  }
  return total > 0 ? found / total : 0;
}

/**
 * How much of the question a passage covers, from 0 to 1: its `share` of the question's words. It is 0 when the
 * passage's page lacks a specific word of the question, and when the passage shares a single word with a question
 * of several ("how many employees does Anthropic have?" against a page about Anthropic's models).
 */
function coverage(words: readonly QuestionWord[], inPassage: ReadonlySet<string>, onPage: ReadonlySet<string>): number {
  const missing = words.filter((word) => !has(word, inPassage));
  if (missing.some((word) => word.specific && !has(word, onPage))) return 0;
  if (words.length > 1 && words.length - missing.length < 2) return 0;
  return share(words, inPassage);
}

/**
 * The question's words that say what it is about: those some page uses (a word no page uses is in no passage) and
 * that weigh at least KEY_WEIGHT of the heaviest such word. "Can my sidekick remember what the user said
 * yesterday?": "remember", not "sidekick" or "user", which half the docs use.
 */
export function keyWords(words: readonly QuestionWord[]): QuestionWord[] {
  const used = words.filter((word) => word.frequency > 0);
  const heaviest = Math.max(0, ...used.map((word) => word.weight));
  return used.filter((word) => word.weight >= heaviest * KEY_WEIGHT);
}

/** A key word weighs at least this share of the question's heaviest word (that some page uses). */
export const KEY_WEIGHT = 0.6;

/** Results by id, each score divided by the best one. */
function normalized(results: SearchResult[]): Map<number, number> {
  const best = results[0]?.score ?? 1;
  return new Map(results.map((result) => [result.id as number, result.score / best]));
}

export class PassageIndex implements AskIndex {
  private readonly sources: Set<string>;
  /** Each passage's page, as the page index's id. */
  private readonly pageIds: number[];
  private readonly pagePaths: string[];

  constructor(
    private readonly passages: readonly Passage[],
    private readonly indexes: SearchIndexes,
    private readonly ranking: Ranking = RANKING,
    /** The docs team's synonyms (docs/synonyms.txt): readers' words searched as the docs' words too. */
    private readonly synonyms: readonly CompiledSynonym[] = [],
  ) {
    this.sources = new Set(passages.flatMap((passage) => [passage.source, pageOf(passage.source)]));
    this.pagePaths = [...new Set(passages.map((passage) => pageOf(passage.source)))];
    const pageIds = new Map(this.pagePaths.map((path, id) => [path, id]));
    this.pageIds = passages.map((passage) => pageIds.get(pageOf(passage.source)) ?? -1);
  }

  get size(): number {
    return this.passages.length;
  }

  has(source: string): boolean {
    return this.sources.has(source) || this.sources.has(pageOf(source));
  }

  sections(page: string): Passage[] {
    const pageId = this.pagePaths.indexOf(pageOf(page));
    return this.passages.filter((_, id) => pageId >= 0 && this.pageIds[id] === pageId);
  }

  /** The synonyms lines a question's words call for (docs/synonyms.txt). */
  synonymsOf(question: string): SynonymMatch[] {
    return matchSynonyms(words(question), this.synonyms, ASK_TERMS);
  }

  search(question: string, { page, limit = DEFAULT_LIMIT }: SearchOptions = {}): Hit[] {
    const synonyms = this.synonymsOf(question);
    // The docs' words of the synonyms lines the question calls for are searched along with the question's own.
    const added = synonyms.filter((match) => !match.present).map((match) => match.docs);
    const searched = added.length > 0 ? `${question} ${added.join(' ')}` : question;
    const pageResults = this.indexes.pages.search(searched, { boost: this.ranking.pageBoost });
    const pageScores = normalized(pageResults);
    const onPage = new Map(pageResults.map((result) => [result.id as number, new Set(result.queryTerms)]));
    const passageResults = this.indexes.passages.search(searched, { boost: this.ranking.passageBoost });
    const passageScores = normalized(passageResults);
    const matched = new Map(passageResults.map((result) => [result.id as number, new Set(result.queryTerms)]));
    const asked = this.questionWords(question, synonyms);
    const key = keyWords(asked);
    const readerPage = page === undefined ? -1 : this.pagePaths.indexOf(pageOf(page));
    const scored: { id: number; score: number }[] = [];
    for (const [id, score] of passageScores) {
      const pageId = this.pageIds[id] ?? -1;
      const combined =
        score +
        this.ranking.pageWeight * (pageScores.get(pageId) ?? 0) +
        this.ranking.shareWeight * share(asked, matched.get(id) ?? new Set());
      scored.push({ id, score: pageId === readerPage ? combined * this.ranking.readerPage : combined });
    }
    scored.sort((a, b) => b.score - a.score || a.id - b.id);
    return scored.slice(0, limit).flatMap(({ id, score }) => {
      const passage = this.passages[id];
      if (!passage) return [];
      const pageTerms = onPage.get(this.pageIds[id] ?? -1) ?? new Set<string>();
      const inPassage = matched.get(id) ?? new Set<string>();
      return [{ ...passage, score, coverage: coverage(asked, inPassage, pageTerms), keyShare: share(key, inPassage) }];
    });
  }

  /**
   * The question's words, each with its terms and its weight: the inverse page frequency of its most common term,
   * so a word few pages use weighs more and a word no page uses (the "lasagne" of a recipe question) most.
   */
  private questionWords(question: string, synonyms: readonly SynonymMatch[] = []): QuestionWord[] {
    const pageCount = this.indexes.pages.documentCount;
    const found = new Map<string, QuestionWord>();
    words(question).forEach((word, position) => {
      const own = termsOfWord(word);
      const key = own.join(' ');
      if (own.length === 0 || found.has(key)) return;
      // A reader's word a synonyms line stands for is found where the docs' words are, too.
      const docsTerms = synonyms.filter((match) => match.covered.includes(position));
      const wordTerms = [...new Set([...own, ...docsTerms.flatMap((match) => match.docsTerms)])];
      const frequency = Math.max(...wordTerms.map((value) => this.pageFrequency(value)));
      found.set(key, {
        terms: wordTerms,
        frequency,
        weight: Math.log(1 + pageCount / (frequency + 0.5)),
        specific: frequency <= Math.round(SPECIFIC_WORD_SHARE * pageCount),
      });
    });
    return [...found.values()];
  }

  private readonly frequencies = new Map<string, number>();

  /** How many pages use a term, found by searching the page index for the term alone. */
  private pageFrequency(term: string): number {
    let frequency = this.frequencies.get(term);
    if (frequency === undefined) {
      frequency = this.indexes.pages.search(term, { processTerm: (word) => word, tokenize: (text) => [text] }).length;
      if (this.frequencies.size < MAX_REMEMBERED_TERMS) this.frequencies.set(term, frequency);
    }
    return frequency;
  }
}
