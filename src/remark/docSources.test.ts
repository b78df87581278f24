import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import docSources, { blobUrl, docSourcesOf, sourcesElement, sourcesMarkdown, type DocSources } from './docSources';
import type { MdxNode } from './mdxTree';

const COMMIT = '5da4286c0e69ac4c33a97c4daf1321051225c286';
const sources: DocSources = {
  commit: COMMIT,
  release: '2025.10.31',
  files: [
    {
      file: 'packages/server/src/services/apikey/index.ts',
      ranges: [
        [88, 100],
        [206, 206],
      ],
    },
  ],
  vendor: ['https://docs.example.org/limits'],
};

/** The JSX elements as React would render them: the HTML a reader's browser receives. */
function render(node: MdxNode): ReactNode {
  if (node.type === 'text') return String(node.value);
  const props = Object.fromEntries(
    (node.attributes ?? []).map((item): [string, unknown] => [item.name ?? '', item.value]),
  );
  return createElement(node.name!, props, ...(node.children ?? []).map(render));
}

describe('the Sources disclosure', () => {
  it('is a closed HTML details element linking each cited range at the commit', () => {
    const html = renderToString(render(sourcesElement(sources)) as never).replace(/<!-- -->/g, '');
    expect(html).toMatch(/^<details class="doc-sources"><summary>Sources<\/summary>/);
    expect(html).not.toContain(' open');
    expect(html).toContain('Checked against AnswerAgentAI at commit ');
    expect(html).toContain(
      `<a href="https://github.com/the-answerai/theanswer/tree/${COMMIT}"><code>5da4286</code></a>`,
    );
    expect(html).toContain('(release 2025.10.31)');
    expect(html).toContain(
      `<a href="https://github.com/the-answerai/theanswer/blob/${COMMIT}/packages/server/src/services/apikey/index.ts#L88-L100">lines 88–100</a>`,
    );
    expect(html).toContain('#L206">line 206</a>');
    expect(html).toContain('<a href="https://docs.example.org/limits">docs.example.org/limits</a>');
  });

  it('encodes each path segment of a file name', () => {
    expect(blobUrl(COMMIT, 'packages/components/nodes/llms/Azure OpenAI/AzureOpenAI.ts', [3, 9])).toBe(
      `https://github.com/the-answerai/theanswer/blob/${COMMIT}/packages/components/nodes/llms/Azure%20OpenAI/AzureOpenAI.ts#L3-L9`,
    );
  });

  it('is Markdown in the page’s .md copy', () => {
    const markdown = sourcesMarkdown(sources);
    expect(markdown).toContain('## Sources');
    expect(markdown).toContain('(release 2025.10.31)');
    expect(markdown).toContain('[lines 88–100](https://github.com/the-answerai/theanswer/blob/');
    expect(markdown).toContain('- <https://docs.example.org/limits>');
  });

  it('is added to a page with an evidence file, and to no other', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'doc-sources-'));
    const page = path.join(dir, 'page.md');
    writeFileSync(page, '# Page\n');
    const tree = (): MdxNode => ({ type: 'root', children: [{ type: 'paragraph', children: [] }] });
    const withoutEvidence = tree();
    docSources()(withoutEvidence, { path: page });
    expect(withoutEvidence.children).toHaveLength(1);
    writeFileSync(
      path.join(dir, 'page.evidence.yml'),
      `commit: ${COMMIT}\nclaims:\n  - text: a claim\n    platform:\n      - file: a.ts\n        lines: 3-4\n        fingerprint: 0123456789abcdef\n`,
    );
    expect(docSourcesOf(page)?.files).toEqual([{ file: 'a.ts', ranges: [[3, 4]] }]);
    const withEvidence = tree();
    docSources()(withEvidence, { path: page });
    expect(withEvidence.children?.at(-1)?.name).toBe('details');
    writeFileSync(path.join(dir, 'page.evidence.yml'), 'commit: nope\n');
    expect(() => docSourcesOf(page)).toThrow(/page\.evidence\.yml is not a valid evidence file/);
  });

  // Leans on @docusaurus/mdx-loader's internals: its remark step that turns a page's <details> into the theme's
  // Details component (content hidden until scripts run) must run before the site's remark plugins, or the
  // disclosure this plugin adds would need script to open.
  it('stays plain HTML: Docusaurus renames <details> before the site’s remark plugins run (framework internals)', () => {
    const require = createRequire(import.meta.url);
    const processor = readFileSync(require.resolve('@docusaurus/mdx-loader/lib/processor.js'), 'utf8');
    const details = processor.indexOf('details_1.default,');
    const sitePlugins = processor.indexOf('...(options.remarkPlugins ?? [])');
    expect(details, 'the details step of @docusaurus/mdx-loader moved').toBeGreaterThan(0);
    expect(sitePlugins, 'the site remark plugins of @docusaurus/mdx-loader moved').toBeGreaterThan(details);
  });

  // Leans on @mdx-js/mdx's internals: an element marked `_mdxExplicitJsx` is rendered as the HTML element itself,
  // where an unmarked one is swapped for the theme's component (`a` → Link, `details` → Details).
  it('marks its elements as hand-written JSX, which MDX leaves to the browser (framework internals)', () => {
    const marks = (node: MdxNode): boolean[] => [
      ...(node.type.startsWith('mdxJsx')
        ? [(node.data as { _mdxExplicitJsx?: boolean })._mdxExplicitJsx === true]
        : []),
      ...(node.children ?? []).flatMap(marks),
    ];
    expect(new Set(marks(sourcesElement(sources)))).toEqual(new Set([true]));
    const require = createRequire(import.meta.url);
    const rewrite = readFileSync(
      path.join(path.dirname(require.resolve('@mdx-js/mdx')), 'lib/plugin/recma-jsx-rewrite.js'),
      'utf8',
    );
    expect(rewrite, '@mdx-js/mdx no longer reads the _mdxExplicitJsx mark').toContain('node.data._mdxExplicitJsx');
  });
});
