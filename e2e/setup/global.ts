/**
 * Runs once per e2e run: checks that Chromium and a complete build exist,
 * starts the real server on a free port and hands its URL to the tests.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { BUILD_DIR, STAMP, staleReason } from '../../scripts/build/state.mjs';
import { findChromium } from '../support/chromium.mjs';
import { startServer } from '../support/server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server under test, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  findChromium();

  // BUILD_DIR tests another build, as it does for the server; the default is build/.
  const buildDir = process.env.BUILD_DIR?.trim() || BUILD_DIR;
  const stamp = path.join(buildDir, path.basename(STAMP));
  if (!existsSync(stamp)) {
    throw new Error(`No complete build in ${buildDir}/ (${stamp} is missing). Run \`npm run build\` first.`);
  }
  const stale = path.resolve(buildDir) === path.resolve(BUILD_DIR) ? staleReason() : null;
  if (stale) {
    console.warn(`Warning: testing an out-of-date build (${stale}). Run \`npm run build\` to test your changes.`);
  }

  const server = await startServer({ buildDir, logLevel: 'warn' });
  project.provide('baseUrl', server.url);

  return async () => {
    const code = await server.stop();
    if (code !== 0) throw new Error(`The server exited with code ${String(code)} on SIGTERM (expected 0)`);
  };
}
