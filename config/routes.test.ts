import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from './routes';

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

  it('only lists routes of the reference route list', () => {
    expect(pageRoutes.filter((route) => !reference.has(route))).toEqual([]);
  });
});
