// Every node the Studio shows has its reference: each node of nodes.json has its parameters rendered by
// <NodeParameters> on exactly one docs page, each Agentflows V2 node by <AgentflowParameters>, and no page renders
// a node the data lacks. The count is printed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { agentflowData } from '../agentflow';
import { nodeData } from '.';

const docsDir = fileURLToPath(new URL('../../../docs', import.meta.url));
const CODE_BLOCK = /^(```|~~~)[\s\S]*?^\1\s*$/gm;

function listPages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return listPages(file);
    return /\.mdx$/.test(entry.name) ? [file] : [];
  });
}

/** Each page's rendered nodes by component: `node -> pages`. */
function rendered(component: string): Map<string, string[]> {
  const pattern = new RegExp(`<${component}\\s+node="([^"]+)"`, 'g');
  const pages = new Map<string, string[]>();
  for (const file of listPages(docsDir)) {
    const body = readFileSync(file, 'utf8').replace(CODE_BLOCK, '');
    for (const match of body.matchAll(pattern)) {
      const page = path.relative(docsDir, file);
      pages.set(match[1]!, [...(pages.get(match[1]!) ?? []), page]);
    }
  }
  return pages;
}

describe('every node the Studio shows has its reference', () => {
  const parameters = rendered('NodeParameters');
  const v2 = rendered('AgentflowParameters');

  it('renders each node’s parameters on exactly one page, and no node the data lacks', () => {
    const problems: string[] = [];
    for (const node of nodeData.nodes) {
      const pages = parameters.get(node.name) ?? [];
      if (pages.length !== 1) {
        problems.push(`${node.name} (${node.label}, ${node.category}) is rendered by ${pages.length} pages${pages.length ? `: ${pages.join(', ')}` : ''}`);
      }
    }
    const known = new Set(nodeData.nodes.map((node) => node.name));
    for (const [name, pages] of parameters) if (!known.has(name)) problems.push(`${pages.join(', ')} renders ${name}, which nodes.json lacks`);
    expect(problems).toEqual([]);
    console.log(
      `nodes with a reference: all ${nodeData.nodes.length} Studio nodes, ${agentflowData.nodes.length} Agentflows V2 nodes`,
    );
  });

  it('renders each Agentflows V2 node on exactly one page', () => {
    const problems = agentflowData.nodes.flatMap((node) => {
      const pages = v2.get(node.name) ?? [];
      return pages.length === 1 ? [] : [`${node.name} is rendered by ${pages.length} pages`];
    });
    const known = new Set(agentflowData.nodes.map((node) => node.name));
    for (const [name, pages] of v2) if (!known.has(name)) problems.push(`${pages.join(', ')} renders ${name}, unknown`);
    expect(problems).toEqual([]);
  });
});
