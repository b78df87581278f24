/**
 * The API reference as a reader meets it: every operation page shows the
 * method and path of its OpenAPI document, the merged specification downloads
 * as YAML and JSON, the request panel sends to the server the reader sets, and
 * guide pages load none of the API theme's code.
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGroups, FULL_SPEC_FILES } from '../config/openapi';
import { kebabCase } from '../config/openapi-pages';
import { bundleGroup, operationsOf } from '../scripts/build/openapi';
import { axeViolations } from './support/axe';
import { newSession, openPage, siteUrl, type Session } from './support/browser';

const root = path.join(__dirname, '..');
/** Marks of the API theme's code: its item layout and its request panel. */
const API_THEME_MARKERS = ['theme-api-markdown', 'openapi-explorer__'];
/** Issue 6: a guide page loads at most this much JavaScript, gzipped. */
const GUIDE_PAGE_JS_BUDGET = 200 * 1024;

const operations = (
  await Promise.all(
    apiGroups.map(async (group) =>
      operationsOf(await bundleGroup(group, root)).map(({ method, path: route, operation }) => ({
        page: `/docs/api/${group}/${kebabCase(operation.operationId)}`,
        method,
        path: route,
      })),
    ),
  )
).flat();

const decode = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe('operation pages', () => {
  it.each(operations)('$page shows $method $path', async ({ page, method, path: route }) => {
    const response = await fetch(siteUrl(page));
    expect(response.status).toBe(200);
    const html = await response.text();
    // A <div>, not the theme's <pre>, which may hold no heading (src/theme/ApiExplorer/MethodEndpoint).
    const endpoint = /<div class="?openapi__method-endpoint"?>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    const text = decode(endpoint.replace(/<[^>]+>/g, ' '))
      .replace(/\s+/g, ' ')
      .trim();
    // The theme writes path parameters as :name.
    expect(text).toBe(`${method.toUpperCase()} ${route.replace(/\{(\w+)\}/g, ':$1')}`);
  });
});

describe('the merged specification', () => {
  it.each([
    [FULL_SPEC_FILES.json, 'application/json; charset=utf-8', '"openapi": "3.1.0"'],
    [FULL_SPEC_FILES.yaml, 'application/yaml; charset=utf-8', 'openapi: 3.1.0'],
  ])('downloads from %s with every operation', async (file, type, version) => {
    const response = await fetch(siteUrl(file));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    const text = await response.text();
    expect(text).toContain(version);
    for (const { path: route } of operations) expect(text).toContain(route);
  });

  it('is linked from its page', async () => {
    const html = await (await fetch(siteUrl('/docs/api/full-api-spec'))).text();
    for (const file of Object.values(FULL_SPEC_FILES)) expect(html).toMatch(new RegExp(`href="?${file}[" >]`));
  });
});

