import Link from '@docusaurus/Link';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { PageAction } from '@site/src/data/pages';
import styles from './styles.module.css';

interface Props {
  eyebrow: string;
  title: string;
  lede: string;
  actions: readonly PageAction[];
  children?: ReactNode;
}

/** The opening band of a marketing page: eyebrow, H1, lede and actions. */
export default function PageHero({ eyebrow, title, lede, actions, children }: Props) {
  return (
    <header className={styles.hero}>
      <div className={clsx('container', styles.inner)}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lede}>{lede}</p>
        {children}
        <div className={styles.actions}>
          {actions.map((action, index) => (
            <Link
              key={action.to}
              to={action.to}
              className={clsx('button button--lg', index === 0 ? 'button--primary' : 'button--secondary')}
            >
              {action.label}
            </Link>
          ))}
        </div>
      </div>
    </header>
  );
}
