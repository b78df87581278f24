/**
 * Scoring the offline answer against the golden set (server/ask/golden.json): for each answerable question,
 * whether a right page is among the first three citations (a question not answered counts as a miss), and which
 * unanswerable questions were answered all the same.
 */
import { answerOffline } from './answer';
import { pageOf } from './search';
import type { AskIndex } from './types';

export interface GoldenSet {
  about: string;
  answerable: { question: string; pages: string[] }[];
  unanswerable: string[];
}

export interface GoldenScore {
  /** Answerable questions whose first citation is a right page. */
  top1: number;
  /** Answerable questions with a right page among the first three citations. */
  top3: number;
  answerable: number;
  misses: { question: string; cited: string[]; answered: boolean }[];
  /** Unanswerable questions that were answered, with what was cited. */
  wronglyAnswered: { question: string; cited: string[] }[];
}

/** Whether a citation is one of the expected pages: a path matches any section of it, a path#anchor that section. */
export function citesExpected(source: string, expected: readonly string[]): boolean {
  return expected.some((page) => (page.includes('#') ? source === page : pageOf(source) === pageOf(page)));
}

export function scoreGoldenSet(index: AskIndex, golden: GoldenSet): GoldenScore {
  const score: GoldenScore = {
    top1: 0,
    top3: 0,
    answerable: golden.answerable.length,
    misses: [],
    wronglyAnswered: [],
  };
  for (const { question, pages } of golden.answerable) {
    const result = answerOffline(index, question);
    const cited = result.sources.slice(0, 3).map((source) => source.metadata.source);
    const right = result.answered ? cited.map((source) => citesExpected(source, pages)) : [];
    if (right[0]) score.top1 += 1;
    if (right.some(Boolean)) score.top3 += 1;
    else score.misses.push({ question, cited, answered: result.answered });
  }
  for (const question of golden.unanswerable) {
    const result = answerOffline(index, question);
    if (result.answered) {
      score.wronglyAnswered.push({ question, cited: result.sources.map((source) => source.metadata.source) });
    }
  }
  return score;
}
