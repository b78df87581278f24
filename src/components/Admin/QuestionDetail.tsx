import { sitePath, timeLabel } from '@site/src/lib/consoleData';
import { useAdminData } from './hooks';
import { backToList, detailLink } from './listQuery';
import { Facts, LoadStatus, ViewHeading } from './parts';
import { OUTCOME_LABELS, providerLabel, ratingLabel } from './questionLabels';
import type { QuestionDetail as Detail } from './types';
import styles from './styles.module.css';

type Navigate = (next: URLSearchParams, options?: { focus?: () => HTMLElement | null }) => void;

/** A stored path as a link when it is one of this site's, else as text. */
function PathLink({ path }: { path: string }) {
  const href = sitePath(path);
  return href ? <a href={href}>{path}</a> : <>{path}</>;
}

/** One question: what was asked, the answer as streamed with its citations, the thumbs and the conversation. */
export default function QuestionDetail({
  id,
  params,
  navigate,
}: {
  id: string;
  params: URLSearchParams;
  navigate: Navigate;
}) {
  const { data, error, loading } = useAdminData<Detail>(`questions/${encodeURIComponent(id)}`);
  const question = data?.id === id ? data : undefined;
  return (
    <>
      <p className={styles.back}>
        <a {...backToList(params, navigate)}>← Back to the questions</a>
      </p>
      <ViewHeading>Question</ViewHeading>
      <LoadStatus loading={loading} error={error} done={question ? 'Question loaded.' : ''} />
      {question && (
        <>
          <blockquote className={styles.asked}>{question.question}</blockquote>
          <div className={styles.factGrid}>
            <Facts
              title="Asked"
              facts={[
                ['When', timeLabel(question.createdAt)],
                ['On page', question.page ? <PathLink path={question.page} /> : 'No page sent'],
                ['Answered by', providerLabel(question)],
                ['Answered', question.answered ? 'Yes' : 'No: the docs had no answer'],
                ['Outcome', OUTCOME_LABELS[question.outcome]],
              ]}
            />
            <Facts
              title="The reader's verdict"
              facts={[
                ['Thumbs', ratingLabel(question.rating)],
                ['Comment', question.comment],
                ['Rated', question.ratedAt ? timeLabel(question.ratedAt) : null],
              ]}
            />
          </div>
          <section className={styles.section} aria-labelledby="question-answer">
            <h2 id="question-answer">Answer</h2>
            {question.answer ? (
              <p className={styles.answerText}>{question.answer}</p>
            ) : (
              <p className={styles.statNote}>Nothing was streamed.</p>
            )}
            <h3 className={styles.subheading}>Citations</h3>
            {question.citations.length === 0 ? (
              <p className={styles.statNote}>The answer cited no page.</p>
            ) : (
              <ol className={styles.citations}>
                {question.citations.map((citation, index) => (
                  <li key={index}>
                    {citation.title ? (
                      <>
                        {citation.title}: <PathLink path={citation.source} />
                      </>
                    ) : (
                      <PathLink path={citation.source} />
                    )}
                  </li>
                ))}
              </ol>
            )}
          </section>
          {question.conversation.length > 1 && (
            <section className={styles.section} aria-labelledby="question-conversation">
              <h2 id="question-conversation">The conversation</h2>
              <ol className={styles.citations}>
                {question.conversation.map((turn) =>
                  turn.id === id ? (
                    <li key={turn.id} aria-current="true">
                      <strong>{turn.question}</strong> <span className={styles.statNote}>(this question)</span>
                    </li>
                  ) : (
                    <li key={turn.id}>
                      <a {...detailLink(params, turn.id, navigate)} className={styles.questionLink}>
                        {turn.question}
                      </a>{' '}
                      <span className={styles.statNote}>
                        {timeLabel(turn.createdAt)} · {turn.answered ? 'answered' : 'not answered'}
                      </span>
                    </li>
                  ),
                )}
              </ol>
            </section>
          )}
        </>
      )}
    </>
  );
}
