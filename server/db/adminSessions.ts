import type { Queryable } from './database';

export interface AdminSession {
  email: string;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertAdminSession(
  db: Queryable,
  session: { idHash: string; email: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.query('INSERT INTO admin_sessions (id_hash, email, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    session.idHash,
    session.email,
    session.now,
    session.expiresAt,
  ]);
}

/** The live session with this id hash: not expired, not revoked. */
export async function findAdminSession(db: Queryable, idHash: string, now: Date): Promise<AdminSession | undefined> {
  const [row] = await db.query<{ email: string; created_at: Date; expires_at: Date }>(
    `SELECT email, created_at, expires_at FROM admin_sessions
      WHERE id_hash = $1 AND revoked_at IS NULL AND expires_at > $2`,
    [idHash, now],
  );
  return row && { email: row.email, createdAt: row.created_at, expiresAt: row.expires_at };
}

export async function revokeAdminSession(db: Queryable, idHash: string, now: Date): Promise<void> {
  await db.query('UPDATE admin_sessions SET revoked_at = $2 WHERE id_hash = $1 AND revoked_at IS NULL', [idHash, now]);
}

/** Deletes sessions (revoked ones included) whose lifetime ended before `before`. */
export async function deleteEndedSessions(db: Queryable, before: Date): Promise<number> {
  const rows = await db.query('DELETE FROM admin_sessions WHERE expires_at < $1 RETURNING id_hash', [before]);
  return rows.length;
}
