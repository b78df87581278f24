import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webinarConfig, type WebinarConfig } from '../../config/webinar';
import type { Database } from '../db/database';
import { countByStatus } from '../db/outbox';
import { manualClock, MONDAY } from '../testing/clock';
import { openTestDatabase, postgresReachable, truncateAll, type TestDatabase } from '../testing/databases';
import { postJson, startTestService, TEST_SITE_URL, type TestService } from '../testing/service';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../testing/smtp';

const postgres = await postgresReachable();

const HOUR = 3_600_000;

for (const kind of ['pglite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgres)(`email delivery on ${kind}`, () => {
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
      sink.refuseWith = undefined;
      clock.set(MONDAY);
    });
    afterEach(async () => {
      await service?.stop();
      service = undefined;
      await truncateAll(db);
    });

    /**
     * Stepped (default): the test moves the clock and calls drain(). Live: the
     * real clock and the running worker, for retries and outages.
     */
    async function start(
      overrides: {
        webinar?: WebinarConfig;
        worker?: { retryBaseMs?: number; maxAttempts?: number };
        live?: boolean;
      } = {},
    ) {
      const { live = false, ...rest } = overrides;
      service = await startTestService({
        db,
        smtpUrl: sink.url,
        ...(live ? {} : { clock }),
        startWorker: live,
        ...rest,
      });
      return service;
    }
    const register = (body: Record<string, unknown>) => postJson(`${service!.url}/api/webinar/register`, body);
    const outboxRows = () =>
      db.query<{ id: string; kind: string; status: string; attempts: number; last_error: string | null }>(
        'SELECT id, kind, status, attempts, last_error FROM email_outbox ORDER BY send_after, kind',
      );
    /** Waits until no message is due at the current (fake) time, then returns the rows. */
    async function settled() {
      await service!.worker.drain();
      return outboxRows();
    }
    const subjects = (messages: ReceivedMail[]) => messages.map((message) => message.subject);

    it('sends the confirmation with the session, calendar links, an .ics invite and unsubscribe headers', async () => {
      await start();
      const { body } = await register({ email: 'ana@acme.io', firstName: 'Ana' });
      await settled();
      const [mail] = sink.messages as [ReceivedMail];
      const [row] = (await outboxRows()).filter((r) => r.kind === 'webinar_confirmation');

      expect(mail.to).toBe('ana@acme.io');
      expect(mail.messageId).toBe(`${row!.id}@answeragent.test`);
      expect(mail.subject).toBe("You're registered: Thursday, March 5 at 11:00 AM PST");
      expect(mail.text).toContain('Hi Ana,');
      expect(mail.text).toContain('When: Thursday, March 5 at 11:00 AM PST (19:00 UTC)');
      expect(mail.text).toContain('Length: 45 minutes');
      expect(mail.text).toContain(
        'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Enterprise+AI+Webinar%3A+Deploy+AI+Agents+in+Weeks&dates=20260305T190000Z%2F20260305T194500Z',
      );
      expect(mail.text).toContain('https://outlook.live.com/calendar/0/deeplink/compose?');
      expect(mail.text).toContain('startdt=2026-03-05T19%3A00%3A00.000Z&enddt=2026-03-05T19%3A45%3A00.000Z');
      expect(mail.text).toContain(`${TEST_SITE_URL}/api/webinar/checklist`);
      expect(mail.html).toContain(
        '<a style="color:#3a2bd1" href="https://calendar.google.com/calendar/render?action=TEMPLATE&amp;',
      );

      const [ics] = mail.attachments;
      expect(ics).toMatchObject({ filename: 'enterprise-ai-webinar.ics' });
      expect(ics!.contentType).toMatch(/^text\/calendar;.*; method=PUBLISH(;|$)/);
      const lines = ics!.content.replace(/\r\n /g, '').split('\r\n');
      expect(lines).toEqual(
        expect.arrayContaining([
          'BEGIN:VCALENDAR',
          'VERSION:2.0',
          'METHOD:PUBLISH',
          'ORGANIZER;CN="AnswerAgentAI":mailto:workshop@answeragent.test',
          'DTSTART:20260305T190000Z',
          'DTEND:20260305T194500Z',
          'SUMMARY:Enterprise AI Webinar: Deploy AI Agents in Weeks',
          'UID:webinar-20260305T190000Z@answeragent.test',
          'END:VCALENDAR',
        ]),
      );

      const unsubscribe = /^<(https:\/\/site\.test\/api\/email\/unsubscribe\?token=[\w-]+)>$/.exec(
        mail.headers.get('list-unsubscribe') ?? '',
      );
      expect(unsubscribe).not.toBeNull();
      expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(mail.text).toContain(unsubscribe![1]);
      expect(body.registrationId).toBeDefined();
      expect((await outboxRows()).find((r) => r.kind === 'webinar_confirmation')).toMatchObject({
        status: 'sent',
        attempts: 1,
      });
    });

    it('sends each reminder and the follow-up once, at its time', async () => {
      await start();
      await register({ email: 'ana@acme.io' });
      await settled();
      expect(subjects(sink.messages)).toHaveLength(1);

      clock.set('2026-03-04T19:00:00.000Z');
      await settled();
      clock.set('2026-03-05T18:00:00.000Z');
      await settled();
      clock.set('2026-03-05T20:45:00.000Z');
      await settled();
      clock.advance(24 * HOUR);
      await settled();
      expect(subjects(sink.messages)).toEqual([
        "You're registered: Thursday, March 5 at 11:00 AM PST",
        'Tomorrow at 11:00 AM PST: Enterprise AI Webinar: Deploy AI Agents in Weeks',
        'Starting in one hour: Enterprise AI Webinar: Deploy AI Agents in Weeks',
        'After the session: your next steps with enterprise AI',
      ]);
      for (const mail of sink.messages.slice(1)) {
        expect(mail.headers.get('list-unsubscribe')).toMatch(/^<https:\/\/site\.test\/api\/email\/unsubscribe\?token=/);
      }
      expect(await countByStatus(db)).toMatchObject({ sent: 4, pending: 0, sending: 0 });
    });

    it('follows the session chosen: the confirmation, its invite and the reminders are about that session', async () => {
      await start();
      const { body } = await register({ email: 'ana@acme.io', sessionStart: '2026-03-12T18:00:00.000Z' });
      expect(body.sessionStart).toBe('2026-03-12T18:00:00.000Z');
      await settled();
      const [mail] = sink.messages as [ReceivedMail];
      expect(mail.subject).toBe("You're registered: Thursday, March 12 at 11:00 AM PDT");
      const lines = mail.attachments[0]!.content.replace(/\r\n /g, '').split('\r\n');
      expect(lines).toEqual(expect.arrayContaining(['DTSTART:20260312T180000Z', 'DTEND:20260312T184500Z']));
      clock.set('2026-03-05T18:00:00.000Z'); // the coming session's reminder times: nothing for her
      await settled();
      expect(sink.messages).toHaveLength(1);
      clock.set('2026-03-11T18:00:00.000Z');
      await settled();
      clock.set('2026-03-12T17:00:00.000Z');
      await settled();
      expect(subjects(sink.messages).slice(1)).toEqual([
        'Tomorrow at 11:00 AM PDT: Enterprise AI Webinar: Deploy AI Agents in Weeks',
        'Starting in one hour: Enterprise AI Webinar: Deploy AI Agents in Weeks',
      ]);
    });

    it('drops a reminder that could only go out after the session started', async () => {
      await start();
      await register({ email: 'ana@acme.io' });
      await settled();
      clock.set('2026-03-05T19:05:00.000Z'); // the service was down through both reminder times
      const rows = await settled();
      expect(rows.map((row) => [row.kind, row.status])).toEqual([
        ['webinar_confirmation', 'sent'],
        ['webinar_reminder_24h', 'skipped'],
        ['webinar_reminder_1h', 'skipped'],
        ['webinar_followup', 'pending'],
      ]);
      expect(sink.messages).toHaveLength(1);
    });

    it('unsubscribes from the link: later reminders and follow-ups are dropped, a new registration turns them on again', async () => {
      await start();
      await register({ email: 'ana@acme.io' });
      await postJson(`${service!.url}/api/newsletter/subscribe`, { email: 'ana@acme.io' });
      await settled();
      expect(sink.messages).toHaveLength(2);
      const link = /<([^>]+)>/.exec(
        sink.messages.find((m) => m.headers.has('list-unsubscribe'))!.headers.get('list-unsubscribe')!,
      )![1]!;
      const local = link.replace(TEST_SITE_URL, service!.url);

      const page = await fetch(local);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<h1>You are unsubscribed</h1>');
      expect(html).toContain('a•••@acme.io');
      expect(html).not.toContain('ana@acme.io');
      expect(html).toMatch(/<html lang="en">[\s\S]*<main>/);

      clock.set('2026-03-06T00:00:00.000Z');
      const rows = await settled();
      expect(
        rows
          .filter((row) => row.kind !== 'webinar_confirmation' && row.kind !== 'newsletter_confirmation')
          .map((row) => row.status),
      ).toEqual(['skipped', 'skipped', 'skipped']);
      const [subscriber] = await db.query<{ status: string }>('SELECT status FROM newsletter_subscribers');
      expect(subscriber?.status).toBe('unsubscribed');

      // Registering for the next session is a fresh request: its reminders go out.
      sink.messages.length = 0;
      await register({ email: 'ana@acme.io' });
      await settled();
      clock.set('2026-03-11T18:00:00.000Z');
      await settled();
      expect(subjects(sink.messages)).toEqual([
        "You're registered: Thursday, March 12 at 11:00 AM PDT",
        'Tomorrow at 11:00 AM PDT: Enterprise AI Webinar: Deploy AI Agents in Weeks',
      ]);
    });

    it('accepts the one-click POST from mail clients and refuses unknown tokens', async () => {
      await start();
      await register({ email: 'ana@acme.io' });
      const [preferences] = await db.query<{ unsubscribe_token: string }>(
        'SELECT unsubscribe_token FROM email_preferences',
      );
      const url = `${service!.url}/api/email/unsubscribe?token=${preferences!.unsubscribe_token}`;
      const oneClick = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://mail.example' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.status).toBe(200);
      const [after] = await db.query<{ unsubscribed_at: Date | null }>('SELECT unsubscribed_at FROM email_preferences');
      expect(after?.unsubscribed_at).toEqual(clock());

      const unknown = await fetch(`${service!.url}/api/email/unsubscribe?token=${'x'.repeat(43)}`);
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toContain('This unsubscribe link is not valid');
      expect((await fetch(`${service!.url}/api/email/unsubscribe`)).status).toBe(404);
    });

    it('sends the checklist with the document attached', async () => {
      await start();
      await postJson(`${service!.url}/api/webinar/download-checklist`, { email: 'reader@acme.io' });
      await settled();
      const [mail] = sink.messages as [ReceivedMail];
      expect(mail.subject).toBe('Your Enterprise AI readiness checklist');
      expect(mail.attachments.map((a) => a.filename)).toEqual(['enterprise-ai-readiness-checklist.html']);
      expect(mail.attachments[0]!.content).toContain('<h1>Enterprise AI readiness checklist</h1>');
      expect(mail.headers.get('list-unsubscribe')).toBeTruthy();
    });

    it('follows the emailAutomation flags', async () => {
      const off = {
        confirmationEmail: false,
        reminderEmails: false,
        followupSequence: false,
        leadMagnetDelivery: false,
      };
      await start({ webinar: { ...webinarConfig, emailAutomation: off } });
      expect((await register({ email: 'a@acme.io' })).status).toBe(201);
      await postJson(`${service!.url}/api/webinar/download-checklist`, { email: 'a@acme.io' });
      expect(await outboxRows()).toEqual([]);
      await service!.stop();

      await start({ webinar: { ...webinarConfig, emailAutomation: { ...off, reminderEmails: true } } });
      await register({ email: 'b@acme.io' });
      expect((await outboxRows()).map((row) => row.kind)).toEqual(['webinar_reminder_24h', 'webinar_reminder_1h']);
      await service!.stop();

      await start({
        webinar: { ...webinarConfig, emailAutomation: { ...off, followupSequence: true, leadMagnetDelivery: true } },
      });
      await register({ email: 'c@acme.io' });
      await postJson(`${service!.url}/api/webinar/download-checklist`, { email: 'c@acme.io' });
      const kinds = await db.query<{ kind: string }>(
        "SELECT kind FROM email_outbox WHERE recipient = 'c@acme.io' ORDER BY kind",
      );
      expect(kinds.map((row) => row.kind)).toEqual(['checklist_delivery', 'webinar_followup']);
    });

    // Its own waits run to 30 s (and 15 s for the sink), which a loaded run of the whole suite can need.
    it('keeps registering while SMTP is down and sends every email exactly once when it is back', async () => {
      const emails = Array.from({ length: 10 }, (_, i) => `outage${i}@acme.io`);
      await sink.stop();
      try {
        await start({ live: true, worker: { retryBaseMs: 20, maxAttempts: 50 } });
        const answers = await Promise.all(emails.map((email) => register({ email })));
        expect(answers.map((answer) => answer.status)).toEqual(Array<number>(10).fill(201));

        // Let the worker fail against the closed port for a while.
        const deadline = Date.now() + 30_000;
        while (
          (await db.query('SELECT 1 FROM email_outbox WHERE attempts >= 2')).length < 10 &&
          Date.now() < deadline
        ) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        const failing = await outboxRows();
        expect(failing.filter((row) => row.kind === 'webinar_confirmation').every((row) => row.attempts >= 2)).toBe(
          true,
        );
        expect(failing.find((row) => row.last_error)?.last_error).toMatch(/ECONNREFUSED|connect/i);
        expect(sink.messages).toHaveLength(0);
      } finally {
        // Listening again before any failure is reported, so the next test does not find the sink down.
        await sink.start();
      }
      await sink.waitFor((messages) => messages.length >= 10);
      await new Promise((resolve) => setTimeout(resolve, 300)); // room for a duplicate to show up
      expect(sink.messages.map((m) => m.to).sort()).toEqual([...emails].sort());
      expect(new Set(sink.messages.map((m) => m.messageId)).size).toBe(10);
      expect(
        (await outboxRows()).filter((row) => row.kind === 'webinar_confirmation').every((row) => row.status === 'sent'),
      ).toBe(true);
    }, 60_000);

    it('retries a temporary refusal and gives up at once on a permanent one', async () => {
      sink.refuseWith = 451;
      await start({ live: true, worker: { retryBaseMs: 20, maxAttempts: 50 } });
      await register({ email: 'temp@acme.io' });
      // Refused at least twice before the server starts accepting again.
      const refusedUntil = Date.now() + 30_000;
      while (
        (await db.query("SELECT 1 FROM email_outbox WHERE kind = 'webinar_confirmation' AND attempts >= 2")).length ===
          0 &&
        Date.now() < refusedUntil
      ) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      sink.refuseWith = undefined;
      await sink.waitFor((messages) => messages.length === 1);
      const [temp] = (await outboxRows()).filter((row) => row.kind === 'webinar_confirmation');
      expect(temp!.status).toBe('sent');
      expect(temp!.attempts).toBeGreaterThan(1);

      sink.refuseWith = 550;
      await register({ email: 'gone@acme.io' });
      const deadline = Date.now() + 30_000;
      let row;
      do {
        await new Promise((resolve) => setTimeout(resolve, 50));
        [row] = await db.query<{ status: string; attempts: number; last_error: string }>(
          "SELECT status, attempts, last_error FROM email_outbox WHERE recipient = 'gone@acme.io' AND kind = 'webinar_confirmation'",
        );
      } while (row?.status !== 'failed' && Date.now() < deadline);
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row?.last_error).toContain('550');
    });

    it('marks a message failed after the last attempt', async () => {
      await sink.stop();
      try {
        await start({ live: true, worker: { retryBaseMs: 10, maxAttempts: 3 } });
        await register({ email: 'never@acme.io' });
        const deadline = Date.now() + 30_000;
        let status = '';
        while (status !== 'failed' && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          [{ status = '' } = { status: '' }] = await db.query<{ status: string }>(
            "SELECT status FROM email_outbox WHERE kind = 'webinar_confirmation'",
          );
        }
        expect((await outboxRows()).find((row) => row.kind === 'webinar_confirmation')).toMatchObject({
          status: 'failed',
          attempts: 3,
        });
      } finally {
        await sink.start();
      }
    });
  });
}
