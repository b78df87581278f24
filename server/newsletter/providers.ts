import { randomUUID } from 'node:crypto';
import type { NewsletterConfig, NewsletterProviderName } from '../../config/newsletter';
import type { Database, Queryable } from '../db/database';
import { enqueue } from '../db/outbox';
import { newToken } from '../db/preferences';
import { confirmByToken, insertSubscriber, lockSubscriber, updateSubscriber, type Subscriber } from '../db/subscribers';

export interface SubscribeRequest {
  email: string;
  name?: string;
  source?: string;
}

export interface SubscribeOutcome {
  status: 'pending' | 'subscribed';
  /** False when the address was already subscribed or waiting for confirmation. */
  created: boolean;
  message: string;
}

/** The provider did not take the subscriber (down, refused, unexpected answer). */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

export interface NewsletterProvider {
  readonly name: NewsletterProviderName;
  subscribe(request: SubscribeRequest): Promise<SubscribeOutcome>;
  /** Activates a pending subscriber from the emailed link; false for an unknown or used token. */
  confirm(token: string): Promise<boolean>;
}

export const MESSAGES = {
  pending: 'Almost done: we have emailed you a link. Click it to confirm your subscription.',
  stillPending: 'You are nearly subscribed: the confirmation link is in your inbox (check the spam folder too).',
  subscribed: 'You are subscribed. The next issue will arrive in your inbox.',
  alreadySubscribed: 'You are already subscribed; there is nothing more to do.',
} as const;

const RESEND_INTERVAL = 3_600_000;

/** Keeps subscribers in our database; with double opt-in, a confirmation email activates them. */
export function createBuiltinProvider(options: {
  db: Database;
  doubleOptIn: boolean;
  clock: () => Date;
  onEmailQueued: () => void;
  /** Called inside the transaction that makes a subscriber confirmed (the MailerLite sync queues its upsert). */
  afterConfirmed?: (tx: Queryable, subscriber: { id: string; email: string }, now: Date) => Promise<void>;
}): NewsletterProvider {
  const { db, doubleOptIn, clock, onEmailQueued } = options;

  async function queueConfirmation(tx: Queryable, subscriber: { id: string; email: string }, now: Date) {
    await enqueue(tx, {
      kind: 'newsletter_confirmation',
      recipient: subscriber.email,
      subscriberId: subscriber.id,
      sendAfter: now,
      now,
    });
  }

  /** A new opt-in for an address that is new, or that unsubscribed before. */
  async function optIn(tx: Queryable, request: SubscribeRequest, existing: Subscriber | undefined, now: Date) {
    const status = doubleOptIn ? 'pending' : 'subscribed';
    const confirmToken = doubleOptIn ? newToken() : null;
    let id = existing?.id;
    if (id) {
      await updateSubscriber(tx, id, { name: request.name, source: request.source, status, confirmToken }, now);
    } else {
      id = randomUUID();
      const inserted = await insertSubscriber(tx, { id, ...request, status, confirmToken, now });
      if (!inserted) return undefined;
    }
    if (doubleOptIn) {
      await queueConfirmation(tx, { id, email: request.email }, now);
      await updateSubscriber(tx, id, { confirmationQueuedAt: now }, now);
    } else {
      await options.afterConfirmed?.(tx, { id, email: request.email }, now);
    }
    return { status, created: true, message: doubleOptIn ? MESSAGES.pending : MESSAGES.subscribed } as const;
  }

  async function subscribe(request: SubscribeRequest): Promise<SubscribeOutcome> {
    const now = clock();
    const outcome = await db.transaction(async (tx): Promise<SubscribeOutcome> => {
      let existing = await lockSubscriber(tx, request.email);
      if (!existing) {
        const created = await optIn(tx, request, undefined, now);
        if (created) return created;
        // Another request inserted the same address a moment ago.
        existing = await lockSubscriber(tx, request.email);
        if (!existing) throw new Error('The subscriber inserted by a concurrent request is missing');
      }
      if (existing.status === 'unsubscribed') {
        const again = await optIn(tx, request, existing, now);
        if (again) return again;
      }
      if (existing.status === 'subscribed') {
        return { status: 'subscribed', created: false, message: MESSAGES.alreadySubscribed };
      }
      const last = existing.confirmationQueuedAt;
      if (!last || now.getTime() - last.getTime() >= RESEND_INTERVAL) {
        await queueConfirmation(tx, existing, now);
        await updateSubscriber(tx, existing.id, { confirmationQueuedAt: now }, now);
      }
      return { status: 'pending', created: false, message: MESSAGES.stillPending };
    });
    onEmailQueued();
    return outcome;
  }

  return {
    name: 'builtin',
    subscribe,
    async confirm(token) {
      const now = clock();
      const confirmed = await db.transaction(async (tx) => {
        const subscriber = await confirmByToken(tx, token, now);
        if (subscriber) await options.afterConfirmed?.(tx, subscriber, now);
        return subscriber !== undefined;
      });
      if (confirmed && options.afterConfirmed) onEmailQueued();
      return confirmed;
    },
  };
}

/**
 * Posts the subscriber to a MailerLite-compatible web form:
 * `${apiBase}/${accountId}/forms/${formId}/subscribe`, form-encoded like the
 * provider's own embedded form, with the configured groups. The provider then
 * sends its own confirmation when the form uses double opt-in.
 */
export function createMailerLiteProvider(
  config: NewsletterConfig,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 8_000,
): NewsletterProvider {
  if (!config.accountId || !config.formId) {
    throw new Error('The mailerlite newsletter provider needs NEWSLETTER_ACCOUNT_ID and NEWSLETTER_FORM_ID');
  }
  const endpoint = `${config.apiBase}/${encodeURIComponent(config.accountId)}/forms/${encodeURIComponent(config.formId)}/subscribe`;

  return {
    name: 'mailerlite',
    async subscribe(request) {
      const form = new URLSearchParams();
      form.set('fields[email]', request.email);
      if (request.name) form.set('fields[name]', request.name);
      if (request.source) form.set('fields[source]', request.source);
      for (const group of config.groupIds) form.append('groups[]', group);
      form.set('ml-submit', '1');
      form.set('anticsrf', 'true');

      let response: Response;
      try {
        response = await fetchImpl(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new ProviderError(`newsletter provider unreachable: ${(error as Error).message}`);
      }
      const text = await response.text();
      let body: { success?: unknown } | undefined;
      try {
        body = JSON.parse(text) as { success?: unknown };
      } catch {
        body = undefined;
      }
      if (!response.ok || body?.success !== true) {
        throw new ProviderError(`newsletter provider answered ${response.status}: ${text.slice(0, 200)}`);
      }
      return config.doubleOptIn
        ? { status: 'pending', created: true, message: MESSAGES.pending }
        : { status: 'subscribed', created: true, message: MESSAGES.subscribed };
    },
    // The provider's own email carries its own confirmation link.
    confirm: () => Promise.resolve(false),
  };
}

export function createNewsletterProvider(
  config: NewsletterConfig,
  builtin: Omit<Parameters<typeof createBuiltinProvider>[0], 'doubleOptIn'>,
  fetchImpl?: typeof fetch,
): NewsletterProvider {
  return config.provider === 'mailerlite'
    ? createMailerLiteProvider(config, fetchImpl)
    : createBuiltinProvider({ ...builtin, doubleOptIn: config.doubleOptIn });
}
