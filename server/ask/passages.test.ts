import { describe, expect, it } from 'vitest';
import { readPage } from './passages';

/** A built docs page as Docusaurus writes it: minified, end tags left out where HTML allows. */
const DOC_PAGE = `<!doctype html><html lang=en><head><meta charset=UTF-8><title data-rh=true>Embed a chatbot | AnswerAgentAI</title>
<meta data-rh=true name=description content="Add a sidekick&#x27;s chat window to any web page."/></head><body>
<nav class=navbar><a href=/docs/>Docs</a> Navbar text</nav>
<aside class=theme-doc-sidebar-container><ul><li>Sidebar link</ul></aside>
<main><article><nav class=theme-doc-breadcrumbs><ul><li>Developers</ul></nav>
<div class="theme-doc-markdown markdown"><header><h1>Embed a chatbot</h1></header>
<p>Put a sidekick on your <a href=/x>own website</a>.</p>
<h2 class="anchor anchorTargetStickyNavbar_Vzrq" id=add-the-bubble>Add the bubble<a href=#add-the-bubble class=hash-link aria-label="Direct link">\u200b</a></h2>
<p>Paste this before <code>&lt;/body></code>:</p>
<div class=codeBlockContainer_Ckt0><pre class=prism-code><code><div class=token-line><span>Chatbot.init({</span><br/></div><div class=token-line><span>  chatflowid: 'id',</span><br/></div><div class=token-line><span>});</span><br/></div></code></pre><button type=button>Copy</button></div>
<div class="theme-admonition alert alert--warning"><div class=admonitionHeading_Gvgb><span><svg><path d=M0 /></svg></span>warning</div><div class=admonitionContent_BuS1><p>Never put a key in a page.</div></div>
<h3 class=anchor id=options>Options</h3>
<table><thead><tr><th>Option<th>Type<th>What it does<tbody><tr><td><code>apiHost</code><td>string<td>Origin of the API server.<tr><td><span class=label_W>Theme</span><code class=key_y>theme</code><td>object<td>Looks.</table>
<section class=facts_p6C9><dl><dt>Node<dd>Chatbot <code>chatbot</code><dt>Outputs<dd><ul class=inline_a0_8><li><code>A</code><li><code>B</code></ul></dl></section>
<ul><li><p>A loose item.</p><li>A tight item</ul>
<h2 id=empty-section>Empty section</h2>
<h2 id=related>Related</h2><ul><li><a href=/docs/>Overview</a></ul>
</div><section class=feedback_WQ_Y><h2 id=feedback-heading>Was this page helpful?</h2></section></article>
<div class=tableOfContents_bqdL><ul><li><a href=#add-the-bubble>Add the bubble</a></ul></div></main>
<footer class=footer>Footer text</footer></body></html>`;

describe('readPage', () => {
  const page = readPage(DOC_PAGE, '/docs/developers/embed');

  it('reads the title from the H1 and the summary from the meta description', () => {
    expect(page?.title).toBe('Embed a chatbot');
    expect(page?.description).toBe("Add a sidekick's chat window to any web page.");
  });

  it('cuts the article at each H2 and H3 with an id, the opening before the first', () => {
    expect(page?.passages.map((passage) => [passage.source, passage.heading])).toEqual([
      ['/docs/developers/embed', 'Embed a chatbot'],
      ['/docs/developers/embed#add-the-bubble', 'Add the bubble'],
      ['/docs/developers/embed#options', 'Options'],
      ['/docs/developers/embed#related', 'Related'],
    ]);
    expect(page?.passages.every((passage) => passage.title === 'Embed a chatbot')).toBe(true);
  });

  it('keeps the article text only: no navbar, sidebar, breadcrumbs, feedback form, table of contents or footer', () => {
    const all = page?.passages.map((passage) => passage.text).join('\n') ?? '';
    for (const furniture of ['Navbar', 'Sidebar', 'Developers', 'helpful', 'Footer', 'Copy', 'warning', '\u200b']) {
      expect(all).not.toContain(furniture);
    }
    expect(page?.passages[0]?.text).toBe('Put a sidekick on your own website.');
  });

  it('fences code blocks with their lines, and keeps an admonition as a line', () => {
    expect(page?.passages[1]?.text).toBe(
      [
        'Paste this before </body>:',
        '```',
        'Chatbot.init({',
        "  chatflowid: 'id',",
        '});',
        '```',
        'Never put a key in a page.',
      ].join('\n'),
    );
  });

  it('writes table rows as list items labelled by their header, facts as "term: definition" and list items', () => {
    expect(page?.passages[2]?.text.split('\n')).toEqual([
      '- apiHost — Type: string — What it does: Origin of the API server.',
      '- Theme theme — Type: object — What it does: Looks.',
      'Node: Chatbot chatbot',
      'Outputs:',
      '- A',
      '- B',
      '- A loose item.',
      '- A tight item',
    ]);
  });

  it('reads nothing from a page without a doc or blog post body (a listing, a category page)', () => {
    expect(
      readPage('<html><body><article><h1>Tags</h1><p>List</p></article></body></html>', '/blog/tags'),
    ).toBeUndefined();
    expect(readPage('<html><body><main>No article</main></body></html>', '/docs/x')).toBeUndefined();
  });

  it('reads a blog post from its body', () => {
    const post = readPage(
      '<html><head></head><body><article><header><h1>What we build</h1><time>July</time></header>' +
        '<div id=__blog-post-container class=markdown><p>Intro.</p><h2 id=try-it>Try it</h2><p>Sign up.</p></div>' +
        '</article></body></html>',
      '/blog/what-we-build',
    );
    expect(post?.passages).toEqual([
      { source: '/blog/what-we-build', title: 'What we build', heading: 'What we build', text: 'Intro.' },
      { source: '/blog/what-we-build#try-it', title: 'What we build', heading: 'Try it', text: 'Sign up.' },
    ]);
  });
});
