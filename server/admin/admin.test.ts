/**
 * The console's API as a security reviewer would probe it: who gets in, with
 * what, for how long, and what an outsider learns. Runs on PGlite and on
 * PostgreSQL, driving the real HTTP stack on a loopback port.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { insertLead } from '../db/leads';
import { enqueue } from '../db/outbox';
import { ensureSession } from '../db/sessions';
import { parseCsv } from '../testing/csv';
import { manualClock, MONDAY } from '../testing/clock';
import { openTestDatabase, postgresReachable, truncateAll, type TestDatabase } from '../testing/databases';
import {
  memoryLogger,
  memoryMailer,
  postJson,
  startTestService,
  TEST_SITE_URL,
  type TestService,
  type TestServiceOptions,
} from '../testing/service';
import { LINK_RETENTION_DAYS, LINKS_PER_ADDRESS, SESSION_RETENTION_DAYS } from './auth';
import { PUBLIC_ADMIN_ROUTES, SESSION_COOKIE, SIGN_IN_ANSWER } from './routes';

const postgres = await postgresReachable();

const ADMIN = 'boss@site.test';
const SESSION_HOURS = 12;
const HOUR = 3_600_000;

for (const kind of ['pglite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgres)(`admin API on ${kind}`, () => {
    let database: TestDatabase;
    let db: Database;
    let service: TestService | undefined;
    let mailer: ReturnType<typeof memoryMailer>;
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

    async function start(overrides: Partial<TestServiceOptions> = {}) {
      mailer = memoryMailer();
      service = await startTestService({
        db,
        clock,
        mailer,
        startWorker: false,
        admin: { emails: [ADMIN, 'Second@Site.test'], sessionHours: SESSION_HOURS, signInRateLimit: 0 },
        ...overrides,
      });
      return service;
    }

    const requestLink = (email: string, headers: Record<string, string> = { Origin: TEST_SITE_URL }) =>
      postJson(`${service!.url}/api/admin/sign-in`, { email }, { headers });

    /** Stores the requests under way, sends the queued mail and reads the link out of the last email. */
    async function lastLinkToken(): Promise<string> {
      await service!.admin!.settled();
      await service!.worker.drain();
      const mail = mailer.sent.at(-1);
      const match = /\/api\/admin\/sign-in\/confirm\?token=([\w%-]+)/.exec(mail?.text ?? '');
      if (!match?.[1]) throw new Error('no sign-in link in the last email');
      return decodeURIComponent(match[1]);
    }

    const confirm = (token: string) =>
      fetch(`${service!.url}/api/admin/sign-in/confirm`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: TEST_SITE_URL },
        body: JSON.stringify({ token }),
      });

    /** Signs in through the emailed link; the Cookie header value of the session. */
    async function signIn(email = ADMIN): Promise<string> {
      expect((await requestLink(email)).status).toBe(202);
      const response = await confirm(await lastLinkToken());
      expect(response.status).toBe(200);
      const cookie = response.headers.get('set-cookie') ?? '';
      expect(cookie).toContain(`${SESSION_COOKIE}=`);
      return cookie.split(';')[0] ?? '';
    }

    const call = (
      route: string,
      {
        cookie,
        method = 'GET',
        origin = TEST_SITE_URL,
      }: { cookie?: string; method?: string; origin?: string | null } = {},
    ) =>
      fetch(`${service!.url}${route}`, {
        method,
        redirect: 'manual',
        headers: {
          ...(cookie ? { Cookie: cookie } : {}),
          ...(origin ? { Origin: origin } : {}),
          ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }),
        },
        body: method === 'GET' ? undefined : '{}',
      });

    const getJson = async (route: string, cookie: string) => {
      const response = await call(route, { cookie });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    /** The /api/admin routes as the app's router holds them, with :params filled in. */
    function adminRoutes(): Array<{ method: string; path: string; route: string }> {
      const app = createApp({
        buildDir: path.join(os.tmpdir(), 'answeragent-no-build'),
        trustProxy: false,
        logger: memoryLogger(),
        apiRoutes: service!.routes,
      });
      const seen = new Map<string, { method: string; path: string; route: string }>();
      for (const route of app.routes) {
        // Middleware is registered as ALL; the endpoints carry their method.
        if (!route.path.startsWith('/api/admin') || route.method === 'ALL') continue;
        const key = `${route.method} ${route.path}`;
        seen.set(key, { method: route.method, path: route.path, route: route.path.replace(/:\w+/g, randomUUID()) });
      }
      return [...seen.values()];
    }

    const guarded = () => adminRoutes().filter((route) => !PUBLIC_ADMIN_ROUTES.has(`${route.method} ${route.path}`));

    describe('the session check on every route', () => {
      it('finds the routes in the router, and every one but sign-in answers 401 without a session', async () => {
        await start();
        const routes = guarded();
        // The console's API as documented in API.md: if this number moves, the document moves with it.
        expect(routes.map((route) => `${route.method} ${route.path}`).sort()).toEqual([
          'GET /api/admin/feedback',
          'GET /api/admin/me',
          'GET /api/admin/outbox',
          'GET /api/admin/overview',
          'GET /api/admin/questions',
          'GET /api/admin/questions/:id',
          'GET /api/admin/questions/export.csv',
          'GET /api/admin/questions/groups',
          'GET /api/admin/questions/report',
          'GET /api/admin/registrations',
          'GET /api/admin/registrations/:id',
          'GET /api/admin/registrations/export.csv',
          'GET /api/admin/sessions',
          'GET /api/admin/subscribers',
          'GET /api/admin/subscribers/export.csv',
          'GET /api/admin/vitals',
          'POST /api/admin/outbox/:id/retry',
          'POST /api/admin/sign-out',
        ]);
        for (const route of routes) {
          const response = await call(route.route, { method: route.method });
          expect(response.status, `${route.method} ${route.path}`).toBe(401);
          expect(await response.json()).toEqual({ error: 'unauthorized', message: 'Sign in to use the console.' });
          expect(response.headers.get('cache-control')).toBe('no-store');
        }
      });

      it('refuses a made-up cookie, an expired session and a revoked one on every route', async () => {
        await start();
        const cookie = await signIn();
        expect((await call('/api/admin/me', { cookie })).status).toBe(200);

        for (const route of guarded()) {
          const forged = await call(route.route, {
            method: route.method,
            cookie: `${SESSION_COOKIE}=${'A'.repeat(43)}`,
          });
          expect(forged.status, `forged: ${route.method} ${route.path}`).toBe(401);
        }

        clock.advance(SESSION_HOURS * HOUR - 1000);
        expect((await call('/api/admin/me', { cookie })).status).toBe(200);
        clock.advance(1000);
        for (const route of guarded()) {
          const expired = await call(route.route, { method: route.method, cookie });
          expect(expired.status, `expired: ${route.method} ${route.path}`).toBe(401);
        }

        const second = await signIn();
        const out = await call('/api/admin/sign-out', { method: 'POST', cookie: second });
        expect(out.status).toBe(200);
        expect(out.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));
        for (const route of guarded()) {
          const revoked = await call(route.route, { method: route.method, cookie: second });
          expect(revoked.status, `revoked: ${route.method} ${route.path}`).toBe(401);
        }
      });

      it('refuses every change from a foreign Origin or without one, even with a live session', async () => {
        await start();
        const cookie = await signIn();
        const changes = adminRoutes().filter((route) => route.method !== 'GET');
        expect(changes.length).toBeGreaterThanOrEqual(4);
        for (const route of changes) {
          const foreign = await call(route.route, { method: route.method, cookie, origin: 'https://evil.test' });
          expect(foreign.status, `foreign: ${route.method} ${route.path}`).toBe(403);
          expect(((await foreign.json()) as { error: string }).error).toBe('forbidden_origin');
          const none = await call(route.route, { method: route.method, cookie, origin: null });
          expect(none.status, `no Origin: ${route.method} ${route.path}`).toBe(403);
        }
        // The session survived all of that: the refused sign-out did not run.
        expect((await call('/api/admin/me', { cookie })).status).toBe(200);
      });

      it('answers 404 on every route, sign-in included, when ADMIN_EMAILS is unset', async () => {
        await start();
        const routes = adminRoutes();
        const cookie = await signIn();
        await service!.stop();
        service = await startTestService({ db, clock, mailer: memoryMailer(), startWorker: false });
        expect(service.admin).toBeUndefined();
        for (const route of routes) {
          const response = await call(route.route, { method: route.method, cookie });
          expect(response.status, `${route.method} ${route.path}`).toBe(404);
          expect(await response.json()).toEqual({ error: 'Not found' });
        }
        expect((await requestLink(ADMIN)).status).toBe(404);
        expect(await db.query('SELECT 1 FROM admin_sign_in_links WHERE used_at IS NULL')).toEqual([]);
      });
    });

    describe('sign-in links', () => {
      it('answers an allowed and an unknown address identically, and mails only the allowed one', async () => {
        await start();
        const allowed = await requestLink(ADMIN);
        const unknown = await requestLink('stranger@elsewhere.test');
        const differentCase = await requestLink('SECOND@site.TEST');
        for (const response of [allowed, unknown, differentCase]) {
          expect(response.status).toBe(202);
          expect(response.body).toEqual({ ok: true, message: SIGN_IN_ANSWER });
        }
        const headers = (response: typeof allowed): Array<[string, string]> => {
          const kept: Array<[string, string]> = [];
          response.headers.forEach((value, name) => {
            if (name !== 'date') kept.push([name, value]);
          });
          return kept;
        };
        expect(headers(unknown)).toEqual(headers(allowed));
        expect(unknown.text.length).toBe(allowed.text.length);

        await service!.admin!.settled();
        await service!.worker.drain();
        expect(mailer.sent.map((mail) => mail.to).sort()).toEqual([ADMIN, 'second@site.test']);
        const links = await db.query<{ email: string }>('SELECT email FROM admin_sign_in_links ORDER BY email');
        expect(links.map((link) => link.email)).toEqual([ADMIN, 'second@site.test']);
      });

      it('keeps only hashes: no token in the links table, the outbox or the sessions table', async () => {
        await start();
        await requestLink(ADMIN);
        await service!.admin!.settled();
        const [queued] = await db.query<{ payload: string | null }>(
          "SELECT payload FROM email_outbox WHERE kind = 'admin_sign_in'",
        );
        expect(queued?.payload).toMatch(/^[\w-]{43}$/);
        const token = await lastLinkToken();
        const response = await confirm(token);
        const sessionId = (response.headers.get('set-cookie') ?? '').split(';')[0]?.split('=')[1] ?? '';
        expect(sessionId).toMatch(/^[\w-]{43}$/);

        const dump = JSON.stringify([
          await db.query('SELECT * FROM admin_sign_in_links'),
          await db.query('SELECT * FROM admin_sessions'),
          await db.query('SELECT * FROM email_outbox'),
        ]);
        expect(dump).not.toContain(token);
        expect(dump).not.toContain(sessionId);
        expect(await db.query("SELECT payload FROM email_outbox WHERE kind = 'admin_sign_in'")).toEqual([
          { payload: null },
        ]);
      });

      it('works once: a used link, an expired link and a made-up token get nothing', async () => {
        await start();
        await requestLink(ADMIN);
        const token = await lastLinkToken();
        expect((await confirm(token)).status).toBe(200);
        const reused = await confirm(token);
        expect(reused.status).toBe(400);
        expect(reused.headers.get('set-cookie')).toBeNull();
        expect(((await reused.json()) as { error: string }).error).toBe('invalid_link');

        await requestLink(ADMIN);
        const late = await lastLinkToken();
        clock.advance(15 * 60_000);
        expect((await confirm(late)).status).toBe(400);
        expect((await confirm('x'.repeat(43))).status).toBe(400);
        expect((await confirm('')).status).toBe(400);
      });

      it('does not spend the token on the GET a mail scanner makes; the form post signs in with a Lax HttpOnly cookie', async () => {
        await start();
        await requestLink(ADMIN);
        const token = await lastLinkToken();
        const page = await fetch(`${service!.url}/api/admin/sign-in/confirm?token=${token}`);
        expect(page.status).toBe(200);
        const html = await page.text();
        expect(html).toContain('<form method="post" action="/api/admin/sign-in/confirm">');
        expect(html).toContain(`value="${token}"`);
        expect(html).toContain('<meta name="robots" content="noindex" />');

        const form = await fetch(`${service!.url}/api/admin/sign-in/confirm`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: TEST_SITE_URL },
          body: new URLSearchParams({ token }).toString(),
        });
        expect(form.status).toBe(303);
        expect(form.headers.get('location')).toBe('/admin/');
        const cookie = form.headers.get('set-cookie') ?? '';
        expect(cookie).toMatch(/HttpOnly/);
        expect(cookie).toMatch(/SameSite=Lax/);
        expect(cookie).toMatch(/Path=\/api\/admin/);
        expect(cookie).not.toMatch(/Secure/);
        const expires = new Date(/Expires=([^;]+)/.exec(cookie)?.[1] ?? '');
        expect(expires.getTime()).toBe(Math.floor((clock().getTime() + SESSION_HOURS * HOUR) / 1000) * 1000);
      });

      it('marks the cookie Secure when a trusted proxy says the request came over TLS', async () => {
        await start({ trustProxy: true });
        await requestLink(ADMIN);
        const token = await lastLinkToken();
        const response = await fetch(`${service!.url}/api/admin/sign-in/confirm`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: TEST_SITE_URL, 'X-Forwarded-Proto': 'https' },
          body: JSON.stringify({ token }),
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('set-cookie')).toMatch(/; Secure/);
      });

      it('rate-limits a flood of link requests per client address', async () => {
        await start({ admin: { emails: [ADMIN], sessionHours: SESSION_HOURS, signInRateLimit: 3 } });
        const answers = [];
        for (let i = 0; i < 20; i++) answers.push(await requestLink(i % 2 ? ADMIN : `nobody${i}@x.test`));
        expect(answers.slice(0, 3).map((answer) => answer.status)).toEqual([202, 202, 202]);
        expect(answers.slice(3).every((answer) => answer.status === 429)).toBe(true);
        expect(Number(answers[3]?.headers.get('retry-after'))).toBeGreaterThan(0);
        await service!.admin!.settled();
        expect(await db.query('SELECT 1 FROM admin_sign_in_links')).toHaveLength(1);
      });

      it(`mails one address at most ${LINKS_PER_ADDRESS} links per 15 minutes, however many are asked for`, async () => {
        await start();
        await Promise.all(Array.from({ length: 12 }, () => requestLink(ADMIN)));
        await service!.admin!.settled();
        await service!.worker.drain();
        expect(mailer.sent).toHaveLength(LINKS_PER_ADDRESS);
        clock.advance(15 * 60_000);
        await requestLink(ADMIN);
        await service!.admin!.settled();
        await service!.worker.drain();
        expect(mailer.sent).toHaveLength(LINKS_PER_ADDRESS + 1);
      });

      it('refuses a link request from a foreign Origin and a malformed address', async () => {
        await start();
        expect((await requestLink(ADMIN, { Origin: 'https://evil.test' })).status).toBe(403);
        const bad = await requestLink('not-an-address');
        expect(bad.status).toBe(400);
        expect(bad.body.field).toBe('email');
        await service!.admin!.settled();
        expect(await db.query('SELECT 1 FROM admin_sign_in_links')).toEqual([]);
      });

      it('drops an address taken off ADMIN_EMAILS: its open session and unused link stop working', async () => {
        await start();
        const cookie = await signIn('second@site.test');
        await requestLink('second@site.test');
        const token = await lastLinkToken();
        await service!.stop();
        service = await start({ admin: { emails: [ADMIN], sessionHours: SESSION_HOURS, signInRateLimit: 0 } });
        expect((await call('/api/admin/me', { cookie })).status).toBe(401);
        expect((await confirm(token)).status).toBe(400);
      });

      it('deletes links a day after they expire and sessions a month after they end, at the next sign-in', async () => {
        await start();
        await signIn(); // a used link and a session that ends after SESSION_HOURS
        await requestLink(ADMIN); // a link never used
        await service!.admin!.settled();
        const count = async (table: string) =>
          (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;
        expect(await count('admin_sign_in_links')).toBe(2);

        clock.advance((LINK_RETENTION_DAYS * 24 + 1) * 3_600_000);
        await signIn('second@site.test');
        expect(await count('admin_sign_in_links')).toBe(1); // only the link just used
        expect(
          await db.query(`SELECT 1 FROM email_outbox WHERE kind = 'admin_sign_in' AND recipient = $1`, [ADMIN]),
        ).toEqual([]);
        expect(await count('admin_sessions')).toBe(2); // ended, but kept for a month

        clock.advance((SESSION_RETENTION_DAYS * 24 + SESSION_HOURS + 1) * 3_600_000);
        await signIn('second@site.test');
        const sessions = await db.query<{ email: string }>('SELECT email FROM admin_sessions ORDER BY created_at');
        expect(sessions.map((row) => row.email)).toEqual(['second@site.test']);
      });
    });

    describe('the reports', () => {
      async function seedLead(
        sessionId: string,
        fields: Partial<Parameters<typeof insertLead>[1]> & { email: string },
      ): Promise<string> {
        const id = randomUUID();
        await insertLead(db, {
          id,
          sessionId,
          utm: {},
          abVariants: {},
          leadScore: 50,
          registeredAt: clock(),
          now: clock(),
          ...fields,
        });
        return id;
      }

      it('exports exactly the filtered registrations as CSV, with formula-like cells defused', async () => {
        await start();
        const cookie = await signIn();
        const session = await ensureSession(db, new Date('2026-03-05T19:00:00Z'), 200);
        const hostile = [`=cmd|' /C calc'!A0`, '+SUM(1,2)', '-2+3', '@HYPERLINK("http://evil.test")', '\tTAB', '\rCR'];
        for (const [index, text] of hostile.entries()) {
          await seedLead(session, {
            email: `h${index}@acme.test`,
            firstName: text,
            company: text,
            jobTitle: text,
            utm: { utm_source: 'linkedin', utm_campaign: text },
            leadScore: 80,
          });
        }
        await seedLead(session, { email: 'other@acme.test', firstName: '=1+1', utm: { utm_source: 'google' } });

        const response = await call('/api/admin/registrations/export.csv?source=linkedin', { cookie });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        expect(response.headers.get('content-disposition')).toBe('attachment; filename="registrations.csv"');
        const rows = parseCsv(await response.text());
        const [header, ...data] = rows;
        expect(header?.slice(0, 4)).toEqual(['registration_id', 'session_starts_at', 'email', 'first_name']);
        expect(data).toHaveLength(hostile.length);
        expect(data.map((row) => row[2]).sort()).toEqual(hostile.map((_, index) => `h${index}@acme.test`).sort());
        for (const row of data) {
          for (const cell of row) expect(cell, JSON.stringify(cell)).not.toMatch(/^[=+\-@\t\r]/);
        }
        const firstNames = data.map((row) => row[3]).sort();
        expect(firstNames).toEqual(hostile.map((text) => `'${text}`).sort());

        // The list answers the same selection as the export.
        const list = await getJson('/api/admin/registrations?source=linkedin&pageSize=100', cookie);
        expect(list.body.total).toBe(hostile.length);
        const none = await call('/api/admin/registrations/export.csv?source=nowhere', { cookie });
        expect(parseCsv(await none.text())).toHaveLength(1);
      });

      it('searches, filters, sorts and pages registrations on the server, and shows one in detail', async () => {
        await start();
        const cookie = await signIn();
        const res = await postJson(
          `${service!.url}/api/webinar/register`,
          { email: 'ana@acme.io', firstName: 'Ana', company: 'Acme', utm_source: 'linkedin', utm_campaign: 'spring' },
          { headers: { Origin: TEST_SITE_URL } },
        );
        expect(res.status).toBe(201);
        const id = res.body.registrationId as string;
        await postJson(
          `${service!.url}/api/webinar/profile`,
          { registrationId: id, jobTitle: 'CTO', biggestChallenge: 'Getting security sign-off' },
          { headers: { Origin: TEST_SITE_URL } },
        );
        const session = await ensureSession(db, new Date('2026-03-05T19:00:00Z'), 200);
        for (let i = 0; i < 30; i++) {
          clock.advance(60_000);
          await seedLead(session, {
            email: `lead${String(i).padStart(2, '0')}@corp.test`,
            leadScore: i * 3,
            company: `Corp ${i}`,
          });
        }

        const page2 = await getJson('/api/admin/registrations?sort=score&order=asc&page=2&pageSize=10', cookie);
        expect(page2.status).toBe(200);
        expect(page2.body.total).toBe(31);
        const items = page2.body.items as Array<{ leadScore: number; email: string }>;
        expect(items).toHaveLength(10);
        expect(items.map((item) => item.leadScore)).toEqual(
          [...items.map((item) => item.leadScore)].sort((a, b) => a - b),
        );

        const ranged = await getJson('/api/admin/registrations?scoreMin=30&scoreMax=45', cookie);
        expect(
          (ranged.body.items as Array<{ leadScore: number }>).every(
            (item) => item.leadScore >= 30 && item.leadScore <= 45,
          ),
        ).toBe(true);
        expect(ranged.body.total).toBe(6);

        const search = await getJson('/api/admin/registrations?q=ACME', cookie);
        expect((search.body.items as Array<{ email: string }>).map((item) => item.email)).toEqual(['ana@acme.io']);
        const wildcard = await getJson('/api/admin/registrations?q=%25', cookie);
        expect(wildcard.body.total).toBe(0);
        const campaign = await getJson('/api/admin/registrations?campaign=spring&session=' + session, cookie);
        expect(campaign.body.total).toBe(1);
        const noSource = await getJson('/api/admin/registrations?source=(none)', cookie);
        expect(noSource.body.total).toBe(30);
        const dated = await getJson('/api/admin/registrations?from=2026-03-02&to=2026-03-02', cookie);
        expect(dated.body.total).toBe(31);
        const before = await getJson('/api/admin/registrations?to=2026-03-01', cookie);
        expect(before.body.total).toBe(0);

        const detail = await getJson(`/api/admin/registrations/${id}`, cookie);
        expect(detail.status).toBe(200);
        expect(detail.body).toMatchObject({
          id,
          email: 'ana@acme.io',
          utmSource: 'linkedin',
          answers: {
            firstName: 'Ana',
            company: 'Acme',
            jobTitle: 'CTO',
            biggestChallenge: 'Getting security sign-off',
          },
        });
        const emails = detail.body.emails as Array<{ kind: string; status: string }>;
        expect(emails.map((email) => email.kind)).toContain('webinar_confirmation');
        expect(emails.every((email) => email.status === 'pending')).toBe(true);

        expect((await getJson(`/api/admin/registrations/${randomUUID()}`, cookie)).status).toBe(404);
        expect((await getJson('/api/admin/registrations/not-a-uuid', cookie)).status).toBe(404);
        for (const [query, field] of [
          ['scoreMin=abc', 'scoreMin'],
          ['scoreMin=60&scoreMax=10', 'scoreMax'],
          ['sort=password', 'sort'],
          ['pageSize=1000', 'pageSize'],
          ['from=yesterday', 'from'],
          ['session=1', 'session'],
        ] as const) {
          const bad = await getJson(`/api/admin/registrations?${query}`, cookie);
          expect(bad.status, query).toBe(400);
          expect(bad.body.field, query).toBe(field);
        }
      });

      it('lists subscribers with their confirmation state and unsubscribes, and exports them', async () => {
        await start();
        const cookie = await signIn();
        const subscribe = (email: string, name?: string) =>
          postJson(`${service!.url}/api/newsletter/subscribe`, { email, name }, { headers: { Origin: TEST_SITE_URL } });
        await subscribe('pending@x.test', '@evil');
        await subscribe('confirmed@x.test');
        await subscribe('gone@x.test');
        const [token] = await db.query<{ confirm_token: string }>(
          "SELECT confirm_token FROM newsletter_subscribers WHERE email = 'confirmed@x.test'",
        );
        await fetch(`${service!.url}/api/newsletter/confirm?token=${token?.confirm_token}`, { redirect: 'manual' });
        await db.query(
          "UPDATE newsletter_subscribers SET status = 'unsubscribed', unsubscribed_at = now() WHERE email = 'gone@x.test'",
        );

        const all = await getJson('/api/admin/subscribers?sort=email&order=asc', cookie);
        const items = all.body.items as Array<{
          email: string;
          status: string;
          confirmedAt: string | null;
          unsubscribedAt: string | null;
        }>;
        expect(items.map((item) => [item.email, item.status])).toEqual([
          ['confirmed@x.test', 'subscribed'],
          ['gone@x.test', 'unsubscribed'],
          ['pending@x.test', 'pending'],
        ]);
        expect(items[0]?.confirmedAt).not.toBeNull();
        expect(items[1]?.unsubscribedAt).not.toBeNull();
        const pending = await getJson('/api/admin/subscribers?status=pending', cookie);
        expect(pending.body.total).toBe(1);

        const csv = parseCsv(await (await call('/api/admin/subscribers/export.csv?status=pending', { cookie })).text());
        expect(csv).toHaveLength(2);
        expect(csv[1]?.[2]).toBe("'@evil");
      });

      it('ranks docs pages by "no" votes, with their comments and a link', async () => {
        await start();
        const cookie = await signIn();
        for (const [pagePath, helpful, comment] of [
          ['/docs/a', false, 'Broken link'],
          ['/docs/a', false, null],
          ['/docs/b', false, 'Too short'],
          ['/docs/b', true, null],
          ['/docs/c', true, null],
        ] as const) {
          await db.query('INSERT INTO docs_feedback (path, helpful, comment) VALUES ($1, $2, $3)', [
            pagePath,
            helpful,
            comment,
          ]);
        }
        const report = await getJson('/api/admin/feedback', cookie);
        expect(report.body.items).toEqual([
          { path: '/docs/a', no: 2, yes: 0, comments: ['Broken link'], url: `${TEST_SITE_URL}/docs/a` },
          { path: '/docs/b', no: 1, yes: 1, comments: ['Too short'], url: `${TEST_SITE_URL}/docs/b` },
        ]);
      });

      it('lists failed emails with their last error and queues one again on retry, once', async () => {
        await start();
        const cookie = await signIn();
        await postJson(
          `${service!.url}/api/webinar/register`,
          { email: 'ana@acme.io' },
          { headers: { Origin: TEST_SITE_URL } },
        );
        mailer.fail = Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 });
        await service!.worker.drain();
        mailer.fail = undefined;

        const failed = await getJson('/api/admin/outbox', cookie);
        const items = failed.body.items as Array<{ id: string; kind: string; lastError: string; channel: string }>;
        expect(failed.body.total).toBe(1);
        expect(items[0]).toMatchObject({
          kind: 'webinar_confirmation',
          channel: 'email',
          lastError: '550 mailbox unavailable',
        });

        const id = items[0]!.id;
        const retry = await call(`/api/admin/outbox/${id}/retry`, { method: 'POST', cookie });
        expect(retry.status).toBe(200);
        expect(await retry.json()).toEqual({ ok: true, id, status: 'pending' });
        expect((await call(`/api/admin/outbox/${id}/retry`, { method: 'POST', cookie })).status).toBe(409);
        expect((await call(`/api/admin/outbox/${randomUUID()}/retry`, { method: 'POST', cookie })).status).toBe(404);
        await service!.worker.drain();
        expect(mailer.sent.filter((mail) => mail.to === 'ana@acme.io')).toHaveLength(1);
        expect((await getJson('/api/admin/outbox', cookie)).body.total).toBe(0);
        expect((await getJson('/api/admin/outbox?status=sent&kind=webinar_confirmation', cookie)).body.total).toBe(1);
      });

      it('sums up registrations, seats, scores, sources, checklist, newsletter and email in the overview', async () => {
        await start();
        const cookie = await signIn();
        for (const [email, source] of [
          ['a@acme.io', 'linkedin'],
          ['b@acme.io', 'linkedin'],
          ['c@gmail.com', undefined],
        ] as const) {
          await postJson(
            `${service!.url}/api/webinar/register`,
            { email, utm_source: source, utm_campaign: source && 'spring' },
            { headers: { Origin: TEST_SITE_URL } },
          );
        }
        await postJson(
          `${service!.url}/api/webinar/download-checklist`,
          { email: 'd@acme.io' },
          { headers: { Origin: TEST_SITE_URL } },
        );
        await postJson(
          `${service!.url}/api/newsletter/subscribe`,
          { email: 'n@x.test' },
          { headers: { Origin: TEST_SITE_URL } },
        );
        await enqueue(db, { kind: 'webinar_followup', recipient: 'x@x.test', sendAfter: clock(), now: clock() });

        const overview = await getJson('/api/admin/overview', cookie);
        expect(overview.status).toBe(200);
        const body = overview.body as {
          since: string;
          registrations: unknown;
          nextSession: { seats: number; seatsLeft: number };
          openSessions: unknown[];
          leadScores: Array<{ count: number }>;
          sources: unknown;
          checklist: unknown;
          newsletter: unknown;
          emails: { sent: number; pending: number };
          mailerlite: unknown;
        };
        expect(body.since).toBe('2025-12-03');
        expect(body.registrations).toEqual({
          total: 3,
          perDay: [{ day: '2026-03-02', sessionStartsAt: '2026-03-05T19:00:00.000Z', count: 3 }],
        });
        expect(body.nextSession).toMatchObject({ startsAt: '2026-03-05T19:00:00.000Z', registrations: 3 });
        expect(body.nextSession.seats - body.nextSession.seatsLeft).toBe(3);
        expect(body.openSessions[0]).toEqual(body.nextSession);
        expect(body.leadScores).toHaveLength(10);
        expect(body.leadScores.reduce((sum, band) => sum + band.count, 0)).toBe(3);
        expect(body.sources).toEqual([
          { source: 'linkedin', campaign: 'spring', count: 2 },
          { source: null, campaign: null, count: 1 },
        ]);
        expect(body.checklist).toEqual({ people: 1, requests: 1, withoutRegistration: 1 });
        expect(body.newsletter).toEqual({
          byStatus: { pending: 1, subscribed: 0, unsubscribed: 0 },
          perDay: [{ day: '2026-03-02', signUps: 1, confirmations: 0 }],
        });
        // The sign-in email went out; the webinar emails, checklist and newsletter confirmation wait.
        expect(body.emails.sent).toBe(1);
        expect(body.emails.pending).toBeGreaterThanOrEqual(6);
        expect(body.mailerlite).toMatchObject({ enabled: false, pending: 0 });
      });
    });
  });
}
