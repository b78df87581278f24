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

export interface ListedSubscriber {
  id: string;
  email: string;
  name: string | null;
  source: string | null;
  status: SubscriberStatus;
  createdAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

interface ListedRow {
  id: string;
  email: string;
  name: string | null;
  source: string | null;
  status: SubscriberStatus;
  created_at: Date;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
  [column: string]: unknown;
}

const toListed = (row: ListedRow): ListedSubscriber => ({
  id: row.id,
  email: row.email,
  name: row.name,
  source: row.source,
  status: row.status,
  createdAt: row.created_at,
  confirmedAt: row.confirmed_at,
  unsubscribedAt: row.unsubscribed_at,
});

export interface SubscriberFilter {
  /** Part of the address or name (case-insensitive). */
  q?: string;
  status?: SubscriberStatus;
  source?: string | null;
  /** Signed up at or after / before. */
  from?: Date;
  to?: Date;
}

export const SUBSCRIBER_SORTS = {
  createdAt: 'created_at',
  confirmedAt: 'confirmed_at',
  email: 'email',
  status: 'status',
} as const;
export type SubscriberSort = keyof typeof SUBSCRIBER_SORTS;

const LISTED_COLUMNS = 'id, email, name, source, status, created_at, confirmed_at, unsubscribed_at';

function subscriberWhere(filter: SubscriberFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions = ['true'];
  if (filter.q) {
    const p = add(`%${filter.q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    conditions.push(`(email LIKE ${p} OR lower(name) LIKE ${p})`);
  }
  if (filter.status) conditions.push(`status = ${add(filter.status)}`);
  if (filter.source === null) conditions.push('source IS NULL');
  else if (filter.source !== undefined) conditions.push(`source = ${add(filter.source)}`);
  if (filter.from) conditions.push(`created_at >= ${add(filter.from)}`);
  if (filter.to) conditions.push(`created_at < ${add(filter.to)}`);
  return { where: conditions.join(' AND '), params };
}

export async function searchSubscribers(
  db: Queryable,
  filter: SubscriberFilter,
  page: { sort: SubscriberSort; order: 'asc' | 'desc'; limit: number; offset: number },
): Promise<{ total: number; items: ListedSubscriber[] }> {
  const { where, params } = subscriberWhere(filter);
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM newsletter_subscribers WHERE ${where}`,
    params,
  );
  const direction = page.order === 'asc' ? 'ASC' : 'DESC';
  const nulls = page.order === 'asc' ? 'NULLS FIRST' : 'NULLS LAST';
  const rows = await db.query<ListedRow>(
    `SELECT ${LISTED_COLUMNS} FROM newsletter_subscribers WHERE ${where}
      ORDER BY ${SUBSCRIBER_SORTS[page.sort]} ${direction} ${nulls}, id ${direction}
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.limit, page.offset],
  );
  return { total: count?.total ?? 0, items: rows.map(toListed) };
}

/** Every subscriber matching the filter, oldest first, a page at a time (the CSV export). */
export async function* filteredSubscribers(
  db: Queryable,
  filter: SubscriberFilter,
  pageSize = 1000,
): AsyncGenerator<ListedSubscriber> {
  const { where, params } = subscriberWhere(filter);
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const n = params.length;
    const rows = await db.query<ListedRow>(
      `SELECT ${LISTED_COLUMNS} FROM newsletter_subscribers WHERE ${where}
         ${after ? `AND (created_at, id) > ($${n + 2}, $${n + 3})` : ''}
       ORDER BY created_at, id LIMIT $${n + 1}`,
      after ? [...params, pageSize, after.createdAt, after.id] : [...params, pageSize],
    );
    for (const row of rows) yield toListed(row);
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = { createdAt: last.created_at, id: last.id };
  }
}

export interface SubscriberFigures {
  byStatus: Record<SubscriberStatus, number>;
  /** Sign-ups and confirmations per UTC day since the given moment. */
  perDay: Array<{ day: string; signUps: number; confirmations: number }>;
}

export async function subscriberFigures(db: Queryable, since: Date): Promise<SubscriberFigures> {
  const [statuses, perDay] = await Promise.all([
    db.query<{ status: SubscriberStatus; count: number }>(
      'SELECT status, count(*)::int AS count FROM newsletter_subscribers GROUP BY status',
    ),
    db.query<{ day: string; sign_ups: number; confirmations: number }>(
      `SELECT day, count(*) FILTER (WHERE what = 'signup')::int AS sign_ups,
              count(*) FILTER (WHERE what = 'confirmation')::int AS confirmations
         FROM (SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, 'signup' AS what
                 FROM newsletter_subscribers WHERE created_at >= $1
               UNION ALL
               SELECT to_char(confirmed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'), 'confirmation'
                 FROM newsletter_subscribers WHERE confirmed_at >= $1) AS events
        GROUP BY day ORDER BY day`,
      [since],
    ),
  ]);
  const byStatus: Record<SubscriberStatus, number> = { pending: 0, subscribed: 0, unsubscribed: 0 };
  for (const row of statuses) byStatus[row.status] = row.count;
  return {
    byStatus,
    perDay: perDay.map((row) => ({ day: row.day, signUps: row.sign_ups, confirmations: row.confirmations })),
  };
}
