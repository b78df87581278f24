/** How the Questions view names what the API stores about a question (server/admin/API.md). */
import type { Question, QuestionRating } from './types';

export const PROVIDER_LABELS: Record<Question['provider'], string> = {
  offline: 'Offline (our pages)',
  sidekick: 'Sidekick',
};

/** Why the offline answer stood in for a configured sidekick. */
export const FALLBACK_LABELS: Record<NonNullable<Question['fallback']>, string> = {
  error: 'the sidekick failed',
  timeout: 'the sidekick timed out',
  daily_limit: 'the daily sidekick limit was reached',
  busy: 'the sidekick was answering its most readers at once',
};

export const OUTCOME_LABELS: Record<Question['outcome'], string> = {
  complete: 'Complete',
  stopped: 'Stopped by the reader',
  error: 'Failed while streaming',
};

export const ratingLabel = (rating: QuestionRating | null): string =>
  rating === 'up' ? 'Thumbs up' : rating === 'down' ? 'Thumbs down' : 'No thumbs';

/** Who answered, and why the offline answer stood in when it did. */
export const providerLabel = (question: Pick<Question, 'provider' | 'fallback'>): string =>
  question.fallback
    ? `${PROVIDER_LABELS[question.provider]}, because ${FALLBACK_LABELS[question.fallback]}`
    : PROVIDER_LABELS[question.provider];
