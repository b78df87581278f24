/**
 * Thumbs up and down for one answer, then an optional comment: each posts `POST /api/ask/feedback` with the
 * answer's `chatMessageId` (the comment goes with the rating again). A later thumb replaces the earlier one.
 */
import { useId, useState, type FormEvent } from 'react';
import { askPanel } from '@site/src/data/askPanel';
import { sendFeedback, type FeedbackRequest } from './api';
import styles from './styles.module.css';

type Rating = FeedbackRequest['rating'];

/** Longest comment sent, in characters. */
export const COMMENT_MAX_LENGTH = 1000;

const thumbs: { rating: Rating; label: string; path: string }[] = [
  {
    rating: 'up',
    label: 'Helpful',
    path: 'M7 10v11H3V10h4zm2 11h8.6a2 2 0 0 0 2-1.6l1.3-7A2 2 0 0 0 19 10h-5l.8-4a1.8 1.8 0 0 0-3.3-1.2L9 9.5V21z',
  },
  {
    rating: 'down',
    label: 'Not helpful',
    path: 'M17 14V3h4v11h-4zM15 3H6.4a2 2 0 0 0-2 1.6l-1.3 7A2 2 0 0 0 5 14h5l-.8 4a1.8 1.8 0 0 0 3.3 1.2l2.5-4.7V3z',
  },
];

type Sent =
  { state: 'idle' } | { state: 'sending' } | { state: 'sent'; comment: boolean } | { state: 'failed'; message: string };

export default function Feedback({ chatMessageId }: { chatMessageId: string }) {
  const [rating, setRating] = useState<Rating | null>(null);
  const [comment, setComment] = useState('');
  const [sent, setSent] = useState<Sent>({ state: 'idle' });
  const commentId = useId();

  const send = (next: Rating, withComment: boolean) => {
    setSent({ state: 'sending' });
    const text = comment.trim();
    sendFeedback({ chatMessageId, rating: next, ...(withComment && text !== '' ? { comment: text } : {}) }).then(
      () => setSent({ state: 'sent', comment: withComment && text !== '' }),
      (error: unknown) => setSent({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  };

  const rate = (next: Rating) => {
    setRating(next);
    send(next, false);
  };

  const submitComment = (event: FormEvent) => {
    event.preventDefault();
    if (rating && comment.trim() !== '') send(rating, true);
  };

  return (
    <div className={styles.feedback}>
      <div className={styles.thumbs} role="group" aria-label={askPanel.feedbackQuestion}>
        {thumbs.map((thumb) => (
          <button
            key={thumb.rating}
            type="button"
            className={styles.iconButton}
            aria-pressed={rating === thumb.rating}
            aria-label={thumb.label}
            title={thumb.label}
            onClick={() => rate(thumb.rating)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={thumb.path} />
            </svg>
          </button>
        ))}
      </div>
      {rating && (
        <form className={styles.comment} onSubmit={submitComment}>
          <label htmlFor={commentId}>{askPanel.commentLabel}</label>
          <textarea
            id={commentId}
            rows={2}
            maxLength={COMMENT_MAX_LENGTH}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          <button type="submit" className={styles.action} disabled={comment.trim() === ''}>
            Send comment
          </button>
        </form>
      )}
      <p className={styles.feedbackStatus} role="status">
        {sent.state === 'sent' && (sent.comment ? askPanel.commentThanks : askPanel.thanks)}
        {sent.state === 'failed' && sent.message}
      </p>
    </div>
  );
}
