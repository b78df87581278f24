/**
 * The console's reads of `ask_questions` (migration 013): the questions list and its CSV, one question with its
 * conversation, the report per day with the most cited pages, and the sample the console groups by terms. The
 * service's writes (a new question, thumbs, retention) live in their own module; nothing here writes.
 */
import type { Queryable } from './database';
import { likePattern } from './leads';

export const QUESTION_PROVIDERS = ['offline', 'sidekick'] as const;
export type QuestionProvider = (typeof QUESTION_PROVIDERS)[number];
export type QuestionFallback = 'error' | 'timeout' | 'daily_limit' | 'busy';
export type QuestionOutcome = 'complete' | 'stopped' | 'error';
export type Rating = 'up' | 'down';

/** A page the answer cited, as stored: `/docs/...#anchor` and the page's title. */
export interface Citation {
  source: string;
  title: string;
}

export interface ListedQuestion {
  id: string;
  chatId: string;
  question: string;
  /** The page the reader asked from. */
  page: string | null;
  provider: QuestionProvider;
  fallback: QuestionFallback | null;
  answered: boolean;
  outcome: QuestionOutcome;
  rating: Rating | null;
  comment: string | null;
  ratedAt: Date | null;
  createdAt: Date;
  citations: Citation[];
}

export interface StoredQuestion extends ListedQuestion {
  answer: string;
}

interface QuestionRow {
  id: string;
  chat_id: string;
  question: string;
  page: string | null;
  provider: QuestionProvider;
  fallback: QuestionFallback | null;
  answered: boolean;
  outcome: QuestionOutcome;
  rating: number | null;
  comment: string | null;
  rated_at: Date | null;
  created_at: Date;
  citations: unknown;
  answer?: string;
  [column: string]: unknown;
}

const ratingOf = (value: number | null): Rating | null => (value === 1 ? 'up' : value === -1 ? 'down' : null);

/** The stored citations, keeping only well-formed entries (the column is JSON written by another module). */
export function citationsOf(value: unknown): Citation[] {
  if (!Array.isArray(value)) return [];
  const citations: Citation[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { source, title } = entry as { source?: unknown; title?: unknown };
    if (typeof source !== 'string' || source === '') continue;
    citations.push({ source, title: typeof title === 'string' ? title : '' });
  }
  return citations;
}

const toListed = (row: QuestionRow): ListedQuestion => ({
  id: row.id,
  chatId: row.chat_id,
  question: row.question,
  page: row.page,
  provider: row.provider,
  fallback: row.fallback,
  answered: row.answered,
  outcome: row.outcome,
  rating: ratingOf(row.rating),
  comment: row.comment,
  ratedAt: row.rated_at,
  createdAt: row.created_at,
  citations: citationsOf(row.citations),
});

const LISTED_COLUMNS =
  'id, chat_id, question, page, provider, fallback, answered, outcome, rating, comment, rated_at, created_at, citations';

/** What the console's questions list, CSV and report may filter on; every field narrows the selection. */
export interface QuestionFilter {
  /** Part of the question or of the reader's comment (case-insensitive). */
  q?: string;
  /** Asked at or after / before. */
  from?: Date;
  to?: Date;
  answered?: boolean;
  provider?: QuestionProvider;
  /** Thumbs up, down, or null for questions without a rating. */
  rating?: Rating | null;
  /** The page asked from, or null for questions asked without one. */
  page?: string | null;
}

export const QUESTION_SORTS = {
  createdAt: 'created_at',
  question: 'question',
  page: 'page',
  provider: 'provider',
  rating: 'rating',
} as const;
export type QuestionSort = keyof typeof QUESTION_SORTS;
/** Columns that can be empty: they take a NULLS clause (the others keep the planner on their indexes). */
const NULLABLE_SORTS: ReadonlySet<QuestionSort> = new Set(['page', 'rating']);

/** Flagged for the docs team: the docs had no answer, or the reader gave it a thumbs down. */
export const FLAGGED = '(NOT answered OR rating = -1)';

