import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getPage, routeOfDocsFile } from '../nodes';
import { getMcpServer, mcpToolsData } from './mcpTools';

const parameter = z.object({ name: z.string().min(1), type: z.string().regex(/^[a-z]+(\[\])*( \| [a-z]+(\[\])*)*$/), required: z.boolean() }).strict();
const tool = z.object({ name: z.string().regex(/^[A-Za-z][\w-]*$/), parameters: z.array(parameter) }).strict();
const record = z
  .object({
    node: z.string().regex(/^\w+$/),
    label: z.string().min(1),
    file: z.string().regex(/^packages\/components\/nodes\/tools\/MCP\/[^/]+\/[^/]+\.ts$/),
    transport: z.enum(['stdio', 'remote', 'configured']),
    package: z.string().regex(/^(@[a-z0-9-]+\/)?[a-z0-9.-]+$/).optional(),
    version: z.string().regex(/^\d+\.\d+\.\d+$/).optional(),
    specifier: z.string().min(1).optional(),
    versionFrom: z.string().regex(/^(pnpm-lock\.yaml|newest npm release on \d{4}-\d{2}-\d{2} \(not in pnpm-lock\.yaml\))$/).optional(),
    environment: z.array(z.string().regex(/^[A-Z][A-Z0-9_]*$/)).optional(),
    url: z.string().url().optional(),
    toolsFrom: z.enum(['tools/list handler', 'tool definitions']).optional(),
    tools: z.array(tool).min(1).nullable(),
  })
  .strict();

const sourceFiles = JSON.parse(
  readFileSync(fileURLToPath(new URL('./source-files.json', import.meta.url)), 'utf8'),
) as { commit: string; files: string[] };

const docsDir = fileURLToPath(new URL('../../../docs/', import.meta.url));
const MCP_FOLDER = 'sidekick-studio/chatflows/tools-mcp';
const mcpPages = readdirSync(`${docsDir}${MCP_FOLDER}`)
  .filter((name) => name.endsWith('.mdx') && name !== 'README.mdx')
  .map((name) => ({ file: `${MCP_FOLDER}/${name}`, text: readFileSync(`${docsDir}${MCP_FOLDER}/${name}`, 'utf8') }));

describe('src/data/platform/mcp-tools.json', () => {
  it('has the shape the pages and the component expect', () => {
    for (const node of mcpToolsData.nodes) expect(() => record.parse(node), node.node).not.toThrow();
  });

  it('comes from the same platform commit as the rest of the platform data, and cites its files', () => {
    expect(mcpToolsData.commit).toBe(sourceFiles.commit);
    for (const node of mcpToolsData.nodes) expect(sourceFiles.files).toContain(node.file);
  });

  it('gives every packaged server its version, how it was chosen and its tools; others a URL or nothing', () => {
    for (const node of mcpToolsData.nodes) {
      if (node.transport === 'stdio') {
        for (const field of [node.package, node.version, node.versionFrom]) expect(field, node.node).toMatch(/\S/);
        expect(node.tools?.length, node.node).toBeGreaterThan(0);
      } else {
        expect(node.tools, node.node).toBeNull();
        expect(node.package, node.node).toBeUndefined();
        expect(node.url !== undefined, node.node).toBe(node.transport === 'remote');
      }
    }
  });

  it('names each node, each tool of a server and each parameter of a tool once', () => {
    const names = mcpToolsData.nodes.map((node) => node.node);
    expect(new Set(names).size).toBe(names.length);
    for (const node of mcpToolsData.nodes) {
      const tools = (node.tools ?? []).map((item) => item.name);
      expect(new Set(tools).size, node.node).toBe(tools.length);
      for (const item of node.tools ?? []) {
        const parameters = item.parameters.map((entry) => entry.name);
        expect(new Set(parameters).size, `${node.node}.${item.name}`).toBe(parameters.length);
      }
    }
  });

  it('is shown on every MCP page whose node starts a package, and only there', () => {
    expect(mcpPages.length).toBeGreaterThan(0);
    for (const page of mcpPages) {
      const node = getPage(routeOfDocsFile(page.file))?.node;
      expect(node, page.file).toBeTruthy();
      const server = getMcpServer(node!);
      expect(server, page.file).toBeDefined();
      const shown = [...page.text.matchAll(/<McpTools node="([^"]+)"/g)].map((match) => match[1]);
      expect(shown, page.file).toEqual(server?.tools ? [node] : []);
    }
  });
});
