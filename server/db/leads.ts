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

export interface LeadRow {
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

export function toLead(row: LeadRow): Lead {
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

export const LEAD_COLUMNS = `id, session_id, email, first_name, company, job_title, biggest_challenge,
  utm_source, utm_medium, utm_campaign, utm_term, utm_content, ab_variants,
  lead_score, registered_at, confirmation_queued_at, created_at, updated_at`;

/** The `VALUES` row text of a new lead for LEAD_COLUMNS, its parameters appended to `params`. */
export function leadRow(lead: NewLead, params: unknown[]): string {
  const base = params.length;
  params.push(
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
  );
  const p = (n: number) => `$${base + n}`;
  return `(${p(1)}::uuid, ${p(2)}::uuid, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}, ${p(8)}, ${p(9)}, ${p(10)}, ${p(11)}, ${p(12)}, ${p(13)}::jsonb, ${p(14)}::int, ${p(15)}::timestamptz, ${p(16)}::timestamptz, ${p(17)}::timestamptz, ${p(17)}::timestamptz)`;
}

/** Inserts the lead unless one exists for the same session and address; true when inserted. */
export async function insertLead(tx: Queryable, lead: NewLead): Promise<boolean> {
  const params: unknown[] = [];
  const row = leadRow(lead, params);
  const rows = await tx.query(
    `INSERT INTO leads (${LEAD_COLUMNS}) VALUES ${row} ON CONFLICT (session_id, email) DO NOTHING RETURNING id`,
    params,
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
  const [row] = await tx.query<LeadRow>(registrationFrom('$1', '$2'), [email, from]);
  return row && toLead(row);
}

/** The SELECT of lockRegistrationFrom, with the placeholders of its address and moment. */
export function registrationFrom(email: string, from: string): string {
  return `${SELECT_LEAD}
      WHERE leads.email = ${email} AND leads.registered_at IS NOT NULL AND webinar_sessions.starts_at >= ${from}::timestamptz
      ORDER BY webinar_sessions.starts_at LIMIT 1
      FOR UPDATE OF leads`;
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

/** What the console's registrations table may filter on; every field narrows the selection. */
export interface LeadFilter {
  /** Part of the address, first name or company (case-insensitive). */
  q?: string;
  sessionId?: string;
  scoreMin?: number;
  scoreMax?: number;
  /** A utm_source, or null for registrations without one. */
  source?: string | null;
  campaign?: string | null;
  /** Registered at or after this moment. */
  from?: Date;
  /** Registered before this moment. */
  to?: Date;
}

export const LEAD_SORTS = {
  registeredAt: 'leads.registered_at',
  score: 'leads.lead_score',
  email: 'leads.email',
  company: 'leads.company',
  session: 'webinar_sessions.starts_at',
} as const;
export type LeadSort = keyof typeof LEAD_SORTS;

/** `%`, `_` and `\` match themselves in a search. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function leadWhere(filter: LeadFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions = ['leads.registered_at IS NOT NULL'];
  if (filter.q) {
    const p = add(likePattern(filter.q.toLowerCase()));
    conditions.push(`(leads.email LIKE ${p} OR lower(leads.first_name) LIKE ${p} OR lower(leads.company) LIKE ${p})`);
  }
  if (filter.sessionId) conditions.push(`leads.session_id = ${add(filter.sessionId)}`);
  if (filter.scoreMin !== undefined) conditions.push(`leads.lead_score >= ${add(filter.scoreMin)}`);
  if (filter.scoreMax !== undefined) conditions.push(`leads.lead_score <= ${add(filter.scoreMax)}`);
  if (filter.source === null) conditions.push('leads.utm_source IS NULL');
  else if (filter.source !== undefined) conditions.push(`leads.utm_source = ${add(filter.source)}`);
  if (filter.campaign === null) conditions.push('leads.utm_campaign IS NULL');
  else if (filter.campaign !== undefined) conditions.push(`leads.utm_campaign = ${add(filter.campaign)}`);
  if (filter.from) conditions.push(`leads.registered_at >= ${add(filter.from)}`);
  if (filter.to) conditions.push(`leads.registered_at < ${add(filter.to)}`);
  return { where: conditions.join(' AND '), params };
}

const SELECT_LISTED = `SELECT leads.*, webinar_sessions.starts_at AS session_starts_at,
                              email_preferences.unsubscribed_at AS unsubscribed_at
                         FROM leads
                         JOIN webinar_sessions ON webinar_sessions.id = leads.session_id
                         LEFT JOIN email_preferences ON email_preferences.email = leads.email`;

/** One page of registrations matching the filter, with how many match in all. */
export async function searchLeads(
  db: Queryable,
  filter: LeadFilter,
  page: { sort: LeadSort; order: 'asc' | 'desc'; limit: number; offset: number },
): Promise<{ total: number; items: ExportedLead[] }> {
  const { where, params } = leadWhere(filter);
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM leads WHERE ${where}`, params);
  const direction = page.order === 'asc' ? 'ASC' : 'DESC';
  // Only company can be empty; a NULLS clause on the other columns would keep the planner off their indexes.
  const nulls = page.sort !== 'company' ? '' : page.order === 'asc' ? ' NULLS FIRST' : ' NULLS LAST';
  const rows = await db.query<LeadRow & { unsubscribed_at: Date | null }>(
    `${SELECT_LISTED} WHERE ${where}
      ORDER BY ${LEAD_SORTS[page.sort]} ${direction}${nulls}, leads.id ${direction}
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.limit, page.offset],
  );
  return {
    total: count?.total ?? 0,
    items: rows.map((row) => ({ ...toLead(row), unsubscribedAt: row.unsubscribed_at })),
  };
}

/** Every registration matching the filter, oldest first, a page at a time (the CSV export). */
export async function* filteredLeads(db: Queryable, filter: LeadFilter, pageSize = 1000): AsyncGenerator<ExportedLead> {
  const { where, params } = leadWhere(filter);
  let after: { registeredAt: Date; id: string } | undefined;
  for (;;) {
    const n = params.length;
    const rows = await db.query<LeadRow & { unsubscribed_at: Date | null }>(
      `${SELECT_LISTED} WHERE ${where}
         ${after ? `AND (leads.registered_at, leads.id) > ($${n + 2}, $${n + 3})` : ''}
       ORDER BY leads.registered_at, leads.id LIMIT $${n + 1}`,
      after ? [...params, pageSize, after.registeredAt, after.id] : [...params, pageSize],
    );
    for (const row of rows) yield { ...toLead(row), unsubscribedAt: row.unsubscribed_at };
    const last = rows.at(-1);
    if (!last?.registered_at || rows.length < pageSize) return;
    after = { registeredAt: last.registered_at, id: last.id };
  }
}

export async function findListedLead(db: Queryable, id: string): Promise<ExportedLead | undefined> {
  const [row] = await db.query<LeadRow & { unsubscribed_at: Date | null }>(`${SELECT_LISTED} WHERE leads.id = $1`, [
    id,
  ]);
  return row && { ...toLead(row), unsubscribedAt: row.unsubscribed_at };
}

export interface LeadFigures {
  /** Registrations per UTC day since `since`, per session. */
  perDay: Array<{ day: string; sessionStartsAt: Date; count: number }>;
  /** Registrations per lead-score band of ten points (the last band is 90–100). */
  scoreBands: Array<{ from: number; to: number; count: number }>;
  bySource: Array<{ source: string | null; campaign: string | null; count: number }>;
  checklist: { people: number; requests: number; withoutRegistration: number };
  registrations: number;
}

export async function leadFigures(db: Queryable, since: Date, sourceLimit = 50): Promise<LeadFigures> {
  const [perDay, bands, bySource, totals] = await Promise.all([
    // date_bin from a UTC midnight cuts UTC days, and is cheaper than formatting every row.
    db.query<{ day: Date; session_starts_at: Date; count: number }>(
      `SELECT days.day, webinar_sessions.starts_at AS session_starts_at, days.count
         FROM (SELECT date_bin('1 day', registered_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS day, session_id,
                      count(*)::int AS count
                 FROM leads WHERE registered_at >= $1 GROUP BY 1, 2) AS days
         JOIN webinar_sessions ON webinar_sessions.id = days.session_id
        ORDER BY 1, 2`,
      [since],
    ),
    db.query<{ band: number; count: number }>(
      `SELECT least(lead_score / 10, 9) AS band, count(*)::int AS count
         FROM leads WHERE registered_at IS NOT NULL GROUP BY 1 ORDER BY 1`,
    ),
    db.query<{ source: string | null; campaign: string | null; count: number }>(
      `SELECT utm_source AS source, utm_campaign AS campaign, count(*)::int AS count
         FROM leads WHERE registered_at IS NOT NULL
        GROUP BY 1, 2 ORDER BY 3 DESC, 1 NULLS LAST, 2 NULLS LAST LIMIT $1`,
      [sourceLimit],
    ),
    db.query<{ registrations: number; people: number; requests: number; without: number }>(
      `SELECT count(*) FILTER (WHERE registered_at IS NOT NULL)::int AS registrations,
              count(*) FILTER (WHERE checklist_requested_at IS NOT NULL)::int AS people,
              coalesce(sum(checklist_request_count), 0)::int AS requests,
              count(*) FILTER (WHERE checklist_requested_at IS NOT NULL AND registered_at IS NULL)::int AS without
         FROM leads`,
    ),
  ]);
  const counts = new Map(bands.map((row) => [Number(row.band), row.count]));
  const total = totals[0];
  return {
    perDay: perDay.map((row) => ({
      day: row.day.toISOString().slice(0, 10),
      sessionStartsAt: row.session_starts_at,
      count: row.count,
    })),
    scoreBands: Array.from({ length: 10 }, (_, band) => ({
      from: band * 10,
      to: band === 9 ? 100 : band * 10 + 9,
      count: counts.get(band) ?? 0,
    })),
    bySource,
    checklist: {
      people: total?.people ?? 0,
      requests: total?.requests ?? 0,
      withoutRegistration: total?.without ?? 0,
    },
    registrations: total?.registrations ?? 0,
  };
}
