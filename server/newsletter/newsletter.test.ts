import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NEWSLETTER_DEFAULTS, type NewsletterConfig } from '../../config/newsletter';
import type { Database } from '../db/database';
import { manualClock, MONDAY } from '../testing/clock';
import { openTestDatabase, postgresReachable, truncateAll, type TestDatabase } from '../testing/databases';
import { postJson, startTestService, TEST_SITE_URL, type TestService } from '../testing/service';
import { startSmtpSink, type SmtpSink } from '../testing/smtp';
import { MESSAGES } from './providers';

const postgres = await postgresReachable();

for (const kind of ['pglite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgres)(`built-in newsletter on ${kind}`, () => {
    let database: TestDatabase;
    let db: Database;
    let sink: SmtpSink;
    let service: TestService | undefined;
    const clock = manualClock(MONDAY);

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      db = database.db;
      sink = await startSmtpSink();
    }, 120_000);
    afterAll(async () => {
      await sink?.stop();
      await database?.close();
    });
    beforeEach(() => {
      sink.messages.length = 0;
      clock.set(MONDAY);
    });
    afterEach(async () => {
      await service?.stop();
      service = undefined;
      await truncateAll(db);
    });

    async function start(newsletter: Partial<NewsletterConfig> = {}) {
      service = await startTestService({
        db,
        clock,
        smtpUrl: sink.url,
        startWorker: false,
        newsletter: { ...NEWSLETTER_DEFAULTS, ...newsletter },
      });
      return service;
    }
    const subscribe = (body: unknown, headers?: Record<string, string>) =>
      postJson(`${service!.url}/api/newsletter/subscribe`, body, { headers });
    const subscribers = () =>
      db.query<{ email: string; status: string; name: string | null; source: string | null }>(
        'SELECT email, status, name, source FROM newsletter_subscribers ORDER BY email',
      );
    const confirmLink = () => {
      const match = /https:\/\/site\.test\/api\/newsletter\/confirm\?token=[\w-]+/.exec(
        sink.messages.at(-1)?.text ?? '',
      );
      return match![0].replace(TEST_SITE_URL, service!.url);
    };

    it('with double opt-in: stores a pending subscriber, emails a link, and the link activates it', async () => {
      await start();
      const res = await subscribe({ email: 'Reader@Acme.io', name: 'Rea', source: 'blog-post' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ status: 'pending', message: MESSAGES.pending });
      expect(await subscribers()).toEqual([
        { email: 'reader@acme.io', status: 'pending', name: 'Rea', source: 'blog-post' },
      ]);

      await service!.worker.drain();
      expect(sink.messages.map((m) => [m.to, m.subject])).toEqual([
        ['reader@acme.io', 'Confirm your AnswerAgentAI newsletter subscription'],
      ]);
      expect(sink.messages[0]!.text).toContain('Hi Rea,');
      expect(sink.messages[0]!.headers.has('list-unsubscribe')).toBe(false);

      const page = await fetch(confirmLink());
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<h1>You are subscribed</h1>');
      expect((await subscribers())[0]?.status).toBe('subscribed');

      const again = await fetch(confirmLink());
      expect(again.status).toBe(404);
      expect(await again.text()).toContain('If you already clicked it once, you are subscribed');

      const repeat = await subscribe({ email: 'reader@acme.io' });
      expect(repeat.status).toBe(200);
      expect(repeat.body).toEqual({ status: 'subscribed', message: MESSAGES.alreadySubscribed });
    });

    it('sends the link again to a pending address at most once an hour', async () => {
      await start();
      await subscribe({ email: 'reader@acme.io' });
      const second = await subscribe({ email: 'reader@acme.io' });
      expect(second.status).toBe(200);
      expect(second.body).toEqual({ status: 'pending', message: MESSAGES.stillPending });
      clock.advance(61 * 60_000);
      await subscribe({ email: 'reader@acme.io' });
      await subscribe({ email: 'reader@acme.io' });
      const rows = await db.query("SELECT 1 FROM email_outbox WHERE kind = 'newsletter_confirmation'");
      expect(rows).toHaveLength(2);
    });

    it('redirects the confirmation to the configured address', async () => {
      await start({ redirectUrl: 'https://site.test/newsletter-welcome' });
      await subscribe({ email: 'reader@acme.io' });
      await service!.worker.drain();
      const res = await fetch(confirmLink(), { redirect: 'manual' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('https://site.test/newsletter-welcome');
    });

    it('without double opt-in: subscribes at once and sends nothing', async () => {
      await start({ doubleOptIn: false });
      const res = await subscribe({ email: 'reader@acme.io' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ status: 'subscribed', message: MESSAGES.subscribed });
      expect(await db.query('SELECT 1 FROM email_outbox')).toEqual([]);
    });

    it('takes back an address that unsubscribed, as a new opt-in', async () => {
      await start();
      await subscribe({ email: 'reader@acme.io' });
      await db.query("UPDATE newsletter_subscribers SET status = 'unsubscribed', confirm_token = NULL");
      const res = await subscribe({ email: 'reader@acme.io' });
      expect(res.status).toBe(201);
      expect(res.body.status).toBe('pending');
      expect(await db.query("SELECT 1 FROM email_outbox WHERE kind = 'newsletter_confirmation'")).toHaveLength(2);
    });

    it('validates the body and refuses other origins', async () => {
      await start();
      expect((await subscribe({ email: 'nope' })).body).toMatchObject({ field: 'email' });
      expect((await subscribe({ email: 'a@acme.io', name: '<b>Rea</b>' })).body).toMatchObject({
        field: 'name',
        message: 'name: must not contain < or >',
      });
      expect((await subscribe({ email: 'a@acme.io', source: 'footer; DROP' })).body).toMatchObject({ field: 'source' });
      expect((await subscribe({ email: 'a@acme.io' }, { Origin: 'https://evil.example' })).status).toBe(403);
      expect(await subscribers()).toEqual([]);
      expect((await fetch(`${service!.url}/api/newsletter/confirm?token=short`)).status).toBe(404);
    });
  });
}

