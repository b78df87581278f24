/**
 * Databases for the service tests: PGlite loaded from a migrated template
 * (initdb takes ~10 s, loading the template ~2 s), and a throwaway PostgreSQL
 * database per test file on TEST_DATABASE_URL's server, dropped afterwards.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/database';
import { migrate, readMigrations } from '../db/migrate';
import { wrapPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function templateFile(): string {
  const pgliteVersion = (
    JSON.parse(readFileSync(path.resolve('node_modules/@electric-sql/pglite/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const key = createHash('sha256')
    .update(pgliteVersion)
    .update(
      readMigrations()
        .map((m) => m.checksum)
        .join(','),
    )
    .digest('hex')
    .slice(0, 16);
  return path.join(os.tmpdir(), `answeragent-pglite-template-${key}.tar`);
}

async function waitForLock(lock: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      mkdirSync(lock);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A lock older than three minutes belongs to a run that died.
      if (Date.now() - statSync(lock).mtimeMs > 180_000) rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${lock}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** The migrated template as a tar file, made once per PGlite version and migration set. */
export async function pgliteTemplate(): Promise<string> {
  const file = templateFile();
  if (existsSync(file)) return file;
  const lock = `${file}.lock`;
  await waitForLock(lock);
  try {
    if (existsSync(file)) return file;
    const pglite = new PGlite();
    await migrate(wrapPglite(pglite));
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    writeFileSync(`${file}.tmp`, Buffer.from(await dump.arrayBuffer()));
    renameSync(`${file}.tmp`, file);
    return file;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** A fresh in-memory PGlite with the schema in place. */
export async function openTestPglite(): Promise<Database> {
  const pglite = new PGlite({ loadDataDir: new Blob([readFileSync(await pgliteTemplate())]) });
  await pglite.waitReady;
  const db = wrapPglite(pglite);
  await migrate(db);
  return db;
}

/** Writes a migrated PGlite data folder to `${dataDir}/pglite`, as a server would leave it. */
export async function preparePgliteDataDir(dataDir: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const pglite = new PGlite(path.join(dataDir, 'pglite'), {
    loadDataDir: new Blob([readFileSync(await pgliteTemplate())]),
  });
  await pglite.waitReady;
  await pglite.close();
}

let reachable: Promise<boolean> | undefined;

/** Whether the test PostgreSQL server answers; asked once per test file. */
export function postgresReachable(): Promise<boolean> {
  reachable ??= (async () => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3_000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      console.warn(
        `PostgreSQL at ${new URL(TEST_DATABASE_URL).host} is unreachable: the PostgreSQL variants of the service tests are skipped. ` +
          'Start it, or set TEST_DATABASE_URL.',
      );
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return reachable;
}

export interface TestPostgres {
  url: string;
  /** Drops the database, disconnecting whoever is still on it. */
  drop(): Promise<void>;
}

/** Creates an empty database for one test file on the test server. */
export async function createTestPostgres(): Promise<TestPostgres> {
  const name = `site_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export interface TestDatabase {
  db: Database;
  /** For child processes: DATABASE_URL, or undefined for PGlite. */
  url?: string;
  close(): Promise<void>;
}

export async function openTestDatabase(kind: 'pglite' | 'postgres', poolSize = 10): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await openTestPglite();
    return { db, close: () => db.close() };
  }
  const database = await createTestPostgres();
  const db = await openPostgres(database.url, { poolSize });
  await migrate(db);
  return {
    db,
    url: database.url,
    async close() {
      await db.close();
      await database.drop();
    },
  };
}

/** Empties every table between tests that share one database. */
export async function truncateAll(db: Database): Promise<void> {
  // DELETE beats TRUNCATE on the handful of rows a test leaves.
  await db.exec(
    'DELETE FROM email_outbox; DELETE FROM leads; DELETE FROM webinar_sessions; DELETE FROM email_preferences; DELETE FROM newsletter_subscribers; DELETE FROM docs_feedback;' +
      ' DELETE FROM admin_sessions; DELETE FROM admin_sign_in_links; DELETE FROM web_vitals; DELETE FROM ask_questions;',
  );
}
