import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { startService, type RunningService } from './boot';
import { EnvError, loadEnv, type Env } from './env';
import { createLogger } from './logger';
import { createPageCache } from './pageCache';

const SHUTDOWN_GRACE_MS = 10_000;

function readEnv(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const env = readEnv();
if (!existsSync(path.join(env.BUILD_DIR, 'index.html'))) {
  console.error(`No site to serve: ${path.join(env.BUILD_DIR, 'index.html')} is missing. Run \`npm run build\` first.`);
  process.exit(1);
}

const logger = createLogger(env.LOG_LEVEL);

async function openService(): Promise<RunningService> {
  try {
    return await startService(env, logger);
  } catch (error) {
    // Configuration and connection problems are the usual cause: say which, without a stack.
    console.error(`The service could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

const service = await openService();
const app = createApp({
  buildDir: env.BUILD_DIR,
  trustProxy: env.TRUST_PROXY,
  logger,
  apiRoutes: service.routes,
  adminConsole: service.admin !== undefined,
});

// Built pages the app has answered once are answered again before its router runs (server/pageCache.ts).
const pages = createPageCache({ app, logger, trustProxy: env.TRUST_PROXY });
const appListener = getRequestListener(app.fetch, { hostname: env.HOST });
const server = http.createServer((request, response) => {
  if (!pages.answer(request, response)) void appListener(request, response);
});
server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : env.PORT;
  const host = env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
  console.log(`Serving build/ and /api on http://${host}:${port}`);
});

server.on('error', (error: NodeJS.ErrnoException) => {
  logger.error(`Cannot listen on ${env.HOST}:${env.PORT}: ${error.code ?? error.message}`);
  process.exit(1);
});

let stopping = false;

// close() only drops the connections idle at that moment; one whose request finishes
// later would hold the process open for the keep-alive timeout.
server.on('request', (_request: http.IncomingMessage, response: http.ServerResponse) => {
  response.once('finish', () => {
    if (stopping) setImmediate(() => server.closeIdleConnections());
  });
});

function shutdown(signal: NodeJS.Signals): void {
  if (stopping) {
    // A second Ctrl-C means the operator does not want to wait.
    process.exit(1);
  }
  stopping = true;
  logger.info(`${signal} received: finishing in-flight requests`);
  const force = setTimeout(() => {
    logger.error(`Requests still open after ${SHUTDOWN_GRACE_MS / 1000} s; exiting anyway`);
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  // close() stops accepting connections and drops the idle keep-alive ones, then waits for the rest;
  // then the outbox worker finishes the sends under way and the database closes cleanly.
  server.close(() => {
    service.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('Closing the service failed', error);
        process.exit(1);
      },
    );
  });
}

process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
