/**
 * Seats in stripes (011_seat_stripes): a session's seats are shared out over
 * its stripes; a registration takes a seat from a stripe no other transaction
 * holds, waits only when every stripe with room is held, and finds the session
 * full only when every stripe is. The waiting cases need two connections, so
 * they run on PostgreSQL; the rest on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webinarConfig } from '../../config/webinar';
import { createWebinarService } from '../webinar/registrations';
import { nextSession } from '../webinar/session';
import { openTestDatabase, postgresReachable, truncateAll, type TestDatabase } from '../testing/databases';
import type { Database, Queryable } from './database';
import { ensureSession, SEAT_STRIPES, seatsOf, takeSeat, takeSeatSql } from './sessions';

const postgres = await postgresReachable();
const START = new Date('2026-03-05T19:00:00Z');

const stripesOf = (db: Queryable, sessionId: string) =>
  db.query<{ stripe: number; seats: number; taken: number }>(
    'SELECT stripe, seats, taken FROM webinar_seat_stripes WHERE session_id = $1 ORDER BY stripe',
    [sessionId],
  );

/** A promise and the functions that settle it: a transaction held open until the test lets it go. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Opens a transaction that takes a seat with `take` and stays open until
 * `commit` or `rollBack` is called. `seated` says which stripe it took (or
 * null).
 */
function holdSeat(db: Database, take: (tx: Queryable) => Promise<number | null>) {
  const release = deferred();
  const seated = deferred();
  let stripe: number | null = null;
  const done = db
    .transaction(async (tx) => {
      stripe = await take(tx);
      seated.resolve();
      await release.promise;
    })
    .catch((error: Error) => {
      if (error.message !== 'roll back') throw error;
    });
  return {
    seated: seated.promise.then(() => stripe),
    commit: async () => {
      release.resolve();
      await done;
    },
    rollBack: async () => {
      release.reject(new Error('roll back'));
      await done;
    },
  };
}

const skipLocked = async (tx: Queryable, sessionId: string) => {
  const [row] = await tx.query<{ stripe: number }>(takeSeatSql('$1::uuid', { skipLocked: true }), [sessionId]);
  return row?.stripe ?? null;
};
const waiting = async (tx: Queryable, sessionId: string) => {
  const [row] = await tx.query<{ stripe: number }>(takeSeatSql('$1::uuid', { skipLocked: false }), [sessionId]);
  return row?.stripe ?? null;
};

/** True when `promise` has not settled after `ms`: the statement behind it is waiting for a lock. */
async function stillWaiting(promise: Promise<unknown>, ms = 300): Promise<boolean> {
  const timeout = Symbol('timeout');
  const first = await Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve(timeout), ms))]);
  return first === timeout;
}

