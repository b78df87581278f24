import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './Section.module.css';

interface Props {
  id: string;
  heading: string;
  intro?: string;
  children: ReactNode;
  className?: string;
  /** A narrower column, for text-heavy sections. */
  narrow?: boolean;
}

/** A landing page section: an anchor, its H2 and content in the page column. */
export default function Section({ id, heading, intro, children, className, narrow = false }: Props) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={clsx(styles.section, className)}>
      <div className={clsx('container', narrow && styles.narrow)}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </section>
  );
}
