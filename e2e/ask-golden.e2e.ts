// The golden set (server/ask/golden.json) against the Ask index of the real build: no browser, but it needs build/,
// which the unit tests run before. Fails when fewer of the answerable questions than MIN_TOP3 have a right page among
// the first three citations of the offline answer, or when a question the docs cannot answer is answered.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILD_DIR } from '../scripts/build/state.mjs';
import { COMMUNITY_PAGE } from '../server/ask/answer';
import { loadAskIndex } from '../server/ask/index';
import { scoreGoldenSet, type GoldenSet } from '../server/ask/golden';
import type { AskIndex } from '../server/ask/types';

const golden = JSON.parse(readFileSync('server/ask/golden.json', 'utf8')) as GoldenSet;
/** Scored in the README's figures, never tuned on; here only its pages are checked. */
const heldOut = JSON.parse(readFileSync('server/ask/golden-heldout.json', 'utf8')) as GoldenSet;
/**
 * The share of golden questions the test holds the ranking to. Issue 27 asks for 0.9. The offline ranking reaches
 * 79 of 85 (0.929, server/ask/README.md "Current figures"): the 73 questions it had reached 68 on the docs of 333
 * pages and 67 on the 456 pages with every Studio node, and the 12 questions about the new node pages all reach
 * theirs. The gate holds what it reaches, so a change that loses a question fails. Raise it as the ranking improves,
 * never lower it to let a change through.
 */
const MIN_TOP3 = 0.92;
/**
 * Unanswerable questions the offline answer answers all the same, each with why it is left here rather than fixed.
 * The test fails when another one is answered, and when one of these stops being answered (take it off then).
 */
const KNOWN_ANSWERED: Record<string, string> = {
  'how do I cancel my subscription and get my money back?':
    'Answered since every Studio node got its page (333 -> 456 pages): the StripeAgentTool page says no tool cancels ' +
    'or refunds, and holds "cancel" and "subscription"; "money" is on six pages, too many to veto a page that lacks ' +
    'it. Counting a word used by up to 1.3 % of the pages as specific fixes it, and loses 4-5 held-out questions ' +
    '(server/ask/README.md).',
};
/** The target, printed beside the figure until the ranking reaches it. */
const TARGET_TOP3 = 0.9;

let index: AskIndex;
beforeAll(async () => {
  index = await loadAskIndex(process.env.BUILD_DIR?.trim() || BUILD_DIR);
});

describe('Ask the docs: the golden set', () => {
  it('names only pages and sections the index holds, and the community page the unanswered answer links is one', () => {
    expect(index.has(COMMUNITY_PAGE)).toBe(true);
    // A section is checked against the page's own anchors: `has` alone accepts a stale anchor of a known page.
    const heldSection = (page: string) =>
      index.sections?.(page).some((passage) => passage.source === page) ?? index.has(page);
    // The held-out set may name a page the index leaves out (/docs/api/full-api-spec): only its sections are checked.
    const named = [
      ...golden.answerable.flatMap(({ pages }) => pages),
      ...heldOut.answerable.flatMap(({ pages }) => pages.filter((page) => page.includes('#'))),
    ];
    const unknown = named.filter((page) => !(page.includes('#') ? heldSection(page) : index.has(page)));
    expect(unknown).toEqual([]);
    expect(golden.answerable.length).toBeGreaterThanOrEqual(60);
    expect(golden.unanswerable.length).toBeGreaterThanOrEqual(10);
  });

  it(`cites a right page among the first three for at least ${MIN_TOP3 * 100} % of the questions, and answers none of the others but the known ones`, () => {
    const score = scoreGoldenSet(index, golden);
    const share = (count: number) =>
      `${count}/${score.answerable} (${((100 * count) / score.answerable).toFixed(1)} %)`;
    console.log(
      `Ask the docs golden set: top-1 ${share(score.top1)}, top-3 ${share(score.top3)} ` +
        `(gate ${MIN_TOP3 * 100} %, target ${TARGET_TOP3 * 100} %); ` +
        `${golden.unanswerable.length - score.wronglyAnswered.length}/${golden.unanswerable.length} unanswerable left unanswered`,
    );
    for (const miss of score.misses) {
      console.log(`  miss: ${miss.question} -> ${miss.answered ? miss.cited.join(', ') : '(not answered)'}`);
    }
    expect(score.wronglyAnswered.map((wrong) => wrong.question).sort()).toEqual(Object.keys(KNOWN_ANSWERED).sort());
    expect(score.top3 / score.answerable).toBeGreaterThanOrEqual(MIN_TOP3);
  });
});
