/**
 * The PostgreSQL driver's shortcuts for the registration path: a transaction
 * that takes its advisory lock in the same round trip as BEGIN (the key is
 * text from a request, so it must arrive quoted), statements kept prepared on
 * their connection, and `atomic`, which sends BEGIN, its statement and COMMIT
 * in one write and waits for one round trip.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from './postgres';
import { openTestDatabase, postgresReachable, type TestDatabase } from '../testing/databases';

const postgres = await postgresReachable();
/** A key that would break out of a badly quoted literal. */
const HOSTILE_KEY = `o'brien\\'); SELECT pg_sleep(5); --@example.com`;

describe.skipIf(!postgres)('PostgreSQL driver', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await test?.close();
  });

  it('takes the advisory lock with BEGIN, whatever the key holds, and holds it to the end', async () => {
    const { db } = test;
    const events: string[] = [];
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstIn!: () => void;
    const firstEntered = new Promise<void>((resolve) => (firstIn = resolve));
    const lock = { advisoryLock: { space: 16, key: HOSTILE_KEY } };

    const first = db.transaction(async (tx) => {
      const [held] = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()
           AND classid = 16 AND objid = hashtext($1)::oid`,
        [HOSTILE_KEY],
      );
      expect(held?.n).toBe(1);
      firstIn();
      await firstHolds;
      events.push('first ends');
    }, lock);
    await firstEntered;
    const second = db.transaction(async (tx) => {
      events.push('second starts');
      await tx.query('SELECT 1');
    }, lock);
    // The second waits on the first's lock: give it time to (wrongly) get in.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events).toEqual([]);
    releaseFirst();
    await Promise.all([first, second]);
    expect(events).toEqual(['first ends', 'second starts']);
  });

  it('keeps a statement prepared on its connection when asked, and answers it the same', async () => {
    const sql = 'SELECT $1::int + 1 AS n';
    await test.db.transaction(async (tx) => {
      expect(await tx.query(sql, [1], { prepare: true })).toEqual([{ n: 2 }]);
      expect(await tx.query(sql, [41], { prepare: true })).toEqual([{ n: 42 }]);
      const prepared = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1',
        [sql],
      );
      expect(prepared).toEqual([{ n: 1 }]);
    });
  });

  it('sends BEGIN, the statement and COMMIT of `atomic` together: one round trip where a transaction takes three', async () => {
    const proxy = await roundTripCounter(new URL(test.url!));
    const db = await openPostgres(proxy.url, { poolSize: 1 });
    try {
      await db.query('SELECT 1'); // connects: the start-up exchange is not counted
      const count = async (work: () => Promise<unknown>) => {
        proxy.reset();
        await work();
        return proxy.roundTrips();
      };
      const statement = 'SELECT $1::int * 2 AS n';
      const lock = { advisoryLock: { space: 16, key: 'atomic@example.com' } };
      // Prepared or not, first use of the statement or not.
      for (const prepare of [false, true, true]) {
        expect(await count(() => db.atomic(statement, [21], { ...lock, prepare }))).toBe(1);
      }
      expect(await count(() => db.transaction((tx) => tx.query(statement, [21]), lock))).toBe(3);
    } finally {
      await db.close();
      await proxy.close();
    }
  });

  it('keeps what `atomic` wrote when its statement succeeds, and nothing when it fails', async () => {
    const { db } = test;
    await db.exec('CREATE TABLE atomic_notes (id int PRIMARY KEY, body text NOT NULL)');
    const insert = 'INSERT INTO atomic_notes VALUES ($1, $2), ($3, $4) RETURNING id';
    expect(await db.atomic(insert, [1, 'a', 2, 'b'], { prepare: true })).toEqual([{ id: 1 }, { id: 2 }]);
    // The second row collides: the first row of the same statement is not kept either.
    await expect(db.atomic(insert, [3, 'c', 1, 'd'], { prepare: true })).rejects.toMatchObject({ code: '23505' });
    // fail_unless (migration 012) gives up after the insert ran: its row is not kept.
    await expect(
      db.atomic(
        `WITH added AS (INSERT INTO atomic_notes VALUES ($1, $2) RETURNING id)
         SELECT fail_unless((SELECT count(*) FROM added) = 0, 'the note went in') AS ok`,
        [4, 'e'],
      ),
    ).rejects.toMatchObject({ code: 'AS001', message: 'the note went in' });
    expect(await db.query('SELECT id FROM atomic_notes ORDER BY id')).toEqual([{ id: 1 }, { id: 2 }]);
    // Each failure ended its transaction: every connection of the pool answers, none is left in a failed one.
    const answers = await Promise.all(Array.from({ length: 10 }, () => db.query('SELECT 1 AS one')));
    expect(answers).toEqual(Array.from({ length: 10 }, () => [{ one: 1 }]));
    expect(await db.query<{ n: number }>('SELECT count(*)::int AS n FROM atomic_notes')).toEqual([{ n: 2 }]);
  });

  it('holds the advisory lock of `atomic` until its COMMIT', async () => {
    const { db } = test;
    const key = { space: 16, key: 'held@example.com' };
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const holder = db.transaction(
      async () => {
        holding();
        await released;
      },
      { advisoryLock: key },
    );
    await held;
    let done = false;
    const waiting = db.atomic('SELECT 1 AS one', [], { advisoryLock: key }).then((rows) => {
      done = true;
      return rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(done).toBe(false);
    release();
    await holder;
    expect(await waiting).toEqual([{ one: 1 }]);
  });
});

/**
 * A TCP proxy in front of the test server that counts round trips: a write
 * from the driver (data it sends) is a new round trip when an answer reached the driver since
 * its last one. Answers are held back 20 ms, so a driver that waits for them
 * cannot pass for one that does not.
 */
async function roundTripCounter(target: URL) {
  let roundTrips = 0;
  let answered = true;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk) => {
      if (answered) roundTrips++;
      answered = false;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      setTimeout(() => {
        answered = true;
        client.write(chunk);
      }, 20);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    reset() {
      roundTrips = 0;
      answered = true;
    },
    roundTrips: () => roundTrips,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
