/**
 * The marketing, legal and blog pages as a visitor meets them: the right H1,
 * a primary call to action that goes where the page data says, internal links
 * that answer 200 (and #fragments that exist), a social card, structured data,
 * no horizontal scroll, small tap target or accessibility violation (axe) on
 * a phone or tablet, no layout shift, and images that are sized and described.
 * At desktop width, routes.e2e.ts runs axe on every page of the site.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_SIZE, socialCardPath } from '../plugins/social-cards/paths';
import { marketingPages } from '../src/data/marketingPages';
import { axeViolations } from './support/axe';
import { newSession, siteUrl, visit, watchPage, type PageReport, type Session } from './support/browser';

interface PageCase {
  path: string;
  h1: string;
  /** Where the first button of the hero goes; null for pages without one (legal, blog). */
  primaryAction: string | null;
  /** schema.org types the page's JSON-LD must include. */
  structuredData: string[];
  /** Whether the page is one of ours with a social card. */
  socialCard: boolean;
}

/** The structured data each page carries; /ai-workshops/scheduled, a noindex page after a booking, carries none. */
const STRUCTURED_DATA: Record<string, string[]> = {
  '/': ['Organization', 'WebSite'],
  '/agents': ['SoftwareApplication'],
  '/apps': ['SoftwareApplication'],
  '/chat': ['SoftwareApplication'],
  '/browser-sidekick': ['SoftwareApplication'],
  '/sidekick-studio': ['SoftwareApplication'],
  '/getting-started': ['HowTo'],
  '/ai-workshops': ['Event', 'FAQPage'],
  '/jlinc-partnership': ['WebPage', 'FAQPage'],
};

const cases: PageCase[] = [
  ...marketingPages.map((data) => ({
    path: data.meta.path,
    h1: data.hero.title,
    primaryAction: data.hero.actions[0]!.to,
    structuredData: STRUCTURED_DATA[data.meta.path] ?? [],
    socialCard: true,
  })),
  { path: '/privacy-policy', h1: 'Privacy Policy', primaryAction: null, structuredData: [], socialCard: false },
  { path: '/terms-of-service', h1: 'Terms of Service', primaryAction: null, structuredData: [], socialCard: false },
  {
    path: '/blog/what-is-the-answer-ai',
    h1: 'What is the Answer? 🚫 AI',
    primaryAction: null,
    structuredData: ['BlogPosting'],
    socialCard: true,
  },
  {
    path: '/blog/what-we-are-building',
    h1: 'What We Are Building',
    primaryAction: null,
    structuredData: ['BlogPosting'],
    socialCard: true,
  },
];

/** Status of every internal URL checked so far, shared by all pages. */
const statusCache = new Map<string, Promise<{ status: number; html: string }>>();

function fetchOnce(path: string) {
  let pending = statusCache.get(path);
  if (!pending) {
    pending = fetch(siteUrl(path), { redirect: 'manual' }).then(async (response) => ({
      status: response.status,
      html: response.headers.get('content-type')?.includes('text/html') ? await response.text() : '',
    }));
    statusCache.set(path, pending);
  }
  return pending;
}

