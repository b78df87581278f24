import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { promoBarId, resetDismissalScript } from './promoBarId';

const SCHEDULE = { weekday: 4, hour: 11, standardOffsetHours: -8, daylightOffsetHours: -7 };

describe('promoBarId', () => {
  it('names the workshop the bar announces, so each week has its own id', () => {
    // Tuesday 24 Nov 2026, then the Thursday after the session, then the week after.
    expect(promoBarId('workshop-weekly', new Date('2026-11-24T12:00:00Z'), SCHEDULE)).toBe(
      'workshop-weekly-2026-11-26',
    );
    expect(promoBarId('workshop-weekly', new Date('2026-11-26T20:00:00Z'), SCHEDULE)).toBe(
      'workshop-weekly-2026-12-03',
    );
  });
});

describe('resetDismissalScript', () => {
  function run(stored: Record<string, string>, now: string) {
    const items = new Map(Object.entries(stored));
    const localStorage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
    const RealDate = Date;
    const FixedDate = function (this: unknown, ...args: unknown[]) {
      return args.length === 0 ? new RealDate(now) : new RealDate(...(args as [string]));
    } as unknown as DateConstructor;
    FixedDate.UTC = RealDate.UTC;
    runInNewContext(resetDismissalScript('workshop-weekly', SCHEDULE, ''), { localStorage, Date: FixedDate });
    return Object.fromEntries(items);
  }

  it('clears a dismissal stored for an earlier workshop', () => {
    const after = run(
      { 'docusaurus.announcement.id': 'workshop-weekly-2026-11-19', 'docusaurus.announcement.dismiss': 'true' },
      '2026-11-24T12:00:00Z',
    );
    expect(after['docusaurus.announcement.dismiss']).toBe('false');
  });

  it("keeps this week's dismissal", () => {
    const after = run(
      { 'docusaurus.announcement.id': 'workshop-weekly-2026-11-26', 'docusaurus.announcement.dismiss': 'true' },
      '2026-11-24T12:00:00Z',
    );
    expect(after['docusaurus.announcement.dismiss']).toBe('true');
  });
});
