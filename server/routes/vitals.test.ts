import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { manualClock, MONDAY } from '../testing/clock';
import { openTestDatabase, postgresReachable, truncateAll, type TestDatabase } from '../testing/databases';
import {
  memoryMailer,
  postJson,
  startTestService,
  TEST_SITE_URL,
  type TestService,
  type TestServiceOptions,
} from '../testing/service';
import { pageKindOf } from '../vitals/pageKind';

const postgres = await postgresReachable();

describe('pageKindOf', () => {
  it.each([
    ['/', 'home'],
    ['/agents', 'marketing'],
    ['/developers/', 'marketing'],
    ['/docs/', 'guide'],
    ['/docs/developers/embed', 'guide'],
    ['/docs/sidekick-studio/chatflows/chat-models', 'guide'],
    ['/docs/sidekick-studio/chatflows/chat-models/chatanthropic', 'node'],
    ['/docs/sidekick-studio/agentflows/sequential-agents/agent', 'node'],
    ['/docs/api/prediction/create-prediction', 'api'],
    ['/docs/api', 'api'],
    ['/blog', 'blog'],
    ['/blog/what-we-are-building', 'blog'],
    ['/webinar-enterprise-ai', 'webinar'],
    ['/webinar-thank-you', 'webinar'],
  ])('%s is a %s page', (path, kind) => {
    expect(pageKindOf(path)).toBe(kind);
  });

  it.each(['/admin', '/admin/registrations', '/api/health', '/img/logo.png', 'docs', '/docs/<x>', '/a b', '/../etc'])(
    'refuses %s',
    (path) => {
      expect(pageKindOf(path)).toBeUndefined();
    },
  );
});

