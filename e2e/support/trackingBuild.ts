/**
 * The tracking test builds (e2e/support/tracking-site): the production pages
 * with the test tag ids, one per consent model (CONSENT_MODE opt-in, the
 * default, and opt-out). Each is made when missing or older than its sources,
 * then reused, so `npm test` pays for them only after a change; the second
 * takes seconds, from the bundler's cache. Written to test-results/ (ignored by git).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TEST_IDS } from './tracking-site/ids';

export type ConsentModeBuild = 'opt-in' | 'opt-out';

export const TRACKING_BUILD_DIR = 'test-results/tracking-build';
const buildDir = (mode: ConsentModeBuild) => (mode === 'opt-in' ? TRACKING_BUILD_DIR : `${TRACKING_BUILD_DIR}-${mode}`);
const stampOf = (mode: ConsentModeBuild) => path.join(buildDir(mode), '.build-complete');
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

const stampText = (mode: ConsentModeBuild) => `${JSON.stringify({ ...TEST_IDS, CONSENT_MODE: mode })}\n`;

/** Why the test build must be made again, or null when it is current. */
export function trackingBuildStaleReason(mode: ConsentModeBuild = 'opt-in'): string | null {
  const stamp = stampOf(mode);
  if (!existsSync(stamp)) return 'no tracking test build';
  if (readFileSync(stamp, 'utf8') !== stampText(mode)) return 'the test ids changed';
  const built = statSync(stamp).mtimeMs;
  const changed = SOURCES.find((source) => newestMtime(source) > built);
  return changed ? `${changed} changed since the tracking test build` : null;
}

/** Builds the tracking test site if needed; resolves with its folder and the seconds spent (0 when reused). */
export async function ensureTrackingBuild(
  mode: ConsentModeBuild = 'opt-in',
): Promise<{ dir: string; seconds: number }> {
  const dir = buildDir(mode);
  if (!trackingBuildStaleReason(mode)) return { dir, seconds: 0 };
  const started = performance.now();
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(
      path.join('node_modules', '.bin', 'docusaurus'),
      ['build', '--config', CONFIG, '--out-dir', dir],
      {
        env: { ...process.env, ...TEST_IDS, CONSENT_MODE: mode, NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) {
    throw new Error(`The tracking test build failed (exit ${String(code)}):\n${output.join('').slice(-4000)}`);
  }
  writeFileSync(stampOf(mode), stampText(mode));
  return { dir, seconds: (performance.now() - started) / 1000 };
}
