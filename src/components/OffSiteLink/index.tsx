/**
 * A link to another site inside text we did not write (a sidekick's answer, an OpenAPI description; src/lib/links.ts
 * decides which links those are): marked with ↗ and, for screen readers, in words; opened in a new tab without our
 * page as its opener or referrer, and no endorsement for search engines.
 */
import type { ReactNode } from 'react';
import hidden from '@site/src/css/visuallyHidden.module.css';
import styles from './styles.module.css';

export const OFF_SITE_NOTE = ' (another site, opens in a new tab)';

export default function OffSiteLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={styles.link} target="_blank" rel="noopener noreferrer nofollow">
      {children}
      <span className={styles.mark} aria-hidden="true">
        ↗
      </span>
      <span className={hidden.visuallyHidden}>{OFF_SITE_NOTE}</span>
    </a>
  );
}
