/**
 * The webinar landing page as a visitor uses it (issue 7): the session time
 * in Pacific and local time, seats and registrations from the session API,
 * the registration form's states, its draft, the default A/B variants of the
 * shipped config, and the exit-intent offer. The API is a stand-in
 * (support/funnelApi.ts) so every answer can be chosen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WEBINAR_STORAGE_KEYS, webinarConfig } from '../config/webinar';
import { webinarLanding } from '../src/data/webinar';
import { getBrowser, openPage, pathOf, visit, waitForHydration, type OpenedPage } from './support/browser';
import {
  CHECKLIST_FILE,
  mockFunnelApi,
  unexpectedErrors,
  upcomingStart,
  type Answer,
  type FunnelApi,
} from './support/funnelApi';

const PATH = '/webinar-enterprise-ai';
const FORM = `#register form`;
const EMAIL = `${FORM} input[type="email"]`;

async function openLanding(
  options: {
    width?: number;
    timezoneId?: string;
    answers?: Parameters<typeof mockFunnelApi>[1];
    init?: () => void;
    /** Freeze the page's clock at this instant. */
    now?: number;
  } = {},
): Promise<OpenedPage & { api: FunnelApi }> {
  let api: FunnelApi | undefined;
  const opened = await openPage(PATH, {
    width: options.width,
    timezoneId: options.timezoneId,
    beforeLoad: async (page) => {
      api = await mockFunnelApi(page, options.answers);
      if (options.init) await page.addInitScript(options.init);
      if (options.now !== undefined) await page.clock.setFixedTime(options.now);
    },
  });
  if (!api) throw new Error('API stand-in not installed');
  return { ...opened, api };
}

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

const alertText = (page: Page) => page.locator(`${FORM} [role="alert"]`).textContent();

describe('webinar landing page', () => {
  it('shows the session in Pacific time and in the visitor’s zone, with seats and registrations from the API', async () => {
    const startsAt = upcomingStart();
    const { page, report, close } = await openLanding({
      timezoneId: 'Asia/Tokyo',
      answers: { session: { status: 200, body: { startsAt, seats: 200, seatsLeft: 12, registrationCount: 188 } } },
    });
    try {
      const pacific = new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/Los_Angeles',
        weekday: 'long',
        month: 'long',
        day: 'numeric',
      }).format(Date.parse(startsAt));
      const tokyo = new Intl.DateTimeFormat('en-US', {
        timeZone: 'Asia/Tokyo',
        weekday: 'short',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      }).format(Date.parse(startsAt));
      const hero = page.locator('header').filter({ has: page.locator('h1') });
      await expect.poll(() => hero.locator('time').first().textContent()).toContain(pacific);
      const time = await hero.locator('time').first().getAttribute('datetime');
      expect(time).toBe(startsAt);
      const heroText = (await hero.textContent()) ?? '';
      expect(heroText).toContain('11:00 AM PT');
      expect(heroText).toContain(`Your time: ${tokyo}`);
      await expect.poll(() => page.locator('#register').textContent()).toContain('12 of 200 seats left');
      expect(await page.locator('#proof').textContent()).toContain('188 people registered for this session');
      expect(await page.locator('#proof img').count()).toBe(webinarConfig.socialProof.customerLogos.length);
      expect(await page.getByRole('timer').count()).toBe(1);
      expect(report.consoleErrors).toEqual([]);
      expect(report.pageErrors).toEqual([]);
      expect(report.thirdPartyRequests).toEqual([]);
    } finally {
      await close();
    }
  });

  it('says “last chance” within 24 hours of the start', async () => {
    const startsAt = upcomingStart();
    const { page, close } = await openLanding({
      now: Date.parse(startsAt) - 5 * 3_600_000 + 60_000,
      answers: { session: { status: 200, body: { startsAt, seats: 200, seatsLeft: 3, registrationCount: 197 } } },
    });
    try {
      await expect
        .poll(() => page.locator('#register').textContent())
        .toContain('Last chance: the session starts in 5 hours.');
    } finally {
      await close();
    }
  });

  it.each([390, 1280])('causes no layout shift at %i px while the date, seats and count fill in', async (width) => {
    const { page, report, close } = await openLanding({
      width,
      answers: {
        session: {
          status: 200,
          delayMs: 400,
          body: { startsAt: upcomingStart(), seats: 200, seatsLeft: 53, registrationCount: 147 },
        },
      },
    });
    try {
      await expect.poll(() => page.locator('#proof').textContent(), { timeout: 5_000 }).toContain('147 people');
      expect(await cumulativeLayoutShift(page)).toBeLessThan(0.01);
      expect(report.consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the default variants of the shipped config and assigns nothing', async () => {
    const { page, api, close } = await openLanding();
    try {
      expect(await page.locator('h1').textContent()).toBe(webinarLanding.headlines.primary.title);
      expect(await page.locator(`${FORM} button[type="submit"]`).textContent()).toBe('Reserve Spot Free');
      expect(await page.locator('main form').count(), 'forms on the page (formPosition hero)').toBe(1);
      expect(await page.locator('#mid-registration').count()).toBe(0);
      expect(await page.getByTestId('sticky-header').count(), 'sticky header is off').toBe(0);
      expect(await page.evaluate((key) => localStorage.getItem(key), WEBINAR_STORAGE_KEYS.abVariants)).toBeNull();

      await page.fill(EMAIL, 'ada@example.com');
      await page.click(`${FORM} button[type="submit"]`);
      await expect.poll(() => api.sentTo('register').length).toBe(1);
      expect(api.sentTo('register')[0]?.body).not.toHaveProperty('abVariants');
    } finally {
      await close();
    }
  });
});

