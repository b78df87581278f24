import { randomUUID } from 'node:crypto';
import { SYNC_KINDS, type OutboxKind } from '../../src/lib/outboxKinds';
import type { Queryable } from './database';

export { EMAIL_KINDS, OUTBOX_KINDS, SYNC_KINDS } from '../../src/lib/outboxKinds';
export type { EmailKind, OutboxKind, SyncKind } from '../../src/lib/outboxKinds';

/** Mail the person did not ask for at that moment: an unsubscribe stops it. */
export const MARKETING_KINDS: ReadonlySet<OutboxKind> = new Set<OutboxKind>([
  'webinar_reminder_24h',
  'webinar_reminder_1h',
  'webinar_followup',
]);

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';

export interface OutboxMessage {
  id: string;
  kind: OutboxKind;
  recipient: string;
  leadId: string | null;
  subscriberId: string | null;
  adminLinkId: string | null;
  /** A secret the row carries until it settles (the sign-in link's token). */
  payload: string | null;
  status: OutboxStatus;
  sendAfter: Date;
  attempts: number;
  claimToken: string | null;
  createdAt: Date;
}

interface OutboxRow {
  id: string;
  kind: OutboxKind;
  recipient: string;
  lead_id: string | null;
  subscriber_id: string | null;
  admin_link_id: string | null;
  payload: string | null;
  status: OutboxStatus;
  send_after: Date;
  attempts: number;
  claim_token: string | null;
  created_at: Date;
  [column: string]: unknown;
}

function toMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    leadId: row.lead_id,
    subscriberId: row.subscriber_id,
    adminLinkId: row.admin_link_id,
    payload: row.payload,
    status: row.status,
    sendAfter: row.send_after,
    attempts: row.attempts,
    claimToken: row.claim_token,
    createdAt: row.created_at,
  };
}

export interface NewOutboxMessage {
  kind: OutboxKind;
  recipient: string;
  leadId?: string;
  subscriberId?: string;
  adminLinkId?: string;
  payload?: string;
  sendAfter: Date;
  now: Date;
}

/**
 * The rows of an INSERT INTO email_outbox (OUTBOX_COLUMNS) for `messages`, as
 * `VALUES` row texts whose parameters are appended to `params`.
 */
export function outboxRows(messages: readonly NewOutboxMessage[], params: unknown[]): string[] {
  return messages.map((message) => {
    const base = params.length;
    params.push(
      randomUUID(),
      message.kind,
      message.recipient,
      message.leadId ?? null,
      message.subscriberId ?? null,
      message.sendAfter,
      message.now,
      message.adminLinkId ?? null,
      message.payload ?? null,
    );
    return `($${base + 1}::uuid, $${base + 2}, $${base + 3}, $${base + 4}::uuid, $${base + 5}::uuid, $${base + 6}::timestamptz, $${base + 7}::timestamptz, $${base + 8}::uuid, $${base + 9}::text)`;
  });
}

export const OUTBOX_COLUMNS =
  'id, kind, recipient, lead_id, subscriber_id, send_after, created_at, admin_link_id, payload';

/** Queues messages in one statement; call it inside the transaction that makes the change they report. */
export async function enqueue(tx: Queryable, ...messages: NewOutboxMessage[]): Promise<string[]> {
  if (messages.length === 0) return [];
  const params: unknown[] = [];
  const rows = outboxRows(messages, params);
  await tx.query(`INSERT INTO email_outbox (${OUTBOX_COLUMNS}) VALUES ${rows.join(', ')}`, params);
  return messages.map((_, index) => params[index * 9] as string);
}

export interface ClaimOptions {
  now: Date;
  limit: number;
  leaseMs: number;
  /** Who holds the claim (host:pid), for the operator reading the table. */
  claimedBy: string;
}

/**
 * Claims due messages for one worker. SKIP LOCKED lets workers in several
 * instances claim at once without waiting on, or taking, each other's rows;
 * the claim token makes a late update from a worker whose lease ran out a no-op.
 */
export async function claimDue(db: Queryable, options: ClaimOptions): Promise<OutboxMessage[]> {
  const rows = await db.query<OutboxRow>(
    `WITH due AS (
       SELECT id FROM email_outbox
        WHERE (status = 'pending' AND send_after <= $1)
           OR (status = 'sending' AND lease_expires_at <= $1)
        ORDER BY send_after
        LIMIT $2
        FOR UPDATE SKIP LOCKED
     )
     UPDATE email_outbox AS o
        SET status = 'sending', attempts = o.attempts + 1, claim_token = $3, claimed_by = $4,
            lease_expires_at = $5
       FROM due
      WHERE o.id = due.id
     RETURNING o.*`,
    [options.now, options.limit, randomUUID(), options.claimedBy, new Date(options.now.getTime() + options.leaseMs)],
  );
  return rows.map(toMessage).sort((a, b) => a.sendAfter.getTime() - b.sendAfter.getTime());
}

async function settle(
  db: Queryable,
  message: OutboxMessage,
  sets: string,
  params: unknown[],
  final = true,
): Promise<boolean> {
  const rows = await db.query(
    // A settled row keeps no secret: the payload is only needed while the message may still go out.
    `UPDATE email_outbox SET ${sets}, claim_token = NULL, lease_expires_at = NULL${final ? ', payload = NULL' : ''}
      WHERE id = $1 AND claim_token = $2 AND status = 'sending' RETURNING id`,
    [message.id, message.claimToken, ...params],
  );
  return rows.length === 1;
}

/** False when the claim was lost (the lease ran out and another worker took the message). */
export function markSent(db: Queryable, message: OutboxMessage, now: Date): Promise<boolean> {
  return settle(db, message, `status = 'sent', sent_at = $3, last_error = NULL`, [now]);
}

