import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import clsx from 'clsx';
import { promoBanner } from '@site/config/banner';
import { buildWorkshopStartsAt } from '@site/src/lib/promoBannerBuild';
import { fillDateScript, useNextWorkshop } from './useNextWorkshop';
import styles from './styles.module.css';

/** The weekly workshop promotion shown in the announcement bar. */
export default function PromoBanner({ className }: { className?: string }) {
  const next = useNextWorkshop();
  const { customFields } = useDocusaurusContext().siteConfig;
  // Before the browser's clock is read (the static HTML, hydration): the build's week, so the element is valid HTML.
  const startsAt = next?.startsAt ?? buildWorkshopStartsAt(customFields);
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
          dateTime={new Date(startsAt).toISOString()}
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
