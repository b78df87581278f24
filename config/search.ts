import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';
import { blogSettings, docsSettings } from './site';

/** Offline full-text search over docs and blog, built at build time. */
export const localSearch = {
  hashed: true,
  language: ['en'],
  indexDocs: true,
  indexBlog: true,
  indexPages: false,
  docsRouteBasePath: docsSettings.routeBasePath,
  blogRouteBasePath: blogSettings.routeBasePath,
  highlightSearchTermsOnTargetPage: false,
  searchResultLimits: 8,
  explicitSearchResultPath: true,
} satisfies Partial<PluginOptions>;