describe('registration form', () => {
  it('checks the email after the field is left, then as the visitor types', async () => {
    const { page, close } = await openLanding();
    try {
      const email = page.locator(EMAIL);
      await email.fill('ada');
      expect(await email.getAttribute('aria-invalid'), 'no error while typing the first time').toBeNull();
      await email.press('Tab');
      const describedBy = await email.getAttribute('aria-describedby');
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      expect(describedBy).toBeTruthy();
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
        'Enter a full email address, like name@company.com.',
      );
      await email.fill('ada@example.com');
      expect(await email.getAttribute('aria-invalid'), 'fixed while typing').toBeNull();
      expect(await email.getAttribute('aria-describedby')).toBeNull();
    } finally {
      await close();
    }
  });

  it('refuses an empty send, says why and puts the cursor in the field', async () => {
    const { page, api, close } = await openLanding();
    try {
      await page.click(`${FORM} button[type="submit"]`);
      await expect.poll(() => alertText(page)).toBe('Check the highlighted field: Enter your email address.');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
      expect(api.sentTo('register')).toHaveLength(0);
    } finally {
      await close();
    }
  });

  it('sends the email, the optional details and the stored UTM parameters, then opens the thank-you page', async () => {
    const { page, api, report, close } = await openLanding({
      answers: {
        register: {
          status: 201,
          delayMs: 600,
          body: { registrationId: 'reg-42', sessionStart: upcomingStart(), leadScore: 90, repeat: false },
        },
      },
      init: () => {
        sessionStorage.setItem(
          'webinar_utm_params',
          JSON.stringify({ utm_source: 'linkedin', utm_campaign: 'launch', junk: 1 }),
        );
      },
    });
    try {
      await page.fill(EMAIL, '  ada@example.com ');
      await page.getByRole('button', { name: 'Add your name and company (optional)' }).click();
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Company').fill('Analytical Engines');
      await page.getByLabel('Job title').fill('CTO');
      await page.click(`${FORM} button[type="submit"]`);

      const button = page.locator(`${FORM} button[type="submit"]`);
      expect(await button.isDisabled(), 'button disabled while sending').toBe(true);
      expect(await button.textContent()).toBe('Saving your seat…');
      expect(await page.locator(`${FORM} [role="status"]`).textContent()).toBe('Saving your seat…');

      await expect.poll(() => page.getByRole('heading', { name: 'You are registered' }).count()).toBe(1);
      expect(api.sentTo('register')[0]?.body).toEqual({
        email: 'ada@example.com',
        firstName: 'Ada',
        company: 'Analytical Engines',
        jobTitle: 'CTO',
        utm_source: 'linkedin',
        utm_campaign: 'launch',
        website: '',
      });
      await page.waitForURL((url) => url.pathname === '/webinar-thank-you', { timeout: 5_000 });
      const stored = await page.evaluate(
        (keys) => ({
          confirmed: localStorage.getItem(keys.confirmedEmail),
          draft: localStorage.getItem(keys.draft),
          registration: JSON.parse(localStorage.getItem(keys.registration) ?? 'null') as { id: string } | null,
        }),
        WEBINAR_STORAGE_KEYS,
      );
      expect(stored.confirmed).toBe('ada@example.com');
      expect(stored.draft).toBeNull();
      expect(stored.registration?.id).toBe('reg-42');
      // Arrived by client-side navigation: the parts that need a registration show, the bonus is open.
      await expect.poll(() => page.locator('#bonus').isVisible()).toBe(true);
      expect(await page.getByTestId('no-registration').isVisible()).toBe(false);
      expect(await page.locator('#attendee-profile form').isVisible()).toBe(true);
      expect(await page.locator('#attendee-profile').getByLabel('Company').inputValue()).toBe('Analytical Engines');
      expect(report.consoleErrors).toEqual([]);
      expect(report.pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the server’s message next to the field it names', async () => {
    const { page, report, close } = await openLanding({
      answers: {
        register: {
          status: 400,
          body: { error: 'validation_failed', field: 'company', message: 'Company must be at most 120 characters.' },
        },
      },
    });
    try {
      await page.fill(EMAIL, 'ada@example.com');
      await page.click(`${FORM} button[type="submit"]`);
      const company = page.getByLabel('Company');
      await expect.poll(() => company.getAttribute('aria-invalid')).toBe('true');
      expect(await company.isVisible(), 'the details open to show the field').toBe(true);
      const errorId = (await company.getAttribute('aria-describedby')) ?? '';
      expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe('Company must be at most 120 characters.');
      expect(await alertText(page)).toBe('Check the highlighted field: Company must be at most 120 characters.');
      expect(unexpectedErrors(report.consoleErrors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each<[string, Answer, RegExp]>([
    [
      '429',
      { status: 429, body: { error: 'rate_limited', message: 'Too many requests' } },
      /Wait a minute, then send the form again/,
    ],
    ['500', { status: 500, body: { error: 'internal', message: 'db down' } }, /on our side and nothing was saved/],
    ['no answer', { status: 0, abort: true }, /could not reach our server/],
  ])('after %s says what to do next, keeps the email and lets the visitor retry', async (_case, answer, message) => {
    const { page, api, report, close } = await openLanding({ answers: { register: answer } });
    try {
      await page.fill(EMAIL, 'ada@example.com');
      await page.click(`${FORM} button[type="submit"]`);
      await expect.poll(() => alertText(page)).toMatch(message);
      expect(await page.inputValue(EMAIL)).toBe('ada@example.com');
      expect(await page.locator(`${FORM} button[type="submit"]`).isDisabled()).toBe(false);
      api.answer('register', {
        status: 200,
        body: { registrationId: 'reg-7', sessionStart: upcomingStart(), leadScore: 60, repeat: true },
      });
      await page.click(`${FORM} button[type="submit"]`);
      await expect
        .poll(() => page.locator('#register [role="status"]').textContent())
        .toContain('You were already registered for this session');
      expect(unexpectedErrors(report.consoleErrors)).toEqual([]);
      expect(report.pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('keeps the email draft across a reload', async () => {
    const { page, close } = await openLanding();
    try {
      await page.fill(EMAIL, 'draft@example.com');
      await page.reload();
      await waitForHydration(page);
      await expect.poll(() => page.inputValue(EMAIL)).toBe('draft@example.com');
    } finally {
      await close();
    }
  });

  it('works from the keyboard alone', async () => {
    const { page, api, close } = await openLanding();
    try {
      await page.locator(EMAIL).focus();
      await page.keyboard.type('kb@example.com');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        'Add your name and company (optional)',
      );
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent),
      ).toBe('First name');
      await page.keyboard.press('Enter');
      await expect.poll(() => api.sentTo('register').length).toBe(1);
    } finally {
      await close();
    }
  });
});

describe('exit intent', () => {
  async function leaveThroughTop(page: Page): Promise<void> {
    await page.mouse.move(600, 300);
    await page.mouse.move(600, 5, { steps: 3 });
    await page.mouse.move(600, -20);
  }

  it('offers the checklist in a modal dialog once per session, traps focus, closes with Escape and gives focus back', async () => {
    const { page, api, close } = await openLanding();
    try {
      const before = page.getByRole('button', { name: 'Add your name and company (optional)' });
      await before.focus();
      await leaveThroughTop(page);
      const dialog = page.getByRole('dialog', { name: webinarLanding.exitIntent.heading });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('type')), 'focus in the email field').toBe(
        'email',
      );

      // Tab and Shift+Tab stay inside the dialog.
      for (let press = 0; press < 6; press++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
      }
      for (let press = 0; press < 6; press++) {
        await page.keyboard.press('Shift+Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
      }

      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        'Add your name and company (optional)',
      );

      // Once per session: not again on this page, nor after a reload.
      await leaveThroughTop(page);
      await page.reload();
      await waitForHydration(page);
      await leaveThroughTop(page);
      await page.waitForTimeout(300);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(api.sentTo('download-checklist')).toHaveLength(0);
    } finally {
      await close();
    }
  });

  it('downloads the checklist from the dialog and says a copy is on its way by email', async () => {
    const { page, api, close } = await openLanding();
    try {
      await leaveThroughTop(page);
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await dialog.getByLabel('Email').fill('lead@example.com');
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Download the checklist' }).click();
      expect((await download).suggestedFilename()).toBe(CHECKLIST_FILE);
      await expect
        .poll(() => dialog.locator('[role="status"]').textContent())
        .toBe(`Saved ${CHECKLIST_FILE} to your downloads. A copy is also on its way to lead@example.com.`);
      expect(api.sentTo('download-checklist')[0]?.body).toEqual({ email: 'lead@example.com' });
      await dialog.getByRole('button', { name: 'No thanks' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('leaves visitors on touch screens alone', async () => {
    const browser = await getBrowser();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      await mockFunnelApi(page);
      await visit(page, PATH);
      expect(await page.evaluate(() => matchMedia('(hover: hover) and (pointer: fine)').matches)).toBe(false);
      await page.mouse.move(200, 300);
      await page.mouse.move(200, -20);
      await page.waitForTimeout(300);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(
        await page.evaluate((key) => sessionStorage.getItem(key), WEBINAR_STORAGE_KEYS.exitIntentShown),
      ).toBeNull();
    } finally {
      await context.close();
    }
  });
});

describe('navigation', () => {
  it('the final call to action takes the visitor to the form', async () => {
    const { page, close } = await openLanding();
    try {
      await page.locator('#final-cta').getByRole('link', { name: 'Reserve Spot Free' }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
      expect(pathOf(page)).toBe(PATH);
    } finally {
      await close();
    }
  });

  it('is listed without the promotional banner and in its own wrapper', async () => {
    const { page, close } = await openLanding();
    try {
      expect(await page.locator('.theme-announcement-bar').count()).toBe(0);
      expect(await page.locator('.webinar-page').count()).toBe(1);
      await visit(page, '/');
      expect(await page.locator('.webinar-page').count()).toBe(0);
    } finally {
      await close();
    }
  });
});
