/**
 * Questions older than ASK_RETENTION_DAYS are deleted: once when the service starts, then every hour. Each
 * instance runs its own sweep; they take turns on an advisory lock (db/questions.ts), so several at once are safe.
 */
import { deleteQuestionsBefore } from '../db/questions';
import type { Database } from '../db/database';
import type { Logger } from '../logger';

const DAY_MS = 86_400_000;
export const RETENTION_SWEEP_MS = 3_600_000;

export interface RetentionSweeper {
  /** Runs one sweep now; resolves with how many questions it deleted (0 when it failed: the log says why). */
  sweep(): Promise<number>;
  start(): void;
  /** Stops the timer and waits for a sweep under way. */
  stop(): Promise<void>;
}

export function createRetentionSweeper(options: {
  db: Database;
  days: number;
  logger: Logger;
  clock: () => Date;
  intervalMs?: number;
}): RetentionSweeper {
  const { db, days, logger, clock } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  const sweep = (): Promise<number> => {
    running ??= (async () => {
      try {
        const deleted = await deleteQuestionsBefore(db, new Date(clock().getTime() - days * DAY_MS));
        if (deleted > 0) logger.info(`Ask the docs: deleted ${deleted} question(s) older than ${days} days`);
        return deleted;
      } catch (error) {
        logger.error('Ask the docs: deleting old questions failed', error);
        return 0;
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  return {
    sweep,
    start() {
      if (timer) return;
      void sweep();
      timer = setInterval(() => void sweep(), options.intervalMs ?? RETENTION_SWEEP_MS);
      // The sweep never keeps the process alive on its own.
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
