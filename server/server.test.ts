import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPostgres, postgresReachable, preparePgliteDataDir, type TestPostgres } from './testing/databases';
import { freePort } from '../scripts/bench/free-port.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const BIG_FILE_BYTES = 32 * 1024 * 1024;

let workDir: string;
/** Where the servers under test keep their data: PostgreSQL when the test server is up, else PGlite. */
let database: { DATA_DIR: string; DATABASE_URL: string };
let pg: TestPostgres | undefined;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'site-server-test-'));
  database = { DATA_DIR: path.join(workDir, 'data'), DATABASE_URL: '' };
  if (await postgresReachable()) {
    pg = await createTestPostgres();
    database.DATABASE_URL = pg.url;
  } else {
    // A migrated embedded database, so the start does not spend its time on initdb.
    await preparePgliteDataDir(database.DATA_DIR);
  }
  mkdirSync(path.join(workDir, 'build'));
  writeFileSync(path.join(workDir, 'build', 'index.html'), '<!doctype html><h1>Home</h1>');
  // Large enough that the download is still under way when SIGTERM arrives.
  writeFileSync(path.join(workDir, 'build', 'big.bin'), Buffer.alloc(BIG_FILE_BYTES, 7));
  mkdirSync(path.join(workDir, 'empty'));
}, 120_000);

afterAll(async () => {
  await pg?.drop();
  rmSync(workDir, { recursive: true, force: true });
});

function start(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  // Node with the tsx loader, not `npx tsx` (npm does not pass SIGTERM on) nor the tsx
  // binary (it runs the server in a grandchild that a SIGKILL here would leave behind).
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...database, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('server process', () => {
  it('serves, announces itself once, and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const server = start({ BUILD_DIR: path.join(workDir, 'build'), PORT: String(port) });
    try {
      const ready = `Serving build/ and /api on http://127.0.0.1:${port}\n`;
      await waitFor(() => server.output().includes(ready), 60_000);

      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
      await waitFor(() => /GET \/api\/health 200 /.test(server.output()), 2_000);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output().split(ready)).toHaveLength(2);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 90_000);

  it('lets a download in progress finish before exiting on SIGTERM', async () => {
    const port = await freePort();
    const server = start({ BUILD_DIR: path.join(workDir, 'build'), PORT: String(port), LOG_LEVEL: 'silent' });
    try {
      await waitFor(() => server.output().includes('Serving build/'), 60_000);
      // A paused reader keeps the server from writing the whole file into socket buffers,
      // so the request is still in flight when the signal arrives.
      const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
        http.get(`http://127.0.0.1:${port}/big.bin`, resolve).once('error', reject);
      });
      response.pause();
      expect(response.statusCode).toBe(200);

      server.child.kill('SIGTERM');
      let exited = false;
      void server.exited.then(() => (exited = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(exited).toBe(false);

      let received = 0;
      response.on('data', (chunk: Buffer) => (received += chunk.length));
      response.resume();
      await new Promise((resolve) => response.once('end', resolve));
      expect(received).toBe(BIG_FILE_BYTES);
      expect(await server.exited).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 90_000);

  it('refuses to start without a build and says how to make one', async () => {
    const server = start({ BUILD_DIR: path.join(workDir, 'empty'), PORT: '0' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('npm run build');
  }, 10_000);

  it('names a malformed variable', async () => {
    const server = start({ BUILD_DIR: path.join(workDir, 'build'), PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT');
  }, 10_000);

  it('says why it cannot start when the database is unreachable, without echoing the URL', async () => {
    const server = start({
      BUILD_DIR: path.join(workDir, 'build'),
      PORT: '0',
      DATABASE_URL: 'postgres://site:s3cret@127.0.0.1:9/site',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('The service could not start:');
    expect(server.output()).toContain('ECONNREFUSED');
    expect(server.output()).not.toContain('s3cret');
  }, 30_000);
});
