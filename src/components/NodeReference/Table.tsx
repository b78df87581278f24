import type { ReactNode } from 'react';
import styles from './styles.module.css';

/**
 * A reference table that scrolls sideways on a narrow screen, with a caption
 * and column headers; the rows are the caller's. Shared by the Studio node
 * tables and the Agentflows V2 parameter tables.
 */
export default function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
