import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { manualClock, MONDAY, THURSDAY_SESSION } from '../testing/clock';
import { openTestDatabase, postgresReachable, truncateAll, type TestDatabase } from '../testing/databases';
import { postJson, startTestService, TEST_SITE_URL, type TestService } from '../testing/service';
import { webinarConfig } from '../../config/webinar';
import { CHECKLIST_COUNT, CHECKLIST_FILENAME, CHECKLIST_TITLE } from './checklist';

const postgres = await postgresReachable();
/** The session a week after THURSDAY_SESSION: 11:00 PDT, the clocks changed on 8 March. */
const NEXT_WEEK = '2026-03-12T18:00:00.000Z';
const withSeats = (seats: number) => ({ ...webinarConfig, session: { ...webinarConfig.session, seats } });

for (const kind of ['pglite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgres)(`webinar API on ${kind}`, () => {
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

    async function start(overrides: Parameters<typeof startTestService>[0] extends infer O ? Partial<O> : never = {}) {
      // No worker: these tests look at what is stored and queued, the email tests at what is sent.
      service = await startTestService({ db, clock, startWorker: false, ...overrides });
      return service;
    }
    const register = (body: unknown, headers?: Record<string, string>) =>
      postJson(`${service!.url}/api/webinar/register`, body, { headers });
    const leads = () => db.query<Record<string, unknown>>('SELECT * FROM leads ORDER BY created_at, email');
    const outbox = () =>
      db.query<{ kind: string; send_after: Date; recipient: string }>(
        'SELECT kind, send_after, recipient FROM email_outbox ORDER BY send_after, kind',
      );

    describe('POST /api/webinar/register', () => {
      it('stores a new lead and answers 201 with its id, the session start and the lead score', async () => {
        await start();
        const res = await register({
          email: '  Ana.Lopez@Acme.io ',
          firstName: 'Ana',
          company: 'Acme',
          jobTitle: 'Head of Operations',
          utm_source: 'linkedin',
          utm_medium: 'paid-social',
          utm_campaign: 'spring',
          abVariants: { headline: 'alternate1', cta: 'Save My Seat' },
        });
        expect(res.status).toBe(201);
        expect(res.body).toEqual({
          registrationId: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
          sessionStart: THURSDAY_SESSION,
          leadScore: 90,
          repeat: false,
        });
        const [lead] = await leads();
        expect(lead).toMatchObject({
          id: res.body.registrationId,
          email: 'ana.lopez@acme.io',
          first_name: 'Ana',
          company: 'Acme',
          job_title: 'Head of Operations',
          utm_source: 'linkedin',
          utm_medium: 'paid-social',
          utm_campaign: 'spring',
          utm_term: null,
          ab_variants: { headline: 'alternate1', cta: 'Save My Seat' },
          lead_score: 90,
        });
        expect(lead?.registered_at).toBeInstanceOf(Date);
      });

      it('queues the confirmation now, the two reminders before the start and the follow-up after it, in the same transaction', async () => {
        await start();
        await register({ email: 'ana@acme.io' });
        expect((await outbox()).map((row) => [row.kind, row.send_after.toISOString()])).toEqual([
          ['webinar_confirmation', MONDAY],
          ['webinar_reminder_24h', '2026-03-04T19:00:00.000Z'],
          ['webinar_reminder_1h', '2026-03-05T18:00:00.000Z'],
          ['webinar_followup', '2026-03-05T20:45:00.000Z'],
        ]);
      });

      it('does not queue reminders whose moment has already passed', async () => {
        clock.set('2026-03-05T18:30:00.000Z'); // half an hour before the start
        await start();
        await register({ email: 'late@acme.io' });
        expect((await outbox()).map((row) => row.kind)).toEqual(['webinar_confirmation', 'webinar_followup']);
      });

      it('moves to the following week once the session has started', async () => {
        clock.set('2026-03-05T19:00:00.000Z');
        await start();
        const res = await register({ email: 'next@acme.io' });
        expect(res.body.sessionStart).toBe('2026-03-12T18:00:00.000Z'); // 11:00 PDT after the clocks change
      });

      it('answers a repeat with 200, the same answer and no second row; at most one more confirmation an hour', async () => {
        await start();
        const first = await register({ email: 'ana@acme.io', utm_source: 'google' });
        const again = await register({ email: 'ANA@acme.io', utm_source: 'linkedin', firstName: 'Ana' });
        expect(again.status).toBe(200);
        expect(again.body).toEqual({ ...first.body, repeat: true });
        expect(await leads()).toHaveLength(1);
        // A repeat fills in what was missing, but keeps what the first registration said.
        expect((await leads())[0]).toMatchObject({ first_name: 'Ana', utm_source: 'google', repeat_count: 1 });

        const confirmations = async () => (await outbox()).filter((row) => row.kind === 'webinar_confirmation').length;
        expect(await confirmations()).toBe(1);
        clock.advance(59 * 60_000);
        await register({ email: 'ana@acme.io' });
        expect(await confirmations()).toBe(1);
        clock.advance(2 * 60_000);
        await register({ email: 'ana@acme.io' });
        await register({ email: 'ana@acme.io' });
        expect(await confirmations()).toBe(2);
      });

      it('stores one row when the same address registers many times at once', async () => {
        await start();
        const answers = await Promise.all(Array.from({ length: 20 }, () => register({ email: 'burst@acme.io' })));
        expect(answers.map((answer) => answer.status).sort((a, b) => a - b)).toEqual([
          ...Array<number>(19).fill(200),
          201,
        ]);
        expect(new Set(answers.map((answer) => answer.body.registrationId)).size).toBe(1);
        expect(await leads()).toHaveLength(1);
        expect((await outbox()).filter((row) => row.kind === 'webinar_confirmation')).toHaveLength(1);
      });

      it('answers a filled-in honeypot like a success but stores and queues nothing', async () => {
        await start();
        const res = await register({ email: 'bot@spam.example', website: 'http://spam.example' });
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({ sessionStart: THURSDAY_SESSION, leadScore: 75, repeat: false });
        expect(await leads()).toEqual([]);
        expect(await outbox()).toEqual([]);
      });

      it.each([
        ['no email', {}, 'email', 'email: is required'],
        ['a number for email', { email: 42 }, 'email', 'email: must be a string'],
        [
          'an address without @',
          { email: 'not-an-address' },
          'email',
          'email: must be a valid email address, like name@company.com',
        ],
        [
          'an address without a domain',
          { email: 'a@b' },
          'email',
          'email: must be a valid email address, like name@company.com',
        ],
        [
          'a 262-character address',
          { email: `${'a'.repeat(250)}@acme.io` },
          'email',
          'email: must be at most 254 characters',
        ],
        [
          'a 101-character first name',
          { email: 'a@acme.io', firstName: 'x'.repeat(101) },
          'firstName',
          'firstName: must be at most 100 characters',
        ],
        [
          'a 5000-character company',
          { email: 'a@acme.io', company: 'c'.repeat(5000) },
          'company',
          'company: must be at most 200 characters',
        ],
        [
          'a 201-character utm_source',
          { email: 'a@acme.io', utm_source: 'u'.repeat(201) },
          'utm_source',
          'utm_source: must be at most 200 characters',
        ],
        [
          'a script tag as first name',
          { email: 'a@acme.io', firstName: '<script>alert(1)</script>' },
          'firstName',
          'firstName: must not contain < or >',
        ],
        [
          'markup in the job title',
          { email: 'a@acme.io', jobTitle: 'CTO<img src=x onerror=alert(1)>' },
          'jobTitle',
          'jobTitle: must not contain < or >',
        ],
        [
          'a header injection in a name',
          { email: 'a@acme.io', firstName: 'Ana\nBcc: x@evil.example' },
          'firstName',
          'firstName: must be a single line of text',
        ],
        [
          'abVariants as a string',
          { email: 'a@acme.io', abVariants: 'primary' },
          'abVariants',
          'abVariants: must be an object of test name to variant',
        ],
        [
          'a numeric variant',
          { email: 'a@acme.io', abVariants: { headline: 7 } },
          'abVariants.headline',
          'abVariants.headline: must be a string',
        ],
        [
          'a test name with spaces',
          { email: 'a@acme.io', abVariants: { 'bad key!': 'b' } },
          'abVariants.bad key!',
          expect.stringContaining('test names') as string,
        ],
        [
          'eleven A/B tests',
          { email: 'a@acme.io', abVariants: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`t${i}`, 'a'])) },
          'abVariants',
          'abVariants: must name at most 10 tests',
        ],
      ])('refuses %s with a 400 naming the field', async (_label, body, field, message) => {
        await start();
        const res = await register(body);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: 'validation_failed', field, message });
        expect(await leads()).toEqual([]);
      });

      it('refuses a __proto__ test name instead of letting it reach an object', async () => {
        await start();
        const res = await postJson(
          `${service!.url}/api/webinar/register`,
          '{"email":"a@acme.io","abVariants":{"__proto__":"x"}}',
          { raw: true },
        );
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ field: 'abVariants.__proto__' });
      });

      it('stores quotes, semicolons and SQL comment marks in names exactly as typed', async () => {
        await start();
        const firstName = 'O\'Brien"); DROP TABLE leads; --';
        const company = "Robert'); DELETE FROM email_outbox WHERE ('1'='1";
        const res = await register({ email: "o'brien+tag@acme.io", firstName, company, utm_campaign: '%_\\x00' });
        expect(res.status).toBe(201);
        expect(await leads()).toEqual([
          expect.objectContaining({
            email: "o'brien+tag@acme.io",
            first_name: firstName,
            company,
            utm_campaign: '%_\\x00',
          }),
        ]);
        expect((await outbox()).length).toBe(4);
      });

      it('answers 415 for another content type, 413 for a large body and 400 for malformed JSON', async () => {
        await start();
        const url = `${service!.url}/api/webinar/register`;
        const form = await postJson(url, 'email=a@acme.io', {
          raw: true,
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        });
        expect(form.status).toBe(415);
        expect(form.body).toMatchObject({ error: 'unsupported_media_type' });

        const big = await register({ email: 'a@acme.io', company: 'x'.repeat(20 * 1024) });
        expect(big.status).toBe(413);
        expect(big.body).toMatchObject({ error: 'payload_too_large', message: 'The body is larger than 16 KiB.' });

        // Chunked, without Content-Length: the limit is enforced while reading.
        const stream = new ReadableStream({
          start(controller) {
            for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode(' '.repeat(1024)));
            controller.close();
          },
        });
        const chunked = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: stream,
          duplex: 'half',
        } as RequestInit);
        expect(chunked.status).toBe(413);

        const malformed = await postJson(url, '{"email": "a@acme.io",', { raw: true });
        expect(malformed.status).toBe(400);
        expect(malformed.body).toEqual({ error: 'invalid_json', message: 'The body is not valid JSON.' });

        const array = await postJson(url, [{ email: 'a@acme.io' }]);
        expect(array.status).toBe(400);
        expect(array.body).toMatchObject({ field: 'body', message: 'body: must be a JSON object' });
        expect(await leads()).toEqual([]);
      });

      it('refuses posts from another site with 403 and accepts the site, its own address and no Origin', async () => {
        await start();
        const foreign = await register({ email: 'a@acme.io' }, { Origin: 'https://evil.example' });
        expect(foreign.status).toBe(403);
        expect(foreign.body).toMatchObject({ error: 'forbidden_origin' });
        expect((await register({ email: 'b@acme.io' }, { Origin: TEST_SITE_URL })).status).toBe(201);
        expect((await register({ email: 'c@acme.io' }, { Origin: service!.url })).status).toBe(201);
        expect((await register({ email: 'd@acme.io' }, { Origin: 'null' })).status).toBe(403);
        expect((await register({ email: 'e@acme.io' })).status).toBe(201);
        expect((await leads()).map((lead) => lead.email)).toEqual(['b@acme.io', 'c@acme.io', 'e@acme.io']);
      });

      it('limits each address to REGISTER_RATE_LIMIT requests a minute', async () => {
        await start({ registerRateLimit: 3 });
        const statuses = [];
        for (let i = 0; i < 5; i++) statuses.push((await register({ email: `r${i}@acme.io` })).status);
        expect(statuses).toEqual([201, 201, 201, 429, 429]);
        const limited = await register({ email: 'r9@acme.io' });
        expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(limited.body).toMatchObject({
          error: 'rate_limited',
          message: expect.stringContaining('at most 3 a minute') as string,
        });
        expect(await leads()).toHaveLength(3);
      });

      it('answers a generic 500 when the database fails and keeps the details in the log', async () => {
        const refused = () =>
          Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432 user=site password=hunter2'));
        const failing: Database = { ...db, query: refused, transaction: refused, atomic: refused };
        const broken = await startTestService({ db: failing, clock, startWorker: false });
        try {
          const res = await postJson(`${broken.url}/api/webinar/register`, { email: 'a@acme.io' });
          expect(res.status).toBe(500);
          expect(res.body).toEqual({ error: 'Internal server error' });
          expect(res.text).not.toMatch(/ECONNREFUSED|hunter2|5432/);
          expect(broken.logger.lines.join('\n')).toContain('ECONNREFUSED');
        } finally {
          await broken.stop();
        }
      });
    });

    describe('GET /api/webinar/session', () => {
      it('reports the coming session and each session open for registration, with seats and registrations', async () => {
        await start();
        for (const email of ['a@acme.io', 'b@acme.io', 'c@acme.io']) await register({ email });
        await register({ email: 'a@acme.io' }); // a repeat is not another seat
        await register({ email: 'd@acme.io', sessionStart: NEXT_WEEK });
        await postJson(`${service!.url}/api/webinar/download-checklist`, { email: 'reader@acme.io' });
        const response = await fetch(`${service!.url}/api/webinar/session`);
        expect(response.headers.get('cache-control')).toBe('no-store');
        const coming = { startsAt: THURSDAY_SESSION, seats: 200, seatsLeft: 197, registrationCount: 3 };
        expect(await response.json()).toEqual({
          ...coming,
          sessions: [
            coming,
            { startsAt: NEXT_WEEK, seats: 200, seatsLeft: 199, registrationCount: 1 },
            { startsAt: '2026-03-19T18:00:00.000Z', seats: 200, seatsLeft: 200, registrationCount: 0 },
            { startsAt: '2026-03-26T18:00:00.000Z', seats: 200, seatsLeft: 200, registrationCount: 0 },
          ],
        });
      });

      it('counts what the session rows hold: registrations and seats taken agree', async () => {
        await start({ webinar: withSeats(2) });
        for (const email of ['a@acme.io', 'b@acme.io', 'c@acme.io']) await register({ email });
        const summary = (await (await fetch(`${service!.url}/api/webinar/session`)).json()) as Record<string, unknown>;
        expect(summary).toMatchObject({ seats: 2, seatsLeft: 0, registrationCount: 2 });
        const [row] = await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM leads WHERE registered_at IS NOT NULL',
        );
        expect(row?.n).toBe(2);
      });
    });

    describe('seats', () => {
      let filled = 0;
      const fill = async (count: number, sessionStart?: string) => {
        for (let i = 0; i < count; i++) {
          const res = await register({ email: `seat${filled++}@acme.io`, sessionStart });
          expect(res.status).toBe(201);
        }
      };

      it('registers for the open session chosen, and its emails follow that session', async () => {
        await start();
        const res = await register({ email: 'ana@acme.io', sessionStart: NEXT_WEEK });
        expect(res.status).toBe(201);
        expect(res.body.sessionStart).toBe(NEXT_WEEK);
        const [lead] = await db.query<{ starts_at: Date }>(
          'SELECT starts_at FROM leads JOIN webinar_sessions ON webinar_sessions.id = leads.session_id',
        );
        expect(lead?.starts_at.toISOString()).toBe(NEXT_WEEK);
        expect((await outbox()).map((row) => [row.kind, row.send_after.toISOString()])).toEqual([
          ['webinar_confirmation', MONDAY],
          ['webinar_reminder_24h', '2026-03-11T18:00:00.000Z'],
          ['webinar_reminder_1h', '2026-03-12T17:00:00.000Z'],
          ['webinar_followup', '2026-03-12T19:45:00.000Z'],
        ]);
      });

      it.each([
        ['a session that has started', '2026-02-26T19:00:00.000Z'],
        ['a Wednesday', '2026-03-04T19:00:00.000Z'],
        ['a Thursday at another hour', '2026-03-05T20:00:00.000Z'],
        ['a session not open yet', '2026-04-02T18:00:00.000Z'],
      ])('refuses %s with a 400 naming sessionStart', async (_label, sessionStart) => {
        await start();
        const res = await register({ email: 'ana@acme.io', sessionStart });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          error: 'validation_failed',
          field: 'sessionStart',
          message: `sessionStart: must be the start of a session open for registration: ${THURSDAY_SESSION}, ${NEXT_WEEK}, 2026-03-19T18:00:00.000Z, 2026-03-26T18:00:00.000Z`,
        });
        expect(await leads()).toEqual([]);
      });

      it('refuses a sessionStart that is not a date-time with a 400 naming it', async () => {
        await start();
        const res = await register({ email: 'ana@acme.io', sessionStart: 'next thursday' });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ field: 'sessionStart' });
      });

      it('refuses a full session with 409 naming the next session with seats, and stores and queues nothing', async () => {
        await start({ webinar: withSeats(2) });
        await fill(2);
        const res = await register({ email: 'late@acme.io' });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({
          error: 'session_full',
          field: 'sessionStart',
          sessionStart: THURSDAY_SESSION,
          nextSessionStart: NEXT_WEEK,
          message:
            'sessionStart: every seat of the session on Thursday, March 5 at 11:00 AM PT is taken. The next session with seats left is on Thursday, March 12 at 11:00 AM PT.',
        });
        expect(await leads()).toHaveLength(2);
        expect((await outbox()).filter((row) => row.recipient === 'late@acme.io')).toEqual([]);

        const chosen = await register({ email: 'late@acme.io', sessionStart: NEXT_WEEK });
        expect(chosen.status).toBe(201);
        expect(chosen.body.sessionStart).toBe(NEXT_WEEK);
      });

      it('names the earliest other open session with seats, or none when every one is full', async () => {
        await start({ webinar: withSeats(1) });
        await fill(1);
        await fill(1, NEXT_WEEK);
        const full = await register({ email: 'late@acme.io' });
        expect(full.body.nextSessionStart).toBe('2026-03-19T18:00:00.000Z');
        await fill(1, '2026-03-19T18:00:00.000Z');
        await fill(1, '2026-03-26T18:00:00.000Z');
        const none = await register({ email: 'late@acme.io', sessionStart: NEXT_WEEK });
        expect(none.status).toBe(409);
        expect(none.body).toMatchObject({ sessionStart: NEXT_WEEK, nextSessionStart: null });
        expect(none.body.message).toContain('So is every other session open for registration');
      });

      it('answers a registered address as a repeat, even when its session is full or it names another one', async () => {
        await start({ webinar: withSeats(1) });
        const first = await register({ email: 'ana@acme.io' });
        const again = await register({ email: 'ana@acme.io' });
        const elsewhere = await register({ email: 'ana@acme.io', sessionStart: NEXT_WEEK });
        for (const answer of [again, elsewhere]) {
          expect(answer.status).toBe(200);
          expect(answer.body).toEqual({ ...first.body, repeat: true });
        }
        const taken = await db.query<{ starts_at: Date; seats_taken: number }>(
          'SELECT starts_at, seats_taken FROM webinar_session_seats ORDER BY starts_at',
        );
        expect(taken.map((row) => [row.starts_at.toISOString(), row.seats_taken])).toEqual([
          [THURSDAY_SESSION, 1],
          [NEXT_WEEK, 0],
        ]);
        expect(await leads()).toHaveLength(1);
      });

      it('gives a seat to one of two requests of one address for two sessions at once', async () => {
        await start();
        const answers = await Promise.all([
          register({ email: 'ana@acme.io' }),
          register({ email: 'ana@acme.io', sessionStart: NEXT_WEEK }),
        ]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
        expect(new Set(answers.map((answer) => answer.body.registrationId)).size).toBe(1);
        const [row] = await db.query<{ n: number }>('SELECT sum(seats_taken)::int AS n FROM webinar_session_seats');
        expect(row?.n).toBe(1);
      });

      it('keeps a checklist-only lead as it was when its session is full', async () => {
        await start({ webinar: withSeats(1) });
        await postJson(`${service!.url}/api/webinar/download-checklist`, { email: 'reader@acme.io' });
        await fill(1);
        const res = await register({ email: 'reader@acme.io' });
        expect(res.status).toBe(409);
        const reader = (await leads()).find((row) => row.email === 'reader@acme.io');
        expect(reader).toMatchObject({ registered_at: null, checklist_request_count: 1 });
      });

      it('answers the honeypot with the session it names, storing nothing', async () => {
        await start();
        const res = await register({ email: 'bot@spam.example', website: 'x', sessionStart: NEXT_WEEK });
        expect(res.status).toBe(201);
        expect(res.body.sessionStart).toBe(NEXT_WEEK);
        expect(await db.query('SELECT * FROM webinar_sessions')).toEqual([]);
      });
    });

    describe('POST /api/webinar/download-checklist', () => {
      const download = (body: unknown) => postJson(`${service!.url}/api/webinar/download-checklist`, body);

      it('answers the checklist as an HTML attachment and records the request on a new lead', async () => {
        await start();
        const res = await download({ email: 'Reader@Acme.io' });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${CHECKLIST_FILENAME}"`);
        expect(res.text).toContain(`<h1>${CHECKLIST_TITLE}</h1>`);
        expect(res.text.match(/type="checkbox"/g)).toHaveLength(CHECKLIST_COUNT);
        expect(await leads()).toEqual([
          expect.objectContaining({
            email: 'reader@acme.io',
            registered_at: null,
            checklist_request_count: 1,
            lead_score: 75,
          }),
        ]);
        expect((await outbox()).map((row) => row.kind)).toEqual(['checklist_delivery']);
      });

      it('attaches the request to the registration it names, and emails the checklist at most once an hour', async () => {
        await start();
        const { body } = await register({ email: 'ana@acme.io' });
        await download({ email: 'ana@acme.io', registrationId: body.registrationId });
        await download({ email: 'ana@acme.io', registrationId: body.registrationId });
        expect(await leads()).toEqual([
          expect.objectContaining({ id: body.registrationId, checklist_request_count: 2 }),
        ]);
        expect((await outbox()).filter((row) => row.kind === 'checklist_delivery')).toHaveLength(1);
      });

      it('does not attach the request to a registration of another address', async () => {
        await start();
        const { body } = await register({ email: 'ana@acme.io' });
        await download({ email: 'eve@acme.io', registrationId: body.registrationId });
        const rows = await leads();
        expect(rows.map((row) => [row.email, row.checklist_request_count])).toEqual([
          ['ana@acme.io', 0],
          ['eve@acme.io', 1],
        ]);
      });

      it('turns a checklist-only lead into a registration when the person registers', async () => {
        await start();
        await download({ email: 'reader@gmail.com' });
        const res = await register({ email: 'reader@gmail.com', utm_source: 'direct' });
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({ repeat: false, leadScore: 65 });
        expect(await leads()).toEqual([
          expect.objectContaining({ utm_source: 'direct', lead_score: 65, checklist_request_count: 1 }),
        ]);
      });

      it('validates the address and the id', async () => {
        await start();
        expect((await download({})).body).toMatchObject({ field: 'email', message: 'email: is required' });
        expect((await download({ email: 'a@acme.io', registrationId: 'nope' })).body).toMatchObject({
          field: 'registrationId',
        });
        expect(await leads()).toEqual([]);
      });

      it('serves the same document inline at GET /api/webinar/checklist', async () => {
        await start();
        const response = await fetch(`${service!.url}/api/webinar/checklist`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-disposition')).toBe(`inline; filename="${CHECKLIST_FILENAME}"`);
        const html = await response.text();
        expect(html).toBe((await download({ email: 'a@acme.io' })).text);
        expect(html).toContain(`${TEST_SITE_URL}/webinar-enterprise-ai`);
      });
    });

    describe('POST /api/webinar/profile', () => {
      const profile = (body: unknown) => postJson(`${service!.url}/api/webinar/profile`, body);

      it('updates the lead; an empty string clears a field and a missing one is left alone', async () => {
        await start();
        const { body } = await register({ email: 'ana@acme.io', company: 'Old Co', jobTitle: 'Analyst' });
        const res = await profile({
          registrationId: body.registrationId,
          company: 'Acme',
          jobTitle: '',
          biggestChallenge: 'Getting <50% of tickets answered\nwithout a person',
        });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ ok: true });
        expect((await leads())[0]).toMatchObject({
          company: 'Acme',
          job_title: null,
          biggest_challenge: 'Getting <50% of tickets answered\nwithout a person',
        });
      });

      it('answers 404 for an unknown id and 400 for a malformed one', async () => {
        await start();
        const unknown = await profile({ registrationId: '00000000-0000-4000-8000-000000000000', company: 'X' });
        expect(unknown.status).toBe(404);
        expect(unknown.body).toMatchObject({ error: 'not_found', field: 'registrationId' });
        const malformed = await profile({ registrationId: "1' OR '1'='1", company: 'X' });
        expect(malformed.status).toBe(400);
        expect(malformed.body).toMatchObject({ field: 'registrationId' });
        const long = await profile({
          registrationId: '00000000-0000-4000-8000-000000000000',
          biggestChallenge: 'x'.repeat(2001),
        });
        expect(long.body).toMatchObject({
          field: 'biggestChallenge',
          message: 'biggestChallenge: must be at most 2000 characters',
        });
      });
    });
  });
}
