import { readFileSync } from 'node:fs';

/**
 * The routes manifest: every page route the site serves today. It grows with
 * each issue until it equals reference/routes.txt; browser tests
 * visit every entry, and page data tests check internal links against it.
 */

/** SPEC §2 "Marketing routes (exact)". */
export const marketingRoutes = [
  '/',
  '/agents',
  '/ai-workshops',
  '/ai-workshops/scheduled',
  '/apps',
  '/browser-sidekick',
  '/chat',
  '/creators',
  '/developers',
  '/getting-started',
  '/jlinc-partnership',
  '/learn',
  '/privacy-policy',
  '/sidekick-studio',
  '/terms-of-service',
  '/webinar-enterprise-ai',
  '/webinar-thank-you',
] as const;

export const blogTags = [
  'ai-ethics',
  'alpha',
  'decentralization',
  'development',
  'local-first',
  'manifesto',
  'philosophy',
  'platform',
  'release',
  'vision',
] as const;

export const blogRoutes = [
  '/blog',
  '/blog/archive',
  '/blog/authors',
  '/blog/authors/answer-team',
  '/blog/tags',
  ...blogTags.map((tag) => `/blog/tags/${tag}`),
  '/blog/what-is-the-answer-ai',
  '/blog/what-we-are-building',
] as const;

/**
 * Every docs route of the reference route list (guides, Studio reference and
 * API reference), kept in docs-routes.txt, one route a line.
 */
export const docsRoutes: readonly string[] = readFileSync(new URL('./docs-routes.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/docs'));

/** The node categories the Studio shows that the reference list had no page for (issue 32). */
const ADDED_NODE_CATEGORIES = [
  'analytic',
  'engines',
  'graphs',
  'llms',
  'oauth',
  'record-managers',
  'response-synthesizers',
  'speech-to-text',
].map((folder) => `/docs/sidekick-studio/chatflows/${folder}/`);

/**
 * Issue 32, every node the Studio shows has its page: the node pages of src/data/nodes/pages.json and the new
 * category pages that the reference route list lacks.
 */
function nodeReferenceRoutes(): Record<string, string> {
  const reference = new Set(
    readFileSync(new URL('./reference/routes.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.replace(/\s+#.*$/, '').trim()),
  );
  const { pages } = JSON.parse(readFileSync(new URL('../src/data/nodes/pages.json', import.meta.url), 'utf8')) as {
    pages: { route: string; title: string }[];
  };
  return {
    ...Object.fromEntries(
      pages
        .filter((page) => !reference.has(page.route))
        .map((page) => [page.route, `Issue 32: the reference page of the Studio's ${page.title} node.`]),
    ),
    ...Object.fromEntries(
      ADDED_NODE_CATEGORIES.filter((route) => docsRoutes.includes(route)).map((route) => [
        route,
        'Issue 32: the overview of a node category the Studio shows.',
      ]),
    ),
  };
}

/**
 * Docs pages added after the reference route list was taken, each for a
 * reason (they are listed in docs-routes.txt too). The manifest test accepts
 * these, and only these, outside the reference list.
 */
export const addedDocsRoutes: Readonly<Record<string, string>> = {
  ...nodeReferenceRoutes(),
  '/docs/developers/streaming': 'Issue 15: how to consume a streamed prediction answer.',
  '/docs/sidekick-studio/agentflowsv2/node-reference':
    'Issue 15: the Agentflows V2 reference of every node type, its parameters rendered from data extracted from the platform.',
  '/docs/sidekick-studio/credentials/reference':
    'Issue 15: the catalogue of credential types, rendered from data extracted from the platform source.',
};

export const pageRoutes: readonly string[] = [...marketingRoutes, ...blogRoutes, ...docsRoutes];

/**
 * The marketing console (issue 17, src/pages/admin): pages of the build that
 * are not pages of the site. They hold no data (it comes from /api/admin
 * after sign-in), answer 404 while ADMIN_EMAILS is unset, say noindex, and are
 * kept out of the sitemap, llms.txt and the search index - so they are not in
 * pageRoutes, which the browser tests walk through the sitemap.
 */
export const consoleRoutes: Readonly<Record<string, string>> = {
  '/admin/': 'Issue 17: the console overview (charts of registrations, leads, newsletter and email).',
  '/admin/registrations': 'Issue 17: webinar registrations, filtered, sorted and exported on the server.',
  '/admin/subscribers': 'Issue 17: newsletter subscribers with their confirmation state.',
  '/admin/feedback': 'Issue 17: docs pages ranked by "no" votes, with comments.',
  '/admin/questions':
    'Issue 27: what readers asked "Ask the docs": per day, the unanswered grouped by terms, the pages cited, every question.',
  '/admin/outbox': 'Issue 17: failed emails and MailerLite syncs, with a retry.',
  '/admin/speed': "Issue 17: the Core Web Vitals visitors' browsers report, p75 per page kind per day.",
};

/** Sitemap patterns (Docusaurus `ignorePatterns`) covering every console route. */
export const CONSOLE_ROUTE_PATTERNS = ['/admin', '/admin/**'];

/**
 * Pages of the site that search engines should not list: they say
 * `noindex, follow` (src/components/NoIndex) and are kept out of the sitemap
 * and llms.txt. The browser tests walk the sitemap and these pages too.
 */
export const unlistedRoutes: Readonly<Record<string, string>> = {
  '/search': 'Search results of the local search: a page of results is no page to land on from a search engine.',
  '/webinar-thank-you': 'Issue 29: the confirmation after a webinar registration, useful only to whoever registered.',
  '/ai-workshops/scheduled': 'Issue 29: the confirmation after booking a workshop call, useful only to whoever booked.',
};

/** True for a page of the site that search engines should not list. */
export const isUnlistedRoute = (route: string): boolean => Object.hasOwn(unlistedRoutes, route);

/** True for /admin and every path below it. */
export const isConsoleRoute = (route: string): boolean => route === '/admin' || route.startsWith('/admin/');
