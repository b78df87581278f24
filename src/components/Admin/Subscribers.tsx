import { timeLabel } from '@site/src/lib/consoleData';
import { FilteredList } from './FilteredList';
import { useAdminData, useQueryState } from './hooks';
import type { Column, FilterField } from './ListParts';
import { listPath } from './listQuery';
import { ViewHeading } from './parts';
import type { Page, Subscriber } from './types';

const FILTERS = ['q', 'status', 'source', 'from', 'to'] as const;
const TEXT_FIRST = new Set(['email', 'status']);

export const STATUS_LABELS: Record<Subscriber['status'], string> = {
  pending: 'Waiting for confirmation',
  subscribed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
};

const FIELDS: FilterField[] = [
  { name: 'q', label: 'Search', type: 'search', hint: 'Part of the address or name.' },
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    options: [
      { value: '', label: 'Any status' },
      ...Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
    ],
  },
  { name: 'source', label: 'Sign-up source', type: 'text', hint: '(none) for sign-ups without one.' },
  { name: 'from', label: 'Signed up from', type: 'date' },
  { name: 'to', label: 'Signed up to', type: 'date' },
];

const COLUMNS: Column<Subscriber>[] = [
  { label: 'Email', sort: 'email', render: (subscriber) => subscriber.email },
  { label: 'Name', render: (subscriber) => subscriber.name ?? '—' },
  { label: 'Source', render: (subscriber) => subscriber.source ?? '(none)' },
  { label: 'Status', sort: 'status', render: (subscriber) => STATUS_LABELS[subscriber.status] },
  { label: 'Signed up', sort: 'createdAt', render: (subscriber) => timeLabel(subscriber.createdAt) },
  {
    label: 'Confirmed',
    sort: 'confirmedAt',
    render: (subscriber) => (subscriber.confirmedAt ? timeLabel(subscriber.confirmedAt) : 'Not confirmed'),
  },
  {
    label: 'Unsubscribed',
    render: (subscriber) => (subscriber.unsubscribedAt ? timeLabel(subscriber.unsubscribedAt) : 'No'),
  },
];

export default function Subscribers() {
  const [params, navigate] = useQueryState();
  const list = useAdminData<Page<Subscriber>>(listPath('subscribers', params));
  return (
    <>
      <ViewHeading>Newsletter subscribers</ViewHeading>
      <FilteredList
        list="subscribers"
        noun="subscriber"
        caption="Newsletter subscribers"
        fields={FIELDS}
        filters={FILTERS}
        columns={COLUMNS}
        textFirst={TEXT_FIRST}
        defaultSort="createdAt"
        loaded={list}
        params={params}
        navigate={navigate}
      />
    </>
  );
}
