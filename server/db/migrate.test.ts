import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPostgres, openTestPglite, postgresReachable } from '../testing/databases';
import type { Database } from './database';
import { migrate, MigrationError, readMigrations, type Migration } from './migrate';
import { wrapPglite } from './pglite';
import { openPostgres } from './postgres';
import { SEAT_STRIPES } from './sessions';

const postgres = await postgresReachable();

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'site-migrations-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function folder(name: string, files: Record<string, string>): string {
  const target = path.join(dir, name);
  mkdirSync(target, { recursive: true });
  for (const [file, sql] of Object.entries(files)) writeFileSync(path.join(target, file), sql);
  return target;
}

describe('readMigrations', () => {
  it('reads the shipped migrations in version order', () => {
    const versions = readMigrations().map((migration) => migration.version);
    expect(versions[0]).toBe(1);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
  });

  it('sorts by version, not by file listing', () => {
    const target = folder('order', {
      '010_later.sql': 'SELECT 10;',
      '002_second.sql': 'SELECT 2;',
      '001_first.sql': 'SELECT 1;',
    });
    expect(readMigrations(target).map((m) => `${m.version}_${m.name}`)).toEqual(['1_first', '2_second', '10_later']);
  });

  it('refuses a badly named file and two files with one version', () => {
    const bad = folder('bad', { '001_ok.sql': 'SELECT 1;', 'two.sql': 'SELECT 2;' });
    const twice = folder('twice', { '001_a.sql': 'SELECT 1;', '001_b.sql': 'SELECT 2;' });
    expect(() => readMigrations(bad)).toThrow(new MigrationError('two.sql: migration files are named NNN_name.sql'));
    expect(() => readMigrations(twice)).toThrow('Two migrations share version 1');
  });
});

describe('migrate on PGlite', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestPglite(); // 001 already applied
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('rolls back a migration that fails, leaving nothing half-applied', async () => {
    const broken = readMigrations(
      folder('broken', { '900_half.sql': 'CREATE TABLE half (id integer); SELECT no_such_function();' }),
    );
    await expect(migrate(db, [...readMigrations(), ...broken])).rejects.toThrow(/no_such_function/);
    expect(await db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half'")).toEqual([]);
    expect(await db.query('SELECT 1 FROM schema_migrations WHERE version = 900')).toEqual([]);
  });

  it('applies only what is new, records it, and refuses an edited migration', async () => {
    const extra = readMigrations(folder('extra', { '901_notes.sql': 'CREATE TABLE notes (id integer PRIMARY KEY);' }));
    const shipped = readMigrations();
    expect(await migrate(db, [...shipped, ...extra])).toEqual(['901_notes']);
    expect(await migrate(db, [...shipped, ...extra])).toEqual([]);
    const recorded = await db.query<{ version: number; name: string }>(
      'SELECT version, name FROM schema_migrations ORDER BY version',
    );
    expect(recorded).toEqual([
      ...shipped.map(({ version, name }) => ({ version, name })),
      { version: 901, name: 'notes' },
    ]);
    const edited: Migration = { ...extra[0]!, sql: 'CREATE TABLE notes (id bigint);', checksum: 'changed' };
    await expect(migrate(db, [...shipped, edited])).rejects.toThrow(
      'Migration 901_notes was changed after it was applied; add a new migration instead of editing it',
    );
  });
});

describe.skipIf(!postgres)('migrate on PostgreSQL', () => {
  it('applies each migration once when several instances start at the same moment', async () => {
    const database = await createTestPostgres();
    const pools = await Promise.all(Array.from({ length: 4 }, () => openPostgres(database.url, { poolSize: 1 })));
    try {
      const results = await Promise.all(pools.map((pool) => migrate(pool)));
      const shipped = readMigrations();
      expect(results.filter((applied) => applied.length > 0)).toEqual([
        shipped.map((m) => `${String(m.version).padStart(3, '0')}_${m.name}`),
      ]);
      const [pool] = pools;
      expect(await pool!.query('SELECT version FROM schema_migrations ORDER BY version')).toEqual(
        shipped.map(({ version }) => ({ version })),
      );
      const tables = await pool!.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
      );
      expect(tables.map((table) => table.table_name)).toEqual([
        'admin_sessions',
        'admin_sign_in_links',
        'ask_questions',
        'docs_feedback',
        'email_outbox',
        'email_preferences',
        'leads',
        'newsletter_subscribers',
        'schema_migrations',
        'web_vitals',
        'webinar_seat_stripes',
        'webinar_session_seats',
        'webinar_sessions',
      ]);
    } finally {
      await Promise.all(pools.map((pool) => pool.close()));
      await database.drop();
    }
  }, 60_000);
});

