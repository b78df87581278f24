import { describe, expect, it } from 'vitest';
import { citableFiles, releaseName } from './source-files';

describe('the files pages may cite', () => {
  it('leave out pictures, archives, lockfiles and built folders', () => {
    expect(
      citableFiles(['a/b.ts', 'a/logo.png', 'pnpm-lock.yaml', 'x/node_modules/y.js', 'x/dist/y.js', 'README.md']),
    ).toEqual(['a/b.ts', 'README.md']);
  });
});

describe('the release a commit is', () => {
  it('is the name of a release commit, else the commit’s date', () => {
    expect(releaseName('Release: Staging to Production - 2025.10.31 (#649)', '2025-10-31')).toBe('2025.10.31');
    expect(releaseName('Release: Critical Billing Fix - 2025.10.24 (#641)', '2025-10-24')).toBe('2025.10.24');
    expect(releaseName('feat(ANS-65): chat UI parity', '2025-11-02')).toBe('2025-11-02');
  });
});
