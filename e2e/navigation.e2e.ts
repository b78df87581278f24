/**
 * Client-side navigation behaves like page loads do: a hash lands on its
 * heading, a page without hash starts at the top, and the progress bar only
 * shows for navigations slower than its 200 ms delay.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PROGRESS_BAR_DELAY_MS } from '../config/layout';
import { openPage, pathOf, siteUrl } from './support/browser';

const DOC = '/docs/api/prediction/create-prediction';

/**
 * Navigates inside the single-page app the way Back/Forward does: the URL
 * changes and React Router is told through popstate, with no page load.
 */
async function clientNavigate(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}

async function h1(page: Page): Promise<string> {
  return ((await page.locator('h1').first().textContent()) ?? '').trim();
}

/** Client-side navigation timed in the page, from the URL change to the new H1 being rendered. */
function timedClientNavigation(page: Page, url: string, heading: string): Promise<number> {
  return page.evaluate(
    ([target, expected]) =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        // Never hang: a navigation that does not finish counts as slow.
        setTimeout(() => resolve(Number.POSITIVE_INFINITY), 10_000);
        const observer = new MutationObserver(() => {
          if (document.querySelector('h1')?.textContent?.trim() !== expected) return;
          observer.disconnect();
          resolve(performance.now() - start);
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        window.history.pushState(null, '', target);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }),
    [url, heading] as const,
  );
}

/** Counts #nprogress appearances from now on (the bar is added to <body> when it starts). */
async function watchProgressBar(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const win = window as unknown as { progressBarShown: number };
    win.progressBarShown = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes))
          if ((node as Element).id === 'nprogress') win.progressBarShown++;
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { progressBarShown: number }).progressBarShown);
}

describe('client-side navigation', () => {
  it('scrolls to the top for a page without hash and to the heading for a hash', async () => {
    const { page, report, close } = await openPage('/', { width: 1280, height: 800 });
    try {
      // Leave the home page scrolled down, then follow a navbar link.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const developers = page.locator('.navbar').getByRole('button', { name: 'Developers', exact: true });
      await developers.click();
      await page.locator('.navbar .dropdown__menu').getByRole('link', { name: 'Prediction API', exact: true }).click();
      await expect.poll(() => pathOf(page)).toBe(DOC);
      await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'scrolled to the top' }).toBe(0);

      // The deepest heading that can still be scrolled to the top of the viewport.
      const target = await page.evaluate(() => {
        const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
        const headings = Array.from(document.querySelectorAll<HTMLElement>('article :is(h2, h3)[id]')).map(
          (heading) => ({
            id: heading.id,
            top:
              heading.getBoundingClientRect().top +
              window.scrollY -
              parseFloat(getComputedStyle(heading).scrollMarginTop),
          }),
        );
        return headings.filter((heading) => heading.top <= maxScroll).at(-1) ?? headings.at(-1);
      });
      expect(target, `a heading with an id on ${DOC}`).toBeDefined();
      if (!target) return;
      expect(target.top, 'the page is long enough for the heading to need a scroll').toBeGreaterThan(100);

      await page.locator('.navbar').getByRole('link', { name: 'Blog', exact: true }).click();
      await expect.poll(() => pathOf(page)).toBe('/blog');

      await clientNavigate(page, `${DOC}#${target.id}`);
      await expect.poll(() => pathOf(page)).toBe(DOC);
      await expect
        .poll(
          () =>
            page.evaluate((id) => {
              const box = document.getElementById(id)?.getBoundingClientRect();
              const navbar = document.querySelector('.navbar')?.getBoundingClientRect().height ?? 0;
              return box !== undefined && box.top >= 0 && box.top <= navbar + 48;
            }, target.id),
          { message: `#${target.id} at the top of the viewport` },
        )
        .toBe(true);

      expect(report.consoleErrors).toEqual([]);
      expect(report.pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it(`shows no progress bar for a navigation faster than ${PROGRESS_BAR_DELAY_MS} ms, and shows it for a slow one`, async () => {
    const { page, close } = await openPage('/docs/');
    try {
      const headings = new Map([['/docs/', await h1(page)]]);
      await clientNavigate(page, '/docs/developers/');
      await page.waitForFunction(
        (first) => document.querySelector('h1')?.textContent?.trim() !== first,
        headings.get('/docs/'),
      );
      headings.set('/docs/developers/', await h1(page));
      await page.waitForLoadState('networkidle');

      // Fast: between two pages whose code is loaded. A loaded machine can make one
      // navigation slow, so judge only those that finished well inside the delay.
      const shown = await watchProgressBar(page);
      const runs: { path: string; ms: number; bars: number }[] = [];
      for (const path of ['/docs/', '/docs/developers/', '/docs/']) {
        const before = await shown();
        const ms = await timedClientNavigation(page, path, headings.get(path) ?? '');
        await page.waitForTimeout(PROGRESS_BAR_DELAY_MS * 2);
        runs.push({ path, ms, bars: (await shown()) - before });
      }
      const fast = runs.filter((run) => run.ms < PROGRESS_BAR_DELAY_MS - 50);
      expect(fast.length, `precondition: some navigations are fast (${JSON.stringify(runs)})`).toBeGreaterThan(0);
      expect(
        fast.filter((run) => run.bars > 0),
        'fast navigations that showed the progress bar',
      ).toEqual([]);

      // Slow: every script chunk now takes a second to arrive.
      let delayed = 0;
      await page.route('**/assets/js/**', async (route) => {
        delayed++;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      });
      await clientNavigate(page, '/blog/archive');
      await expect.poll(() => pathOf(page)).toBe('/blog/archive');
      await expect.poll(shown, { message: 'progress bar during a slow navigation', timeout: 3_000 }).toBe(1);
      expect(delayed, 'precondition: the slow navigation had to fetch code').toBeGreaterThan(0);
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Blog archive', undefined, {
        timeout: 10_000,
      });
      await expect
        .poll(() => page.locator('#nprogress').count(), { message: 'progress bar removed when done' })
        .toBe(0);
    } finally {
      await close();
    }
  });

  it('redirects /docs/index.html to /docs/', async () => {
    const response = await fetch(siteUrl('/docs/index.html'), { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location') ?? '', siteUrl('/')).pathname).toBe('/docs/');
  });
});
