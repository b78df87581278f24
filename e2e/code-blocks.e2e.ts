/**
 * Code blocks on a phone: a block too wide for the screen offers the word-wrap
 * button, which wraps it; a block in a tab that was hidden at load offers the
 * button once its tab is shown. Every block offers Copy.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser';

const WRAP = 'button[aria-label="Toggle word wrap"]';
const COPY = 'button[aria-label="Copy code to clipboard"]';

/** Whether a block's <pre> scrolls sideways. */
function scrolls(block: Locator): Promise<boolean> {
  return block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);
}

async function blocks(page: Page): Promise<Locator[]> {
  return page.locator('.theme-code-block').all();
}

describe('code blocks at 390 px', () => {
  it('wrap a wide block on request, and offer Copy on every block', async () => {
    const { page, report, close } = await openPage('/docs/developers/embed', { width: 390 });
    try {
      const all = await blocks(page);
      expect(all.length).toBeGreaterThan(0);
      for (const block of all) expect(await block.locator(COPY).count()).toBe(1);

      const wide = all[0]!;
      expect(await scrolls(wide)).toBe(true);
      const wrap = wide.locator(WRAP);
      await wrap.click();
      await expect.poll(() => scrolls(wide)).toBe(false);
      await wrap.click();
      await expect.poll(() => scrolls(wide)).toBe(true);
      expect(report.consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('offers the wrap button on a block in a tab shown after load', async () => {
    const { page, close } = await openPage('/docs/developers/use-cases/interacting-with-api', { width: 390 });
    try {
      const tabs = page.locator('[role=tablist]').first();
      const panels = tabs.locator('xpath=..').locator('[role=tabpanel]');
      const hidden = panels.nth(1);
      expect(await hidden.isHidden()).toBe(true);
      expect(await hidden.locator(WRAP).count()).toBe(0);

      await tabs.getByRole('tab').nth(1).click();
      await expect.poll(() => hidden.isVisible()).toBe(true);
      await expect.poll(() => hidden.locator(WRAP).count()).toBe(1);
    } finally {
      await close();
    }
  });
});
