import { afterAll, describe, expect, it } from 'vitest';
import { openCheckout, resolveCommit, UnknownCommitError } from './checkout';
import { createTestRepo } from './testRepo';

const repo = createTestRepo();
const first = repo.commit(
  {
    'packages/server/src/index.ts': 'export const port = 3000\n',
    'packages/server/src/utils.ts': "export const name = 'first'\n",
    'README.md': 'Hello\n',
    'images/logo.png': '\u0089PNG',
  },
  'first',
);
const second = repo.commit(
  { 'packages/server/src/index.ts': 'export const port = 4000\n', 'README.md': null },
  'second',
);
repo.git('tag', 'v1', first);
const bare = `${repo.dir}/bare.git`;
repo.git('clone', '--quiet', '--bare', repo.dir, bare);
afterAll(() => repo.remove());

describe('openCheckout', () => {
  it('reads HEAD by default, from the commit and not the work tree', () => {
    const checkout = openCheckout(repo.dir);
    expect(checkout.commit).toBe(second);
    expect(checkout.files).toEqual(['images/logo.png', 'packages/server/src/index.ts', 'packages/server/src/utils.ts']);
    expect(checkout.read('packages/server/src/index.ts')).toBe('export const port = 4000\n');
    expect(checkout.read('README.md')).toBeUndefined();
  });

  it('reads any commit the repository has, by hash, short hash, tag or branch', () => {
    for (const name of [first, first.slice(0, 7), 'v1', 'main~1']) {
      const checkout = openCheckout(repo.dir, name);
      expect(checkout.commit).toBe(first);
      expect(checkout.read('README.md')).toBe('Hello\n');
      expect(checkout.read('packages/server/src/utils.ts')).toBe("export const name = 'first'\n");
    }
  });

  it('reads a bare git directory, and files outside the text batches one by one', () => {
    const checkout = openCheckout(bare, first);
    expect(checkout.read('packages/server/src/index.ts')).toBe('export const port = 3000\n');
    expect(checkout.read('images/logo.png')).toBe('\u0089PNG');
  });

  it('refuses an unknown commit and a folder that is not a repository with a clear message', () => {
    expect(() => resolveCommit(repo.dir, 'no-such-branch')).toThrow(UnknownCommitError);
    expect(() => resolveCommit(repo.dir, 'no-such-branch')).toThrow(/no-such-branch is not a commit of/);
    expect(() => resolveCommit(repo.dir, '--all')).toThrow(/is not a commit name/);
    expect(() => openCheckout(`${repo.dir}/packages`, 'HEAD')).not.toThrow();
    expect(() => openCheckout('/', 'HEAD')).toThrow(/is not a git repository/);
  });
});
