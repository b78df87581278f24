// Regenerating a folder from scratch (delete, then write everything again)
// gives every file and folder a new modification time even when nothing in it
// changed, and scripts/build/state.mjs then calls the build stale. Take a
// snapshot before, and afterwards give the old times back to what is the same.
// treeDigest tells a generator whether its inputs and output are as it left them.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @typedef {{ atime: Date, mtime: Date }} Times
 * @typedef {Map<string, { times: Times, bytes?: Buffer, entries?: string[] }>} TreeSnapshot
 */

/** Every file's bytes and every path's times under root (an empty map when root is missing). */
export function snapshotTree(root) {
  /** @type {TreeSnapshot} */
  const snapshot = new Map();
  const visit = (path) => {
    const stat = statSync(path);
    const times = { atime: stat.atime, mtime: stat.mtime };
    if (!stat.isDirectory()) {
      snapshot.set(path, { times, bytes: readFileSync(path) });
      return;
    }
    const entries = readdirSync(path).sort();
    snapshot.set(path, { times, entries });
    for (const entry of entries) visit(join(path, entry));
  };
  if (existsSync(root)) visit(root);
  return snapshot;
}

/**
 * Gives each file whose bytes are as in the snapshot, and each folder that
 * holds the same names, its times from the snapshot. Returns how many paths
 * under root are new or changed.
 */
export function restoreUnchanged(root, snapshot) {
  let changed = 0;
  const visit = (path) => {
    const before = snapshot.get(path);
    const stat = statSync(path);
    let same;
    if (stat.isDirectory()) {
      const entries = readdirSync(path).sort();
      for (const entry of entries) visit(join(path, entry));
      same = before?.entries !== undefined && before.entries.join('\n') === entries.join('\n');
    } else {
      same = before?.bytes !== undefined && before.bytes.equals(readFileSync(path));
    }
    if (same && before) utimesSync(path, before.times.atime, before.times.mtime);
    else changed += 1;
  };
  if (existsSync(root)) visit(root);
  return changed;
}

/**
 * A SHA-256 of every file's path and bytes under each of `paths` (files or
 * folders, relative to root; a missing one counts as missing), in a fixed order.
 */
export function treeDigest(root, paths) {
  const hash = createHash('sha256');
  const visit = (relative) => {
    const full = join(root, relative);
    if (!existsSync(full)) {
      hash.update(`missing ${relative}\0`);
      return;
    }
    if (statSync(full).isDirectory()) {
      for (const entry of readdirSync(full).sort()) visit(join(relative, entry));
      return;
    }
    const bytes = readFileSync(full);
    hash.update(`file ${relative} ${bytes.length}\0`).update(bytes);
  };
  for (const relative of paths) visit(relative);
  return hash.digest('hex');
}
