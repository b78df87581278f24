import { randomBytes } from 'node:crypto';
import type { Queryable } from './database';

export interface EmailPreferences {
  email: string;
  unsubscribeToken: string;
  unsubscribedAt: Date | null;
}

interface PreferencesRow {
  email: string;
  unsubscribe_token: string;
  unsubscribed_at: Date | null;
  [column: string]: unknown;
}

const toPreferences = (row: PreferencesRow): EmailPreferences => ({
  email: row.email,
  unsubscribeToken: row.unsubscribe_token,
  unsubscribedAt: row.unsubscribed_at,
});

/** 32 random bytes, URL-safe: the unsubscribe link is the only credential it needs. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Gives the address its unsubscribe token on first use; later calls leave it unchanged. */
export async function ensurePreferences(tx: Queryable, email: string): Promise<void> {
  await tx.query(
    'INSERT INTO email_preferences (email, unsubscribe_token) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING',
    [email, newToken()],
  );
}

export async function findPreferences(db: Queryable, email: string): Promise<EmailPreferences | undefined> {
  const [row] = await db.query<PreferencesRow>('SELECT * FROM email_preferences WHERE email = $1', [email]);
  return row && toPreferences(row);
}

/**
 * Records the opt-out and returns the address, or undefined for an unknown
 * token. The latest opt-out counts: marketing mail queued before it is dropped,
 * mail for a registration made after it is sent.
 */
export async function unsubscribeByToken(
  tx: Queryable,
  token: string,
  now: Date,
): Promise<EmailPreferences | undefined> {
  const [row] = await tx.query<PreferencesRow>(
    `UPDATE email_preferences SET unsubscribed_at = $2
      WHERE unsubscribe_token = $1 RETURNING *`,
    [token, now],
  );
  return row && toPreferences(row);
}
