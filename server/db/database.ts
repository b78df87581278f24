/**
 * The one database interface the service codes against. PGlite (embedded,
 * under DATA_DIR) and PostgreSQL (DATABASE_URL) both implement it, so every
 * repository and every test runs unchanged on either.
 */

import { createHash } from 'node:crypto';

export type Row = Record<string, unknown>;

/** A prepared statement's name: one per text, so the same name never meets two texts in a session. */
export const statementName = (sql: string): string => `s${createHash('sha1').update(sql).digest('hex')}`;

export interface QueryOptions {
  /**
   * Keep the statement parsed (and, once PostgreSQL finds a generic plan as
   * good, planned) on each connection, or in PGlite's one session, instead of
   * parsing and planning it on every call. For the hot path only: each
   * distinct text stays prepared on every connection for its life.
   */
  prepare?: boolean;
}

export interface TransactionOptions {
  /**
   * A transaction-level advisory lock (two-key form: key space, and a text
   * hashed with hashtext) taken before `work` runs. On PostgreSQL it goes in
   * the same round trip as BEGIN; PGlite runs one transaction at a time, so
   * there is nothing to lock.
   */
  advisoryLock?: { space: number; key: string };
}

export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `work` in one transaction on one connection: committed when it
   * resolves, rolled back when it throws.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Runs one statement as a transaction of its own, holding `advisoryLock`
   * while it runs: kept whole when it succeeds, nothing kept when it fails.
   * On PostgreSQL BEGIN, the statement and COMMIT go out together, one round
   * trip instead of three; PGlite runs the statement alone (no lock needed).
   */
  atomic<T extends Row = Row>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions & TransactionOptions,
  ): Promise<T[]>;
  close(): Promise<void>;
}

export interface DatabaseSettings {
  /** A postgres:// URL; when absent the embedded database under `dataDir` is used. */
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
}

/** Opens the configured database. The drivers load lazily: PGlite's WebAssembly is large. */
export async function openDatabase(settings: DatabaseSettings): Promise<Database> {
  if (settings.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(settings.databaseUrl, { poolSize: settings.poolSize });
  }
  const { openPglite } = await import('./pglite');
  return openPglite(settings.dataDir);
}
