import clsx from 'clsx';
import { Countdown, SessionTime } from '@site/src/components/WebinarSession';
import { webinarLanding as copy } from '@site/src/data/webinar';
import { formPlacement, FORM_ANCHORS, type BookingProps, type LandingProps } from './types';
import BookingForm from './BookingForm';
import JumpToForm from './JumpToForm';
import styles from './Hero.module.css';

/**
 * The opening of the landing page: the headline of the visitor's variant,
 * the session's time, what they will see, and the registration card, which
 * holds the form unless the form-position variant puts it mid-page.
 */
export default function Hero({
  config,
  variants,
  assignments,
  session,
  booking,
  onRegistered,
}: LandingProps & BookingProps) {
  const headline = copy.headlines[variants.headline];
  const placement = formPlacement(variants.formPosition);
  const startsAt = session?.startsAt ?? null;
  return (
    <header className={styles.hero}>
      <div className={clsx('container', styles.grid, config.optimization.mobileOptimized && styles.formFirstOnMobile)}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>
            <span className={styles.liveDot} aria-hidden="true" />
            {copy.eyebrow}
          </p>
          <h1 className={styles.title}>{headline.title}</h1>
          <p className={styles.lede}>{headline.lede}</p>
          <SessionTime startsAt={startsAt} copy={copy.session} className={styles.time} />
        </div>

        <section id={FORM_ANCHORS.hero} className={styles.card} aria-labelledby="register-heading">
          <h2 id="register-heading" className={styles.cardHeading}>
            {copy.registrationCard.heading}
          </h2>
          <p className={styles.subline}>{copy.registrationCard.subline}</p>
          <BookingForm
            config={config}
            variants={variants}
            assignments={assignments}
            session={session}
            booking={booking}
            onRegistered={onRegistered}
            instead={
              placement.hero ? undefined : (
                <JumpToForm anchor={placement.anchor} label={variants.cta} className={styles.jump} />
              )
            }
          />
          {config.urgency.countdownTimer && (
            <Countdown startsAt={startsAt} copy={copy.urgency} className={styles.countdown} />
          )}
          <ul className={styles.assurances}>
            {copy.registrationCard.assurances.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>

        <div className={styles.points}>
          <h2 className={styles.pointsHeading}>{copy.heroPointsHeading}</h2>
          <ul className={styles.pointList}>
            {copy.heroPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      </div>
    </header>
  );
}