function questionWhere(filter: QuestionFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions = ['true'];
  if (filter.q) {
    const p = add(likePattern(filter.q.toLowerCase()));
    conditions.push(`(lower(question) LIKE ${p} OR lower(comment) LIKE ${p})`);
  }
  if (filter.from) conditions.push(`created_at >= ${add(filter.from)}`);
  if (filter.to) conditions.push(`created_at < ${add(filter.to)}`);
  if (filter.answered !== undefined) conditions.push(filter.answered ? 'answered' : 'NOT answered');
  if (filter.provider) conditions.push(`provider = ${add(filter.provider)}`);
  if (filter.rating === null) conditions.push('rating IS NULL');
  else if (filter.rating !== undefined) conditions.push(`rating = ${filter.rating === 'up' ? 1 : -1}`);
  if (filter.page === null) conditions.push('page IS NULL');
  else if (filter.page !== undefined) conditions.push(`page = ${add(filter.page)}`);
  return { where: conditions.join(' AND '), params };
}

/** One page of questions matching the filter, with how many match in all. */
export async function searchQuestions(
  db: Queryable,
  filter: QuestionFilter,
  page: { sort: QuestionSort; order: 'asc' | 'desc'; limit: number; offset: number },
): Promise<{ total: number; items: ListedQuestion[] }> {
  const { where, params } = questionWhere(filter);
  const direction = page.order === 'asc' ? 'ASC' : 'DESC';
  const nulls = !NULLABLE_SORTS.has(page.sort) ? '' : page.order === 'asc' ? ' NULLS FIRST' : ' NULLS LAST';
  const [count, rows] = await Promise.all([
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ask_questions WHERE ${where}`, params),
    db.query<QuestionRow>(
      `SELECT ${LISTED_COLUMNS} FROM ask_questions WHERE ${where}
        ORDER BY ${QUESTION_SORTS[page.sort]} ${direction}${nulls}, id ${direction}
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, page.limit, page.offset],
    ),
  ]);
  return { total: count[0]?.total ?? 0, items: rows.map(toListed) };
}

/** Every question matching the filter with its answer, oldest first, a page at a time (the CSV export). */
export async function* filteredQuestions(
  db: Queryable,
  filter: QuestionFilter,
  pageSize = 500,
): AsyncGenerator<StoredQuestion> {
  const { where, params } = questionWhere(filter);
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const n = params.length;
    const rows = await db.query<QuestionRow & { answer: string }>(
      `SELECT ${LISTED_COLUMNS}, answer FROM ask_questions WHERE ${where}
         ${after ? `AND (created_at, id) > ($${n + 2}, $${n + 3})` : ''}
       ORDER BY created_at, id LIMIT $${n + 1}`,
      after ? [...params, pageSize, after.createdAt, after.id] : [...params, pageSize],
    );
    for (const row of rows) yield { ...toListed(row), answer: row.answer };
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = { createdAt: last.created_at, id: last.id };
  }
}

export interface ConversationTurn {
  id: string;
  question: string;
  answered: boolean;
  rating: Rating | null;
  createdAt: Date;
}

/** One question with its answer, and every question of its conversation (itself included), oldest first. */
export async function findQuestion(
  db: Queryable,
  id: string,
  turnLimit = 50,
): Promise<{ question: StoredQuestion; conversation: ConversationTurn[] } | undefined> {
  const [row] = await db.query<QuestionRow & { answer: string }>(
    `SELECT ${LISTED_COLUMNS}, answer FROM ask_questions WHERE id = $1`,
    [id],
  );
  if (!row) return undefined;
  const turns = await db.query<{
    id: string;
    question: string;
    answered: boolean;
    rating: number | null;
    created_at: Date;
  }>(
    `SELECT id, question, answered, rating, created_at FROM ask_questions
      WHERE chat_id = $1 ORDER BY created_at, id LIMIT $2`,
    [row.chat_id, turnLimit],
  );
  return {
    question: { ...toListed(row), answer: row.answer },
    conversation: turns.map((turn) => ({
      id: turn.id,
      question: turn.question,
      answered: turn.answered,
      rating: ratingOf(turn.rating),
      createdAt: turn.created_at,
    })),
  };
}

export interface QuestionDay {
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  questions: number;
  answered: number;
  up: number;
  down: number;
}

export interface CitedPage {
  /** The page, without the heading's `#anchor`. */
  path: string;
  title: string;
  /** Questions whose answer cited the page (once each, however many of its sections were cited). */
  questions: number;
  answered: number;
  up: number;
  down: number;
}

/**
 * The selection per UTC day (days without questions left out) and the pages its answers cite most, most first.
 * The filter should bound the period: every row it selects is read.
 */