for (const kind of ['pglite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgres)(`/api/vitals on ${kind}`, () => {
    let database: TestDatabase;
    let db: Database;
    let service: TestService | undefined;
    const clock = manualClock(MONDAY);

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      db = database.db;
    }, 120_000);
    afterAll(async () => {
      await database?.close();
    });
    afterEach(async () => {
      await service?.stop();
      service = undefined;
      await truncateAll(db);
      clock.set(MONDAY);
    });

    const start = async (overrides: Partial<TestServiceOptions> = {}) => {
      service = await startTestService({ db, clock, mailer: memoryMailer(), startWorker: false, ...overrides });
    };
    /** As navigator.sendBeacon sends a string: text/plain, with the page's Origin. */
    const beacon = (body: unknown, type = 'text/plain;charset=UTF-8') =>
      postJson(`${service!.url}/api/vitals`, typeof body === 'string' ? body : JSON.stringify(body), {
        raw: true,
        headers: { 'Content-Type': type, Origin: TEST_SITE_URL },
      });

    it('stores a beacon under the day and the kind the server derives, and nothing else', async () => {
      await start();
      const res = await beacon({
        path: '/docs/developers/embed?utm_source=x#top',
        kind: 'home',
        visitorId: 'abc',
        lcp: 1800.4,
        inp: 120,
        cls: 0.02,
        ttfb: 300,
      });
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(
        await db.query('SELECT day::text AS day, page_kind, lcp_ms, inp_ms, cls, ttfb_ms FROM web_vitals'),
      ).toEqual([{ day: '2026-03-02', page_kind: 'guide', lcp_ms: 1800.4, inp_ms: 120, cls: 0.02, ttfb_ms: 300 }]);
      const columns = await db.query<{ column_name: string }>(
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'web_vitals' ORDER BY ordinal_position",
      );
      expect(columns.map((column) => column.column_name)).toEqual([
        'id',
        'day',
        'page_kind',
        'lcp_ms',
        'inp_ms',
        'cls',
        'ttfb_ms',
      ]);

      expect((await beacon({ path: '/', ttfb: 90 }, 'application/json')).status).toBe(204);
    });

    it.each([
      ['a negative LCP', { path: '/', lcp: -1 }, 'lcp: must be from 0 to 60000 milliseconds'],
      ['an INP of a minute and more', { path: '/', inp: 60_001 }, 'inp: must be from 0 to 60000 milliseconds'],
      ['a CLS of 11', { path: '/', cls: 11 }, 'cls: must be from 0 to 10 layout-shift units'],
      ['a TTFB as text', { path: '/', ttfb: '300' }, 'ttfb: must be a number of milliseconds'],
      ['no metric', { path: '/' }, 'body: must hold at least one of lcp, inp, cls, ttfb'],
      ['no path', { lcp: 1 }, 'path: is required'],
      ['a console path', { path: '/admin/overview', lcp: 1 }, 'path: must be the path of a public page of the site'],
      ['an API path', { path: '/api/vitals', lcp: 1 }, 'path: must be the path of a public page of the site'],
    ])('refuses %s', async (_, body, message) => {
      await start();
      const res = await beacon(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await db.query('SELECT 1 FROM web_vitals')).toEqual([]);
    });

    it('refuses other content types, large bodies, bad JSON and foreign origins', async () => {
      await start();
      expect((await beacon({ path: '/', lcp: 1 }, 'application/x-www-form-urlencoded')).status).toBe(415);
      expect((await beacon(JSON.stringify({ path: '/', lcp: 1, pad: 'x'.repeat(2000) }))).status).toBe(413);
      expect((await beacon('{"path":')).status).toBe(400);
      const foreign = await postJson(`${service!.url}/api/vitals`, JSON.stringify({ path: '/', lcp: 1 }), {
        raw: true,
        headers: { 'Content-Type': 'text/plain', Origin: 'https://evil.test' },
      });
      expect(foreign.status).toBe(403);
    });

    it('rate-limits a flood from one address', async () => {
      await start({ vitalsRateLimit: 5 });
      const statuses = [];
      for (let i = 0; i < 8; i++) statuses.push((await beacon({ path: '/', lcp: 100 })).status);
      expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429, 429]);
    });

    it('gives the console p75 per page kind per day, against the "good" thresholds', async () => {
      await start({ admin: { emails: ['boss@site.test'], sessionHours: 1, signInRateLimit: 0 } });
      // LCP 1000…4000 ms on the home page: p75 (interpolated) is 3250, above 2500.
      for (const lcp of [1000, 2000, 3000, 4000]) await beacon({ path: '/', lcp, cls: 0.05 });
      clock.advance(86_400_000);
      for (const inp of [50, 100, 150, 200, 250]) await beacon({ path: '/blog/post', inp, ttfb: 500 });

      const mailer = memoryMailer();
      await service!.stop();
      service = await startTestService({
        db,
        clock,
        mailer,
        startWorker: false,
        admin: { emails: ['boss@site.test'], sessionHours: 1, signInRateLimit: 0 },
      });
      await postJson(
        `${service.url}/api/admin/sign-in`,
        { email: 'boss@site.test' },
        { headers: { Origin: TEST_SITE_URL } },
      );
      await service.admin!.settled();
      await service.worker.drain();
      const token = /token=([\w-]+)/.exec(mailer.sent[0]?.text ?? '')?.[1] ?? '';
      const signIn = await postJson(
        `${service.url}/api/admin/sign-in/confirm`,
        { token },
        { headers: { Origin: TEST_SITE_URL } },
      );
      const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

      const response = await fetch(`${service.url}/api/admin/vitals?days=7`, { headers: { Cookie: cookie } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        since: '2026-02-25',
        thresholds: { lcp: 2500, inp: 200, cls: 0.1, ttfb: 800 },
        items: [
          {
            day: '2026-03-02',
            pageKind: 'home',
            samples: 4,
            lcp: 3250,
            inp: null,
            cls: 0.05,
            ttfb: null,
            good: { lcp: false, inp: null, cls: true, ttfb: null },
          },
          {
            day: '2026-03-03',
            pageKind: 'blog',
            samples: 5,
            lcp: null,
            inp: 200,
            cls: null,
            ttfb: 500,
            good: { lcp: null, inp: true, cls: null, ttfb: true },
          },
        ],
      });
    });
  });
}