/** The MailerLite provider keeps nothing here: any database use is a failure. */
const noDatabase: Database = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('the database was used')),
  exec: () => Promise.reject(new Error('the database was used')),
  transaction: () => Promise.reject(new Error('the database was used')),
  atomic: () => Promise.reject(new Error('the database was used')),
  close: () => Promise.resolve(),
};

describe('MailerLite-compatible newsletter provider', () => {
  let provider: http.Server;
  let providerUrl: string;
  let received: Array<{ method: string; url: string; contentType: string; form: URLSearchParams }> = [];
  let answer: { status: number; body: string } = { status: 200, body: '{"success":true}' };
  let service: TestService | undefined;

  beforeAll(async () => {
    provider = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({
          method: request.method ?? '',
          url: request.url ?? '',
          contentType: request.headers['content-type'] ?? '',
          form: new URLSearchParams(body),
        });
        response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/jsonp`;
  });
  afterAll(async () => {
    await new Promise((resolve) => provider?.close(resolve));
  });
  beforeEach(() => {
    received = [];
    answer = { status: 200, body: '{"success":true}' };
  });
  afterEach(async () => {
    await service?.stop();
    service = undefined;
  });

  async function start(config: Partial<NewsletterConfig> = {}) {
    service = await startTestService({
      db: noDatabase,
      startWorker: false,
      newsletter: {
        ...NEWSLETTER_DEFAULTS,
        provider: 'mailerlite',
        accountId: '1234567',
        formId: 'abcDEF_9',
        apiBase: providerUrl,
        groupIds: ['111', '222'],
        ...config,
      },
    });
    return service;
  }

  it('posts the subscriber to the form endpoint with its fields and groups', async () => {
    await start();
    const res = await postJson(`${service!.url}/api/newsletter/subscribe`, {
      email: 'Reader@Acme.io',
      name: 'Rea',
      source: 'learn',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ status: 'pending', message: MESSAGES.pending });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({
      method: 'POST',
      url: '/jsonp/1234567/forms/abcDEF_9/subscribe',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(request!.form.get('fields[email]')).toBe('reader@acme.io');
    expect(request!.form.get('fields[name]')).toBe('Rea');
    expect(request!.form.get('fields[source]')).toBe('learn');
    expect(request!.form.getAll('groups[]')).toEqual(['111', '222']);
    expect(request!.form.get('ml-submit')).toBe('1');
  });

  it('reports "subscribed" when the form has no double opt-in', async () => {
    await start({ doubleOptIn: false, groupIds: [] });
    const res = await postJson(`${service!.url}/api/newsletter/subscribe`, { email: 'a@acme.io' });
    expect(res.body.status).toBe('subscribed');
    expect(received[0]!.form.has('groups[]')).toBe(false);
  });

  it('answers 502 with a plain message when the provider fails or cannot be reached', async () => {
    await start();
    answer = { status: 500, body: '{"message":"Server Error"}' };
    const failed = await postJson(`${service!.url}/api/newsletter/subscribe`, { email: 'a@acme.io' });
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({
      error: 'provider_unavailable',
      message: 'The newsletter service did not accept the sign-up just now. Please try again in a few minutes.',
    });
    answer = { status: 200, body: '{"success":false,"errors":{"fields":{"email":["invalid"]}}}' };
    expect((await postJson(`${service!.url}/api/newsletter/subscribe`, { email: 'a@acme.io' })).status).toBe(502);
    expect(service!.logger.lines.join('\n')).toContain('newsletter provider answered 500');
    await service!.stop();

    await start({ apiBase: 'http://127.0.0.1:9/jsonp' });
    const unreachable = await postJson(`${service!.url}/api/newsletter/subscribe`, { email: 'a@acme.io' });
    expect(unreachable.status).toBe(502);
  });
});
