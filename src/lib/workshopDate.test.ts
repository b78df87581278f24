import { afterEach, describe, expect, it } from 'vitest';
import { WEEKLY_WORKSHOP } from '../../config/banner';
import { nextWorkshop, upcomingWorkshops } from './workshopDate';

const at = (iso: string) => nextWorkshop(new Date(iso), WEEKLY_WORKSHOP);

describe('nextWorkshop', () => {
  it.each([
    // [moment viewed, expected label, expected start instant]
    ['2026-11-21T12:00:00Z', 'Thursday, Nov 26th', '2026-11-26T19:00:00.000Z'], // Saturday
    ['2026-11-25T20:00:00Z', 'Thursday, Nov 26th', '2026-11-26T19:00:00.000Z'], // Wednesday
    ['2026-11-26T18:59:00Z', 'Thursday, Nov 26th', '2026-11-26T19:00:00.000Z'], // Thu 10:59 PST
    ['2026-11-26T18:59:59Z', 'Thursday, Nov 26th', '2026-11-26T19:00:00.000Z'], // Thu 10:59:59 PST
    ['2026-11-26T19:00:00Z', 'Thursday, Dec 3rd', '2026-12-03T19:00:00.000Z'], // Thu 11:00 PST
    ['2026-11-27T07:00:00Z', 'Thursday, Dec 3rd', '2026-12-03T19:00:00.000Z'], // Thu 23:00 PST
    ['2026-03-12T17:59:00Z', 'Thursday, Mar 12th', '2026-03-12T18:00:00.000Z'], // Thu 10:59 PDT
    ['2026-03-12T18:00:00Z', 'Thursday, Mar 19th', '2026-03-19T18:00:00.000Z'], // Thu 11:00 PDT
  ])('at %s shows %s', (now, label, startsAt) => {
    const result = at(now);
    expect(result.label).toBe(label);
    expect(new Date(result.startsAt).toISOString()).toBe(startsAt);
  });

  it.each([
    // Clocks spring forward on Sunday 8 March 2026: PST (UTC−8) before, PDT (UTC−7) after.
    ['2026-03-07T20:00:00Z', 'Thursday, Mar 12th', '2026-03-12T18:00:00.000Z'],
    ['2026-03-05T18:59:00Z', 'Thursday, Mar 5th', '2026-03-05T19:00:00.000Z'],
    // Clocks fall back on Sunday 1 November 2026.
    ['2026-10-31T19:00:00Z', 'Thursday, Nov 5th', '2026-11-05T19:00:00.000Z'],
    ['2026-10-29T18:00:00Z', 'Thursday, Nov 5th', '2026-11-05T19:00:00.000Z'], // Thu 11:00 PDT
  ])('across a DST change, at %s shows %s', (now, label, startsAt) => {
    const result = at(now);
    expect(result.label).toBe(label);
    expect(new Date(result.startsAt).toISOString()).toBe(startsAt);
  });

  it.each([
    ['2026-01-30T20:00:00Z', 'Thursday, Feb 5th', '2026-02-05'], // month end
    ['2026-12-25T20:00:00Z', 'Thursday, Dec 31st', '2026-12-31'], // year end, same year
    ['2026-12-31T18:00:00Z', 'Thursday, Dec 31st', '2026-12-31'], // Thu 10:00 PST on 31 Dec
    ['2026-12-31T19:00:00Z', 'Thursday, Jan 7th', '2027-01-07'], // rolls into the new year
    ['2028-02-26T20:00:00Z', 'Thursday, Mar 2nd', '2028-03-02'], // leap February
  ])('at %s shows %s', (now, label, isoDate) => {
    const result = at(now);
    expect(result.label).toBe(label);
    expect(result.isoDate).toBe(isoDate);
  });

  it.each([
    ['2025-12-31T20:00:00Z', 'Thursday, Jan 1st'],
    ['2026-04-01T20:00:00Z', 'Thursday, Apr 2nd'],
    ['2026-09-02T20:00:00Z', 'Thursday, Sep 3rd'],
    ['2026-06-03T20:00:00Z', 'Thursday, Jun 4th'],
    ['2026-06-10T20:00:00Z', 'Thursday, Jun 11th'],
    ['2026-02-11T20:00:00Z', 'Thursday, Feb 12th'],
    ['2026-08-12T20:00:00Z', 'Thursday, Aug 13th'],
    ['2026-05-20T20:00:00Z', 'Thursday, May 21st'],
    ['2026-01-21T20:00:00Z', 'Thursday, Jan 22nd'],
    ['2026-04-22T20:00:00Z', 'Thursday, Apr 23rd'],
    ['2026-12-30T20:00:00Z', 'Thursday, Dec 31st'],
  ])('uses the right ordinal suffix: %s shows %s', (now, label) => {
    expect(at(now).label).toBe(label);
  });

  describe('ignores the visitor’s own time zone', () => {
    const originalTz = process.env.TZ;
    afterEach(() => {
      process.env.TZ = originalTz;
    });

    it.each([
      // UTC+14: already Friday 07:30 for the visitor, still Thursday 09:30 in Los Angeles.
      ['Pacific/Kiritimati', '2026-11-27T07:30:00+14:00', 'Thursday, Nov 26th'],
      // UTC+14: Friday 09:00 for the visitor is Thursday 11:00 PT, so next week.
      ['Pacific/Kiritimati', '2026-11-27T09:00:00+14:00', 'Thursday, Dec 3rd'],
      // UTC−10: Wednesday 22:00 for the visitor is already Thursday 00:00 PT.
      ['Pacific/Honolulu', '2026-11-25T22:00:00-10:00', 'Thursday, Nov 26th'],
      // UTC−10: still Thursday morning for the visitor, but 11:30 PT has passed.
      ['Pacific/Honolulu', '2026-11-26T09:30:00-10:00', 'Thursday, Dec 3rd'],
    ])('in %s at %s shows %s', (tz, now, label) => {
      process.env.TZ = tz;
      expect(at(now).label).toBe(label);
    });
  });

  it('agrees with the time zone database on every hour from 2024 to 2030', () => {
    const wallClock = new Intl.DateTimeFormat('en-US', {
      timeZone: WEEKLY_WORKSHOP.timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
    });
    const mismatches: string[] = [];
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2031, 0, 1); t += 3_600_000 + 17 * 60_000) {
      const { startsAt } = nextWorkshop(new Date(t), WEEKLY_WORKSHOP);
      // The start is a Thursday at 11:00 in Los Angeles, in the future, and at most a week away
      // (plus the hour clocks fall back in November).
      const seen = wallClock.format(startsAt);
      const ok = seen === 'Thu 11:00' && startsAt > t && startsAt - t <= 7 * 86_400_000 + 3_600_000;
      if (!ok) mismatches.push(`${new Date(t).toISOString()} → ${new Date(startsAt).toISOString()} (${seen})`);
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('still works when serialised on its own, as the inline banner script runs it', () => {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- this is exactly what the banner does
    const revive = new Function(`return (${nextWorkshop.toString()})`) as () => typeof nextWorkshop;
    const standalone = revive();
    const now = new Date('2026-11-26T18:59:00Z');
    expect(standalone(now, WEEKLY_WORKSHOP)).toEqual(nextWorkshop(now, WEEKLY_WORKSHOP));
  });
});

describe('upcomingWorkshops', () => {
  it('lists the next ones a week apart, at 11:00 on the Los Angeles clock across a change of the clocks', () => {
    const starts = upcomingWorkshops(new Date('2026-10-22T19:00:00Z'), WEEKLY_WORKSHOP, 3).map((workshop) =>
      new Date(workshop.startsAt).toISOString(),
    );
    // Thursday 22 October at 12:00 PDT: that day's session has started. Clocks fall back on 1 November.
    expect(starts).toEqual(['2026-10-29T18:00:00.000Z', '2026-11-05T19:00:00.000Z', '2026-11-12T19:00:00.000Z']);
  });

  it('lists at least the next one', () => {
    expect(upcomingWorkshops(new Date('2026-11-27T20:00:00Z'), WEEKLY_WORKSHOP, 0)).toHaveLength(1);
  });
});
