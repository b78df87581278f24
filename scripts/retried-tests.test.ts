import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RetriedTest } from './retried-tests';

const dir = mkdtempSync(path.join(tmpdir(), 'retried-tests-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SUITE = `import { expect, it } from 'vitest';
let attempts = 0;
it('passes on its second attempt', () => {
  attempts += 1;
  expect(attempts).toBe(2);
});
it('passes at once', () => expect(1).toBe(1));
it('fails every time', () => expect(1).toBe(2));
`;

describe('the retried-tests reporter (npm test fails on a test a retry rescued)', () => {
  it('lists the test that passed only on its retry, and neither the steady nor the failing one', () => {
    writeFileSync(path.join(dir, 'suite.test.ts'), SUITE);
    writeFileSync(path.join(dir, 'vitest.config.mjs'), 'export default {};\n');
    const output = path.join(dir, 'retried.json');
    const run = spawnSync(
      path.resolve('node_modules/.bin/vitest'),
      [
        'run',
        '--root',
        dir,
        '--config',
        path.join(dir, 'vitest.config.mjs'),
        '--retry=1',
        `--reporter=${path.resolve('scripts/retried-tests.ts')}`,
      ],
      { cwd: dir, env: { ...process.env, RETRIED_TESTS_FILE: output }, encoding: 'utf8' },
    );
    expect(run.status).toBe(1); // the test that always fails
    const retried = JSON.parse(readFileSync(output, 'utf8')) as RetriedTest[];
    expect(retried).toEqual([
      { file: 'suite.test.ts', name: 'passes on its second attempt', retries: 1, errors: [expect.any(String)] },
    ]);
    // The first attempt's failure travels with it, so the log says what to fix.
    expect(retried[0]?.errors[0]).toMatch(/expected 1 to be 2/);
  });
});
