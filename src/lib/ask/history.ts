/**
 * The conversation a follow-up question carries to `POST /api/ask`: its `chatId` (from the last answer's
 * `metadata`) and its `history`, the earlier turns oldest first. Only the latest turns go, each cut to the
 * length of a question, so that a long conversation does not grow the request without end.
 */
import { MAX_QUESTION_LENGTH, type AskRequest } from './protocol';

/** One question and what came back. */
export interface PastTurn {
  question: string;
  /** The answer's text as far as it arrived; empty when it failed before its first word. */
  answer: string;
  /** From the answer's `metadata` event; missing when the answer stopped or failed before it. */
  chatId?: string;
}

/** Earlier turns sent with a follow-up (each is a question and its answer). */
export const HISTORY_TURNS = 3;
/** Longest message of the history, in characters: as long as a question may be. */
export const HISTORY_MESSAGE_LENGTH = MAX_QUESTION_LENGTH;

function cut(text: string): string {
  const trimmed = text.trim();
  return trimmed.length <= HISTORY_MESSAGE_LENGTH ? trimmed : `${trimmed.slice(0, HISTORY_MESSAGE_LENGTH - 1)}…`;
}

/** The `chatId` and `history` of a question asked after `turns`; both absent for a first question. */
export function followUpContext(turns: PastTurn[]): Pick<AskRequest, 'chatId' | 'history'> {
  const answered = turns.filter((turn) => turn.answer.trim() !== '');
  const chatId = [...turns].reverse().find((turn) => turn.chatId !== undefined)?.chatId;
  const history = answered.slice(-HISTORY_TURNS).flatMap((turn) => [
    { role: 'user' as const, content: cut(turn.question) },
    { role: 'assistant' as const, content: cut(turn.answer) },
  ]);
  return {
    ...(chatId === undefined ? {} : { chatId }),
    ...(history.length === 0 ? {} : { history }),
  };
}
