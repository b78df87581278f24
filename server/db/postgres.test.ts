/**
 * The PostgreSQL driver's two shortcuts for the registration path: a
 * transaction that takes its advisory lock in the same round trip as BEGIN
 * (the key is text from a request, so it must arrive quoted), and statements
 * kept prepared on their connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
