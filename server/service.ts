import type { Hono } from 'hono';
import type { NewsletterConfig } from '../config/newsletter';
import { webinarConfig, type WebinarConfig } from '../config/webinar';
import type { Database } from './db/database';
import { createComposer } from './email/compose';
import type { Mailer } from './email/mailer';
import { createOutboxWorker, type OutboxWorker, type WorkerOptions } from './email/worker';
import type { Logger } from './logger';
import { createNewsletterProvider } from './newsletter/providers';
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
}

export interface Service {
  /** Routers to mount under /api. */
  routes: Hono[];
  worker: OutboxWorker;
  webinar: WebinarService;
}

/** The domain of `Name <user@domain>` or `user@domain`. */
export function mailDomainOf(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return address
    .slice(address.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
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
    config,
  });
  const worker = createOutboxWorker({ ...options.worker, db, mailer: options.mailer, compose, logger, clock });
  const onEmailQueued = () => worker.kick();

  const webinar = createWebinarService({ db, config, clock, onEmailQueued });
  const provider = createNewsletterProvider(options.newsletter, { db, clock, onEmailQueued }, options.fetch);

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
    ],
    worker,
    webinar,
  };
}
