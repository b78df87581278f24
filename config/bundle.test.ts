import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as helpers from '../src/lib/tslibHelpers';

const require = createRequire(import.meta.url);

describe('the tslib stand-in for @docusaurus/utils-common (config/bundle.ts)', () => {
  it('leans on the package internals: every tslib helper its compiled code calls is one the stand-in has', () => {
    const lib = path.dirname(require.resolve('@docusaurus/utils-common'));
    const called = new Set<string>();
    for (const file of readdirSync(lib).filter((name) => name.endsWith('.js'))) {
      const source = readFileSync(path.join(lib, file), 'utf8');
      for (const match of source.matchAll(/tslib_1\.(\w+)/g)) called.add(match[1] ?? '');
    }
    expect(called.size, 'no tslib call found: has the package stopped using tslib_1?').toBeGreaterThan(0);
    expect([...called].sort()).toEqual(Object.keys(helpers).sort());
  });

  it("behaves as tslib's own __importDefault", () => {
    const tslib = require('tslib') as typeof helpers;
    const esModule = { __esModule: true, default: 1 };
    const values: unknown[] = [esModule, { a: 1 }, () => 1, null, undefined, 0, 'text'];
    for (const value of values) expect(helpers.__importDefault(value)).toEqual(tslib.__importDefault(value));
    expect(helpers.__importDefault(esModule)).toBe(esModule);
  });
});
