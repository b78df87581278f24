import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatReport } from '../cli/feedback';
import type { Database } from '../db/database';
import { openTestDatabase, postgresReachable, truncateAll, type TestDatabase } from '../testing/databases';
import { postJson, startTestService, type TestService } from '../testing/service';

const postgres = await postgresReachable();

for (const kind of ['pglite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgres)(`docs feedback on ${kind}`, () => {
    let database: TestDatabase;
    let db: Database;
    let service: TestService | undefined;

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
    });

    const start = async (feedbackRateLimit = 0) => {
      service = await startTestService({ db, startWorker: false, feedbackRateLimit });
    };
    const send = (body: unknown, headers?: Record<string, string>) =>
      postJson(`${service!.url}/api/docs-feedback`, body, { headers });

    it('stores the page, the vote and the comment, and nothing about the reader', async () => {
      await start();
      const res = await send({
        path: '/docs/getting-started?from=nav#install',
        helpful: false,
        comment: 'Step 3 fails on Windows',
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ ok: true });
      const rows = await db.query('SELECT path, helpful, comment FROM docs_feedback');
      expect(rows).toEqual([{ path: '/docs/getting-started', helpful: false, comment: 'Step 3 fails on Windows' }]);
      const columns = await db.query<{ column_name: string }>(
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'docs_feedback' ORDER BY ordinal_position",
      );
      expect(columns.map((column) => column.column_name)).toEqual(['id', 'path', 'helpful', 'comment', 'created_at']);
    });

    it.each([
      [
        'a path outside the docs',
        { path: '/blog/post', helpful: true },
        'path',
        'path: must be a docs page path starting with /docs',
      ],
      [
        'a look-alike path',
        { path: '/docsearch', helpful: true },
        'path',
        'path: must be a docs page path starting with /docs',
      ],
      ['no path', { helpful: true }, 'path', 'path: is required'],
      [
        'markup in the path',
        { path: '/docs/<script>', helpful: true },
        'path',
        'path: must be a URL path without spaces or markup',
      ],
      [
        'a 400-character path',
        { path: `/docs/${'a'.repeat(400)}`, helpful: true },
        'path',
        'path: must be at most 300 characters',
      ],
      ['"yes" as the vote', { path: '/docs', helpful: 'yes' }, 'helpful', 'helpful: must be true or false'],
      ['no vote', { path: '/docs' }, 'helpful', 'helpful: is required'],
      [
        'a 1001-character comment',
        { path: '/docs', helpful: false, comment: 'x'.repeat(1001) },
        'comment',
        'comment: must be at most 1000 characters',
      ],
    ])('refuses %s', async (_label, body, field, message) => {
      await start();
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'validation_failed', field, message });
      expect(await db.query('SELECT 1 FROM docs_feedback')).toEqual([]);
    });

    it('is rate-limited per address and refuses other origins', async () => {
      await start(2);
      expect((await send({ path: '/docs', helpful: true }, { Origin: 'https://evil.example' })).status).toBe(403);
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await send({ path: '/docs', helpful: true })).status);
      expect(statuses).toEqual([201, 201, 429]);
    });

    it('reports the pages with the most "no" votes with their latest comments', async () => {
      await start();
      const votes: Array<[string, boolean, string?]> = [
        ['/docs/a', false, 'old comment'],
        ['/docs/a', false, 'Missing the\nWindows steps'],
        ['/docs/a', false],
        ['/docs/a', true],
        ['/docs/b', false, 'Outdated screenshot'],
        ['/docs/b', true],
        ['/docs/b', true],
        ['/docs/c', true],
        ['/docs/d', false],
      ];
      for (const [path, helpful, comment] of votes) {
        await send({ path, helpful, comment });
        await new Promise((resolve) => setTimeout(resolve, 2)); // distinct timestamps order the comments
      }
      const report = await formatReport(db, { limit: 10 });
      expect(report).toBe(
        [
          "Docs pages with the most 'no' votes (all time):",
          '',
          '   No   Yes  Helpful  Page',
          '    3     1      25%  /docs/a',
          '                       "Missing the Windows steps"',
          '                       "old comment"',
          '    1     0       0%  /docs/d',
          '    1     2      67%  /docs/b',
          '                       "Outdated screenshot"',
          '',
        ].join('\n'),
      );
      expect(await formatReport(db, { days: 1 }, new Date(Date.now() + 3 * 86_400_000))).toBe(
        "No 'no' votes on any docs page (the last 1 days).\n",
      );
    });
  });
}
