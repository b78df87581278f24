import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The canonical path of every page, read once from the build's sitemap.
 * Docusaurus writes both `/agents` and `/docs/` as `<dir>/index.html`, so only
 * the sitemap tells which form (with or without the trailing slash) a page's
 * canonical URL uses.
 */
export function readCanonicalPaths(buildDir: string): Set<string> {
  const sitemap = path.join(buildDir, 'sitemap.xml');
  if (!existsSync(sitemap)) return new Set();
  const paths = new Set<string>();
  for (const [, loc] of readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)) {
    try {
      paths.add(new URL(loc ?? '').pathname);
    } catch {
      // A malformed entry names no page we could redirect to.
    }
  }
  return paths;
}

/**
 * The canonical form of `requestPath` when it differs only by its trailing
 * slash; undefined when the path is canonical or unknown.
 */
export function canonicalVariant(requestPath: string, canonical: ReadonlySet<string>): string | undefined {
  if (requestPath === '/' || canonical.has(requestPath)) return undefined;
  const variant = requestPath.endsWith('/') ? requestPath.slice(0, -1) : `${requestPath}/`;
  return canonical.has(variant) ? variant : undefined;
}

/**
 * Where a moved route (config/movedRoutes.ts) sends its reader, for any form
 * of the old path: with or without the trailing slash, `.html` or
 * `/index.html`. Undefined for any other path.
 */
export function movedTarget(requestPath: string, moved: ReadonlyMap<string, string>): string | undefined {
  const bare = requestPath.replace(/(\/index)?\.html$/, '').replace(/(.)\/$/, '$1');
  return moved.get(bare);
}
