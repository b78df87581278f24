// Test support: a small real git repository in a temporary folder, built
// commit by commit, so the tests of the checkout and of the drift report run
// the same git plumbing as a real platform checkout.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface TestRepo {
  dir: string;
  /** Writes the files (null deletes one), commits them all and returns the commit's full id. */
  commit(files: Record<string, string | null>, message?: string): string;
  /** Runs git in the repository. */
  git(...args: string[]): string;
  remove(): void;
}

export function createTestRepo(): TestRepo {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'platform-repo-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', dir, ...args], {
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Test',
        GIT_AUTHOR_EMAIL: 'test@example.invalid',
        GIT_COMMITTER_NAME: 'Test',
        GIT_COMMITTER_EMAIL: 'test@example.invalid',
        GIT_CONFIG_NOSYSTEM: '1',
        HOME: dir,
      },
    });
  git('init', '--quiet', '--initial-branch=main');
  return {
    dir,
    git,
    commit(files, message = 'change') {
      for (const [file, text] of Object.entries(files)) {
        const target = path.join(dir, file);
        if (text === null) unlinkSync(target);
        else {
          mkdirSync(path.dirname(target), { recursive: true });
          writeFileSync(target, text);
        }
      }
      git('add', '--all');
      git('commit', '--quiet', '--allow-empty', '-m', message);
      return git('rev-parse', 'HEAD').trim();
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
