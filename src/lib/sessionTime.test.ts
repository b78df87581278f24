import { describe, expect, it } from 'vitest';
import { WEEKLY_WORKSHOP } from '../../config/banner';
import {
  bonusClosesAt,
  bonusOpen,
  formatInUsZone,
  formatWithOffset,
  hoursLeft,
  isoInZone,
  sessionPhase,
  timeUntil,
  zoneOffsetAt,
} from './sessionTime';

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso).getTime();

const pacific = new Intl.DateTimeFormat('en-US', {
  timeZone: WEEKLY_WORKSHOP.timeZone,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** What Intl says the Los Angeles wall clock reads, in the same shape. */
function intlPacific(instant: number): string {
  const parts = Object.fromEntries(pacific.formatToParts(instant).map((part) => [part.type, part.value])) as Record<
    string,
    string
  >;
  return `${parts.weekday}, ${parts.month} ${parts.day} at ${parts.hour}:${parts.minute} ${parts.dayPeriod} PT`;
}

describe('Pacific time without Intl', () => {
  it('agrees with Intl every 7 hours over three years, DST changes included', () => {
    for (let instant = at('2025-01-01T00:00:00Z'); instant < at('2028-01-01T00:00:00Z'); instant += 7 * HOUR) {
      expect(formatInUsZone(instant, WEEKLY_WORKSHOP, 'PT'), new Date(instant).toISOString()).toBe(
        intlPacific(instant),
      );
    }
  });

  it.each([
    ['2026-03-08T09:59:59Z', -8], // 01:59:59 PST, just before the spring change
    ['2026-03-08T10:00:00Z', -7], // 03:00 PDT
    ['2026-11-01T08:59:59Z', -7], // 01:59:59 PDT, before the autumn change
    ['2026-11-01T09:00:00Z', -8], // 01:00 PST again
  ])('at %s the offset is UTC%i', (iso, hours) => {
    expect(zoneOffsetAt(at(iso), WEEKLY_WORKSHOP)).toBe(hours * HOUR);
  });

  it('formats the session start the way the page shows it', () => {
    expect(formatInUsZone(at('2026-11-26T19:00:00Z'), WEEKLY_WORKSHOP, 'PT')).toBe(
      'Thursday, November 26 at 11:00 AM PT',
    );
    expect(formatInUsZone(at('2026-07-02T07:05:00Z'), WEEKLY_WORKSHOP, 'PT')).toBe('Thursday, July 2 at 12:05 AM PT');
  });
});

describe('timeUntil', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const start = at('2026-11-26T19:00:00Z');
    expect(timeUntil(start, start - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000)).toEqual({
      totalMs: (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000,
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
  });

  it('rounds partial seconds down and stops at zero', () => {
    const start = at('2026-11-26T19:00:00Z');
    expect(timeUntil(start, start - 1500).seconds).toBe(1);
    expect(timeUntil(start, start + 60_000)).toEqual({ totalMs: 0, days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('sessionPhase', () => {
  const start = at('2026-11-26T19:00:00Z');
  const rules = { lastChanceHours: 24, durationMinutes: 45 };

  it.each([
    [start - 24 * HOUR - 1, 'upcoming'],
    [start - 24 * HOUR, 'last-chance'],
    [start - 1, 'last-chance'],
    [start, 'live'],
    [start + 45 * 60_000 - 1, 'live'],
    [start + 45 * 60_000, 'ended'],
  ] as const)('at %i is %s', (now, phase) => {
    expect(sessionPhase(start, now, rules)).toBe(phase);
  });

  it('follows the configured window', () => {
    expect(sessionPhase(start, start - 30 * HOUR, { ...rules, lastChanceHours: 48 })).toBe('last-chance');
    expect(sessionPhase(start, start - 30 * HOUR, { ...rules, lastChanceHours: 24 })).toBe('upcoming');
  });

  it('counts the hours left rounded up', () => {
    expect(hoursLeft(start, start - 2 * HOUR - 10 * 60_000)).toBe(3);
    expect(hoursLeft(start, start - HOUR)).toBe(1);
    expect(hoursLeft(start, start + HOUR)).toBe(0);
  });
});

describe('bonus window', () => {
  const registered = at('2026-11-20T10:00:00Z');

  it('is open for the configured hours after registering, then closes', () => {
    expect(bonusOpen(registered, registered, 72)).toBe(true);
    expect(bonusOpen(registered, registered + 72 * HOUR - 1, 72)).toBe(true);
    expect(bonusOpen(registered, registered + 72 * HOUR, 72)).toBe(false);
    expect(bonusOpen(registered, registered - 1, 72)).toBe(false);
    expect(bonusClosesAt(registered, 72)).toBe(registered + 72 * HOUR);
  });
});

describe('formatWithOffset', () => {
  /** The zone's offset in minutes and Intl's "Thu, 8:00 PM GMT+1" for an instant. */
  function intl(instant: number, timeZone: string): { offset: number; text: string } {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        weekday: 'short',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'longOffset',
      })
        .formatToParts(instant)
        .map((part) => [part.type, part.value]),
    ) as Record<string, string>;
    const match = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(parts.timeZoneName ?? '');
    const offset = match?.[1] ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
    return { offset, text: `${parts.weekday}, ${parts.hour}:${parts.minute} ${parts.dayPeriod}` };
  }

  it.each([
    'Asia/Tokyo',
    'Europe/Paris',
    'Asia/Kolkata',
    'America/New_York',
    'America/St_Johns',
    'UTC',
    'Pacific/Auckland',
  ])('reads the clock as Intl does in %s', (timeZone) => {
    for (const iso of ['2026-11-26T19:00:00Z', '2026-07-02T18:00:00Z', '2026-03-12T07:30:00Z']) {
      const instant = Date.parse(iso);
      const { offset, text } = intl(instant, timeZone);
      expect(formatWithOffset(instant, offset).startsWith(`${text} GMT`)).toBe(true);
    }
  });

  it('names the offset like GMT+1, GMT-3:30, GMT+5:45 or GMT', () => {
    const start = Date.parse('2026-11-26T19:00:00Z');
    expect(formatWithOffset(start, 60)).toBe('Thu, 8:00 PM GMT+1');
    expect(formatWithOffset(start, -210)).toBe('Thu, 3:30 PM GMT-3:30');
    expect(formatWithOffset(start, 345)).toBe('Fri, 12:45 AM GMT+5:45');
    expect(formatWithOffset(start, 0)).toBe('Thu, 7:00 PM GMT');
    expect(formatWithOffset(start, -480)).toBe('Thu, 11:00 AM GMT-8');
  });
});

describe('isoInZone', () => {
  it('writes the Los Angeles wall clock with its offset, standard and daylight time', () => {
    expect(isoInZone(Date.parse('2026-12-03T19:00:00Z'), WEEKLY_WORKSHOP)).toBe('2026-12-03T11:00:00-08:00');
    expect(isoInZone(Date.parse('2026-07-02T18:00:00Z'), WEEKLY_WORKSHOP)).toBe('2026-07-02T11:00:00-07:00');
    expect(isoInZone(Date.parse('2026-12-03T19:00:00.999Z'), { standardOffsetHours: 0, daylightOffsetHours: 0 })).toBe(
      '2026-12-03T19:00:00+00:00',
    );
  });

  it('names the same instant', () => {
    const instant = Date.parse('2026-03-08T10:30:00Z');
    expect(Date.parse(isoInZone(instant, WEEKLY_WORKSHOP))).toBe(instant);
  });
});
