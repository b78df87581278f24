import type { Hono } from 'hono';
import type { NewsletterConfig } from '../config/newsletter';
import { webinarConfig, type WebinarConfig } from '../config/webinar';
import type { Database } from './db/database';
import { createComposer } from './email/compose';
import type { Mailer } from './email/mailer';
import { createOutboxWorker, type OutboxWorker, type WorkerOptions } from './email/worker';
import type { Logger } from './logger';
import { createNewsletterProvider } from './newsletter/providers';
import { createAdminAuth, type AdminAuth } from './admin/auth';
import { askRoutes } from './ask/routes';
import { createRetentionSweeper, type RetentionSweeper } from './ask/retention';
import { createAskService, type AnswerOffline, type AskService } from './ask/service';
import type { SidekickSettings } from './ask/sidekick';
import type { AskIndex } from './ask/types';
import { adminRoutes } from './admin/routes';
import { createMailerLiteSync, queueLeadSync, queueSubscriberSync, type MailerLiteSettings } from './mailerlite/sync';
import { vitalsRoutes } from './routes/vitals';
import { docsFeedbackRoutes } from './routes/docsFeedback';
import { emailRoutes } from './routes/email';
import { newsletterRoutes } from './routes/newsletter';
import { webinarRoutes } from './routes/webinar';
import { createWebinarService, type WebinarService } from './webinar/registrations';

export interface ServiceOptions {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** The public origin: allowed Origin of form posts, base of every link in emails. */
  siteUrl: string;
  mailFrom: string;
  joinUrl?: string;
  trustProxy: boolean;
  registerRateLimit: number;
  feedbackRateLimit: number;
  newsletter: NewsletterConfig;
  worker: Pick<WorkerOptions, 'pollMs' | 'leaseMs' | 'retryBaseMs' | 'maxAttempts'> &
    Partial<Pick<WorkerOptions, 'batchSize' | 'concurrency' | 'claimedBy'>>;
  webinar?: WebinarConfig;
  clock?: () => Date;
  /** For the MailerLite provider; tests point it at a local stand-in. */
  fetch?: typeof fetch;
  /** The console: who may sign in (none: every /api/admin route answers 404), session length, link requests a minute. */
  admin?: { emails: readonly string[]; sessionHours: number; signInRateLimit: number };
  /** Vitals beacons per client address per minute; 0 turns the limit off. */
  vitalsRateLimit?: number;
  /** With an API key, registrations and confirmed subscribers are upserted into MailerLite through the outbox. */
  mailerLite?: MailerLiteSettings;
  /** "Ask the docs" (`/api/ask`); without it those routes answer 404. */
  ask?: AskSettings;
}

export interface AskSettings {
  /** Called once at start; when it fails the server still runs and /api/ask answers 503. */
  loadIndex: () => Promise<AskIndex>;
  answerOffline: AnswerOffline;
  /** Questions per client address per minute (0: off). Thumbs use the docs feedback limit. */
  rateLimit: number;
  retentionDays: number;
  /**
   * The platform's chatflow answers when set (ASK_PROVIDER=sidekick): at most `dailyLimit` calls a UTC day and
   * `maxStreams` at once on an instance; past either, the offline answer.
   */
  sidekick?: SidekickSettings & { dailyLimit: number; maxStreams: number };
}

export interface Service {
  /** Routers to mount under /api. */
  routes: Hono[];
  worker: OutboxWorker;
  webinar: WebinarService;
  /** Present when ADMIN_EMAILS names someone. */
  admin?: AdminAuth;
  /** Present when `ask` is configured; the retention sweep is started by whoever runs the service. */
  ask?: { service: AskService; retention: RetentionSweeper };
}

/** The display name (unquoted, when there is one) and the address of `Name <user@domain>` or `user@domain`. */
export function mailboxOf(mailFrom: string): { name?: string; address: string } {
  const angle = /^(.*)<([^>]+)>\s*$/.exec(mailFrom.trim());
  if (!angle) return { address: mailFrom.trim() };
  const name = (angle[1] ?? '')
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .replace(/\\(.)/g, '$1');
  return { ...(name ? { name } : {}), address: (angle[2] ?? '').trim() };
}

