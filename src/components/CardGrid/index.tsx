import Link from '@docusaurus/Link';
import clsx from 'clsx';
import Icon from '@site/src/components/Icon';
import type { Card } from '@site/src/data/types';
import styles from './styles.module.css';

interface Props {
  cards: readonly Card[];
  /** Most columns on a wide screen; narrower screens get fewer. */
  columns?: 2 | 3 | 4;
}

/**
 * A grid of cards, each an H3 with text and an optional icon and link. When a
 * card has a link, the whole card is its tap target.
 */
export default function CardGrid({ cards, columns = 3 }: Props) {
  return (
    <ul className={clsx(styles.grid, styles[`columns${columns}`])}>
      {cards.map((card) => (
        <li key={card.title} className={clsx(styles.card, card.link && styles.linked)}>
          <div className={styles.head}>
            {card.icon && (
              <span className={styles.iconTile}>
                <Icon name={card.icon} />
              </span>
            )}
            <div>
              {card.tag && <p className={styles.tag}>{card.tag}</p>}
              <h3 className={styles.title}>{card.title}</h3>
            </div>
          </div>
          <p className={styles.text}>{card.text}</p>
          {card.points && (
            <ul className={styles.points}>
              {card.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
          {card.link &&
            (card.link.to.startsWith('mailto:') ? (
              <a className={styles.link} href={card.link.to}>
                {card.link.label}
                <span aria-hidden="true"> →</span>
              </a>
            ) : (
              <Link className={styles.link} to={card.link.to}>
                {card.link.label}
                <span aria-hidden="true"> →</span>
              </Link>
            ))}
        </li>
      ))}
    </ul>
  );
}
