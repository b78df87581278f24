import { sessionLabel, timeLabel } from '@site/src/lib/consoleData';
import { FilteredList } from './FilteredList';
import { useAdminData, useQueryState } from './hooks';
import type { Column, FilterField } from './ListParts';
import { ViewHeading } from './parts';
import RegistrationDetail from './RegistrationDetail';
import { detailLink, listPath } from './listQuery';
import type { Page, Registration, WebinarSessionItem } from './types';
import styles from './styles.module.css';

const FILTERS = ['q', 'session', 'scoreMin', 'scoreMax', 'source', 'campaign', 'from', 'to'] as const;
const TEXT_FIRST = new Set(['email', 'company', 'session']);

function fields(sessions: WebinarSessionItem[]): FilterField[] {
  return [
    { name: 'q', label: 'Search', type: 'search', hint: 'Part of the address, first name or company.' },
    {
      name: 'session',
      label: 'Session',
      type: 'select',
      options: [
        { value: '', label: 'All sessions' },
        ...sessions.map((session) => ({
          value: session.id,
          label: `${sessionLabel(session.startsAt)} (${session.registrations})`,
        })),
      ],
    },
    { name: 'scoreMin', label: 'Lead score from', type: 'number', min: 0, max: 100 },
    { name: 'scoreMax', label: 'Lead score to', type: 'number', min: 0, max: 100 },
    { name: 'source', label: 'UTM source', type: 'text', hint: '(none) for registrations without one.' },
    { name: 'campaign', label: 'UTM campaign', type: 'text', hint: '(none) for registrations without one.' },
    { name: 'from', label: 'Registered from', type: 'date' },
    { name: 'to', label: 'Registered to', type: 'date' },
  ];
}

export default function Registrations() {
  const [params, navigate] = useQueryState();
  const id = params.get('id');
  const sessions = useAdminData<{ items: WebinarSessionItem[] }>('sessions');
  const list = useAdminData<Page<Registration>>(listPath('registrations', params));

  const columns: Column<Registration>[] = [
    {
      label: 'Email',
      sort: 'email',
      render: (lead) => (
        <a {...detailLink(params, lead.id, navigate)} className={styles.rowLink}>
          {lead.email}
        </a>
      ),
    },
    { label: 'First name', render: (lead) => lead.firstName ?? '—' },
    { label: 'Company', sort: 'company', render: (lead) => lead.company ?? '—' },
    { label: 'Score', sort: 'score', render: (lead) => lead.leadScore },
    {
      label: 'Session',
      sort: 'session',
      render: (lead) => (lead.sessionStartsAt ? sessionLabel(lead.sessionStartsAt) : '—'),
    },
    {
      label: 'Source / campaign',
      render: (lead) => `${lead.utmSource ?? '(none)'} / ${lead.utmCampaign ?? '(none)'}`,
    },
    { label: 'Registered', sort: 'registeredAt', render: (lead) => timeLabel(lead.registeredAt) },
    { label: 'Unsubscribed', render: (lead) => (lead.unsubscribedAt ? timeLabel(lead.unsubscribedAt) : 'No') },
  ];

  if (id) return <RegistrationDetail id={id} params={params} navigate={navigate} />;

  return (
    <>
      <ViewHeading>Registrations</ViewHeading>
      <FilteredList
        list="registrations"
        noun="registration"
        caption="Webinar registrations"
        fields={fields(sessions.data?.items ?? [])}
        filters={FILTERS}
        columns={columns}
        textFirst={TEXT_FIRST}
        defaultSort="registeredAt"
        loaded={list}
        params={params}
        navigate={navigate}
      />
    </>
  );
}
