import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PASSAGES } from './fixtures';
import { citesExpected, scoreGoldenSet, type GoldenSet } from './golden';
import { createAskIndex } from './index';

describe('scoring the golden set', () => {
  it('matches a page path against any of its sections, a path#anchor only against that section', () => {
    expect(citesExpected('/docs/embed#theme', ['/docs/embed'])).toBe(true);
    expect(citesExpected('/docs/embed', ['/docs/embed/'])).toBe(true);
    expect(citesExpected('/docs/embed#theme', ['/docs/embed#options'])).toBe(false);
    expect(citesExpected('/docs/embed#options', ['/docs/other', '/docs/embed#options'])).toBe(true);
  });

  it('counts right first and first-three citations, misses and unanswerable questions answered', () => {
    const golden: GoldenSet = {
      about: 'test',
      answerable: [
        { question: 'how do I add the chat bubble to my website?', pages: ['/docs/embed'] },
        { question: 'add an OpenAI credential', pages: ['/docs/rate-limit'] },
      ],
      unanswerable: ['what is the weather in Paris tomorrow?', 'rate limit messages'],
    };
    const score = scoreGoldenSet(createAskIndex(PASSAGES), golden);
    expect(score).toMatchObject({ top1: 1, top3: 1, answerable: 2 });
    expect(score.misses.map((miss) => miss.question)).toEqual(['add an OpenAI credential']);
    expect(score.wronglyAnswered.map((wrong) => wrong.question)).toEqual(['rate limit messages']);
  });

  it('holds enough questions, each with at least one expected page', () => {
    const golden = JSON.parse(readFileSync('server/ask/golden.json', 'utf8')) as GoldenSet;
    expect(golden.answerable.length).toBeGreaterThanOrEqual(60);
    expect(golden.unanswerable.length).toBeGreaterThanOrEqual(10);
    for (const { question, pages } of golden.answerable) {
      expect(question.trim()).not.toBe('');
      expect(pages.length).toBeGreaterThan(0);
      for (const page of pages) expect(page).toMatch(/^\/(docs|blog)\//);
    }
    const questions = [...golden.answerable.map((entry) => entry.question), ...golden.unanswerable];
    expect(new Set(questions).size).toBe(questions.length);
  });
});
