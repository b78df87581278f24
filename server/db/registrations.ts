import type { Queryable } from './database';
import { LEAD_COLUMNS, leadRow, registrationFrom, toLead, type Lead, type LeadRow, type NewLead } from './leads';
import { OUTBOX_COLUMNS, outboxRows, type NewOutboxMessage } from './outbox';
import { newToken } from './preferences';
import { takeSeatSql } from './sessions';

/** What storing a new registration found. */
export type RegistrationWrite =
  /** The address already holds a registration for a session from `from` on; it is locked, nothing was written. */
  | { kind: 'existing'; lead: Lead }
  /**
   * The lead, its unsubscribe token (unless it had one) and its emails are stored. `seated` is false when
   * no stripe with room was free: the session is full, or every stripe with room is held by another
   * transaction; takeSeat tells which.
   */
  | { kind: 'inserted'; seated: boolean }
  /** A lead of the same address and session blocks the insert (a checklist request); nothing was written. */
  | { kind: 'conflict' };

/**
 * The usual registration in one statement, so it costs one round trip to the
 * database instead of five: looks for the address's registration from `from`
 * on (locking it), and when there is none inserts the lead, gives the address
 * its unsubscribe token, queues `messages` and takes a seat of the session.
 * Call it inside a transaction; when `seated` is false, call takeSeat and roll
 * back if that finds the session full. The seat comes from a stripe no other
 * transaction holds (takeSeatSql), so concurrent registrations do not queue.
 */
export async function writeRegistration(
  tx: Queryable,
  lead: NewLead,
  from: Date,
  messages: readonly NewOutboxMessage[],
): Promise<RegistrationWrite> {
  const params: unknown[] = [];
  const row = leadRow(lead, params);
  // leadRow put the session id second and the address third.
  const [sessionId, email] = ['$2::uuid', '$3'];
  params.push(from);
  const existing = registrationFrom(email, `$${params.length}`);
  params.push(newToken());
  const token = `$${params.length}`;
  const outbox = outboxRows(messages, params);
  const [result] = await tx.query<LeadRow & { inserted: number; seated: number }>(
    `WITH existing AS (${existing}),
     lead AS (
       INSERT INTO leads (${LEAD_COLUMNS})
       SELECT * FROM (VALUES ${row}) AS new_lead
        WHERE NOT EXISTS (SELECT 1 FROM existing)
       ON CONFLICT (session_id, email) DO NOTHING
       RETURNING id
     ),
     preferences AS (
       INSERT INTO email_preferences (email, unsubscribe_token)
       SELECT ${email}, ${token} FROM lead
       ON CONFLICT (email) DO NOTHING
     ),
     ${
       outbox.length > 0
         ? `outbox AS (
       INSERT INTO email_outbox (${OUTBOX_COLUMNS})
       SELECT * FROM (VALUES ${outbox.join(', ')}) AS message
        WHERE EXISTS (SELECT 1 FROM lead)
     ),`
         : ''
     }
     seat AS (${takeSeatSql(sessionId, { skipLocked: true, when: 'EXISTS (SELECT 1 FROM lead)' })})
     SELECT (SELECT count(*) FROM lead)::int AS inserted, (SELECT count(*) FROM seat)::int AS seated, existing.*
       FROM (SELECT 1) AS one LEFT JOIN existing ON true`,
    params,
    // Its text depends only on the number of messages: parsing and planning it each time cost more than running it.
    { prepare: true },
  );
  if (!result) throw new Error('The registration statement returned no row');
  if (result.id !== null) return { kind: 'existing', lead: toLead(result) };
  if (result.inserted === 1) return { kind: 'inserted', seated: result.seated === 1 };
  return { kind: 'conflict' };
}
