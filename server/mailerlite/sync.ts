import type { Queryable } from '../db/database';
import { findLead } from '../db/leads';
import { enqueue, type OutboxMessage } from '../db/outbox';
import { findPreferences } from '../db/preferences';
import { findSubscriber } from '../db/subscribers';
import type { SyncHandler } from '../email/worker';

/**
 * Leads and confirmed newsletter subscribers reach MailerLite through the
 * outbox: a `mailerlite_sync` row is written in the transaction that stores
 * the registration (or confirms the subscriber), and the outbox worker upserts
 * the subscriber with `POST {MAILERLITE_API_URL}/subscribers`, which creates
 * the address or updates the one already there. A repeat of the same row after
 * a crash therefore updates the same subscriber instead of adding a second.
 */
export interface MailerLiteSettings {
  apiKey: string;
  /** `https://connect.mailerlite.com/api`, or a stand-in in tests. */
  apiUrl: string;
  /** Groups every synced subscriber joins. */
  groups: readonly string[];
}

/** The provider's custom fields this site fills in; create them in MailerLite (Subscribers → Fields) first. */
export const MAILERLITE_FIELDS = [
  'name',
  'company',
  'job_title',
  'lead_score',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'session_date',
] as const;
type FieldName = (typeof MAILERLITE_FIELDS)[number];

export interface UpsertBody {
  email: string;
  fields: Partial<Record<FieldName, string | number>>;
  groups?: string[];
  status?: 'active';
}

/** An answer the provider will give again: a retry cannot help. */
export class ProviderRejected extends Error {
  override name = 'ProviderRejected';
  readonly permanent = true;
}

/** The provider did not answer, or answered "later" (429, 5xx): the outbox retries with backoff. */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable';
  constructor(
    message: string,
    /** The provider's Retry-After, when it sent one: the next attempt waits at least this long. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** Retry-After in seconds (the form rate limiters send); an HTTP date or nonsense gives undefined. */
function retryAfterMs(header: string | null): number | undefined {
  if (!header || !/^\d{1,6}$/.test(header.trim())) return undefined;
  return Number(header.trim()) * 1000;
}

/** Queues the upsert of a registration's lead; call it in the registration's transaction. */
export async function queueLeadSync(tx: Queryable, lead: { id: string; email: string }, now: Date): Promise<void> {
  await enqueue(tx, { kind: 'mailerlite_sync', recipient: lead.email, leadId: lead.id, sendAfter: now, now });
}

/** Queues the upsert of a subscriber who is now confirmed; call it in the transaction that confirms them. */
export async function queueSubscriberSync(
  tx: Queryable,
  subscriber: { id: string; email: string },
  now: Date,
): Promise<void> {
  await enqueue(tx, {
    kind: 'mailerlite_sync',
    recipient: subscriber.email,
    subscriberId: subscriber.id,
    sendAfter: now,
    now,
  });
}

function present(fields: Record<string, string | number | null | undefined>): UpsertBody['fields'] {
  // An absent value is left out rather than sent empty: the upsert must not blank what MailerLite already has.
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string | number] => entry[1] != null && entry[1] !== ''),
  );
}

/** The request body for an outbox row, from the current data; a reason instead when there is nothing to send. */
export async function upsertBody(
  db: Queryable,
  message: OutboxMessage,
  groups: readonly string[],
): Promise<UpsertBody | { skip: string }> {
  const withGroups = (body: UpsertBody): UpsertBody => (groups.length > 0 ? { ...body, groups: [...groups] } : body);
  if (message.leadId) {
    const lead = await findLead(db, message.leadId);
    if (!lead) return { skip: 'the lead no longer exists' };
    const preferences = await findPreferences(db, lead.email);
    if (preferences?.unsubscribedAt) return { skip: 'the address unsubscribed' };
    return withGroups({
      email: lead.email,
      fields: present({
        name: lead.firstName,
        company: lead.company,
        job_title: lead.jobTitle,
        lead_score: lead.leadScore,
        utm_source: lead.utm.utm_source,
        utm_medium: lead.utm.utm_medium,
        utm_campaign: lead.utm.utm_campaign,
        session_date: lead.sessionStartsAt.toISOString().slice(0, 10),
      }),
    });
  }
  if (message.subscriberId) {
    const subscriber = await findSubscriber(db, message.subscriberId);
    if (subscriber?.status !== 'subscribed') return { skip: 'the subscriber is no longer subscribed' };
    return withGroups({ email: subscriber.email, fields: present({ name: subscriber.name }), status: 'active' });
  }
  return { skip: 'the sync row names neither a lead nor a subscriber' };
}

/** Retry-able answers: the provider is busy, rate-limiting us or broken for now. */
const RETRYABLE = (status: number) => status === 408 || status === 429 || status >= 500;

export function createMailerLiteSync(
  db: Queryable,
  settings: MailerLiteSettings,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 10_000,
): SyncHandler {
  const endpoint = `${settings.apiUrl}/subscribers`;
  return async (message) => {
    const body = await upsertBody(db, message, settings.groups);
    if ('skip' in body) return body;
    let response: Response;
    try {
      response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${settings.apiKey}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailable(`MailerLite unreachable: ${(error as Error).message}`);
    }
    const text = await response.text().catch(() => '');
    if (response.ok) return;
    const detail = `MailerLite answered ${response.status}: ${text.slice(0, 300)}`;
    if (RETRYABLE(response.status)) {
      throw new ProviderUnavailable(detail, retryAfterMs(response.headers.get('retry-after')));
    }
    throw new ProviderRejected(detail);
  };
}
