import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addedDocsRoutes, docsRoutes, pageRoutes } from './routes';

const reference = new Set(
  readFileSync(new URL('../../shared/reference/routes.txt', import.meta.url), 'utf8')
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
