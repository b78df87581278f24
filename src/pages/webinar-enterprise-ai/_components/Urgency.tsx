import clsx from 'clsx';
import type { WebinarConfig } from '@site/config/webinar';
import { useNow, type SessionView } from '@site/src/components/WebinarSession';
import { fill, plural, webinarLanding } from '@site/src/data/webinar';
import { hoursLeft, sessionPhase } from '@site/src/lib/sessionTime';
import styles from './Urgency.module.css';

const copy = webinarLanding.urgency;

interface Props {
  config: WebinarConfig;
  session: SessionView | null;
  /** The moment to judge by; the browser's clock (refreshed every minute) when absent. */
  now?: number;
}

/**
 * The urgency line of a registration card: the last-chance message within
 * `urgency.lastChanceHours` of the start (or "live now"), and the seats left
 * of the session offered, from the session API, while `urgency.seatsRemaining` is on. Its box keeps
 * its height while empty so nothing moves when it fills in.
 */
export default function Urgency({ config, session, now: fixedNow }: Props) {
  const clock = useNow(60_000);
  const now = fixedNow ?? clock;
  const { seatsRemaining, lastChanceHours } = config.urgency;
  if (!seatsRemaining && lastChanceHours <= 0) return null;

  const phase =
    session && now !== null
      ? sessionPhase(session.startsAt, now, { lastChanceHours, durationMinutes: config.session.durationMinutes })
      : 'upcoming';
  let timing: string | null = null;
  if (phase === 'live') timing = copy.live;
  if (phase === 'last-chance' && session && now !== null) {
    timing = fill(copy.lastChance, { hours: plural(hoursLeft(session.startsAt, now), 'hour', 'hours') });
  }
  let seats: string | null = null;
  // Both figures come from the session API, which reads them from the session's database row.
  if (seatsRemaining && session?.seatsLeft === 0) seats = copy.noSeatsLeft;
  else if (seatsRemaining && session?.seatsLeft != null && session.seats != null) {
    seats = fill(copy.seatsLeft, { seats: session.seatsLeft, total: session.seats });
  }

  return (
    <p className={clsx(styles.urgency, timing && styles.pressing)} data-phase={phase}>
      {timing && <span className={styles.timing}>{timing}</span>}
      {seats && (
        <span className={styles.seats}>
          <span className={styles.pulse} aria-hidden="true" />
          {seats}
        </span>
      )}
    </p>
  );
}
