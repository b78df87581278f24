import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { toMarkdown, type ComponentRenderer } from './markdown';

/**
 * Docs for machines (issue 9): at build time, from the same sources as the
 * site, writes
 *  - /llms.txt: a site map with one line per page (docs, blog posts, pages),
 *  - /llms-full.txt: every docs page as Markdown, one after the other,
 *  - a Markdown copy of each docs page at its URL + ".md" (a trailing-slash
 *    page /docs/x/ at /docs/x/index.md), which the "Copy page as Markdown"
 *    button fetches.
 */

type DocMeta = {
  id: string;
  title: string;
  description: string;
  source: string;
  permalink: string;
  unlisted?: boolean;
};
type DocsContent = { loadedVersions: { docs: DocMeta[] }[] };
type BlogContent = { blogPosts: { metadata: { title: string; description: string; permalink: string } }[] };

export type LlmsTxtOptions = {
  /** Renders a self-closing MDX component (e.g. a node's parameter table) as Markdown. */
  renderComponent?: ComponentRenderer;
  /** Routes of the build that are not for readers (the marketing console): never listed. */
  excludeRoute?: (route: string) => boolean;
  /** Markdown to end a docs page's copy with (its "Sources" list), given the page's source file. */
  pageEnding?: (file: string) => string | undefined;
};

/** Where a docs page's Markdown copy lives, relative to the site root. */
export const markdownPathOf = (permalink: string): string =>
  permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;

/** Section order of llms.txt: first path segment under /docs/ → heading. */
const SECTIONS: [prefix: string, heading: string][] = [
  ['sidekick-studio', 'Studio reference'],
  ['user-guides', 'User guides'],
  ['developers', 'Developer guides'],
  ['integrations', 'Integrations'],
  ['api', 'REST API reference'],
  ['use-cases', 'Learn'],
  ['postlaunch', 'After launch'],
  ['community', 'Support'],
];

const sectionOf = (permalink: string): string => {
  const segment = permalink.split('/')[2] ?? '';
  return SECTIONS.find(([prefix]) => prefix === segment)?.[1] ?? 'Getting started';
};

const line = (url: string, title: string, description?: string): string =>
  `- [${title}](${url})${description ? `: ${description.replace(/\s+/g, ' ').trim()}` : ''}`;

const decode = (text: string): string =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** The title (without the site suffix) and meta description of a built page. */
async function readPageHead(outDir: string, route: string): Promise<{ title: string; description?: string }> {
  const html = await readFile(path.join(outDir, route, route.endsWith('.html') ? '' : 'index.html'), 'utf8').catch(
    () => '',
  );
  const title = decode(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? route).replace(/\s+\|\s+[^|]+$/, '');
  const meta = /<meta[^>]*\bname=["']?description["']?[^>]*>/.exec(html)?.[0] ?? '';
  const content = /\bcontent=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/.exec(meta);
  const description = content?.[1] ?? content?.[2] ?? content?.[3];
  return { title, description: description ? decode(description) : undefined };
}

export const llmsTxtPlugin =
  (options: LlmsTxtOptions = {}) =>
  (context: LoadContext): Plugin => {
    const siteUrl = context.siteConfig.url.replace(/\/$/, '');
    let docs: DocMeta[] = [];
    let posts: BlogContent['blogPosts'] = [];

    return {
      name: 'llms-txt',
      allContentLoaded({ allContent }) {
        const docsInstances = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as DocsContent[];
        docs = docsInstances
          .flatMap((instance) => instance.loadedVersions.flatMap((version) => version.docs))
          .filter((doc) => !doc.unlisted)
          .sort((a, b) => a.permalink.localeCompare(b.permalink));
        const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
        posts = blog?.blogPosts ?? [];
      },
      async postBuild({ outDir, routesPaths }) {
        const bySource = new Map(
          docs.map((doc) => [path.resolve(context.siteDir, doc.source.replace(/^@site\//, '')), doc]),
        );
        const pages: string[] = [];
        for (const doc of docs) {
          const file = path.resolve(context.siteDir, doc.source.replace(/^@site\//, ''));
          const resolveLink = (target: string): string | undefined => {
            if (/^[a-z]+:/i.test(target) || target.startsWith('#')) return undefined;
            if (target.startsWith('/')) return `${siteUrl}${target}`;
            const [filePart = '', hash] = target.split('#');
            const linked = bySource.get(path.resolve(path.dirname(file), filePart));
            return linked ? `${siteUrl}${linked.permalink}${hash ? `#${hash}` : ''}` : undefined;
          };
          const ending = options.pageEnding?.(file);
          const markdown =
            toMarkdown(await readFile(file, 'utf8'), {
              title: doc.title,
              description: doc.description,
              resolveLink,
              renderComponent: options.renderComponent,
            }) + (ending ? `\n${ending}` : '');
          const target = path.join(outDir, markdownPathOf(doc.permalink));
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(target, markdown);
          pages.push(`${markdown}\nSource: ${siteUrl}${doc.permalink}\n`);
        }

        const sections = new Map<string, string[]>();
        for (const doc of docs) {
          const heading = sectionOf(doc.permalink);
          sections.set(heading, [
            ...(sections.get(heading) ?? []),
            line(`${siteUrl}${markdownPathOf(doc.permalink)}`, doc.title, doc.description),
          ]);
        }
        const otherPages = await Promise.all(
          routesPaths
            .filter((route) => !/^\/(docs|blog|search)(\/|$)|^\/404/.test(route) && !options.excludeRoute?.(route))
            .sort()
            .map(async (route) => ({ route, ...(await readPageHead(outDir, route)) })),
        );
        const { title, tagline } = context.siteConfig;
        const order = ['Getting started', ...SECTIONS.map(([, heading]) => heading)];
        const llmsTxt = [
          `# ${title}`,
          '',
          `> ${tagline}. Documentation pages are linked as Markdown; ${siteUrl}/llms-full.txt holds all of them in one file.`,
          '',
          ...order.flatMap((heading) => {
            const lines = sections.get(heading);
            return lines ? [`## ${heading}`, '', ...lines, ''] : [];
          }),
          '## Blog',
          '',
          ...posts.map((post) =>
            line(`${siteUrl}${post.metadata.permalink}`, post.metadata.title, post.metadata.description),
          ),
          '',
          '## Pages',
          '',
          ...otherPages.map((page) => line(`${siteUrl}${page.route}`, page.title, page.description)),
          '',
        ].join('\n');
        await writeFile(path.join(outDir, 'llms.txt'), llmsTxt);
        await writeFile(path.join(outDir, 'llms-full.txt'), `# ${title} documentation\n\n${pages.join('\n---\n\n')}`);
      },
    };
  };
