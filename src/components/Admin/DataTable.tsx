import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import styles from './styles.module.css';

export interface TableData {
  columns: string[];
  /** The first cell of each row is its header (th scope="row"). */
  rows: ReactNode[][];
}

/** A plain table in a region that scrolls sideways on its own (focusable, so keyboards can scroll it). */
export default function DataTable({ caption, data }: { caption: string; data: TableData }) {
  const captionId = useId();
  return (
    <>
      <p className={styles.tableTitle} aria-hidden="true">
        {caption}
      </p>
      <div className={styles.tableRegion} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={clsx(styles.table, data.columns.length > 4 && styles.wide)}>
          <caption id={captionId} className={styles.visuallyHidden}>
            {caption}
          </caption>
          <thead>
            <tr>
              {data.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, column) =>
                  column === 0 ? (
                    <th key={column} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={column}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
