/**
 * A server-side list as the Registrations, Subscribers and Questions views show
 * it: the filter form, the CSV download of exactly what the filters select,
 * the results line, the sortable table and the pager, all driven by the URL.
 * `children` (a report of the same filters) goes between the download and the list.
 */
import type { ReactNode } from 'react';
import { pickParams, resultsLine, withParams } from '@site/src/lib/consoleData';
import { exportUrl } from './api';
import type { Loaded } from './hooks';
import { FilterForm, Pager, SortableTable, type Column, type FilterField } from './ListParts';
import { LoadStatus } from './parts';
import type { Page } from './types';
import styles from './styles.module.css';

type Navigate = (next: URLSearchParams) => void;

export interface FilteredListProps<Item extends { id: string }> {
  list: 'registrations' | 'subscribers' | 'questions';
  /** One item, for the results line ("3 registrations match"). */
  noun: string;
  caption: string;
  fields: FilterField[];
  /** The query parameters that are filters (the CSV link carries these). */
  filters: readonly string[];
  columns: Column<Item>[];
  /** Sort keys that start ascending when first chosen (text); the others start descending. */
  textFirst: ReadonlySet<string>;
  defaultSort: string;
  loaded: Loaded<Page<Item>>;
  params: URLSearchParams;
  navigate: Navigate;
  children?: ReactNode;
}

export function FilteredList<Item extends { id: string }>({
  list,
  noun,
  caption,
  fields,
  filters,
  columns,
  textFirst,
  defaultSort,
  loaded,
  params,
  navigate,
  children,
}: FilteredListProps<Item>) {
  const sort = params.get('sort') ?? defaultSort;
  const order = params.get('order') === 'asc' ? 'asc' : 'desc';
  const data = loaded.data;
  const firstOrder = (column: string) => (textFirst.has(column) ? 'asc' : 'desc');
  return (
    <>
      <FilterForm
        fields={fields}
        params={params}
        error={loaded.error}
        onApply={(changes) => navigate(withParams(params, changes))}
      />
      <p className={styles.download}>
        <a href={exportUrl(list, pickParams(params, filters))} download data-testid={`${list}-csv`}>
          Download CSV
        </a>{' '}
        of every {noun} these filters select.
      </p>
      {children}
      <LoadStatus
        loading={loaded.loading}
        error={loaded.error}
        done={data ? resultsLine(data.total, data.page, data.pageSize, noun) : ''}
      />
      {data && !loaded.error && (
        <>
          <SortableTable
            caption={caption}
            columns={columns}
            items={data.items}
            sort={sort}
            order={order}
            onSort={(column) =>
              navigate(
                withParams(params, {
                  sort: column,
                  order: column === sort ? (order === 'asc' ? 'desc' : 'asc') : firstOrder(column),
                }),
              )
            }
          />
          <Pager
            page={Number(params.get('page') ?? 1)}
            pageSize={data.pageSize}
            total={data.total}
            onPage={(page) => navigate(withParams(params, { page: String(page) }))}
          />
        </>
      )}
    </>
  );
}
