import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireLock, DatabaseInUseError } from './pglite';

describe('the embedded database lock', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'site-lock-'));
    file = path.join(dir, 'pglite.lock');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes our pid and removes the file on release', () => {
    const release = acquireLock(file);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a second open in this process and an open while another live process holds it', () => {
    const release = acquireLock(file);
    expect(() => acquireLock(file)).toThrow(DatabaseInUseError);
    release();
    writeFileSync(file, String(process.ppid));
    expect(() => acquireLock(file)).toThrow(`is in use by process ${process.ppid}`);
  });

  it('takes over a lock left by a process that died, or by an earlier process with our pid', () => {
    writeFileSync(file, '2147483646'); // no such process
    acquireLock(file)();
    writeFileSync(file, String(process.pid)); // e.g. pid 1 in a restarted container
    const release = acquireLock(file);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
  });
});
