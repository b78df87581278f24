/**
 * Seats on the real pages against the real service (issue 16): no stand-in
 * API here. This file starts its own server with three seats a session
 * (WEBINAR_SEATS=3), fills the coming session through the API, and checks
 * what a visitor sees: the page says the session is full and offers the
 * following one, registering for it works, a session that fills up while the
 * form is open is refused and the next one offered, and the thank-you page
 * without a registration claims none.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKLY_WORKSHOP } from '../config/banner';
import { BUILD_DIR } from '../scripts/build/state.mjs';
import { usZoneParts } from '../src/lib/sessionTime';
import { newSession, waitForHydration, watchPage, type PageReport, type Session } from './support/browser';
import { startServer, type RunningServer } from './support/server.mjs';

const SEATS = 3;
const CARD = '#register';
const EMAIL = `${CARD} form input[type="email"]`;

interface OpenSession {
  startsAt: string;
  seats: number;
  seatsLeft: number;
  registrationCount: number;
}

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    buildDir: process.env.BUILD_DIR?.trim() || BUILD_DIR,
    env: { WEBINAR_SEATS: String(SEATS), REGISTER_RATE_LIMIT: '0' },
  });
}, 90_000);
afterAll(async () => {
  expect(await server?.stop()).toBe(0);
});

async function openSessions(): Promise<OpenSession[]> {
  const summary = (await (await fetch(`${server.url}/api/webinar/session`)).json()) as { sessions: OpenSession[] };
  return summary.sessions;
}

let registered = 0;
/** Takes `count` seats of a session through the API, as other visitors would. */
async function takeSeats(sessionStart: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${server.url}/api/webinar/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: `other${registered++}@example.com`, sessionStart }),
    });
    expect(response.status).toBe(201);
  }
}

const dateOf = (iso: string) => usZoneParts(Date.parse(iso), WEEKLY_WORKSHOP).date;

async function open(path: string, width = 1280): Promise<{ page: Page; report: PageReport; session: Session }> {
  const session = await newSession({ width });
  const page = await session.context.newPage();
  const report = watchPage(page, session);
  await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
  await waitForHydration(page);
  return { page, report, session };
}

/** Each radio of the session choice in the hero card: [date, disabled, checked]. */
function choices(page: Page) {
  return page.locator(`${CARD} [data-testid="session-choice"] label`).evaluateAll((labels) =>
    labels.map((label) => {
      const input = label.querySelector('input')!;
      return [label.textContent, input.disabled, input.checked];
    }),
  );
}

describe('a full session on the webinar page', () => {
  it('says the coming session is full, offers the following Thursday, and registers for it', async () => {
    const [coming, following] = await openSessions();
    await takeSeats(coming!.startsAt, SEATS);
    const { page, report, session } = await open('/webinar-enterprise-ai');
    try {
      const card = page.locator(CARD);
      await expect
        .poll(() => card.getByTestId('session-choice').textContent())
        .toContain(`Every seat on ${dateOf(coming!.startsAt)} is taken. Choose a session:`);
      const options = await choices(page);
      expect(options[0]).toEqual([`${dateOf(coming!.startsAt)}Full`, true, false]);
      expect(options[1]).toEqual([`${dateOf(following!.startsAt)}${SEATS} seats left`, false, true]);
      expect(await card.textContent()).toContain(`${SEATS} of ${SEATS} seats left`);
      // The hero shows the session the form registers for.
      expect(await page.locator('header time').first().getAttribute('datetime')).toBe(following!.startsAt);

      await page.fill(EMAIL, 'ada@example.com');
      await page.click(`${CARD} form button[type="submit"]`);
      await expect
        .poll(() => card.locator('[role="status"]').textContent())
        .toContain(`Your seat for ${dateOf(following!.startsAt)} is saved.`);
      await page.waitForURL((url) => url.pathname === '/webinar-thank-you', { timeout: 5_000 });
      await expect.poll(() => page.getByRole('heading', { name: 'You are registered' }).isVisible()).toBe(true);
      await expect.poll(() => page.locator('header time').getAttribute('datetime')).toBe(following!.startsAt);
      expect(await page.getByTestId('no-registration').isVisible()).toBe(false);

      const [comingNow, followingNow] = await openSessions();
      expect(comingNow).toMatchObject({ seatsLeft: 0, registrationCount: SEATS });
      expect(followingNow).toMatchObject({ seatsLeft: SEATS - 1, registrationCount: 1 });
      expect(report.consoleErrors).toEqual([]);
      expect(report.pageErrors).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('refuses a session that filled up while the form was open and offers the next one', async () => {
    const [coming, following, third, fourth] = await openSessions();
    const { page, report, session } = await open('/webinar-enterprise-ai', 390);
    try {
      const card = page.locator(CARD);
      await expect.poll(() => choices(page).then((options) => options[1]?.[2])).toBe(true);
      await takeSeats(following!.startsAt, following!.seatsLeft);

      await page.fill(EMAIL, 'grace@example.com');
      await page.click(`${CARD} form button[type="submit"]`);
      await expect
        .poll(() => card.locator('[role="alert"]').textContent())
        .toContain('Every seat of that session was taken while you were on this page.');
      // The seats reload: the session just refused is full now, and the next one with seats is chosen.
      await expect
        .poll(() => choices(page))
        .toEqual([
          [`${dateOf(coming!.startsAt)}Full`, true, false],
          [`${dateOf(following!.startsAt)}Full`, true, false],
          [`${dateOf(third!.startsAt)}${SEATS} seats left`, false, true],
          [`${dateOf(fourth!.startsAt)}${SEATS} seats left`, false, false],
        ]);
      expect(await page.inputValue(EMAIL)).toBe('grace@example.com');

      await page.click(`${CARD} form button[type="submit"]`);
      await expect
        .poll(() => card.locator('[role="status"]').textContent())
        .toContain(`Your seat for ${dateOf(third!.startsAt)} is saved.`);
      // The refused request is the only failed one the browser saw.
      expect(report.failedRequests).toEqual([`409 ${server.url}/api/webinar/register`]);
      expect(report.pageErrors).toEqual([]);
    } finally {
      await session.close();
    }
  });
});

describe('the thank-you page without a registration in this browser', () => {
  it.each([390, 1280])('claims no registration and offers the way to register (%i px)', async (width) => {
    const { page, report, session } = await open('/webinar-thank-you', width);
    try {
      const visibleH1 = await page
        .locator('h1')
        .evaluateAll((headings) =>
          headings.filter((h) => (h as HTMLElement).offsetParent !== null).map((h) => h.textContent),
        );
      expect(visibleH1).toEqual(['No registration found in this browser']);
      for (const claim of [
        'Registration confirmed',
        'You are registered',
        'Your seat is saved for',
        'What happens next',
      ]) {
        expect(await page.getByText(claim, { exact: true }).isVisible(), claim).toBe(false);
      }
      const register = page.locator('header').getByRole('link', { name: 'Register for a session' });
      expect(await register.isVisible()).toBe(true);
      expect(await register.getAttribute('href')).toBe('/webinar-enterprise-ai');
      // The session it names is the next one a visitor can still join.
      const firstWithSeats = (await openSessions()).find((open) => open.seatsLeft > 0);
      await expect.poll(() => page.locator('header time').getAttribute('datetime')).toBe(firstWithSeats?.startsAt);
      expect(report.consoleErrors).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
