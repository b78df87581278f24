import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addedDocsRoutes, docsRoutes, pageRoutes } from './routes';

// The reference list lives in the repository (see reference/README.md), so a clone tests on its own.
const referenceFile = new URL('./reference/routes.txt', import.meta.url);
const referenceText = readFileSync(referenceFile, 'utf8');
const reference = new Set(
  referenceText
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line.startsWith('/')),
);

describe('routes manifest', () => {
  it('has no duplicates', () => {
    expect(new Set(pageRoutes).size).toBe(pageRoutes.length);
  });

  it('only lists routes of the reference route list, and the docs pages added since with a reason', () => {
    expect(pageRoutes.filter((route) => !reference.has(route) && !(route in addedDocsRoutes))).toEqual([]);
  });

  it('lists each added docs page, which the reference list does not have', () => {
    for (const [route, reason] of Object.entries(addedDocsRoutes)) {
      expect(reference.has(route), route).toBe(false);
      expect(docsRoutes, route).toContain(route);
      expect(reason.trim(), route).not.toBe('');
    }
  });
});

// In the workspace the list was copied from, the copy must still match its original.
const original = new URL('../../shared/reference/routes.txt', import.meta.url);
describe.runIf(existsSync(original))('the reference route list', () => {
  it('is the same as the shared original it was copied from', () => {
    expect(referenceText).toBe(readFileSync(original, 'utf8'));
  });
});
