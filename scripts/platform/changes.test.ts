import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { changedFiles, parseNumstat } from './changes';
import { createTestRepo } from './testRepo';

describe('parseNumstat', () => {
  it('reads counts, binary files and renames from -z output', () => {
    const output = ['3\t1\ta.ts', '-\t-\tlogo.png', '2\t0\t', 'old/b.ts', 'new/b.ts', ''].join('\0');
    expect(parseNumstat(output)).toEqual([
      { path: 'a.ts', status: 'modified', added: 3, removed: 1 },
      { path: 'logo.png', status: 'modified' },
      { path: 'old/b.ts', status: 'renamed', newPath: 'new/b.ts', added: 2, removed: 0 },
    ]);
  });
});

describe('changedFiles', () => {
  const repo = createTestRepo();
  afterAll(() => repo.remove());
  const big = 'a large file the clone left out\n'.repeat(20);
  const first = repo.commit({ 'keep.ts': 'a\nb\n', 'gone.ts': 'x\n', 'big.txt': big, 'same.ts': 'same\n' });
  const second = repo.commit({ 'keep.ts': 'a\nc\nd\n', 'gone.ts': null, 'big.txt': null, 'new.ts': 'n\n' });
  // A partial clone lacks some blobs: take the big file's contents out of the repository.
  const blob = repo.git('rev-parse', `${first}:big.txt`).trim();
  rmSync(path.join(repo.dir, '.git', 'objects', blob.slice(0, 2), blob.slice(2)));

  it('lists added, modified and deleted files with their lines, and files it cannot read apart', () => {
    expect(changedFiles(repo.dir, first, second)).toEqual([
      { path: 'big.txt', status: 'deleted', unreadable: true },
      { path: 'gone.ts', status: 'deleted', added: 0, removed: 1 },
      { path: 'keep.ts', status: 'modified', added: 2, removed: 1 },
      { path: 'new.ts', status: 'added', added: 1, removed: 0 },
    ]);
  });

  it('is empty between a commit and itself', () => {
    expect(changedFiles(repo.dir, second, second)).toEqual([]);
  });
});
