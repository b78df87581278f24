/**
 * The page cache answers exactly as the app would: for each page, encoding
 * and method, the second answer (from the cache) has the first's status,
 * headers and bytes. Everything it must not cover still reaches the app.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import { createPageCache } from './pageCache';

const PAGE = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1><p>${'words '.repeat(400)}</p></body></html>`;

let workDir: string;

function write(relative: string, content: string | Buffer): void {
  const file = path.join(workDir, 'build', relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'page-cache-test-'));
  for (const [file, title] of [
    ['index.html', 'Home'],
    ['agents/index.html', 'Agents'],
    ['docs/index.html', 'Docs'],
  ] as const) {
    write(file, PAGE(title));
    // The build precompresses pages; the one without copies is served plain to everyone.
    if (file !== 'docs/index.html') {
      write(`${file}.br`, brotliCompressSync(PAGE(title)));
      write(`${file}.gz`, gzipSync(PAGE(title)));
    }
  }
  write('agents/brochure.html', PAGE('Brochure'));
  write('admin/index.html', PAGE('Console'));
  write('404.html', PAGE('Page not found'));
  write(
    'sitemap.xml',
    '<?xml version="1.0"?><urlset>' +
      ['/', '/agents', '/docs/'].map((p) => `<url><loc>https://site.example${p}</loc></url>`).join('') +
      '</urlset>',
  );
});

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** Set by Node per response or per connection, not by the app. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive']);

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** A server wired as server/server.ts wires it, counting the answers the cache gave. */
async function startServer(options: { trustProxy?: boolean; adminConsole?: boolean } = {}) {
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const app = createApp({ buildDir: path.join(workDir, 'build'), trustProxy: false, logger, ...options });
  const cache = createPageCache({ app, logger, trustProxy: options.trustProxy ?? false });
  const appListener = getRequestListener(app.fetch);
  let fromCache = 0;
  const server = http.createServer((request, response) => {
    if (cache.answer(request, response)) fromCache += 1;
    else void appListener(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const ask = (target: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path: target, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const flat = Object.fromEntries(
            Object.entries(response.headers)
              .filter(([name]) => !PER_CONNECTION.has(name))
              .map(([name, value]) => [name, String(value)]),
          );
          resolve({ status: response.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
        });
      });
      request.on('error', reject);
      request.end();
    });

  return {
    ask,
    logger,
    fromCache: () => fromCache,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the page cache', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  const ENCODINGS = ['br, gzip', 'gzip, deflate', 'br', 'gzip;q=0, br', 'br;q=0, gzip', '*', 'identity', ''];

  it.each(['/', '/agents', '/docs/'].flatMap((page) => ENCODINGS.map((encoding) => [page, encoding])))(
    'answers %s (Accept-Encoding "%s") with the app’s own status, headers and bytes',
    async (page, encoding) => {
      const headers = encoding ? { 'accept-encoding': encoding } : undefined;
      // The app answers the first request; the cache records the page once that has finished.
      const fromApp = await server.ask(page, headers);
      expect(fromApp.status).toBe(200);
      await expect
        .poll(async () => {
          const before = server.fromCache();
          await server.ask(page, headers);
          return server.fromCache() > before;
        })
        .toBe(true);
      const before = server.fromCache();
      const fromCache = await server.ask(`${page}?utm_source=test`, headers);
      const head = await server.ask(page, headers, 'HEAD');
      expect(server.fromCache()).toBe(before + 2);
      expect(fromCache).toEqual(fromApp);
      expect(head).toEqual({ ...fromApp, body: Buffer.alloc(0) });
    },
  );

  it('logs the requests it answers as the app does, and none of its own recording', async () => {
    server.logger.info.mockClear();
    await server.ask('/agents');
    expect(server.logger.info.mock.calls).toEqual([[expect.stringMatching(/^GET \/agents 200 \d+\.\dms$/)]]);
  });

  it('leaves conditional requests to the app, which answers 304', async () => {
    const first = await server.ask('/agents', { 'accept-encoding': 'br' });
    const before = server.fromCache();
    const revalidated = await server.ask('/agents', {
      'accept-encoding': 'br',
      'if-none-match': first.headers.etag ?? '',
    });
    expect(revalidated.status).toBe(304);
    expect(server.fromCache()).toBe(before);
  });

  it.each([
    ['an unknown path', '/nowhere', 'GET', 404],
    ['a path with percent escapes', '/%61gents', 'GET', 200],
    ['a file addressed as .html', '/agents/brochure.html', 'GET', 301],
    ['another method', '/agents', 'POST', 405],
  ])('leaves %s to the app, every time', async (_what, target, method, status) => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const before = server.fromCache();
      expect((await server.ask(target, {}, method)).status).toBe(status);
      expect(server.fromCache()).toBe(before);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});

describe('the page cache with a trusted proxy and the console on', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer({ trustProxy: true, adminConsole: true });
  });
  afterAll(() => server.close());

  it('leaves X-Forwarded-Proto requests to the app, which adds Strict-Transport-Security over TLS', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const before = server.fromCache();
      const answer = await server.ask('/agents', { 'x-forwarded-proto': 'https' });
      expect(answer.headers['strict-transport-security']).toMatch(/^max-age=/);
      expect(server.fromCache()).toBe(before);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it('records a page without logging its own requests: one line per client request', async () => {
    server.logger.info.mockClear();
    let asked = 0;
    await expect
      .poll(async () => {
        const before = server.fromCache();
        asked += 1;
        await server.ask('/docs/');
        return server.fromCache() > before;
      })
      .toBe(true);
    expect(asked).toBeGreaterThan(1); // the first went to the app, and was recorded
    expect(server.logger.info.mock.calls).toEqual(
      Array.from({ length: asked }, (): unknown[] => [expect.stringMatching(/^GET \/docs\/ 200 \d+\.\dms$/)]),
    );
  });

  it('never keeps a console page', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const before = server.fromCache();
      const answer = await server.ask('/admin/');
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(server.fromCache()).toBe(before);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});
