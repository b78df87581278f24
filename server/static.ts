import { createReadStream, realpathSync, type Stats } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context, Handler } from 'hono';
import { canonicalVariant, movedTarget, readCanonicalPaths } from './canonical';
import { contentType, isCompressible } from './mime';
import { acceptsEncoding, isNotModified, weakEtag } from './negotiate';

const NOT_FOUND_PAGE = '/404.html';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Preferred first: brotli is smaller than gzip for the same file. */
const ENCODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;
const FILE_MISSING = new Set(['ENOENT', 'ENOTDIR', 'ELOOP', 'ENAMETOOLONG']);

/**
 * The build does not change while the server runs (a rebuild needs a restart,
 * as the CSP hashes do), so what a path resolves to is looked up once, and
 * files up to MAX_CACHED_FILE are kept in memory, up to MAX_CACHED_BYTES in
 * all: every page with its brotli and gzip copies fits. Larger files are
 * streamed from disk on each request. Lookups are remembered up to
 * MAX_LOOKUPS paths, misses included, so made-up paths cannot grow the map
 * without bound; past that, paths not seen yet are looked up each time.
 */
const MAX_CACHED_FILE = 512 * 1024;
const MAX_CACHED_BYTES = 96 * 1024 * 1024;
const MAX_LOOKUPS = 20_000;

/** A file of the build: where it really is, its validators and, when small, its bytes. */
interface BuildFile {
  realPath: string;
  stats: Stats;
  etag: string;
  lastModified: string;
  bytes?: Uint8Array<ArrayBuffer>;
}

/**
 * Decodes the request path once. Returns undefined for anything that could
 * address a file other than the one it names: malformed escapes, NUL bytes,
 * backslashes, and dot segments smuggled in as %2e or behind an encoded slash
 * (the URL parser has already resolved the literal ones).
 */
export function decodeRequestPath(rawPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) return undefined;
  return decoded;
}

/** `/x/index.html` → `/x/`, `/x.html` → `/x`, `/index.html` → `/`; undefined when no redirect applies. */
export function htmlRedirectTarget(rawPath: string): string | undefined {
  let target: string;
  if (rawPath.endsWith('/index.html')) target = rawPath.slice(0, -'index.html'.length);
  else if (rawPath.endsWith('.html')) target = rawPath.slice(0, -'.html'.length);
  else return undefined;
  // A Location starting with // would send the browser to another host.
  return `/${target.replace(/^\/+/, '')}`;
}

function isInside(parent: string, child: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
}

/** Dotfiles are never part of the site, except the well-known URIs. */
function isHidden(requestPath: string): boolean {
  return requestPath.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known');
}

function cachePolicy(requestPath: string, extension: string): string {
  if (extension === '.html') return 'no-cache';
  if (requestPath.startsWith('/assets/')) return IMMUTABLE;
  return 'public, max-age=3600';
}

function body(file: BuildFile, method: string): Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array> | null {
  if (method === 'HEAD') return null;
  return file.bytes ?? (Readable.toWeb(createReadStream(file.realPath)) as ReadableStream<Uint8Array>);
}

export interface ServeBuildOptions {
  /** Paths of the build that are answered with the not-found page as if absent (the console's pages while it is off). */
  hidden?: (requestPath: string) => boolean;
  /**
   * Old routes and where they moved (config/movedRoutes.ts): answered with a
   * permanent redirect, query kept. A route the build's sitemap lists is a
   * page and is served, whatever the list says.
   */
  moved?: ReadonlyMap<string, string>;
}

