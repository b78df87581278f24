/**
 * Ends each docs page that cites a platform commit with a closed "Sources" disclosure: the commit and release
 * the page was checked against, each platform file its evidence cites with links to the cited lines on GitHub,
 * and the vendor pages it rests on (scripts/evidence, docs/CHECKING.md).
 *
 * The elements are plain HTML written as MDX JSX: a `<details>` that opens without script, with no component
 * and no script of its own. Docusaurus turns a `<details>` written in a page into its theme's Details component
 * (whose content stays hidden until scripts run) in a remark step that runs before the site's own plugins
 * (@docusaurus/mdx-loader, remark/details), so the one added here stays an HTML element;
 * src/remark/docSources.test.ts fails if that order changes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { citedRanges, citedVendorPages, evidencePathOf, evidenceSchema } from '../../scripts/evidence/evidence';
import type { MdxNode } from './mdxTree';

export const REPOSITORY = 'https://github.com/the-answerai/theanswer';
export const SOURCES_CLASS = 'doc-sources';
const RELEASES = path.join(__dirname, '..', 'data', 'platform', 'source-files.json');

/** What the disclosure shows: the commit, its release, the cited files with their ranges, and the vendor pages. */
export interface DocSources {
  commit: string;
  release: string;
  files: { file: string; ranges: [number, number][] }[];
  vendor: string[];
}

/** The release a commit is, from the extracted platform data (which names one commit). */
function releaseOf(commit: string): string | undefined {
  const data = JSON.parse(readFileSync(RELEASES, 'utf8')) as { commit: string; release?: string };
  return data.commit === commit ? data.release : undefined;
}

/** The sources of a page from its evidence file, or undefined when it has none; a malformed file throws. */
export function docSourcesOf(pageFile: string): DocSources | undefined {
  let text: string;
  try {
    text = readFileSync(evidencePathOf(pageFile), 'utf8');
  } catch {
    return undefined;
  }
  const parsed = evidenceSchema.safeParse(yaml.load(text));
  if (!parsed.success) {
    throw new Error(`${evidencePathOf(pageFile)} is not a valid evidence file (npm run docs:evidence says why)`);
  }
  const evidence = parsed.data;
  return {
    commit: evidence.commit,
    release: releaseOf(evidence.commit) ?? evidence.commit.slice(0, 7),
    files: citedRanges(evidence),
    vendor: citedVendorPages(evidence),
  };
}

/** A GitHub address of a file at a commit; `#L<a>-L<b>` for a range. */
export const blobUrl = (commit: string, file: string, range?: [number, number]): string =>
  `${REPOSITORY}/blob/${commit}/${file.split('/').map(encodeURIComponent).join('/')}` +
  (range ? (range[0] === range[1] ? `#L${range[0]}` : `#L${range[0]}-L${range[1]}`) : '');

const text = (value: string): MdxNode => ({ type: 'text', value });
const attr = (name: string, value: string) => ({ type: 'mdxJsxAttribute', name, value });
/**
 * A JSX element marked as written by hand (`_mdxExplicitJsx`), which MDX renders as the HTML element itself: an
 * unmarked one is treated as Markdown output and swapped for the theme's component (`a` for its Link, `details`
 * for its Details). MDX marks the page's own JSX before the site's remark plugins run, so these need the mark.
 */
const element = (name: string, children: MdxNode[], attributes: { name: string; value: string }[] = []): MdxNode => ({
  type: 'mdxJsxTextElement',
  name,
  attributes: attributes.map(({ name: key, value }) => attr(key, value)),
  children,
  data: { _mdxExplicitJsx: true },
});
const block = (name: string, children: MdxNode[], attributes: { name: string; value: string }[] = []): MdxNode => ({
  ...element(name, children, attributes),
  type: 'mdxJsxFlowElement',
});
const link = (href: string, children: MdxNode[]) => element('a', children, [{ name: 'href', value: href }]);
const lines = ([from, to]: [number, number]) => (from === to ? `line ${from}` : `lines ${from}–${to}`);

/** The disclosure as MDX JSX elements. */
export function sourcesElement(sources: DocSources): MdxNode {
  const short = sources.commit.slice(0, 7);
  const files = sources.files.map(({ file, ranges }) =>
    block('li', [
      link(blobUrl(sources.commit, file), [element('code', [text(file)])]),
      text(': '),
      ...ranges.flatMap((range, index) => [
        ...(index > 0 ? [text(', ')] : []),
        link(blobUrl(sources.commit, file, range), [text(lines(range))]),
      ]),
    ]),
  );
  const vendor = sources.vendor.map((url) => block('li', [link(url, [text(url.replace(/^https:\/\//, ''))])]));
  return block(
    'details',
    [
      block('summary', [text('Sources')]),
      block('p', [
        text('Checked against AnswerAgentAI at commit '),
        link(`${REPOSITORY}/tree/${sources.commit}`, [element('code', [text(short)])]),
        text(` (release ${sources.release}). Each claim of this page rests on these lines of the platform’s code:`),
      ]),
      block('ul', files),
      ...(vendor.length > 0
        ? [
            block('p', [text('What it says about other services rests on their own documentation:')]),
            block('ul', vendor),
          ]
        : []),
    ],
    [{ name: 'className', value: SOURCES_CLASS }],
  );
}

/** The same list in Markdown, for the page's `.md` twin and llms-full.txt (plugins/llms-txt). */
export function sourcesMarkdown(sources: DocSources): string {
  const files = sources.files.map(
    ({ file, ranges }) =>
      `- [\`${file}\`](${blobUrl(sources.commit, file)}): ${ranges
        .map((range) => `[${lines(range)}](${blobUrl(sources.commit, file, range)})`)
        .join(', ')}`,
  );
  const vendor = sources.vendor.map((url) => `- <${url}>`);
  return [
    '## Sources',
    '',
    `Checked against AnswerAgentAI at commit [\`${sources.commit.slice(0, 7)}\`](${REPOSITORY}/tree/${sources.commit}) (release ${sources.release}).`,
    '',
    ...files,
    ...(vendor.length > 0 ? ['', 'Other services, from their own documentation:', '', ...vendor] : []),
    '',
  ].join('\n');
}

/** The remark plugin: appends the disclosure to every page with an evidence file. */
export default function docSources() {
  return (root: MdxNode, file: { path?: string }): void => {
    if (!file.path) return;
    const sources = docSourcesOf(file.path);
    if (!sources || (sources.files.length === 0 && sources.vendor.length === 0)) return;
    root.children = [...(root.children ?? []), sourcesElement(sources)];
  };
}
