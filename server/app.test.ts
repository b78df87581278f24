import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { movedRoutes } from '../config/movedRoutes';
import { createApp } from './app';
import type { Logger } from './logger';

const SECRET = 'TOP-SECRET-OUTSIDE-THE-BUILD';
const INLINE_SCRIPT = 'document.documentElement.dataset.theme="dark";';
const MAIN_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let workDir: string;
let buildDir: string;

function page(title: string, extraHead = ''): string {
  return `<!doctype html><html><head><title>${title}</title>${extraHead}</head><body><h1>${title}</h1></body></html>`;
}

function write(relative: string, content: string | Buffer): void {
  const file = path.join(buildDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'site-app-test-'));
  buildDir = path.join(workDir, 'build');
  // Files beside the build that no request may ever read.
  writeFileSync(path.join(workDir, 'secret.txt'), SECRET);
  writeFileSync(path.join(workDir, 'package.json'), SECRET);

  write(
    'index.html',
    page(
      'Home',
      `<script>${INLINE_SCRIPT}</script>` +
        '<script type="application/ld+json">{"@type":"Organization"}</script>' +
        '<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST"></script>',
    ),
  );
  write('404.html', page('Page not found'));
  write('agents/index.html', page('Agents'));
  write('docs/index.html', page('Docs'));
  write('legacy.html', page('Legacy'));
  write('admin/index.html', page('Console'));
  write('admin/registrations/index.html', page('Registrations'));
  write('blog/index.html', page('Blog'));
  // The sitemap names each page's canonical form: /agents without the slash, /docs/ with it.
  write(
    'sitemap.xml',
    '<?xml version="1.0"?><urlset>' +
      ['/', '/agents', '/docs/', '/blog'].map((p) => `<url><loc>https://site.example${p}</loc></url>`).join('') +
      '</urlset>',
  );
  write('robots.txt', 'User-agent: *\n');
  write('api/full-api-spec.yaml', 'openapi: 3.1.0\n');
  write('api/full-api-spec.json', '{"openapi":"3.1.0"}\n');
  write('assets/js/main.abc123.js', MAIN_JS);
  write('assets/js/main.abc123.js.br', brotliCompressSync(MAIN_JS));
  write('assets/js/main.abc123.js.gz', gzipSync(MAIN_JS));
  symlinkSync(path.join(workDir, 'secret.txt'), path.join(buildDir, 'leak.txt'));
  symlinkSync(workDir, path.join(buildDir, 'outside'));
});

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

