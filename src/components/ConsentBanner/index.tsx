/**
 * The consent banner: Accept and Reject, side by side and alike, for the tags
 * that wait for consent (the ads tag, LinkedIn, Meta). In the opt-out model
 * (CONSENT_MODE=opt-out) those tags already run and the text says Reject stops them. It floats over the
 * bottom of the page, so it never moves the content (no layout shift). The
 * Root wrapper shows it while the visitor has not chosen, and again when the
 * footer's "Cookie settings" is used.
 */
import Link from '@docusaurus/Link';
import { useEffect, useId, useRef } from 'react';
import { consentStore, type ConsentChoice } from '@site/src/lib/tracking/consent';
import type { TrackingIds } from '@site/src/lib/tracking/ids';
import styles from './styles.module.css';

export interface ConsentBannerProps {
  ids: TrackingIds;
  /** The visitor asked for the banner (Cookie settings): move focus into it. */
  reopened: boolean;
  onDone: () => void;
}

function listOf(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

export default function ConsentBanner({ ids, reopened, onDone }: ConsentBannerProps) {
  const titleId = useId();
  const region = useRef<HTMLElement>(null);
  const current = consentStore().get();

  useEffect(() => {
    if (reopened) region.current?.focus();
  }, [reopened]);

  const choose = (choice: ConsentChoice) => {
    consentStore().set(choice);
    onDone();
  };

  const tags = [
    ids.gtagAds && 'Google Ads',
    ids.linkedInPartner && 'the LinkedIn Insight tag',
    ids.metaPixel && 'the Meta pixel',
  ].filter((name): name is string => Boolean(name));

  return (
    <section ref={region} className={styles.banner} aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className={styles.title}>
        Cookies for measuring our campaigns
      </h2>
      {current.source === 'mode' ? (
        <p className={styles.text}>
          We load {listOf(tags)}, which set cookies and tell those companies about your visit. Reject turns them off
          {ids.gtagAnalytics && '; Google Analytics then counts visits without cookies'}.{' '}
          <Link to="/privacy-policy">Privacy policy</Link>
        </p>
      ) : (
        <p className={styles.text}>
          If you accept, we load {listOf(tags)}, which set cookies and tell those companies about your visit.
          {ids.gtagAnalytics && ' Without your consent, Google Analytics counts visits without cookies.'}{' '}
          <Link to="/privacy-policy">Privacy policy</Link>
        </p>
      )}
      {current.source === 'gpc' && (
        <p className={styles.note}>
          Your browser sends Global Privacy Control, so these tags stay off unless you accept.
        </p>
      )}
      {current.source === 'stored' && (
        <p className={styles.note}>Your current choice: {current.choice === 'accepted' ? 'accepted' : 'rejected'}.</p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.choice} onClick={() => choose('rejected')}>
          Reject
        </button>
        <button type="button" className={styles.choice} onClick={() => choose('accepted')}>
          Accept
        </button>
      </div>
    </section>
  );
}
