/**
 * The one database interface the service codes against. PGlite (embedded,
 * under DATA_DIR) and PostgreSQL (DATABASE_URL) both implement it, so every
 * repository and every test runs unchanged on either.
 */

export type Row = Record<string, unknown>;

export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `work` in one transaction on one connection: committed when it
   * resolves, rolled back when it throws.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
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
