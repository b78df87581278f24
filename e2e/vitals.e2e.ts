/**
 * The first-party Core Web Vitals beacon (src/clientModules/vitals.ts) on the
 * real pages and a real server: each page load reports once, when it is first
 * hidden, with the landing path and four numbers only, and the server stores
 * the report (204). The page's own sendBeacon calls are recorded in
 * localStorage on their way out (the browser still sends them), because
 * neither Playwright nor the DevTools protocol reports a beacon sent while a
 * page unloads; the server's log says what it answered.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_DIR } from '../scripts/build/state.mjs';
import { closeBrowser, newSession, waitForHydration, type Session } from './support/browser';
import { startServer, type RunningServer } from './support/server.mjs';

const SENT_KEY = 'test:beacons';
/** Layout shifts the pages recorded, with what moved: a CLS above 0 names its cause in the failure. */
const SHIFTS_KEY = 'test:shifts';

let server: RunningServer;
/** The server's answers to beacons, from its request log ("POST /api/vitals 204 1.2ms"). */
const answers: number[] = [];

beforeAll(async () => {
  server = await startServer({
    buildDir: process.env.BUILD_DIR?.trim() || BUILD_DIR,
    logLevel: 'info',
    onLog: (line) => {
      const match = /POST \/api\/vitals (\d{3}) /.exec(line);
      if (match) answers.push(Number(match[1]));
    },
  });
}, 90_000);
afterAll(async () => {
  await closeBrowser();
  expect(await server?.stop()).toBe(0);
});

/**
 * A fresh browser context (so a retried test starts with empty records) whose
 * pages record the beacons they send and the layout shifts they see.
 */
async function recordingSession(): Promise<Session> {
  const session = await newSession();
  await session.context.addInitScript((key) => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      const sent = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[];
      localStorage.setItem(key, JSON.stringify([...sent, { url: String(url), data }]));
      return send(url, data);
    };
  }, SENT_KEY);
  await session.context.addInitScript((key) => {
    new PerformanceObserver((list) => {
      const shifts = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[];
      for (const entry of list.getEntries() as unknown as Array<{
        startTime: number;
        value: number;
        hadRecentInput: boolean;
        sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
      }>) {
        shifts.push({
          path: location.pathname,
          at: Math.round(entry.startTime),
          value: entry.value,
          afterInput: entry.hadRecentInput,
          moved: entry.sources.map(({ node, previousRect: from, currentRect: to }) => {
            const element = node instanceof Element ? node : node?.parentElement;
            const name = element ? `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}` : '?';
            return `${name} (${from.x},${from.y} ${from.width}×${from.height} → ${to.x},${to.y} ${to.width}×${to.height})`;
          }),
        });
      }
      localStorage.setItem(key, JSON.stringify(shifts));
    }).observe({ type: 'layout-shift', buffered: true });
  }, SHIFTS_KEY);
  return session;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(new URL(path, server.url).href, { waitUntil: 'load' });
  await waitForHydration(page);
}

/** The beacons the pages of this origin have sent so far, oldest first. */
async function sent(page: Page): Promise<{ url: string; body: Record<string, unknown> }[]> {
  const raw = await page.evaluate((key) => localStorage.getItem(key) ?? '[]', SENT_KEY);
  return (JSON.parse(raw) as { url: string; data: string }[]).map(({ url, data }) => ({
    url,
    body: JSON.parse(data) as Record<string, unknown>,
  }));
}

/** Makes the page hidden or visible as a tab switch would (headless Chromium never hides a page itself). */
async function setVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { value, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

describe('Core Web Vitals beacon', () => {
  it('reports the landing page once it unloads, with the path and the four metrics only, and the server stores it', async () => {
    const session = await recordingSession();
    const before = answers.length;
    const page = await session.context.newPage();
    await open(page, '/docs/intro');
    await page.mouse.click(5, 400);
    await page.keyboard.press('Tab');
    await page.waitForTimeout(300);
    expect(await sent(page)).toEqual([]);

    await open(page, '/blog');
    const beacons = await sent(page);
    expect(beacons).toHaveLength(1);
    const [{ url, body } = { url: '', body: {} }] = beacons;
    expect(new URL(url, server.url).pathname).toBe('/api/vitals');
    expect(Object.keys(body).sort()).toEqual(['cls', 'inp', 'lcp', 'path', 'ttfb']);
    expect(body.path).toBe('/docs/intro');
    expect(body.lcp).toBeGreaterThan(0);
    expect(body.ttfb).toBeGreaterThanOrEqual(0);
    const shifts = await page.evaluate((key) => localStorage.getItem(key) ?? '[]', SHIFTS_KEY);
    expect(body.cls, `layout shifts: ${shifts}`).toBe(0);
    expect(body.inp).toBeGreaterThanOrEqual(0);
    await expect.poll(() => answers.slice(before)).toEqual([204]);
    // Closing the page reports /blog, and the server stores that too.
    await page.close();
    await expect.poll(() => answers.slice(before)).toEqual([204, 204]);
    await session.close();
  });

  it('sends once per page load, however often the page is hidden', async () => {
    const session = await recordingSession();
    const before = answers.length;
    const page = await session.context.newPage();
    await open(page, '/developers');
    await setVisibility(page, 'hidden');
    await setVisibility(page, 'visible');
    await setVisibility(page, 'hidden');
    await open(page, '/agents');

    const beacons = await sent(page);
    expect(beacons.map((beacon) => beacon.body.path)).toEqual(['/developers']);
    await expect.poll(() => answers.slice(before)).toEqual([204]);
    await page.close();
    await session.close();
  });
});