/** Serves the static build: GET and HEAD only, never outside `buildDir`. */
export function serveBuild(buildDir: string, { hidden, moved = new Map() }: ServeBuildOptions = {}): Handler {
  const root = path.resolve(buildDir);
  let realRoot = root;
  try {
    realRoot = realpathSync(root);
  } catch {
    // A missing build dir answers every request with a plain 404; server.ts refuses to start without one.
  }
  const canonical = readCanonicalPaths(root);
  const movedAway = new Map([...moved].filter(([from]) => !canonical.has(from) && !canonical.has(`${from}/`)));
  const lookups = new Map<string, Promise<BuildFile | undefined>>();
  let cachedBytes = 0;

  /** Finds `urlPath` below the root, following symlinks only while they stay inside. */
  async function findInside(urlPath: string): Promise<BuildFile | undefined> {
    const candidate = path.join(root, urlPath);
    if (!isInside(root, candidate)) return undefined;
    let realPath: string;
    let stats: Stats;
    try {
      realPath = await realpath(candidate);
      if (!isInside(realRoot, realPath)) return undefined;
      stats = await stat(realPath);
    } catch (error) {
      if (FILE_MISSING.has((error as NodeJS.ErrnoException).code ?? '')) return undefined;
      throw error;
    }
    if (!stats.isFile()) return undefined;
    const file: BuildFile = { realPath, stats, etag: weakEtag(stats), lastModified: stats.mtime.toUTCString() };
    if (stats.size <= MAX_CACHED_FILE && cachedBytes + stats.size <= MAX_CACHED_BYTES) {
      cachedBytes += stats.size;
      // readFile gives each file a buffer of its own, never a shared one.
      file.bytes = await (readFile(realPath) as Promise<Uint8Array<ArrayBuffer>>).catch((error: unknown) => {
        cachedBytes -= stats.size;
        throw error;
      });
    }
    return file;
  }

  /** findInside, remembered: a failed lookup (an error other than a missing file) is tried again next time. */
  function fileInside(urlPath: string): Promise<BuildFile | undefined> {
    let found = lookups.get(urlPath);
    if (!found) {
      found = findInside(urlPath);
      if (lookups.size < MAX_LOOKUPS) {
        lookups.set(urlPath, found);
        found.catch(() => lookups.delete(urlPath));
      }
    }
    return found;
  }

  /** Exact file, then `<path>/index.html`, then `<path>.html`, as Docusaurus emits routes. */
  async function resolveRoute(requestPath: string): Promise<{ file: BuildFile; urlPath: string } | undefined> {
    const candidates = requestPath.endsWith('/')
      ? [`${requestPath}index.html`]
      : [requestPath, `${requestPath}/index.html`, `${requestPath}.html`];
    for (const urlPath of candidates) {
      const file = await fileInside(urlPath);
      if (file) return { file, urlPath };
    }
    return undefined;
  }

  async function notFound(c: Context): Promise<Response> {
    const page = await fileInside(NOT_FOUND_PAGE);
    if (!page) return c.text('Not found', 404);
    return new Response(body(page, c.req.method), {
      status: 404,
      headers: {
        'Content-Type': contentType('.html'),
        'Content-Length': String(page.stats.size),
        'Cache-Control': 'no-cache',
      },
    });
  }

  async function precompressed(urlPath: string, acceptEncoding: string | undefined) {
    for (const { coding, suffix } of ENCODINGS) {
      if (!acceptsEncoding(acceptEncoding, coding)) continue;
      const file = await fileInside(urlPath + suffix);
      if (file) return { coding, file };
    }
    return undefined;
  }

  async function send(c: Context, requestPath: string, urlPath: string, original: BuildFile): Promise<Response> {
    const extension = path.extname(urlPath).toLowerCase();
    const compressible = isCompressible(extension);
    const variant = compressible ? await precompressed(urlPath, c.req.header('accept-encoding')) : undefined;
    const file = variant?.file ?? original;

    const headers: Record<string, string> = {
      'Cache-Control': cachePolicy(requestPath, extension),
      ETag: file.etag,
      'Last-Modified': file.lastModified,
    };
    if (compressible) headers.Vary = 'Accept-Encoding';
    if (isNotModified(c.req.raw.headers, file.etag, file.stats.mtime)) {
      return new Response(null, { status: 304, headers });
    }
    headers['Content-Type'] = contentType(extension);
    headers['Content-Length'] = String(file.stats.size);
    if (variant) headers['Content-Encoding'] = variant.coding;
    return new Response(body(file, c.req.method), { status: 200, headers });
  }

  return async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.text('Method not allowed', 405, { Allow: 'GET, HEAD' });
    }
    const url = new URL(c.req.url);
    const requestPath = decodeRequestPath(url.pathname);
    if (requestPath === undefined) return c.text('Bad request', 400);
    if (isHidden(requestPath) || hidden?.(requestPath)) return notFound(c);

    const movedTo = movedTarget(requestPath, movedAway);
    if (movedTo !== undefined) return c.redirect(movedTo + url.search, 301);

    const stripped = htmlRedirectTarget(url.pathname);
    if (stripped !== undefined) {
      const target = canonicalVariant(stripped, canonical) ?? stripped;
      return c.redirect(target + url.search, 301);
    }
    const canonicalPath = canonicalVariant(requestPath, canonical);
    if (canonicalPath !== undefined) return c.redirect(encodeURI(canonicalPath) + url.search, 301);

    const route = await resolveRoute(requestPath);
    if (!route) return notFound(c);
    // Addressed directly (/404), the page still answers 404 so crawlers never index it.
    if (route.urlPath === NOT_FOUND_PAGE) return notFound(c);
    return send(c, requestPath, route.urlPath, route.file);
  };
}