/**
 * 002_session_seats on a database that already holds sessions: the seats taken
 * are counted from the registrations (not the checklist-only leads), and a
 * session that took more than its 200 seats before they were counted keeps
 * everyone and is full. Then 011_seat_stripes shares each session's seats and
 * seats taken out over its stripes: the totals stay, every stripe stays within
 * its share.
 */
async function seatsMigrationCounts(db: Database) {
  const migrations = readMigrations();
  const upTo = (version: number) => migrations.filter((migration) => migration.version <= version);
  await migrate(db, upTo(1));
  await db.exec(`
    INSERT INTO webinar_sessions (id, starts_at) VALUES
      ('00000000-0000-4000-8000-000000000001', '2026-03-05T19:00:00Z'),
      ('00000000-0000-4000-8000-000000000002', '2026-03-12T18:00:00Z');
    INSERT INTO leads (id, session_id, email, lead_score, registered_at)
      SELECT gen_random_uuid(), '00000000-0000-4000-8000-000000000001', 'full' || n || '@acme.io', 75, now()
        FROM generate_series(1, 306) AS n;
    INSERT INTO leads (id, session_id, email, lead_score, registered_at) VALUES
      (gen_random_uuid(), '00000000-0000-4000-8000-000000000002', 'ana@acme.io', 75, now()),
      (gen_random_uuid(), '00000000-0000-4000-8000-000000000002', 'reader@acme.io', 75, NULL);
  `);
  const counted = [
    { seats: 306, seats_taken: 306 },
    { seats: 200, seats_taken: 1 },
  ];
  expect(await migrate(db, upTo(2))).toEqual(['002_session_seats']);
  const rows = await db.query('SELECT seats, seats_taken FROM webinar_sessions ORDER BY starts_at');
  expect(rows).toEqual(counted);
  await expect(
    db.query("UPDATE webinar_sessions SET seats_taken = seats + 1 WHERE id = '00000000-0000-4000-8000-000000000002'"),
  ).rejects.toThrow(/webinar_sessions_seats_check/);

  expect(await migrate(db, migrations)).toContain('011_seat_stripes');
  expect(await db.query('SELECT seats, seats_taken FROM webinar_session_seats ORDER BY starts_at')).toEqual(counted);
  const stripes = await db.query<{ session: number; stripe: number; seats: number; taken: number }>(
    `SELECT right(session_id::text, 1)::int AS session, stripe, seats, taken
       FROM webinar_seat_stripes ORDER BY session_id, stripe`,
  );
  expect(stripes).toHaveLength(2 * SEAT_STRIPES);
  // 306 seats: two stripes of 20 and fourteen of 19, all full. 200: eight of 13 and eight of 12, one taken in the first.
  expect(stripes.filter((row) => row.session === 1).map((row) => [row.seats, row.taken])).toEqual(
    Array.from({ length: SEAT_STRIPES }, (_, i) => (i < 2 ? [20, 20] : [19, 19])),
  );
  expect(stripes.filter((row) => row.session === 2).map((row) => [row.seats, row.taken])).toEqual(
    Array.from({ length: SEAT_STRIPES }, (_, i) => [i < 8 ? 13 : 12, i === 0 ? 1 : 0]),
  );
  await expect(
    db.query(
      "UPDATE webinar_seat_stripes SET taken = seats + 1 WHERE session_id = '00000000-0000-4000-8000-000000000002'",
    ),
  ).rejects.toThrow(/webinar_seat_stripes_seats_check/);
}

describe('002_session_seats and 011_seat_stripes', () => {
  it('counts the seats taken on PGlite', async () => {
    const pglite = new PGlite();
    const db = wrapPglite(pglite);
    try {
      await seatsMigrationCounts(db);
    } finally {
      await db.close();
    }
  }, 120_000);

  it.skipIf(!postgres)(
    'counts the seats taken on PostgreSQL',
    async () => {
      const database = await createTestPostgres();
      const db = await openPostgres(database.url, { poolSize: 1 });
      try {
        await seatsMigrationCounts(db);
      } finally {
        await db.close();
        await database.drop();
      }
    },
    60_000,
  );
});
