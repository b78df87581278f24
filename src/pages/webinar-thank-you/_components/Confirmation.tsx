import clsx from 'clsx';
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
  startsAt: number | null;
}

/** The page's opening: the confirmation, when the session is, what happens next, and the calendar buttons. */
export default function Confirmation({ config, visitor, startsAt }: Props) {
  const emails = config.emailAutomation;
  const next = [
    emails.confirmationEmail && fill(copy.next.confirmation, { email: visitor.email ?? 'your inbox' }),
    emails.reminderEmails && copy.next.reminders,
    emails.followupSequence && copy.next.followup,
  ].filter((item): item is string => Boolean(item));
  if (next.length === 0) next.push(copy.next.withoutEmails);

  return (
    <header className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.eyebrow}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <circle cx="12" cy="12" r="11" fill="rgb(79 209 197 / 20%)" />
            <path d="m7 12.5 3.2 3.2L17 9" fill="none" stroke="#4fd1c5" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {copy.eyebrow}
        </p>
        <h1 className={styles.title}>{copy.title}</h1>
        <p className={styles.lede}>{copy.lede}</p>
        <SessionTime startsAt={startsAt} copy={webinarLanding.session} className={styles.time} />
        <p className={clsx(styles.notice, visibleWhen.unregistered)} data-testid="no-registration">
          {copy.noRegistration.text} <a href={copy.noRegistration.link.to}>{copy.noRegistration.link.label}</a>
        </p>
        <h2 className={styles.nextHeading}>{copy.next.heading}</h2>
        <ol className={styles.next}>
          {next.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
        <AddToCalendar config={config} startsAt={startsAt} />
      </div>
    </header>
  );
}
