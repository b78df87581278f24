/**
 * Issue 16's capacity edge, with figures printed for the record: a session of
 * SEATS seats with five left, then 300 registrations of new addresses at once.
 * Exactly five get a seat; every other one is refused with 409 naming the
 * following Thursday; the session ends with exactly SEATS seats taken, SEATS
 * registrations stored and SEATS confirmations queued. Then the registered
 * addresses ask again, at once: repeats, no seat taken.
 */
import { describe, expect, it } from 'vitest';
import { webinarConfig } from '../../config/webinar';
import { manualClock, MONDAY, THURSDAY_SESSION } from '../testing/clock';
import { openTestDatabase, postgresReachable } from '../testing/databases';
import { percentile } from '../testing/figures';
import { postJson, startTestService, type JsonResponse } from '../testing/service';

const postgres = await postgresReachable();

const SEATS = webinarConfig.session.seats;
const LEFT = 5;
const REQUESTS = 300;
const FOLLOWING_THURSDAY = '2026-03-12T18:00:00.000Z';

const statusCounts = (answers: JsonResponse[]) =>
  answers.reduce<Record<number, number>>((counts, answer) => {
    counts[answer.status] = (counts[answer.status] ?? 0) + 1;
    return counts;
  }, {});

for (const kind of ['pglite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgres)(`the last seats on ${kind}`, () => {
    it(`gives ${LEFT} seats left to exactly ${LEFT} of ${REQUESTS} concurrent registrations and never overbooks`, async () => {
      const database = await openTestDatabase(kind, 20);
      const { db } = database;
      const service = await startTestService({ db, clock: manualClock(MONDAY), startWorker: false });
      const register = (email: string) => postJson(`${service.url}/api/webinar/register`, { email });
      try {
        // The session fills up to five seats from the end, a few at a time as it would.
        const early = Array.from({ length: SEATS - LEFT }, (_, i) => `early${i}@acme.io`);
        for (let i = 0; i < early.length; i += 25) {
          const answers = await Promise.all(early.slice(i, i + 25).map(register));
          expect(answers.every((answer) => answer.status === 201)).toBe(true);
        }

        const late = Array.from({ length: REQUESTS }, (_, i) => `late${i}@acme.io`);
        const latencies: number[] = [];
        const started = performance.now();
        const answers = await Promise.all(
          late.map(async (email) => {
            const t0 = performance.now();
            const answer = await register(email);
            latencies.push(performance.now() - t0);
            return answer;
          }),
        );
        const seconds = (performance.now() - started) / 1000;
        const accepted = answers.filter((answer) => answer.status === 201);
        const refused = answers.filter((answer) => answer.status === 409);
        expect(statusCounts(answers)).toEqual({ 201: LEFT, 409: REQUESTS - LEFT });
        expect(accepted.every((answer) => answer.body.sessionStart === THURSDAY_SESSION)).toBe(true);
        expect(
          refused.every(
            (answer) =>
              answer.body.error === 'session_full' &&
              answer.body.field === 'sessionStart' &&
              answer.body.sessionStart === THURSDAY_SESSION &&
              answer.body.nextSessionStart === FOLLOWING_THURSDAY,
          ),
        ).toBe(true);

        const [session] = await db.query<{ seats: number; seats_taken: number }>(
          'SELECT seats, seats_taken FROM webinar_session_seats WHERE starts_at = $1',
          [THURSDAY_SESSION],
        );
        expect(session).toEqual({ seats: SEATS, seats_taken: SEATS });
        const [stored] = await db.query<{ leads: number; confirmations: number }>(
          `SELECT (SELECT count(*)::int FROM leads WHERE registered_at IS NOT NULL) AS leads,
                  (SELECT count(*)::int FROM email_outbox WHERE kind = 'webinar_confirmation') AS confirmations`,
        );
        expect(stored).toEqual({ leads: SEATS, confirmations: SEATS });
        const summary = (await (await fetch(`${service.url}/api/webinar/session`)).json()) as Record<string, unknown>;
        expect(summary).toMatchObject({
          startsAt: THURSDAY_SESSION,
          seats: SEATS,
          seatsLeft: 0,
          registrationCount: SEATS,
        });

        // Everyone who holds a seat asks again at once: the same answer as before, and still SEATS seats taken.
        const holders = [...early.slice(0, 100 - LEFT), ...late.filter((_, i) => answers[i]!.status === 201)];
        const repeats = await Promise.all(holders.map(register));
        expect(statusCounts(repeats)).toEqual({ 200: holders.length });
        expect(repeats.every((answer) => answer.body.repeat === true)).toBe(true);
        const [after] = await db.query<{ seats_taken: number }>(
          'SELECT seats_taken FROM webinar_session_seats WHERE starts_at = $1',
          [THURSDAY_SESSION],
        );
        expect(after?.seats_taken).toBe(SEATS);

        console.info(
          `[${kind}] ${SEATS} seats, ${SEATS - LEFT} taken; ${REQUESTS} concurrent registrations in ${seconds.toFixed(2)} s ` +
            `(p99 ${percentile(latencies, 99).toFixed(0)} ms): ${accepted.length} accepted (201), ` +
            `${refused.length} refused (409, next session ${FOLLOWING_THURSDAY}); ` +
            `seats taken ${session?.seats_taken}/${session?.seats}, ${stored?.leads} registrations stored, ` +
            `${stored?.confirmations} confirmations queued; ${holders.length} concurrent repeats: all 200, seats taken still ${after?.seats_taken}`,
        );
      } finally {
        await service.stop();
        await database.close();
      }
    }, 180_000);
  });
}
