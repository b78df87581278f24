// @ts-check
/**
 * The version data of the docs plugin (the props of its version route) holds
 * the title and description of every doc, so that a doc card can show a
 * linked page's description. Every docs page loads that data, and nearly all
 * of it went unused: on this site only the generated category pages show doc
 * cards, for the direct children of their category.
 *
 * trimVersionData() keeps the descriptions of those children and drops the
 * rest, about 44 KB of the 100 KB a docs page parsed before its first render.
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
 * @returns {VersionRouteProps} the same props, with the descriptions no card shows removed
 */
function trimVersionData(props, cardPagePermalinks) {
  const version = props.version;
  if (!version?.docs || !version.docsSidebars) return props;
  const keep = new Set();
  const cardPages = new Set(cardPagePermalinks);
  for (const items of Object.values(version.docsSidebars)) collectCardDocs(items, cardPages, keep);
  /** @type {Record<string, DocProp>} */
  const docs = {};
  for (const [id, doc] of Object.entries(version.docs)) {
    docs[id] = keep.has(id) ? doc : { ...doc, description: undefined };
  }
  return { ...props, version: { ...version, docs } };
}

module.exports = { trimVersionData };
