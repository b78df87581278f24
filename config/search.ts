import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';

/** Offline full-text search over docs and blog, built at build time. */
export const localSearch = {
  hashed: true,
  language: ['en'],
  indexDocs: true,
  indexBlog: true,
  indexPages: false,
  docsRouteBasePath: 'docs',
  blogRouteBasePath: 'blog',
  highlightSearchTermsOnTargetPage: false,
  searchResultLimits: 8,
  explicitSearchResultPath: true,
} satisfies Partial<PluginOptions>;
