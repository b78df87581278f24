/**
 * Issue 7's crash check, with figures printed for the record: kill -9 of the
 * real server process in the middle of a stream of registrations, restart, and
 * look for every acknowledged registration and its confirmation email.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { fixtureBuild, startChildServer, type ChildServer } from '../testing/child';
import { createTestPostgres, postgresReachable, preparePgliteDataDir, type TestPostgres } from '../testing/databases';
import { confirmationsTo } from '../testing/figures';
import { postJson } from '../testing/service';
import { startSmtpSink, type SmtpSink } from '../testing/smtp';

const postgres = await postgresReachable();

let workDir: string;
let buildDir: string;
let sink: SmtpSink;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'site-crash-'));
  buildDir = fixtureBuild(path.join(workDir, 'build'));
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

for (const kind of ['pglite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgres)(`kill -9 on ${kind}`, () => {
    it('keeps every acknowledged registration and delivers its email after a kill -9 mid-stream', async () => {
      let pg: TestPostgres | undefined;
      const dataDir = path.join(workDir, `data-kill-${kind}`);
      const env: Record<string, string> = {
        BUILD_DIR: buildDir,
        DATA_DIR: dataDir,
        SMTP_URL: sink.url,
        REGISTER_RATE_LIMIT: '0',
        EMAIL_POLL_MS: '100',
        EMAIL_RETRY_BASE_MS: '100',
        EMAIL_LEASE_MS: '2000',
      };
      if (kind === 'postgres') {
        pg = await createTestPostgres();
        env.DATABASE_URL = pg.url;
      } else {
        await preparePgliteDataDir(dataDir);
      }
      let server: ChildServer | undefined;
      try {
        server = await startChildServer(env);
        const acknowledged: string[] = [];
        let failed = 0;
        let next = 0;
        let killed = false;
        const first = server;
        // Eight clients register one address after another until the process dies under them.
        const clients = Array.from({ length: 8 }, async () => {
          while (!killed) {
            const email = `${kind}-stream${next++}@acme.io`;
            try {
              const answer = await postJson(`${first.url}/api/webinar/register`, { email });
              if (answer.status === 201) acknowledged.push(email);
            } catch {
              failed++;
              return;
            }
          }
        });
        while (acknowledged.length < 60) await new Promise((resolve) => setTimeout(resolve, 5));
        first.child.kill('SIGKILL');
        killed = true;
        const deliveredBeforeKill = new Set(sink.messages.map((m) => m.messageId));
        await Promise.all(clients);
        expect(await first.exited).toBeNull();

        server = await startChildServer(env);
        await sink.waitFor(
          () => new Set(confirmationsTo(sink, acknowledged).map((m) => m.to)).size === acknowledged.length,
          60_000,
        );
        await new Promise((resolve) => setTimeout(resolve, 500));
        const delivered = confirmationsTo(sink, acknowledged);
        const duplicates = delivered.length - new Set(delivered.map((m) => m.messageId)).size;

        // Read the database the way an operator would, after the service has stopped.
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        server = undefined;
        const db: Database = pg ? await openPostgres(pg.url, { poolSize: 1 }) : await openPglite(dataDir);
        try {
          const rows = await db.query<{ email: string; n: number }>(
            'SELECT email, count(*)::int AS n FROM leads GROUP BY email',
          );
          const stored = new Map(rows.map((row) => [row.email, row.n]));
          expect(acknowledged.filter((email) => stored.get(email) !== 1)).toEqual([]);
          const [pending] = await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM email_outbox
              WHERE kind = 'webinar_confirmation' AND status <> 'sent' AND recipient = ANY($1::text[])`,
            [acknowledged],
          );
          expect(pending?.n).toBe(0);
          console.info(
            `[${kind}] kill -9 after ${acknowledged.length} acknowledged registrations (${failed} requests cut off): ` +
              `${rows.length} stored, all ${acknowledged.length} acknowledged present once, ` +
              `confirmations: ${delivered.filter((m) => deliveredBeforeKill.has(m.messageId)).length} sent before the kill, ` +
              `${delivered.filter((m) => !deliveredBeforeKill.has(m.messageId)).length} after the restart, ${duplicates} sent twice`,
          );
        } finally {
          await db.close();
        }
      } finally {
        server?.child.kill('SIGKILL');
        await pg?.drop();
      }
    }, 180_000);
  });
}
