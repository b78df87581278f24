import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { docsFilesForRoute, getNode, getPage, nodeData, routeOfDocsFile } from '.';

const docsDir = fileURLToPath(new URL('../../../docs', import.meta.url));

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(path);
    const published = /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_') && entry.name !== 'STYLEGUIDE.md';
    return published ? [relative(docsDir, path)] : [];
  });
}

const files = listFiles(join(docsDir, 'sidekick-studio'));
const COMPONENT = /<(NodeParameters|NodeFacts)\s+node="([^"]*)"/g;
const uses = (source: string, component: string) =>
  [...source.matchAll(COMPONENT)].filter((match) => match[1] === component).map((match) => match[2]);

/** The node pages that exist: files whose route the data documents with a node. */
const nodePages = files
  .map((file) => ({ file, page: getPage(routeOfDocsFile(file)) }))
  .filter(({ page }) => page && (page.node || page.related.length > 0));

describe('Studio node pages and the node data', () => {
  it('has node pages to check', () => {
    expect(nodePages.map(({ file }) => file)).toContain('sidekick-studio/chatflows/chat-models/chatopenai.mdx');
  });

  it.each(nodePages.map(({ file, page }) => [file, page!] as const))(
    '%s is MDX and renders the parameters and facts of its own node',
    (file, page) => {
      expect(file).toMatch(/\.mdx$/);
      const source = readFileSync(join(docsDir, file), 'utf8');
      const own = [page.node, ...page.related].filter(Boolean);
      const parameters = uses(source, 'NodeParameters');
      expect(parameters.length, 'uses <NodeParameters node="…" />').toBeGreaterThan(0);
      for (const name of parameters) expect(own, `<NodeParameters node="${name}">`).toContain(name);
      const facts = uses(source, 'NodeFacts');
      expect(facts.length, 'uses <NodeFacts node="…" />').toBeGreaterThan(0);
      for (const name of facts) expect(own, `<NodeFacts node="${name}">`).toContain(name);
    },
  );

  it('names only nodes of the data, on every docs page', () => {
    for (const file of listFiles(docsDir)) {
      const source = readFileSync(join(docsDir, file), 'utf8');
      for (const match of source.matchAll(COMPONENT)) expect(getNode(match[2]!), `${file}: ${match[0]}`).toBeDefined();
    }
  });

  it('has a page file for every page of the data', () => {
    const existing = new Set(files);
    const missing = nodeData.pages
      .filter((page) => !docsFilesForRoute(page.route).some((file) => existing.has(file)))
      .map((page) => page.route);
    expect(missing).toEqual([]);
  });
});
