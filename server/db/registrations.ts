import type { Database, Queryable, TransactionOptions } from './database';
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

/** SQLSTATE of fail_unless (migration 012). */
const GAVE_UP = 'AS001';

/**
 * The usual registration in one statement, so it costs one round trip to the
 * database instead of five: looks for the address's registration from `from`
 * on (locking it), and when there is none inserts the lead, gives the address
 * its unsubscribe token, queues `messages` and takes a seat of the session.
 * The seat comes from a stripe no other transaction holds (takeSeatSql), so
 * concurrent registrations do not queue. With `whole`, a lead inserted without
 * a seat fails the statement (fail_unless) instead of being returned unseated.
 */
function registrationStatement(
  lead: NewLead,
  from: Date,
  messages: readonly NewOutboxMessage[],
  { whole }: { whole: boolean },
): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const row = leadRow(lead, params);
  // leadRow put the session id second and the address third.
  const [sessionId, email] = ['$2::uuid', '$3'];
  params.push(from);
  const existing = registrationFrom(email, `$${params.length}`);
  params.push(newToken());
  const token = `$${params.length}`;
  const outbox = outboxRows(messages, params);
  // With `whole`, a lead without a seat fails the statement; fail_unless is migration 012.
  const guard = whole ? ", fail_unless(inserted = seated, 'no seat was free without waiting') AS whole" : '';
  const sql = `WITH existing AS (${existing}),
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
     seat AS (${takeSeatSql(sessionId, { skipLocked: true, when: 'EXISTS (SELECT 1 FROM lead)' })}),
     counts AS (
       SELECT (SELECT count(*) FROM lead)::int AS inserted, (SELECT count(*) FROM seat)::int AS seated
     )
     SELECT counts.*, existing.*${guard}
       FROM counts LEFT JOIN existing ON true`;
  return { sql, params };
}

type RegistrationRow = LeadRow & { inserted: number; seated: number };

function outcomeOf(result: RegistrationRow | undefined): RegistrationWrite {
  if (!result) throw new Error('The registration statement returned no row');
  if (result.id !== null) return { kind: 'existing', lead: toLead(result) };
  if (result.inserted === 1) return { kind: 'inserted', seated: result.seated === 1 };
  return { kind: 'conflict' };
}

/**
 * Stores the registration with registrationStatement inside a transaction;
 * when `seated` is false, call takeSeat and roll back if that finds the
 * session full.
 */
export async function writeRegistration(
  tx: Queryable,
  lead: NewLead,
  from: Date,
  messages: readonly NewOutboxMessage[],
): Promise<RegistrationWrite> {
  const { sql, params } = registrationStatement(lead, from, messages, { whole: false });
  // Its text depends only on the number of messages: parsing and planning it each time cost more than running it.
  return outcomeOf((await tx.query<RegistrationRow>(sql, params, { prepare: true }))[0]);
}

/**
 * The usual registration as a transaction of its own, in one round trip
 * (Database.atomic), holding the address's lock: true when the lead, its
 * emails and its seat are stored. False when nothing was kept because it needs
 * more than one statement: the address is registered already, a checklist lead
 * blocks the insert, or no seat was free without waiting; writeRegistration in
 * a transaction then does the rest.
 */
export async function registerAtOnce(
  db: Database,
  lead: NewLead,
  from: Date,
  messages: readonly NewOutboxMessage[],
  lock: NonNullable<TransactionOptions['advisoryLock']>,
): Promise<boolean> {
  const { sql, params } = registrationStatement(lead, from, messages, { whole: true });
  try {
    const outcome = outcomeOf(
      (await db.atomic<RegistrationRow>(sql, params, { prepare: true, advisoryLock: lock }))[0],
    );
    return outcome.kind === 'inserted' && outcome.seated;
  } catch (error) {
    if ((error as { code?: unknown }).code === GAVE_UP) return false;
    throw error;
  }
}
