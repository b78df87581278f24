import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { DatabaseInUseError, openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { parseCsv } from '../testing/csv';
import { createTestPostgres, postgresReachable, preparePgliteDataDir, type TestPostgres } from '../testing/databases';
import { postJson, startTestService } from '../testing/service';
import { csvCell } from './csv';
import { exportLeads, LEAD_COLUMNS } from './leads';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

function run(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(tsx, [script, ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['with, comma', '"with, comma"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ['+1 555', "'+1 555"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
  ])('writes %j as %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves values we produce alone and writes dates as ISO', () => {
    expect(csvCell(-5, { typed: false })).toBe('-5');
    expect(csvCell(new Date('2026-03-05T19:00:00Z'))).toBe('2026-03-05T19:00:00.000Z');
    expect(csvCell(null)).toBe('');
    expect(csvCell({ cta: 'Save My Seat' })).toBe('"{""cta"":""Save My Seat""}"');
  });
});

const postgres = await postgresReachable();

describe('lead export and feedback report', () => {
  let workDir: string;
  // The scripts read the same variables as the server: PostgreSQL when the test server is up
  // (quicker to open from a child process), else the embedded database in DATA_DIR.
  let env: Record<string, string>;
  let pg: TestPostgres | undefined;
  const open = async (): Promise<Database> => (pg ? openPostgres(pg.url, { poolSize: 2 }) : openPglite(env.DATA_DIR!));

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(os.tmpdir(), 'site-cli-test-'));
    env = { DATA_DIR: path.join(workDir, 'data') };
    if (postgres) {
      pg = await createTestPostgres();
      env.DATABASE_URL = pg.url;
    } else {
      await preparePgliteDataDir(env.DATA_DIR!);
    }
    const db = await open();
    await migrate(db);
    const service = await startTestService({ db, startWorker: false });
    try {
      const register = (body: unknown) => postJson(`${service.url}/api/webinar/register`, body);
      await register({
        email: 'ana@acme.io',
        firstName: 'Ana',
        company: 'Acme, Inc.',
        utm_source: 'linkedin',
        abVariants: { cta: 'Save My Seat' },
      });
      await register({ email: 'bob@gmail.com', firstName: '=cmd|calc', company: '"Quoted" Ltd' });
      await postJson(`${service.url}/api/webinar/download-checklist`, { email: 'reader@acme.io' });
      await postJson(`${service.url}/api/docs-feedback`, {
        path: '/docs/install',
        helpful: false,
        comment: 'Which Node version?',
      });
      await postJson(`${service.url}/api/docs-feedback`, { path: '/docs/install', helpful: true });
      await db.query(
        "UPDATE email_preferences SET unsubscribed_at = '2026-03-03T10:00:00Z' WHERE email = 'bob@gmail.com'",
      );
    } finally {
      await service.stop();
      await db.close();
    }
  }, 120_000);
  afterAll(async () => {
    await pg?.drop();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('npm run leads -- export writes every lead as CSV to stdout', async () => {
    const { code, stdout, stderr } = await run('server/cli/leads.ts', ['export'], env);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const [header, ...rows] = parseCsv(stdout);
    expect(header).toEqual([...LEAD_COLUMNS]);
    const byEmail = new Map(
      rows.map((row) => [row[2], Object.fromEntries(LEAD_COLUMNS.map((column, i) => [column, row[i]]))]),
    );
    expect([...byEmail.keys()].sort()).toEqual(['ana@acme.io', 'bob@gmail.com', 'reader@acme.io']);
    expect(byEmail.get('ana@acme.io')).toMatchObject({
      first_name: 'Ana',
      company: 'Acme, Inc.',
      utm_source: 'linkedin',
      ab_variants: '{"cta":"Save My Seat"}',
      lead_score: '90',
      unsubscribed_at: '',
    });
    expect(byEmail.get('bob@gmail.com')).toMatchObject({
      first_name: "'=cmd|calc",
      company: '"Quoted" Ltd',
      lead_score: '60',
      unsubscribed_at: '2026-03-03T10:00:00.000Z',
    });
    expect(byEmail.get('reader@acme.io')).toMatchObject({ registered_at: '', checklist_request_count: '1' });
  }, 60_000);

  it('--out writes the same CSV to a file', async () => {
    const file = path.join(workDir, 'leads.csv');
    const { code, stderr } = await run('server/cli/leads.ts', ['export', '--out', file], env);
    expect(code).toBe(0);
    expect(stderr).toBe(`Wrote 3 leads to ${file}\n`);
    expect(parseCsv(readFileSync(file, 'utf8'))).toHaveLength(4);
  }, 60_000);

  it('npm run feedback -- report prints the pages with the most "no" votes', async () => {
    const { code, stdout } = await run('server/cli/feedback.ts', ['report'], env);
    expect(code).toBe(0);
    expect(stdout).toContain('    1     1      50%  /docs/install');
    expect(stdout).toContain('"Which Node version?"');
  }, 60_000);

  it('says how to use it, and refuses to open an embedded database another process holds', async () => {
    const usage = await run('server/cli/leads.ts', ['import'], env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run leads -- export [--out <file.csv>]');

    // A lock file naming a live process is what a running server leaves behind.
    const held = path.join(workDir, 'held');
    mkdirSync(held);
    writeFileSync(path.join(held, 'pglite.lock'), String(process.ppid));
    await expect(openPglite(held)).rejects.toThrow(DatabaseInUseError);
    const locked = await run('server/cli/feedback.ts', ['report'], { DATA_DIR: held, DATABASE_URL: '' });
    expect(locked.code).toBe(1);
    expect(locked.stderr).toContain(`The embedded database in ${held} is in use by process ${process.ppid}`);
  }, 60_000);

  it('exportLeads streams through a Writable and counts rows', async () => {
    const db = await open();
    try {
      let text = '';
      const sink = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          text += chunk.toString();
          callback();
        },
      });
      expect(await exportLeads(db, sink)).toBe(3);
      expect(text.split('\r\n').filter(Boolean)).toHaveLength(4);
    } finally {
      await db.close();
    }
  }, 60_000);
});
