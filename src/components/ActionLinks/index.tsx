import Link from '@docusaurus/Link';
import clsx from 'clsx';
import type { Action } from '@site/src/data/types';
import styles from './styles.module.css';

interface Props {
  actions: readonly Action[];
  /** Centre the row (heroes and bands) or align it to the start. */
  align?: 'center' | 'start';
  size?: 'lg' | 'md';
}

/** Links styled as buttons: the first is the primary call to action. */
export default function ActionLinks({ actions, align = 'center', size = 'lg' }: Props) {
  return (
    <div className={clsx(styles.actions, align === 'start' && styles.start)}>
      {actions.map((action, index) => {
        const className = clsx(
          'button',
          size === 'lg' && 'button--lg',
          index === 0 ? 'button--primary' : 'button--secondary',
          styles.button,
        );
        // Docusaurus Link treats mailto: as external and would open a new tab.
        return action.to.startsWith('mailto:') ? (
          <a key={action.label} href={action.to} className={className}>
            {action.label}
          </a>
        ) : (
          <Link key={action.label} to={action.to} className={className}>
            {action.label}
          </Link>
        );
      })}
    </div>
  );
}
