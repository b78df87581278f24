import path from 'node:path';
import { newsletterConfig } from '../config/newsletter';
import { webinarConfig } from '../config/webinar';
import { answerOffline, loadAskIndex } from './ask/index';
import { askSettings } from './ask/settings';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { createFileMailer, createSmtpMailer, type Mailer } from './email/mailer';
import type { Env } from './env';
import type { Logger } from './logger';
import { createService, type Service } from './service';

export interface RunningService extends Service {
  db: Database;
  mailer: Mailer;
  /**
   * Stops the worker (letting sends under way finish) and the questions' retention sweep, waits for thumbs being
   * passed on to the platform, then closes the mailer and the database.
   */
  close(): Promise<void>;
}

/**
 * Opens the database, applies pending migrations, and starts the service with its outbox worker and the retention
 * sweep of "Ask the docs", whose index is read from the build (a missing one turns /api/ask off, not the server).
 */
export async function startService(env: Env, logger: Logger): Promise<RunningService> {
  const db = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  let mailer: Mailer | undefined;
  try {
    const applied = await migrate(db);
    if (applied.length > 0) logger.info(`Database migrations applied: ${applied.join(', ')}`);
    mailer = env.SMTP_URL
      ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
      : createFileMailer(path.join(env.DATA_DIR, 'outbox'), env.MAIL_FROM);
    const service = createService({
      db,
      mailer,
      logger,
      siteUrl: env.SITE_URL,
      mailFrom: env.MAIL_FROM,
      joinUrl: env.WEBINAR_JOIN_URL,
      trustProxy: env.TRUST_PROXY,
      registerRateLimit: env.REGISTER_RATE_LIMIT,
      feedbackRateLimit: env.FEEDBACK_RATE_LIMIT,
      newsletter: newsletterConfig(env),
      webinar: { ...webinarConfig, session: { ...webinarConfig.session, seats: env.WEBINAR_SEATS } },
      admin: {
        emails: env.ADMIN_EMAILS,
        sessionHours: env.ADMIN_SESSION_HOURS,
        signInRateLimit: env.ADMIN_SIGN_IN_RATE_LIMIT,
      },
      vitalsRateLimit: env.VITALS_RATE_LIMIT,
      ask: askSettings(env, { loadIndex: () => loadAskIndex(env.BUILD_DIR), answerOffline }),
      mailerLite: env.MAILERLITE_API_KEY
        ? { apiKey: env.MAILERLITE_API_KEY, apiUrl: env.MAILERLITE_API_URL, groups: env.MAILERLITE_GROUPS }
        : undefined,
      worker: {
        pollMs: env.EMAIL_POLL_MS,
        leaseMs: env.EMAIL_LEASE_MS,
        retryBaseMs: env.EMAIL_RETRY_BASE_MS,
        maxAttempts: env.EMAIL_MAX_ATTEMPTS,
      },
    });
    service.worker.start();
    service.ask?.retention.start();
    logger.info(
      `Database: ${db.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${env.DATA_DIR}`}; email: ${mailer.description}`,
    );
    logger.info(
      `Console: ${service.admin ? `on for ${env.ADMIN_EMAILS.length} address(es)` : 'off (ADMIN_EMAILS is unset)'}; MailerLite sync: ${env.MAILERLITE_API_KEY ? env.MAILERLITE_API_URL : 'off'}`,
    );
    const openMailer = mailer;
    return {
      ...service,
      db,
      mailer: openMailer,
      async close() {
        await service.admin?.settled();
        await service.ask?.retention.stop();
        await service.ask?.service.settled();
        await service.worker.stop();
        openMailer.close();
        await db.close();
      },
    };
  } catch (error) {
    mailer?.close();
    await db.close();
    throw error;
  }
}
