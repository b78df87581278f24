/**
 * The desktop navbar works from the keyboard: the skip link comes first, each
 * dropdown opens with Enter or Space (what Docusaurus supports) and its items
 * can then be tabbed to.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { navbar } from '../config/navbar';
import { openPage } from './support/browser';

const dropdowns = navbar.items.flatMap((item) =>
  'type' in item && item.type === 'dropdown'
    ? [{ label: item.label, items: item.items.map((entry) => entry.label) }]
    : [],
);

interface Focused {
  text: string;
  inNavbar: boolean;
  inMain: boolean;
}

function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const main = document.querySelector('main') ?? document.getElementById('__docusaurus_skipToContent_fallback');
    return {
      text: element.textContent?.trim() ?? '',
      inNavbar: element.closest('.navbar') !== null,
      inMain: main !== null && main !== element && main.contains(element),
    };
  });
}

/** Presses Tab until the navbar element with this exact text has focus. */
async function tabTo(page: Page, text: string): Promise<void> {
  for (let presses = 0; presses < 400; presses++) {
    await page.keyboard.press('Tab');
    const current = await focused(page);
    if (current?.inNavbar && current.text === text) return;
  }
  throw new Error(`"${text}" in the navbar never received focus from the keyboard`);
}

describe('navbar at 1280 px', () => {
  it('lists the three dropdowns the site promises', () => {
    expect(dropdowns.map((dropdown) => dropdown.label)).toEqual(['Using Answer', 'Developers', 'Resources']);
  });

  it('opens each dropdown with the keyboard and lets Tab reach its items', async () => {
    const { page, report, close } = await openPage('/', { width: 1280 });
    try {
      for (const dropdown of dropdowns) {
        const root = page.locator('.navbar .dropdown').filter({
          has: page.getByRole('button', { name: dropdown.label, exact: true }),
        });
        const trigger = root.getByRole('button', { name: dropdown.label, exact: true });
        const links = root.locator('.dropdown__menu a');

        await tabTo(page, dropdown.label);
        await expect
          .poll(() => trigger.getAttribute('aria-expanded'), { message: `${dropdown.label} before Enter` })
          .toBe('false');
        expect(await links.first().isVisible()).toBe(false);

        await page.keyboard.press('Enter');
        await expect
          .poll(() => trigger.getAttribute('aria-expanded'), { message: `${dropdown.label} after Enter` })
          .toBe('true');
        expect(await links.allTextContents()).toEqual(dropdown.items);
        for (const link of await links.all()) await expect.poll(() => link.isVisible()).toBe(true);

        // Space toggles too: closed, then open again.
        await page.keyboard.press('Space');
        await expect
          .poll(() => trigger.getAttribute('aria-expanded'), { message: `${dropdown.label} after Space` })
          .toBe('false');
        await page.keyboard.press('Space');
        await expect
          .poll(() => trigger.getAttribute('aria-expanded'), { message: `${dropdown.label} after second Space` })
          .toBe('true');

        for (const label of dropdown.items) {
          await page.keyboard.press('Tab');
          expect((await focused(page))?.text, `Tab inside ${dropdown.label}`).toBe(label);
        }
        expect(await trigger.getAttribute('aria-expanded'), `${dropdown.label} while its items have focus`).toBe(
          'true',
        );

        // Leaving the menu with the keyboard closes it.
        await page.keyboard.press('Tab');
        await expect
          .poll(() => trigger.getAttribute('aria-expanded'), { message: `${dropdown.label} after focus left` })
          .toBe('false');
      }
      expect(report.consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('leaves focus where the keyboard took it when the search index arrives later', async () => {
    const { page, report, close } = await openPage('/', { width: 1280 });
    try {
      // Focusing the search box starts loading the index; Tab moves on before it arrives.
      await page.locator('.navbar__search-input').focus();
      await page.keyboard.press('Tab');
      const next = await focused(page);
      expect(next?.text, 'the element after the search box').toBeTruthy();
      // The plugin's autocomplete wraps the input in a span once the index is in (src/theme/SearchBar).
      await page.waitForFunction(
        () => document.querySelector('.navbar__search-input')?.parentElement?.tagName === 'SPAN',
      );
      await page.waitForTimeout(200);
      expect((await focused(page))?.text).toBe(next?.text);
      expect(await page.evaluate(() => document.activeElement?.classList.contains('navbar__search-input'))).toBe(false);
      expect(report.consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('points Sign In to the studio', async () => {
    const { page, close } = await openPage('/', { width: 1280 });
    try {
      const signIn = page.locator('.navbar').getByRole('link', { name: /^Sign In\b/ });
      expect(await signIn.isVisible()).toBe(true);
      expect(new URL((await signIn.getAttribute('href')) ?? '').href).toBe('https://studio.theanswer.ai/');
    } finally {
      await close();
    }
  });

  it.each(['/', '/docs/'])(
    'on %s makes the skip link the first stop and moves focus to the main content',
    async (path) => {
      const { page, close } = await openPage(path, { width: 1280 });
      try {
        await page.keyboard.press('Tab');
        expect((await focused(page))?.text).toBe('Skip to main content');
        // Chromium may hand focus back to <body> once the target drops its temporary tabindex;
        // what the user gets is that the next Tab starts inside the main content.
        await page.keyboard.press('Enter');
        await page.keyboard.press('Tab');
        const next = await focused(page);
        expect(next?.inMain, `next Tab stop "${next?.text ?? ''}" is inside the main content`).toBe(true);
        expect(next?.inNavbar).toBe(false);
      } finally {
        await close();
      }
    },
  );
});
