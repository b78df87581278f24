import type { Queryable } from './database';

export interface NewSignInLink {
  id: string;
  email: string;
  tokenHash: string;
  expiresAt: Date;
  now: Date;
}

export async function insertSignInLink(tx: Queryable, link: NewSignInLink): Promise<void> {
  await tx.query(
    `INSERT INTO admin_sign_in_links (id, email, token_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)`,
    [link.id, link.email, link.tokenHash, link.expiresAt, link.now],
  );
}

/** Links made for `email` since `since`: the per-address cap on link emails. */
export async function countRecentLinks(db: Queryable, email: string, since: Date): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM admin_sign_in_links WHERE email = $1 AND created_at > $2',
    [email, since],
  );
  return row?.count ?? 0;
}

/**
 * Marks the link used and returns its address, in one statement: of two
 * requests racing with the same token, one gets the address and one nothing.
 * An unknown, used or expired token gives undefined.
 */
export async function consumeSignInLink(db: Queryable, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db.query<{ email: string }>(
    `UPDATE admin_sign_in_links SET used_at = $2
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
      RETURNING email`,
    [tokenHash, now],
  );
  return row?.email;
}

/** Whether the link an outbox row carries can still be used (else its email is not worth sending). */
export async function signInLinkUsable(db: Queryable, id: string, now: Date): Promise<boolean> {
  const [row] = await db.query(
    'SELECT 1 FROM admin_sign_in_links WHERE id = $1 AND used_at IS NULL AND expires_at > $2',
    [id, now],
  );
  return row !== undefined;
}

/** Deletes links that expired before `before` (their sign-in emails in the outbox go with them). */
export async function deleteExpiredLinks(db: Queryable, before: Date): Promise<number> {
  const rows = await db.query('DELETE FROM admin_sign_in_links WHERE expires_at < $1 RETURNING id', [before]);
  return rows.length;
}
