import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Hono } from 'hono';
import { isConsolePath } from './security';
import type { Logger } from './logger';
import { acceptsEncoding } from './negotiate';

/**
 * The `env` of the requests the page cache sends through the app to record a
 * page: the app's request log leaves them out. Only this module holds it; no
 * client request can carry it.
 */
export const RECORDING_ENV: object = Object.freeze({ recording: true });

/** More distinct paths than the build has pages; past it, paths not yet seen are answered by the app each time. */
const MAX_PAGES = 2_000;

/** A response the app gave, kept to be sent again as it was. */
interface Recorded {
  status: number;
  encoding: string | undefined;
  /** Name, value, name, value, …: the form `writeHead` takes without copying. */
  headers: string[];
  body: Uint8Array;
}

/** One page as the app answers it to a client that accepts brotli only, gzip only, or neither. */
interface Page {
  br: Recorded;
  gzip: Recorded;
  identity: Recorded;
}

export interface PageCacheOptions {
  /** The app whose answers are recorded and replayed. */
  app: Hono;
  logger: Logger;
  /** As for the app: with it, X-Forwarded-Proto decides the Strict-Transport-Security header, so such requests go to the app. */
  trustProxy: boolean;
}

export interface PageCache {
  /** Answers the request from the cache and returns true, or returns false and leaves it to the app. */
  answer: (request: IncomingMessage, response: ServerResponse) => boolean;
}

/**
 * Built HTML pages answered before the app's router and middleware run.
 *
 * The first time the app answers a plain GET or HEAD of a page with 200 and
 * HTML, the cache asks the app for the same path three times (brotli, gzip, no
 * encoding accepted) and keeps the three answers, headers and bytes as the
 * app produced them, security headers included. Later requests for that path
 * get the recorded answer their Accept-Encoding picks, the very bytes the app
 * would send, with none of the work of routing, path checks, file lookup and
 * header assembly. The build does not change while the server runs (a
 * rebuild needs a restart), so neither do these answers.
 *
 * Anything the recording does not cover goes to the app: other methods,
 * conditional requests (If-None-Match, If-Modified-Since: the app answers
 * 304), X-Forwarded-Proto from a trusted proxy, paths with percent escapes,
 * the console's pages, and every answer but a 200 HTML page.
 */
export function createPageCache({ app, logger, trustProxy }: PageCacheOptions): PageCache {
  const pages = new Map<string, Page>();
  const recording = new Set<string>();
  /** Paths recorded once and found not to be pages. */
  const refused = new Set<string>();

  async function record(path: string, acceptEncoding: string): Promise<Recorded> {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : undefined;
    const response = await app.fetch(new Request(`http://localhost${path}`, { headers }), RECORDING_ENV);
    const flat: string[] = [];
    response.headers.forEach((value, name) => flat.push(name, value));
    return {
      status: response.status,
      encoding: response.headers.get('content-encoding') ?? undefined,
      headers: flat,
      body: new Uint8Array(await response.arrayBuffer()),
    };
  }

  async function recordPage(path: string): Promise<void> {
    const [br, gzip, identity] = await Promise.all([record(path, 'br'), record(path, 'gzip'), record(path, '')]);
    // Kept only when all three are the page itself; otherwise not asked again.
    if ([br, gzip, identity].every((answer) => answer.status === 200 && isHtml(answer.headers))) {
      pages.set(path, { br, gzip, identity });
    } else {
      refused.add(path);
    }
  }

  function cacheable(request: IncomingMessage, path: string): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const headers = request.headers;
    if (headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined) return false;
    if (trustProxy && headers['x-forwarded-proto'] !== undefined) return false;
    return !path.includes('%') && !isConsolePath(path);
  }

  /** The recorded answer the app would give for this Accept-Encoding (server/static.ts prefers br, then gzip). */
  function pick(page: Page, acceptEncoding: string | undefined): Recorded {
    const br = acceptsEncoding(acceptEncoding, 'br');
    const gzip = acceptsEncoding(acceptEncoding, 'gzip');
    if (br && (page.br.encoding === 'br' || !gzip)) return page.br;
    return gzip ? page.gzip : page.identity;
  }

  return {
    answer(request, response) {
      const started = performance.now();
      const url = request.url ?? '/';
      const query = url.indexOf('?');
      const path = query < 0 ? url : url.slice(0, query);
      if (!cacheable(request, path)) return false;

      const page = pages.get(path);
      if (!page) {
        // Let the app answer; if that was a page, record it for the next request.
        response.once('finish', () => {
          // (The app hands its headers to writeHead at once, so they cannot be read back here.)
          if (response.statusCode !== 200 || !looksLikePage(path)) return;
          if (recording.has(path) || pages.has(path) || refused.has(path)) return;
          if (pages.size + refused.size >= MAX_PAGES) return;
          recording.add(path);
          recordPage(path)
            .catch((error: unknown) => logger.warn(`Could not record ${path} for the page cache: ${String(error)}`))
            .finally(() => recording.delete(path));
        });
        return false;
      }

      const recorded = pick(page, request.headers['accept-encoding']);
      response.writeHead(recorded.status, recorded.headers);
      response.end(request.method === 'HEAD' ? undefined : recorded.body);
      logger.info(`${request.method} ${path} ${recorded.status} ${(performance.now() - started).toFixed(1)}ms`);
      return true;
    },
  };
}

/** Pages are addressed without an extension (`/agents`, `/docs/`); files of the build with one. */
function looksLikePage(path: string): boolean {
  return !path.slice(path.lastIndexOf('/') + 1).includes('.');
}

function isHtml(headers: string[]): boolean {
  for (let index = 0; index < headers.length; index += 2) {
    if (headers[index] === 'content-type') return (headers[index + 1] ?? '').startsWith('text/html');
  }
  return false;
}
