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
