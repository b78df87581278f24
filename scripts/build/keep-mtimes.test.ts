import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { restoreUnchanged, snapshotTree, treeDigest } from './keep-mtimes.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'keep-mtimes-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LONG_AGO = new Date('2026-01-02T03:04:05Z');
const mtime = (relative: string) => statSync(path.join(dir, relative)).mtime.getTime();

/** Writes the tree anew from nothing, as a generator that deletes its output first does. */
function writeTree(files: Record<string, string>): void {
  rmSync(path.join(dir, 'out'), { recursive: true, force: true });
  for (const [relative, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    writeFileSync(path.join(dir, relative), text);
  }
}

describe('scripts/build/keep-mtimes.mjs', () => {
  it('gives the old times back to what a regeneration left the same, and only to that', () => {
    writeTree({ 'out/a/same.md': 'same', 'out/a/edited.md': 'before', 'out/b/only.md': 'only' });
    for (const relative of ['out', 'out/a', 'out/b', 'out/a/same.md', 'out/a/edited.md', 'out/b/only.md']) {
      utimesSync(path.join(dir, relative), LONG_AGO, LONG_AGO);
    }
    const snapshot = snapshotTree(path.join(dir, 'out'));

    writeTree({ 'out/a/same.md': 'same', 'out/a/edited.md': 'after', 'out/b/only.md': 'only', 'out/b/new.md': 'new' });
    expect(mtime('out/a/same.md')).toBeGreaterThan(LONG_AGO.getTime());

    // Changed: edited.md and new.md, and out/b, which holds a new name.
    expect(restoreUnchanged(path.join(dir, 'out'), snapshot)).toBe(3);
    expect(mtime('out/a/same.md')).toBe(LONG_AGO.getTime());
    expect(mtime('out/b/only.md')).toBe(LONG_AGO.getTime());
    expect(mtime('out/a')).toBe(LONG_AGO.getTime());
    expect(mtime('out')).toBe(LONG_AGO.getTime());
    expect(mtime('out/a/edited.md')).toBeGreaterThan(LONG_AGO.getTime());
    expect(mtime('out/b/new.md')).toBeGreaterThan(LONG_AGO.getTime());
    expect(mtime('out/b')).toBeGreaterThan(LONG_AGO.getTime());
  });

  it('takes a missing folder as empty', () => {
    const missing = path.join(dir, 'missing');
    expect(snapshotTree(missing).size).toBe(0);
    expect(restoreUnchanged(missing, new Map())).toBe(0);
  });
});

describe('treeDigest', () => {
  it("changes with any file's bytes or name, and with a missing path, and not with the order of writing", () => {
    writeTree({ 'out/a/one.md': 'one', 'out/b/two.md': 'two', 'lone.txt': 'lone' });
    const first = treeDigest(dir, ['out', 'lone.txt']);
    writeTree({ 'out/b/two.md': 'two', 'out/a/one.md': 'one' });
    expect(treeDigest(dir, ['out', 'lone.txt'])).toBe(first);
    writeTree({ 'out/a/one.md': 'one', 'out/b/two.md': 'tw0' });
    expect(treeDigest(dir, ['out', 'lone.txt'])).not.toBe(first);
    writeTree({ 'out/a/one.md': 'one', 'out/b/2.md': 'two' });
    expect(treeDigest(dir, ['out', 'lone.txt'])).not.toBe(first);
    writeTree({ 'out/a/one.md': 'one', 'out/b/two.md': 'two' });
    rmSync(path.join(dir, 'lone.txt'));
    expect(treeDigest(dir, ['out', 'lone.txt'])).not.toBe(first);
    // The same bytes split differently between two files.
    writeTree({ 'out/a/one.md': 'on', 'out/b/two.md': 'etwo' });
    writeFileSync(path.join(dir, 'lone.txt'), 'lone');
    expect(treeDigest(dir, ['out', 'lone.txt'])).not.toBe(first);
  });
});
