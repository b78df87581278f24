import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import hidden from '@site/src/css/visuallyHidden.module.css';
import styles from './styles.module.css';

export interface TableData {
  columns: string[];
  /** The first cell of each row is its header (th scope="row"). */
  rows: ReactNode[][];
}

/**
 * A table in a region that scrolls sideways on its own (focusable, so keyboards can scroll it), titled by its
 * caption: shown above the region, and read from the table's own caption.
 */
export function TableFrame({ caption, columns, children }: { caption: string; columns: number; children: ReactNode }) {
  const captionId = useId();
  return (
    <>
      <p className={styles.tableTitle} aria-hidden="true">
        {caption}
      </p>
      <div className={styles.tableRegion} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={clsx(styles.table, columns > 4 && styles.wide)}>
          <caption id={captionId} className={hidden.visuallyHidden}>
            {caption}
          </caption>
          {children}
        </table>
      </div>
    </>
  );
}

/** A plain table: a header row, and rows whose first cell heads the row. */
export default function DataTable({ caption, data }: { caption: string; data: TableData }) {
  return (
    <TableFrame caption={caption} columns={data.columns.length}>
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
    </TableFrame>
  );
}
