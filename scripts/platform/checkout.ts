// A platform checkout, as the extractors see it: its commit, its tracked files
// and a reader for them. Everything is read from a commit (`git cat-file`),
// not from the work tree, so local edits in the checkout never leak into the
// data. The checkout may be a work tree or a bare git directory, read at HEAD
// or at any commit it has.
//
// Files are read in batches: the first read under a folder (`packages/server`,
// the first two segments of the path) loads every text file of that folder in
// one `git cat-file --batch`, instead of starting git once per file (the
// environment extractor reads about 1,300 files).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export interface Checkout {
  /** Absolute path of the checkout. */
  dir: string;
  /** Full commit id the data is read from (HEAD of the checkout, or the commit asked for). */
  commit: string;
  /** Every file tracked at `commit`, repository-relative, sorted. */
  files: readonly string[];
  /** The text of a tracked file at `commit`, or undefined when there is none. */
  read(file: string): string | undefined;
}

/** A revision the repository does not have, or a directory that is not a repository. */
export class UnknownCommitError extends Error {}

const MAX_BUFFER = 512 * 1024 * 1024;
/** Files loaded in a folder's batch: text, and small enough that a folder stays a few megabytes. */
const BATCH_SKIPPED = /\.(png|jpe?g|gif|webp|ico|icns|woff2?|ttf|eot|otf|mp3|mp4|webm|mov|pdf|zip|gz|tgz|jar|wasm)$/i;
const BATCH_MAX_SIZE = 2 * 1024 * 1024;

/** Runs git in `dir`; its error output goes into the thrown error's message, not to the terminal. */
export const git = (dir: string, args: string[], input?: string): string =>
  execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', maxBuffer: MAX_BUFFER, input, stdio: 'pipe' });

const gitBytes = (dir: string, args: string[], input: string): Buffer =>
  execFileSync('git', ['-C', dir, ...args], { maxBuffer: MAX_BUFFER, input, stdio: 'pipe' });

/** The full id of a commit of the repository at `dir`: a hash, a short hash, a branch or a tag. */
export function resolveCommit(dir: string, revision: string): string {
  try {
    git(dir, ['rev-parse', '--git-dir']);
  } catch {
    throw new UnknownCommitError(`${dir} is not a git repository (a work tree or a git directory)`);
  }
  if (revision.startsWith('-') || revision.trim() === '') {
    throw new UnknownCommitError(`"${revision}" is not a commit name`);
  }
  try {
    return git(dir, ['rev-parse', '--verify', '--quiet', `${revision}^{commit}`]).trim();
  } catch {
    throw new UnknownCommitError(`${revision} is not a commit of ${dir} (fetch it, or check the name)`);
  }
}

interface TreeEntry {
  type: string;
  hash: string;
  size: number;
}

/** Every entry of a commit's tree, by path: `git ls-tree -r -l`. */
export function treeOf(dir: string, commit: string): Map<string, TreeEntry> {
  const entries = new Map<string, TreeEntry>();
  for (const line of git(dir, ['ls-tree', '-r', '-l', '-z', commit]).split('\0')) {
    const tab = line.indexOf('\t');
    if (tab < 0) continue;
    const [, type = '', hash = '', size = ''] = line.slice(0, tab).split(/\s+/);
    entries.set(line.slice(tab + 1), { type, hash, size: Number(size) || 0 });
  }
  return entries;
}

/**
 * The contents of blobs by hash, read in one `git cat-file --batch`. Blobs the
 * repository lacks (a partial clone leaves its largest files out) are absent
 * from the result.
 */
export function readBlobs(dir: string, hashes: readonly string[]): Map<string, string> {
  const unique = [...new Set(hashes)];
  const blobs = new Map<string, string>();
  if (unique.length === 0) return blobs;
  const output = gitBytes(dir, ['cat-file', '--batch'], `${unique.join('\n')}\n`);
  let offset = 0;
  while (offset < output.length) {
    const end = output.indexOf(10, offset);
    if (end < 0) break;
    const [hash = '', type, size] = output.subarray(offset, end).toString('utf8').split(' ');
    offset = end + 1;
    if (type === 'missing' || size === undefined) continue;
    const length = Number(size);
    if (type === 'blob') blobs.set(hash, output.subarray(offset, offset + length).toString('utf8'));
    offset += length + 1;
  }
  return blobs;
}

/** The objects among `hashes` the repository lacks (`git cat-file --batch-check`). */
export function missingObjects(dir: string, hashes: readonly string[]): Set<string> {
  const unique = [...new Set(hashes)];
  if (unique.length === 0) return new Set();
  const output = git(dir, ['cat-file', '--batch-check'], `${unique.join('\n')}\n`);
  return new Set(
    output
      .split('\n')
      .filter((line) => line.endsWith(' missing'))
      .map((line) => line.slice(0, -' missing'.length)),
  );
}

/** The folder a file is loaded with: its first two path segments (`packages/server`), or the root. */
const batchOf = (file: string): string => {
  const segments = file.split('/');
  return segments.length > 2 ? segments.slice(0, 2).join('/') : segments.length === 2 ? segments[0]! : '';
};

/** The checkout at `dir`, read at `revision` (HEAD by default). Throws UnknownCommitError for an unknown revision. */
export function openCheckout(dir: string, revision = 'HEAD'): Checkout {
  const absolute = path.resolve(dir);
  const commit = resolveCommit(absolute, revision);
  const tree = treeOf(absolute, commit);
  const files = [...tree.keys()].sort();
  const cache = new Map<string, string>();
  const loaded = new Set<string>();

  const loadBatch = (batch: string) => {
    loaded.add(batch);
    const members = files.filter((file) => {
      const entry = tree.get(file)!;
      return (
        batchOf(file) === batch && entry.type === 'blob' && entry.size <= BATCH_MAX_SIZE && !BATCH_SKIPPED.test(file)
      );
    });
    const blobs = readBlobs(
      absolute,
      members.map((file) => tree.get(file)!.hash),
    );
    for (const file of members) {
      const text = blobs.get(tree.get(file)!.hash);
      if (text !== undefined) cache.set(file, text);
    }
  };

  return {
    dir: absolute,
    commit,
    files,
    read(file) {
      const entry = tree.get(file);
      if (!entry || entry.type !== 'blob') return undefined;
      const batch = batchOf(file);
      if (!loaded.has(batch)) loadBatch(batch);
      let text = cache.get(file);
      if (text === undefined) {
        // A large or binary file, outside the batches: read on its own (git fails if the clone lacks it).
        text = git(absolute, ['cat-file', 'blob', entry.hash]);
        cache.set(file, text);
      }
      return text;
    },
  };
}

/** A checkout made of in-memory files, for the extractors' unit tests. */
export function memoryCheckout(files: Record<string, string>, commit = '0'.repeat(40)): Checkout {
  const names = Object.keys(files).sort();
  return { dir: '/memory', commit, files: names, read: (file) => files[file] };
}
