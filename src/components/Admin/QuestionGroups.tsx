import { useState, type ReactNode } from 'react';
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

/** A page link when the path is one of the site's, else the path as text. */
function PageLink({ path, children }: { path: string; children: ReactNode }) {
  const href = sitePath(path);
  return href ? <a href={href}>{children}</a> : <>{children}</>;
}

/** The docs' pages closest to a group's questions, and the synonyms line it suggests, with a button to copy it. */
function Closest({ closest, line }: { closest: { path: string; title: string }[]; line: string | null }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () => {
    if (!line) return;
    navigator.clipboard.writeText(`${line}\n`).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  return (
    <>
      <p className={styles.groupPages}>
        {closest.length === 0 ? (
          'No page of the docs comes close to these questions.'
        ) : (
          <>
            Closest pages of the docs:{' '}
            {closest.map((page, index) => (
              <span key={page.path}>
                {index > 0 && ', '}
                <PageLink path={page.path}>{page.title}</PageLink>
              </span>
            ))}
          </>
        )}
      </p>
      {line && (
        <div className={styles.synonymsLine}>
          <p className={styles.groupPages}>
            If readers mean the first page in other words, add this line to <code>docs/synonyms.txt</code> (adjust it
            first):
          </p>
          <code>{line}</code>
          <button type="button" className="button button--secondary button--sm" onClick={copy}>
            Copy line
          </button>
          <span aria-live="polite" className={styles.groupMeta}>
            {copied === 'yes' && 'Copied to the clipboard.'}
            {copied === 'failed' && 'The browser refused to copy; select the line instead.'}
          </span>
        </div>
      )}
    </>
  );
}

function Group({
  title,
  listLabel,
  group,
  closest,
  params,
  navigate,
}: {
  title: string;
  /** The accessible name of its list of questions. */
  listLabel: string;
  group: QuestionGroup;
  /** The closest pages and the suggested line, for a group of shared words when Ask is on. */
  closest?: { pages: { path: string; title: string }[]; line: string | null };
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
            {group.pages.map((page, index) => (
              <span key={page.path}>
                {index > 0 && ', '}
                <PageLink path={page.path}>{page.path}</PageLink> ({page.count})
              </span>
            ))}
          </>
        )}
      </p>
      {closest && <Closest closest={closest.pages} line={closest.line} />}
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
              closest={group.closest ? { pages: group.closest, line: group.line } : undefined}
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
