import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  addedDocsRoutes,
  consoleRoutes,
  docsRoutes,
  isConsoleRoute,
  isUnlistedRoute,
  pageRoutes,
  unlistedRoutes,
} from './routes';

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

describe('the console routes', () => {
  it('are pages of src/pages/admin, each with a reason, none in the reference list or the manifest', () => {
    const pages = readdirSync(new URL('../src/pages/admin', import.meta.url))
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => (file === 'index.tsx' ? '/admin/' : `/admin/${file.replace(/\.tsx$/, '')}`))
      .sort();
    expect(Object.keys(consoleRoutes).sort()).toEqual(pages);
    for (const [route, reason] of Object.entries(consoleRoutes)) {
      expect(isConsoleRoute(route), route).toBe(true);
      expect(reference.has(route), route).toBe(false);
      expect(pageRoutes, route).not.toContain(route);
      expect(reason.trim(), route).not.toBe('');
    }
  });

  it('are told apart from the site pages by their first segment only', () => {
    expect(isConsoleRoute('/admin')).toBe(true);
    expect(pageRoutes.filter(isConsoleRoute)).toEqual([]);
    expect(['/administration', '/docs/admin', '/blog/admin'].filter(isConsoleRoute)).toEqual([]);
  });
});

describe('the noindex routes', () => {
  it('are pages the site builds (a route of the manifest, or the local search page), each with a reason', () => {
    for (const [route, reason] of Object.entries(unlistedRoutes)) {
      expect(route === '/search' || pageRoutes.includes(route), route).toBe(true);
      expect(isUnlistedRoute(route), route).toBe(true);
      expect(isConsoleRoute(route), route).toBe(false);
      expect(reason.trim(), route).not.toBe('');
    }
    expect(['/webinar-enterprise-ai', '/ai-workshops', '/search/'].filter(isUnlistedRoute)).toEqual([]);
  });
});

// In the workspace the list was copied from, the copy must still match its original.
const original = new URL('../../shared/reference/routes.txt', import.meta.url);
describe.runIf(existsSync(original))('the reference route list', () => {
  it('is the same as the shared original it was copied from', () => {
    expect(referenceText).toBe(readFileSync(original, 'utf8'));
  });
});
