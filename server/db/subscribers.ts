import type { Queryable } from './database';

export type SubscriberStatus = 'pending' | 'subscribed' | 'unsubscribed';

export interface Subscriber {
  id: string;
  email: string;
  name: string | null;
  source: string | null;
  status: SubscriberStatus;
  confirmToken: string | null;
  confirmationQueuedAt: Date | null;
  confirmedAt: Date | null;
}

interface SubscriberRow {
  id: string;
  email: string;
  name: string | null;
  source: string | null;
  status: SubscriberStatus;
  confirm_token: string | null;
  confirmation_queued_at: Date | null;
  confirmed_at: Date | null;
  [column: string]: unknown;
}

const toSubscriber = (row: SubscriberRow): Subscriber => ({
  id: row.id,
  email: row.email,
  name: row.name,
  source: row.source,
  status: row.status,
  confirmToken: row.confirm_token,
  confirmationQueuedAt: row.confirmation_queued_at,
  confirmedAt: row.confirmed_at,
});

export interface NewSubscriber {
  id: string;
  email: string;
  name?: string;
  source?: string;
  status: Exclude<SubscriberStatus, 'unsubscribed'>;
  confirmToken: string | null;
  now: Date;
}

/** Inserts unless the address is already on file; true when inserted. */
export async function insertSubscriber(tx: Queryable, subscriber: NewSubscriber): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO newsletter_subscribers (id, email, name, source, status, confirm_token, confirmed_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
     ON CONFLICT (email) DO NOTHING RETURNING id`,
    [
      subscriber.id,
      subscriber.email,
      subscriber.name ?? null,
      subscriber.source ?? null,
      subscriber.status,
      subscriber.confirmToken,
      subscriber.status === 'subscribed' ? subscriber.now : null,
      subscriber.now,
    ],
  );
  return rows.length === 1;
}

export async function lockSubscriber(tx: Queryable, email: string): Promise<Subscriber | undefined> {
  const [row] = await tx.query<SubscriberRow>('SELECT * FROM newsletter_subscribers WHERE email = $1 FOR UPDATE', [
    email,
  ]);
  return row && toSubscriber(row);
}

export async function findSubscriber(db: Queryable, id: string): Promise<Subscriber | undefined> {
  const [row] = await db.query<SubscriberRow>('SELECT * FROM newsletter_subscribers WHERE id = $1', [id]);
  return row && toSubscriber(row);
}

export interface SubscriberUpdate {
  name?: string;
  source?: string;
  status?: Exclude<SubscriberStatus, 'unsubscribed'>;
  confirmToken?: string | null;
  confirmationQueuedAt?: Date;
}

export async function updateSubscriber(tx: Queryable, id: string, update: SubscriberUpdate, now: Date): Promise<void> {
  await tx.query(
    `UPDATE newsletter_subscribers SET
       name = COALESCE($2, name), source = COALESCE($3, source),
       status = COALESCE($4, status),
       confirm_token = CASE WHEN $5 THEN $6 ELSE confirm_token END,
       confirmation_queued_at = COALESCE($7, confirmation_queued_at),
       confirmed_at = CASE WHEN $4 = 'subscribed' THEN $8 ELSE confirmed_at END,
       unsubscribed_at = CASE WHEN $4 IS NULL THEN unsubscribed_at ELSE NULL END,
       updated_at = $8
     WHERE id = $1`,
    [
      id,
      update.name ?? null,
      update.source ?? null,
      update.status ?? null,
      update.confirmToken !== undefined,
      update.confirmToken ?? null,
      update.confirmationQueuedAt ?? null,
      now,
    ],
  );
}

/** Activates the pending subscriber holding `token`; the token works once. */
export async function confirmByToken(db: Queryable, token: string, now: Date): Promise<Subscriber | undefined> {
  const [row] = await db.query<SubscriberRow>(
    `UPDATE newsletter_subscribers
        SET status = 'subscribed', confirmed_at = $2, confirm_token = NULL, updated_at = $2
      WHERE confirm_token = $1 AND status = 'pending' RETURNING *`,
    [token, now],
  );
  return row && toSubscriber(row);
}

/** The newsletter side of an unsubscribe link. */
export async function unsubscribeEmail(tx: Queryable, email: string, now: Date): Promise<void> {
  await tx.query(
    `UPDATE newsletter_subscribers
        SET status = 'unsubscribed', unsubscribed_at = $2, confirm_token = NULL, updated_at = $2
      WHERE email = $1 AND status <> 'unsubscribed'`,
    [email, now],
  );
}