export function markRetry(db: Queryable, message: OutboxMessage, retryAt: Date, error: string): Promise<boolean> {
  return settle(db, message, `status = 'pending', send_after = $3, last_error = $4`, [retryAt, error], false);
}

export function markFailed(db: Queryable, message: OutboxMessage, error: string): Promise<boolean> {
  return settle(db, message, `status = 'failed', last_error = $3`, [error]);
}

export function markSkipped(db: Queryable, message: OutboxMessage, reason: string): Promise<boolean> {
  return settle(db, message, `status = 'skipped', last_error = $3`, [reason]);
}

/** Messages per status, for tests and the operator. */
export async function countByStatus(db: Queryable): Promise<Record<OutboxStatus, number>> {
  const counts: Record<OutboxStatus, number> = { pending: 0, sending: 0, sent: 0, failed: 0, skipped: 0 };
  const rows = await db.query<{ status: OutboxStatus; count: number }>(
    'SELECT status, count(*)::int AS count FROM email_outbox GROUP BY status',
  );
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/** The earliest moment a pending message falls due, so an idle worker knows when to look again. */
export async function nextDue(db: Queryable): Promise<Date | undefined> {
  const [row] = await db.query<{ next: Date | null }>(
    `SELECT min(CASE WHEN status = 'pending' THEN send_after ELSE lease_expires_at END) AS next
       FROM email_outbox WHERE status IN ('pending', 'sending')`,
  );
  return row?.next ?? undefined;
}

export interface OutboxFigures {
  email: Record<OutboxStatus, number>;
  mailerlite: Record<OutboxStatus, number>;
}

/** Rows per status, email and provider sync counted apart. */
export async function outboxFigures(db: Queryable): Promise<OutboxFigures> {
  const empty = (): Record<OutboxStatus, number> => ({ pending: 0, sending: 0, sent: 0, failed: 0, skipped: 0 });
  const figures: OutboxFigures = { email: empty(), mailerlite: empty() };
  const rows = await db.query<{ kind: OutboxKind; status: OutboxStatus; count: number }>(
    'SELECT status, kind, count(*)::int AS count FROM email_outbox GROUP BY status, kind',
  );
  const sync: ReadonlySet<string> = new Set(SYNC_KINDS);
  for (const row of rows) figures[sync.has(row.kind) ? 'mailerlite' : 'email'][row.status] += row.count;
  return figures;
}

export interface OutboxEntry {
  id: string;
  kind: OutboxKind;
  recipient: string;
  leadId: string | null;
  subscriberId: string | null;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  sendAfter: Date;
  sentAt: Date | null;
  createdAt: Date;
}

interface OutboxEntryRow {
  id: string;
  kind: OutboxKind;
  recipient: string;
  lead_id: string | null;
  subscriber_id: string | null;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  send_after: Date;
  sent_at: Date | null;
  created_at: Date;
  [column: string]: unknown;
}

const ENTRY_COLUMNS =
  'id, kind, recipient, lead_id, subscriber_id, status, attempts, last_error, send_after, sent_at, created_at';

const toEntry = (row: OutboxEntryRow): OutboxEntry => ({
  id: row.id,
  kind: row.kind,
  recipient: row.recipient,
  leadId: row.lead_id,
  subscriberId: row.subscriber_id,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  sendAfter: row.send_after,
  sentAt: row.sent_at,
  createdAt: row.created_at,
});

/** One page of the outbox in one status, newest first, with the total. */
export async function listOutbox(
  db: Queryable,
  { status, kind, limit, offset }: { status: OutboxStatus; kind?: OutboxKind; limit: number; offset: number },
): Promise<{ total: number; items: OutboxEntry[] }> {
  const rows = await db.query<OutboxEntryRow & { total: number }>(
    `SELECT ${ENTRY_COLUMNS}, count(*) OVER ()::int AS total
       FROM email_outbox
      WHERE status = $1 AND ($2::text IS NULL OR kind = $2)
      ORDER BY created_at DESC, id
      LIMIT $3 OFFSET $4`,
    [status, kind ?? null, limit, offset],
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    const [count] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM email_outbox WHERE status = $1 AND ($2::text IS NULL OR kind = $2)`,
      [status, kind ?? null],
    );
    total = count?.total ?? 0;
  }
  return { total, items: rows.map(toEntry) };
}

/** Everything queued for a lead, oldest first. */
export async function outboxForLead(db: Queryable, leadId: string): Promise<OutboxEntry[]> {
  const rows = await db.query<OutboxEntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM email_outbox WHERE lead_id = $1 ORDER BY created_at, send_after, id`,
    [leadId],
  );
  return rows.map(toEntry);
}

export type RetryOutcome = 'queued' | 'not_found' | 'not_failed';

/**
 * Puts a failed row back in the queue with a fresh set of attempts. Only
 * failed rows: one that is pending, sending or sent must not go out twice.
 * A sign-in email is not retried: its link has expired by then.
 */
export async function retryFailed(db: Queryable, id: string, now: Date): Promise<RetryOutcome> {
  const rows = await db.query<{ id: string }>(
    `UPDATE email_outbox SET status = 'pending', attempts = 0, send_after = $2
      WHERE id = $1 AND status = 'failed' AND kind <> 'admin_sign_in' RETURNING id`,
    [id, now],
  );
  if (rows.length === 1) return 'queued';
  const [existing] = await db.query('SELECT 1 FROM email_outbox WHERE id = $1', [id]);
  return existing ? 'not_failed' : 'not_found';
}

export const OUTBOX_STATUSES = [
  'pending',
  'sending',
  'sent',
  'failed',
  'skipped',
] as const satisfies readonly OutboxStatus[];
