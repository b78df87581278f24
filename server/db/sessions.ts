import { randomUUID } from 'node:crypto';
import type { Queryable } from './database';

/** Stripes a session's seats are split over (migration 011_seat_stripes, which states the same number). */
export const SEAT_STRIPES = 16;

/**
 * The id of the session starting at `startsAt`, created on first use with
 * `seats` seats shared out over its stripes in the same statement (safe when
 * instances race; an existing session keeps its seats).
 */
export async function ensureSession(db: Queryable, startsAt: Date, seats: number): Promise<string> {
  await db.query(
    `WITH session AS (
       INSERT INTO webinar_sessions (id, starts_at) VALUES ($1, $2) ON CONFLICT (starts_at) DO NOTHING RETURNING id
     )
     INSERT INTO webinar_seat_stripes (session_id, stripe, seats)
     SELECT session.id, stripe, $3::int / $4::int + (stripe < $3::int % $4::int)::int
       FROM session, generate_series(0, $4::int - 1) AS stripe`,
    [randomUUID(), startsAt, seats, SEAT_STRIPES],
  );
  const [row] = await db.query<{ id: string }>('SELECT id FROM webinar_sessions WHERE starts_at = $1', [startsAt]);
  if (!row) throw new Error(`Session ${startsAt.toISOString()} vanished after insert`);
  return row.id;
}

/**
 * The statement that takes one seat of session `session` from a stripe with
 * room, locking that stripe until the transaction ends. With `skipLocked` it
 * passes over stripes other transactions hold, starting at a random one, and
 * finds none when every stripe with room is held; without, it waits for the
 * first stripe with room and, if that one filled up meanwhile, goes on to the
 * next, finding none only when the session is full. `when` adds a condition.
 */
export function takeSeatSql(session: string, { skipLocked, when = 'true' }: { skipLocked: boolean; when?: string }) {
  return `UPDATE webinar_seat_stripes SET taken = taken + 1
     WHERE session_id = ${session} AND taken < seats
       AND stripe = (SELECT stripe FROM webinar_seat_stripes
                      WHERE session_id = ${session} AND taken < seats AND ${when}
                      ORDER BY ${skipLocked ? 'random()' : 'stripe'} LIMIT 1
                        FOR UPDATE${skipLocked ? ' SKIP LOCKED' : ''})
     RETURNING stripe`;
}

/**
 * Key space of the advisory lock that lets one transaction at a time wait for
 * a stripe of a session (two-key form, beside the registrations' address locks
 * in space 16 and the migrations' one-key lock).
 */
const SEAT_WAIT_LOCK_SPACE = 17;

/**
 * Takes one seat of the session if one is left: false when it is full. First
 * from a stripe with room no other transaction holds; when every one is held,
 * it waits for them. A waiter keeps its lock on each stripe it waited for, even
 * one that filled up meanwhile and that it moved on from, so two waiters could
 * each hold a stripe the other waits for (PostgreSQL found such deadlocks under
 * 300 concurrent registrations): waiters of a session queue on an advisory
 * lock and wait for stripes one at a time. The stripe taken stays locked until
 * the transaction ends.
 */
export async function takeSeat(tx: Queryable, sessionId: string): Promise<boolean> {
  if ((await tx.query(takeSeatSql('$1::uuid', { skipLocked: true }), [sessionId])).length === 1) return true;
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [SEAT_WAIT_LOCK_SPACE, sessionId]);
  return (await tx.query(takeSeatSql('$1::uuid', { skipLocked: false }), [sessionId])).length === 1;
}

export interface SessionSeats {
  seats: number;
  taken: number;
}

/** Seats and seats taken of the sessions among `starts` that have a row, by start time in milliseconds. */
export async function seatsOf(db: Queryable, starts: readonly Date[]): Promise<Map<number, SessionSeats>> {
  const rows = await db.query<{ starts_at: Date; seats: number; seats_taken: number }>(
    'SELECT starts_at, seats, seats_taken FROM webinar_session_seats WHERE starts_at = ANY($1::timestamptz[])',
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
