/**
 * What the retrieval side of "Ask the docs" gives the service: passages of our pages, ranked for a question, and
 * the offline answer made from them. The passages are built with the site; nothing here calls out.
 */
import type { SourceDocument } from '../../src/lib/ask/protocol';

/** One passage of a page: the text under one H2 or H3 heading, or the page's opening before its first H2. */
export interface Passage {
  /** The page and heading, `/docs/x/y#anchor`; the page alone, `/docs/x/y`, for its opening. */
  source: string;
  /** The page's title. */
  title: string;
  /** The heading's text; the page's title for its opening. */
  heading: string;
  text: string;
}

export interface Hit extends Passage {
  score: number;
  /**
   * How much of the question the passage covers, from 0 to 1: the weight of the question's words found in it, a word
   * weighing more the fewer pages use it; 0 when its page lacks a specific word of the question or it shares only
   * one word with a question of several. The offline answer is given above a threshold. Absent from indexes that
   * do not measure it (they are trusted).
   */
  coverage?: number;
  /**
   * The share of the question's key words (its rarer words, by weight) the passage holds, from 0 to 1: the offline
   * answer quotes a passage of another page only when it holds about as much of them as the best one. Absent from
   * indexes that do not measure it.
   */
  keyShare?: number;
}

export interface SearchOptions {
  /** The path of the page the reader asks from: its passages rank first when the question is ambiguous. */
  page?: string;
  /** At most this many hits (a default of the index's choosing when absent). */
  limit?: number;
}

export interface AskIndex {
  /** Passages for a question, best first. */
  search(question: string, options?: SearchOptions): Hit[];
  /** How many passages the index holds. */
  readonly size: number;
  /** Whether a path, with or without `#anchor`, is a page or a section of one in the index. */
  has(source: string): boolean;
  /** A page's passages in the page's order (the follow-up questions come from them); optional for stand-ins. */
  sections?(page: string): Passage[];
}

/** An answer made only of our own sentences, with the passages it quotes. */
export interface OfflineAnswer {
  /** False when no passage was good enough: the text then says the docs do not answer this. */
  answered: boolean;
  /**
   * The whole answer: plain sentences, `[n]` citation markers, `- ` bullet lines, code blocks between ``` lines,
   * links as `[text](/path)`; quoted passages are separated by a blank line.
   */
  text: string;
  /** The text cut into the pieces to stream; joined, they are `text`. */
  tokens: string[];
  /** The cited passages in order: `[1]` is `sources[0]`. */
  sources: SourceDocument[];
  followUpPrompts: string[];
}
