import { useNextWorkshop } from '@site/src/components/PromoBanner/useNextWorkshop';
import { WEEKLY_WORKSHOP } from '@site/config/banner';
import styles from './styles.module.css';

function formatIn(startsAt: number, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(startsAt);
}

/** The next weekly session, in Pacific time and in the visitor's own zone. */
export default function NextSession() {
  const next = useNextWorkshop();
  return (
    <p className={styles.session}>
      <span className={styles.label}>Next session</span>{' '}
      {next ? (
        <>
          <time dateTime={new Date(next.startsAt).toISOString()}>
            {formatIn(next.startsAt, WEEKLY_WORKSHOP.timeZone)}
          </time>
          <span className={styles.local}> · your time: {formatIn(next.startsAt)}</span>
        </>
      ) : (
        <span>Every Thursday at 11:00 AM PT</span>
      )}
    </p>
  );
}