export async function questionReport(
  db: Queryable,
  filter: QuestionFilter,
  pageLimit = 25,
): Promise<{ perDay: QuestionDay[]; pages: CitedPage[] }> {
  const { where, params } = questionWhere(filter);
  const [perDay, pages] = await Promise.all([
    db.query<{ day: string; questions: number; answered: number; up: number; down: number }>(
      // Group by the UTC date, then format the few days: formatting every row with to_char took about twice as
      // long over a month of 100,000 questions (scripts/bench/admin.ts's data, 33,000 rows: 80-190 ms, 35-75 ms).
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, questions, answered, up, down
         FROM (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS questions,
                      count(*) FILTER (WHERE answered)::int AS answered,
                      count(*) FILTER (WHERE rating = 1)::int AS up, count(*) FILTER (WHERE rating = -1)::int AS down
                 FROM ask_questions WHERE ${where}
                GROUP BY 1) AS days
        ORDER BY days.day`,
      params,
    ),
    db.query<CitedPage & Record<string, unknown>>(
      // One row per question and cited page first (DISTINCT ON), so a page cited twice in one answer counts
      // once. The citations are spread in the select list rather than in a LATERAL join: the planner takes a
      // function in FROM for 100 rows a call, and the cost it then sees over a month of questions switches on
      // JIT compilation, 3.5 s of the 3.9 s the query then ran on 100,000 questions.
      `SELECT path, COALESCE(min(title), '') AS title, count(*)::int AS questions,
              count(*) FILTER (WHERE answered)::int AS answered,
              count(*) FILTER (WHERE rating = 1)::int AS up, count(*) FILTER (WHERE rating = -1)::int AS down
         FROM (SELECT DISTINCT ON (id, path) id, answered, rating, split_part(citation->>'source', '#', 1) AS path,
                      citation->>'title' AS title
                 FROM (SELECT id, answered, rating,
                              jsonb_array_elements(
                                CASE WHEN jsonb_typeof(citations) = 'array' THEN citations ELSE '[]'::jsonb END
                              ) AS citation
                         FROM ask_questions WHERE ${where}) AS each_citation
                WHERE citation->>'source' IS NOT NULL) AS cited
        GROUP BY path ORDER BY questions DESC, path LIMIT $${params.length + 1}`,
      [...params, pageLimit],
    ),
  ]);
  return { perDay, pages };
}

export interface SampledQuestion {
  id: string;
  question: string;
  page: string | null;
  answered: boolean;
  rating: Rating | null;
  createdAt: Date;
  /** Unanswered, or rated thumbs down. */
  flagged: boolean;
  /** Only for flagged questions (the others are read for their terms alone). */
  citations: Citation[];
}

/**
 * The newest `limit` questions of the selection, for grouping by terms, with how many it holds in all and how
 * many of those are flagged (counted only when the sample does not hold them all).
 */
export async function sampleQuestions(
  db: Queryable,
  filter: QuestionFilter,
  limit: number,
): Promise<{ total: number; flagged: number; sample: SampledQuestion[] }> {
  const { where, params } = questionWhere(filter);
  const rows = await db.query<{
    id: string;
    question: string;
    page: string | null;
    answered: boolean;
    rating: number | null;
    created_at: Date;
    flagged: boolean;
    citations: unknown;
  }>(
    `SELECT id, question, page, answered, rating, created_at, COALESCE(${FLAGGED}, false) AS flagged,
            CASE WHEN ${FLAGGED} THEN citations END AS citations
       FROM ask_questions WHERE ${where}
      ORDER BY created_at DESC, id DESC LIMIT $${params.length + 1}`,
    [...params, limit],
  );
  const sample = rows.map((row) => ({
    id: row.id,
    question: row.question,
    page: row.page,
    answered: row.answered,
    rating: ratingOf(row.rating),
    createdAt: row.created_at,
    flagged: row.flagged,
    citations: row.flagged ? citationsOf(row.citations) : [],
  }));
  if (rows.length < limit) {
    return { total: rows.length, flagged: sample.filter((row) => row.flagged).length, sample };
  }
  const [count] = await db.query<{ total: number; flagged: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE ${FLAGGED})::int AS flagged
       FROM ask_questions WHERE ${where}`,
    params,
  );
  return { total: count?.total ?? rows.length, flagged: count?.flagged ?? 0, sample };
}
