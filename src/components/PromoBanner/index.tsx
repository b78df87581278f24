import Link from '@docusaurus/Link';
import clsx from 'clsx';
import { promoBanner } from '@site/config/banner';
import { fillDateScript, useNextWorkshop } from './useNextWorkshop';
import styles from './styles.module.css';

/** The weekly workshop promotion shown in the announcement bar. */
export default function PromoBanner({ className }: { className?: string }) {
  const next = useNextWorkshop();
  return (
    <div className={clsx(styles.banner, className)}>
      <span className={styles.badge}>{promoBanner.badge}</span>
      <span className={styles.text}>
        {promoBanner.textBeforeDate}{' '}
        <time
          className={styles.date}
          dateTime={next ? new Date(next.startsAt).toISOString() : undefined}
          suppressHydrationWarning
        >
          {next?.label ?? 'Thursday'}
        </time>
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: fillDateScript }} />{' '}
        {promoBanner.textAfterDate}
      </span>
      <Link className={styles.cta} to={promoBanner.cta.to}>
        {promoBanner.cta.label}
      </Link>
    </div>
  );
}
