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
        {/*
          The inline script below fills this element in before first paint (the
          page renders nothing before the navbar is parsed: theme/Layout). React
          leaves inner HTML alone while hydrating (it would rewrite a text child
          to the server's fallback), then sets the same label once it renders
          with the browser's clock, so nothing flickers or shifts.
        */}
        <time
          className={styles.date}
          dateTime={next ? new Date(next.startsAt).toISOString() : undefined}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: next?.label ?? 'Thursday' }}
        />
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: fillDateScript }} />{' '}
        {promoBanner.textAfterDate}
      </span>
      <Link className={styles.cta} to={promoBanner.cta.to}>
        {promoBanner.cta.label}
      </Link>
    </div>
  );
}
