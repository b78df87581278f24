/**
 * Stand-ins for the funnel's API in browser tests of the pages: each test
 * decides what /api/webinar/* and /api/newsletter/* answer (success, a field
 * error, 429, 500, no answer, a slow answer) and reads what the page sent.
 * The service itself is tested against a real database in server/.
 */
import type { Page, Route } from 'playwright-core';

export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Raw body instead of JSON (the checklist file). */
  text?: string;
  /** Milliseconds to wait before answering. */
  delayMs?: number;
  /** Drop the connection instead of answering. */
  abort?: boolean;
}

export interface SentRequest {
  path: string;
  body: unknown;
}

type Endpoint = 'session' | 'register' | 'download-checklist' | 'profile' | 'subscribe';

const PATHS: Record<Endpoint, string> = {
  session: '/api/webinar/session',
  register: '/api/webinar/register',
  'download-checklist': '/api/webinar/download-checklist',
  profile: '/api/webinar/profile',
  subscribe: '/api/newsletter/subscribe',
};

/** The next Thursday 19:00 UTC more than a day away: a session start for tests that do not care. */
export function upcomingStart(now = Date.now()): string {
  const date = new Date(now + 24 * 3_600_000);
  date.setUTCHours(19, 0, 0, 0);
  while (date.getUTCDay() !== 4) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}

export const CHECKLIST_FILE = 'enterprise-ai-readiness-checklist.html';

export function defaultAnswers(startsAt = upcomingStart()): Record<Endpoint, Answer> {
  return {
    session: { status: 200, body: { startsAt, seats: 200, seatsLeft: 53, registrationCount: 147 } },
    register: {
      status: 201,
      body: { registrationId: 'reg-e2e-1', sessionStart: startsAt, leadScore: 75, repeat: false },
    },
    'download-checklist': {
      status: 200,
      text: '<!doctype html><title>Enterprise AI readiness checklist</title><h1>Enterprise AI readiness checklist</h1>',
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Disposition': `attachment; filename="${CHECKLIST_FILE}"`,
      },
    },
    profile: { status: 200, body: { ok: true } },
    subscribe: { status: 201, body: { status: 'pending', message: 'Check your inbox to confirm.' } },
  };
}

export interface FunnelApi {
  /** Every request the page sent, oldest first. */
  sent: SentRequest[];
  sentTo(endpoint: Endpoint): SentRequest[];
  /** Changes what an endpoint answers from now on. */
  answer(endpoint: Endpoint, answer: Answer): void;
}

/** Routes the funnel's endpoints of a page to the given answers (defaults: every call succeeds). */
export async function mockFunnelApi(page: Page, answers: Partial<Record<Endpoint, Answer>> = {}): Promise<FunnelApi> {
  const current = { ...defaultAnswers(), ...answers };
  const sent: SentRequest[] = [];
  for (const [endpoint, path] of Object.entries(PATHS) as [Endpoint, string][]) {
    await page.route(
      (url) => url.pathname === path,
      async (route: Route) => {
        const request = route.request();
        let body: unknown = null;
        try {
          body = request.postDataJSON();
        } catch {
          body = request.postData();
        }
        sent.push({ path, body });
        const answer = current[endpoint];
        if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
        if (answer.abort) return route.abort('connectionfailed');
        return route.fulfill({
          status: answer.status,
          headers: answer.headers ?? { 'Content-Type': 'application/json' },
          body: answer.text ?? JSON.stringify(answer.body ?? {}),
        });
      },
    );
  }
  return {
    sent,
    sentTo: (endpoint) => sent.filter((request) => request.path === PATHS[endpoint]),
    answer: (endpoint, answer) => {
      current[endpoint] = answer;
    },
  };
}

/** Console errors other than the browser's own "Failed to load resource" lines for answers a test asked to fail. */
export function unexpectedErrors(errors: readonly string[]): string[] {
  return errors.filter(
    (error) =>
      !/Failed to load resource: (the server responded with a status of (4|5)\d\d|net::ERR_CONNECTION_FAILED)/.test(
        error,
      ),
  );
}
