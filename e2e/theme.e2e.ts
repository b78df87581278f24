/**
 * The site is dark only: neither a stored light choice, nor a light system
 * preference, nor the theme query parameter turns it light, and no toggle is offered.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, storageNamespace } from './support/browser';

const PATHS = ['/', '/docs/', '/blog'];

function theme(page: Page): Promise<string | null> {
  return page.evaluate(() => document.documentElement.getAttribute('data-theme'));
}

describe('dark theme only', () => {
  it.each(PATHS)('%s stays dark with theme=light stored and a light system preference', async (path) => {
    const namespace = await storageNamespace();
    const { page, report, close } = await openPage(path, {
      colorScheme: 'light',
      beforeLoad: (target) =>
        target.addInitScript(
          (keys) => {
            for (const key of keys) localStorage.setItem(key, 'light');
          },
          [...new Set(['theme', `theme${namespace}`])],
        ),
    });
    try {
      expect(
        await page.evaluate(() => matchMedia('(prefers-color-scheme: light)').matches),
        'emulated preference',
      ).toBe(true);
      expect(await theme(page)).toBe('dark');
      // Hydration or a late effect must not flip it either.
      await page.waitForTimeout(300);
      expect(await theme(page)).toBe('dark');
      expect(report.consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('ignores ?docusaurus-theme=light', async () => {
    const { page, close } = await openPage('/?docusaurus-theme=light', { colorScheme: 'light' });
    try {
      expect(await theme(page)).toBe('dark');
    } finally {
      await close();
    }
  });

  it.each([1280, 390])('renders no colour-mode toggle at %i px', async (width) => {
    const { page, close } = await openPage('/docs/', { width });
    try {
      if (width < 996) await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      expect(await page.locator('button[aria-label*="dark and light mode" i]').count()).toBe(0);
      expect(await page.locator('[class*="colorModeToggle"], [class*="toggleButton_"]').count()).toBe(0);
    } finally {
      await close();
    }
  });
});
