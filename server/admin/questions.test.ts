/**
 * The console's "Ask the docs" API (/api/admin/questions*) on PGlite and on PostgreSQL, through the real HTTP
 * stack: questions are written straight into ask_questions (migration 013) as the service would store them.
 * The session check, the Origin rule and the 404 without ADMIN_EMAILS are checked for every console route,
 * these included, in admin.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { manualClock } from '../testing/clock';
import { parseCsv } from '../testing/csv';
import { openTestDatabase, postgresReachable, truncateAll, type TestDatabase } from '../testing/databases';
import { memoryMailer, postJson, startTestService, TEST_SITE_URL, type TestService } from '../testing/service';
import { PASSAGES } from '../ask/fixtures';
import { answerOffline, createAskIndex } from '../ask/index';
import { closestPages, GROUP_QUESTIONS, QUESTION_COLUMNS, synonymsLine } from './questions';

const postgres = await postgresReachable();

const ADMIN = 'docs@site.test';
/** Friday 27 November 2026, noon UTC. */
const NOW = '2026-11-27T12:00:00.000Z';

interface Seed {
  question: string;
  createdAt: string;
  id?: string;
  chatId?: string;
  page?: string | null;
  provider?: 'offline' | 'sidekick';
  fallback?: 'error' | 'timeout' | 'daily_limit' | null;
  answer?: string;
  citations?: Array<{ source: string; title: string }>;
  answered?: boolean;
  outcome?: 'complete' | 'stopped' | 'error';
  rating?: 1 | -1 | null;
  comment?: string | null;
}

async function insertQuestion(db: Database, seed: Seed): Promise<string> {
  const id = seed.id ?? randomUUID();
  await db.query(
    `INSERT INTO ask_questions (id, chat_id, question, page, provider, fallback, answer, citations, answered, outcome,
                                rating, comment, rated_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12, $13, $14)`,
    [
      id,
      seed.chatId ?? randomUUID(),
      seed.question,
      seed.page === undefined ? '/docs/intro' : seed.page,
      seed.provider ?? 'offline',
      seed.fallback ?? null,
      seed.answer ?? `An answer to: ${seed.question}`,
      JSON.stringify(seed.citations ?? []),
      seed.answered ?? true,
      seed.outcome ?? 'complete',
      seed.rating ?? null,
      seed.comment ?? null,
      seed.rating ? seed.createdAt : null,
      seed.createdAt,
    ],
  );
  return id;
}

