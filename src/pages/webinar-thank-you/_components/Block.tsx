import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './Block.module.css';

interface Props {
  id: string;
  heading: string;
  intro?: string;
  children: ReactNode;
  className?: string;
}

/** A section of the thank-you page: an anchor, its H2 and a card in the page column. */
export default function Block({ id, heading, intro, children, className }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={clsx(styles.section, className)}>
      <div className={clsx('container', styles.column)}>
        <div className={styles.card}>
          <h2 id={`${id}-heading`} className={styles.heading}>
            {heading}
          </h2>
          {intro && <p className={styles.intro}>{intro}</p>}
          {children}
        </div>
      </div>
    </section>
  );
}
