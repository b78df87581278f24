/**
 * "Ask the docs" on the production pages against the real service (issue 27, item 10, the panel's half). This
 * file starts its own server, without the per-address limit on questions and, when the test PostgreSQL server
 * answers, on a database of its own, where it reads the stored thumbs back. It asks real questions: one the docs
 * answer (how to put the chatbot on a website, the embed guide) and one they cannot. The offline service sends an
 * answer at once and the panel writes it out; the Stop test slows the connection down in the browser (DevTools
 * network throttling) so that the answer is still on its way when Stop is pressed.
 */
import pg from 'pg';
import type { Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_DIR } from '../scripts/build/state.mjs';
import { createTestPostgres, postgresReachable, type TestPostgres } from '../server/testing/databases';
import { startSidekickStandIn } from '../server/testing/sidekick';
import { askPanel } from '../src/data/askPanel';
import { axeViolations } from './support/axe';
import {
  isInViewport,
  newSession,
  waitForHydration,
  watchPage,
  type PageReport,
  type Session,
} from './support/browser';
import { startServer, type RunningServer } from './support/server.mjs';

const ANSWERED = 'How do I put the chatbot on my website?';
/** Answered from a section rather than a page's opening: its first source leads to a heading. */
const ANSWERED_IN_A_SECTION = 'How do I keep the API key of an embedded sidekick private?';
/** Out of the docs' scope, but near enough to some pages for the answer to list them. */
const UNANSWERED = 'Does it connect to SAP S/4HANA?';
/** The panel's code: its own chunk (src/components/AskHost/opener.ts names it). */
const PANEL_CHUNK = /\/assets\/js\/ask-panel\.[0-9a-f]+\.js$/;

let server: RunningServer;
let database: TestPostgres | undefined;

beforeAll(async () => {
  if (await postgresReachable()) database = await createTestPostgres();
  server = await startServer({
    buildDir: process.env.BUILD_DIR?.trim() || BUILD_DIR,
    // Offline answers paced 1 ms a word instead of 5: a dozen answers a second sooner. The streaming test slows the
    // connection instead, and the pacing itself is tested in server/ask/ask.test.ts.
    env: { ASK_RATE_LIMIT: '0', ...(database ? { DATABASE_URL: database.url } : {}) },
  });
}, 90_000);
afterAll(async () => {
  expect(await server?.stop()).toBe(0);
  await database?.drop();
});

interface Opened {
  page: Page;
  report: PageReport;
  session: Session;
  /** The body of every `POST /api/ask` the page sent, oldest first. */
  asked: Record<string, unknown>[];
  /** Every script the page requested. */
  scripts: string[];
}

async function open(path: string, width = 1280): Promise<Opened> {
  const session = await newSession({ width, height: width < 600 ? 844 : 800 });
  const page = await session.context.newPage();
  const report = watchPage(page, session);
  const asked: Record<string, unknown>[] = [];
  const scripts: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/ask' && request.method() === 'POST')
      asked.push(request.postDataJSON() as Record<string, unknown>);
    if (request.resourceType() === 'script') scripts.push(url.pathname);
  });
  await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
  await waitForHydration(page);
  return { page, report, session, asked, scripts };
}

const panelOf = (page: Page) => page.getByRole('dialog', { name: askPanel.title });
const entryOf = (page: Page) => page.locator('.navbar').getByRole('button', { name: 'Ask the docs' });

function focusedText(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    if (element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement) return element.tagName;
    return element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
  });
}

/** The last answer of the panel once it has finished (its article is no longer busy). */
async function finishedAnswer(panel: Locator): Promise<Locator> {
  const turn = panel.getByRole('article').last();
  await expect.poll(() => turn.getAttribute('aria-busy'), { timeout: 20_000 }).toBe('false');
  return turn;
}

async function ask(panel: Locator, question: string): Promise<Locator> {
  await panel.getByRole('textbox', { name: 'Your question' }).fill(question);
  await panel.getByRole('textbox', { name: 'Your question' }).press('Enter');
  return finishedAnswer(panel);
}

