import type { Queryable } from './database';

export interface DocsFeedback {
  path: string;
  helpful: boolean;
  comment?: string;
}

export async function insertFeedback(db: Queryable, feedback: DocsFeedback, now: Date): Promise<void> {
  await db.query('INSERT INTO docs_feedback (path, helpful, comment, created_at) VALUES ($1, $2, $3, $4)', [
    feedback.path,
    feedback.helpful,
    feedback.comment ?? null,
    now,
  ]);
}

export interface PageFeedback {
  path: string;
  no: number;
  yes: number;
  /** The most recent comments left with a 'no', newest first. */
  comments: string[];
}

/** Pages ordered by their 'no' votes (then by share of 'no'), with up to `commentsPerPage` recent comments. */
export async function feedbackReport(
  db: Queryable,
  { limit = 20, since, commentsPerPage = 3 }: { limit?: number; since?: Date; commentsPerPage?: number } = {},
): Promise<PageFeedback[]> {
  const rows = await db.query<{ path: string; no: number; yes: number; comments: string[] | null }>(
    `SELECT path,
            count(*) FILTER (WHERE NOT helpful)::int AS no,
            count(*) FILTER (WHERE helpful)::int AS yes,
            (array_agg(comment ORDER BY created_at DESC, id DESC)
               FILTER (WHERE NOT helpful AND comment IS NOT NULL))[1:$3] AS comments
       FROM docs_feedback
      WHERE $2::timestamptz IS NULL OR created_at >= $2
      GROUP BY path
     HAVING count(*) FILTER (WHERE NOT helpful) > 0
      ORDER BY count(*) FILTER (WHERE NOT helpful) DESC,
               count(*) FILTER (WHERE NOT helpful)::float / count(*) DESC, path
      LIMIT $1`,
    [limit, since ?? null, commentsPerPage],
  );
  return rows.map((row) => ({ path: row.path, no: row.no, yes: row.yes, comments: row.comments ?? [] }));
}
