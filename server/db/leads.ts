import type { Queryable } from './database';

export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];
export type Utm = Partial<Record<UtmField, string>>;

/** The person-describing fields a form may fill in; absent means "leave as it is". */
export interface LeadDetails {
  firstName?: string;
  company?: string;
  jobTitle?: string;
  biggestChallenge?: string;
}

export interface Lead extends LeadDetails {
  id: string;
  sessionId: string;
  sessionStartsAt: Date;
  email: string;
  utm: Utm;
  abVariants: Record<string, string>;
  leadScore: number;
  registeredAt: Date | null;
  repeatCount: number;
  confirmationQueuedAt: Date | null;
  checklistRequestedAt: Date | null;
  checklistRequestCount: number;
  checklistQueuedAt: Date | null;
  createdAt: Date;
}

interface LeadRow {
  id: string;
  session_id: string;
  session_starts_at: Date;
  email: string;
  first_name: string | null;
  company: string | null;
  job_title: string | null;
  biggest_challenge: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  ab_variants: Record<string, string>;
  lead_score: number;
  registered_at: Date | null;
  repeat_count: number;
  confirmation_queued_at: Date | null;
  checklist_requested_at: Date | null;
  checklist_request_count: number;
  checklist_queued_at: Date | null;
  created_at: Date;
  [column: string]: unknown;
}

const SELECT_LEAD = `SELECT leads.*, webinar_sessions.starts_at AS session_starts_at
  FROM leads JOIN webinar_sessions ON webinar_sessions.id = leads.session_id`;

function toLead(row: LeadRow): Lead {
  const utm: Utm = {};
  for (const field of UTM_FIELDS) {
    const value = row[field];
    if (value !== null) utm[field] = value;
  }
  return {
    id: row.id,
    sessionId: row.session_id,
    sessionStartsAt: row.session_starts_at,
    email: row.email,
    firstName: row.first_name ?? undefined,
    company: row.company ?? undefined,
    jobTitle: row.job_title ?? undefined,
    biggestChallenge: row.biggest_challenge ?? undefined,
    utm,
    abVariants: row.ab_variants,
    leadScore: row.lead_score,
    registeredAt: row.registered_at,
    repeatCount: row.repeat_count,
    confirmationQueuedAt: row.confirmation_queued_at,
    checklistRequestedAt: row.checklist_requested_at,
    checklistRequestCount: row.checklist_request_count,
    checklistQueuedAt: row.checklist_queued_at,
    createdAt: row.created_at,
  };
}

export interface NewLead extends LeadDetails {
  id: string;
  sessionId: string;
  email: string;
  utm: Utm;
  abVariants: Record<string, string>;
  leadScore: number;
  /** Null for a lead that only asked for the checklist. */
  registeredAt: Date | null;
  confirmationQueuedAt?: Date;
  now: Date;
}