for (const kind of ['pglite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgres)(`seat stripes on ${kind}`, () => {
    let database: TestDatabase;
    let db: Database;
    beforeAll(async () => {
      database = await openTestDatabase(kind, 4);
      db = database.db;
    }, 120_000);
    afterAll(async () => {
      await database?.close();
    });

    it('shares the seats out over the stripes as evenly as they go', async () => {
      await truncateAll(db);
      const id = await ensureSession(db, START, 37);
      const stripes = await stripesOf(db, id);
      expect(stripes.map((row) => row.stripe)).toEqual(Array.from({ length: SEAT_STRIPES }, (_, i) => i));
      // 37 = 16 × 2 + 5: the first five stripes hold three seats.
      expect(stripes.map((row) => row.seats)).toEqual(Array.from({ length: SEAT_STRIPES }, (_, i) => (i < 5 ? 3 : 2)));
      expect(stripes.every((row) => row.taken === 0)).toBe(true);
      expect(await seatsOf(db, [START])).toEqual(new Map([[START.getTime(), { seats: 37, taken: 0 }]]));
    });

    it('makes one session with one set of stripes when instances race to create it', async () => {
      await truncateAll(db);
      const ids = await Promise.all([ensureSession(db, START, 5), ensureSession(db, START, 500)]);
      expect(new Set(ids).size).toBe(1);
      const stripes = await stripesOf(db, ids[0]);
      expect(stripes).toHaveLength(SEAT_STRIPES);
      expect([5, 500]).toContain(stripes.reduce((sum, row) => sum + row.seats, 0));
    });

    it('takes seats until every stripe is full, then finds the session full', async () => {
      await truncateAll(db);
      const id = await ensureSession(db, START, 20);
      for (let i = 0; i < 20; i++) expect(await db.transaction((tx) => takeSeat(tx, id))).toBe(true);
      expect(await db.transaction((tx) => takeSeat(tx, id))).toBe(false);
      expect(await db.transaction((tx) => skipLocked(tx, id))).toBeNull();
      const stripes = await stripesOf(db, id);
      expect(stripes.every((row) => row.taken === row.seats)).toBe(true);
      expect(await seatsOf(db, [START])).toEqual(new Map([[START.getTime(), { seats: 20, taken: 20 }]]));
    });

    it.skipIf(kind === 'pglite')('passes over a stripe another transaction holds, without waiting', async () => {
      await truncateAll(db);
      const id = await ensureSession(db, START, 100);
      const first = holdSeat(db, (tx) => skipLocked(tx, id));
      const held = await first.seated;
      expect(held).not.toBeNull();
      const second = holdSeat(db, (tx) => skipLocked(tx, id));
      const other = second.seated;
      expect(await stillWaiting(other)).toBe(false);
      expect(await other).not.toBe(held);
      await Promise.all([first.commit(), second.commit()]);
      expect((await seatsOf(db, [START])).get(START.getTime())).toEqual({ seats: 100, taken: 2 });
    });

    it.skipIf(kind === 'pglite')(
      'waits when every stripe with room is held, and goes on to the next stripe when the awaited one fills up',
      async () => {
        await truncateAll(db);
        // Two seats: stripes 0 and 1 hold one each, the other fourteen none.
        const id = await ensureSession(db, START, 2);
        const a = holdSeat(db, (tx) => skipLocked(tx, id));
        const b = holdSeat(db, (tx) => skipLocked(tx, id));
        expect(new Set([await a.seated, await b.seated])).toEqual(new Set([0, 1]));
        // Every stripe with room is held: the fast statement finds nothing, at once.
        expect(await db.transaction((tx) => skipLocked(tx, id))).toBeNull();

        const c = holdSeat(db, (tx) => waiting(tx, id));
        expect(await stillWaiting(c.seated)).toBe(true);
        // The holder of stripe 0 commits: stripe 0 is full, so C moves on to stripe 1, still held.
        await ((await a.seated) === 0 ? a : b).commit();
        expect(await stillWaiting(c.seated)).toBe(true);
        // The holder of stripe 1 rolls back: its seat is free again, and C takes it.
        await ((await a.seated) === 1 ? a : b).rollBack();
        expect(await c.seated).toBe(1);
        await c.commit();

        expect(await db.transaction((tx) => takeSeat(tx, id))).toBe(false);
        expect((await seatsOf(db, [START])).get(START.getTime())).toEqual({ seats: 2, taken: 2 });
      },
    );

    it.skipIf(kind === 'pglite')(
      'lets waiters for a stripe through one at a time, each to a seat that is free by then',
      async () => {
        await truncateAll(db);
        // Three seats, one in each of stripes 0 to 2, all held.
        const id = await ensureSession(db, START, 3);
        const holders = [0, 1, 2].map(() => holdSeat(db, (tx) => skipLocked(tx, id)));
        const held = await Promise.all(holders.map((holder) => holder.seated));
        expect(new Set(held)).toEqual(new Set([0, 1, 2]));
        const holderOf = (stripe: number) => holders[held.indexOf(stripe)]!;

        const first = holdSeat(db, async (tx) => ((await takeSeat(tx, id)) ? 1 : 0));
        const second = holdSeat(db, async (tx) => ((await takeSeat(tx, id)) ? 1 : 0));
        expect(await stillWaiting(first.seated)).toBe(true);
        expect(await stillWaiting(second.seated)).toBe(true);
        // Stripe 0 fills up, stripe 1 is given back: one waiter gets it, the other still waits.
        await holderOf(0).commit();
        await holderOf(1).rollBack();
        const winner = await Promise.race([first.seated.then(() => first), second.seated.then(() => second)]);
        const other = winner === first ? second : first;
        expect(await winner.seated).toBe(1);
        expect(await stillWaiting(other.seated)).toBe(true);
        await winner.commit();
        // Stripe 2 is given back too: the other waiter gets it.
        await holderOf(2).rollBack();
        expect(await other.seated).toBe(1);
        await other.commit();
        expect((await seatsOf(db, [START])).get(START.getTime())).toEqual({ seats: 3, taken: 3 });
      },
    );

    it.skipIf(kind === 'pglite')('finds the session full when the awaited stripe was its last seat', async () => {
      await truncateAll(db);
      const id = await ensureSession(db, START, 1);
      const a = holdSeat(db, (tx) => skipLocked(tx, id));
      expect(await a.seated).toBe(0);
      const c = holdSeat(db, (tx) => waiting(tx, id));
      expect(await stillWaiting(c.seated)).toBe(true);
      await a.commit();
      expect(await c.seated).toBeNull();
      await c.commit();
      expect((await seatsOf(db, [START])).get(START.getTime())).toEqual({ seats: 1, taken: 1 });
    });
  });
}

describe.skipIf(!postgres)('a registration in one round trip (Database.atomic) on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('postgres', 4);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('keeps nothing when no seat is free without waiting, and the registration then waits for one', async () => {
    const { db } = database;
    const now = new Date();
    const config = { ...webinarConfig, session: { ...webinarConfig.session, seats: 2 } };
    const service = createWebinarService({ db, config, clock: () => now, onEmailQueued: () => undefined });
    // Two seats, in stripes 0 and 1, both held by open transactions.
    const id = await ensureSession(db, nextSession(now, config).startsAt, 2);
    const holders = [0, 1].map(() => holdSeat(db, (tx) => skipLocked(tx, id)));
    const held = await Promise.all(holders.map((holder) => holder.seated));
    expect(new Set(held)).toEqual(new Set([0, 1]));
    const holderOf = (stripe: number) => holders[held.indexOf(stripe)]!;

    const registering = service.register({ email: 'waits@acme.io' });
    expect(await stillWaiting(registering)).toBe(true);
    // The one-statement attempt gave up and kept nothing; the transaction that waits is not visible yet.
    const counts = () =>
      db.query<{ leads: number; emails: number }>(
        'SELECT (SELECT count(*) FROM leads)::int AS leads, (SELECT count(*) FROM email_outbox)::int AS emails',
      );
    expect(await counts()).toEqual([{ leads: 0, emails: 0 }]);

    // A waiter waits for the first stripe with room (takeSeat): its holder gives the seat back.
    await holderOf(0).rollBack();
    expect(await registering).toMatchObject({ kind: 'registered', result: { repeat: false } });
    await holderOf(1).rollBack();
    const [stored] = await counts();
    expect(stored?.leads).toBe(1);
    expect(stored?.emails).toBeGreaterThan(0);
    const start = nextSession(now, config).startsAt;
    expect((await seatsOf(db, [start])).get(start.getTime())).toEqual({ seats: 2, taken: 1 });
  });
});
