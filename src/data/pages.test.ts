import { describe, expect, it } from 'vitest';
import { marketingRoutes, pageRoutes } from '../../config/routes';
import { pages, type MarketingPageCopy } from './pages';

const all = Object.values(pages) as MarketingPageCopy[];
const known = new Set(pageRoutes);

describe('marketing page copy', () => {
  it('covers every marketing route except the Markdown legal pages, once each', () => {
    const paths = all.map((page) => page.path).sort();
    const tsxRoutes = marketingRoutes.filter((route) => route !== '/privacy-policy' && route !== '/terms-of-service');
    expect(paths).toEqual([...tsxRoutes].sort());
  });

  it.each(all.map((page) => [page.path, page] as const))('%s has no empty field', (_path, page) => {
    for (const value of [page.title, page.description, page.eyebrow, page.h1, page.lede]) {
      expect(value.trim()).not.toBe('');
    }
    expect(page.actions.length).toBeGreaterThan(0);
    expect(page.highlights.length).toBeGreaterThan(0);
    for (const item of page.highlights) {
      expect(item.title.trim()).not.toBe('');
      expect(item.text.trim()).not.toBe('');
    }
  });

  it.each(all.map((page) => [page.path, page] as const))(
    '%s links only to known routes or https addresses',
    (_path, page) => {
      for (const { label, to } of page.actions) {
        expect(label.trim()).not.toBe('');
        if (to.startsWith('/')) expect(known.has(to), `${to} is not a known route`).toBe(true);
        else expect(to).toMatch(/^https:\/\/[^/]+/);
      }
    },
  );
});
