import { randomUUID } from 'node:crypto';
import type { Queryable } from './database';

/**
 * The id of the session starting at `startsAt`, created on first use with
 * `seats` seats (safe when instances race; an existing row keeps its seats).
 */
export async function ensureSession(db: Queryable, startsAt: Date, seats: number): Promise<string> {
  await db.query(
    'INSERT INTO webinar_sessions (id, starts_at, seats) VALUES ($1, $2, $3) ON CONFLICT (starts_at) DO NOTHING',
    [randomUUID(), startsAt, seats],
  );
  const [row] = await db.query<{ id: string }>('SELECT id FROM webinar_sessions WHERE starts_at = $1', [startsAt]);
  if (!row) throw new Error(`Session ${startsAt.toISOString()} vanished after insert`);
  return row.id;
}

/**
 * Takes one seat of the session if one is left: false when it is full. The
 * conditional UPDATE locks the row until the transaction ends, so concurrent
 * registrations queue on it and each sees the count the one before left.
 */
export async function takeSeat(tx: Queryable, sessionId: string): Promise<boolean> {
  const rows = await tx.query(
    'UPDATE webinar_sessions SET seats_taken = seats_taken + 1 WHERE id = $1 AND seats_taken < seats RETURNING id',
    [sessionId],
  );
  return rows.length === 1;
}

export interface SessionSeats {
  seats: number;
  taken: number;
}

/** Seats and seats taken of the sessions among `starts` that have a row, by start time in milliseconds. */
export async function seatsOf(db: Queryable, starts: readonly Date[]): Promise<Map<number, SessionSeats>> {
  const rows = await db.query<{ starts_at: Date; seats: number; seats_taken: number }>(
    'SELECT starts_at, seats, seats_taken FROM webinar_sessions WHERE starts_at = ANY($1::timestamptz[])',
    [starts.map((start) => start.toISOString())],
  );
  return new Map(rows.map((row) => [row.starts_at.getTime(), { seats: row.seats, taken: row.seats_taken }]));
}

/** Every session, newest first, with its registrations: the console's session filter. */
export async function listSessions(
  db: Queryable,
): Promise<Array<{ id: string; startsAt: Date; registrations: number }>> {
  const rows = await db.query<{ id: string; starts_at: Date; registrations: number }>(
    `SELECT webinar_sessions.id, webinar_sessions.starts_at,
            count(leads.id) FILTER (WHERE leads.registered_at IS NOT NULL)::int AS registrations
       FROM webinar_sessions LEFT JOIN leads ON leads.session_id = webinar_sessions.id
      GROUP BY webinar_sessions.id ORDER BY webinar_sessions.starts_at DESC`,
  );
  return rows.map((row) => ({ id: row.id, startsAt: row.starts_at, registrations: row.registrations }));
}
