/**
 * Below the 996 px breakpoint the navbar collapses into a sidebar: it opens,
 * shows the main menu (and the docs menu on docs pages), closes, and never
 * survives a switch to desktop width.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MOBILE_BREAKPOINT_PX } from '../config/layout';
import { isInViewport, openPage, pathOf } from './support/browser';

const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1200, height: 844 };
const PRIMARY = '.navbar-sidebar__items > .navbar-sidebar__item:nth-child(1)';
const SECONDARY = '.navbar-sidebar__items > .navbar-sidebar__item:nth-child(2)';

function sidebarOpen(page: Page): Promise<boolean> {
  return page.locator('.navbar').evaluate((navbar) => navbar.classList.contains('navbar-sidebar--show'));
}

/** Which sidebar panel the user can use: the other one is inert and slid away. */
async function activePanel(page: Page): Promise<'primary' | 'secondary' | 'none'> {
  for (const [name, selector] of [
    ['primary', PRIMARY],
    ['secondary', SECONDARY],
  ] as const) {
    const panel = page.locator(selector);
    if ((await panel.count()) === 0) continue;
    const inert = await panel.evaluate((element) => (element as HTMLElement).inert);
    if (!inert && (await isInViewport(page, selector))) return name;
  }
  return 'none';
}

async function openSidebar(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await expect.poll(() => sidebarOpen(page)).toBe(true);
  await expect.poll(() => page.locator('.navbar-sidebar').isVisible()).toBe(true);
}

describe('mobile menu at 390 px', () => {
  it('uses a width below the breakpoint for mobile and above it for desktop', () => {
    expect(MOBILE.width).toBeLessThan(MOBILE_BREAKPOINT_PX);
    expect(DESKTOP.width).toBeGreaterThan(MOBILE_BREAKPOINT_PX);
  });

  it('opens the main menu, reaches a dropdown, and closes when a link is followed', async () => {
    const { page, report, close } = await openPage('/', MOBILE);
    try {
      expect(await sidebarOpen(page)).toBe(false);
      expect(await page.locator('.navbar__inner .dropdown').first().isVisible(), 'desktop dropdowns hidden').toBe(
        false,
      );

      await openSidebar(page);
      await expect.poll(() => activePanel(page)).toBe('primary');
      const primary = page.locator(PRIMARY);
      expect(await primary.getByRole('link', { name: 'Getting Started', exact: true }).isVisible()).toBe(true);

      const guide = primary.getByRole('link', { name: 'Developer Guide', exact: true });
      expect(await guide.isVisible(), 'dropdown items start collapsed').toBe(false);
      await primary.getByRole('button', { name: 'Developers', exact: true }).click();
      await expect.poll(() => guide.isVisible()).toBe(true);

      await guide.click();
      await expect.poll(() => pathOf(page)).toBe('/docs/developers/');
      await expect.poll(() => sidebarOpen(page), { message: 'following a link closes the sidebar' }).toBe(false);

      expect(report.consoleErrors).toEqual([]);
      expect(report.pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the docs menu after following a menu link to a docs page', async () => {
    const { page, close } = await openPage('/', MOBILE);
    try {
      await openSidebar(page);
      const primary = page.locator(PRIMARY);
      await primary.getByRole('button', { name: 'Developers', exact: true }).click();
      await primary.getByRole('link', { name: 'Developer Guide', exact: true }).click();
      await expect.poll(() => pathOf(page)).toBe('/docs/developers/');
      await expect.poll(() => sidebarOpen(page)).toBe(false);
      await openSidebar(page);
      // The docs route's chunks load after a client-side navigation; give a busy machine time.
      await expect
        .poll(() => activePanel(page), { message: 'docs pages open on the docs menu', timeout: 10_000 })
        .toBe('secondary');
      const back = page.getByRole('button', { name: '← Back to main menu' });
      expect(await back.isVisible()).toBe(true);
      await back.click();
      await expect.poll(() => activePanel(page)).toBe('primary');

      await page.getByRole('button', { name: 'Close navigation bar' }).click();
      await expect.poll(() => sidebarOpen(page)).toBe(false);
      await expect.poll(() => page.locator('.navbar-sidebar').isVisible()).toBe(false);
    } finally {
      await close();
    }
  });

  it('shows the back-to-main-menu button on /docs/', async () => {
    const { page, close } = await openPage('/docs/', MOBILE);
    try {
      await openSidebar(page);
      await expect.poll(() => activePanel(page)).toBe('secondary');
      expect(await page.getByRole('button', { name: '← Back to main menu' }).isVisible()).toBe(true);
      expect(await page.locator(SECONDARY).locator('a.menu__link').count(), 'docs sidebar links').toBeGreaterThan(0);
    } finally {
      await close();
    }
  });

  it('closes when the viewport grows to desktop width and stays closed when it shrinks back', async () => {
    const { page, close } = await openPage('/', MOBILE);
    try {
      await openSidebar(page);

      await page.setViewportSize(DESKTOP);
      await expect.poll(() => sidebarOpen(page)).toBe(false);
      await expect.poll(() => page.locator('.navbar__inner .dropdown').first().isVisible()).toBe(true);

      await page.setViewportSize(MOBILE);
      await expect.poll(() => page.getByRole('button', { name: 'Toggle navigation bar' }).isVisible()).toBe(true);
      // Give a wrongly kept "shown" state time to come back before checking it did not.
      await page.waitForTimeout(500);
      expect(await sidebarOpen(page)).toBe(false);
      expect(await page.locator('.navbar-sidebar').isVisible()).toBe(false);
    } finally {
      await close();
    }
  });
});
