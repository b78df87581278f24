import Link from '@docusaurus/Link';
import Icon from '@site/src/components/Icon';
import { usingAnswerNav } from '@site/src/data/usingAnswerNav';
import styles from './styles.module.css';

interface Props {
  /** Route of the page showing the menu; its entry is marked as current. */
  current: string;
}

/** The sub-navigation shared by the "Using Answer" and learning pages. */
export default function UsingAnswerNav({ current }: Props) {
  return (
    <nav aria-label="Using Answer" className={styles.nav}>
      <ul className="container">
        {usingAnswerNav.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={styles.link} aria-current={item.to === current ? 'page' : undefined}>
              <Icon name={item.icon} size={20} />
              <span className={styles.text}>
                <span className={styles.label}>{item.label}</span>
                <span className={styles.tagline}>{item.tagline}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