function silentLogger(): Logger {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

function makeApp(
  options: {
    trustProxy?: boolean;
    logger?: Logger;
    apiRoutes?: Hono[];
    adminConsole?: boolean;
    movedRoutes?: ReadonlyMap<string, string>;
  } = {},
) {
  return createApp({ buildDir, trustProxy: false, logger: silentLogger(), ...options });
}

describe('API', () => {
  it('answers the health check', async () => {
    const res = await makeApp().request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it.each(['/api', '/api/', '/api/nope', '/api/health/extra'])('answers %s with a JSON 404', async (url) => {
    const res = await makeApp().request(url);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: 'Not found' });
  });

  it('hides the error behind a generic 500 and logs it', async () => {
    const logger = silentLogger();
    const broken = new Hono().get('/boom', () => {
      throw new Error('password=hunter2');
    });
    const res = await makeApp({ logger, apiRoutes: [broken] }).request('/api/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: 'Internal server error' });
    expect(text).not.toContain('hunter2');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(logger.error).toHaveBeenCalledWith(
      'GET /api/boom failed',
      expect.objectContaining({ message: 'password=hunter2' }),
    );
  });

  it('logs one line per request', async () => {
    const logger = silentLogger();
    await makeApp({ logger }).request('/agents');
    expect(logger.info).toHaveBeenCalledTimes(1);
    expect(logger.info).toHaveBeenCalledWith(expect.stringMatching(/^GET \/agents 200 \d+\.\dms$/));
  });
});

describe('routes', () => {
  it.each([
    ['/', 'Home'],
    ['/agents', 'Agents'],
    ['/docs/', 'Docs'],
    ['/blog', 'Blog'],
    ['/legacy', 'Legacy'],
  ])('serves %s', async (url, title) => {
    const res = await makeApp().request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain(`<h1>${title}</h1>`);
  });

  it.each([
    ['/agents/index.html', '/agents'],
    ['/agents.html', '/agents'],
    ['/agents/', '/agents'],
    ['/blog/?page=2', '/blog?page=2'],
    ['/docs', '/docs/'],
    ['/docs/index.html?tab=api', '/docs/?tab=api'],
    ['/index.html?utm_source=x', '/?utm_source=x'],
    ['/legacy.html?a=1&b=2', '/legacy?a=1&b=2'],
  ])('redirects %s to %s', async (url, location) => {
    const res = await makeApp().request(url);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(location);
  });

  it.each(movedRoutes.map(({ from, to }) => [from, to]))(
    'sends the moved route %s on to %s for good, in one step and with its query',
    async (from, to) => {
      // The build's page that sends a browser on (plugins/moved-routes) is for static hosts; the server answers 301.
      write(`${from.slice(1)}/index.html`, page('Moved'));
      for (const [url, query] of [
        [from, ''],
        [`${from}/`, ''],
        [`${from}.html`, ''],
        [`${from}/index.html?a=1`, '?a=1'],
        [`${from}?utm_source=newsletter&utm_medium=email`, '?utm_source=newsletter&utm_medium=email'],
      ] as const) {
        for (const method of ['GET', 'HEAD']) {
          const res = await makeApp().request(url, { method });
          expect(res.status, `${method} ${url}`).toBe(301);
          expect(res.headers.get('location'), url).toBe(`${to}${query}`);
        }
      }
    },
  );

  it('never redirects a page the sitemap lists, even one the moved list names', async () => {
    const app = makeApp({
      movedRoutes: new Map([
        ['/agents', '/blog'],
        ['/docs', '/blog'],
        ['/gone', '/blog'],
      ]),
    });
    expect((await app.request('/agents')).status).toBe(200);
    expect((await app.request('/docs/')).status).toBe(200);
    const gone = await app.request('/gone?x=1');
    expect(gone.status).toBe(301);
    expect(gone.headers.get('location')).toBe('/blog?x=1');
  });

  it.each(['//evil.com/x.html', '///evil.com/index.html', '/\\evil.com/x.html'])(
    'keeps the redirect for %s on this host',
    async (url) => {
      const res = await makeApp().request(url);
      const location = res.headers.get('location') ?? '';
      expect(location).toMatch(/^\/[^/\\]/);
      expect(new URL(location, 'https://site.example').host).toBe('site.example');
    },
  );

  it.each([
    ['/api/full-api-spec.yaml', 'application/yaml; charset=utf-8', 'openapi: 3.1.0'],
    ['/api/full-api-spec.json', 'application/json; charset=utf-8', '"openapi":"3.1.0"'],
  ])('serves the merged API specification %s from the build', async (url, type, content) => {
    const res = await makeApp().request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(await res.text()).toContain(content);
  });

  it('keeps other /api paths on the JSON 404, even for files of the build', async () => {
    write('api/other.json', '{}');
    const res = await makeApp().request('/api/other.json');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found' });
  });

  it.each(['/.ask/index.json', '/.ask/', '/%2Eask/index.json', '/.build-complete'])(
    "never serves the build's dot-files, such as the Ask the docs index: %s",
    async (url) => {
      write('.ask/index.json', `{"passages":"${SECRET}"}`);
      write('.build-complete', SECRET);
      const res = await makeApp().request(url);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain(SECRET);
    },
  );

  it('answers unknown paths with the 404 page', async () => {
    const res = await makeApp().request('/no/such/page');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain('Page not found');
  });

  it('keeps status 404 when the 404 page is asked for by name', async () => {
    expect((await makeApp().request('/404')).status).toBe(404);
  });

  it('falls back to a plain 404 when the build has no 404 page', async () => {
    const bare = mkdtempSync(path.join(os.tmpdir(), 'site-bare-'));
    try {
      const res = await createApp({ buildDir: bare, trustProxy: false, logger: silentLogger() }).request('/x');
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    } finally {
      rmSync(bare, { recursive: true });
    }
  });

  it('refuses other methods on pages with 405 and Allow', async () => {
    const res = await makeApp().request('/agents', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers HEAD with headers and no body', async () => {
    const res = await makeApp().request('/agents', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await res.text()).toBe('');
  });
});

/** A response's headers as [name, value] pairs, in order. */
function headerPairs(headers: Headers): [string, string][] {
  const pairs: [string, string][] = [];
  headers.forEach((value, name) => pairs.push([name, value]));
  return pairs;
}

describe('files kept in memory', () => {
  it('answers a second request for a page, its compressed copy and HEAD as the first', async () => {
    const app = makeApp();
    for (const init of [{}, { headers: { 'Accept-Encoding': 'br' } }, { method: 'HEAD' }]) {
      const first = await app.request('/agents', init);
      const second = await app.request('/agents', init);
      expect(second.status).toBe(first.status);
      expect(headerPairs(second.headers)).toEqual(headerPairs(first.headers));
      expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    }
  });

  it('serves a file too large to keep in memory from disk, every time', async () => {
    const big = Buffer.alloc(600 * 1024, 'a');
    write('big.txt', big);
    const app = makeApp();
    for (let i = 0; i < 2; i++) {
      const res = await app.request('/big.txt', { headers: { 'Accept-Encoding': 'identity' } });
      expect(res.status).toBe(200);
      expect(Number(res.headers.get('content-length'))).toBe(big.length);
      expect(Buffer.from(await res.arrayBuffer()).equals(big)).toBe(true);
    }
  });

  it('keeps refusing files outside the build and unknown paths on later requests', async () => {
    const app = makeApp();
    for (let i = 0; i < 2; i++) {
      for (const url of ['/leak.txt', '/outside/secret.txt', '/no/such/page']) {
        const res = await app.request(url);
        expect(res.status).toBe(404);
        expect(await res.text()).not.toContain(SECRET);
      }
    }
  });
});

describe('the console pages (/admin)', () => {
  const consolePaths = ['/admin', '/admin/', '/admin/registrations', '/admin/index.html', '/admin/nothing-here'];

  it.each(consolePaths)('answer %s with the 404 page while the console is off', async (route) => {
    for (const app of [makeApp(), makeApp({ adminConsole: false })]) {
      const res = await app.request(route);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('<h1>Page not found</h1>');
    }
  });

  it('serves them when it is on, never cached or indexed', async () => {
    const app = makeApp({ adminConsole: true });
    for (const [route, heading] of [
      ['/admin', 'Console'],
      ['/admin/', 'Console'],
      ['/admin/registrations', 'Registrations'],
    ] as const) {
      const res = await app.request(route);
      expect(res.status, route).toBe(200);
      expect(await res.text(), route).toContain(`<h1>${heading}</h1>`);
      expect(res.headers.get('cache-control'), route).toBe('no-store');
      expect(res.headers.get('x-robots-tag'), route).toBe('noindex');
    }
    const missing = await app.request('/admin/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('leaves other pages alone, also those whose path only starts like it', async () => {
    write('administration/index.html', page('Administration'));
    for (const adminConsole of [false, true]) {
      const res = await makeApp({ adminConsole }).request('/administration');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-robots-tag')).toBeNull();
      expect((await makeApp({ adminConsole }).request('/agents')).headers.get('cache-control')).toBe('no-cache');
    }
  });
});

describe('caching', () => {
  it('marks hashed assets immutable', async () => {
    const res = await makeApp().request('/assets/js/main.abc123.js');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('makes browsers revalidate HTML', async () => {
    const res = await makeApp().request('/agents');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('etag')).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(res.headers.get('last-modified')).toBeTruthy();
  });

  it('caches other files for an hour', async () => {
    const res = await makeApp().request('/robots.txt');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('etag')).toBeTruthy();
  });

  it('answers 304 to a matching If-None-Match or If-Modified-Since', async () => {
    const app = makeApp();
    const first = await app.request('/agents');
    const etag = first.headers.get('etag') ?? '';
    const lastModified = first.headers.get('last-modified') ?? '';

    const byEtag = await app.request('/agents', { headers: { 'If-None-Match': etag } });
    expect(byEtag.status).toBe(304);
    expect(await byEtag.text()).toBe('');
    expect(byEtag.headers.get('etag')).toBe(etag);

    const byDate = await app.request('/agents', { headers: { 'If-Modified-Since': lastModified } });
    expect(byDate.status).toBe(304);

    const stale = await app.request('/agents', { headers: { 'If-None-Match': 'W/"0-0"' } });
    expect(stale.status).toBe(200);
  });
});

describe('precompressed files', () => {
  const asset = '/assets/js/main.abc123.js';
  const onDisk = (suffix: string) => readFileSync(path.join(buildDir, `${asset}${suffix}`));

  it.each([
    ['gzip, deflate, br, zstd', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
    ['br;q=0, gzip', 'gzip', '.gz'],
    ['', null, ''],
    ['identity', null, ''],
  ])('Accept-Encoding "%s" gets %s', async (acceptEncoding, encoding, suffix) => {
    const res = await makeApp().request(asset, { headers: { 'Accept-Encoding': acceptEncoding } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(Buffer.from(await res.arrayBuffer()).equals(onDisk(suffix))).toBe(true);
  });

  it('does not vary images on encoding', async () => {
    write('img/logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const res = await makeApp().request('/img/logo.png', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('vary')).toBeNull();
  });
});

describe('security headers', () => {
  const inlineHash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;

  it.each(['/', '/api/health', '/no/such/page', '/agents/index.html'])('are on %s', async (url) => {
    const res = await makeApp().request(url);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  // A new browsing context group costs the first navigation to a public page a fresh
  // renderer process (issue 18); only the console, where a session lives, pays for it.
  it.each(['/', '/agents', '/docs/', '/no/such/page', '/api/health', '/administrator', '/docs/admin', '/api/admins'])(
    'leave the opener policy off the public path %s',
    async (url) => {
      const res = await makeApp().request(url);
      expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
    },
  );

  it.each([
    '/admin',
    '/admin/',
    '/admin/leads',
    '/api/admin/me',
    '/api/admin',
    '/%61dmin/',
    '//admin',
    '/api//admin/x',
    '/ADMIN',
  ])('isolate the console path %s with Cross-Origin-Opener-Policy: same-origin', async (url) => {
    const res = await makeApp().request(url);
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('allows the build inline scripts by hash and their external origins', async () => {
    const csp = (await makeApp().request('/')).headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
    expect(scriptSrc).toContain(inlineHash);
    expect(scriptSrc).toContain('https://www.googletagmanager.com');
    expect(scriptSrc).not.toContain('unsafe-inline');
    // One inline executable script in the fixture: the JSON-LD block is data, not code.
    expect(scriptSrc.match(/'sha256-/g)).toHaveLength(1);
  });

  it('sends HSTS only over TLS', async () => {
    const hsts = (res: Response) => res.headers.get('strict-transport-security');
    const forwarded = { headers: { 'X-Forwarded-Proto': 'https' } };
    expect(hsts(await makeApp().request('http://site.example/'))).toBeNull();
    expect(hsts(await makeApp().request('https://site.example/'))).toBe('max-age=31536000; includeSubDomains');
    expect(hsts(await makeApp().request('/', forwarded))).toBeNull();
    expect(hsts(await makeApp({ trustProxy: true }).request('/', forwarded))).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe('path traversal', () => {
  it.each([
    '/../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2fpackage.json',
    '/..%2f..%2f..%2fetc%2fpasswd',
    '/%2e%2e%5c..',
    '/assets/..%5c..%5csecret.txt',
    '/agents%00.html',
    '/index.html%00',
    '/%E0%A4%A',
    '/leak.txt',
    '/outside/secret.txt',
    '/outside/package.json',
  ])('%s gets 400 or 404 and no outside content', async (url) => {
    const res = await makeApp().request(url);
    expect([400, 404]).toContain(res.status);
    expect(await res.text()).not.toContain(SECRET);
  });

  it('rejects malformed percent-encoding with 400', async () => {
    expect((await makeApp().request('/%E0%A4%A')).status).toBe(400);
  });

  it('rejects NUL bytes with 400', async () => {
    expect((await makeApp().request('/index.html%00')).status).toBe(400);
  });
});
