/**
 * The weekly workshop banner (SPEC §2 "Promotional banner"): its text and date
 * as a visitor sees them at different moments, where it is hidden, how
 * dismissal is remembered, and that filling in the date shifts nothing.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { promoBanner, WEEKLY_WORKSHOP } from '../config/banner';
import { nextWorkshop } from '../src/lib/workshopDate';
import { promoBarId } from '../src/lib/promoBarId';
import { openPage, siteUrl, storageNamespace, waitForHydration, type PageReport } from './support/browser';

const BAR = '.theme-announcement-bar';
const HYDRATION_TROUBLE = /hydrat|Minified React error #(418|419|421|422|423|425)\b/i;

/** The banner's words as written (the badge is upper-cased by CSS only), without its inline script. */
async function bannerText(page: Page): Promise<string> {
  const text = await page.locator(BAR).evaluate((bar) => {
    const copy = bar.cloneNode(true) as HTMLElement;
    for (const script of Array.from(copy.querySelectorAll('script'))) script.remove();
    return copy.textContent ?? '';
  });
  return text.replace(/\s+/g, ' ').trim();
}

function expectCleanConsole(report: PageReport): void {
  expect(report.consoleErrors, 'console errors').toEqual([]);
  expect(report.pageErrors, 'page errors').toEqual([]);
  expect(
    report.consoleMessages.filter((message) => HYDRATION_TROUBLE.test(message)),
    'hydration warnings',
  ).toEqual([]);
}

/** Sum of layout-shift values (without recent input) since navigation, read after the page settles. */
function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 1_000);
      }),
  );
}

