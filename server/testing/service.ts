/** Runs the service in-process on a loopback port, the way server.ts does, for the service tests. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { NEWSLETTER_DEFAULTS } from '../../config/newsletter';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { createSmtpMailer, type EmailMessage, type Mailer } from '../email/mailer';
import type { Logger } from '../logger';
import { createService, type Service, type ServiceOptions } from '../service';

export const TEST_SITE_URL = 'https://site.test';

/** A logger that keeps what it is given, so tests can check what reached the log. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => lines.push(`info ${message}`),
    warn: (message) => lines.push(`warn ${message}`),
    error: (message, cause) => lines.push(`error ${message}${cause === undefined ? '' : ` ${inspect(cause)}`}`),
  };
}

export interface TestService extends Service {
  url: string;
  logger: ReturnType<typeof memoryLogger>;
  mailer: Mailer;
  stop(): Promise<void>;
}

export interface TestServiceOptions extends Partial<Omit<ServiceOptions, 'db' | 'worker'>> {
  db: Database;
  /** SMTP server to deliver to (ignored when `mailer` is given). */
  smtpUrl?: string;
  worker?: Partial<ServiceOptions['worker']>;
  /** Start the outbox worker (default); tests that step it by hand call drain() instead. */
  startWorker?: boolean;
}

export async function startTestService(options: TestServiceOptions): Promise<TestService> {
  const { db, smtpUrl, startWorker = true, worker, ...overrides } = options;
  const logger = memoryLogger();
  const mailFrom = overrides.mailFrom ?? 'AnswerAgentAI <workshop@answeragent.test>';
  const mailer = overrides.mailer ?? createSmtpMailer(smtpUrl ?? 'smtp://127.0.0.1:9', mailFrom);
  const service = createService({
    siteUrl: TEST_SITE_URL,
    trustProxy: false,
    registerRateLimit: 0,
    feedbackRateLimit: 0,
    newsletter: NEWSLETTER_DEFAULTS,
    ...overrides,
    db,
    mailer,
    mailFrom,
    logger,
    worker: { pollMs: 50, leaseMs: 5_000, retryBaseMs: 50, maxAttempts: 5, ...worker },
  });
  const app = createApp({
    buildDir: path.join(os.tmpdir(), 'answeragent-no-build'),
    trustProxy: false,
    logger,
    apiRoutes: service.routes,
  });
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  if (startWorker) service.worker.start();
  return {
    ...service,
    url: `http://127.0.0.1:${port}`,
    logger,
    mailer,
    async stop() {
      await service.admin?.settled();
      await service.ask?.service.settled();
      await service.worker.stop();
      // Everything under way has settled: connections still open are idle keep-alives, or streams a test walked
      // away from, which server.close alone would wait on for seconds.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      (server as Server).closeAllConnections();
      await closed;
      mailer.close();
    },
  };
}

export interface JsonResponse {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
  text: string;
}

/** POSTs JSON (or a raw string body with the given content type) and reads the answer. */
export async function postJson(
  url: string,
  body: unknown,
  { headers = {}, raw = false }: { headers?: Record<string, string>; raw?: boolean } = {},
): Promise<JsonResponse> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: raw ? (body as string) : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Not JSON (the checklist document, an HTML page): tests read `text`.
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

/** A mailer that keeps what it is asked to send; `fail` makes the next sends throw it. */
export function memoryMailer(): Mailer & { sent: EmailMessage[]; fail?: Error } {
  const mailer: Mailer & { sent: EmailMessage[]; fail?: Error } = {
    description: 'memory',
    sent: [],
    send(message) {
      if (mailer.fail) return Promise.reject(mailer.fail);
      mailer.sent.push(message);
      return Promise.resolve();
    },
    close() {},
  };
  return mailer;
}
