/**
 * The marketing console (issue 17) in the browser, against the real service:
 * this file starts its own server with ADMIN_EMAILS set and a MailerLite
 * stand-in that refuses every upsert with a 422 (so the outbox has real failed
 * rows to retry), seeds data through the public APIs as visitors would (and
 * the questions readers asked "Ask the docs", issue 27, straight into the
 * server's database before it starts), signs in with the link from the
 * outbox's .eml file and walks every view. The global test server has no
 * ADMIN_EMAILS: there /admin answers 404, and the public pages load no console
 * code and no chart.js.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleRoutes } from '../config/routes';
import { BUILD_DIR } from '../scripts/build/state.mjs';
import { SIGN_IN_ANSWER } from '../server/admin/routes';
import { openPglite } from '../server/db/pglite';
import { preparePgliteDataDir } from '../server/testing/databases';
import { axeViolations } from './support/axe';
import { newSession, siteUrl, waitForHydration, watchPage, type PageReport, type Session } from './support/browser';
import { startServer, type RunningServer } from './support/server.mjs';

const ADMIN = 'marketing@example.com';
const buildDir = process.env.BUILD_DIR?.trim() || BUILD_DIR;
/** Text only the console's own code holds, and a string only chart.js holds. */
const CONSOLE_MARK = 'Send me a sign-in link';
const CHART_MARK = 'must be destroyed before the canvas';

let server: RunningServer;
let standIn: http.Server;

/**
 * Refuses every MailerLite upsert with a 422, as the provider does for an address it will not take: at once the
 * first time, three seconds late after that, so a retried row is still being sent when a second retry arrives.
 */
async function startMailerLiteStandIn(): Promise<string> {
  const seen = new Set<string>();
  standIn = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const email = (JSON.parse(body || '{}') as { email?: string }).email ?? '';
      const delay = seen.has(email) ? 3_000 : 0;
      seen.add(email);
      setTimeout(() => {
        response.writeHead(422, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ message: 'The email must be a valid email address.' }));
      }, delay);
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
}

async function post(route: string, body: unknown): Promise<Response> {
  const response = await fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, `${route} ${JSON.stringify(body)}`).toBeLessThan(300);
  return response;
}

/** 31 registrations over two sessions, one with answers; a newsletter sign-up; docs votes; two vitals beacons. */
async function seed(): Promise<void> {
  const { sessions } = (await (await fetch(`${server.url}/api/webinar/session`)).json()) as {
    sessions: { startsAt: string }[];
  };
  for (let i = 0; i < 30; i++) {
    await post('/api/webinar/register', {
      email: `lead${i}@example.com`,
      firstName: `Lead ${i}`,
      company: i % 3 === 0 ? 'Acme' : `Company ${i}`,
      utm_source: i % 2 === 0 ? 'newsletter' : 'linkedin',
      utm_campaign: 'spring',
      sessionStart: i < 20 ? sessions[0]!.startsAt : sessions[1]!.startsAt,
    });
  }
  const ana = (await (
    await post('/api/webinar/register', {
      email: 'ana@acme.io',
      firstName: 'Ana',
      company: 'Acme',
      jobTitle: 'Head of Data',
      utm_source: 'linkedin',
      utm_medium: 'paid-social',
      utm_campaign: 'spring',
    })
  ).json()) as { registrationId: string };
  await post('/api/webinar/profile', {
    registrationId: ana.registrationId,
    biggestChallenge: 'Getting security sign-off',
  });
  await post('/api/newsletter/subscribe', { email: 'reader@example.com', name: 'Rae', source: 'footer' });
  await post('/api/docs-feedback', { path: '/docs/intro', helpful: false, comment: 'The install step is missing' });
  await post('/api/docs-feedback', { path: '/docs/intro', helpful: false });
  await post('/api/docs-feedback', { path: '/docs/intro', helpful: true });
  await post('/api/vitals', { path: '/docs/intro', lcp: 3200, inp: 120, cls: 0.02, ttfb: 500 });
  await post('/api/vitals', { path: '/', lcp: 1800, cls: 0.3 });
}

/** A question as the service stores it, asked `hoursAgo` hours before now. */
interface AskedQuestion {
  question: string;
  hoursAgo: number;
  answered?: boolean;
  provider?: 'offline' | 'sidekick';
  fallback?: 'timeout';
  rating?: 1 | -1;
  comment?: string;
  cites?: string[];
  chatId?: string;
}

