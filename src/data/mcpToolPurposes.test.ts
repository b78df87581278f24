import { describe, expect, it } from 'vitest';
import { mcpToolPurposes } from './mcpToolPurposes';
import { pageOfNode } from './nodes';
import { mcpToolsData } from './platform/mcpTools';

/** The packages whose tools a docs page shows, with the tools the data has for each. */
const shown = new Map(
  mcpToolsData.nodes
    .filter((node) => node.package && node.tools && pageOfNode(node.node))
    .map((node) => [node.package!, node.tools!.map((tool) => tool.name)]),
);

describe('src/data/mcpToolPurposes.ts', () => {
  it('has one line for exactly the extracted tools of every package a page shows', () => {
    expect(shown.size).toBeGreaterThan(0);
    expect(Object.keys(mcpToolPurposes).sort()).toEqual([...shown.keys()].sort());
    for (const [pkg, tools] of shown) {
      expect(Object.keys(mcpToolPurposes[pkg] ?? {}).sort(), pkg).toEqual([...tools].sort());
    }
  });

  it('keeps each line to one short sentence, with balanced code spans', () => {
    for (const [pkg, purposes] of Object.entries(mcpToolPurposes)) {
      for (const [tool, purpose] of Object.entries(purposes)) {
        const where = `${pkg} ${tool}`;
        expect(purpose, where).toMatch(/^[A-Z].*\.$/);
        expect(purpose.length, where).toBeLessThanOrEqual(110);
        expect(purpose.split('`').length % 2, where).toBe(1);
        expect(purpose.slice(0, -1), where).not.toMatch(/\. /);
      }
    }
  });

  it('names in code only parameters the tool has', () => {
    for (const node of mcpToolsData.nodes) {
      for (const tool of node.tools ?? []) {
        const purpose = node.package ? mcpToolPurposes[node.package]?.[tool.name] : undefined;
        const named = [...(purpose ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]);
        for (const name of named) expect(tool.parameters.map((parameter) => parameter.name), `${tool.name}: ${name}`).toContain(name);
      }
    }
  });
});
