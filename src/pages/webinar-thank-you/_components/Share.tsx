import clsx from 'clsx';
import { useId, useRef, useState } from 'react';
import { thankYou } from '@site/src/data/webinar';
import { linkedInShareLink, mailtoLink, xShareLink } from '@site/src/lib/shareLinks';
import { track } from '@site/src/lib/tracking';
import Block from './Block';
import { LANDING_URL } from './event';
import styles from './Share.module.css';

const copy = thankYou.share;
const message = { url: LANDING_URL, subject: copy.subject, body: copy.body };

/** Invite colleagues: email, LinkedIn, X, or copy the landing page's link. */
export default function Share() {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(LANDING_URL);
      setStatus(copy.copied);
    } catch {
      // No clipboard permission: select the text so the visitor can copy it.
      field.current?.focus();
      field.current?.select();
      setStatus(copy.copyFailed);
    }
    track({ kind: 'event', name: 'share_link_copied', category: 'sharing', label: 'webinar-thank-you' });
  };

  const buttonClass = clsx('button', styles.button);

  return (
    <Block id="share" heading={copy.heading} intro={copy.text}>
      <div className={styles.buttons}>
        <a
          className={buttonClass}
          href={mailtoLink(message)}
          onClick={() =>
            track({ kind: 'event', name: 'email_share', category: 'sharing', label: 'webinar-email-colleagues' })
          }
        >
          {copy.email}
        </a>
        <a className={buttonClass} href={linkedInShareLink(message)} target="_blank" rel="noopener noreferrer">
          {copy.linkedIn}
        </a>
        <a className={buttonClass} href={xShareLink(message)} target="_blank" rel="noopener noreferrer">
          {copy.x}
        </a>
      </div>
      <div className={styles.copyRow}>
        <label htmlFor={`${id}-link`} className={styles.label}>
          {copy.linkLabel}
        </label>
        <div className={styles.copyControls}>
          <input
            ref={field}
            id={`${id}-link`}
            className={styles.link}
            type="text"
            readOnly
            value={LANDING_URL}
            onFocus={(event) => event.target.select()}
          />
          <button type="button" className={buttonClass} onClick={() => void copyLink()}>
            {copy.copy}
          </button>
        </div>
        <p role="status" className={styles.status}>
          {status}
        </p>
      </div>
    </Block>
  );
}