const EMBED_CHAT = randomUUID();
/** Ten questions of the last days: four unanswered and one thumbs down (two groups of two, one alone). */
const QUESTIONS: AskedQuestion[] = [
  { question: 'How do I embed the chatbot on WordPress?', hoursAgo: 30, answered: false, chatId: EMBED_CHAT },
  {
    question: 'And with Elementor?',
    hoursAgo: 29.9,
    cites: ['/docs/developers/embed#2-add-the-bubble'],
    chatId: EMBED_CHAT,
  },
  {
    question: 'chatbot on wordpress: how to embed it',
    hoursAgo: 20,
    provider: 'sidekick',
    rating: -1,
    comment: 'Nothing about the WordPress plugin',
    cites: ['/docs/developers/embed#how-the-widget-works', '/docs/intro'],
  },
  { question: 'Reset the API key of the chatbot', hoursAgo: 50, answered: false },
  {
    question: 'api key reset',
    hoursAgo: 10,
    answered: false,
    fallback: 'timeout',
    cites: ['/docs/sidekick-studio/credentials/api-credentials'],
  },
  { question: 'Is there a dark mode?', hoursAgo: 5, answered: false },
  { question: 'What is a chatbot?', hoursAgo: 70, rating: 1, cites: ['/docs/intro'] },
  { question: 'What is a chatbot?', hoursAgo: 60, cites: ['/docs/intro'] },
  { question: 'How do streamed answers arrive?', hoursAgo: 40, cites: ['/docs/developers/streaming'] },
  {
    question: 'Which databases can the platform use?',
    hoursAgo: 2,
    cites: ['/docs/developers/databases', '/docs/intro'],
  },
];
const PAGE_TITLES: Record<string, string> = {
  '/docs/developers/embed': 'Embed a sidekick',
  '/docs/intro': 'Introduction',
  '/docs/sidekick-studio/credentials/api-credentials': 'API credentials',
  '/docs/developers/streaming': 'Streaming',
  '/docs/developers/databases': 'Databases',
};

/** Writes QUESTIONS into the server's embedded database before it starts (no public API stores questions yet). */
async function seedQuestions(dataDir: string): Promise<void> {
  await preparePgliteDataDir(dataDir);
  const db = await openPglite(dataDir);
  try {
    for (const seed of QUESTIONS) {
      const createdAt = new Date(Date.now() - seed.hoursAgo * 3_600_000);
      await db.query(
        `INSERT INTO ask_questions (id, chat_id, question, page, provider, fallback, answer, citations, answered,
                                    rating, comment, rated_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12, $13)`,
        [
          randomUUID(),
          seed.chatId ?? randomUUID(),
          seed.question,
          '/docs/intro',
          seed.provider ?? 'offline',
          seed.fallback ?? null,
          seed.answered === false
            ? 'The docs do not answer this yet. These pages come closest:'
            : `From the docs [1]: the answer to "${seed.question}"`,
          JSON.stringify(
            (seed.cites ?? []).map((source) => ({ source, title: PAGE_TITLES[source.split('#')[0]!] ?? source })),
          ),
          seed.answered ?? true,
          seed.rating ?? null,
          seed.comment ?? null,
          seed.rating ? createdAt : null,
          createdAt,
        ],
      );
    }
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  const mailerLiteUrl = await startMailerLiteStandIn();
  server = await startServer({
    buildDir,
    prepare: seedQuestions,
    env: {
      ADMIN_EMAILS: `Someone@example.com,${ADMIN}`,
      MAILERLITE_API_KEY: 'test-key',
      MAILERLITE_API_URL: mailerLiteUrl,
      EMAIL_POLL_MS: '200',
      REGISTER_RATE_LIMIT: '0',
      FEEDBACK_RATE_LIMIT: '0',
      VITALS_RATE_LIMIT: '0',
    },
  });
  await seed();
}, 90_000);

afterAll(async () => {
  expect(await server?.stop()).toBe(0);
  standIn?.close();
});

