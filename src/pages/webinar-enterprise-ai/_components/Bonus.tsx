import { memo } from 'react';
import type { WebinarConfig } from '@site/config/webinar';
import { fill, webinarLanding as copy } from '@site/src/data/webinar';
import styles from './Bonus.module.css';

/**
 * The registration bonus and its window, `urgency.bonusTimeLimitHours`
 * after registering; the thank-you page offers the booking link for exactly
 * that long.
 */
function Bonus({ config }: { config: WebinarConfig }) {
  const hours = config.urgency.bonusTimeLimitHours;
  if (hours <= 0) return null;
  return (
    <aside className={styles.band} aria-labelledby="bonus-heading">
      <div className={`container ${styles.inner}`}>
        <span className={styles.badge}>{copy.bonus.badge}</span>
        <div>
          <h2 id="bonus-heading" className={styles.title}>
            {copy.bonus.title}
          </h2>
          <p className={styles.text}>{fill(copy.bonus.text, { hours })}</p>
        </div>
      </div>
    </aside>
  );
}

// Static sections: the page re-renders when the session data arrives; these need not.
export default memo(Bonus);
