import clsx from 'clsx';
import type { WebinarConfig } from '@site/config/webinar';
import { formatForVisitor } from '@site/src/components/WebinarSession';
import { fill, thankYou } from '@site/src/data/webinar';
import { bonusClosesAt } from '@site/src/lib/sessionTime';
import { visibleWhen } from './Prepaint';
import styles from './BonusCall.module.css';

const copy = thankYou.bonus;

/**
 * The registration bonus: a link to book a 15-minute call, offered for
 * `urgency.bonusTimeLimitHours` after registering (shown or hidden before
 * first paint, see prepaint.ts).
 */
export default function BonusCall({ config, registeredAt }: { config: WebinarConfig; registeredAt: number | null }) {
  const hours = config.urgency.bonusTimeLimitHours;
  if (hours <= 0) return null;
  const closes = registeredAt === null ? null : formatForVisitor(bonusClosesAt(registeredAt, hours));
  return (
    <section id="bonus" aria-labelledby="bonus-heading" className={clsx(styles.section, visibleWhen.bonusOpen)}>
      <div className={`container ${styles.column}`}>
        <div className={styles.inner}>
          <h2 id="bonus-heading" className={styles.heading}>
            {copy.heading}
          </h2>
          <p className={styles.text}>{fill(copy.text, { closes: closes ?? `${hours} hours after you registered` })}</p>
          <a
            className={clsx('button button--primary button--lg', styles.button)}
            href={copy.link.to}
            target="_blank"
            rel="noopener noreferrer"
          >
            {copy.link.label}
          </a>
        </div>
      </div>
    </section>
  );
}
