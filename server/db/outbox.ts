import { randomUUID } from 'node:crypto';
import type { Queryable } from './database';

export const EMAIL_KINDS = [
  'webinar_confirmation',
  'webinar_reminder_24h',
  'webinar_reminder_1h',
  'webinar_followup',
  'checklist_delivery',
  'newsletter_confirmation',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** Mail the person did not ask for at that moment: an unsubscribe stops it. */
export const MARKETING_KINDS: ReadonlySet<EmailKind> = new Set([
  'webinar_reminder_24h',
  'webinar_reminder_1h',
  'webinar_followup',
]);

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';

export interface OutboxMessage {
  id: string;
  kind: EmailKind;
  recipient: string;
  leadId: string | null;
  subscriberId: string | null;
  status: OutboxStatus;
  sendAfter: Date;
  attempts: number;
  claimToken: string | null;
  createdAt: Date;
}

interface OutboxRow {
  id: string;
  kind: EmailKind;
  recipient: string;
  lead_id: string | null;
  subscriber_id: string | null;
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
    status: row.status,
    sendAfter: row.send_after,
    attempts: row.attempts,
    claimToken: row.claim_token,
    createdAt: row.created_at,
  };
}

export interface NewOutboxMessage {
  kind: EmailKind;
  recipient: string;
  leadId?: string;
  subscriberId?: string;
  sendAfter: Date;
  now: Date;
}

/** Queues messages in one statement; call it inside the transaction that makes the change they report. */
export async function enqueue(tx: Queryable, ...messages: NewOutboxMessage[]): Promise<string[]> {
  if (messages.length === 0) return [];
  const ids = messages.map(() => randomUUID());
  const params: unknown[] = [];
  const rows = messages.map((message, index) => {
    params.push(
      ids[index],
      message.kind,
      message.recipient,
      message.leadId ?? null,
      message.subscriberId ?? null,
      message.sendAfter,
      message.now,
    );
    const base = index * 7;
    return `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}::uuid, $${base + 5}::uuid, $${base + 6}::timestamptz, $${base + 7}::timestamptz)`;
  });
  await tx.query(
    `INSERT INTO email_outbox (id, kind, recipient, lead_id, subscriber_id, send_after, created_at) VALUES ${rows.join(', ')}`,
    params,
  );
  return ids;
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

async function settle(db: Queryable, message: OutboxMessage, sets: string, params: unknown[]): Promise<boolean> {
  const rows = await db.query(
    `UPDATE email_outbox SET ${sets}, claim_token = NULL, lease_expires_at = NULL
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
  return settle(db, message, `status = 'pending', send_after = $3, last_error = $4`, [retryAt, error]);
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
