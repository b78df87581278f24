// Starts the real HTTP service (server/server.ts) on a free loopback port, for
// the browser tests and the benchmark. Plain JS so scripts/bench/bench.mjs can use it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const READY_LINE = /http:\/\/[^\s/]+/;

/**
 * @typedef {object} RunningServer
 * @property {string} url Origin the server listens on, e.g. http://127.0.0.1:41234
 * @property {() => Promise<number | null>} stop Sends SIGTERM and resolves with the exit code.
 * @property {string} dataDir The server's own DATA_DIR (its embedded database and, without SMTP_URL, the outbox/ of .eml files); removed when it exits.
 */

/**
 * @param {{ buildDir?: string, logLevel?: 'info' | 'warn' | 'error' | 'silent', timeoutMs?: number, env?: Record<string, string>, onLog?: (line: string) => void, prepare?: (dataDir: string) => Promise<void> }} [options]
 *   `env`: more variables for the server, e.g. `{ REGISTER_RATE_LIMIT: '0' }`.
 *   `onLog`: receives each line the server logs (instead of stderr), e.g. to see the requests it answered.
 *   `prepare`: runs on the server's DATA_DIR before the server starts, e.g. to write rows into its embedded
 *   database that no public API writes (the server holds the database's lock once it runs).
 * @returns {Promise<RunningServer>}
 */
export async function startServer({
  buildDir = 'build',
  logLevel = 'warn',
  timeoutMs = 60_000,
  env = {},
  onLog = (line) => process.stderr.write(`[server] ${line}\n`),
  prepare,
} = {}) {
  // Each server gets its own embedded database: two servers (or a running
  // `npm start`) never contend for ./data's lock.
  const dataDir = mkdtempSync(join(tmpdir(), 'site-test-data-'));
  if (prepare) {
    try {
      await prepare(dataDir);
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: ROOT,
    // PORT=0 lets the OS pick a free port; the server prints the one it got.
    env: {
      ...process.env,
      // Every page a test leaves sends its Core Web Vitals beacon: hundreds a minute from one address, which
      // the per-address limit would answer with 429s no visitor gets. A test of the limit sets it again.
      VITALS_RATE_LIMIT: '0',
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      BUILD_DIR: buildDir,
      LOG_LEVEL: logLevel,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let output = '';
  /** @type {(url: string) => void} */
  let onReady = () => undefined;
  const ready = new Promise((resolve) => (onReady = resolve));
  const relay = (/** @type {Buffer} */ chunk) => {
    const text = chunk.toString();
    output += text;
    for (const line of text.split('\n')) {
      const match = READY_LINE.exec(line);
      if (match) onReady(new URL(match[0]).origin);
      else if (line.trim()) onLog(line);
    }
  };
  child.stdout.on('data', relay);
  child.stderr.on('data', relay);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve(code ?? signal);
    }),
  );

  let timer;
  const url = await Promise.race([
    ready,
    exited.then((code) => {
      throw new Error(`The server exited (${String(code)}) before it was ready:\n${output}`);
    }),
    new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`The server was not ready after ${timeoutMs} ms:\n${output}`)),
        timeoutMs,
      );
    }),
  ]).finally(() => clearTimeout(timer));

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null) return child.exitCode;
    child.kill('SIGTERM');
    const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('timeout'), 15_000))]);
    if (code === 'timeout') {
      child.kill('SIGKILL');
      throw new Error('The server did not exit within 15 s of SIGTERM');
    }
    return typeof code === 'number' ? code : null;
  };

  try {
    await waitForHealth(url, timeoutMs);
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  return { url, stop, dataDir };
}

/** Polls GET /api/health until it answers 200 {"status":"ok"}. */
async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/api/health`);
      const body = await response.text();
      if (response.status === 200 && JSON.parse(body).status === 'ok') return;
      last = `${response.status} ${body.slice(0, 200)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url}/api/health did not answer 200 {"status":"ok"} within ${timeoutMs} ms (last: ${last})`);
}