for (const kind of ['pglite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgres)(`the questions API on ${kind}`, () => {
    let database: TestDatabase;
    let db: Database;
    let service: TestService;
    let cookie: string;
    const clock = manualClock(NOW);

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      db = database.db;
    }, 120_000);
    afterAll(async () => {
      await database?.close();
    });
    afterEach(async () => {
      await service?.stop();
      await truncateAll(db);
      clock.set(NOW);
    });

    /** Starts the service with the console on (and "Ask the docs" on a small index) and signs in by the emailed link. */
    async function start({ ask = false } = {}): Promise<void> {
      const mailer = memoryMailer();
      service = await startTestService({
        db,
        clock,
        mailer,
        startWorker: false,
        admin: { emails: [ADMIN], sessionHours: 12, signInRateLimit: 0 },
        ask: ask
          ? {
              loadIndex: () => Promise.resolve(createAskIndex(PASSAGES)),
              answerOffline,
              rateLimit: 0,
              retentionDays: 90,
            }
          : undefined,
      });
      const headers = { Origin: TEST_SITE_URL };
      await postJson(`${service.url}/api/admin/sign-in`, { email: ADMIN }, { headers });
      await service.admin!.settled();
      await service.worker.drain();
      const token = /token=([\w-]+)/.exec(mailer.sent.at(-1)?.text ?? '')?.[1] ?? '';
      const signedIn = await postJson(`${service.url}/api/admin/sign-in/confirm`, { token }, { headers });
      expect(signedIn.status).toBe(200);
      cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    }

    const get = (route: string) => fetch(`${service.url}/api/admin/${route}`, { headers: { Cookie: cookie } });
    async function getJson<T = Record<string, unknown>>(route: string): Promise<{ status: number; body: T }> {
      const response = await get(route);
      expect(response.headers.get('cache-control'), route).toBe('no-store');
      return { status: response.status, body: (await response.json()) as T };
    }
    type Listed = { id: string; question: string; createdAt: string; page: string | null; rating: string | null };
    const list = async (query: string) =>
      (await getJson<{ total: number; items: Listed[] }>(`questions?${query}`)).body;

    it('searches, filters, sorts and pages questions on the server, and shows one in full with its conversation', async () => {
      await start();
      const chatId = randomUUID();
      const first = await insertQuestion(db, {
        question: 'How do I embed the chatbot on my website?',
        createdAt: '2026-11-20T09:00:00.000Z',
        chatId,
        page: '/docs/sidekick-studio/chatbot',
        answer: 'Copy the script tag [1].\n\n- Paste it before </body>.',
        citations: [
          { source: '/docs/sidekick-studio/embed#script-tag', title: 'Embed a chatbot' },
          { source: '/docs/intro', title: 'Introduction' },
        ],
      });
      const followUp = await insertQuestion(db, {
        question: 'And on WordPress?',
        createdAt: '2026-11-20T09:01:00.000Z',
        chatId,
        page: '/docs/sidekick-studio/chatbot',
        provider: 'sidekick',
        fallback: 'timeout',
        answered: false,
        outcome: 'stopped',
        rating: -1,
        comment: 'Nothing about the WordPress plugin',
      });
      for (let i = 0; i < 23; i++) {
        await insertQuestion(db, {
          question: `Question number ${String(i).padStart(2, '0')} about agents`,
          createdAt: new Date(Date.parse('2026-11-01T00:00:00Z') + i * 3_600_000 * 12).toISOString(),
          page: i % 4 === 0 ? null : '/docs/intro',
          provider: i % 3 === 0 ? 'sidekick' : 'offline',
          answered: i % 2 === 0,
          rating: i % 5 === 0 ? 1 : null,
        });
      }

      const page1 = await list('pageSize=10');
      expect(page1.total).toBe(25);
      expect(page1.items).toHaveLength(10);
      expect(page1.items[0]?.id).toBe(followUp);
      const createdAts = page1.items.map((item) => item.createdAt);
      expect(createdAts).toEqual([...createdAts].sort().reverse());
      const page3 = await list('pageSize=10&page=3');
      expect(page3.items).toHaveLength(5);
      expect(page3.items.at(-1)?.question).toBe('Question number 00 about agents');

      const sorted = await list('sort=question&order=asc&pageSize=3');
      expect(sorted.items.map((item) => item.question)).toEqual([
        'And on WordPress?',
        'How do I embed the chatbot on my website?',
        'Question number 00 about agents',
      ]);
      // Unrated questions sort last when descending, first when ascending.
      expect((await list('sort=rating&order=desc&pageSize=5')).items.map((item) => item.rating)).toEqual([
        'up',
        'up',
        'up',
        'up',
        'up',
      ]);
      expect((await list('sort=rating&order=asc&pageSize=1')).items[0]?.rating).toBeNull();

      expect((await list('answered=no')).total).toBe(12);
      expect((await list('answered=yes')).total).toBe(13);
      expect((await list('provider=sidekick')).total).toBe(9);
      expect((await list('rating=down')).items.map((item) => item.id)).toEqual([followUp]);
      expect((await list('rating=up')).total).toBe(5);
      expect((await list('rating=none')).total).toBe(19);
      expect((await list('path=/docs/sidekick-studio/chatbot')).total).toBe(2);
      expect((await list('path=(none)')).total).toBe(6);
      expect((await list('q=WORDPRESS')).total).toBe(1);
      // The comment is searched too.
      expect((await list('q=plugin')).items.map((item) => item.id)).toEqual([followUp]);
      expect((await list('q=%25')).total).toBe(0);
      expect((await list('from=2026-11-20&to=2026-11-20')).total).toBe(2);
      expect((await list('to=2026-11-05')).total).toBe(10);
      expect((await list('answered=no&provider=sidekick&from=2026-11-01')).total).toBe(5);

      const detail = await getJson<Record<string, unknown>>(`questions/${followUp}`);
      expect(detail.status).toBe(200);
      expect(detail.body).toMatchObject({
        id: followUp,
        chatId,
        question: 'And on WordPress?',
        page: '/docs/sidekick-studio/chatbot',
        provider: 'sidekick',
        fallback: 'timeout',
        answered: false,
        outcome: 'stopped',
        rating: 'down',
        comment: 'Nothing about the WordPress plugin',
        ratedAt: '2026-11-20T09:01:00.000Z',
        createdAt: '2026-11-20T09:01:00.000Z',
        answer: 'An answer to: And on WordPress?',
        citations: [],
      });
      expect(detail.body.conversation).toEqual([
        {
          id: first,
          question: 'How do I embed the chatbot on my website?',
          answered: true,
          rating: null,
          createdAt: '2026-11-20T09:00:00.000Z',
        },
        {
          id: followUp,
          question: 'And on WordPress?',
          answered: false,
          rating: 'down',
          createdAt: '2026-11-20T09:01:00.000Z',
        },
      ]);
      const opening = await getJson<Record<string, unknown>>(`questions/${first}`);
      expect(opening.body).toMatchObject({
        answer: 'Copy the script tag [1].\n\n- Paste it before </body>.',
        citations: [
          { source: '/docs/sidekick-studio/embed#script-tag', title: 'Embed a chatbot' },
          { source: '/docs/intro', title: 'Introduction' },
        ],
        rating: null,
        ratedAt: null,
        fallback: null,
      });

      expect((await getJson(`questions/${randomUUID()}`)).status).toBe(404);
      expect((await getJson('questions/not-a-uuid')).body).toEqual({
        error: 'not_found',
        message: 'No question has this id.',
      });
      for (const [query, field] of [
        ['answered=maybe', 'answered'],
        ['provider=openai', 'provider'],
        ['rating=meh', 'rating'],
        ['sort=answer', 'sort'],
        ['order=up', 'order'],
        ['from=yesterday', 'from'],
        ['from=2026-11-20&to=2026-11-19', 'to'],
        ['pageSize=1000', 'pageSize'],
        ['page=0', 'page'],
        [`q=${'x'.repeat(201)}`, 'q'],
        ['q=a%0Ab', 'q'],
        [`path=/${'x'.repeat(300)}`, 'path'],
      ] as const) {
        for (const route of ['questions', 'questions/export.csv', 'questions/report', 'questions/groups']) {
          const bad = await getJson<{ error: string; field: string }>(`${route}?${query}`);
          expect(bad.status, `${route}?${query}`).toBe(400);
          expect(bad.body.error).toBe('validation_failed');
          expect(bad.body.field, `${route}?${query}`).toBe(field);
        }
      }
    });

    it('exports exactly the filtered questions as CSV, every cell a reader or a sidekick wrote defused', async () => {
      await start();
      const hostile = [`=cmd|' /C calc'!A0`, '+SUM(1,2)', '-2+3', '@HYPERLINK("http://evil.test")', '\tTAB', '\rCR'];
      for (const [index, text] of hostile.entries()) {
        await insertQuestion(db, {
          question: text,
          createdAt: `2026-11-2${index}T10:00:00.000Z`,
          chatId: text,
          page: text,
          answer: text,
          comment: text,
          rating: -1,
          answered: false,
          citations: [{ source: text, title: text }],
        });
      }
      await insertQuestion(db, {
        question: 'Does "streaming" work, with commas?',
        createdAt: '2026-11-26T10:00:00.000Z',
        answer: 'Yes, it does.\r\nSee "Streaming" [1].',
        citations: [
          { source: '/docs/developers/streaming#events', title: 'Streaming' },
          { source: '/docs/intro', title: 'Introduction' },
        ],
        rating: 1,
        comment: 'Helpful',
      });

      const response = await get('questions/export.csv?rating=down');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="questions.csv"');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const [header, ...rows] = parseCsv(await response.text());
      expect(header).toEqual(QUESTION_COLUMNS);
      expect(rows).toHaveLength(hostile.length);
      for (const row of rows) {
        for (const cell of row) expect(cell, JSON.stringify(cell)).not.toMatch(/^[=+\-@\t\r]/);
      }
      const column = (name: string) => QUESTION_COLUMNS.indexOf(name);
      // Oldest first; the text each column was given, behind an apostrophe.
      for (const name of ['question', 'chat_id', 'page', 'comment', 'citations', 'answer']) {
        expect(
          rows.map((row) => row[column(name)]),
          name,
        ).toEqual(hostile.map((text) => `'${text}`));
      }
      expect(rows.map((row) => row[column('rating')])).toEqual(hostile.map(() => 'down'));
      expect(rows.map((row) => row[column('answered')])).toEqual(hostile.map(() => 'false'));

      const helpful = parseCsv(await (await get('questions/export.csv?rating=up')).text());
      expect(helpful).toHaveLength(2);
      const row = helpful[1]!;
      expect(row[column('question')]).toBe('Does "streaming" work, with commas?');
      expect(row[column('answer')]).toBe('Yes, it does.\r\nSee "Streaming" [1].');
      expect(row[column('citations')]).toBe('/docs/developers/streaming#events /docs/intro');
      expect(row[column('created_at')]).toBe('2026-11-26T10:00:00.000Z');
      expect(row[column('rated_at')]).toBe('2026-11-26T10:00:00.000Z');

      // The list selects what the export holds; paging and sorting do not narrow the export.
      expect((await list('rating=down')).total).toBe(hostile.length);
      expect(parseCsv(await (await get('questions/export.csv?pageSize=1&page=2&sort=question')).text())).toHaveLength(
        1 + hostile.length + 1,
      );
      expect(parseCsv(await (await get('questions/export.csv?path=/nowhere')).text())).toEqual([QUESTION_COLUMNS]);
    });

    it('counts questions per day over a 100-day range, both ends included, and the share answered', async () => {
      await start();
      // 2026-08-20 to 2026-11-27: 100 days.
      const seeds: Seed[] = [
        { question: 'The day before the range', createdAt: '2026-08-19T23:59:59.999Z' },
        { question: 'The first moment of the range', createdAt: '2026-08-20T00:00:00.000Z', answered: false },
        { question: 'Later on the first day', createdAt: '2026-08-20T18:00:00.000Z', rating: 1 },
        { question: 'Halfway', createdAt: '2026-10-08T12:00:00.000Z', rating: -1 },
        { question: 'The last moment of the range', createdAt: '2026-11-27T23:59:59.999Z', answered: false },
        { question: 'The day after the range', createdAt: '2026-11-28T00:00:00.000Z' },
      ];
      for (const seed of seeds) await insertQuestion(db, seed);

      const report = await getJson<Record<string, unknown>>('questions/report?from=2026-08-20&to=2026-11-27');
      expect(report.status).toBe(200);
      expect(report.body).toMatchObject({
        from: '2026-08-20',
        to: '2026-11-27',
        questions: 4,
        answered: 2,
        up: 1,
        down: 1,
        perDay: [
          { day: '2026-08-20', questions: 2, answered: 1, up: 1, down: 0 },
          { day: '2026-10-08', questions: 1, answered: 1, up: 0, down: 1 },
          { day: '2026-11-27', questions: 1, answered: 0, up: 0, down: 0 },
        ],
      });
      expect((await list('from=2026-08-20&to=2026-11-27')).total).toBe(4);
      const groups = await getJson<{ questions: number; flagged: number }>(
        'questions/groups?from=2026-08-20&to=2026-11-27',
      );
      expect(groups.body).toMatchObject({ questions: 4, flagged: 3 });

      // Without dates: the last 30 days, today included.
      const recent = await getJson<Record<string, unknown>>('questions/report');
      expect(recent.body).toMatchObject({ from: '2026-10-29', to: '2026-11-27', questions: 1 });
      // Only `from`: up to today. Only `to`: the 30 days up to it.
      expect((await getJson('questions/report?from=2026-10-08')).body).toMatchObject({
        to: '2026-11-27',
        questions: 2,
      });
      expect((await getJson('questions/report?to=2026-09-01')).body).toMatchObject({
        from: '2026-08-03',
        questions: 3,
      });
      // Other filters narrow the report too.
      expect((await getJson('questions/report?from=2026-08-20&to=2026-11-27&answered=no')).body).toMatchObject({
        questions: 2,
        answered: 0,
      });

      const year = await getJson('questions/report?from=2025-11-27&to=2026-11-27');
      expect(year.status).toBe(200);
      const tooLong = await getJson<{ field: string; message: string }>(
        'questions/groups?from=2025-11-26&to=2026-11-27',
      );
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.field).toBe('from');
      expect(tooLong.body.message).toBe('from: must be at most 366 days before to (both included)');
      // The list and the CSV have no such limit.
      expect((await list('from=2020-01-01')).total).toBe(seeds.length);
    });

    it('ranks the most cited pages, each counted once an answer, with the share answered and thumbs down', async () => {
      await start();
      const embed = { source: '/docs/embed#script', title: 'Embed a chatbot' };
      const embedAgain = { source: '/docs/embed#iframe', title: 'Embed a chatbot' };
      const intro = { source: '/docs/intro', title: 'Introduction' };
      await insertQuestion(db, { question: 'a', createdAt: '2026-11-27T08:00:00Z', citations: [embed, embedAgain] });
      await insertQuestion(db, { question: 'b', createdAt: '2026-11-27T09:00:00Z', citations: [embed, intro] });
      await insertQuestion(db, {
        question: 'c',
        createdAt: '2026-11-26T09:00:00Z',
        citations: [embedAgain],
        answered: false,
        rating: -1,
      });
      await insertQuestion(db, { question: 'd', createdAt: '2026-11-25T09:00:00Z', citations: [] });
      await insertQuestion(db, { question: 'old', createdAt: '2026-09-01T09:00:00Z', citations: [intro, intro] });

      const report = await getJson<{ questions: number; pages: unknown[] }>('questions/report');
      expect(report.body.questions).toBe(4);
      expect(report.body.pages).toEqual([
        {
          path: '/docs/embed',
          title: 'Embed a chatbot',
          questions: 3,
          answered: 2,
          up: 0,
          down: 1,
          share: 0.75,
          answeredShare: 0.6667,
          downShare: 0.3333,
        },
        {
          path: '/docs/intro',
          title: 'Introduction',
          questions: 1,
          answered: 1,
          up: 0,
          down: 0,
          share: 0.25,
          answeredShare: 1,
          downShare: 0,
        },
      ]);
      const older = await getJson<{ pages: Array<{ path: string; questions: number }> }>(
        'questions/report?from=2026-09-01',
      );
      expect(older.body.pages.map((page) => [page.path, page.questions])).toEqual([
        ['/docs/embed', 3],
        ['/docs/intro', 2],
      ]);
    });

    it('groups unanswered and thumbs-down questions by their rarest shared terms, newest first, with the pages cited', async () => {
      await start();
      const embed = { source: '/docs/embed#wordpress', title: 'Embed a chatbot' };
      const keys = { source: '/docs/credentials#api-keys', title: 'Credentials' };
      const at = (hour: number) => new Date(Date.parse('2026-11-26T00:00:00Z') + hour * 3_600_000).toISOString();
      const wordpress = [
        await insertQuestion(db, {
          question: 'How do I embed the chatbot on WordPress?',
          createdAt: at(1),
          answered: false,
          citations: [embed],
        }),
        await insertQuestion(db, {
          question: 'chatbot on wordpress: how to embed it',
          createdAt: at(2),
          provider: 'sidekick',
          rating: -1,
          citations: [embed, { source: '/docs/intro', title: 'Introduction' }],
        }),
        await insertQuestion(db, {
          question: 'Embed on a WordPress page?',
          createdAt: at(3),
          answered: false,
          citations: [],
        }),
      ];
      const apiKey = [
        await insertQuestion(db, { question: 'Reset the API key of the chatbot', createdAt: at(4), answered: false }),
        await insertQuestion(db, {
          question: 'api key reset',
          createdAt: at(5),
          answered: false,
          citations: [keys],
          provider: 'sidekick',
        }),
      ];
      const alone = await insertQuestion(db, { question: 'Is there a dark mode?', createdAt: at(6), answered: false });
      // Answered and not thumbs-down: counted for rarity, never grouped.
      for (let i = 0; i < 6; i++) {
        await insertQuestion(db, { question: 'What is a chatbot?', createdAt: at(7 + i), rating: i === 0 ? 1 : null });
      }

      type Group = {
        words: string[];
        count: number;
        unanswered: number;
        down: number;
        questions: Array<{ id: string }>;
        pages: Array<{ path: string; title: string; count: number }>;
      };
      const result = await getJson<{
        questions: number;
        flagged: number;
        sampled: number;
        groupCount: number;
        groups: Group[];
        alone: Omit<Group, 'words'>;
      }>('questions/groups');
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject({ questions: 12, flagged: 6, sampled: 12, groupCount: 2 });
      const [first, second] = result.body.groups;
      expect(first).toMatchObject({ words: ['embed', 'wordpress'], count: 3, unanswered: 2, down: 1 });
      expect(first?.questions.map((question) => question.id)).toEqual([...wordpress].reverse());
      expect(first?.pages).toEqual([
        { path: '/docs/embed', title: 'Embed a chatbot', count: 2 },
        { path: '/docs/intro', title: 'Introduction', count: 1 },
      ]);
      expect(second).toMatchObject({ words: ['api', 'key'], count: 2, unanswered: 2, down: 0 });
      expect(second?.questions.map((question) => question.id)).toEqual([...apiKey].reverse());
      expect(second?.pages).toEqual([{ path: '/docs/credentials', title: 'Credentials', count: 1 }]);
      expect(result.body.alone).toMatchObject({ count: 1, unanswered: 1, down: 0, pages: [] });
      // Without "Ask the docs" there is no index to find the closest pages in.
      expect(first).toMatchObject({ closest: null, line: null });
      expect(result.body.alone.questions.map((question) => question.id)).toEqual([alone]);

      // The filters choose what is grouped: the sidekick's two questions share no term.
      const sidekick = await getJson<{ groups: Group[]; alone: { count: number } }>(
        'questions/groups?provider=sidekick',
      );
      expect(sidekick.body.groups).toEqual([]);
      expect(sidekick.body.alone.count).toBe(2);
    });

    it('names the docs’ pages closest to each group, as Ask ranks them, and the synonyms line to start from', async () => {
      await start({ ask: true });
      const at = (minute: number) => new Date(Date.parse('2026-11-26T00:00:00Z') + minute * 60_000).toISOString();
      await insertQuestion(db, { question: 'Can I embed the bubble on WordPress?', createdAt: at(1), answered: false });
      await insertQuestion(db, { question: 'WordPress: embed the chat bubble', createdAt: at(2), answered: false });
      const result = await getJson<{
        groups: Array<{ words: string[]; closest: Array<{ path: string; title: string }>; line: string }>;
      }>('questions/groups');
      const [group] = result.body.groups;
      expect(group?.words).toEqual(['bubble', 'embed']);
      expect(group?.closest[0]).toEqual({ path: '/docs/embed', title: 'Embed a chatbot' });
      expect(group?.line).toBe('embed a chatbot <= bubble, embed');
    });

    it('shows the newest questions of a large group and counts them all', async () => {
      await start();
      const total = GROUP_QUESTIONS + 5;
      for (let i = 0; i < total; i++) {
        await insertQuestion(db, {
          question: `Webhook retries, attempt ${i}`,
          createdAt: new Date(Date.parse('2026-11-20T00:00:00Z') + i * 60_000).toISOString(),
          answered: false,
        });
      }
      const result = await getJson<{ groups: Array<{ words: string[]; count: number; questions: Listed[] }> }>(
        'questions/groups',
      );
      const [group] = result.body.groups;
      expect(group?.words).toEqual(['attempt', 'retries']);
      expect(group?.count).toBe(total);
      expect(group?.questions).toHaveLength(GROUP_QUESTIONS);
      expect(group?.questions[0]?.question).toBe(`Webhook retries, attempt ${total - 1}`);
    });
  });
}

describe('the closest pages and the synonyms line of a group', () => {
  const index = createAskIndex(PASSAGES);

  it('ranks a page by its rank in each question’s search, the top page of most questions first', () => {
    const pages = closestPages(index, ['How do I stop spam with too many requests?', 'limit the messages per minute']);
    expect(pages[0]).toEqual({ path: '/docs/rate-limit', title: 'Rate limit' });
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    expect(closestPages(index, [])).toEqual([]);
  });

  it('writes a line of the list’s format, whatever the title holds', () => {
    expect(synonymsLine('Rate limit', ['spam', 'flood'])).toBe('rate limit <= spam, flood');
    expect(synonymsLine('Limits, <= quotas', ['spam'])).toBe('limits quotas <= spam');
  });
});
