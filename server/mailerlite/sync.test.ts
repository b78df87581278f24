/**
 * Registrations and confirmed subscribers reach MailerLite through the outbox,
 * tested against a local stand-in for its API: the happy path, an outage with
 * recovery, 429 and 5xx retried, a 4xx failed at once and shown to the console,
 * and no duplicates.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { manualClock, MONDAY } from '../testing/clock';
import { openTestDatabase, postgresReachable, truncateAll, type TestDatabase } from '../testing/databases';
import { startMailerLiteStandIn, type MailerLiteStandIn } from '../testing/mailerlite';
import {
  memoryMailer,
  postJson,
  startTestService,
  TEST_SITE_URL,
  type TestService,
  type TestServiceOptions,
} from '../testing/service';

const postgres = await postgresReachable();

const API_KEY = 'test-api-key';
const ORIGIN = { Origin: TEST_SITE_URL };
/** Longer than any backoff the tests reach (base 1 s, doubling). */
const LATER = 3_600_000;

for (const kind of ['pglite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgres)(`MailerLite sync on ${kind}`, () => {
    let database: TestDatabase;
    let db: Database;
    let standIn: MailerLiteStandIn;
    let service: TestService | undefined;
    let mailer: ReturnType<typeof memoryMailer>;
    const clock = manualClock(MONDAY);

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      db = database.db;
      standIn = await startMailerLiteStandIn();
    }, 120_000);
    afterAll(async () => {
      await standIn?.stop();
      await database?.close();
    });
    beforeEach(() => {
      standIn.accepted.length = 0;
      standIn.subscribers.clear();
      standIn.requests = 0;
      standIn.answerWith = undefined;
      standIn.retryAfter = undefined;
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
        mailerLite: { apiKey: API_KEY, apiUrl: standIn.url, groups: ['1001', '1002'] },
        worker: { retryBaseMs: 1_000, maxAttempts: 8 },
        ...overrides,
      });
      return service;
    }

    const register = (body: Record<string, unknown>) =>
      postJson(`${service!.url}/api/webinar/register`, body, { headers: ORIGIN });
    const syncRows = () =>
      db.query<{ status: string; attempts: number; last_error: string | null; recipient: string }>(
        "SELECT status, attempts, last_error, recipient FROM email_outbox WHERE kind = 'mailerlite_sync' ORDER BY recipient",
      );
    /** Moves past every backoff, then lets the worker handle what is due. */
    const later = async () => {
      clock.advance(LATER);
      await service!.worker.drain();
    };

    it('queues the upsert with the registration and sends the lead fields and groups', async () => {
      await start();
      const res = await register({
        email: 'ana@acme.io',
        firstName: 'Ana',
        company: 'Acme',
        jobTitle: 'CTO',
        utm_source: 'linkedin',
        utm_medium: 'paid-social',
        utm_campaign: 'spring',
      });
      expect(res.status).toBe(201);
      // Written by the registration's transaction, before any worker ran.
      expect(await syncRows()).toEqual([
        { status: 'pending', attempts: 0, last_error: null, recipient: 'ana@acme.io' },
      ]);

      await service!.worker.drain();
      expect(standIn.accepted).toEqual([
        {
          authorization: `Bearer ${API_KEY}`,
          body: {
            email: 'ana@acme.io',
            fields: {
              name: 'Ana',
              company: 'Acme',
              job_title: 'CTO',
              lead_score: res.body.leadScore,
              utm_source: 'linkedin',
              utm_medium: 'paid-social',
              utm_campaign: 'spring',
              session_date: '2026-03-05',
            },
            groups: ['1001', '1002'],
          },
        },
      ]);
      expect((await syncRows())[0]?.status).toBe('sent');

      // A repeat registration is the same lead: nothing more to upsert.
      expect((await register({ email: 'ana@acme.io' })).status).toBe(200);
      await later();
      expect(standIn.accepted).toHaveLength(1);
    });

    it('loses nothing and duplicates nothing through an outage, 503s and 429s', async () => {
      await start();
      await standIn.stop();
      const count = 20;
      for (let i = 0; i < count; i++) {
        expect((await register({ email: `lead${i}@acme.io`, company: 'Acme' })).status).toBe(201);
      }
      await service!.worker.drain();
      let rows = await syncRows();
      expect(rows).toHaveLength(count);
      expect(rows.every((row) => row.status === 'pending' && row.attempts === 1)).toBe(true);
      expect(rows[0]?.last_error).toMatch(/MailerLite unreachable/);

      await standIn.start();
      standIn.answerWith = 503;
      await later();
      rows = await syncRows();
      expect(rows.every((row) => row.status === 'pending' && row.attempts === 2)).toBe(true);
      expect(rows[0]?.last_error).toMatch(/^MailerLite answered 503/);

      standIn.answerWith = 429;
      await later();
      rows = await syncRows();
      expect(rows.every((row) => row.status === 'pending' && row.attempts === 3)).toBe(true);
      expect(rows[0]?.last_error).toMatch(/^MailerLite answered 429/);

      standIn.answerWith = undefined;
      await later();
      await later();
      rows = await syncRows();
      expect(rows.every((row) => row.status === 'sent')).toBe(true);
      const delivered = standIn.accepted.length;
      const duplicates = delivered - new Set(standIn.accepted.map((upsert) => upsert.body.email)).size;
      expect(standIn.subscribers.size).toBe(count);
      expect(delivered).toBe(count);
      expect(duplicates).toBe(0);
      console.log(
        `[${kind}] MailerLite outage: ${count} registrations queued, ${delivered} delivered after the outage ` +
          `(${standIn.requests} requests in all, 3 failed rounds), ${duplicates} duplicates`,
      );
    });

    it('fails a 4xx answer at once, with the error, and the console lists it and retries it', async () => {
      await start({ admin: { emails: ['boss@site.test'], sessionHours: 1, signInRateLimit: 0 } });
      standIn.answerWith = 422;
      await register({ email: 'ana@acme.io' });
      await service!.worker.drain();
      const [row] = await syncRows();
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row?.last_error).toMatch(/^MailerLite answered 422: .*The email must be a valid email address/);
      await later();
      expect(standIn.requests).toBe(1);

      // Sign in and read the failure the way the console does.
      await postJson(`${service!.url}/api/admin/sign-in`, { email: 'boss@site.test' }, { headers: ORIGIN });
      await service!.admin!.settled();
      await service!.worker.drain();
      const token = /token=([\w-]+)/.exec(mailer.sent.at(-1)?.text ?? '')?.[1] ?? '';
      const signIn = await postJson(`${service!.url}/api/admin/sign-in/confirm`, { token }, { headers: ORIGIN });
      const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const failed = await fetch(`${service!.url}/api/admin/outbox?kind=mailerlite_sync`, {
        headers: { Cookie: cookie },
      });
      const list = (await failed.json()) as {
        total: number;
        items: Array<{ id: string; channel: string; lastError: string }>;
      };
      expect(list.total).toBe(1);
      expect(list.items[0]).toMatchObject({ channel: 'mailerlite', lastError: row?.last_error });

      standIn.answerWith = undefined;
      const retry = await fetch(`${service!.url}/api/admin/outbox/${list.items[0]?.id}/retry`, {
        method: 'POST',
        headers: { Cookie: cookie, ...ORIGIN },
      });
      expect(retry.status).toBe(200);
      await service!.worker.drain();
      expect((await syncRows())[0]?.status).toBe('sent');
      expect([...standIn.subscribers.keys()]).toEqual(['ana@acme.io']);
    });

    it("waits as long as a 429's Retry-After asks before trying again", async () => {
      await start();
      standIn.answerWith = 429;
      standIn.retryAfter = '600';
      await register({ email: 'ana@acme.io' });
      await service!.worker.drain();
      const [row] = await db.query<{ send_after: Date }>(
        "SELECT send_after FROM email_outbox WHERE kind = 'mailerlite_sync'",
      );
      expect(row!.send_after.getTime() - clock().getTime()).toBe(600_000);
      standIn.answerWith = undefined;
      clock.advance(599_000);
      await service!.worker.drain();
      expect(standIn.accepted).toHaveLength(0);
      clock.advance(1_000);
      await service!.worker.drain();
      expect(standIn.accepted).toHaveLength(1);
    });

    it('marks a row failed once a provider that stays down has had every attempt', async () => {
      await start({ worker: { retryBaseMs: 1_000, maxAttempts: 3 } });
      standIn.answerWith = 500;
      await register({ email: 'ana@acme.io' });
      await service!.worker.drain();
      await later();
      expect((await syncRows())[0]).toMatchObject({ status: 'pending', attempts: 2 });
      await later();
      expect((await syncRows())[0]).toMatchObject({ status: 'failed', attempts: 3 });
      expect(standIn.requests).toBe(3);
    });

    it('upserts a newsletter subscriber once confirmed, as active, and not before', async () => {
      await start();
      await postJson(
        `${service!.url}/api/newsletter/subscribe`,
        { email: 'reader@x.test', name: 'Rae' },
        { headers: ORIGIN },
      );
      await service!.worker.drain();
      expect(standIn.accepted).toEqual([]);
      const [pending] = await db.query<{ confirm_token: string }>('SELECT confirm_token FROM newsletter_subscribers');
      await fetch(`${service!.url}/api/newsletter/confirm?token=${pending?.confirm_token}`, { redirect: 'manual' });
      await service!.worker.drain();
      expect(standIn.accepted.map((upsert) => upsert.body)).toEqual([
        { email: 'reader@x.test', fields: { name: 'Rae' }, groups: ['1001', '1002'], status: 'active' },
      ]);
    });

    it('skips a lead whose address unsubscribed before the upsert went out', async () => {
      await start();
      standIn.answerWith = 503;
      await register({ email: 'ana@acme.io' });
      await service!.worker.drain();
      await db.query("UPDATE email_preferences SET unsubscribed_at = $1 WHERE email = 'ana@acme.io'", [clock()]);
      standIn.answerWith = undefined;
      await later();
      expect(standIn.accepted).toEqual([]);
      expect((await syncRows())[0]?.status).toBe('skipped');
    });

    it('queues nothing without an API key', async () => {
      await start({ mailerLite: undefined });
      await register({ email: 'ana@acme.io' });
      await service!.worker.drain();
      expect(await syncRows()).toEqual([]);
      expect(standIn.requests).toBe(0);
    });
  });
}
