import { useLocation } from '@docusaurus/router';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styles from './styles.module.css';

/** The service endpoint; it stores the page path, the vote and the comment, nothing personal. */
export const DOCS_FEEDBACK_ENDPOINT = '/api/docs-feedback';
export const COMMENT_MAX_LENGTH = 1000;

type State =
  | { step: 'ask' }
  | { step: 'comment'; helpful: boolean }
  | { step: 'sending'; helpful: boolean }
  | { step: 'sent' }
  | { step: 'failed'; helpful: boolean; message: string };

async function send(path: string, helpful: boolean, comment: string): Promise<void> {
  const response = await fetch(DOCS_FEEDBACK_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path, helpful, ...(comment.trim() ? { comment: comment.trim() } : {}) }),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(body.message ?? `The server answered ${response.status}.`);
  }
}

/** "Was this page helpful?": a yes/no vote, then an optional comment, posted together. */
export default function DocFeedback(): ReactNode {
  const { pathname } = useLocation();
  const [state, setState] = useState<State>({ step: 'ask' });
  const [comment, setComment] = useState('');
  const commentId = useId();
  const hintId = useId();

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (state.step !== 'comment' && state.step !== 'failed') return;
    const { helpful } = state;
    setState({ step: 'sending', helpful });
    try {
      await send(pathname, helpful, comment);
      setState({ step: 'sent' });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The feedback could not be sent.';
      setState({ step: 'failed', helpful, message });
    }
  }

  return (
    <section className={styles.feedback} aria-labelledby={`${commentId}-heading`}>
      <h2 id={`${commentId}-heading`} className={styles.heading}>
        Was this page helpful?
      </h2>
      {state.step === 'ask' && (
        <div className={styles.choices}>
          <button type="button" className={styles.choice} onClick={() => setState({ step: 'comment', helpful: true })}>
            Yes
          </button>
          <button type="button" className={styles.choice} onClick={() => setState({ step: 'comment', helpful: false })}>
            No
          </button>
        </div>
      )}
      {(state.step === 'comment' || state.step === 'sending' || state.step === 'failed') && (
        <form className={styles.form} onSubmit={(event) => void submit(event)}>
          <label htmlFor={commentId} className={styles.label}>
            {state.helpful ? 'What helped? (optional)' : 'What was missing or wrong? (optional)'}
          </label>
          <textarea
            id={commentId}
            className={styles.comment}
            rows={3}
            maxLength={COMMENT_MAX_LENGTH}
            value={comment}
            aria-describedby={hintId}
            onChange={(event) => setComment(event.target.value)}
          />
          <p id={hintId} className={styles.hint}>
            Please leave out names and email addresses; we store only this page&apos;s address, your vote and your
            comment.
          </p>
          <div className={styles.choices}>
            <button type="submit" className={styles.send} disabled={state.step === 'sending'}>
              {state.step === 'sending' ? 'Sending…' : 'Send feedback'}
            </button>
            <button type="button" className={styles.choice} onClick={() => setState({ step: 'ask' })}>
              Change my answer
            </button>
          </div>
        </form>
      )}
      <p className={styles.status} role="status" aria-live="polite">
        {state.step === 'sent' && 'Thank you: your feedback reached the docs team.'}
        {state.step === 'failed' && `Not sent: ${state.message} Your comment is still here; try again.`}
      </p>
    </section>
  );
}
