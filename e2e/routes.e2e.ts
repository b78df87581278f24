/**
 * Every page route in the manifest loads cleanly: 200, one visible H1, a
 * title of at most 70 characters, noindex exactly on the pages left out of the
 * sitemap, no Suspense boundary in the server HTML, a social card that exists,
 * no console or page error, no failed request, nothing sent to a third party. TABS tabs of one
 * browser context load the routes, each tab one route after another, to keep the run short.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import { isConsoleRoute, isUnlistedRoute, pageRoutes } from '../config/routes';
import { socialCardPath } from '../plugins/social-cards/paths';
import { axeViolations } from './support/axe';
import { newSession, pathOf, siteUrl, visit, watchPage, type PageReport, type Session } from './support/browser';
import { sitemapPaths, walkedPaths } from './support/sitemap';

const sitemap = sitemapPaths();

/**
 * Tabs walking the routes at once (vitest's maxConcurrency, vitest.e2e.config.mts, runs as many tests). A page's
 * load, hydration and axe leave the two cores idle part of the time, which a second tab fills.
 */
const TABS = Number(process.env.E2E_ROUTE_TABS ?? 2);

/** Longest <title> search results show in full (html-validate's long-title rule). */
const MAX_TITLE_LENGTH = 70;

it('the sitemap lists every route of the manifest but the noindex ones, once, and no console route', () => {
  expect(pageRoutes.filter((route) => !sitemap.includes(route) && !isUnlistedRoute(route))).toEqual([]);
  expect(new Set(sitemap).size).toBe(sitemap.length);
  // The console's pages (config/routes.ts, consoleRoutes) are built but are not pages of the site.
  expect(sitemap.filter(isConsoleRoute)).toEqual([]);
  // Pages that ask search engines not to list them (config/routes.ts, unlistedRoutes) are walked below all the same.
  expect(sitemap.filter(isUnlistedRoute)).toEqual([]);
});

describe('every page in the sitemap, and each noindex page', () => {
  let session: Session;
  /** The tabs no test is using, and the tests waiting for one. */
  const idle: Tab[] = [];
  const waiting: ((tab: Tab) => void)[] = [];
  const release = (tab: Tab) => {
    const next = waiting.shift();
    if (next) next(tab);
    else idle.push(tab);
  };
  const acquire = (): Promise<Tab> => {
    const tab = idle.pop();
    return tab ? Promise.resolve(tab) : new Promise((resolve) => waiting.push(resolve));
  };
  beforeAll(async () => {
    session = await newSession({ width: 1280 });
    for (let tab = 0; tab < TABS; tab += 1) {
      const page = await session.context.newPage();
      idle.push({ page, report: watchPage(page, session) });
    }
  });
  afterAll(async () => {
    await session.close();
  });

  it.concurrent.for(walkedPaths())('%s renders cleanly', async (route, { expect }) => {
    const tab = await acquire();
    try {
      await checkRoute(route, tab, expect);
    } finally {
      release(tab);
    }
  });
});

interface Tab {
  page: Page;
  report: PageReport;
}

async function checkRoute(route: string, { page, report }: Tab, expect: ExpectStatic): Promise<void> {
  report.reset();
  const response = await visit(page, route);
  expect(response?.status(), 'HTTP status').toBe(200);
  expect(response?.request().redirectedFrom()?.url(), 'redirected').toBeUndefined();
  expect(pathOf(page)).toBe(route);
  // A Suspense boundary in the server HTML hydrates late, and an update that
  // reaches it first throws it away with a console error (React #421).
  const html = (await response?.text()) ?? '';
  expect(html, 'Suspense boundaries in the server HTML').not.toMatch(/<!--\$[?!]?-->/);

  const headings = await page
    .locator('h1')
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        .map((element) => element.textContent?.trim() ?? ''),
    );
  expect(headings, 'visible H1 elements').toHaveLength(1);
  expect(headings[0], 'H1 text').not.toBe('');
  const title = (await page.title()).trim();
  expect(title, '<title>').not.toBe('');
  expect(title.length, `<title> "${title}"`).toBeLessThanOrEqual(MAX_TITLE_LENGTH);

  // Crawlers read robots directives from the server HTML, and from name="robots" only: a page left out of the
  // sitemap says noindex there, the others do not.
  const robots = [...html.matchAll(/<meta\b[^>]*\bname=["']?robots["']?[^>]*>/gi)].map((match) => match[0]);
  expect(
    robots.some((content) => /noindex/i.test(content)),
    `noindex (${robots.join('; ')})`,
  ).toBe(isUnlistedRoute(route));

  // Every docs page sits in the docs sidebar (on a phone, the menu's docs panel).
  if (route.startsWith('/docs/')) {
    expect(await page.locator('.theme-doc-sidebar-container').count(), 'docs sidebar').toBe(1);
  }

  // Docs pages and blog posts have their own social card; every card a page names exists.
  const [image, ogType] = await page.evaluate(() =>
    ['og:image', 'og:type'].map((property) =>
      document.querySelector(`meta[property="${property}"]`)?.getAttribute('content'),
    ),
  );
  const imagePath = new URL(image ?? '', siteUrl('/')).pathname;
  if (route.startsWith('/docs/') || ogType === 'article') expect(imagePath, 'og:image').toBe(socialCardPath(route));
  const card = await fetch(siteUrl(imagePath), { method: 'HEAD' });
  expect(`${card.status} ${card.headers.get('content-type')}`, `og:image ${imagePath}`).toBe('200 image/png');

  expect(report.consoleErrors, 'console errors').toEqual([]);
  expect(report.pageErrors, 'page errors').toEqual([]);
  expect(report.failedRequests, 'failed requests').toEqual([]);
  expect(report.thirdPartyRequests, 'requests to third-party hosts').toEqual([]);
  expect(await axeViolations(page), 'accessibility violations (axe)').toEqual([]);
}
