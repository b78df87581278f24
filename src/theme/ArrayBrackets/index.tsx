/**
 * The "Array [" and "]" lines around an array's item schema. The theme draws
 * them as <li>, but they sit inside a <div> or inside our <li> (src/theme/Schema),
 * never directly in a list, which screen readers and axe reject; here they are
 * plain lines of text with the theme's look.
 */
import styles from './styles.module.css';

export function OpeningArrayBracket() {
  return <div className={`${styles.bracket} ${styles.opening}`}>Array [</div>;
}

export function ClosingArrayBracket() {
  return <div className={styles.bracket}>]</div>;
}
