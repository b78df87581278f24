// A platform checkout, as the extractors see it: its commit, its tracked files
// and a reader for them. Everything is read from the commit (`git show`), not
// from the work tree, so local edits in the checkout never leak into the data.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export interface Checkout {
  /** Absolute path of the checkout. */
  dir: string;
  /** Full commit id the data is read from (HEAD of the checkout). */
  commit: string;
  /** Every file tracked at `commit`, repository-relative, sorted. */
  files: readonly string[];
  /** The text of a tracked file at `commit`, or undefined when there is none. */
  read(file: string): string | undefined;
}

const git = (dir: string, args: string[]): string =>
  execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });

export function openCheckout(dir: string): Checkout {
  const absolute = path.resolve(dir);
  const commit = git(absolute, ['rev-parse', 'HEAD']).trim();
  const files = git(absolute, ['ls-tree', '-r', '--name-only', '-z', commit]).split('\0').filter(Boolean).sort();
  const tracked = new Set(files);
  const cache = new Map<string, string>();
  return {
    dir: absolute,
    commit,
    files,
    read(file) {
      if (!tracked.has(file)) return undefined;
      let text = cache.get(file);
      if (text === undefined) {
        text = git(absolute, ['show', `${commit}:${file}`]);
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
