/** The pieces of a server-side list: its filter form, a table sorted by header buttons, and paging. */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ApiError } from './api';
import { TableFrame } from './DataTable';
import styles from './styles.module.css';

export interface FilterField {
  /** The query parameter. */
  name: string;
  label: string;
  type: 'search' | 'number' | 'date' | 'select' | 'text';
  options?: { value: string; label: string }[];
  hint?: string;
  min?: number;
  max?: number;
}

/**
 * Filters as a form: nothing changes until "Apply filters", then every value
 * goes to the URL. A 400 from the server that names one of the fields marks it.
 */
export function FilterForm({
  fields,
  params,
  error,
  onApply,
}: {
  fields: FilterField[];
  params: URLSearchParams;
  error: ApiError | undefined;
  onApply: (changes: Record<string, string | null>) => void;
}) {
  const initial = () => Object.fromEntries(fields.map((field) => [field.name, params.get(field.name) ?? '']));
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [shownFor, setShownFor] = useState(params.toString());
  // Back, forward or a link changed the URL: show its filters.
  if (shownFor !== params.toString()) {
    setShownFor(params.toString());
    setValues(initial());
  }
  const idPrefix = useId();
  const invalid = error?.code === 'validation_failed' ? error.field : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(Object.fromEntries(fields.map((field) => [field.name, values[field.name]?.trim() || null])));
  }

  return (
    <form className={styles.filters} onSubmit={submit} aria-label="Filters" noValidate>
      {fields.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const hintId = field.hint ? `${id}-hint` : undefined;
        const errorId = invalid === field.name ? `${id}-error` : undefined;
        const common = {
          id,
          name: field.name,
          value: values[field.name] ?? '',
          'aria-invalid': errorId ? true : undefined,
          'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
          onChange: (event: { target: { value: string } }) =>
            setValues((previous) => ({ ...previous, [field.name]: event.target.value })),
        };
        return (
          <div key={field.name} className={styles.filter}>
            <label htmlFor={id}>{field.label}</label>
            {field.type === 'select' ? (
              <select {...common}>
                {field.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                type={field.type}
                min={field.min}
                max={field.max}
                inputMode={field.type === 'number' ? 'numeric' : undefined}
              />
            )}
            {field.hint && (
              <span id={hintId} className={styles.hint}>
                {field.hint}
              </span>
            )}
            {errorId && (
              <span id={errorId} className={styles.fieldError}>
                {error?.message}
              </span>
            )}
          </div>
        );
      })}
      <div className={styles.filterActions}>
        <button type="submit" className="button button--primary button--sm">
          Apply filters
        </button>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => onApply(Object.fromEntries(fields.map((field) => [field.name, null])))}
        >
          Clear filters
        </button>
      </div>
    </form>
  );
}

export interface Column<Item> {
  label: string;
  /** The `sort` value of the API, when the list can be sorted by this column. */
  sort?: string;
  render: (item: Item) => ReactNode;
}

/** A list page as a table; sortable columns have a button in their header and aria-sort on the active one. */
export function SortableTable<Item extends { id: string }>({
  caption,
  columns,
  items,
  sort,
  order,
  onSort,
}: {
  caption: string;
  columns: Column<Item>[];
  items: Item[];
  sort: string;
  order: 'asc' | 'desc';
  onSort: (sort: string) => void;
}) {
  return (
    <TableFrame caption={caption} columns={columns.length}>
      <thead>
        <tr>
          {columns.map((column) => {
            const active = column.sort !== undefined && column.sort === sort;
            return (
              <th
                key={column.label}
                scope="col"
                aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                {column.sort ? (
                  <button type="button" className={styles.sortButton} onClick={() => onSort(column.sort!)}>
                    {column.label}
                    <span aria-hidden="true" className={styles.sortMark}>
                      {active ? (order === 'asc' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                ) : (
                  column.label
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            {columns.map((column, index) =>
              index === 0 ? (
                <th key={column.label} scope="row">
                  {column.render(item)}
                </th>
              ) : (
                <td key={column.label}>{column.render(item)}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Pages" className={styles.pager}>
      <button
        type="button"
        className="button button--secondary button--sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous page
      </button>
      <span>
        Page {Math.min(page, pages)} of {pages}
      </span>
      <button
        type="button"
        className="button button--secondary button--sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next page
      </button>
    </nav>
  );
}
