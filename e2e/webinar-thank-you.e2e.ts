/**
 * The thank-you page after a registration (issue 7): the session in Pacific
 * and local time, the calendar entries (.ics built in the browser), the
 * registration bonus within its window, the checklist, the profile form and
 * sharing; and what a visitor without a registration in this browser sees.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WEBINAR_STORAGE_KEYS, webinarConfig } from '../config/webinar';
import { openPage, type OpenedPage } from './support/browser';
import { CHECKLIST_FILE, mockFunnelApi, unexpectedErrors, upcomingStart, type FunnelApi } from './support/funnelApi';

const PATH = '/webinar-thank-you';
const HOUR = 3_600_000;

interface Stored {
  startsAt: string;
  registeredAt: number;
  email?: string;
}

async function openThankYou(
  stored: Stored | null,
  options: { width?: number; timezoneId?: string; permissions?: string[] } = {},
): Promise<OpenedPage & { api: FunnelApi }> {
  let api: FunnelApi | undefined;
  const opened = await openPage(PATH, {
    ...options,
    beforeLoad: async (page) => {
      api = await mockFunnelApi(page);
      if (options.permissions) await page.context().grantPermissions(options.permissions);
      if (stored) {
        await page.addInitScript(
          ({ keys, value }) => {
            localStorage.setItem(
              keys.registration,
              JSON.stringify({ id: 'reg-e2e-9', sessionStart: value.startsAt, registeredAt: value.registeredAt }),
            );
            if (value.email) localStorage.setItem(keys.confirmedEmail, value.email);
          },
          { keys: WEBINAR_STORAGE_KEYS, value: stored },
        );
      }
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

describe('thank-you page after registering', () => {
  const startsAt = upcomingStart();
  const justRegistered = (): Stored => ({ startsAt, registeredAt: Date.now() - HOUR, email: 'ada@example.com' });

  it('confirms the registered session in Pacific and local time and says what happens next', async () => {
    const { page, report, close } = await openThankYou(justRegistered(), { timezoneId: 'Europe/Paris' });
    try {
      const header = page.locator('header').filter({ has: page.locator('h1') });
      await expect.poll(() => header.locator('time').getAttribute('datetime')).toBe(startsAt);
      const paris = new Intl.DateTimeFormat('en-US', {
        timeZone: 'Europe/Paris',
        weekday: 'short',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      }).format(Date.parse(startsAt));
      const text = (await header.textContent()) ?? '';
      expect(text).toContain('11:00 AM PT');
      expect(text).toContain(`Your time: ${paris}`);
      expect(text).toContain('on its way to ada@example.com');
      expect(await page.getByTestId('no-registration').isVisible()).toBe(false);
      expect(report.consoleErrors).toEqual([]);
      expect(report.pageErrors).toEqual([]);
      expect(report.thirdPartyRequests).toEqual([]);
    } finally {
      await close();
    }
  });

  it('adds the 45-minute session to Google, Outlook or any calendar (.ics)', async () => {
    const { page, close } = await openThankYou(justRegistered());
    try {
      const start = new Date(startsAt).toISOString().replace(/[-:]/g, '').replace('.000', '');
      const end = new Date(Date.parse(startsAt) + 45 * 60_000).toISOString().replace(/[-:]/g, '').replace('.000', '');
      const google = page.getByRole('link', { name: 'Google Calendar' });
      await expect.poll(() => google.getAttribute('href')).toContain(`dates=${start}%2F${end}`);
      expect(await page.getByRole('link', { name: 'Outlook' }).getAttribute('href')).toContain(
        `startdt=${encodeURIComponent(startsAt)}`,
      );

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: /Download \.ics/ }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('enterprise-ai-webinar.ics');
      const stream = await file.createReadStream();
      let ics = '';
      for await (const chunk of stream) ics += String(chunk);
      expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
      expect(ics).toContain(`DTSTART:${start}\r\n`);
      expect(ics).toContain(`DTEND:${end}\r\n`);
      expect(ics).toContain(`SUMMARY:${webinarConfig.session.title.replace(/[,;]/g, (c) => `\\${c}`)}\r\n`);
    } finally {
      await close();
    }
  });

  it('offers the bonus call within 72 hours of registering, and not after', async () => {
    const open = await openThankYou(justRegistered());
    try {
      const bonus = open.page.locator('#bonus');
      expect(await bonus.isVisible()).toBe(true);
      expect(await bonus.getByRole('link', { name: 'Book my 15-minute call' }).getAttribute('href')).toBe(
        'https://cal.com/answerai/enterprise-ai-fit-call?duration=15',
      );
    } finally {
      await open.close();
    }
    const late = await openThankYou({ startsAt, registeredAt: Date.now() - 73 * HOUR });
    try {
      expect(await late.page.locator('#bonus').isVisible()).toBe(false);
    } finally {
      await late.close();
    }
  });

  it('saves the optional profile for the stored registration', async () => {
    const { page, api, report, close } = await openThankYou(justRegistered());
    try {
      const form = page.locator('#attendee-profile form');
      await form.getByRole('button', { name: 'Save my answers' }).click();
      await expect
        .poll(() => form.locator('[role="alert"]').textContent())
        .toBe('Fill in at least one field, or simply skip this step.');
      expect(api.sentTo('profile')).toHaveLength(0);

      await form.getByLabel('Company').fill('Analytical Engines');
      await form
        .getByLabel('Your biggest challenge with AI right now')
        .fill('Support answers the same questions daily.');
      api.answer('profile', { status: 500, body: { error: 'internal', message: 'x' } });
      await form.getByRole('button', { name: 'Save my answers' }).click();
      await expect.poll(() => form.locator('[role="alert"]').textContent()).toMatch(/nothing was saved/);

      api.answer('profile', { status: 200, body: { ok: true }, delayMs: 300 });
      await form.getByRole('button', { name: 'Save my answers' }).click();
      expect(await form.getByRole('button', { name: 'Saving…' }).isDisabled()).toBe(true);
      await expect.poll(() => form.locator('[role="status"]').textContent()).toMatch(/answers are saved/);
      expect(api.sentTo('profile').at(-1)?.body).toEqual({
        registrationId: 'reg-e2e-9',
        company: 'Analytical Engines',
        biggestChallenge: 'Support answers the same questions daily.',
      });
      expect(unexpectedErrors(report.consoleErrors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('downloads the checklist for the registered address', async () => {
    const { page, api, close } = await openThankYou(justRegistered());
    try {
      const prep = page.locator('#prep');
      await expect.poll(() => prep.getByLabel('Email').inputValue()).toBe('ada@example.com');
      const download = page.waitForEvent('download');
      await prep.getByRole('button', { name: 'Download the checklist' }).click();
      expect((await download).suggestedFilename()).toBe(CHECKLIST_FILE);
      expect(api.sentTo('download-checklist')[0]?.body).toEqual({
        email: 'ada@example.com',
        registrationId: 'reg-e2e-9',
      });
      await expect.poll(() => prep.locator('[role="status"]').textContent()).toContain('also on its way');
    } finally {
      await close();
    }
  });

  it('shares the landing page and copies its link', async () => {
    const { page, close } = await openThankYou(justRegistered(), {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    try {
      const share = page.locator('#share');
      expect(await share.getByRole('link', { name: 'Email colleagues' }).getAttribute('href')).toMatch(
        /^mailto:\?subject=/,
      );
      expect(await share.getByRole('link', { name: 'Share on LinkedIn' }).getAttribute('href')).toContain(
        encodeURIComponent('https://answeragent.ai/webinar-enterprise-ai'),
      );
      expect(await share.getByRole('link', { name: 'Post on X' }).getAttribute('href')).toMatch(
        /^https:\/\/x\.com\/intent\/post\?/,
      );
      await share.getByRole('button', { name: 'Copy link' }).click();
      await expect.poll(() => share.locator('[role="status"]').textContent()).toBe('Link copied to the clipboard.');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        'https://answeragent.ai/webinar-enterprise-ai',
      );
    } finally {
      await close();
    }
  });
});

describe('thank-you page without a registration in this browser', () => {
  it.each([390, 1280])(
    'explains and links to the form, hides what needs a registration, and shifts nothing (%i px)',
    async (width) => {
      const { page, report, close } = await openThankYou(null, { width });
      try {
        expect(await page.getByTestId('no-registration').isVisible()).toBe(true);
        expect(await page.locator('#attendee-profile form').isVisible()).toBe(false);
        expect(await page.locator('#bonus').isVisible()).toBe(false);
        expect(await cumulativeLayoutShift(page)).toBeLessThan(0.01);
        expect(report.consoleErrors).toEqual([]);
        // The next session comes from the session API.
        await expect.poll(() => page.locator('header time').getAttribute('datetime')).toBe(upcomingStart());
      } finally {
        await close();
      }
    },
  );
});
