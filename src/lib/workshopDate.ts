/**
 * When is the next weekly workshop? The rule we ship (issue 2): the next
 * Thursday in Los Angeles time, whatever the visitor's time zone; on a
 * Thursday before 11:00 PT that is the same day, from 11:00 PT on it is the
 * following Thursday.
 *
 * Pacific time is computed from the US daylight-saving rule (in force since
 * 2007) rather than with Intl: the first `Intl.DateTimeFormat` with a time
 * zone loads the zone database and blocked the main thread for ~200 ms on a
 * throttled phone, and the banner runs this on every page load. The tests check
 * the arithmetic against Intl over several years.
 *
 * `nextWorkshop` is deliberately self-contained (no imports, no helpers outside
 * its body) because the banner also serialises it into a tiny inline script
 * that fills the date in before first paint. Keep it that way.
 */

export interface WorkshopSchedule {
  /** Day of the week, Sunday = 0. */
  weekday: number;
  /** Start hour on the local wall clock. */
  hour: number;
  /** UTC offsets of the zone in hours, in standard and in daylight time (US rule). */
  standardOffsetHours: number;
  daylightOffsetHours: number;
}

export interface NextWorkshop {
  /** For display, e.g. "Thursday, Nov 27th". */
  label: string;
  /** Calendar date on the local wall clock, YYYY-MM-DD. */
  isoDate: string;
  /** The start instant, in milliseconds since the epoch. */
  startsAt: number;
}

export function nextWorkshop(now: Date, schedule: WorkshopSchedule): NextWorkshop {
  const HOUR = 3_600_000;
  const DAY = 24 * HOUR;
  const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const standard = schedule.standardOffsetHours * HOUR;
  const daylight = schedule.daylightOffsetHours * HOUR;

  /** Day of the month of the nth Sunday of a month. */
  function nthSunday(year: number, month: number, n: number): number {
    const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1);
  }
  /** The zone's UTC offset at an instant: daylight time from the second Sunday of March, 02:00 standard time, to the first Sunday of November, 02:00 daylight time. */
  function offsetAt(instant: number): number {
    const year = new Date(instant + standard).getUTCFullYear();
    const start = Date.UTC(year, 2, nthSunday(year, 2, 2), 2) - standard;
    const end = Date.UTC(year, 10, nthSunday(year, 10, 1), 2) - daylight;
    return instant >= start && instant < end ? daylight : standard;
  }

  const nowMs = now.getTime();
  const local = new Date(nowMs + offsetAt(nowMs));
  const startToday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), schedule.hour);
  let daysAhead = (schedule.weekday - local.getUTCDay() + 7) % 7;
  if (daysAhead === 0 && local.getTime() >= startToday) daysAhead = 7;

  const day = new Date(startToday + daysAhead * DAY);
  const startsAt = day.getTime() - offsetAt(day.getTime() - standard);

  const date = day.getUTCDate();
  const tens = date % 100;
  const ones = date % 10;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ones === 1 ? 'st' : ones === 2 ? 'nd' : ones === 3 ? 'rd' : 'th';

  return {
    label: `${WEEKDAYS[day.getUTCDay()] ?? ''}, ${MONTHS[day.getUTCMonth()] ?? ''} ${date}${suffix}`,
    isoDate: day.toISOString().slice(0, 10),
    startsAt,
  };
}

/**
 * The next `count` workshops (at least one) from `now`, soonest first. Each is
 * found with `nextWorkshop` from just after the previous start, so the start
 * hour holds on the local clock across a change of the clocks. The sessions
 * open for registration (server/webinar/session.ts) and the webinar page's
 * structured data (src/data/structuredData.ts) both come from here.
 */
export function upcomingWorkshops(now: Date, schedule: WorkshopSchedule, count: number): NextWorkshop[] {
  const workshops: NextWorkshop[] = [];
  let from = now;
  for (let i = 0; i < Math.max(1, count); i++) {
    const workshop = nextWorkshop(from, schedule);
    workshops.push(workshop);
    from = new Date(workshop.startsAt + 1);
  }
  return workshops;
}