/** The sign-in link's token from the newest admin_sign_in .eml in the server's outbox folder. */
function signInToken(): string | undefined {
  const outbox = path.join(server.dataDir, 'outbox');
  if (!existsSync(outbox)) return undefined;
  const files = readdirSync(outbox).filter((file) => file.endsWith('.eml'));
  for (const file of files.sort().reverse()) {
    // Quoted-printable: soft line breaks and =3D for "=".
    const text = readFileSync(path.join(outbox, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/gi, '=');
    const token = /\/api\/admin\/sign-in\/confirm\?token=([\w-]+)/.exec(text)?.[1];
    if (token) return token;
  }
  return undefined;
}

/** Scripts a page loaded, as build paths. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}
const holds = (file: string, text: string) => readFileSync(path.join(buildDir, file), 'utf8').includes(text);

/** The server's answers a signed-out console and these tests cause on purpose. */
const EXPECTED_FAILURES = [
  /^401 .*\/api\/admin\/me$/,
  /^400 .*\/api\/admin\/(sign-in|registrations\?.*scoreMin=150)$/,
  /^409 .*\/retry$/,
];
const unexpected = (lines: string[]) =>
  lines.filter(
    (line) =>
      !EXPECTED_FAILURES.some((pattern) => pattern.test(line)) &&
      !/Failed to load resource: the server responded with a status of (401|400|409)/.test(line),
  );

describe('the console, signed in through the outbox', () => {
  let session: Session;
  let page: Page;
  let report: PageReport;
  let scripts: string[];

  beforeAll(async () => {
    session = await newSession({ width: 1280 });
    page = await session.context.newPage();
    report = watchPage(page, session);
    scripts = recordScripts(page);
  });
  afterAll(async () => {
    expect(unexpected(report.consoleErrors), 'console errors').toEqual([]);
    expect(report.pageErrors, 'page errors').toEqual([]);
    expect(unexpected(report.failedRequests), 'failed requests').toEqual([]);
    expect(report.thirdPartyRequests).toEqual([]);
    await session.close();
  });

  const heading = () => page.locator('h1').textContent();
  /** A field of the console's forms (the navbar has a search box of its own). */
  const field = (label: string) => page.locator('main').getByLabel(label, { exact: true });
  const status = () => page.locator('main [role="status"]').last().textContent();
  const go = async (label: string) => {
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: label, exact: true }).click();
    await expect.poll(() => page.locator('nav[aria-label="Console"] [aria-current="page"]').textContent()).toBe(label);
  };

  it('serves the pages noindex and uncached, and asks for a link without telling whether the address may sign in', async () => {
    const response = await page.goto(`${server.url}/admin/`, { waitUntil: 'load' });
    await waitForHydration(page);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    expect(response?.headers()['cache-control']).toBe('no-store');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');

    await expect.poll(heading).toBe('Sign in to the console');
    expect(await axeViolations(page), 'axe: sign-in form').toEqual([]);
    const email = page.getByLabel('Email address');
    await email.fill('not an address');
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#console-email-error').textContent()).toContain(
      'Email address must be a valid email address',
    );

    await email.fill('stranger@example.com');
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await expect.poll(() => page.locator('main [role="status"]').textContent()).toBe(SIGN_IN_ANSWER);
    expect(await email.getAttribute('aria-invalid')).toBeNull();
  });

  it('signs in with the link from the outbox and lands on the overview', async () => {
    expect(signInToken()).toBeUndefined();
    await page.getByLabel('Email address').fill(ADMIN.toUpperCase());
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await expect.poll(() => page.locator('main [role="status"]').textContent()).toBe(SIGN_IN_ANSWER);
    let token: string | undefined;
    await expect.poll(() => (token = signInToken()), { timeout: 10_000 }).toBeTruthy();

    // The email links to SITE_URL; this server runs on a loopback port.
    await page.goto(`${server.url}/api/admin/sign-in/confirm?token=${token}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.url}/admin/`);
    await waitForHydration(page);
    await expect.poll(heading).toBe('Overview');
    expect(await page.locator('main').textContent()).toContain(`signed in as ${ADMIN}`);
  });

  it('draws the overview: every chart with its summary and its table', async () => {
    const canvases = page.locator('figure canvas[role="img"]');
    await expect.poll(() => canvases.count()).toBe(4);
    // Drawn: each canvas has painted pixels.
    await expect
      .poll(() =>
        canvases.evaluateAll((elements) =>
          elements.map((canvas) => {
            const c = canvas as HTMLCanvasElement;
            const pixels = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
            return pixels.some((value, index) => index % 4 === 3 && value > 0);
          }),
        ),
      )
      .toEqual([true, true, true, true]);
    const summaries = await canvases.evaluateAll((elements) =>
      elements.map((canvas) => canvas.getAttribute('aria-label')),
    );
    expect(summaries[0]).toMatch(
      /^31 registrations in the last 90 days for 2 sessions; the busiest day was \d{4}-\d\d-\d\d with 31\.$/,
    );
    expect(summaries[1]).toContain('Lead scores of 31 registrations in ten bands');
    expect(summaries[2]).toContain('most came from linkedin / spring (16)');
    expect(summaries[3]).toBe('1 newsletter sign-up and 0 confirmations in the last 90 days.');
    const captions = await page.locator('figure > figcaption').allTextContents();
    expect(captions).toHaveLength(4);

    const sources = page.locator('figure', { hasText: 'Registrations by UTM source and campaign' });
    await sources.getByText('Show as table').click();
    const rows = await sources
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children).map((cell) => cell.textContent)));
    expect(rows).toEqual([
      ['linkedin', 'spring', '16'],
      ['newsletter', 'spring', '15'],
    ]);
    const main = await page.locator('main').textContent();
    expect(main).toContain('21 of 200 seats');
    expect(main).toContain('179 seats left');
    expect(main).toContain('0 subscribed');
    expect(main).toMatch(/MailerLite sync0 synced\d+ failed/);
    expect(await axeViolations(page), 'axe: overview').toEqual([]);
  });

  it('lists, pages, sorts, searches and filters registrations on the server, in the URL', async () => {
    await go('Registrations');
    await expect.poll(heading).toBe('Registrations');
    await expect.poll(status).toBe('31 registrations match. Showing 1–25.');
    expect(await page.locator('tbody tr').count()).toBe(25);

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(status).toBe('31 registrations match. Showing 26–31.');
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    // The button that was pressed is disabled now: focus is on the other one, not thrown to the top.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Previous page');

    const scoreHeader = page.locator('th', { has: page.getByRole('button', { name: 'Score' }) });
    await page.getByRole('button', { name: 'Score' }).click();
    await expect.poll(() => scoreHeader.getAttribute('aria-sort')).toBe('descending');
    expect(new URL(page.url()).search).toBe('?sort=score&order=desc');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Score/);
    await page.getByRole('button', { name: 'Score' }).click();
    await expect.poll(() => scoreHeader.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(status).toBe('31 registrations match. Showing 1–25.');
    const scores = await page.locator('tbody tr td:nth-child(4)').allTextContents();
    expect(scores.map(Number)).toEqual([...scores.map(Number)].sort((a, b) => a - b));

    await field('Search').fill('acme');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(status).toBe('11 registrations match. Showing 1–11.');
    await field('UTM source').fill('newsletter');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(status).toBe('5 registrations match. Showing 1–5.');
    const url = new URL(page.url());
    expect(url.searchParams.get('q')).toBe('acme');
    expect(url.searchParams.get('source')).toBe('newsletter');

    const csv = page.getByTestId('registrations-csv');
    expect(await csv.getAttribute('href')).toBe('/api/admin/registrations/export.csv?q=acme&source=newsletter');
    const exported = await page.evaluate(async (href) => (await fetch(href)).text(), (await csv.getAttribute('href'))!);
    expect(exported.trim().split('\n')).toHaveLength(1 + 5);

    // A wrong filter is refused by the server and named.
    await field('Lead score from').fill('150');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => field('Lead score from').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('main [role="alert"]').last().textContent()).toMatch(/^scoreMin: /);
    await page.goBack();
    await expect.poll(status).toBe('5 registrations match. Showing 1–5.');

    await page.reload();
    await waitForHydration(page);
    await expect.poll(status).toBe('5 registrations match. Showing 1–5.');
    expect(await field('Search').inputValue()).toBe('acme');
    expect(await field('UTM source').inputValue()).toBe('newsletter');
    await page.goBack();
    await waitForHydration(page);
    await expect.poll(() => new URL(page.url()).searchParams.get('source')).toBeNull();
    await expect.poll(status).toBe('11 registrations match. Showing 1–11.');
    expect(await axeViolations(page), 'axe: registrations').toEqual([]);
  });

  it('opens a registration with its answers, UTM data and emails, and goes back to the list', async () => {
    await page.goto(`${server.url}/admin/registrations?q=acme`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'ana@acme.io' }).click();
    await expect.poll(heading).toBe('Registration of ana@acme.io');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('console-view');
    expect(new URL(page.url()).searchParams.get('q')).toBe('acme');
    const main = page.locator('main');
    await expect.poll(() => main.textContent()).toContain('Getting security sign-off');
    const text = await main.textContent();
    for (const fact of ['Head of Data', 'paid-social', 'webinar_confirmation', 'mailerlite_sync'])
      expect(text).toContain(fact);
    expect(await axeViolations(page), 'axe: registration detail').toEqual([]);

    await page.getByRole('link', { name: '← Back to the registrations' }).click();
    await expect.poll(heading).toBe('Registrations');
    await expect.poll(status).toBe('11 registrations match. Showing 1–11.');
  });

  it('lists newsletter subscribers with their confirmation state and a CSV of the filter', async () => {
    await go('Subscribers');
    await expect.poll(status).toBe('1 subscriber matches. Showing 1–1.');
    await field('Status').selectOption('unsubscribed');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(status).toBe('No subscribers match.');
    await field('Status').selectOption('pending');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(status).toBe('1 subscriber matches. Showing 1–1.');
    const row = await page.locator('tbody tr').first().textContent();
    expect(row).toContain('reader@example.com');
    expect(row).toContain('Waiting for confirmation');
    expect(row).toContain('Not confirmed');
    expect(await page.getByTestId('subscribers-csv').getAttribute('href')).toBe(
      '/api/admin/subscribers/export.csv?status=pending',
    );
    expect(await axeViolations(page), 'axe: subscribers').toEqual([]);
  });

  it('ranks docs pages by "no" votes with their comments, linked', async () => {
    await go('Docs feedback');
    await expect.poll(status).toBe('1 page with at least one "no" vote.');
    const item = page.locator('main ol > li').first();
    expect(await item.getByRole('link', { name: '/docs/intro' }).getAttribute('href')).toBe('/docs/intro');
    expect(await item.textContent()).toContain('2 “no” votes, 1 “yes” vote (67% no)');
    expect(await item.locator('ul li').allTextContents()).toEqual(['The install step is missing']);
    expect(await axeViolations(page), 'axe: feedback').toEqual([]);
  });

  it('retries a failed message, and says why one that is no longer failed is not', async () => {
    await go('Outbox');
    await expect.poll(status).toBe('31 messages match. Showing 1–25.');
    const retry = page.getByRole('button', { name: 'Retry mailerlite_sync to ana@acme.io' });
    expect(await page.locator('tbody').textContent()).toContain('MailerLite answered 422');

    // A second tab with the same list: the first retry queues the row again, the second finds it no longer failed (409).
    const other = await session.context.newPage();
    await other.goto(page.url());
    await waitForHydration(other);
    await expect
      .poll(() => other.getByRole('button', { name: 'Retry mailerlite_sync to ana@acme.io' }).count())
      .toBe(1);

    await retry.click();
    await expect
      .poll(() => page.getByTestId('retry-result').textContent())
      .toBe('Queued again: mailerlite_sync to ana@acme.io.');
    await other.getByRole('button', { name: 'Retry mailerlite_sync to ana@acme.io' }).click();
    await expect
      .poll(() => other.locator('main [role="alert"]').first().textContent())
      .toBe('Not queued: Only a failed message can be retried (sign-in emails never are).');
    await other.close();
    expect(await axeViolations(page), 'axe: outbox').toEqual([]);
  });

  it('shows p75 vitals per page kind against the thresholds, in words', async () => {
    await go('Speed');
    await expect.poll(status).toMatch(/^2 days and page kinds since \d{4}-\d\d-\d\d; 2 values need work\.$/);
    const rows = await page.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) =>
        Array.from(tr.children)
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    );
    expect(rows).toEqual([
      ['guide', '1', '3.20 s ✗ Needs work', '120 ms ✓ Good', '0.02 ✓ Good', '500 ms ✓ Good'],
      ['home', '1', '1.80 s ✓ Good', 'No samples', '0.30 ✗ Needs work', 'No samples'],
    ]);
    expect(await axeViolations(page), 'axe: speed').toEqual([]);
  });

  it('shows what readers asked: per day, the unanswered grouped by terms, the pages cited, and every question', async () => {
    await go('Questions');
    await expect.poll(heading).toBe('Questions');
    await expect.poll(status).toBe('10 questions match. Showing 1–10.');

    const perDay = page.locator('figure', { hasText: 'Questions per day' });
    const canvas = perDay.locator('canvas[role="img"]');
    await expect
      .poll(() =>
        canvas.evaluate((element) => {
          const c = element as HTMLCanvasElement;
          return c
            .getContext('2d')!
            .getImageData(0, 0, c.width, c.height)
            .data.some((v, i) => i % 4 === 3 && v > 0);
        }),
      )
      .toBe(true);
    expect(await canvas.getAttribute('aria-label')).toMatch(
      /^10 questions from \d+ \w+ \d{4} to \d+ \w+ \d{4}, 60% answered; the busiest day was \d{4}-\d\d-\d\d with \d+\.$/,
    );
    await perDay.getByText('Show as table').click();
    const days = await perDay
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children).map((cell) => cell.textContent)));
    expect(days.reduce((sum, row) => sum + Number(row[1]), 0)).toBe(10);
    expect(days.reduce((sum, row) => sum + Number(row[2]), 0)).toBe(6);

    const groups = page.locator('section', {
      has: page.getByRole('heading', { name: 'What the docs could not answer' }),
    });
    expect(await groups.locator('h3').allTextContents()).toEqual([
      'api + key',
      'embed + wordpress',
      'Sharing no word with another',
    ]);
    const wordpress = groups.locator('ol > li', { has: page.getByRole('heading', { name: 'embed + wordpress' }) });
    expect(await wordpress.getByRole('list').getByRole('link').allTextContents()).toEqual([
      'chatbot on wordpress: how to embed it',
      'How do I embed the chatbot on WordPress?',
    ]);
    expect(await wordpress.textContent()).toContain('2 questions: 1 not answered, 1 thumbs down');
    expect(await wordpress.textContent()).toContain(
      'Pages their answers cited: /docs/developers/embed (1), /docs/intro (1)',
    );
    // The docs' pages closest to the group's questions, as Ask ranks them, and the line for the synonyms list.
    const closest = wordpress.locator('p', { hasText: /^Closest pages of the docs:/ }).getByRole('link');
    expect(await closest.first().getAttribute('href')).toBe('/docs/developers/embed');
    const title = (await closest.first().textContent()) ?? '';
    const line = wordpress.locator('code', { hasText: '<=' });
    expect(await line.textContent()).toBe(`${title.toLowerCase()} <= embed, wordpress`);
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
    await wordpress.getByRole('button', { name: 'Copy line' }).click();
    await expect.poll(() => wordpress.textContent()).toContain('Copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${title.toLowerCase()} <= embed, wordpress\n`,
    );

    const cited = page.locator('table', { has: page.locator('caption', { hasText: 'The pages answers cited most' }) });
    const pages = await cited
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children).map((cell) => cell.textContent)));
    expect(pages[0]).toEqual(['Introduction/docs/intro', '4 answers (40%)', '100% (4)', '25% (1)']);
    expect(pages).toHaveLength(5);
    expect(await axeViolations(page), 'axe: questions').toEqual([]);

    // A question of a group, in full; its conversation; back to the list.
    await wordpress.getByRole('link', { name: 'How do I embed the chatbot on WordPress?' }).click();
    await expect.poll(heading).toBe('Question');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('console-view');
    const main = page.locator('main');
    await expect.poll(() => main.textContent()).toContain('The docs do not answer this yet.');
    expect(await main.textContent()).toContain('No: the docs had no answer');
    const conversation = page.locator('section', { has: page.getByRole('heading', { name: 'The conversation' }) });
    expect(await conversation.getByRole('link').allTextContents()).toEqual(['And with Elementor?']);
    expect(await axeViolations(page), 'axe: question').toEqual([]);
    await conversation.getByRole('link', { name: 'And with Elementor?' }).click();
    await expect.poll(() => main.textContent()).toContain('From the docs [1]: the answer to "And with Elementor?"');
    expect(await page.locator('main ol a[href="/docs/developers/embed#2-add-the-bubble"]').count()).toBe(1);
    await page.goBack();
    await expect.poll(() => main.textContent()).toContain('The docs do not answer this yet.');
    await page.getByRole('link', { name: '← Back to the questions' }).click();
    await expect.poll(heading).toBe('Questions');
    await expect.poll(status).toBe('10 questions match. Showing 1–10.');

    // One filter form narrows the charts, the groups, the list and the CSV alike.
    await field('Answered').selectOption('no');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(status).toBe('4 questions match. Showing 1–4.');
    expect(new URL(page.url()).searchParams.get('answered')).toBe('no');
    await expect.poll(() => canvas.getAttribute('aria-label')).toMatch(/^4 questions .*, 0% answered;/);
    await expect
      .poll(() => groups.locator('[role="status"]').textContent())
      .toMatch(/^4 of 4 questions had no answer or a thumbs down:/);
    const csv = page.getByTestId('questions-csv');
    expect(await csv.getAttribute('href')).toBe('/api/admin/questions/export.csv?answered=no');
    const exported = await page.evaluate(async (href) => (await fetch(href)).text(), (await csv.getAttribute('href'))!);
    expect(exported.trim().split('\r\n')).toHaveLength(1 + 4);

    const thumbs = page.locator('th', { has: page.getByRole('button', { name: 'Thumbs' }) });
    await page.getByRole('button', { name: 'Thumbs' }).click();
    await expect.poll(() => thumbs.getAttribute('aria-sort')).toBe('descending');
    expect(new URL(page.url()).search).toBe('?answered=no&sort=rating&order=desc');

    await page.locator('tbody').getByRole('link', { name: 'Is there a dark mode?' }).click();
    await expect.poll(heading).toBe('Question');
    await page.getByRole('link', { name: '← Back to the questions' }).click();
    await expect.poll(status).toBe('4 questions match. Showing 1–4.');
    expect(await field('Answered').inputValue()).toBe('no');
    expect(new URL(page.url()).search).toBe('?answered=no&sort=rating&order=desc');
  });

  it('loads chart.js on the console only, and signs out to the sign-in form', async () => {
    expect(scripts.some((file) => holds(file, CHART_MARK))).toBe(true);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(heading).toBe('Sign in to the console');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(await page.evaluate(async () => (await fetch('/api/admin/me')).status)).toBe(401);
  });
});

