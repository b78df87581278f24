import { describe, expect, it } from 'vitest';
import { fingerprint, type Evidence } from '../evidence/evidence';
import type { FileChange } from './changes';
import { claimDrift } from './claimDrift';

const COMMIT = '5da4286c0e69ac4c33a97c4daf1321051225c286';
const before = 'const a = 1\nconst b = 2\nconst c = 3\n';
const claim = (text: string, file: string, lines: string, source = before) => {
  const [from, to = from] = lines.split('-').map(Number) as [number, number?];
  return { text, platform: [{ file, lines, fingerprint: fingerprint(source, [from, to]) }] };
};

describe('claimDrift', () => {
  const evidence: Evidence = {
    commit: COMMIT,
    claims: [
      claim('A is one.', 'a.ts', '1'),
      claim('B is two.', 'a.ts', '2'),
      claim('C is three.', 'a.ts', '3'),
      claim('Gone is gone.', 'gone.ts', '1'),
      claim('Moved is kept.', 'old.ts', '1-2'),
      claim('Untouched.', 'same.ts', '2'),
      { text: 'Vendor only.', vendor: ['https://example.org'] },
    ],
  };
  const changes = new Map<string, FileChange>([
    ['a.ts', { path: 'a.ts', status: 'modified', added: 2, removed: 1 }],
    ['gone.ts', { path: 'gone.ts', status: 'deleted' }],
    ['old.ts', { path: 'old.ts', status: 'renamed', newPath: 'new.ts' }],
  ]);
  const after: Record<string, string> = {
    // A line added on top (A and C move down), and B's value changed.
    'a.ts': '// header\nconst a = 1\nconst b = 20\nconst c = 3\n',
    'new.ts': before,
  };
  const { stale, counts } = claimDrift(evidence, changes, (file) => after[file]);

  it('names the claims whose lines changed or whose file is gone', () => {
    expect(stale).toEqual([
      { text: 'B is two.', change: 'changed', evidence: [{ file: 'a.ts', lines: '2', change: 'changed' }] },
      { text: 'Gone is gone.', change: 'deleted', evidence: [{ file: 'gone.ts', lines: '1', change: 'deleted' }] },
    ]);
  });

  it('counts lines that only moved, in their file or with it, as nothing to re-read', () => {
    expect(counts).toEqual({ claims: 6, shifted: 3, stale: 2 });
  });

  it('says a claim is stale when its file was renamed and the lines are not in it', () => {
    const { stale: renamed } = claimDrift(evidence, changes, (file) => (file === 'new.ts' ? 'other\n' : after[file]));
    expect(renamed.find((item) => item.text === 'Moved is kept.')).toEqual({
      text: 'Moved is kept.',
      change: 'renamed',
      evidence: [{ file: 'old.ts', lines: '1-2', change: 'renamed', newFile: 'new.ts' }],
    });
  });
});
