import { useState } from 'react';
import { resultsLine, searchOf, timeLabel, withParams } from '@site/src/lib/consoleData';
import { OUTBOX_KINDS } from '@site/src/lib/outboxKinds';
import { ApiError } from './api';
import { useAdminApi, useAdminData, useQueryState } from './hooks';
import { FilterForm, Pager, type FilterField } from './ListParts';
import { LoadStatus, ViewHeading } from './parts';
import DataTable from './DataTable';
import type { OutboxEntry, Page } from './types';
import styles from './styles.module.css';

const FIELDS: FilterField[] = [
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    options: [
      { value: '', label: 'Failed' },
      { value: 'pending', label: 'Pending' },
      { value: 'sending', label: 'Sending' },
      { value: 'sent', label: 'Sent' },
      { value: 'skipped', label: 'Skipped' },
    ],
  },
  {
    name: 'kind',
    label: 'Kind',
    type: 'select',
    options: [{ value: '', label: 'Every kind' }, ...OUTBOX_KINDS.map((kind) => ({ value: kind, label: kind }))],
  },
];

/** The email and MailerLite queue: failed rows first, with their last error and a retry. */
export default function Outbox() {
  const [params, navigate] = useQueryState();
  const request = useAdminApi();
  const query = new URLSearchParams();
  for (const key of ['status', 'kind', 'page']) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  const list = useAdminData<Page<OutboxEntry>>(`outbox${searchOf(query)}`);
  const [result, setResult] = useState<{ ok: boolean; message: string }>();

  async function retry(entry: OutboxEntry) {
    setResult(undefined);
    try {
      await request(`outbox/${encodeURIComponent(entry.id)}/retry`, { method: 'POST' });
      setResult({ ok: true, message: `Queued again: ${entry.kind} to ${entry.recipient}.` });
      list.reload();
    } catch (error) {
      setResult({ ok: false, message: error instanceof ApiError ? error.message : String(error) });
    }
  }

  const data = list.data;
  return (
    <>
      <ViewHeading>Outbox</ViewHeading>
      <FilterForm
        fields={FIELDS}
        params={params}
        error={list.error}
        onApply={(changes) => navigate(withParams(params, changes))}
      />
      <p role="status" className={result?.ok ? styles.answer : styles.status} data-testid="retry-result">
        {result?.ok ? result.message : ''}
      </p>
      <p role="alert" className={styles.failure}>
        {result && !result.ok ? `Not queued: ${result.message}` : ''}
      </p>
      <LoadStatus
        loading={list.loading}
        error={list.error}
        done={data ? resultsLine(data.total, data.page, data.pageSize, 'message') : ''}
      />
      {data && !list.error && (
        <>
          <DataTable
            caption={`Outbox: ${FIELDS[0]!.options!.find((option) => option.value === (params.get('status') ?? ''))?.label ?? ''} messages, newest first`}
            data={{
              columns: ['Recipient', 'Kind', 'Status', 'Attempts', 'Created', 'Last error', 'Action'],
              rows: data.items.map((entry) => [
                entry.recipient,
                entry.kind,
                entry.status,
                entry.attempts,
                timeLabel(entry.createdAt),
                entry.lastError ?? '—',
                entry.status === 'failed' ? (
                  <button
                    type="button"
                    className="button button--secondary button--sm"
                    aria-label={`Retry ${entry.kind} to ${entry.recipient}`}
                    onClick={() => void retry(entry)}
                  >
                    Retry
                  </button>
                ) : (
                  '—'
                ),
              ]),
            }}
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
