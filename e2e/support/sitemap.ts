/** The pages of the build under test, as its sitemap lists them. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { unlistedRoutes } from '../../config/routes';
import { BUILD_DIR } from '../../scripts/build/state.mjs';

/** Site paths of every <loc> in build/sitemap.xml (BUILD_DIR picks another build), in sitemap order. */
export function sitemapPaths(): string[] {
  const buildDir = process.env.BUILD_DIR?.trim() || BUILD_DIR;
  const xml = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/**
 * The pages the site-wide walks visit: the sitemap's, then the pages that say
 * noindex and so are left out of it (config/routes.ts `unlistedRoutes`).
 */
export function walkedPaths(): string[] {
  return [...sitemapPaths(), ...Object.keys(unlistedRoutes)];
}
