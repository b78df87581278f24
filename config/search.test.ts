import { describe, expect, it } from 'vitest';
import { localSearch } from './search';

describe('the local search index', () => {
  it('indexes the docs and the blog only, never src/pages (the marketing pages and the console under /admin)', () => {
    expect(localSearch.indexDocs).toBe(true);
    expect(localSearch.indexBlog).toBe(true);
    expect(localSearch.indexPages).toBe(false);
  });
});