/** The domain of `Name <user@domain>` or `user@domain`. */
export function mailDomainOf(mailFrom: string): string {
  const { address } = mailboxOf(mailFrom);
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

/**
 * Wires the funnel together: repositories, the webinar and newsletter logic,
 * their routes and the outbox worker. Holds no state a second instance would
 * need: everything shared lives in the database.
 */
export function createService(options: ServiceOptions): Service {
  const { db, logger, siteUrl, trustProxy } = options;
  const clock = options.clock ?? (() => new Date());
  const config = options.webinar ?? webinarConfig;

  const compose = createComposer(db, {
    siteUrl,
    joinUrl: options.joinUrl,
    mailDomain: mailDomainOf(options.mailFrom),
    sender: mailboxOf(options.mailFrom),
    config,
  });
  const mailerLite = options.mailerLite;
  const sync = mailerLite ? { mailerlite_sync: createMailerLiteSync(db, mailerLite, options.fetch) } : {};
  const worker = createOutboxWorker({ ...options.worker, db, mailer: options.mailer, compose, sync, logger, clock });
  const onEmailQueued = () => worker.kick();

  const webinar = createWebinarService({
    db,
    config,
    clock,
    onEmailQueued,
    afterRegistration: mailerLite ? queueLeadSync : undefined,
  });
  const provider = createNewsletterProvider(
    options.newsletter,
    { db, clock, onEmailQueued, afterConfirmed: mailerLite ? queueSubscriberSync : undefined },
    options.fetch,
  );
  const admin =
    options.admin && options.admin.emails.length > 0
      ? createAdminAuth({
          db,
          allowed: new Set(options.admin.emails.map((email) => email.toLowerCase())),
          sessionHours: options.admin.sessionHours,
          clock,
          onEmailQueued,
          logger,
        })
      : undefined;

  const askSettings = options.ask;
  const ask = askSettings
    ? {
        service: createAskService({
          db,
          logger,
          clock,
          siteUrl,
          loadIndex: askSettings.loadIndex,
          answerOffline: askSettings.answerOffline,
          sidekick: askSettings.sidekick,
          fetch: options.fetch,
        }),
        retention: createRetentionSweeper({ db, days: askSettings.retentionDays, logger, clock }),
      }
    : undefined;
  const askRouter =
    ask && askSettings
      ? askRoutes({
          service: ask.service,
          siteUrl,
          trustProxy,
          rateLimit: askSettings.rateLimit,
          feedbackRateLimit: options.feedbackRateLimit,
        })
      : undefined;

  return {
    routes: [
      webinarRoutes({ service: webinar, siteUrl, trustProxy, rateLimit: options.registerRateLimit, logger }),
      emailRoutes({ db, siteUrl, clock }),
      newsletterRoutes({
        provider,
        siteUrl,
        redirectUrl: options.newsletter.redirectUrl,
        trustProxy,
        rateLimit: options.registerRateLimit,
        logger,
      }),
      docsFeedbackRoutes({ db, siteUrl, trustProxy, rateLimit: options.feedbackRateLimit, clock }),
      vitalsRoutes({ db, siteUrl, trustProxy, rateLimit: options.vitalsRateLimit ?? 30, clock }),
      ...(askRouter ? [askRouter] : []),
      ...(admin
        ? [
            adminRoutes({
              db,
              auth: admin,
              webinar,
              siteUrl,
              trustProxy,
              signInRateLimit: options.admin?.signInRateLimit ?? 5,
              mailerLiteEnabled: mailerLite !== undefined,
              clock,
              kick: onEmailQueued,
              logger,
              askIndex: ask ? () => ask.service.index() : undefined,
            }) as unknown as Hono,
          ]
        : []),
    ],
    worker,
    webinar,
    admin,
    ask,
  };
}