/** Inserts the lead unless one exists for the same session and address; true when inserted. */
export async function insertLead(tx: Queryable, lead: NewLead): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO leads (id, session_id, email, first_name, company, job_title, biggest_challenge,
                        utm_source, utm_medium, utm_campaign, utm_term, utm_content, ab_variants,
                        lead_score, registered_at, confirmation_queued_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14, $15, $16, $17, $17)
     ON CONFLICT (session_id, email) DO NOTHING
     RETURNING id`,
    [
      lead.id,
      lead.sessionId,
      lead.email,
      lead.firstName ?? null,
      lead.company ?? null,
      lead.jobTitle ?? null,
      lead.biggestChallenge ?? null,
      lead.utm.utm_source ?? null,
      lead.utm.utm_medium ?? null,
      lead.utm.utm_campaign ?? null,
      lead.utm.utm_term ?? null,
      lead.utm.utm_content ?? null,
      JSON.stringify(lead.abVariants),
      lead.leadScore,
      lead.registeredAt,
      lead.confirmationQueuedAt ?? null,
      lead.now,
    ],
  );
  return rows.length === 1;
}

/** Reads a lead and locks its row until the transaction ends. */
export async function lockLead(tx: Queryable, sessionId: string, email: string): Promise<Lead | undefined> {
  const [row] = await tx.query<LeadRow>(
    `${SELECT_LEAD} WHERE leads.session_id = $1 AND leads.email = $2 FOR UPDATE OF leads`,
    [sessionId, email],
  );
  return row && toLead(row);
}

/**
 * The address's registration for a session starting at or after `from` (the
 * earliest, if several), locked until the transaction ends.
 */
export async function lockRegistrationFrom(tx: Queryable, email: string, from: Date): Promise<Lead | undefined> {
  const [row] = await tx.query<LeadRow>(
    `${SELECT_LEAD}
      WHERE leads.email = $1 AND leads.registered_at IS NOT NULL AND webinar_sessions.starts_at >= $2
      ORDER BY webinar_sessions.starts_at LIMIT 1
      FOR UPDATE OF leads`,
    [email, from],
  );
  return row && toLead(row);
}

export async function lockLeadById(tx: Queryable, id: string): Promise<Lead | undefined> {
  const [row] = await tx.query<LeadRow>(`${SELECT_LEAD} WHERE leads.id = $1 FOR UPDATE OF leads`, [id]);
  return row && toLead(row);
}

export async function findLead(db: Queryable, id: string): Promise<Lead | undefined> {
  const [row] = await db.query<LeadRow>(`${SELECT_LEAD} WHERE leads.id = $1`, [id]);
  return row && toLead(row);
}

export interface LeadUpdate extends LeadDetails {
  utm?: Utm;
  abVariants?: Record<string, string>;
  leadScore?: number;
  registeredAt?: Date;
  repeat?: boolean;
  confirmationQueuedAt?: Date;
  checklistRequestedAt?: Date;
  checklistQueuedAt?: Date;
}

/**
 * Fills in what a later form adds without overwriting what the person told us
 * before; a repeat registration must not change the answer the first one got.
 */
export async function fillLead(tx: Queryable, id: string, update: LeadUpdate, now: Date): Promise<void> {
  await tx.query(
    `UPDATE leads SET
       first_name = COALESCE(first_name, $2), company = COALESCE(company, $3),
       job_title = COALESCE(job_title, $4), biggest_challenge = COALESCE(biggest_challenge, $5),
       utm_source = COALESCE(utm_source, $6), utm_medium = COALESCE(utm_medium, $7),
       utm_campaign = COALESCE(utm_campaign, $8), utm_term = COALESCE(utm_term, $9),
       utm_content = COALESCE(utm_content, $10),
       ab_variants = $11::jsonb || ab_variants,
       lead_score = COALESCE($12, lead_score),
       registered_at = COALESCE(registered_at, $13),
       repeat_count = repeat_count + CASE WHEN $14 THEN 1 ELSE 0 END,
       confirmation_queued_at = COALESCE($15, confirmation_queued_at),
       checklist_requested_at = COALESCE($16, checklist_requested_at),
       checklist_request_count = checklist_request_count + CASE WHEN $16::timestamptz IS NULL THEN 0 ELSE 1 END,
       checklist_queued_at = COALESCE($17, checklist_queued_at),
       updated_at = $18
     WHERE id = $1`,
    [
      id,
      update.firstName ?? null,
      update.company ?? null,
      update.jobTitle ?? null,
      update.biggestChallenge ?? null,
      update.utm?.utm_source ?? null,
      update.utm?.utm_medium ?? null,
      update.utm?.utm_campaign ?? null,
      update.utm?.utm_term ?? null,
      update.utm?.utm_content ?? null,
      JSON.stringify(update.abVariants ?? {}),
      update.leadScore ?? null,
      update.registeredAt ?? null,
      update.repeat ?? false,
      update.confirmationQueuedAt ?? null,
      update.checklistRequestedAt ?? null,
      update.checklistQueuedAt ?? null,
      now,
    ],
  );
}

/** The thank-you page's profile form: given fields replace what is stored, an empty string clears one. */
export async function updateProfile(db: Queryable, id: string, details: LeadDetails, now: Date): Promise<boolean> {
  const columns: Array<[string, string | undefined]> = [
    ['first_name', details.firstName],
    ['company', details.company],
    ['job_title', details.jobTitle],
    ['biggest_challenge', details.biggestChallenge],
  ];
  const params: unknown[] = [id, now];
  const sets = ['updated_at = $2'];
  for (const [column, value] of columns) {
    if (value === undefined) continue;
    params.push(value === '' ? null : value);
    sets.push(`${column} = $${params.length}`);
  }
  const rows = await db.query(`UPDATE leads SET ${sets.join(', ')} WHERE id = $1 RETURNING id`, params);
  return rows.length === 1;
}

export interface ExportedLead extends Lead {
  /** When the address last opted out of marketing mail, if it did. */
  unsubscribedAt: Date | null;
}

/** Every lead with its opt-out, oldest first, a page at a time so an export never holds the table in memory. */
export async function* allLeads(db: Queryable, pageSize = 500): AsyncGenerator<ExportedLead> {
  const select = `SELECT leads.*, webinar_sessions.starts_at AS session_starts_at,
                         email_preferences.unsubscribed_at AS unsubscribed_at
                    FROM leads
                    JOIN webinar_sessions ON webinar_sessions.id = leads.session_id
                    LEFT JOIN email_preferences ON email_preferences.email = leads.email`;
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const rows = await db.query<LeadRow & { unsubscribed_at: Date | null }>(
      after
        ? `${select} WHERE (leads.created_at, leads.id) > ($1, $2) ORDER BY leads.created_at, leads.id LIMIT $3`
        : `${select} ORDER BY leads.created_at, leads.id LIMIT $1`,
      after ? [after.createdAt, after.id, pageSize] : [pageSize],
    );
    for (const row of rows) yield { ...toLead(row), unsubscribedAt: row.unsubscribed_at };
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = { createdAt: last.created_at, id: last.id };
  }
}
