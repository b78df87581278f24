import { realpathSync, type Stats } from 'node:fs';
import { open, realpath, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context, Handler } from 'hono';
import { canonicalVariant, readCanonicalPaths } from './canonical';
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

interface OpenFile {
  handle: FileHandle;
  stats: Stats;
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

function body(file: OpenFile, method: string): ReadableStream<Uint8Array> | null {
  if (method === 'HEAD') {
    void file.handle.close();
    return null;
  }
  return Readable.toWeb(file.handle.createReadStream()) as ReadableStream<Uint8Array>;
}

/** Serves the static build: GET and HEAD only, never outside `buildDir`. */
export function serveBuild(buildDir: string): Handler {
  const root = path.resolve(buildDir);
  let realRoot = root;
  try {
    realRoot = realpathSync(root);
  } catch {
    // A missing build dir answers every request with a plain 404; server.ts refuses to start without one.
  }
  const canonical = readCanonicalPaths(root);

  /** Opens `urlPath` below the root, following symlinks only while they stay inside. */
  async function openInside(urlPath: string): Promise<OpenFile | undefined> {
    const candidate = path.join(root, urlPath);
    if (!isInside(root, candidate)) return undefined;
    let handle: FileHandle;
    try {
      const real = await realpath(candidate);
      if (!isInside(realRoot, real)) return undefined;
      handle = await open(real, 'r');
    } catch (error) {
      if (FILE_MISSING.has((error as NodeJS.ErrnoException).code ?? '')) return undefined;
      throw error;
    }
    const stats = await handle.stat().catch(async (error: unknown) => {
      await handle.close();
      throw error;
    });
    if (stats.isFile()) return { handle, stats };
    await handle.close();
    return undefined;
  }

  /** Exact file, then `<path>/index.html`, then `<path>.html`, as Docusaurus emits routes. */
  async function resolveRoute(requestPath: string): Promise<{ file: OpenFile; urlPath: string } | undefined> {
    const candidates = requestPath.endsWith('/')
      ? [`${requestPath}index.html`]
      : [requestPath, `${requestPath}/index.html`, `${requestPath}.html`];
    for (const urlPath of candidates) {
      const file = await openInside(urlPath);
      if (file) return { file, urlPath };
    }
    return undefined;
  }

  async function notFound(c: Context): Promise<Response> {
    const page = await openInside(NOT_FOUND_PAGE);
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
      const file = await openInside(urlPath + suffix);
      if (file) return { coding, file };
    }
    return undefined;
  }

  async function send(c: Context, requestPath: string, urlPath: string, original: OpenFile): Promise<Response> {
    const extension = path.extname(urlPath).toLowerCase();
    const compressible = isCompressible(extension);
    const variant = compressible ? await precompressed(urlPath, c.req.header('accept-encoding')) : undefined;
    if (variant) await original.handle.close();
    const file = variant?.file ?? original;

    const etag = weakEtag(file.stats);
    const headers = new Headers({
      'Cache-Control': cachePolicy(requestPath, extension),
      ETag: etag,
      'Last-Modified': file.stats.mtime.toUTCString(),
    });
    if (compressible) headers.set('Vary', 'Accept-Encoding');
    if (isNotModified(c.req.raw.headers, etag, file.stats.mtime)) {
      await file.handle.close();
      return new Response(null, { status: 304, headers });
    }
    headers.set('Content-Type', contentType(extension));
    headers.set('Content-Length', String(file.stats.size));
    if (variant) headers.set('Content-Encoding', variant.coding);
    return new Response(body(file, c.req.method), { status: 200, headers });
  }

  return async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.text('Method not allowed', 405, { Allow: 'GET, HEAD' });
    }
    const url = new URL(c.req.url);
    const requestPath = decodeRequestPath(url.pathname);
    if (requestPath === undefined) return c.text('Bad request', 400);
    if (isHidden(requestPath)) return notFound(c);

    const stripped = htmlRedirectTarget(url.pathname);
    if (stripped !== undefined) {
      const target = canonicalVariant(stripped, canonical) ?? stripped;
      return c.redirect(target + url.search, 301);
    }
    const canonicalPath = canonicalVariant(requestPath, canonical);
    if (canonicalPath !== undefined) return c.redirect(encodeURI(canonicalPath) + url.search, 301);

    const route = await resolveRoute(requestPath);
    if (!route) return notFound(c);
    if (route.urlPath === NOT_FOUND_PAGE) {
      // Addressed directly (/404), the page still answers 404 so crawlers never index it.
      await route.file.handle.close();
      return notFound(c);
    }
    return send(c, requestPath, route.urlPath, route.file);
  };
}
