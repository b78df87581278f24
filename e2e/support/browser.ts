/**
 * Browser helpers for the e2e suite: one Chromium per test file, contexts that
 * refuse to talk to any host but loopback, and pages that record what went
 * wrong while they loaded (console errors, page errors, failed requests).
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Response,
} from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

/** Origin of the server under test (started by e2e/setup/global.ts). */
export function baseUrl(): string {
  return inject('baseUrl');
}

/** Absolute URL of a site path. */
export function siteUrl(path: string): string {
  return new URL(path, baseUrl()).href;
}

let browserPromise: Promise<Browser> | undefined;

/**
 * Requests to any host but loopback go to a proxy at a closed loopback port
 * and fail, so a test never reaches the network. Chromium sends loopback
 * requests past any proxy. This blocks in the browser's network stack rather
 * than with a Playwright route: a route pauses every request of the context
 * for a round trip to this process, which doubled each page load.
 */
const CLOSED_PROXY = ['--proxy-server=http://127.0.0.1:9', '--proxy-bypass-list=localhost;127.0.0.1;[::1]'];

export function getBrowser(): Promise<Browser> {
  browserPromise ??= chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS, ...CLOSED_PROXY] });
  return browserPromise;
}

export async function closeBrowser(): Promise<void> {
  const pending = browserPromise;
  browserPromise = undefined;
  if (pending) await (await pending).close();
}

export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** A browser context whose requests to non-loopback hosts are recorded (and fail: CLOSED_PROXY). */
export interface Session {
  context: BrowserContext;
  /** Every request to a non-loopback host, oldest first. */
  blocked: { url: string; page: Page | undefined }[];
  close: () => Promise<void>;
}

export interface SessionOptions {
  /** Viewport width in CSS pixels (default 1280). */
  width?: number;
  height?: number;
  colorScheme?: BrowserContextOptions['colorScheme'];
  timezoneId?: string;
}

/** True for a request that leaves the machine: http(s) or ws(s) to a host that is not loopback. */
export function isThirdParty(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return /^(https?|wss?):$/.test(protocol) && !isLoopbackHost(hostname);
}

export async function newSession({
  width = 1280,
  height = 800,
  colorScheme,
  timezoneId,
}: SessionOptions = {}): Promise<Session> {
  const browser = await getBrowser();
  const context = await browser.newContext({
    viewport: { width, height },
    colorScheme,
    timezoneId,
    serviceWorkers: 'block',
  });
  const blocked: Session['blocked'] = [];
  context.on('request', (request) => {
    if (!isThirdParty(request.url())) return;
    let page: Page | undefined;
    try {
      page = request.frame().page();
    } catch {
      // Requests from workers have no frame.
    }
    blocked.push({ url: request.url(), page });
  });
  return { context, blocked, close: () => context.close() };
}

/** What a page did wrong since it was opened. */
export interface PageReport {
  consoleErrors: string[];
  /** Every console message, for checks on warnings (e.g. hydration). */
  consoleMessages: string[];
  pageErrors: string[];
  /** Requests that failed at the network level (aborted navigations excluded) or answered 4xx/5xx. */
  failedRequests: string[];
  /** Requests to non-loopback hosts, which the session blocked. */
  readonly thirdPartyRequests: string[];
  /** Forgets everything recorded so far, to reuse the page for another path. */
  reset: () => void;
}

export interface OpenedPage {
  page: Page;
  /** The response to the initial navigation. */
  response: Response | null;
  report: PageReport;
  close: () => Promise<void>;
}

export interface OpenOptions extends SessionOptions {
  /** Reuse a session (its viewport options win); otherwise the page gets its own. */
  session?: Session;
  /** Runs before navigation: init scripts, clock, routes. */
  beforeLoad?: (page: Page) => Promise<unknown> | void;
}

/** Starts recording what goes wrong on a page. */
export function watchPage(page: Page, session: Session): PageReport {
  const consoleErrors: string[] = [];
  const consoleMessages: string[] = [];
  const pageErrors: string[] = [];
  const failedRequests: string[] = [];
  page.on('console', (message) => {
    const where = message.location().url;
    const text = `${message.text()}${where ? ` (${where})` : ''}`;
    consoleMessages.push(`${message.type()}: ${text}`);
    if (message.type() === 'error') consoleErrors.push(text);
  });
  page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    // Navigations and prefetches cancelled by a later navigation are not failures.
    if (reason === 'net::ERR_ABORTED') return;
    if (!isLoopbackHost(new URL(request.url()).hostname)) return; // reported as third-party
    failedRequests.push(`${reason} ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.request().isNavigationRequest()) {
      failedRequests.push(`${response.status()} ${response.url()}`);
    }
  });
  let start = session.blocked.length;
  return {
    consoleErrors,
    consoleMessages,
    pageErrors,
    failedRequests,
    get thirdPartyRequests() {
      return session.blocked
        .slice(start)
        .filter((entry) => entry.page === undefined || entry.page === page)
        .map((entry) => entry.url);
    },
    reset: () => {
      for (const list of [consoleErrors, consoleMessages, pageErrors, failedRequests]) list.length = 0;
      start = session.blocked.length;
    },
  };
}

/**
 * E2E_CPU_THROTTLE=4 runs every page opened with openPage four times slower,
 * as on a loaded CI machine or a slow phone: the way to reproduce timing bugs.
 */
async function throttleCpu(page: Page): Promise<void> {
  const rate = Number(process.env.E2E_CPU_THROTTLE ?? 1);
  if (!(rate > 1)) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Waits until React has hydrated the page (Docusaurus then sets html[data-has-hydrated=true]). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {
    timeout: 15_000,
  });
}

/** Loads a site path in the page (a full page load) and waits for hydration. */
export async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(siteUrl(path), { waitUntil: 'load' });
  await waitForHydration(page);
  return response;
}

/**
 * Opens a site path in a fresh page, waits for hydration and returns the page
 * with the report of what went wrong while it loaded.
 */
export async function openPage(path: string, options: OpenOptions = {}): Promise<OpenedPage> {
  const session = options.session ?? (await newSession(options));
  const page = await session.context.newPage();
  const report = watchPage(page, session);
  await throttleCpu(page);
  await options.beforeLoad?.(page);
  const response = await visit(page, path);
  return {
    page,
    response,
    report,
    close: options.session ? () => page.close() : () => session.close(),
  };
}

/** Pathname of the page's current URL. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Whether an element's box overlaps the viewport (Playwright's isVisible ignores off-screen panels). */
export async function isInViewport(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        box.right > 1 &&
        box.left < window.innerWidth - 1 &&
        box.bottom > 0 &&
        box.top < window.innerHeight
      );
    });
}

/**
 * The suffix Docusaurus appends to its localStorage keys (future.v4 site
 * storage namespacing), read from the inline script of the served HTML.
 */
export async function storageNamespace(): Promise<string> {
  const html = await (await fetch(siteUrl('/'))).text();
  const match = /docusaurus\.announcement\.dismiss([^'"]*)['"]/.exec(html);
  if (!match) throw new Error('Cannot find the announcement bar storage key in the HTML of /');
  return match[1] ?? '';
}
