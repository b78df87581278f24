/**
 * Time arithmetic for the webinar session: its start in Pacific time, the
 * countdown and the urgency windows. Pacific time follows the US
 * daylight-saving rule with plain arithmetic, as src/lib/workshopDate.ts does
 * and for the same reason (an Intl formatter with a named zone costs ~200 ms
 * of main thread on a throttled phone); the tests compare it with Intl.
 */

const HOUR = 3_600_000;
const MINUTE = 60_000;

export interface ZoneRule {
  /** UTC offsets of the zone in hours, in standard and in daylight time (US rule since 2007). */
  standardOffsetHours: number;
  daylightOffsetHours: number;
}

/** The zone's UTC offset in milliseconds at an instant. */
export function zoneOffsetAt(instant: number, zone: ZoneRule): number {
  const standard = zone.standardOffsetHours * HOUR;
  const daylight = zone.daylightOffsetHours * HOUR;
  const year = new Date(instant + standard).getUTCFullYear();
  const nthSunday = (month: number, n: number) => {
    const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1);
  };
  // Daylight time from the second Sunday of March, 02:00 standard time, to the first Sunday of November, 02:00 daylight time.
  const start = Date.UTC(year, 2, nthSunday(2, 2), 2) - standard;
  const end = Date.UTC(year, 10, nthSunday(10, 1), 2) - daylight;
  return instant >= start && instant < end ? daylight : standard;
}

/**
 * An instant as ISO 8601 on the zone's wall clock with its offset,
 * "2026-12-03T11:00:00-08:00": what schema.org dates carry, readable as the
 * local time the event is announced in.
 */
export function isoInZone(instant: number, zone: ZoneRule): string {
  const offset = zoneOffsetAt(instant, zone);
  const wall = new Date(Math.floor(instant / 1000) * 1000 + offset).toISOString().slice(0, 19);
  const minutes = Math.abs(offset) / MINUTE;
  const sign = offset < 0 ? '-' : '+';
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${wall}${sign}${hh}:${mm}`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The wall clock of a US zone at an instant: "Thursday, November 27" and "11:00 AM". */
export function usZoneParts(instant: number, zone: ZoneRule): { date: string; time: string } {
  const wall = new Date(instant + zoneOffsetAt(instant, zone));
  const hours24 = wall.getUTCHours();
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  const minutes = String(wall.getUTCMinutes()).padStart(2, '0');
  const meridiem = hours24 < 12 ? 'AM' : 'PM';
  return {
    date: `${WEEKDAYS[wall.getUTCDay()] ?? ''}, ${MONTHS[wall.getUTCMonth()] ?? ''} ${wall.getUTCDate()}`,
    time: `${hours12}:${minutes} ${meridiem}`,
  };
}

const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * "Thu, 8:00 PM GMT+1": an instant on a clock `offsetMinutes` east of UTC
 * (the visitor's, from Date#getTimezoneOffset). Built by hand because the
 * first Intl formatter with a time zone name costs 150–250 ms of main thread
 * on a throttled phone.
 */
export function formatWithOffset(instant: number, offsetMinutes: number): string {
  const wall = new Date(instant + offsetMinutes * 60_000);
  const hours24 = wall.getUTCHours();
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  const minutes = String(wall.getUTCMinutes()).padStart(2, '0');
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  const zoneMinutes = absolute % 60;
  const zone =
    offsetMinutes === 0
      ? 'GMT'
      : `GMT${sign}${Math.floor(absolute / 60)}${zoneMinutes ? `:${String(zoneMinutes).padStart(2, '0')}` : ''}`;
  return `${SHORT_WEEKDAYS[wall.getUTCDay()] ?? ''}, ${hours12}:${minutes} ${hours24 < 12 ? 'AM' : 'PM'} ${zone}`;
}

/** "Thursday, November 27 at 11:00 AM PT". */
export function formatInUsZone(instant: number, zone: ZoneRule, abbreviation: string): string {
  const { date, time } = usZoneParts(instant, zone);
  return `${date} at ${time} ${abbreviation}`;
}

/** Whole days, hours, minutes and seconds until a start; all zero once it has passed. */
export interface TimeLeft {
  totalMs: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function timeUntil(startsAt: number, now: number): TimeLeft {
  const totalMs = Math.max(0, startsAt - now);
  const totalSeconds = Math.floor(totalMs / 1000);
  return {
    totalMs,
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

/** Where the session stands at `now`. */
export type SessionPhase = 'upcoming' | 'last-chance' | 'live' | 'ended';

export function sessionPhase(
  startsAt: number,
  now: number,
  { lastChanceHours, durationMinutes }: { lastChanceHours: number; durationMinutes: number },
): SessionPhase {
  if (now >= startsAt + durationMinutes * MINUTE) return 'ended';
  if (now >= startsAt) return 'live';
  if (startsAt - now <= lastChanceHours * HOUR) return 'last-chance';
  return 'upcoming';
}

/** Whole hours left, rounded up: "starts in 3 hours" while 2 h 10 min remain. */
export function hoursLeft(startsAt: number, now: number): number {
  return Math.max(0, Math.ceil((startsAt - now) / HOUR));
}

/** Whether the registration bonus is still on offer, `bonusHours` after registering. */
export function bonusOpen(registeredAt: number, now: number, bonusHours: number): boolean {
  return now >= registeredAt && now < registeredAt + bonusHours * HOUR;
}

/** The instant the bonus window closes. */
export function bonusClosesAt(registeredAt: number, bonusHours: number): number {
  return registeredAt + bonusHours * HOUR;
}
