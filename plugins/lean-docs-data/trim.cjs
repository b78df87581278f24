// @ts-check
/**
 * The version data of the docs plugin (the props of its version route) holds
 * the id, title and description of every doc, so that a doc card can show a
 * linked page's description. Every docs page loads that data, and nearly all
 * of it went unused: its one reader is useDocById(), which only DocCard calls
 * (trim.test.ts fails when another reader appears), and on this site only the
 * generated category pages show doc cards, for the direct children of their
 * category.
 *
 * trimVersionData() keeps the entries of those children and drops the rest:
 * with 456 docs pages, 9.4 KiB of the gzipped script every docs page loads
 * (the descriptions alone, dropped first, had been 44 KB of 100 KB parsed).
 */

/**
 * @typedef {{ type: string, href?: string, docId?: string, items?: SidebarItem[] }} SidebarItem
 * @typedef {{ id: string, title: string, description?: string, sidebar?: string }} DocProp
 * @typedef {{ version?: { docsSidebars?: Record<string, SidebarItem[]>, docs?: Record<string, DocProp> } }} VersionRouteProps
 */

/**
 * Ids of the docs linked directly from a category whose page is one of `cardPages`.
 * @param {SidebarItem[]} items
 * @param {Set<string>} cardPages
 * @param {Set<string>} ids
 */
function collectCardDocs(items, cardPages, ids) {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href && cardPages.has(item.href)) {
      for (const child of item.items ?? []) if (child.type === 'link' && child.docId) ids.add(child.docId);
    }
    collectCardDocs(item.items ?? [], cardPages, ids);
  }
}

/**
 * @param {VersionRouteProps} props the parsed JSON of a docs route's props
 * @param {string[]} cardPagePermalinks permalinks of the generated category pages
 * @returns {VersionRouteProps} the same props, with the docs no card shows removed
 */
function trimVersionData(props, cardPagePermalinks) {
  const version = props.version;
  if (!version?.docs || !version.docsSidebars) return props;
  const keep = new Set();
  const cardPages = new Set(cardPagePermalinks);
  for (const items of Object.values(version.docsSidebars)) collectCardDocs(items, cardPages, keep);
  /** @type {Record<string, DocProp>} */
  const docs = {};
  for (const [id, doc] of Object.entries(version.docs)) if (keep.has(id)) docs[id] = doc;
  return { ...props, version: { ...version, docs } };
}

module.exports = { trimVersionData };
