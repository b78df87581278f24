/**
 * The tracking test build (e2e/support/tracking-site): made when missing or
 * older than its sources, then reused, so `npm test` pays for it only after
 * a change. Written to test-results/ (ignored by git).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TEST_IDS } from './tracking-site/ids';

export const TRACKING_BUILD_DIR = 'test-results/tracking-build';
const STAMP = path.join(TRACKING_BUILD_DIR, '.build-complete');
const CONFIG = 'e2e/support/tracking-site/docusaurus.config.ts';
/** Everything the test build reads; docs, blog and OpenAPI sources are not part of it. */
const SOURCES = [
  'src',
  'static',
  'config',
  'i18n',
  'docusaurus.config.ts',
  'package-lock.json',
  'e2e/support/tracking-site',
];

function newestMtime(file: string): number {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(file).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(file, entry))),
    stat.mtimeMs,
  );
}

const stampText = () => `${JSON.stringify(TEST_IDS)}\n`;

/** Why the test build must be made again, or null when it is current. */
export function trackingBuildStaleReason(): string | null {
  if (!existsSync(STAMP)) return 'no tracking test build';
  if (readFileSync(STAMP, 'utf8') !== stampText()) return 'the test ids changed';
  const built = statSync(STAMP).mtimeMs;
  const changed = SOURCES.find((source) => newestMtime(source) > built);
  return changed ? `${changed} changed since the tracking test build` : null;
}

/** Builds the tracking test site if needed; resolves with the seconds spent (0 when reused). */
export async function ensureTrackingBuild(): Promise<number> {
  if (!trackingBuildStaleReason()) return 0;
  const started = performance.now();
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(
      path.join('node_modules', '.bin', 'docusaurus'),
      ['build', '--config', CONFIG, '--out-dir', TRACKING_BUILD_DIR],
      { env: { ...process.env, ...TEST_IDS, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) {
    throw new Error(`The tracking test build failed (exit ${String(code)}):\n${output.join('').slice(-4000)}`);
  }
  writeFileSync(STAMP, stampText());
  return (performance.now() - started) / 1000;
}
