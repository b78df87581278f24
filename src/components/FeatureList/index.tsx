import clsx from 'clsx';
import Icon from '@site/src/components/Icon';
import type { Item } from '@site/src/data/types';
import styles from './styles.module.css';

interface Props {
  items: readonly Item[];
  /**
   * steps: a numbered sequence (an ordered list);
   * checks: what is included, each with a check mark;
   * icons: features, each with its own icon.
   */
  variant?: 'steps' | 'checks' | 'icons';
  /** Most columns on a wide screen. */
  columns?: 1 | 2 | 3 | 4;
}

/** A list of titled items: steps, inclusions or features. */
export default function FeatureList({ items, variant = 'icons', columns = 2 }: Props) {
  const List = variant === 'steps' ? 'ol' : 'ul';
  return (
    <List className={clsx(styles.list, styles[variant], styles[`columns${columns}`])}>
      {items.map((item, index) => (
        <li key={item.title} className={styles.item}>
          <span className={styles.marker} aria-hidden="true">
            {variant === 'steps' ? (
              index + 1
            ) : (
              <Icon name={variant === 'checks' ? 'check' : (item.icon ?? 'check')} size={20} />
            )}
          </span>
          <div>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.text}>{item.text}</p>
          </div>
        </li>
      ))}
    </List>
  );
}
