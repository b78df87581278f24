// Decides whether build/ is missing or older than the sources it is made from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const BUILD_DIR = 'build';
export const STAMP = join(BUILD_DIR, '.build-complete');

/** Everything a build reads: when one of these changes, the build is stale. */
const SOURCES = [
  'docs',
  'blog',
  'src',
  'static',
  'config',
  'openapi',
  'plugins',
  'docusaurus.config.ts',
  'sidebars.ts',
  'i18n',
  'package-lock.json',
  // The build's own steps, and the passages and terms the Ask the docs index is written with.
  'scripts/build',
  'server/ask',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Why the site must be rebuilt, or null when build/ is up to date. */
export function staleReason(root = '.') {
  const stamp = join(root, STAMP);
  if (!existsSync(stamp)) return 'no complete build found';
  const built = statSync(stamp).mtimeMs;
  const changed = SOURCES.find((source) => newestMtime(join(root, source)) > built);
  return changed ? `${changed} changed since the last build` : null;
}
