/**
 * The blog's RSS and Atom feeds as a feed reader gets them: valid XML with
 * its XSLT style sheet, its link to itself, both posts with their links, dates
 * and tags (the labels of blog/tags.yml). The XML is parsed by the browser's DOMParser.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../config/site';
import { newSession, siteUrl, type Session } from './support/browser';

/** SPEC §2 "Blog routes" and the posts' front matter. */
const POSTS = [
  {
    slug: 'what-is-the-answer-ai',
    title: 'What is the Answer? 🚫 AI',
    date: '2025-07-04',
    tags: ['Manifesto', 'Vision', 'Philosophy', 'AI Ethics', 'Decentralization'],
  },
  {
    slug: 'what-we-are-building',
    title: 'What We Are Building',
    date: '2025-07-04',
    tags: ['Release', 'Alpha', 'Platform', 'Development', 'Decentralization', 'Local-first'],
  },
];

interface FeedEntry {
  title: string;
  link: string;
  date: string;
  tags: string[];
}

interface ParsedFeed {
  parseError: string | null;
  stylesheet: string | null;
  title: string;
  /** Every link of the feed itself (not of an entry) with rel="self", in the Atom namespace. */
  selfLinks: { href: string; type: string | null }[];
  entries: FeedEntry[];
}

async function fetchFeed(path: string): Promise<{ contentType: string; xml: string }> {
  const response = await fetch(siteUrl(path));
  expect(response.status, path).toBe(200);
  return { contentType: response.headers.get('content-type') ?? '', xml: await response.text() };
}

/** Parses a feed in the browser: RSS 2.0 items or Atom entries, whichever the document holds. */
function parseFeed(page: Page, xml: string): Promise<ParsedFeed> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    const error = doc.querySelector('parsererror');
    const instruction = Array.from(doc.childNodes).find(
      (node): node is ProcessingInstruction =>
        node.nodeType === Node.PROCESSING_INSTRUCTION_NODE && node.nodeName === 'xml-stylesheet',
    );
    const text = (parent: Element, selector: string) => parent.querySelector(selector)?.textContent?.trim() ?? '';
    const isAtom = doc.documentElement.nodeName === 'feed';
    const entries = Array.from(doc.querySelectorAll(isAtom ? 'feed > entry' : 'channel > item')).map((entry) => ({
      title: text(entry, 'title'),
      link: isAtom ? (entry.querySelector('link')?.getAttribute('href') ?? '') : text(entry, 'link'),
      date: isAtom ? text(entry, 'updated') : text(entry, 'pubDate'),
      tags: Array.from(entry.querySelectorAll('category')).map((category) =>
        isAtom ? (category.getAttribute('term') ?? '') : (category.textContent ?? ''),
      ),
    }));
    const feedLevel = isAtom ? doc.documentElement : doc.querySelector('channel');
    const selfLinks = Array.from(feedLevel?.children ?? [])
      .filter(
        (child) =>
          child.localName === 'link' &&
          child.namespaceURI === 'http://www.w3.org/2005/Atom' &&
          child.getAttribute('rel') === 'self',
      )
      .map((link) => ({ href: link.getAttribute('href') ?? '', type: link.getAttribute('type') }));
    return {
      parseError: error?.textContent ?? null,
      stylesheet: instruction?.data ?? null,
      title: text(doc.documentElement, isAtom ? 'feed > title' : 'channel > title'),
      selfLinks,
      entries,
    };
  }, xml);
}

describe.each([
  { path: '/blog/rss.xml', style: 'rss.xsl', css: 'rss.css', type: 'application/rss+xml' },
  { path: '/blog/atom.xml', style: 'atom.xsl', css: 'atom.css', type: 'application/atom+xml' },
])('$path', ({ path, style, css, type }) => {
  let session: Session;
  let page: Page;
  let feed: ParsedFeed;
  let contentType: string;
  beforeAll(async () => {
    session = await newSession();
    page = await session.context.newPage();
    const fetched = await fetchFeed(path);
    contentType = fetched.contentType;
    feed = await parseFeed(page, fetched.xml);
  });
  afterAll(async () => {
    await session.close();
  });

  it('is well-formed XML served as XML, with its XSLT style sheet', async () => {
    expect(contentType).toMatch(/xml/);
    expect(feed.parseError).toBeNull();
    expect(feed.title).toBe(`${site.title} Blog`);
    expect(feed.stylesheet).toContain(`href="${style}"`);
    for (const asset of [style, css]) {
      const response = await fetch(siteUrl(`/blog/${asset}`));
      expect(response.status, asset).toBe(200);
    }
  });

  it('names its own address once, as an Atom link rel="self" (scripts/build/feed-self-links.mjs)', () => {
    expect(feed.selfLinks).toEqual([{ href: `${site.url}${path}`, type }]);
  });

  it('lists both posts with their links, dates and tags', () => {
    expect(feed.entries).toHaveLength(POSTS.length);
    for (const post of POSTS) {
      const entry = feed.entries.find((candidate) => candidate.title === post.title);
      expect(entry, post.title).toBeDefined();
      expect(entry!.link).toBe(`${site.url}/blog/${post.slug}`);
      expect(new Date(entry!.date).toISOString().slice(0, 10)).toBe(post.date);
      expect([...entry!.tags].sort()).toEqual([...post.tags].sort());
    }
  });

  it('links to posts that the server answers', async () => {
    for (const entry of feed.entries) {
      const response = await fetch(siteUrl(new URL(entry.link).pathname), { redirect: 'manual' });
      expect(response.status, entry.link).toBe(200);
    }
  });
});
