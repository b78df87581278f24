/**
 * Issue 9's scale-out check, with figures printed for the record: two server
 * processes against one PostgreSQL, registrations through both stored once and
 * every queued email sent exactly once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrations } from '../db/migrate';
import { openPostgres } from '../db/postgres';
import { fixtureBuild, startChildServer } from '../testing/child';
import { createTestPostgres, postgresReachable, type TestPostgres } from '../testing/databases';
import { confirmationsTo } from '../testing/figures';
import { postJson } from '../testing/service';
import { startSmtpSink, type SmtpSink } from '../testing/smtp';

const postgres = await postgresReachable();

let workDir: string;
let buildDir: string;
let sink: SmtpSink;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'site-scale-'));
  buildDir = fixtureBuild(path.join(workDir, 'build'));
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

describe.skipIf(!postgres)('two instances against one PostgreSQL', () => {
  let pg: TestPostgres;
  beforeAll(async () => {
    pg = await createTestPostgres();
  });
  afterAll(async () => {
    await pg?.drop();
  });

  it('stores registrations through both once and sends every queued email exactly once', async () => {
    const env = {
      BUILD_DIR: buildDir,
      DATA_DIR: path.join(workDir, 'data-scale'),
      DATABASE_URL: pg.url,
      SMTP_URL: sink.url,
      REGISTER_RATE_LIMIT: '0',
      EMAIL_POLL_MS: '50',
      DATABASE_POOL_SIZE: '5',
    };
    // Started together: the migrations run once under the advisory lock.
    const instances = await Promise.all([startChildServer(env), startChildServer(env)]);
    try {
      const emails = Array.from({ length: 200 }, (_, i) => `scale${i}@acme.io`);
      let cursor = 0;
      const statuses: number[] = [];
      const started = performance.now();
      await Promise.all(
        Array.from({ length: 20 }, async () => {
          while (cursor < emails.length) {
            const index = cursor++;
            const target = instances[index % 2]!;
            statuses.push((await postJson(`${target.url}/api/webinar/register`, { email: emails[index] })).status);
          }
        }),
      );
      // The same addresses again, each through the other instance: repeats, not new rows.
      const repeats = await Promise.all(
        emails
          .slice(0, 50)
          .map((email, index) => postJson(`${instances[(index + 1) % 2]!.url}/api/webinar/register`, { email })),
      );
      const seconds = (performance.now() - started) / 1000;
      expect(statuses.filter((status) => status === 201)).toHaveLength(200);
      expect(repeats.every((answer) => answer.status === 200 && answer.body.repeat === true)).toBe(true);

      await sink.waitFor(() => confirmationsTo(sink, emails).length >= 200, 60_000);
      await new Promise((resolve) => setTimeout(resolve, 1_000)); // both workers keep polling: room for a duplicate
      const delivered = confirmationsTo(sink, emails);
      expect(delivered).toHaveLength(200);
      expect(new Set(delivered.map((m) => m.messageId)).size).toBe(200);

      const db = await openPostgres(pg.url, { poolSize: 1 });
      try {
        const [leads] = await db.query<{ n: number; distinct: number }>(
          'SELECT count(*)::int AS n, count(DISTINCT email)::int AS distinct FROM leads',
        );
        expect(leads).toEqual({ n: 200, distinct: 200 });
        const senders = await db.query<{ claimed_by: string; n: number }>(
          "SELECT claimed_by, count(*)::int AS n FROM email_outbox WHERE status = 'sent' GROUP BY claimed_by ORDER BY claimed_by",
        );
        expect(senders.reduce((sum, row) => sum + row.n, 0)).toBe(200);
        expect(senders).toHaveLength(2);
        const [versions] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
        expect(versions?.n).toBe(readMigrations().length);
        console.info(
          `[postgres] two instances: 200 registrations (100 through each) + 50 cross-instance repeats in ${seconds.toFixed(2)} s; ` +
            `200 rows; 200 confirmations, each sent once (${senders.map((row) => row.n).join(' + ')} by the two workers)`,
        );
      } finally {
        await db.close();
      }
    } finally {
      for (const instance of instances) instance.child.kill('SIGTERM');
      await Promise.all(instances.map((instance) => instance.exited));
    }
  }, 180_000);
});
