import { sessionLabel, timeLabel } from '@site/src/lib/consoleData';
import DataTable from './DataTable';
import { useAdminData } from './hooks';
import { backToList } from './listQuery';
import { Facts, LoadStatus, ViewHeading } from './parts';
import type { OutboxEntry, RegistrationDetail as Detail } from './types';
import styles from './styles.module.css';

type Navigate = (next: URLSearchParams, options?: { focus?: () => HTMLElement | null }) => void;

const outboxRows = (entries: OutboxEntry[]) =>
  entries.map((entry) => [
    entry.kind,
    entry.status,
    entry.attempts,
    timeLabel(entry.sendAfter),
    timeLabel(entry.sentAt),
    entry.lastError ?? '—',
  ]);
const OUTBOX_COLUMNS = ['Kind', 'Status', 'Attempts', 'Due', 'Sent', 'Last error'];

/** One registration: the lead's answers, UTM data, A/B variants and every email queued for them. */
export default function RegistrationDetail({
  id,
  params,
  navigate,
}: {
  id: string;
  params: URLSearchParams;
  navigate: Navigate;
}) {
  const { data, error, loading } = useAdminData<Detail>(`registrations/${encodeURIComponent(id)}`);
  const lead = data?.id === id ? data : undefined;
  return (
    <>
      <p className={styles.back}>
        <a {...backToList(params, navigate)}>← Back to the registrations</a>
      </p>
      <ViewHeading>{lead ? `Registration of ${lead.email}` : 'Registration'}</ViewHeading>
      <LoadStatus loading={loading} error={error} done={lead ? `Registration of ${lead.email} loaded.` : ''} />
      {lead && (
        <>
          <div className={styles.factGrid}>
            <Facts
              title="Registration"
              facts={[
                ['Email', lead.email],
                ['Session', lead.sessionStartsAt ? sessionLabel(lead.sessionStartsAt) : null],
                ['Registered', timeLabel(lead.registeredAt)],
                ['Lead score', lead.leadScore],
                ['Registered again', `${lead.repeatCount} times`],
                [
                  'Checklist',
                  lead.checklistRequestedAt
                    ? `${timeLabel(lead.checklistRequestedAt)} (${lead.checklistRequestCount} requests)`
                    : 'Not requested',
                ],
                [
                  'Marketing mail',
                  lead.unsubscribedAt ? `Unsubscribed ${timeLabel(lead.unsubscribedAt)}` : 'Subscribed',
                ],
              ]}
            />
            <Facts
              title="Answers"
              facts={[
                ['First name', lead.answers.firstName],
                ['Company', lead.answers.company],
                ['Job title', lead.answers.jobTitle],
                ['Biggest challenge', lead.answers.biggestChallenge],
              ]}
            />
            <Facts
              title="Where they came from"
              facts={[
                ['UTM source', lead.utmSource],
                ['UTM medium', lead.utmMedium],
                ['UTM campaign', lead.utmCampaign],
                ['UTM term', lead.utmTerm],
                ['UTM content', lead.utmContent],
                [
                  'A/B variants',
                  lead.abVariants && Object.keys(lead.abVariants).length > 0
                    ? Object.entries(lead.abVariants)
                        .map(([test, variant]) => `${test}: ${variant}`)
                        .join(', ')
                    : null,
                ],
              ]}
            />
          </div>
          <section className={styles.section} aria-label="Emails">
            <h2>Emails</h2>
            {lead.emails.length === 0 ? (
              <p>No email has been queued for this lead.</p>
            ) : (
              <DataTable
                caption={`Emails to ${lead.email}, oldest first`}
                data={{ columns: OUTBOX_COLUMNS, rows: outboxRows(lead.emails) }}
              />
            )}
            {lead.mailerlite.length > 0 && (
              <DataTable
                caption="MailerLite sync of this lead"
                data={{ columns: OUTBOX_COLUMNS, rows: outboxRows(lead.mailerlite) }}
              />
            )}
          </section>
        </>
      )}
    </>
  );
}
