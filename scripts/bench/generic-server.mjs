// A generic static server for `npm run bench -- --compare`: `serve` (Vercel's,
// what `npx serve` runs), pinned and installed once in the bench cache
// (scripts/bench/template.mjs) rather than made a dependency of the site.
// It serves clean URLs (/docs/intro answers docs/intro/index.html) and gzips,
// with its defaults; `headers` adds response headers to every path.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BENCH_CACHE_DIR } from './template.mjs';

export const SERVE_VERSION = '14.2.7';
const SERVE_ROOT = join(BENCH_CACHE_DIR, `serve-${SERVE_VERSION}`);
const SERVE_BIN = join(SERVE_ROOT, 'node_modules/serve/build/main.js');
const READY_LINE = /Accepting connections at (http:\/\/\S+)/;

function ensureServe() {
  if (existsSync(SERVE_BIN)) return;
  console.log(`Installing serve@${SERVE_VERSION} in ${SERVE_ROOT} (once)`);
  const result = spawnSync(
    process.platform === 'win32' ? 'npm.cmd' : 'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--no-save',
      '--loglevel=error',
      '--prefix',
      SERVE_ROOT,
      `serve@${SERVE_VERSION}`,
    ],
    { stdio: 'inherit' },
  );
  if (result.status !== 0 || !existsSync(SERVE_BIN)) throw new Error(`Installing serve@${SERVE_VERSION} failed`);
}

/**
 * Serves `dir` on a free loopback port.
 * @param {{ dir: string, headers?: Record<string, string> }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startStaticServer({ dir, headers = {} }) {
  ensureServe();
  const configDir = mkdtempSync(join(tmpdir(), 'bench-serve-'));
  const config = join(configDir, 'serve.json');
  const entries = Object.entries(headers).map(([key, value]) => ({ key, value }));
  writeFileSync(config, JSON.stringify(entries.length > 0 ? { headers: [{ source: '**', headers: entries }] } : {}));
  const child = spawn(
    process.execPath,
    [
      SERVE_BIN,
      '--no-request-logging',
      '--no-clipboard',
      '--config',
      config,
      '--listen',
      'tcp://127.0.0.1:0',
      resolve(dir),
    ],
    // NO_UPDATE_CHECK: serve would otherwise ask the registry for a newer version on every start.
    { env: { ...process.env, NO_UPDATE_CHECK: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let output = '';
  const exited = new Promise((done) => child.once('exit', (code, signal) => done(code ?? signal)));
  const url = await new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`serve did not start within 30 s:\n${output}`)), 30_000);
    const relay = (chunk) => {
      output += chunk.toString();
      const match = READY_LINE.exec(output);
      if (match) {
        clearTimeout(timer);
        done(new URL(match[1]).origin);
      }
    };
    child.stdout.on('data', relay);
    child.stderr.on('data', relay);
    void exited.then((code) => {
      clearTimeout(timer);
      fail(new Error(`serve exited (${String(code)}) before it was ready:\n${output}`));
    });
  });
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      // serve closes gracefully and may wait on the browser's keep-alive sockets.
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(configDir, { recursive: true, force: true });
  };
  return { url, stop };
}
