import net from 'node:net';
import pg from 'pg';
import {
  statementName,
  type Database,
  type Queryable,
  type QueryOptions,
  type Row,
  type TransactionOptions,
} from './database';

/** Opens a connection pool; the first connection is made here so a wrong URL fails at boot. */
export async function openPostgres(url: string, { poolSize = 10 }: { poolSize?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 10_000,
    // Each query is written as soon as it is asked, not after the answer to the one before (pg ≥ 8.23):
    // `atomic` sends BEGIN, its statement and COMMIT together.
    pipeline: true,
    Client: PipelineClient,
  });
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

  /** BEGIN, and the lock in the same simple-protocol query; the key is quoted by the driver (escapeLiteral). */
  const begin = (lock: TransactionOptions['advisoryLock']) =>
    lock
      ? `BEGIN; SELECT pg_advisory_xact_lock(${Math.trunc(lock.space)}, hashtext(${pg.escapeLiteral(lock.key)}))`
      : 'BEGIN';

  return {
    kind: 'postgres',
    ...queryable(pool),
    async transaction(work, { advisoryLock } = {}) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query(begin(advisoryLock));
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
    async atomic<T extends Row = Row>(
      sql: string,
      params: readonly unknown[] = [],
      { advisoryLock, prepare }: QueryOptions & TransactionOptions = {},
    ) {
      const client = (await pool.connect()) as pg.PoolClient & PipelineClient;
      // All three go out before any answer comes back. A failed BEGIN or statement leaves the
      // transaction failed, and its COMMIT then ends it as a ROLLBACK.
      const [begun, rows, ended] = await Promise.allSettled(
        client.together(
          () =>
            [
              client.query(begin(advisoryLock)),
              queryable(client).query<T>(sql, params, { prepare }),
              client.query('COMMIT'),
            ] as const,
        ),
      );
      // After a failed COMMIT the connection's state is unknown: it is not handed back to the pool.
      client.release(ended.status === 'rejected' ? (ended.reason as Error) : undefined);
      for (const step of [begun, rows, ended]) if (step.status === 'rejected') throw step.reason;
      if (ended.status === 'fulfilled' && ended.value.command !== 'COMMIT') {
        throw new Error(`The transaction ended in ${ended.value.command}, not COMMIT`);
      }
      return (rows as PromiseFulfilledResult<T[]>).value;
    },
    close: () => pool.end(),
  };
}

/**
 * A client whose writes can be held back and sent in one system call: what
 * `atomic` pipelines leaves together, and on a busy two-core machine each write
 * saved is one wake-up of a database process saved. (A subclass of the socket
 * cannot do it by overriding write: net.Socket puts its own back on connect.)
 */
class PipelineClient extends pg.Client {
  readonly #socket: net.Socket;

  constructor(config?: pg.ClientConfig) {
    const socket = new net.Socket();
    super({ ...config, stream: () => socket });
    this.#socket = socket;
  }

  /** Calls `send`, which queues queries, and writes what it queued at once. */
  together<T>(send: () => T): T {
    this.#socket.cork();
    try {
      return send();
    } finally {
      this.#socket.uncork();
    }
  }
}
