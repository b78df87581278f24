/**
 * The session's start as the funnel pages show it: in Pacific time and in
 * the visitor's own zone, and a countdown. Both render a placeholder of the
 * same size on the server and in the first render, then fill in, so nothing
 * shifts when the numbers appear.
 */
import clsx from 'clsx';
import { WEEKLY_WORKSHOP } from '@site/config/banner';
import { formatWithOffset, timeUntil, usZoneParts, zoneOffsetAt } from '@site/src/lib/sessionTime';
import { useNow } from './hooks';
import styles from './styles.module.css';

export {
  useNow,
  useWebinarSession,
  sessionRefreshMs,
  LIVE_REFRESH_MS,
  type SessionOptions,
  type SessionView,
} from './hooks';

export interface SessionTimeCopy {
  yourTime: string;
  sameZone: string;
  recurring: string;
  length: string;
  online: string;
}

/** "Thu, 8:00 PM GMT+1": the start on the visitor's own clock. */
export function formatForVisitor(startsAt: number): string {
  return formatWithOffset(startsAt, -new Date(startsAt).getTimezoneOffset());
}

/** "11:00 AM": the weekly start on the Pacific clock, for the placeholder before the date is known. */
const SCHEDULED_TIME = usZoneParts(
  Date.UTC(2026, 0, 1, WEEKLY_WORKSHOP.hour - WEEKLY_WORKSHOP.standardOffsetHours),
  WEEKLY_WORKSHOP,
).time;

/** Whether the visitor's clock reads the same as Pacific time at that instant. */
function visitorOnPacificTime(startsAt: number): boolean {
  return -new Date(startsAt).getTimezoneOffset() * 60_000 === zoneOffsetAt(startsAt, WEEKLY_WORKSHOP);
}

/**
 * Three short lines that fit a phone without wrapping: the date and the time
 * in Pacific time, then the time on the visitor's clock. Before the start is
 * known (server, first render) the lines hold the weekly schedule instead.
 */
export function SessionTime({
  startsAt,
  copy,
  className,
}: {
  startsAt: number | null;
  copy: SessionTimeCopy;
  className?: string;
}) {
  const pacific = startsAt === null ? null : usZoneParts(startsAt, WEEKLY_WORKSHOP);
  let local = copy.online;
  if (startsAt !== null) {
    local = visitorOnPacificTime(startsAt) ? copy.sameZone : `${copy.yourTime}: ${formatForVisitor(startsAt)}`;
  }
  const when = (
    <>
      <span className={styles.primary}>{pacific ? pacific.date : copy.recurring}</span>
      <span className={styles.pacific}>
        {pacific ? pacific.time : SCHEDULED_TIME} PT · {copy.length}
      </span>
    </>
  );
  return (
    <div className={clsx(styles.time, className)}>
      <svg className={styles.icon} aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
        <rect x="3.5" y="5" width="17" height="15" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M3.5 10h17M8 3v4M16 3v4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <p className={styles.lines}>
        {startsAt === null ? (
          <span className={styles.group}>{when}</span>
        ) : (
          <time className={styles.group} dateTime={new Date(startsAt).toISOString()}>
            {when}
          </time>
        )}
        <span className={styles.secondary}>{local}</span>
      </p>
    </div>
  );
}

export interface CountdownCopy {
  countdownLabel: string;
  countdownUnits: { days: string; hours: string; minutes: string; seconds: string };
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** Days, hours, minutes and seconds until the start, ticking every second. */
export function Countdown({
  startsAt,
  copy,
  className,
}: {
  startsAt: number | null;
  copy: CountdownCopy;
  className?: string;
}) {
  const now = useNow(1000);
  const left = startsAt !== null && now !== null ? timeUntil(startsAt, now) : null;
  return (
    <div className={clsx(styles.countdown, className)} role="timer" aria-label={copy.countdownLabel}>
      <span className={styles.countdownLabel} aria-hidden="true">
        {copy.countdownLabel}
      </span>
      <span className={styles.units}>
        {UNITS.map((unit) => (
          <span key={unit} className={styles.unit}>
            <span className={styles.value}>{left ? String(left[unit]).padStart(2, '0') : '--'}</span>
            <span className={styles.unitLabel}>{copy.countdownUnits[unit]}</span>
          </span>
        ))}
      </span>
    </div>
  );
}
