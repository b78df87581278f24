import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { docsRoutes } from '../../../config/routes';
import { consumersOf, distinctLabel, docsFilesForRoute, getNode, getPage, nodeData, pageOfNode, routeOfDocsFile } from '.';

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
    // The Studio's name of the node; one has spaces (`Chat NVIDIA NIM`).
    name: z.string().min(1),
    label: z.string().min(1),
    category: z.string().min(1),
    type: z.string().min(1),
    version: z.number().nullable(),
    badge: z.string().optional(),
    tags: z.array(z.string()).optional(),
    tabs: z.array(z.enum(['Answer', 'LangChain', 'LlamaIndex', 'Utilities & Tools'])),
    agentflowCanvas: z.literal(true).optional(),
    nodePool: z.enum(['skipped', 'community']).optional(),
    baseClasses: z.array(z.string().min(1)).min(1),
    credential: z.object({ names: z.array(z.string().min(1)).min(1), optional: z.boolean() }).strict().nullable(),
    inputs: z.array(input),
    outputs: z
      .array(
        z
          .object({ label: z.string().min(1), name: z.string().min(1), baseClasses: z.array(z.string()).min(1).optional() })
          .strict(),
      )
      .optional(),
    inputsInheritedFrom: z.string().optional(),
    file: z.string().startsWith('packages/components/nodes/'),
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

describe('node data (src/data/nodes/nodes.json and pages.json)', () => {
  it('matches the schema the components and the remark plugin rely on', () => {
    expect(() =>
      z
        .object({ commit: z.string().regex(/^[0-9a-f]{40}$/), source: z.string(), nodes: z.array(node), pages: z.array(page) })
        .strict()
        .parse(nodeData),
    ).not.toThrow();
  });

  it('holds every node class of the Studio but the Agentflows V2 ones', () => {
    expect(nodeData.nodes.length).toBeGreaterThanOrEqual(316);
    expect(nodeData.nodes.some((item) => item.category === 'Agent Flows')).toBe(false);
    expect(getNode('chatOllama')?.tabs).toEqual(['LangChain']);
    expect(getNode('aaiChatOpenAI')?.tabs).toEqual(['Answer']);
    expect(getNode('chatOllama_LlamaIndex')?.tabs).toEqual(['LlamaIndex']);
    // The chatflow canvas leaves out the agent categories and the agent memories; the Agentflows canvas lists them.
    expect(getNode('seqAgent')?.tabs).toEqual([]);
    expect(getNode('sqliteAgentMemory')?.tabs).toEqual([]);
    expect(getNode('sqliteAgentMemory')?.agentflowCanvas).toBe(true);
    expect(getNode('chatOllama_LlamaIndex')?.agentflowCanvas).toBeUndefined();
    // The server never loads the Analytic and SpeechToText categories as nodes (NodesPool.ts skipCategories).
    expect(getNode('langFuse')).toMatchObject({ nodePool: 'skipped', tabs: [] });
    expect(getNode('promptLangFuse')?.nodePool).toBe('community');
  });

  it('reads base classes from the classes the nodes spread, and a vector store’s from its two outputs', () => {
    expect(getNode('chatOllama')?.baseClasses).toEqual(['ChatOllama', 'BaseChatModel', 'BaseLanguageModel', 'Runnable']);
    expect(getNode('ollama')?.baseClasses).toEqual(['Ollama', 'LLM', 'BaseLLM', 'BaseLanguageModel', 'Runnable']);
    expect(getNode('pinecone')?.outputs?.map((output) => output.baseClasses)).toEqual([
      ['Pinecone', 'VectorStoreRetriever', 'BaseRetriever'],
      ['Pinecone', 'VectorStore'],
    ]);
  });

  it('gives each node a label no other node has, for table captions on pages with twins', () => {
    const labels = nodeData.nodes.map(distinctLabel);
    expect(new Set(labels).size).toBe(labels.length);
    expect(distinctLabel(getNode('chatOllama')!)).toBe('ChatOllama (LangChain)');
    expect(distinctLabel(getNode('chatOllama_LlamaIndex')!)).toBe('ChatOllama (LlamaIndex)');
    expect(distinctLabel(getNode('aaiToolAgent')!)).toBe('Tool Agent (Answer)');
    expect(distinctLabel(getNode('seqCustomFunction')!)).toBe('Custom JS Function (Sequential Agents)');
    expect(distinctLabel(getNode('chatMistralAI')!)).toBe('ChatMistralAI');
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

  it('documents only nodes it holds, each on one page', () => {
    const documented = nodeData.pages.flatMap((item) => [item.node, ...item.related]).filter(Boolean);
    for (const item of nodeData.pages) {
      for (const name of [item.node, ...item.related]) if (name) expect(getNode(name), `${item.route}: ${name}`).toBeDefined();
    }
    expect(new Set(documented).size).toBe(documented.length);
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

  it('finds the fields that take a value output, such as If Else’s, through their variable anchor', () => {
    const consumers = consumersOf(getNode('ifElseFunction')!).map((item) => item.name);
    expect(consumers).toContain('promptTemplate');
    expect(consumers).not.toContain('chatOpenAI');
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
