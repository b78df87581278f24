import { describe, expect, it } from 'vitest';
import { cumulativeLayoutShift, interactionToNextPaint, sampleRateOf, vitalsReport } from './vitals';

describe('cumulativeLayoutShift', () => {
  it('is 0 without shifts', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
  });

  it('adds shifts less than a second apart into one window', () => {
    const shifts = [
      { startTime: 100, value: 0.05 },
      { startTime: 900, value: 0.05 },
      { startTime: 1800, value: 0.02 },
    ];
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.12);
  });

  it('starts a new window after a gap of a second and keeps the largest', () => {
    const shifts = [
      { startTime: 0, value: 0.1 },
      { startTime: 500, value: 0.1 },
      { startTime: 1600, value: 0.05 },
      { startTime: 2000, value: 0.05 },
    ];
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.2);
  });

  it('closes a window five seconds after it began, however close its shifts are', () => {
    const shifts = Array.from({ length: 12 }, (_, index) => ({ startTime: index * 800, value: 0.01 }));
    // 0 … 4800 ms make the first window (7 shifts); 5600 ms starts the second (5 shifts).
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.07);
  });
});

describe('interactionToNextPaint', () => {
  it('is undefined without interactions', () => {
    expect(interactionToNextPaint([])).toBeUndefined();
  });

  it('is the longest interaction below 50 interactions', () => {
    expect(interactionToNextPaint([40, 320, 88])).toBe(320);
  });

  it('ignores one outlier per 50 interactions', () => {
    const durations = [...Array.from({ length: 98 }, () => 24), 600, 400];
    expect(interactionToNextPaint(durations)).toBe(24);
    // 49 interactions: none is ignored yet.
    expect(interactionToNextPaint([...Array.from({ length: 48 }, () => 24), 600])).toBe(600);
  });
});

describe('vitalsReport', () => {
  it('rounds milliseconds to whole numbers and CLS to four places', () => {
    expect(vitalsReport('/docs/intro', { lcp: 1234.56, inp: 48.4, cls: 0.012345, ttfb: 301.9 })).toEqual({
      path: '/docs/intro',
      lcp: 1235,
      inp: 48,
      cls: 0.0123,
      ttfb: 302,
    });
  });

  it('leaves out metrics that are missing or out of the range the server accepts', () => {
    expect(vitalsReport('/', { lcp: undefined, inp: 70_000, cls: 0, ttfb: Number.NaN })).toEqual({ path: '/', cls: 0 });
  });

  it('is undefined when no metric is left', () => {
    expect(vitalsReport('/', { lcp: -1 })).toBeUndefined();
  });
});

describe('sampleRateOf', () => {
  it.each([
    ['1', 1],
    ['0.25', 0.25],
    ['0', 0],
  ])('reads %s as %s', (content, rate) => {
    expect(sampleRateOf(content)).toBe(rate);
  });

  it.each([null, undefined, '', 'all', '1.5', '-0.1'])('treats %s as 0: nothing is sent', (content) => {
    expect(sampleRateOf(content)).toBe(0);
  });
});
