/**
 * Which pages of the site the Ask index holds: every docs page and blog post of the sitemap but the whole-API
 * page, whose every section repeats a section of one of the API reference's group pages (citing both would cite
 * the same text twice, and the group page is the one to read).
 */
const SECTIONS = ['/docs/', '/blog/'];
const LEFT_OUT = new Set(['/docs/api/full-api-spec']);

/** Whether a canonical path is indexed. Listings (the blog's index, tags, authors) have no article and give none. */
export function indexedPath(pagePath: string): boolean {
  return SECTIONS.some((section) => pagePath.startsWith(section)) && !LEFT_OUT.has(pagePath.replace(/\/$/, ''));
}