describe('the request panel', () => {
  let session: Session;
  beforeAll(async () => {
    session = await newSession({ width: 1280 });
  });
  afterAll(async () => {
    await session.close();
  });

  it('sends the request to the server URL the reader sets', async () => {
    const { page, report, close } = await openPage('/docs/api/ping/ping-server', { session });
    try {
      const send = page.getByRole('button', { name: 'Send API Request' });
      await send.waitFor();
      // Nothing leaves the page until the reader sends a request.
      expect(report.thirdPartyRequests).toEqual([]);
      await expect
        .poll(() => page.locator('.openapi-explorer__server-url').textContent())
        .toBe('http://localhost:4000/api/v1');

      const target = new URL(siteUrl('/'));
      const received: string[] = [];
      await page.route(`${target.origin}/api/v1/ping`, async (route) => {
        received.push(route.request().url());
        await route.fulfill({ status: 200, contentType: 'text/plain', body: 'pong' });
      });
      // The panel's Edit and Hide buttons appear when the pointer is over the base URL.
      const baseUrl = page.locator('.openapi-explorer__floating-btn').filter({ hasText: 'http://' });
      await baseUrl.hover();
      await baseUrl.getByRole('button', { name: 'Edit' }).click();
      await page.getByLabel('host').fill(target.host);
      const editor = page.locator('.openapi-explorer__floating-btn').filter({ has: page.getByLabel('host') });
      await editor.hover();
      await editor.getByRole('button', { name: 'Hide' }).click();
      await expect
        .poll(() => page.locator('.openapi-explorer__server-url').textContent())
        .toBe(`http://${target.host}/api/v1`);
      await send.click();
      await expect.poll(() => received).toEqual([`${target.origin}/api/v1/ping`]);
      await expect.poll(() => page.locator('.openapi-explorer__response-container').textContent()).toContain('pong');
      expect(report.consoleErrors).toEqual([]);
      expect(report.pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('keeps the request body editor in reach of the keyboard after the reader tabs past it', async () => {
    const { page, report, close } = await openPage('/docs/api/prediction/create-prediction', { session });
    try {
      // The theme's box scrolls (its example body is taller than 500 px): it is itself focusable and named.
      const box = page.getByRole('group', { name: 'Request body' });
      const editor = box.locator('pre');
      const editable = () => editor.evaluate((element) => (element as HTMLElement).isContentEditable);
      await editor.waitFor();
      expect(await box.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
      expect(await box.getAttribute('tabindex')).toBe('0');

      await editor.focus();
      expect(await editable()).toBe(true);
      // The theme switches the editor off when it loses focus ...
      await page.keyboard.press('Tab');
      expect(await editable()).toBe(false);
      // ... and focus coming back from the keyboard switches it on again.
      await page.keyboard.press('Shift+Tab');
      await expect.poll(() => editable()).toBe(true);
      await page.keyboard.press('End');
      await page.keyboard.type(' ');
      expect(await editor.evaluate((element) => element === document.activeElement)).toBe(true);

      await box.focus();
      await expect.poll(() => editable()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      expect(report.consoleErrors).toEqual([]);
      expect(report.pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});

/** The scripts a fresh load of `route` fetches, with their sources. */
async function loadedScripts(route: string): Promise<{ sources: [string, string][]; stylesheets: string[] }> {
  const session = await newSession({ width: 1280 });
  try {
    const page = await session.context.newPage();
    const scripts: string[] = [];
    const stylesheets: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.goto(siteUrl(route), { waitUntil: 'networkidle' });
    const sources: [string, string][] = [];
    for (const url of scripts) sources.push([url, await (await fetch(url)).text()]);
    return { sources, stylesheets };
  } finally {
    await session.close();
  }
}

describe('weight', () => {
  it.each(['/docs/developers/embed', '/docs/api/'])('%s loads none of the API theme', async (route) => {
    const { sources, stylesheets } = await loadedScripts(route);
    for (const [url, source] of sources) {
      for (const marker of API_THEME_MARKERS) expect(source, `${url} holds ${marker}`).not.toContain(marker);
    }
    expect(stylesheets.filter((url) => url.includes('api-styles'))).toEqual([]);
  });

  /** Gzipped size of every script a fresh load of `route` fetches. */
  async function gzippedScripts(route: string): Promise<number> {
    const { sources } = await loadedScripts(route);
    return sources.reduce((total, [, source]) => total + gzipSync(source).length, 0);
  }

  // config/registryLoader.cjs: the browser's route registry carries no module paths (the server's copy does).
  it('loads a route registry without module paths', async () => {
    const { sources } = await loadedScripts('/docs/intro');
    const main = sources.find(([url]) => /\/main\.[0-9a-f]+\.js$/.test(url));
    expect(main?.[1], 'main.js').toMatch(/require|webpackChunk/);
    expect(main?.[1].match(/"@(site|generated)\/[^"]*"/g) ?? []).toEqual([]);
  });

  // A guide with code blocks loads no Prism: they are highlighted at build time.
  it.each(['/docs/intro', '/docs/', '/docs/developers/embed', '/docs/api/'])(
    '%s stays within the JavaScript budget',
    async (route) => {
      expect(await gzippedScripts(route)).toBeLessThanOrEqual(GUIDE_PAGE_JS_BUDGET);
    },
  );
});
