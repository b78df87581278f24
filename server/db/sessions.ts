import { randomUUID } from 'node:crypto';
import type { Queryable } from './database';

/** The id of the session starting at `startsAt`, created on first use (safe when instances race). */
export async function ensureSession(db: Queryable, startsAt: Date): Promise<string> {
  await db.query('INSERT INTO webinar_sessions (id, starts_at) VALUES ($1, $2) ON CONFLICT (starts_at) DO NOTHING', [
    randomUUID(),
    startsAt,
  ]);
  const [row] = await db.query<{ id: string }>('SELECT id FROM webinar_sessions WHERE starts_at = $1', [startsAt]);
  if (!row) throw new Error(`Session ${startsAt.toISOString()} vanished after insert`);
  return row.id;
}

/** Registrations (not checklist-only leads) for the session starting at `startsAt`. */
export async function countRegistrations(db: Queryable, startsAt: Date): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count
       FROM leads JOIN webinar_sessions ON webinar_sessions.id = leads.session_id
      WHERE webinar_sessions.starts_at = $1 AND leads.registered_at IS NOT NULL`,
    [startsAt],
  );
  return row?.count ?? 0;
}
