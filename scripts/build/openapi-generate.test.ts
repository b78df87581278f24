import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { treeDigest } from './keep-mtimes.mjs';
import { GENERATE_INPUTS, generationCurrent } from './openapi';

const root = mkdtempSync(path.join(tmpdir(), 'openapi-generate-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('openapi generate, skipped when nothing changed', () => {
  const repository = path.join(__dirname, '..', '..');
  for (const input of [...GENERATE_INPUTS, 'docs/api']) {
    mkdirSync(path.dirname(path.join(root, input)), { recursive: true });
    cpSync(path.join(repository, input), path.join(root, input), { recursive: true });
  }
  // A generated page of its own: a fresh clone has none until the first generation.
  mkdirSync(path.join(root, 'docs/api/ping'), { recursive: true });
  writeFileSync(path.join(root, 'docs/api/ping/ping.api.mdx'), '# Ping\n');
  const stamp = () => ({ inputs: treeDigest(root, GENERATE_INPUTS), pages: treeDigest(root, ['docs/api']) });

  it('runs with no stamp, and is current right after a run', () => {
    expect(generationCurrent(undefined, root)).toBe(false);
    expect(generationCurrent(stamp(), root)).toBe(true);
  });

  it.each(GENERATE_INPUTS.filter((input) => input !== 'openapi').concat('openapi/ping.yaml'))(
    'runs again when %s changes',
    (input) => {
      const before = stamp();
      writeFileSync(path.join(root, input), '\n', { flag: 'a' });
      expect(generationCurrent(before, root)).toBe(false);
    },
  );

  it('runs again when a generated page was edited or deleted', () => {
    let before = stamp();
    writeFileSync(path.join(root, 'docs/api/ping/ping.api.mdx'), '\n', { flag: 'a' });
    expect(generationCurrent(before, root)).toBe(false);
    before = stamp();
    rmSync(path.join(root, 'docs/api/ping'), { recursive: true });
    expect(generationCurrent(before, root)).toBe(false);
  });
});
