import clsx from 'clsx';
import { useId } from 'react';
import { WEEKLY_WORKSHOP } from '@site/config/banner';
import { fill, webinarLanding } from '@site/src/data/webinar';
import { usZoneParts } from '@site/src/lib/sessionTime';
import type { Booking } from './booking';
import styles from './SessionChoice.module.css';

const copy = webinarLanding.sessionChoice;
const dateOf = (startsAt: number) => usZoneParts(startsAt, WEEKLY_WORKSHOP).date;

/**
 * Once every seat of the coming session is taken, the registration card says
 * so and lists the open sessions with their seats, the first with a seat left
 * chosen; the form registers for the one chosen. Nothing renders while the
 * coming session has seats.
 */
export default function SessionChoice({ booking }: { booking: Booking }) {
  const id = useId();
  const { fullComing, options, allFull, session } = booking;
  if (!fullComing) return null;
  const full = fill(copy.full, { date: dateOf(fullComing.startsAt) });
  if (allFull) {
    return (
      <p className={styles.notice} data-testid="session-choice">
        {full} {fill(copy.allFull, { count: options.length, date: dateOf(fullComing.startsAt) })}
      </p>
    );
  }
  return (
    <fieldset className={styles.choice} data-testid="session-choice">
      <legend className={styles.notice}>
        {full} {copy.choose}
      </legend>
      <ul className={styles.options}>
        {options.map((option) => {
          const taken = option.seatsLeft === 0;
          return (
            <li key={option.startsAt}>
              <label className={clsx(styles.option, taken && styles.taken)}>
                <input
                  type="radio"
                  name={`${id}-session`}
                  value={new Date(option.startsAt).toISOString()}
                  checked={option.startsAt === session?.startsAt}
                  disabled={taken}
                  onChange={() => booking.choose(option.startsAt)}
                />
                <span className={styles.date}>{dateOf(option.startsAt)}</span>
                <span className={styles.seats}>
                  {taken
                    ? copy.noSeats
                    : option.seatsLeft !== null && fill(copy.seatsLeft, { seats: option.seatsLeft })}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
