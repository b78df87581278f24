import { describe, expect, it } from 'vitest';
import {
  clip,
  dayLabel,
  formatVital,
  percent,
  resultsLine,
  pickParams,
  plural,
  searchOf,
  sitePath,
  seriesByDay,
  sessionLabel,
  utcDays,
  withParams,
} from './consoleData';

describe('utcDays', () => {
  it('lists every day between both ends, across a month and a leap day', () => {
    expect(utcDays('2028-02-27', '2028-03-01')).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
  });
  it('has 90 days for the overview window', () => {
    const days = utcDays('2025-12-03', '2026-03-02');
    expect(days).toHaveLength(90);
    expect(days.at(-1)).toBe('2026-03-02');
  });
  it('is empty when the range is backwards', () => {
    expect(utcDays('2026-03-02', '2026-03-01')).toEqual([]);
  });
});

describe('seriesByDay', () => {
  const days = ['2026-03-01', '2026-03-02', '2026-03-03'];
  it('fills the days without data with 0, one series per key', () => {
    const rows = [
      { day: '2026-03-03', session: 'b', count: 1 },
      { day: '2026-03-01', session: 'a', count: 2 },
      { day: '2026-03-03', session: 'a', count: 4 },
    ];
    const series = seriesByDay(
      rows,
      days,
      (row) => row.session,
      (row) => row.count,
    );
    expect([...series.entries()]).toEqual([
      ['b', [0, 0, 1]],
      ['a', [2, 0, 4]],
    ]);
  });
  it('leaves out rows outside the days', () => {
    const series = seriesByDay(
      [{ day: '2026-02-28', n: 3 }],
      days,
      () => 'all',
      (row) => row.n,
    );
    expect(series.size).toBe(0);
  });
});

describe('query strings', () => {
  it('keeps only the named, non-empty keys in their order', () => {
    const params = new URLSearchParams('page=2&source=linkedin&q=&sort=score&q=ana&from=2026-03-01');
    expect(pickParams(params, ['q', 'source', 'from']).toString()).toBe('source=linkedin&q=ana&from=2026-03-01');
  });
  it('applies changes and goes back to the first page unless the page changes', () => {
    const params = new URLSearchParams('q=ana&page=3');
    expect(withParams(params, { sort: 'score', q: null }).toString()).toBe('sort=score');
    expect(withParams(params, { page: '4' }).toString()).toBe('q=ana&page=4');
    expect(searchOf(new URLSearchParams())).toBe('');
    expect(searchOf(params)).toBe('?q=ana&page=3');
  });
});

describe('labels', () => {
  it('writes vitals in their units', () => {
    expect(formatVital('lcp', 2480)).toBe('2.48 s');
    expect(formatVital('inp', 180.4)).toBe('180 ms');
    expect(formatVital('cls', 0.1234)).toBe('0.12');
  });
  it('names a session in UTC', () => {
    expect(sessionLabel('2026-03-05T19:00:00.000Z')).toBe('Thu, 5 Mar 2026, 19:00 UTC');
  });
  it('names a day in UTC', () => {
    expect(dayLabel('2026-10-29')).toBe('29 Oct 2026');
    expect(dayLabel('2028-02-29')).toBe('29 Feb 2028');
  });
  it('writes shares as whole percentages, and no share of nothing', () => {
    expect(percent(2, 3)).toBe('67%');
    expect(percent(0, 5)).toBe('0%');
    expect(percent(5, 5)).toBe('100%');
    expect(percent(0, 0)).toBe('—');
  });
  it('cuts long text with an ellipsis, leaving short text alone', () => {
    expect(clip('How do I embed it?', 18)).toBe('How do I embed it?');
    expect(clip('How do I embed it?', 10)).toBe('How do I…');
    expect(clip('How do I embed it?', 10).length).toBeLessThanOrEqual(10);
  });
  it('counts', () => {
    expect(plural(1, 'registration')).toBe('1 registration');
    expect(plural(1200, 'registration')).toBe('1,200 registrations');
  });
});

describe('sitePath', () => {
  it('keeps paths of this site and nothing else', () => {
    expect(sitePath('/docs/intro#install')).toBe('/docs/intro#install');
    expect(sitePath('/')).toBe('/');
    for (const value of [
      '//evil.test/x',
      '/\\evil.test',
      'javascript:alert(1)',
      'https://evil.test/',
      'docs/intro',
      '',
    ]) {
      expect(sitePath(value), value).toBeNull();
    }
    expect(sitePath(null)).toBeNull();
  });
});

describe('resultsLine', () => {
  it('says how many match and which are shown', () => {
    expect(resultsLine(31, 2, 25, 'registration')).toBe('31 registrations match. Showing 26–31.');
    expect(resultsLine(1, 1, 25, 'subscriber')).toBe('1 subscriber matches. Showing 1–1.');
    expect(resultsLine(0, 1, 25, 'message')).toBe('No messages match.');
  });
});
