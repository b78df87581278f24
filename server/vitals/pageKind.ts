import type { PageKind } from '../db/vitals';

/** The "good" limits of Core Web Vitals at the 75th percentile (web.dev): milliseconds, CLS unitless. */
export const VITALS_THRESHOLDS = { lcp: 2500, inp: 200, cls: 0.1, ttfb: 800 } as const;

/** Node reference pages: /docs/sidekick-studio/<chatflows|agentflows…>/<category>/<node>. */
const NODE_PAGE = /^\/docs\/sidekick-studio\/(?:chatflows|agentflows|agentflowsv2)\/[^/]+\/[^/]+\/?$/;

/**
 * The kind of page a path is, decided here from the path alone: a kind the
 * browser sends is never trusted. Undefined for paths that are not public
 * pages (the API, the console, files).
 */
export function pageKindOf(path: string): PageKind | undefined {
  if (!/^\/[\w\-./~%]*$/.test(path) || path.includes('..') || path.length > 300) return undefined;
  if (/^\/(?:api|admin)(?:\/|$)/.test(path)) return undefined;
  // Files (/img/x.png, /sitemap.xml) are not pages; /docs/v1.2/ style folders would be, but the site has none.
  if (/\.[a-z0-9]{1,5}$/i.test(path) && !path.endsWith('.html')) return undefined;
  if (path === '/' || path === '/index.html') return 'home';
  if (/^\/webinar/.test(path)) return 'webinar';
  if (/^\/blog(?:\/|$)/.test(path)) return 'blog';
  if (/^\/docs\/api(?:\/|$)/.test(path)) return 'api';
  if (NODE_PAGE.test(path)) return 'node';
  if (/^\/docs(?:\/|$)/.test(path)) return 'guide';
  return 'marketing';
}