describe('promotional banner', () => {
  it("shows the badge, next Thursday's date and the register link on /", async () => {
    const { page, report, close } = await openPage('/');
    try {
      const { label } = nextWorkshop(new Date(), WEEKLY_WORKSHOP);
      expect(await page.locator(BAR).isVisible()).toBe(true);
      const text = await bannerText(page);
      expect(text).toContain('Live Weekly');
      expect(text).toContain(`Deploy Enterprise AI in weeks - Workshop ${label} at 11am PT`);
      expect(await page.locator(`${BAR} time`).textContent()).toBe(label);

      const register = page.locator(BAR).getByRole('link', { name: 'Register Free →', exact: true });
      expect(await register.isVisible()).toBe(true);
      expect(new URL((await register.getAttribute('href')) ?? '', siteUrl('/')).pathname).toBe(
        '/webinar-enterprise-ai',
      );
      expectCleanConsole(report);
    } finally {
      await close();
    }
  });

  // November 2025: Los Angeles is on PST (UTC-8).
  it.each([
    {
      when: 'on a Saturday',
      now: '2025-11-22T12:00:00-08:00',
      timezoneId: 'America/Los_Angeles',
      label: 'Thursday, Nov 27th',
    },
    {
      when: 'on Thursday at 10:59 PT',
      now: '2025-11-27T10:59:00-08:00',
      timezoneId: 'America/Los_Angeles',
      label: 'Thursday, Nov 27th',
    },
    {
      when: 'on Thursday at 11:00 PT',
      now: '2025-11-27T11:00:00-08:00',
      timezoneId: 'America/Los_Angeles',
      label: 'Thursday, Dec 4th',
    },
    // Already Friday in Tokyo, but the workshop has not started in Los Angeles.
    {
      when: 'on Thursday at 10:59 PT seen from Tokyo',
      now: '2025-11-27T10:59:00-08:00',
      timezoneId: 'Asia/Tokyo',
      label: 'Thursday, Nov 27th',
    },
  ])('names $label $when', async ({ now, timezoneId, label }) => {
    expect(nextWorkshop(new Date(now), WEEKLY_WORKSHOP).label).toBe(label);
    const { page, report, close } = await openPage('/', {
      timezoneId,
      beforeLoad: (target) => target.clock.setFixedTime(new Date(now)),
    });
    try {
      expect(await page.locator(`${BAR} time`).textContent()).toBe(label);
      expect(await bannerText(page)).toContain(`Deploy Enterprise AI in weeks - Workshop ${label} at 11am PT`);
      expectCleanConsole(report);
    } finally {
      await close();
    }
  });

  it.each(['/webinar-enterprise-ai', '/webinar-thank-you'])('is absent on %s', async (path) => {
    const html = await (await fetch(siteUrl(path))).text();
    expect(html, 'served HTML').not.toContain('theme-announcement-bar');
    const { page, close } = await openPage(path);
    try {
      expect(await page.locator(BAR).count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('stays closed after a reload and comes back when the banner id changes', async () => {
    const namespace = await storageNamespace();
    const { page, report, close } = await openPage('/');
    try {
      await page.locator(BAR).getByRole('button', { name: 'Close', exact: true }).click();
      await expect.poll(() => page.locator(BAR).isVisible()).toBe(false);

      await page.reload({ waitUntil: 'domcontentloaded' });
      expect(await page.locator(BAR).isVisible(), 'hidden before hydration (no flash)').toBe(false);
      await waitForHydration(page);
      expect(await page.locator(BAR).isVisible(), 'hidden after hydration').toBe(false);

      const idKey = `docusaurus.announcement.id${namespace}`;
      // The id names this week's workshop (SPEC §4: a new workshop's bar shows again).
      const thisWeek = promoBarId(promoBanner.idPrefix, new Date(), WEEKLY_WORKSHOP);
      expect(await page.evaluate((key) => localStorage.getItem(key), idKey)).toBe(thisWeek);
      await page.evaluate((key) => localStorage.setItem(key, 'workshop-weekly-2026-01-01'), idKey);
      await page.reload({ waitUntil: 'load' });
      await waitForHydration(page);
      const dismissKey = `docusaurus.announcement.dismiss${namespace}`;
      expect(await page.evaluate((key) => localStorage.getItem(key), dismissKey), 'dismissal reset').toBe('false');
      expect(await page.evaluate((key) => localStorage.getItem(key), idKey)).toBe(thisWeek);
      // The head script cleared the old dismissal before the theme read it: the new week's bar shows on this load.
      await expect.poll(() => page.locator(BAR).isVisible()).toBe(true);
      expectCleanConsole(report);
    } finally {
      await close();
    }
  });

  it('keeps the date steady through hydration', async () => {
    const { label } = nextWorkshop(new Date(), WEEKLY_WORKSHOP);
    const { page, close } = await openPage('/', {
      // Records each text the date shows; a change between two tasks can reach the screen.
      beforeLoad: (target) =>
        target.addInitScript(() => {
          const shown: string[] = [];
          (window as unknown as { bannerDates: string[] }).bannerDates = shown;
          new MutationObserver(() => {
            const text = document.querySelector('.theme-announcement-bar time')?.textContent;
            if (text != null && shown.at(-1) !== text) shown.push(text);
          }).observe(document, { subtree: true, childList: true, characterData: true });
        }),
    });
    try {
      await page.waitForTimeout(500);
      const shown = await page.evaluate(() => (window as unknown as { bannerDates: string[] }).bannerDates);
      // The server's placeholder is replaced by the inline script before first paint; from then on only the date.
      expect(shown.slice(shown.indexOf(label)), `texts of the date: ${JSON.stringify(shown)}`).toEqual([label]);
    } finally {
      await close();
    }
  });

  it.each(['/', '/docs/intro'])(
    'paints no frame of %s before the banner and the navbar are whole, even on a CPU slowed 6×',
    async (path) => {
      // A frame painted mid-parse shows part of the banner or navbar, which then grows and moves its neighbours
      // (theme/Layout holds the first render). Animation frame callbacks run just before each frame is painted.
      const { page, close } = await openPage(path, {
        beforeLoad: async (target) => {
          const cdp = await target.context().newCDPSession(target);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
          await target.addInitScript(() => {
            requestAnimationFrame(() => {
              (window as unknown as { firstFrame: unknown }).firstFrame = {
                banner: document.querySelector<HTMLElement>('.theme-announcement-bar')?.innerText ?? null,
                navbarItems: document.querySelectorAll('.navbar__items > *').length,
              };
            });
          });
        },
      });
      try {
        const [firstFrame, settled] = await page.evaluate(() => [
          (window as unknown as { firstFrame: unknown }).firstFrame,
          {
            banner: document.querySelector<HTMLElement>('.theme-announcement-bar')?.innerText ?? null,
            navbarItems: document.querySelectorAll('.navbar__items > *').length,
          },
        ]);
        expect(settled.banner).toContain(nextWorkshop(new Date(), WEEKLY_WORKSHOP).label);
        expect(firstFrame).toEqual(settled);
      } finally {
        await close();
      }
    },
  );

  it.each([390, 1280])('causes no layout shift on / at %i px', async (width) => {
    const { page, report, close } = await openPage('/', { width });
    try {
      expect(await page.locator(`${BAR} time`).isVisible()).toBe(true);
      expect(await cumulativeLayoutShift(page)).toBeLessThan(0.01);
      expectCleanConsole(report);
    } finally {
      await close();
    }
  });
});
