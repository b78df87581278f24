/**
 * The site-wide link gate: every internal link on every page of the built
 * sitemap, and of the noindex pages left out of it, resolves, and so does its
 * #fragment, and every link that opens a new window gives it no handle back to
 * the page (rel="noopener" or "noreferrer"; the public pages send no
 * Cross-Origin-Opener-Policy, see server/README.md). A link resolves when it
 * names a page walked here exactly (no redirect on the way) or a file the
 * server answers with 200; a fragment resolves when the target page's HTML has
 * an element with that id (or an <a name>). Links are read from the server's
 * HTML, which is what crawlers and readers without JavaScript get.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { site } from '../config/site';
import { readTags } from '../plugins/social-cards/html';
import { siteUrl } from './support/browser';
import { walkedPaths } from './support/sitemap';

const walked = walkedPaths();
const pages = new Set(walked);

interface PageLinks {
  /** Internal hrefs as written, resolved against the page. */
  links: URL[];
  /** Element ids and anchor names a fragment can point at. */
  targets: Set<string>;
  /** Links and forms that open a new window with a handle back to this page. */
  openers: string[];
}

/** The HTML without scripts, styles and templates, whose text may look like tags. */
function markupOnly(html: string): string {
  return html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, '');
}

function readPage(html: string, pageUrl: URL): PageLinks {
  const markup = markupOnly(html);
  const links: URL[] = [];
  const openers: string[] = [];
  for (const attributes of readTags(markup, ['a', 'area', 'form'])) {
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    if (
      attributes.get('target')?.toLowerCase() === '_blank' &&
      !rel.includes('noopener') &&
      !rel.includes('noreferrer')
    ) {
      openers.push(
        `${attributes.get('href') ?? attributes.get('action') ?? '(no href)'}: target="_blank" without rel="noopener"`,
      );
    }
  }
  for (const attributes of readTags(markup, ['a', 'area'])) {
    const href = attributes.get('href');
    if (href === undefined || href === '' || /^(mailto|tel|javascript|data):/i.test(href)) continue;
    const url = new URL(href, pageUrl);
    if (url.origin === pageUrl.origin) links.push(url);
  }
  const targets = new Set<string>();
  for (const attributes of readTags(markup, '*')) {
    const id = attributes.get('id');
    if (id) targets.add(id);
  }
  for (const attributes of readTags(markup, ['a'])) {
    const name = attributes.get('name');
    if (name) targets.add(name);
  }
  return { links, targets, openers };
}

describe('every internal link and anchor in the sitemap and on the noindex pages', () => {
  const read = new Map<string, PageLinks>();
  const files = new Map<string, Promise<number>>();

  /** Status of a path outside the walked pages (a file, a feed, an API document), asked once. */
  function fileStatus(path: string): Promise<number> {
    let status = files.get(path);
    if (!status) {
      status = fetch(siteUrl(path), { method: 'HEAD', redirect: 'manual' }).then((response) => response.status);
      files.set(path, status);
    }
    return status;
  }

  beforeAll(async () => {
    // The production origin counts as internal: absolute links to it are links to this build.
    const production = new URL(site.url);
    for (const path of walked) {
      const response = await fetch(siteUrl(path), { redirect: 'manual' });
      const pageUrl = new URL(path, production);
      read.set(path, readPage(await response.text(), pageUrl));
    }
  }, 120_000);

  it.each(walked)('%s', async (path) => {
    const { links, openers } = read.get(path)!;
    const broken: string[] = [...openers];
    for (const link of links) {
      const target = decodeURI(link.pathname);
      const fragment = decodeURIComponent(link.hash.slice(1));
      if (pages.has(target)) {
        if (fragment && !read.get(target)!.targets.has(fragment))
          broken.push(`${link.pathname}${link.hash}: no such anchor`);
        continue;
      }
      const status = await fileStatus(link.pathname);
      if (status !== 200) broken.push(`${link.pathname}: ${status}`);
    }
    expect([...new Set(broken)]).toEqual([]);
  });
});
