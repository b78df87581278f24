import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { docsRoutes } from '../../../config/routes';
import { consumersOf, docsFilesForRoute, getNode, getPage, nodeData, pageOfNode, routeOfDocsFile } from '.';

const input = z
  .object({
    // Empty only where the canvas shows the field without a label (stickyNote's note).
    label: z.string(),
    name: z.string().min(1),
    type: z.string().min(1),
    required: z.boolean(),
    requiredNote: z.string().min(1).optional(),
    connection: z.literal(true).optional(),
    default: z.union([z.string(), z.number(), z.boolean()]).optional(),
    defaultNote: z.string().min(1).optional(),
    options: z.array(z.string().min(1)).min(1).optional(),
    optionsFromProvider: z.literal(true).optional(),
    list: z.literal(true).optional(),
    additional: z.literal(true).optional(),
    acceptsVariables: z.literal(true).optional(),
    conditional: z.literal(true).optional(),
  })
  .strict();

const node = z
  .object({
    name: z.string().regex(/^\w+$/),
    label: z.string().min(1),
    category: z.string().min(1),
    type: z.string().min(1),
    version: z.number().nullable(),
    badge: z.string().optional(),
    tags: z.array(z.string()).optional(),
    baseClasses: z.array(z.string().min(1)).min(1),
    credential: z.object({ names: z.array(z.string().min(1)).min(1), optional: z.boolean() }).strict().nullable(),
    inputs: z.array(input),
    outputs: z.array(z.object({ label: z.string().min(1), name: z.string().min(1) }).strict()).optional(),
    inputsInheritedFrom: z.string().optional(),
  })
  .strict();

const page = z
  .object({
    route: z.string().startsWith('/docs/sidekick-studio/'),
    title: z.string().min(1),
    summary: z.string().min(1).optional(),
    node: z.string().nullable(),
    related: z.array(z.string()),
  })
  .strict();

describe('node data (src/data/nodes/nodes.json)', () => {
  it('matches the schema the components and the remark plugin rely on', () => {
    expect(() => z.object({ source: z.string(), nodes: z.array(node), pages: z.array(page) }).parse(nodeData)).not.toThrow();
  });

  it('names each node and each page route once', () => {
    const names = nodeData.nodes.map((item) => item.name);
    expect(new Set(names).size).toBe(names.length);
    const routes = nodeData.pages.map((item) => item.route);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('gives every node input a unique key within its node', () => {
    for (const item of nodeData.nodes) {
      const keys = item.inputs.map((field) => field.name);
      expect(new Set(keys).size, item.name).toBe(keys.length);
    }
  });

  it('documents only nodes it holds, and holds no node without a page', () => {
    const documented = new Set(nodeData.pages.flatMap((item) => [item.node, ...item.related]));
    for (const item of nodeData.pages) {
      for (const name of [item.node, ...item.related]) if (name) expect(getNode(name), `${item.route}: ${name}`).toBeDefined();
    }
    for (const item of nodeData.nodes) expect(documented.has(item.name), item.name).toBe(true);
  });

  it('uses only routes of the docs route manifest', () => {
    const known = new Set(docsRoutes);
    for (const item of nodeData.pages) expect(known.has(item.route), item.route).toBe(true);
  });

  it('keeps no placeholder of the extraction (runtime expressions, spreads, omitted text)', () => {
    expect(JSON.stringify(nodeData)).not.toMatch(/<(expr|spread|constant|computed|text default)/);
  });

  it('keeps choice parameters usable: a default is one of the choices', () => {
    for (const item of nodeData.nodes) {
      for (const field of item.inputs) {
        if (field.type === 'options' && field.options && field.default !== undefined) {
          expect(field.options, `${item.name}.${field.name}`).toContain(field.default);
        }
      }
    }
  });

  it('finds the nodes that take a node’s output, by class', () => {
    const chatOpenAI = getNode('chatOpenAI');
    expect(chatOpenAI).toBeDefined();
    const consumers = consumersOf(chatOpenAI!).map((item) => item.name);
    expect(consumers).toEqual(expect.arrayContaining(['conversationChain', 'toolAgent', 'seqLLMNode']));
    expect(consumers).not.toContain('pinecone');
    const pinecone = getNode('pinecone');
    expect(consumersOf(pinecone!).map((item) => item.name)).toContain('vectorStoreRetriever');
  });

  it('maps routes to docs files and back', () => {
    const route = '/docs/sidekick-studio/chatflows/chat-models/chatopenai';
    expect(getPage(route)?.node).toBe('chatOpenAI');
    expect(pageOfNode('aaiChatOpenAI')?.route).toBe(route);
    expect(docsFilesForRoute(route)).toEqual([
      'sidekick-studio/chatflows/chat-models/chatopenai.md',
      'sidekick-studio/chatflows/chat-models/chatopenai.mdx',
    ]);
    expect(docsFilesForRoute('/docs/sidekick-studio/chatflows/')).toContain('sidekick-studio/chatflows/README.mdx');
    expect(routeOfDocsFile('sidekick-studio/chatflows/chat-models/chatopenai.mdx')).toBe(route);
    expect(routeOfDocsFile('sidekick-studio/chatflows/README.md')).toBe('/docs/sidekick-studio/chatflows/');
  });
});
