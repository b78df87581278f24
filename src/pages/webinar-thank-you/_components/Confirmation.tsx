import type { WebinarConfig } from '@site/config/webinar';
import { SessionTime } from '@site/src/components/WebinarSession';
import { fill, thankYou as copy, webinarLanding } from '@site/src/data/webinar';
import AddToCalendar from './AddToCalendar';
import type { Visitor } from './hooks';
import { visibleWhen } from './Prepaint';
import styles from './Confirmation.module.css';

interface Props {
  config: WebinarConfig;
  visitor: Visitor;
  /** The registered session, or without a registration the next session with a seat. */
  startsAt: number | null;
}

/**
 * The page's opening. With a registration in this browser: the confirmation,
 * when the session is, what happens next and the calendar buttons. Without
 * one: only that, the next session and the way to register; nothing that
 * would claim a seat. Both are in the HTML and the pre-paint mark shows one
 * (see prepaint.ts), so neither flashes before the other.
 */
export default function Confirmation({ config, visitor, startsAt }: Props) {
  const emails = config.emailAutomation;
  const next = [
    emails.confirmationEmail && fill(copy.next.confirmation, { email: visitor.email ?? 'your inbox' }),
    emails.reminderEmails && copy.next.reminders,
    emails.followupSequence && copy.next.followup,
  ].filter((item): item is string => Boolean(item));
  if (next.length === 0) next.push(copy.next.withoutEmails);
  const registered = visibleWhen.registered;
  const unregistered = visibleWhen.unregistered;

  return (
    <header className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <div className={registered}>
          <p className={styles.eyebrow}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <circle cx="12" cy="12" r="11" fill="rgb(79 209 197 / 20%)" />
              <path d="m7 12.5 3.2 3.2L17 9" fill="none" stroke="#4fd1c5" strokeWidth="2" strokeLinecap="round" />
            </svg>
            {copy.eyebrow}
          </p>
          <h1 className={styles.title}>{copy.title}</h1>
          <p className={styles.lede}>{copy.lede}</p>
        </div>
        <div className={unregistered}>
          <h1 className={styles.title}>{copy.noRegistration.title}</h1>
          <p className={styles.lede}>{copy.noRegistration.lede}</p>
        </div>
        <SessionTime startsAt={startsAt} copy={webinarLanding.session} className={styles.time} />
        <div className={unregistered} data-testid="no-registration">
          <p className={styles.notice}>{copy.noRegistration.text}</p>
          <a className="button button--primary button--lg" href={copy.noRegistration.link.to}>
            {copy.noRegistration.link.label}
          </a>
        </div>
        <div className={registered}>
          <h2 className={styles.nextHeading}>{copy.next.heading}</h2>
          <ol className={styles.next}>
            {next.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
          <AddToCalendar config={config} startsAt={startsAt} />
        </div>
      </div>
    </header>
  );
}
