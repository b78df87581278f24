import pg from 'pg';
import { statementName, type Database, type Queryable, type QueryOptions, type Row } from './database';

/** Opens a connection pool; the first connection is made here so a wrong URL fails at boot. */
export async function openPostgres(url: string, { poolSize = 10 }: { poolSize?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 10_000 });
  // An idle client that loses its connection emits 'error'; unhandled, that would end the process.
  pool.on('error', () => undefined);
  const probe = await pool.connect();
  probe.release();

  const queryable = (target: Pick<pg.Pool, 'query'> | pg.PoolClient): Queryable => ({
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}) {
      const values = params as unknown[];
      const result = await target.query<T>(
        options.prepare ? { name: statementName(sql), text: sql, values } : { text: sql, values },
      );
      return result.rows;
    },
    async exec(sql) {
      await target.query(sql);
    },
  });

  return {
    kind: 'postgres',
    ...queryable(pool),
    async transaction(work, { advisoryLock } = {}) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        // One simple-protocol round trip for both; the key is quoted by the driver (escapeLiteral).
        await client.query(
          advisoryLock
            ? `BEGIN; SELECT pg_advisory_xact_lock(${Math.trunc(advisoryLock.space)}, hashtext(${client.escapeLiteral(advisoryLock.key)}))`
            : 'BEGIN',
        );
        const result = await work(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        try {
          await client.query('ROLLBACK');
        } catch (rollbackError) {
          // The connection itself failed: do not hand it back to the pool.
          broken = rollbackError as Error;
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
