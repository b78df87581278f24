import os from 'node:os';
import type { Database } from '../db/database';
import {
  claimDue,
  markFailed,
  markRetry,
  markSent,
  markSkipped,
  SYNC_KINDS,
  type OutboxMessage,
  type SyncKind,
} from '../db/outbox';
import type { Logger } from '../logger';
import type { Composer } from './compose';
import { isPermanentFailure, type Mailer } from './mailer';

/**
 * Delivers a sync row (a provider API call) instead of an email: resolves when
 * the provider took it, with `skip` when there is nothing to send, and throws
 * to retry (or with `permanent: true` to fail at once).
 */
export type SyncHandler = (message: OutboxMessage, now: Date) => Promise<{ skip: string } | void>;

const isSyncKind = (kind: string): kind is SyncKind => (SYNC_KINDS as readonly string[]).includes(kind);

export interface WorkerOptions {
  db: Database;
  mailer: Mailer;
  compose: Composer;
  /** Handlers for the provider sync kinds; a sync row without one is skipped. */
  sync?: Partial<Record<SyncKind, SyncHandler>>;
  logger: Logger;
  clock?: () => Date;
  /** How often an idle worker looks for due messages (other instances queue them too). */
  pollMs: number;
  /** How long a claim lasts; a message whose sender died is sent again after it. */
  leaseMs: number;
  /** First retry delay; each further attempt doubles it (capped at an hour). */
  retryBaseMs: number;
  maxAttempts: number;
  batchSize?: number;
  concurrency?: number;
  /** Recorded on each claim, for whoever reads the table. */
  claimedBy?: string;
}

export interface OutboxWorker {
  start(): void;
  /** Finishes the sends under way, then stops. */
  stop(): Promise<void>;
  /** Looks for due messages now instead of at the next poll. */
  kick(): void;
  /** Sends everything due now, batch after batch; resolves with how many messages it handled. */
  drain(): Promise<number>;
}

const MAX_RETRY_DELAY = 3_600_000;

export function retryDelay(attempts: number, baseMs: number, random: () => number = Math.random): number {
  const delay = Math.min(MAX_RETRY_DELAY, baseMs * 2 ** Math.max(0, attempts - 1));
  // ±20% jitter, so messages that failed together do not all retry together.
  return Math.round(delay * (0.8 + 0.4 * random()));
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}

export function createOutboxWorker(options: WorkerOptions): OutboxWorker {
  const { db, mailer, compose, logger, pollMs, leaseMs, retryBaseMs, maxAttempts } = options;
  const clock = options.clock ?? (() => new Date());
  const batchSize = options.batchSize ?? 20;
  const concurrency = options.concurrency ?? 4;
  const claimedBy = options.claimedBy ?? `${os.hostname()}:${process.pid}`;

  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let kicked = false;

  /** Settles a claim, retrying a failed database write a few times: losing it would mean a second send. */
  async function settle(action: () => Promise<boolean>, message: OutboxMessage, what: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        if (!(await action())) {
          logger.warn(`outbox ${message.id}: claim expired before it was marked ${what}; another worker took it over`);
        }
        return;
      } catch (error) {
        if (attempt >= 3) {
          logger.error(`outbox ${message.id}: could not mark ${what}`, error);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }

  /** Sends the email or calls the provider; a reason when there was nothing to do, else where it went. */
  async function deliver(message: OutboxMessage): Promise<{ skip: string } | { file?: string }> {
    if (isSyncKind(message.kind)) {
      const handler = options.sync?.[message.kind];
      if (!handler) return { skip: `no ${message.kind} provider is configured` };
      return (await handler(message, clock())) ?? {};
    }
    const composition = await compose(message, clock());
    if ('skip' in composition) return composition;
    return (await mailer.send(composition.email)) ?? {};
  }

  async function handle(message: OutboxMessage): Promise<void> {
    const label = isSyncKind(message.kind) ? 'sync' : 'email';
    let where = '';
    try {
      const outcome = await deliver(message);
      if ('skip' in outcome) {
        await settle(() => markSkipped(db, message, outcome.skip), message, 'skipped');
        logger.info(`${label} ${message.kind} ${message.id} skipped: ${outcome.skip}`);
        return;
      }
      // Without SMTP the message is a file; the operator (and the console's first sign-in) needs its path.
      if (outcome.file) where = ` (written to ${outcome.file})`;
    } catch (error) {
      const reason = describeError(error);
      if (isPermanentFailure(error) || message.attempts >= maxAttempts) {
        await settle(() => markFailed(db, message, reason), message, 'failed');
        logger.error(`${label} ${message.kind} ${message.id} failed after ${message.attempts} attempt(s): ${reason}`);
      } else {
        // A provider that says when to come back (429 Retry-After) is not asked sooner.
        const hinted = Math.min(MAX_RETRY_DELAY, (error as { retryAfterMs?: number } | null)?.retryAfterMs ?? 0);
        const delay = Math.max(retryDelay(message.attempts, retryBaseMs), hinted);
        const retryAt = new Date(clock().getTime() + delay);
        await settle(() => markRetry(db, message, retryAt, reason), message, 'for retry');
        logger.warn(
          `${label} ${message.kind} ${message.id} attempt ${message.attempts} failed (${reason}); retry at ${retryAt.toISOString()}`,
        );
      }
      return;
    }
    await settle(() => markSent(db, message, clock()), message, 'sent');
    logger.info(`${label} ${message.kind} ${message.id} sent${where}`);
  }

  async function runBatch(): Promise<number> {
    const messages = await claimDue(db, { now: clock(), limit: batchSize, leaseMs, claimedBy });
    let next = 0;
    const lanes = Array.from({ length: Math.min(concurrency, messages.length) }, async () => {
      while (next < messages.length) {
        const message = messages[next++] as OutboxMessage;
        await handle(message);
      }
    });
    await Promise.all(lanes);
    return messages.length;
  }

  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const handled = await runBatch();
      total += handled;
      if (handled === 0) return total;
    }
  }

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      if (kicked || !running) {
        kicked = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        kicked = false;
        resolve();
      }
      wake = done;
    });
  }

  async function run(): Promise<void> {
    while (running) {
      let handled = 0;
      try {
        handled = await runBatch();
      } catch (error) {
        logger.error('outbox: could not claim messages', error);
      }
      if (handled === 0) await sleep(pollMs);
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
      loop = undefined;
    },
    kick() {
      kicked = true;
      wake?.();
    },
    drain,
  };
}
