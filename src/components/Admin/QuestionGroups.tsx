import { clip, plural, sitePath, timeLabel } from '@site/src/lib/consoleData';
import { useAdminData } from './hooks';
import { detailLink } from './listQuery';
import { LoadStatus } from './parts';
import { ratingLabel } from './questionLabels';
import type { QuestionGroup, QuestionGroups as Groups } from './types';
import styles from './styles.module.css';

/** Characters of a question shown in a list; the detail has all of it. */
export const QUESTION_CHARS = 160;

type Navigate = (next: URLSearchParams, options?: { focus?: () => HTMLElement | null }) => void;

function Group({
  title,
  listLabel,
  group,
  params,
  navigate,
}: {
  title: string;
  /** The accessible name of its list of questions. */
  listLabel: string;
  group: QuestionGroup;
  params: URLSearchParams;
  navigate: Navigate;
}) {
  return (
    <li className={styles.group}>
      <h3 className={styles.groupTitle}>{title}</h3>
      <p className={styles.groupCounts}>
        {plural(group.count, 'question')}: {group.unanswered} not answered, {group.down} thumbs down
        {group.count > group.questions.length && `; the newest ${group.questions.length} below`}
      </p>
      <ul className={styles.groupQuestions} aria-label={listLabel}>
        {group.questions.map((question) => (
          <li key={question.id}>
            <a {...detailLink(params, question.id, navigate)} className={styles.questionLink}>
              {clip(question.question, QUESTION_CHARS)}
            </a>
            <span className={styles.groupMeta}>
              {timeLabel(question.createdAt)} · {question.answered ? 'answered' : 'not answered'}
              {question.rating && ` · ${ratingLabel(question.rating).toLowerCase()}`}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.groupPages}>
        {group.pages.length === 0 ? (
          'Their answers cited no page.'
        ) : (
          <>
            Pages their answers cited:{' '}
            {group.pages.map((page, index) => {
              const path = sitePath(page.path);
              return (
                <span key={page.path}>
                  {index > 0 && ', '}
                  {path ? <a href={path}>{page.path}</a> : page.path} ({page.count})
                </span>
              );
            })}
          </>
        )}
      </p>
    </li>
  );
}

/** The unanswered and thumbs-down questions of the filters' period, grouped by their key terms. */
export default function QuestionGroups({
  search,
  params,
  navigate,
}: {
  search: string;
  params: URLSearchParams;
  navigate: Navigate;
}) {
  const { data, error, loading } = useAdminData<Groups>(`questions/groups${search}`);
  const done = data
    ? `${data.flagged.toLocaleString('en-US')} of ${plural(data.questions, 'question')} had no answer or a thumbs down: ${plural(data.groupCount, 'group')}` +
      (data.alone.count > 0 ? `, and ${plural(data.alone.count, 'question')} sharing no word with another` : '') +
      (data.sampled < data.questions ? ` (grouped from the newest ${data.sampled.toLocaleString('en-US')}).` : '.')
    : '';
  return (
    <section aria-labelledby="questions-groups" className={styles.section}>
      <h2 id="questions-groups">What the docs could not answer</h2>
      <p className={styles.statNote}>
        Questions without an answer or with a thumbs down, grouped by their two rarest words (rarest across the
        period&apos;s questions) among those another such question also uses.
      </p>
      <LoadStatus loading={loading} error={error} done={done} />
      {data && !error && (data.groups.length > 0 || data.alone.count > 0) && (
        <ol className={styles.groups}>
          {data.groups.map((group) => (
            <Group
              key={group.terms.join(' ')}
              title={group.words.join(' + ')}
              listLabel={`Questions about ${group.words.join(' + ')}`}
              group={group}
              params={params}
              navigate={navigate}
            />
          ))}
          {data.alone.count > 0 && (
            <Group
              title="Sharing no word with another"
              listLabel="Questions sharing no word with another"
              group={data.alone}
              params={params}
              navigate={navigate}
            />
          )}
        </ol>
      )}
      {data && data.groupCount > data.groups.length && (
        <p className={styles.statNote}>
          The {data.groups.length} largest of the {data.groupCount} groups are shown.
        </p>
      )}
    </section>
  );
}