function expectClean(report: PageReport): void {
  expect(report.consoleErrors).toEqual([]);
  expect(report.pageErrors).toEqual([]);
  expect(report.failedRequests).toEqual([]);
  expect(report.thirdPartyRequests).toEqual([]);
}

describe('the entries', () => {
  it('loads no panel code until the reader reaches for the navbar entry, then opens and closes from it', async () => {
    const { page, report, session, scripts } = await open('/docs/intro');
    try {
      await page.mouse.move(640, 500);
      await page.mouse.wheel(0, 1500);
      await page.waitForTimeout(1500);
      expect(
        scripts.filter((script) => PANEL_CHUNK.test(script)),
        'panel chunk before any use',
      ).toEqual([]);

      const entry = entryOf(page);
      await entry.hover();
      await expect
        .poll(() => scripts.some((script) => PANEL_CHUNK.test(script)), { message: 'chunk on hover' })
        .toBe(true);
      expect(await panelOf(page).count()).toBe(0);

      await entry.click();
      const panel = panelOf(page);
      await expect.poll(() => panel.isVisible()).toBe(true);
      expect(await panel.getAttribute('aria-modal')).toBe('true');
      await expect.poll(() => focusedText(page)).toBe('TEXTAREA');
      await page.keyboard.press('Escape');
      await expect.poll(() => panel.isVisible()).toBe(false);
      expect(await focusedText(page)).toBe('Ask the docs');
      expectClean(report);
    } finally {
      await session.close();
    }
  });

  it('opens with Ctrl+I and ⌘I, leaves them to a form field, and asks what was typed in the search box', async () => {
    const { page, report, session, asked } = await open('/webinar-enterprise-ai');
    try {
      const panel = panelOf(page);
      for (const shortcut of ['Control+i', 'Meta+i']) {
        await page.locator('main h1').first().click();
        await page.keyboard.press(shortcut);
        await expect.poll(() => panel.isVisible(), { message: shortcut }).toBe(true);
        await page.keyboard.press('Escape');
        await expect.poll(() => panel.isVisible()).toBe(false);
      }
      // Ctrl+Shift+I is the developer tools', Ctrl+K the search box's.
      await page.keyboard.press('Control+Shift+I');
      await page.waitForTimeout(300);
      expect(await panel.isVisible()).toBe(false);

      const email = page.locator('#register form input[type="email"]');
      await email.fill('ada@example.com');
      await email.press('Control+i');
      await page.waitForTimeout(300);
      expect(await panel.isVisible(), 'shortcut in the registration form').toBe(false);

      const search = page.locator('.navbar__search-input');
      await search.fill('embed the chatbot');
      await search.press('Control+i');
      await expect.poll(() => panel.isVisible()).toBe(true);
      await finishedAnswer(panel);
      expect(asked.at(-1)).toMatchObject({ question: 'embed the chatbot', page: '/webinar-enterprise-ai' });
      expect(asked.at(-1)).not.toHaveProperty('chatId');
      expectClean(report);
    } finally {
      await session.close();
    }
  });

  it('asks at once from ?ask= on any page and takes it out of the address', async () => {
    const path = `/docs/developers/embed?ask=${encodeURIComponent(ANSWERED)}&tab=2#options`;
    const { page, report, session, asked } = await open(path);
    try {
      const panel = panelOf(page);
      await expect.poll(() => panel.isVisible()).toBe(true);
      const answer = await finishedAnswer(panel);
      expect(await answer.textContent()).toContain(ANSWERED);
      expect(asked).toEqual([{ question: ANSWERED, page: '/docs/developers/embed' }]);
      const url = new URL(page.url());
      expect(url.search).toBe('?tab=2');
      expect(url.hash).toBe('#options');

      await page.reload({ waitUntil: 'load' });
      await waitForHydration(page);
      await page.waitForTimeout(1000);
      expect(await panel.count(), 'no panel after a reload').toBe(0);
      expect(asked).toHaveLength(1);
      expectClean(report);
    } finally {
      await session.close();
    }
  });

  it('offers "Ask the docs: <query>" first among the search results, and asks it', async () => {
    const { page, report, session, asked } = await open('/docs/intro');
    try {
      const search = page.locator('.navbar__search-input');
      await search.click();
      await search.fill('how do I embed the chatbot');
      const first = page.getByRole('option').first();
      await expect
        .poll(() => first.textContent(), { timeout: 10_000 })
        .toBe('Ask the docs: how do I embed the chatbot');
      expect(await page.getByRole('option').count(), 'search hits after the entry').toBeGreaterThan(1);
      await first.click();
      const panel = panelOf(page);
      await expect.poll(() => panel.isVisible()).toBe(true);
      await finishedAnswer(panel);
      expect(asked).toEqual([{ question: 'how do I embed the chatbot', page: '/docs/intro' }]);
      await page.keyboard.press('Escape');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.classList.contains('navbar__search-input')))
        .toBe(true);
      expectClean(report);
    } finally {
      await session.close();
    }
  });
});

