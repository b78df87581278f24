import { Countdown, SessionTime } from '@site/src/components/WebinarSession';
import { webinarLanding as copy } from '@site/src/data/webinar';
import { formPlacement, FORM_ANCHORS, type BookingProps, type LandingProps } from './types';
import BookingForm from './BookingForm';
import styles from './MidPageRegistration.module.css';

/** The mid-page registration form, shown when the form-position variant is midPage or both. */
export default function MidPageRegistration({
  config,
  variants,
  assignments,
  session,
  booking,
  onRegistered,
}: LandingProps & BookingProps) {
  if (!formPlacement(variants.formPosition).midPage) return null;
  const startsAt = session?.startsAt ?? null;
  return (
    <section id={FORM_ANCHORS.midPage} aria-labelledby="mid-registration-heading" className={styles.section}>
      <div className={`container ${styles.grid}`}>
        <div>
          <h2 id="mid-registration-heading" className={styles.heading}>
            {copy.midPage.heading}
          </h2>
          <p className={styles.text}>{copy.midPage.text}</p>
          <SessionTime startsAt={startsAt} copy={copy.session} />
          {config.urgency.countdownTimer && (
            <Countdown startsAt={startsAt} copy={copy.urgency} className={styles.countdown} />
          )}
        </div>
        <div className={styles.card}>
          <BookingForm
            config={config}
            variants={variants}
            assignments={assignments}
            session={session}
            booking={booking}
            onRegistered={onRegistered}
          />
        </div>
      </div>
    </section>
  );
}
