import useBrokenLinks from '@docusaurus/useBrokenLinks';
import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import type { SectionHeading } from '@site/src/data/types';
import styles from './styles.module.css';

interface Props {
  heading: SectionHeading;
  /** plain: page background; raised: a slightly lighter band; glow: a band with a soft accent light. */
  tone?: 'plain' | 'raised' | 'glow';
  /** Centre the heading block (default) or align it with the content's start. */
  align?: 'center' | 'start';
  children?: ReactNode;
}

/** A page section: an H2 with optional eyebrow and lede, then its content. */
export default function Section({ heading, tone = 'plain', align = 'center', children }: Props) {
  const generatedId = useId();
  const titleId = `${heading.id ?? generatedId}-title`;
  // Registers the anchor, so the build's broken-anchor check knows #id exists.
  useBrokenLinks().collectAnchor(heading.id);
  return (
    <section id={heading.id} aria-labelledby={titleId} className={clsx(styles.section, styles[tone])}>
      <div className="container">
        <div className={clsx(styles.header, align === 'start' && styles.start)}>
          {heading.eyebrow && <p className={styles.eyebrow}>{heading.eyebrow}</p>}
          <h2 id={titleId} className={styles.title}>
            {heading.title}
          </h2>
          {heading.lede && <p className={styles.lede}>{heading.lede}</p>}
        </div>
        {children && <div className={styles.body}>{children}</div>}
      </div>
    </section>
  );
}
