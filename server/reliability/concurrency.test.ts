/**
 * Issue 7's concurrency check, with figures printed for the record: 200
 * registrations of distinct addresses at once, on PGlite and on PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { openTestDatabase, postgresReachable } from '../testing/databases';
import { percentile } from '../testing/figures';
import { postJson, startTestService } from '../testing/service';

const postgres = await postgresReachable();

for (const kind of ['pglite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgres)(`concurrent registrations on ${kind}`, () => {
    it('stores 200 concurrent registrations of distinct addresses exactly once, all answered 2xx', async () => {
      const database = await openTestDatabase(kind, 20);
      const service = await startTestService({ db: database.db, startWorker: false });
      try {
        const emails = Array.from({ length: 200 }, (_, i) => `concurrent${i}@acme.io`);
        const started = performance.now();
        const latencies: number[] = [];
        const answers = await Promise.all(
          emails.map(async (email) => {
            const t0 = performance.now();
            const answer = await postJson(`${service.url}/api/webinar/register`, { email });
            latencies.push(performance.now() - t0);
            return answer;
          }),
        );
        const seconds = (performance.now() - started) / 1000;
        expect(answers.filter((answer) => answer.status === 201)).toHaveLength(200);
        const rows = await database.db.query<{ email: string; n: number }>(
          'SELECT email, count(*)::int AS n FROM leads GROUP BY email',
        );
        expect(rows).toHaveLength(200);
        expect(rows.every((row) => row.n === 1)).toBe(true);
        expect(new Set(answers.map((answer) => answer.body.registrationId)).size).toBe(200);
        const [outbox] = await database.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM email_outbox WHERE kind = 'webinar_confirmation'",
        );
        expect(outbox?.n).toBe(200);
        console.info(
          `[${kind}] 200 concurrent registrations: all 201, 200 rows, ${seconds.toFixed(2)} s (${(200 / seconds).toFixed(0)}/s), p99 ${percentile(latencies, 99).toFixed(0)} ms`,
        );
      } finally {
        await service.stop();
        await database.close();
      }
    }, 120_000);
  });
}
