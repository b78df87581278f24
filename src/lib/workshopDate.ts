/**
 * When is the next weekly workshop? The rule we ship (issue 2): the next
 * Thursday in Los Angeles time, whatever the visitor's time zone; on a
 * Thursday before 11:00 PT that is the same day, from 11:00 PT on it is the
 * following Thursday.
 *
 * `nextWorkshop` is deliberately self-contained (no imports, no helpers outside
 * its body) because the banner also serialises it into a tiny inline script
 * that fills the date in before first paint. Keep it that way.
 */

export interface WorkshopSchedule {
  /** Day of the week, Sunday = 0. */
  weekday: number;
  /** Start hour on the wall clock of `timeZone`. */
  hour: number;
  timeZone: string;
}

export interface NextWorkshop {
  /** For display, e.g. "Thursday, Nov 27th". */
  label: string;
  /** Calendar date in the schedule's time zone, YYYY-MM-DD. */
  isoDate: string;
  /** The start instant, in milliseconds since the epoch. */
  startsAt: number;
}

export function nextWorkshop(now: Date, schedule: WorkshopSchedule): NextWorkshop {
  const MS_PER_DAY = 86_400_000;
  const wallClock = new Intl.DateTimeFormat('en-US', {
    timeZone: schedule.timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  /** The wall-clock reading in the schedule's zone, as if it were UTC. */
  function wallTimeAsUtc(instant: number): number {
    const parts: Record<string, number> = {};
    for (const part of wallClock.formatToParts(instant)) {
      if (part.type !== 'literal') parts[part.type] = Number(part.value);
    }
    return Date.UTC(
      parts.year ?? 1970,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
      parts.second ?? 0,
    );
  }

  const nowMs = now.getTime();
  const local = new Date(wallTimeAsUtc(nowMs));
  const startToday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), schedule.hour);
  let daysAhead = (schedule.weekday - local.getUTCDay() + 7) % 7;
  if (daysAhead === 0 && local.getTime() >= startToday) daysAhead = 7;

  const day = new Date(startToday + daysAhead * MS_PER_DAY);
  // Convert the wall-clock start back to an instant; a second pass settles the
  // offset when a DST change falls between now and the start.
  let startsAt = day.getTime() - (wallTimeAsUtc(day.getTime()) - day.getTime());
  startsAt = day.getTime() - (wallTimeAsUtc(startsAt) - startsAt);

  const date = day.getUTCDate();
  const tens = date % 100;
  const ones = date % 10;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ones === 1 ? 'st' : ones === 2 ? 'nd' : ones === 3 ? 'rd' : 'th';
  const names = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'short' });
  const named: Record<string, string> = {};
  for (const part of names.formatToParts(day)) named[part.type] = part.value;

  return {
    label: `${named.weekday ?? ''}, ${named.month ?? ''} ${date}${suffix}`,
    isoDate: day.toISOString().slice(0, 10),
    startsAt,
  };
}
