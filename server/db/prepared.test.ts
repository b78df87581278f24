/**
 * `{ prepare: true }` on both databases: the answer is the same as without it
 * (types in and out, errors and their codes), and the statement really stays
 * prepared. On PGlite this runs through its exported protocol serializer and
 * result parser, so a PGlite upgrade that changes them fails here first.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, postgresReachable, type TestDatabase } from '../testing/databases';

const postgres = await postgresReachable();

/** Every type the service sends and reads back, and a null of each. */
const TYPED = `SELECT $1::uuid AS id, $2::text AS name, $3::int AS n, $4::timestamptz AS at, $5::jsonb AS doc,
                      $6::boolean AS flag, $7::text AS nothing, $8::timestamptz AS never
                 FROM generate_series(1, $3::int)`;

for (const kind of ['pglite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgres)(`prepared statements on ${kind}`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await openTestDatabase(kind);
      await test.db.exec('CREATE TABLE prepared_probe (email text PRIMARY KEY, n int NOT NULL)');
    });
    afterAll(async () => {
      await test?.db.exec('DROP TABLE IF EXISTS prepared_probe');
      await test?.close();
    });

    it('answers exactly as the same statement unprepared, call after call', async () => {
      for (const n of [1, 3, 2]) {
        const params = [
          randomUUID(),
          `o'brien ${n}`,
          n,
          new Date(Date.UTC(2026, 2, n, 19)),
          { n, tags: ['a'] },
          n > 1,
          null,
          null,
        ];
        const plain = await test.db.query(TYPED, params);
        const prepared = await test.db.query(TYPED, params, { prepare: true });
        expect(prepared).toEqual(plain);
        expect(prepared).toHaveLength(n);
        expect(prepared[0]).toEqual({
          id: params[0],
          name: params[1],
          n,
          at: params[3],
          doc: { n, tags: ['a'] },
          flag: n > 1,
          nothing: null,
          never: null,
        });
      }
    });

    it('keeps the statement prepared in the session that ran it', async () => {
      const sql = 'SELECT $1::int * 2 AS twice';
      await test.db.transaction(async (tx) => {
        expect(await tx.query(sql, [21], { prepare: true })).toEqual([{ twice: 42 }]);
        const rows = await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1 AND NOT from_sql',
          [sql],
        );
        expect(rows).toEqual([{ n: 1 }]);
      });
    });

    it('fails with the database error and its code, rolls back, and runs again afterwards', async () => {
      const insert = 'INSERT INTO prepared_probe (email, n) VALUES ($1, $2) RETURNING n';
      await expect(
        test.db.transaction(async (tx) => {
          // Made inside this transaction, which then rolls back.
          expect(await tx.query(insert, ['a@example.com', 1], { prepare: true })).toEqual([{ n: 1 }]);
          await tx.query(insert, ['a@example.com', 2], { prepare: true });
        }),
      ).rejects.toMatchObject({ code: '23505' });
      expect(await test.db.query('SELECT email FROM prepared_probe')).toEqual([]);
      await test.db.transaction(async (tx) => {
        expect(await tx.query(insert, ['a@example.com', 3], { prepare: true })).toEqual([{ n: 3 }]);
      });
      expect(await test.db.query('SELECT email, n FROM prepared_probe')).toEqual([{ email: 'a@example.com', n: 3 }]);
      await expect(test.db.query('SELECT 1 FROM no_such_table', [], { prepare: true })).rejects.toMatchObject({
        code: '42P01',
      });
    });
  });
}
