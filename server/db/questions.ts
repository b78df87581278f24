/**
 * `ask_questions` (migration 013): one row per answer "Ask the docs" gave, written when the answer ends (complete,
 * stopped by the reader, or failed), with the thumbs the reader adds later. Nothing identifies the reader: no
 * address, no cookie, no session; rate limiting stays in memory (server/http/rateLimit.ts).
 */
import type { Database, Queryable } from './database';

export type AskProviderName = 'offline' | 'sidekick';
/** Why a configured sidekick did not answer and the offline answer stood in. */
export type AskFallback = 'error' | 'timeout' | 'daily_limit' | 'busy';
export type AskOutcome = 'complete' | 'stopped' | 'error';

export interface Citation {
  source: string;
  title: string;
}

export interface QuestionRecord {
  /** The answer's id: the `chatMessageId` the reader's thumbs name. */
  id: string;
  chatId: string;
  question: string;
  page?: string;
  provider: AskProviderName;
  fallback?: AskFallback;
  upstreamChatId?: string;
  upstreamMessageId?: string;
  answer: string;
  citations: Citation[];
  answered: boolean;
  outcome: AskOutcome;
  /** When the question was asked. */
  createdAt: Date;
}

const COLUMNS = 13;

const values = (record: QuestionRecord): unknown[] => [
  record.id,
  record.chatId,
  record.question,
  record.page ?? null,
  record.provider,
  record.fallback ?? null,
  record.upstreamChatId ?? null,
  record.upstreamMessageId ?? null,
  record.answer,
  JSON.stringify(record.citations),
  record.answered,
  record.outcome,
  record.createdAt,
];

/** Writes answers' rows in one statement. */
export async function insertQuestions(db: Queryable, records: readonly QuestionRecord[]): Promise<void> {
  if (records.length === 0) return;
  const rows = records.map((_, row) => {
    const at = (column: number) => `$${row * COLUMNS + column}`;
    return `(${[1, 2, 3, 4, 5, 6, 7, 8, 9].map(at).join(', ')}, ${at(10)}::jsonb, ${at(11)}, ${at(12)}, ${at(13)})`;
  });
  await db.query(
    `INSERT INTO ask_questions (id, chat_id, question, page, provider, fallback, upstream_chat_id, upstream_message_id,
                                answer, citations, answered, outcome, created_at)
     VALUES ${rows.join(',\n            ')}`,
    records.flatMap(values),
  );
}

export const insertQuestion = (db: Queryable, record: QuestionRecord): Promise<void> => insertQuestions(db, [record]);

/** Rows written in one statement at most. */
export const QUESTION_BATCH = 100;

/**
 * Writes answers' rows together: the rows that arrive while a write is under way go in the next one, one statement
 * for many. Under a crowd this is what keeps the database from being the bottleneck: one INSERT a row cost the
 * embedded database some 15 ms of the server's only thread each. Each row's promise settles when its row is
 * committed (or has failed: a batch that fails is written again row by row, so one bad row loses no other).
 */
export function questionWriter(db: Queryable, batch = QUESTION_BATCH): (record: QuestionRecord) => Promise<void> {
  let waiting: { record: QuestionRecord; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let writing = false;
  async function drain(): Promise<void> {
    writing = true;
    while (waiting.length > 0) {
      const rows = waiting.slice(0, batch);
      waiting = waiting.slice(batch);
      try {
        await insertQuestions(
          db,
          rows.map((row) => row.record),
        );
        for (const row of rows) row.resolve();
      } catch {
        for (const row of rows) {
          await insertQuestion(db, row.record).then(row.resolve, row.reject);
        }
      }
    }
    writing = false;
  }
  return (record) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ record, resolve, reject });
      // The rows of this turn of the event loop go together; later ones wait for the write under way.
      if (!writing) {
        writing = true;
        setImmediate(() => void drain());
      }
    });
}

/** What thumbs on an answer need to be passed on to the platform. */
export interface RatedQuestion {
  provider: AskProviderName;
  upstreamChatId: string | null;
  upstreamMessageId: string | null;
  upstreamFeedbackId: string | null;
}

/** Sets (or changes) the thumbs of an answer; undefined when there is no such answer. */
export async function rateQuestion(
  db: Queryable,
  id: string,
  rating: 1 | -1,
  comment: string | undefined,
  now: Date,
): Promise<RatedQuestion | undefined> {
  const [row] = await db.query<{
    provider: AskProviderName;
    upstream_chat_id: string | null;
    upstream_message_id: string | null;
    upstream_feedback_id: string | null;
  }>(
    `UPDATE ask_questions SET rating = $2, comment = $3, rated_at = $4 WHERE id = $1
     RETURNING provider, upstream_chat_id, upstream_message_id, upstream_feedback_id`,
    [id, rating, comment ?? null, now],
  );
  if (!row) return undefined;
  return {
    provider: row.provider,
    upstreamChatId: row.upstream_chat_id,
    upstreamMessageId: row.upstream_message_id,
    upstreamFeedbackId: row.upstream_feedback_id,
  };
}

/** Remembers the platform's id of the feedback sent for an answer, so that a second rating updates it. */
export async function setUpstreamFeedbackId(db: Queryable, id: string, feedbackId: string): Promise<void> {
  await db.query('UPDATE ask_questions SET upstream_feedback_id = $2 WHERE id = $1', [id, feedbackId]);
}

/** Calls made to the sidekick since `since`: its answers, and the failures and time-outs the offline answer covered. */
export async function sidekickCallsSince(db: Queryable, since: Date): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ask_questions
      WHERE created_at >= $1 AND (provider = 'sidekick' OR fallback IN ('error', 'timeout'))`,
    [since],
  );
  return row?.count ?? 0;
}

/** Whether the sidekick has answered in this conversation before (its memory then holds the earlier turns). */
export async function sidekickKnowsChat(db: Queryable, chatId: string): Promise<boolean> {
  const rows = await db.query(
    "SELECT 1 FROM ask_questions WHERE chat_id = $1 AND provider = 'sidekick' AND outcome <> 'error' LIMIT 1",
    [chatId],
  );
  return rows.length > 0;
}

/**
 * Instances deleting at the same moment take turns on this lock instead of contending for the same rows; the
 * second then finds nothing left to delete. (Key spaces in use: 16 addresses, 17 seat waits.)
 */
const RETENTION_LOCK_SPACE = 18;

/** Deletes the questions asked before `cutoff`; returns how many. */
export async function deleteQuestionsBefore(db: Database, cutoff: Date): Promise<number> {
  return db.transaction(
    async (tx) => {
      const rows = await tx.query('DELETE FROM ask_questions WHERE created_at < $1 RETURNING 1', [cutoff]);
      return rows.length;
    },
    { advisoryLock: { space: RETENTION_LOCK_SPACE, key: 'ask_questions retention' } },
  );
}
