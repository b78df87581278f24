// Post-build step: gives the blog's RSS and Atom feeds the link to themselves (`rel="self"`) that feed readers and
// validators look for: Atom requires a feed to name its own address (RFC 4287 §4.2.7.2 recommends it, the W3C feed
// validator warns without it), and RSS 2.0 carries it as atom:link. Docusaurus's blog plugin builds its feeds with
// the `feed` package but passes it no `feedLinks`, and no plugin option reaches them; a plugin's postBuild cannot do
// it either, since every plugin's postBuild runs at once and the blog's writes the feeds. So build.mjs runs this
// after Docusaurus. Each feed's own address is its channel link plus the file name. Leans on the markup the `feed`
// package writes: when a feed lacks the element it anchors on, the build fails and names it.
// Usage: node scripts/build/feed-self-links.mjs [dir]   (dir defaults to build)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ATOM_NS = 'http://www.w3.org/2005/Atom';

/** The blog's feeds under the build directory, as the blog plugin (routeBasePath `blog`) writes them. */
/** @type {{ file: string; kind: 'rss' | 'atom' }[]} */
export const FEEDS = [
  { file: 'blog/rss.xml', kind: 'rss' },
  { file: 'blog/atom.xml', kind: 'atom' },
];

/** @param {string} value */
const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The feed with its `rel="self"` link; unchanged when it has one already.
 * @param {string} xml The feed as the blog plugin wrote it.
 * @param {'rss' | 'atom'} kind
 * @param {string} fileName The feed's own file name, e.g. `rss.xml`.
 * @returns {string}
 */
export function withSelfLink(xml, kind, fileName) {
  if (/<(atom:)?link\b[^>]*\brel="self"/.test(xml)) return xml;
  if (kind === 'rss') {
    // The channel's own elements come before its first item; an item has a <link> too.
    const start = xml.indexOf('<channel>');
    const itemAt = xml.indexOf('<item>', start);
    const head = xml.slice(start, itemAt === -1 ? xml.indexOf('</channel>') : itemAt);
    const link = /<link>([^<]+)<\/link>/.exec(head);
    if (start === -1 || !link || !/<rss\b/.test(xml))
      throw new Error(`${fileName}: no <rss> channel with a <link> found`);
    const self = `${link[1].trim().replace(/\/$/, '')}/${fileName}`;
    const at = start + link.index + link[0].length;
    const withLink = `${xml.slice(0, at)}<atom:link href="${escapeAttribute(self)}" rel="self" type="application/rss+xml"/>${xml.slice(at)}`;
    return withLink.includes(`xmlns:atom="${ATOM_NS}"`)
      ? withLink
      : withLink.replace(/<rss\b/, `<rss xmlns:atom="${ATOM_NS}"`);
  }
  const alternate = /<link rel="alternate" href="([^"]+)"\/>/.exec(xml);
  if (!alternate) throw new Error(`${fileName}: no feed-level <link rel="alternate"> found`);
  const self = `${alternate[1].replace(/\/$/, '')}/${fileName}`;
  return xml.replace(
    alternate[0],
    `${alternate[0]}<link rel="self" type="application/atom+xml" href="${escapeAttribute(self)}"/>`,
  );
}

/** @param {string} buildDir */
export function addFeedSelfLinks(buildDir) {
  for (const { file, kind } of FEEDS) {
    const full = path.join(buildDir, file);
    writeFileSync(full, withSelfLink(readFileSync(full, 'utf8'), kind, path.basename(file)));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  addFeedSelfLinks(process.argv[2] ?? 'build');
}
