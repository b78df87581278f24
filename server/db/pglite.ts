import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { parse, PGlite, protocol } from '@electric-sql/pglite';
import { statementName, type Database, type Queryable, type QueryOptions, type Row } from './database';

export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Lock files this process holds, to tell a second open here from a lock left by an earlier process. */
const heldHere = new Set<string>();

/**
 * PGlite is one Postgres in one process: a second process opening the same
 * folder would corrupt it. A lock file with our pid keeps the CLI away from a
 * running server; a lock left by a killed process is taken over. That includes
 * a lock naming our own pid that we did not take: in a container the server is
 * often pid 1 again after a restart.
 */
export function acquireLock(file: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(file);
      return () => {
        heldHere.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
      const ours = holder === process.pid;
      if (Number.isInteger(holder) && (ours ? heldHere.has(file) : isAlive(holder))) {
        throw new DatabaseInUseError(
          `The embedded database in ${path.dirname(file)} is in use by process ${holder}. ` +
            'Stop that process first, or point DATABASE_URL at PostgreSQL to share one database.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DatabaseInUseError(`Could not lock ${file}`);
}

/**
 * PGlite runs each statement synchronously on the main thread and hands its
 * lock to the next waiter through promise callbacks, so under a steady queue
 * whole runs of statements execute without the event loop reaching its I/O
 * phase: under load, requests on new connections waited seconds to be read.
 * Our own queue starts each top-level call (a query, or a whole transaction)
 * from a fresh macrotask, so pending I/O is read between any two of them.
 */
function serialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return function run<T>(operation: () => Promise<T>): Promise<T> {
    const result = tail.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(operation);
    tail = result.catch(() => undefined);
    return result;
  };
}

/**
 * Statements kept parsed and planned in the PGlite session, by name, for
 * `{ prepare: true }`. PGlite's own `query` parses and plans the text on every
 * call, in five calls into the WebAssembly; a prepared statement costs one call
 * (Bind, Describe, Execute and Sync in one buffer) and no parsing or planning.
 * Measured on the registration statement: 2 to 2.6 times as many per second.
 * Uses PGlite's exported protocol serializer and result parser (pinned by
 * prepared.test.ts). A statement made inside a transaction that rolls back
 * stays: statements made through the protocol are not transactional.
 */
function preparedStatements(pg: PGlite) {
  const { serialize } = protocol;
  /** Parameter types of each statement made in this session, by name. */
  const made = new Map<string, number[]>();

  async function make(name: string, sql: string): Promise<number[]> {
    const { messages } = await pg.execProtocol(
      Buffer.concat([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    );
    const description = messages.find((message) => message.name === 'parameterDescription');
    const types = description && 'dataTypeIDs' in description ? (description.dataTypeIDs as number[]) : [];
    made.set(name, types);
    return types;
  }

  async function run<T extends Row>(name: string, types: number[], params: readonly unknown[]): Promise<T[]> {
    // As PGlite's own query: each value through the serializer of its parameter's type.
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = pg.serializers[types[index]!];
      if (serializer) return serializer(value);
      // A type without a serializer (none the service sends): PGlite's own query would send String(value).
      return typeof value === 'object' ? JSON.stringify(value) : `${value as string | number | boolean | bigint}`;
    });
    const { messages } = await pg.execProtocol(
      Buffer.concat([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    const [result] = parse.parseResults(messages, pg.parsers);
    if (!result) throw new Error('A prepared statement returned no result');
    return result.rows as T[];
  }

  return async function query<T extends Row>(sql: string, params: readonly unknown[]): Promise<T[]> {
    const name = statementName(sql);
    return run<T>(name, made.get(name) ?? (await make(name, sql)), params);
  };
}

/** Wraps a PGlite instance in the service's database interface. */
export function wrapPglite(pg: PGlite, onClose: () => void = () => undefined): Database {
  const prepared = preparedStatements(pg);
  const queryable = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}) {
      if (options.prepare) return prepared<T>(sql, params);
      const result = await target.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql) {
      await target.exec(sql);
    },
  });
  const top = queryable(pg);
  const run = serialQueue();
  return {
    kind: 'pglite',
    query: (sql, params, options) => run(() => top.query(sql, params, options)),
    exec: (sql) => run(() => top.exec(sql)),
    // One statement or transaction at a time, as PGlite itself allows: transactions never interleave.
    transaction: (work) => run(() => pg.transaction((tx) => work(queryable(tx)))),
    // A statement alone is its own transaction, and nothing else runs meanwhile.
    atomic: (sql, params, { prepare } = {}) => run(() => top.query(sql, params, { prepare })),
    close: async () => {
      try {
        if (!pg.closed) await pg.close();
      } finally {
        onClose();
      }
    },
  };
}

/** Opens (creating on first use) the embedded database in `${dataDir}/pglite`. */
export async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const release = acquireLock(path.join(dataDir, 'pglite.lock'));
  try {
    const pg = new PGlite(path.join(dataDir, 'pglite'));
    await pg.waitReady;
    return wrapPglite(pg, release);
  } catch (error) {
    release();
    throw error;
  }
}