describe('an answer', () => {
  it('is written out word by word, and Stop stops an answer still on its way', async () => {
    const { page, report, session } = await open('/docs/intro');
    try {
      await entryOf(page).click();
      const panel = panelOf(page);
      await expect.poll(() => panel.isVisible()).toBe(true);
      await page.evaluate(() => {
        const lengths: number[] = [];
        (window as unknown as { answerLengths: number[] }).answerLengths = lengths;
        new MutationObserver(() => {
          const answer = document.querySelector('dialog article:last-of-type');
          const length = answer?.textContent?.length ?? 0;
          if (length !== lengths.at(-1)) lengths.push(length);
        }).observe(document.querySelector('dialog') ?? document.body, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      });
      const input = panel.getByRole('textbox', { name: 'Your question' });
      await input.fill(ANSWERED);
      await input.press('Enter');
      // The service sends the offline answer at once; the panel writes it out (src/lib/ask/pace.ts).
      const first = await finishedAnswer(panel);
      const lengths = await page.evaluate(() => (window as unknown as { answerLengths: number[] }).answerLengths);
      expect(lengths.length, 'the answer grew in several steps').toBeGreaterThan(4);
      expect(await first.getByRole('region', { name: askPanel.sources }).getByRole('link').count()).toBeGreaterThan(0);

      // A connection slow enough that the answer is still on its way when Stop is pressed. The page's prefetches
      // of the routes its links lead to run first: on the slow connection they took the bandwidth for seconds.
      await page.waitForLoadState('networkidle');
      const devtools = await page.context().newCDPSession(page);
      await devtools.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: 1000,
        uploadThroughput: 100_000,
      });
      await input.fill(ANSWERED);
      await input.press('Enter');
      const stop = panel.getByRole('button', { name: 'Stop', exact: true });
      await expect.poll(() => stop.isVisible()).toBe(true);
      await stop.click();
      await expect
        .poll(() => panel.getByRole('article').last().getByText('Stopped.', { exact: true }).isVisible())
        .toBe(true);
      const stoppedAt = await panel.getByRole('article').last().textContent();
      await page.waitForTimeout(1500);
      expect(await panel.getByRole('article').last().textContent(), 'nothing arrives after Stop').toBe(stoppedAt);
      expect(await stop.count()).toBe(0);
      expect(await focusedText(page), 'focus back in the question box').toBe('TEXTAREA');

      await devtools.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await panel.getByRole('button', { name: 'Ask again' }).click();
      const again = await finishedAnswer(panel);
      expect(await again.getByRole('region', { name: askPanel.sources }).getByRole('link').count()).toBeGreaterThan(0);
      expect(report.consoleErrors).toEqual([]);
      expect(report.pageErrors).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('has numbered sources and [n] markers that lead to the heading, closing the panel', async () => {
    const { page, report, session } = await open('/docs/intro');
    try {
      await entryOf(page).click();
      const panel = panelOf(page);
      const answer = await ask(panel, ANSWERED_IN_A_SECTION);
      const sources = answer.getByRole('region', { name: askPanel.sources }).getByRole('link');
      expect(await sources.count()).toBeGreaterThan(0);
      const markers = answer.getByRole('link', { name: /^Source \d+: / });
      expect(await markers.count(), 'markers in the text').toBeGreaterThan(0);
      expect(await markers.first().getAttribute('href')).toMatch(/^\/docs\//);
      expect(await panel.getByText(askPanel.note).isVisible()).toBe(true);

      const href = (await sources.first().getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/docs\/[^#]+#.+/);
      const target = new URL(href, server.url);
      await sources.first().click();
      await expect.poll(() => panel.isVisible()).toBe(false);
      await expect.poll(() => new URL(page.url()).pathname).toBe(target.pathname);
      expect(new URL(page.url()).hash).toBe(target.hash);
      const id = decodeURIComponent(target.hash.slice(1));
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(id);
      expect(await isInViewport(page, `[id="${id}"]`)).toBe(true);

      // The conversation is still there when the panel opens again.
      await entryOf(page).click();
      await expect.poll(() => panel.getByRole('article').count()).toBe(1);
      expectClean(report);
    } finally {
      await session.close();
    }
  });

  it('sends a follow-up with the conversation, and offers the follow-up questions', async () => {
    const { page, report, session, asked } = await open('/docs/developers/embed');
    try {
      await entryOf(page).click();
      const panel = panelOf(page);
      await ask(panel, ANSWERED);
      await ask(panel, 'And how do I keep a key-protected sidekick private?');
      expect(asked).toHaveLength(2);
      const [question, followUp] = asked;
      expect(question).toEqual({ question: ANSWERED, page: '/docs/developers/embed' });
      expect(followUp).toMatchObject({
        question: 'And how do I keep a key-protected sidekick private?',
        page: '/docs/developers/embed',
      });
      expect(typeof followUp?.chatId).toBe('string');
      const history = followUp?.history as { role: string; content: string }[];
      expect(history.map((message) => message.role)).toEqual(['user', 'assistant']);
      expect(history[0]?.content).toBe(ANSWERED);
      expect(history[1]?.content, 'the first answer as the assistant message').toMatch(/\w{3}/);

      const prompts = panel.getByRole('region', { name: askPanel.followUps }).getByRole('button');
      if ((await prompts.count()) > 0) {
        const prompt = (await prompts.first().textContent()) ?? '';
        await prompts.first().click();
        await finishedAnswer(panel);
        expect(asked.at(-1)).toMatchObject({ question: prompt, chatId: followUp?.chatId });
      }
      expectClean(report);
    } finally {
      await session.close();
    }
  });

  it('stores thumbs and the comment that follows them', async () => {
    const { page, report, session } = await open('/docs/intro');
    const rated: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/ask/feedback')
        rated.push(request.postDataJSON() as Record<string, unknown>);
    });
    try {
      await entryOf(page).click();
      const panel = panelOf(page);
      const answer = await ask(panel, ANSWERED);
      const up = answer.getByRole('button', { name: 'Helpful', exact: true });
      const down = answer.getByRole('button', { name: 'Not helpful' });
      expect([await up.getAttribute('aria-pressed'), await down.getAttribute('aria-pressed')]).toEqual([
        'false',
        'false',
      ]);
      await up.click();
      await expect.poll(() => answer.getByRole('status').textContent()).toBe(askPanel.thanks);
      await down.click();
      expect([await up.getAttribute('aria-pressed'), await down.getAttribute('aria-pressed')]).toEqual([
        'false',
        'true',
      ]);
      await answer.getByRole('textbox', { name: askPanel.commentLabel }).fill('It does not say where the script goes.');
      await answer.getByRole('button', { name: 'Send comment' }).click();
      await expect.poll(() => answer.getByRole('status').textContent()).toBe(askPanel.commentThanks);

      const id = rated[0]?.chatMessageId;
      expect(typeof id).toBe('string');
      expect(rated).toEqual([
        { chatMessageId: id, rating: 'up' },
        { chatMessageId: id, rating: 'down' },
        { chatMessageId: id, rating: 'down', comment: 'It does not say where the script goes.' },
      ]);
      if (database) {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          const { rows } = await client.query<{ rating: number; comment: string; rated_at: Date }>(
            'SELECT rating, comment, rated_at FROM ask_questions WHERE id = $1',
            [id],
          );
          expect(rows).toHaveLength(1);
          expect(rows[0]).toMatchObject({ rating: -1, comment: 'It does not say where the script goes.' });
          expect(rows[0]?.rated_at).toBeInstanceOf(Date);
        } finally {
          await client.end();
        }
      } else {
        console.warn('PostgreSQL is unreachable: the thumbs were accepted (200) but not read back from the database.');
      }
      expectClean(report);
    } finally {
      await session.close();
    }
  });

  it('shows a question the docs cannot answer plainly, with the pages closest to it', async () => {
    const { page, report, session } = await open('/docs/intro');
    try {
      await entryOf(page).click();
      const answer = await ask(panelOf(page), UNANSWERED);
      expect(await answer.getAttribute('data-answered')).toBe('false');
      const links = await answer
        .getByRole('link')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect(links.length, 'search hits and the community page').toBeGreaterThan(1);
      expect(links.some((href) => href?.startsWith('/docs/community'))).toBe(true);
      expect(await answer.getByRole('alert').count()).toBe(0);
      expectClean(report);
    } finally {
      await session.close();
    }
  });

  it('says what went wrong, and Retry asks again', async () => {
    const { page, report, session } = await open('/docs/intro');
    try {
      await entryOf(page).click();
      const panel = panelOf(page);
      await page.route('**/api/ask', (route) =>
        route.fulfill({
          status: 429,
          headers: { 'Retry-After': '20' },
          json: { error: 'rate_limited', message: 'Too many questions from this address.' },
        }),
      );
      const limited = await ask(panel, ANSWERED);
      expect(await limited.getByRole('alert').textContent()).toBe(
        'Too many questions from this address. Try again in 20 s.',
      );
      await page.unroute('**/api/ask');
      await page.route('**/api/ask', (route) => route.abort('connectionrefused'));
      await panel.getByRole('button', { name: 'Retry' }).click();
      const failed = await finishedAnswer(panel);
      expect(await failed.getByRole('alert').textContent()).toBe(askPanel.errors.network);
      await page.unroute('**/api/ask');
      await panel.getByRole('button', { name: 'Retry' }).click();
      const answered = await finishedAnswer(panel);
      expect(await answered.getByRole('alert').count()).toBe(0);
      expect(await panel.getByRole('article').count(), 'the retry replaces the failed answer').toBe(1);
      expect(report.consoleErrors.filter((error) => !/api\/ask/.test(error))).toEqual([]);
      expect(report.pageErrors).toEqual([]);
    } finally {
      await session.close();
    }
  });
});

describe('a sidekick’s answer', () => {
  it('marks every link that lands on another site, however it is written, and leaves links of the site as they are', async () => {
    const standIn = await startSidekickStandIn();
    standIn.answer = () => ({
      tokens: [
        'See [the embed guide](/docs/developers/embed), ',
        '[a path that is not one](/\\evil.example/x), ',
        '[no scheme](//evil.example/y) and [a script](javascript:alert(1)).',
      ],
    });
    const sidekick = await startServer({
      buildDir: process.env.BUILD_DIR?.trim() || BUILD_DIR,
      env: {
        ASK_RATE_LIMIT: '0',
        ASK_PROVIDER: 'sidekick',
        ASK_SIDEKICK_URL: standIn.url,
        ASK_CHATFLOW_ID: standIn.chatflowId,
      },
    });
    const session = await newSession({ width: 1280 });
    try {
      const page = await session.context.newPage();
      const report = watchPage(page, session);
      await page.goto(`${sidekick.url}/docs/intro`, { waitUntil: 'load' });
      await waitForHydration(page);
      await entryOf(page).click();
      const answer = await ask(panelOf(page), ANSWERED);
      expect(standIn.predictions).toHaveLength(1);
      const links = await answer.locator('p a').evaluateAll((anchors) =>
        anchors.map((anchor) => ({
          text: anchor.textContent,
          lands: new URL(anchor.getAttribute('href') ?? '', location.href).origin === location.origin,
          rel: anchor.getAttribute('rel'),
        })),
      );
      expect(links).toEqual([
        { text: 'the embed guide', lands: true, rel: null },
        {
          text: 'a path that is not one↗ (another site, opens in a new tab)',
          lands: false,
          rel: 'noopener noreferrer nofollow',
        },
        { text: 'no scheme↗ (another site, opens in a new tab)', lands: false, rel: 'noopener noreferrer nofollow' },
      ]);
      expect(await answer.textContent()).toContain('[a script](javascript:alert(1))');
      expectClean(report);
    } finally {
      await session.close();
      expect(await sidekick.stop()).toBe(0);
      await standIn.stop();
    }
  });
});

describe('the panel', () => {
  it('works from the keyboard alone: Tab stays inside, Escape closes, focus returns', async () => {
    const { page, report, session } = await open('/docs/intro');
    try {
      const entry = entryOf(page);
      for (let presses = 0; presses < 60 && (await focusedText(page)) !== 'Ask the docs'; presses++) {
        await page.keyboard.press('Tab');
      }
      expect(await focusedText(page)).toBe('Ask the docs');
      await page.keyboard.press('Enter');
      const panel = panelOf(page);
      await expect.poll(() => panel.isVisible()).toBe(true);
      await page.keyboard.type(ANSWERED);
      await page.keyboard.press('Enter');
      await finishedAnswer(panel);

      const stops: string[] = [];
      for (let presses = 0; presses < 40; presses++) {
        await page.keyboard.press('Tab');
        const inside = await page.evaluate(() => document.activeElement?.closest('dialog') !== null);
        expect(inside, `Tab ${presses + 1} stays in the panel`).toBe(true);
        const text = (await focusedText(page)) ?? '';
        if (stops.length > 0 && text === stops[0]) break;
        stops.push(text);
      }
      // From the question box: the Ask button, then round to the top of the panel, through the answer and back.
      expect(stops.slice(0, 3)).toEqual(['Ask', 'Start over', 'Close']);
      expect(stops.at(-1)).toBe('TEXTAREA');
      expect(stops.filter((stop) => /^Source \d+:/.test(stop)).length, 'the [n] markers').toBeGreaterThan(0);
      expect(stops).toContain('Copy');
      expect(stops).toContain('Helpful');
      // Shift+Tab from the first stop goes round to the last.
      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe('Start over');
      await page.keyboard.press('Shift+Tab');
      expect(await focusedText(page)).toBe('Ask');

      await page.keyboard.press('Escape');
      await expect.poll(() => panel.isVisible()).toBe(false);
      expect(await entry.evaluate((element) => element === document.activeElement)).toBe(true);
      expectClean(report);
    } finally {
      await session.close();
    }
  });

  it.each([1280, 390])('has no axe violation with an answer at %i px', async (width) => {
    const { page, report, session } = await open('/docs/developers/embed', width);
    try {
      await entryOf(page).click();
      await ask(panelOf(page), ANSWERED);
      expect(await axeViolations(page)).toEqual([]);
      expectClean(report);
    } finally {
      await session.close();
    }
  });

  it('is a sheet over the whole screen at 390 px, opened from beside the search icon, and a source leaves it', async () => {
    const { page, report, session } = await open('/docs/intro', 390);
    try {
      const entry = entryOf(page);
      expect(await entry.isVisible()).toBe(true);
      expect(await isInViewport(page, '.navbar button[aria-label="Ask the docs"]')).toBe(true);
      await entry.click();
      const panel = panelOf(page);
      const answer = await ask(panel, ANSWERED_IN_A_SECTION);
      const box = await panel.boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
      const overflow = await panel.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth);
      expect(overflow, 'nothing wider than the screen').toBe(0);

      const source = answer.getByRole('region', { name: askPanel.sources }).getByRole('link').first();
      const href = (await source.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/docs\/[^#]+#.+/);
      const id = decodeURIComponent(new URL(href, server.url).hash.slice(1));
      await source.click();
      await expect.poll(() => panel.isVisible()).toBe(false);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(id);
      expect(await isInViewport(page, `[id="${id}"]`)).toBe(true);
      expectClean(report);
    } finally {
      await session.close();
    }
  });
});