function pngSize(buffer: ArrayBuffer): { width: number; height: number } {
  const view = new DataView(buffer);
  // The IHDR chunk follows the 8-byte signature and its own 8-byte header.
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('marketing, legal and blog pages', () => {
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

  describe.each(cases)('$path', (pageCase) => {
    it('shows its H1 and sends its primary call to action where the page data says', async () => {
      report.reset();
      const response = await visit(page, pageCase.path);
      expect(response?.status()).toBe(200);
      expect(await page.locator('h1').count()).toBe(1);
      expect((await page.locator('h1').textContent())?.trim()).toBe(pageCase.h1);

      if (pageCase.primaryAction !== null) {
        const primary = page.locator('main header a.button--primary').first();
        expect(await primary.isVisible()).toBe(true);
        expect(await primary.getAttribute('href')).toBe(pageCase.primaryAction);
        if (pageCase.primaryAction.startsWith('#')) {
          expect(await page.locator(pageCase.primaryAction).count()).toBe(1);
        }
      }
      expect(report.consoleErrors, 'console errors').toEqual([]);
      expect(report.pageErrors, 'page errors').toEqual([]);
      expect(report.failedRequests, 'failed requests').toEqual([]);
    });

    it('links only to internal pages that answer 200 and fragments that exist', async () => {
      const hrefs = await page
        .locator('a[href]')
        .evaluateAll((links) =>
          links.map((link) => (link as HTMLAnchorElement).href).filter((href) => href.startsWith(location.origin)),
        );
      expect(hrefs.length).toBeGreaterThan(0);
      const problems: string[] = [];
      for (const href of new Set(hrefs)) {
        const url = new URL(href);
        const { status, html } = await fetchOnce(url.pathname);
        if (status !== 200) problems.push(`${url.pathname} answered ${status}`);
        const fragment = decodeURIComponent(url.hash.slice(1));
        if (fragment && url.pathname === new URL(page.url()).pathname) {
          if ((await page.locator(`[id="${fragment}"]`).count()) !== 1)
            problems.push(`#${fragment} is not on the page`);
        } else if (fragment && !html.includes(`id="${fragment}"`) && !html.includes(`id=${fragment}`)) {
          problems.push(`${url.pathname}#${fragment}: no element with that id`);
        }
      }
      expect(problems).toEqual([]);
    });

    it('describes itself with structured data and a social card', async () => {
      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
      const types = blocks.flatMap((block) => {
        const data = JSON.parse(block) as { '@type'?: string } | { '@type'?: string }[];
        return (Array.isArray(data) ? data : [data]).map((item) => item['@type']);
      });
      for (const type of pageCase.structuredData) expect(types).toContain(type);

      if (!pageCase.socialCard) return;
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(new URL(image ?? '').pathname).toBe(socialCardPath(pageCase.path));
      const response = await fetch(siteUrl(socialCardPath(pageCase.path)));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(pngSize(await response.arrayBuffer())).toEqual(CARD_SIZE);
    });
  });

  describe.each([390, 768])('at %i px wide', (width) => {
    let narrow: Session;
    beforeAll(async () => {
      narrow = await newSession({ width, height: 844 });
    });
    afterAll(async () => {
      await narrow.close();
    });

    it.each(cases.map((pageCase) => pageCase.path))(
      '%s fits the screen, keeps tap targets of 44 px, sizes its images, does not shift and passes axe',
      async (path) => {
        const phone = await narrow.context.newPage();
        await phone.addInitScript(() => {
          const shifts: number[] = [];
          (window as unknown as { shifts: number[] }).shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) shifts.push(entry.value);
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await visit(phone, path);
        await phone.waitForTimeout(300);

        const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
        // Nor may a block scroll sideways inside the page (a wide table squeezed into a scroll box).
        const scrollers = await phone.locator('main *').evaluateAll((elements) =>
          elements
            .filter((element) => element.scrollWidth > element.clientWidth + 1)
            .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
            .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
        );
        expect(scrollers, 'blocks that scroll sideways').toEqual([]);

        // Links and controls in the page body, except links inside running text (WCAG 2.5.8 exempts those).
        const small = await phone.locator('main a, main button, main summary').evaluateAll((elements) =>
          elements
            .filter((element) => !element.closest('p, td, .markdown, article'))
            .filter((element) => element.checkVisibility())
            .map((element) => ({ text: element.textContent?.trim(), height: element.getBoundingClientRect().height }))
            .filter((target) => target.height < 44),
        );
        expect(small, 'tap targets under 44 px').toEqual([]);

        const images = await phone.locator('main img').evaluateAll((elements) =>
          elements.map((element) => {
            const image = element as HTMLImageElement;
            // The theme's author avatar has no size attributes; Infima fixes its box in CSS
            // (--ifm-avatar-photo-size), which is what keeps it from shifting the layout.
            const style = getComputedStyle(image);
            const sizedByCss = image.classList.contains('avatar__photo') && style.width === style.height;
            return {
              src: image.getAttribute('src') ?? '',
              width: image.getAttribute('width') ?? (sizedByCss ? style.width : null),
              height: image.getAttribute('height') ?? (sizedByCss ? style.height : null),
              alt: image.getAttribute('alt'),
            };
          }),
        );
        for (const image of images) {
          expect(image.width, `${image.src} width`).not.toBeNull();
          expect(image.height, `${image.src} height`).not.toBeNull();
          expect(image.alt, `${image.src} alt`).not.toBeNull();
          expect(image.src, `${image.src} format`).toMatch(/\.(svg|webp|avif)$/);
        }

        const shift = await phone.evaluate(() =>
          (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
        );
        expect(shift, 'cumulative layout shift').toBeLessThan(0.01);
        expect(await axeViolations(phone), 'accessibility violations (axe)').toEqual([]);
        await phone.close();
      },
    );
  });
});

describe('blog pages', () => {
  let session: Session;
  let page: Page;
  beforeAll(async () => {
    session = await newSession({ width: 1280 });
    page = await session.context.newPage();
  });
  afterAll(async () => {
    await session.close();
  });

  it.each(['/blog/what-is-the-answer-ai', '/blog/what-we-are-building'])(
    '%s shows its reading time and its author with a picture',
    async (path) => {
      await visit(page, path);
      expect(await page.locator('main article header').textContent()).toMatch(/\d+ min read/);
      const avatar = page.locator('main article header img.avatar__photo');
      expect(await avatar.getAttribute('src')).toBe('/img/authors/answer-team.svg');
      expect(await avatar.getAttribute('alt')).toBe('The Answer team');
      expect(await avatar.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    },
  );

  it('has an author page listing both posts', async () => {
    await visit(page, '/blog/authors/answer-team');
    const titles = await page.locator('main article h2').allTextContents();
    expect(titles.map((title) => title.trim()).sort()).toEqual(['What We Are Building', 'What is the Answer? 🚫 AI']);
  });

  it('lists the ten tags of the spec on /blog/tags', async () => {
    await visit(page, '/blog/tags');
    const tags = await page
      .locator('main a[href^="/blog/tags/"]')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname.replace('/blog/tags/', '')),
      );
    expect(tags.sort()).toEqual([
      'ai-ethics',
      'alpha',
      'decentralization',
      'development',
      'local-first',
      'manifesto',
      'philosophy',
      'platform',
      'release',
      'vision',
    ]);
  });
});
