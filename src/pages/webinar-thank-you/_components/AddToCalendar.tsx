import clsx from 'clsx';
import type { WebinarConfig } from '@site/config/webinar';
import { thankYou } from '@site/src/data/webinar';
import { googleCalendarUrl, icsCalendar, outlookCalendarUrl } from '@site/src/lib/calendar';
import { track } from '@site/src/lib/tracking';
import { sessionEvent } from './event';
import styles from './AddToCalendar.module.css';

const copy = thankYou.calendar;

/** Saves the session as an .ics file built in the browser. */
function downloadIcs(config: WebinarConfig, startsAt: number): void {
  const blob = new Blob([icsCalendar(sessionEvent(config, startsAt), Date.now())], {
    type: 'text/calendar;charset=utf-8',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = copy.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
  track({ kind: 'file_download', fileName: copy.fileName, fileType: 'ics' });
}

/**
 * Google and Outlook links and an .ics download, all for the same 45-minute
 * slot. Until the start is known in the browser they render as disabled
 * buttons of the same size.
 */
export default function AddToCalendar({ config, startsAt }: { config: WebinarConfig; startsAt: number | null }) {
  const event = startsAt === null ? null : sessionEvent(config, startsAt);
  const linkClass = clsx('button', styles.button);
  return (
    <div className={styles.calendar}>
      <h2 className={styles.heading}>{copy.heading}</h2>
      <div className={styles.buttons}>
        {event ? (
          <>
            <a className={linkClass} href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
              {copy.google}
            </a>
            <a className={linkClass} href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
              {copy.outlook}
            </a>
          </>
        ) : (
          <>
            <button type="button" className={linkClass} disabled>
              {copy.google}
            </button>
            <button type="button" className={linkClass} disabled>
              {copy.outlook}
            </button>
          </>
        )}
        <button
          type="button"
          className={linkClass}
          disabled={startsAt === null}
          onClick={() => startsAt !== null && downloadIcs(config, startsAt)}
        >
          {copy.ics}
        </button>
      </div>
    </div>
  );
}
