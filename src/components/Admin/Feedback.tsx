import { plural, searchOf, withParams } from '@site/src/lib/consoleData';
import { useAdminData, useQueryState } from './hooks';
import { FilterForm, type FilterField } from './ListParts';
import { LoadStatus, ViewHeading } from './parts';
import type { FeedbackPage } from './types';
import styles from './styles.module.css';

const FIELDS: FilterField[] = [
  {
    name: 'days',
    label: 'Votes from',
    type: 'select',
    options: [
      { value: '', label: 'All time' },
      { value: '7', label: 'The last 7 days' },
      { value: '30', label: 'The last 30 days' },
      { value: '90', label: 'The last 90 days' },
    ],
  },
];

/** Docs pages ranked by "no" votes from "Was this page helpful?", with their latest comments. */
export default function Feedback() {
  const [params, navigate] = useQueryState();
  const days = params.get('days');
  const { data, error, loading } = useAdminData<{ items: FeedbackPage[] }>(
    `feedback${searchOf(new URLSearchParams(days ? { days } : {}))}`,
  );
  return (
    <>
      <ViewHeading>Docs feedback</ViewHeading>
      <FilterForm
        fields={FIELDS}
        params={params}
        error={error}
        onApply={(changes) => navigate(withParams(params, changes))}
      />
      <LoadStatus
        loading={loading}
        error={error}
        done={data ? `${plural(data.items.length, 'page')} with at least one "no" vote.` : ''}
      />
      {data && data.items.length > 0 && (
        <ol className={styles.feedback}>
          {data.items.map((page) => (
            <li key={page.path} className={styles.feedbackItem}>
              <h2 className={styles.feedbackPage}>
                <a href={page.path}>{page.path}</a>
              </h2>
              <p>
                <strong>{plural(page.no, '“no” vote')}</strong>, {plural(page.yes, '“yes” vote')} (
                {Math.round((100 * page.no) / Math.max(1, page.no + page.yes))}% no)
              </p>
              {page.comments.length > 0 ? (
                <ul aria-label={`Comments on ${page.path}`} className={styles.comments}>
                  {page.comments.map((comment, index) => (
                    <li key={index}>{comment}</li>
                  ))}
                </ul>
              ) : (
                <p className={styles.statNote}>No comments.</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