describe('without ADMIN_EMAILS (the global test server)', () => {
  it.each(Object.keys(consoleRoutes))('%s answers 404 with the not-found page', async (route) => {
    const response = await fetch(siteUrl(route));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });

  it('public pages load no console code and no chart.js', async () => {
    const session = await newSession({ width: 390 });
    try {
      const page = await session.context.newPage();
      const scripts = recordScripts(page);
      for (const route of ['/', '/docs/intro', '/webinar-enterprise-ai']) {
        await page.goto(siteUrl(route), { waitUntil: 'networkidle' });
        await waitForHydration(page);
      }
      expect(scripts.length).toBeGreaterThan(3);
      expect(scripts.filter((file) => holds(file, CONSOLE_MARK) || holds(file, CHART_MARK))).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('keeps the console out of the sitemap, llms.txt and the search index', () => {
    const read = (file: string) => readFileSync(path.join(buildDir, file), 'utf8');
    expect(read('sitemap.xml')).not.toMatch(/<loc>https?:\/\/[^/<]+\/admin[/<]/);
    expect(read('llms.txt')).not.toMatch(/\]\(https?:\/\/[^/)]+\/admin[/)]/);
    const indexes = readdirSync(buildDir).filter((file) => /^search-index.*\.json$/.test(file));
    expect(indexes.length).toBeGreaterThan(0);
    for (const file of indexes) expect(read(file), file).not.toMatch(/"u":"\/admin[/"]/);
    // The checks above can fail: the same patterns find the public pages.
    expect(read('sitemap.xml')).toMatch(/<loc>https?:\/\/[^/<]+\/agents</);
    expect(read(indexes[0]!)).toMatch(/"u":"\/docs\/intro"/);
    for (const route of Object.keys(consoleRoutes)) {
      expect(read(path.join(route, 'index.html')), route).toMatch(
        /<meta [^>]*name="?robots"? content="noindex, nofollow"/,
      );
    }
  });
});
