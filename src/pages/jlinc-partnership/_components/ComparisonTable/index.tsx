import type { ComparisonRow } from '@site/src/data/jlincPartnership';
import hidden from '@site/src/css/visuallyHidden.module.css';
import styles from './styles.module.css';

interface Props {
  caption: string;
  columns: readonly [string, string, string];
  rows: readonly ComparisonRow[];
}

/** Traditional LLM operations against the JLINC chain of custody, one question a row. */
export default function ComparisonTable({ caption, columns, rows }: Props) {
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={hidden.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.aspect}>
              <th scope="row">{row.aspect}</th>
              <td data-label={columns[1]}>{row.traditional}</td>
              <td data-label={columns[2]} className={styles.ours}>
                {row.withJlinc}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
