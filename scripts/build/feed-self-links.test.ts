import { describe, expect, it } from 'vitest';
import { withSelfLink } from './feed-self-links.mjs';

// The shape the `feed` package writes (Docusaurus's blog plugin), cut down to what the step reads.
const rss = `<?xml version="1.0" encoding="utf-8"?><?xml-stylesheet type="text/xsl" href="rss.xsl"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
    <channel>
        <title>Blog</title>
        <link>https://site.test/blog</link>
        <description>Blog</description>
        <item>
            <title>A post</title>
            <link>https://site.test/blog/a-post</link>
        </item>
    </channel>
</rss>`;
const atom = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
    <id>https://site.test/blog</id>
    <link rel="alternate" href="https://site.test/blog"/>
    <entry>
        <link href="https://site.test/blog/a-post"/>
    </entry>
</feed>`;

describe('feed self links', () => {
  it('gives the RSS channel an atom:link to the feed itself, with the Atom namespace declared', () => {
    const out = withSelfLink(rss, 'rss', 'rss.xml');
    expect(out).toContain('<rss xmlns:atom="http://www.w3.org/2005/Atom" version="2.0"');
    expect(out).toContain(
      '<link>https://site.test/blog</link><atom:link href="https://site.test/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(out.match(/rel="self"/g)).toHaveLength(1);
  });

  it('gives the Atom feed a link rel="self" beside its alternate link, not in an entry', () => {
    const out = withSelfLink(atom, 'atom', 'atom.xml');
    expect(out).toContain(
      '<link rel="alternate" href="https://site.test/blog"/><link rel="self" type="application/atom+xml" href="https://site.test/blog/atom.xml"/>',
    );
    expect(out.indexOf('rel="self"')).toBeLessThan(out.indexOf('<entry>'));
  });

  it('adds nothing to a feed that links to itself already', () => {
    const once = withSelfLink(withSelfLink(rss, 'rss', 'rss.xml'), 'rss', 'rss.xml');
    expect(once.match(/rel="self"/g)).toHaveLength(1);
    expect(once.match(/xmlns:atom=/g)).toHaveLength(1);
    const atomOnce = withSelfLink(withSelfLink(atom, 'atom', 'atom.xml'), 'atom', 'atom.xml');
    expect(atomOnce.match(/rel="self"/g)).toHaveLength(1);
  });

  it('fails, naming the file, when the feed no longer has the element it anchors on', () => {
    expect(() => withSelfLink(rss.replace(/<link>https:\/\/site\.test\/blog<\/link>/, ''), 'rss', 'rss.xml')).toThrow(
      'rss.xml: no <rss> channel with a <link> found',
    );
    expect(() => withSelfLink(atom.replace('rel="alternate" ', ''), 'atom', 'atom.xml')).toThrow(
      'atom.xml: no feed-level <link rel="alternate"> found',
    );
  });
});
