/**
 * Every page route in the manifest loads cleanly: 200, one visible H1, a
 * title, no Suspense boundary in the server HTML, a social card that exists,
 * no console or page error, no failed request, nothing sent to a third party. One page loads all
 * routes in turn to keep the run short.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConsoleRoute, pageRoutes } from '../config/routes';
import { socialCardPath } from '../plugins/social-cards/paths';
import { axeViolations } from './support/axe';
import { newSession, pathOf, siteUrl, visit, watchPage, type PageReport, type Session } from './support/browser';
import { sitemapPaths } from './support/sitemap';

const sitemap = sitemapPaths();

it('the sitemap lists every route of the manifest, once, and no console route', () => {
  expect(pageRoutes.filter((route) => !sitemap.includes(route))).toEqual([]);
  expect(new Set(sitemap).size).toBe(sitemap.length);
  // The console's pages (config/routes.ts, consoleRoutes) are built but are not pages of the site.
  expect(sitemap.filter(isConsoleRoute)).toEqual([]);
});

describe('every page in the sitemap', () => {
  let session: Session;
  let page: Page;
  let report: PageReport;
  beforeAll(async () => {
    session = await newSession({ width: 1280 });
    page = await session.context.newPage();
    report = watchPage(page, session);
  });
  afterAll(async () => {
    await session.close();
  });

  it.each(sitemap)('%s renders cleanly', async (route) => {
    report.reset();
    const response = await visit(page, route);
    expect(response?.status(), 'HTTP status').toBe(200);
    expect(response?.request().redirectedFrom()?.url(), 'redirected').toBeUndefined();
    expect(pathOf(page)).toBe(route);
    // A Suspense boundary in the server HTML hydrates late, and an update that
    // reaches it first throws it away with a console error (React #421).
    expect(await response?.text(), 'Suspense boundaries in the server HTML').not.toMatch(/<!--\$[?!]?-->/);

    const headings = await page
      .locator('h1')
      .evaluateAll((elements) =>
        elements
          .filter((element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
          .map((element) => element.textContent?.trim() ?? ''),
      );
    expect(headings, 'visible H1 elements').toHaveLength(1);
    expect(headings[0], 'H1 text').not.toBe('');
    expect((await page.title()).trim(), '<title>').not.toBe('');

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
  });
});
