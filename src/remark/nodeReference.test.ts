import { compile } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import {
  getNode,
  nodeData,
  type McpToolsData,
  type NodeFactsData,
  type NodeIndexData,
  type NodeParametersData,
} from '../data/nodes';
import { getAgentflowNode, type AgentflowParametersData } from '../data/agentflow';
import { mcpToolPurposes } from '../data/mcpToolPurposes';
import { getMcpServer } from '../data/platform/mcpTools';
import nodeReference, { COMPONENTS_MODULE } from './nodeReference';

interface Tree {
  type: string;
  value?: string;
  name?: string;
  attributes?: { name: string; value: unknown }[];
  children: Tree[];
}

const element = (name: string, attributes: Record<string, string>): Tree => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: Object.entries(attributes).map(([key, value]) => ({ type: 'mdxJsxAttribute', name: key, value })),
  children: [],
});

function run(children: Tree[]): Tree {
  const tree: Tree = { type: 'root', children };
  nodeReference()(tree as unknown as Root, { path: 'docs/page.mdx' });
  return tree;
}

const dataOf = <T>(node: Tree | undefined): T => {
  const value = node?.attributes?.find((attribute) => attribute.name === 'data')?.value as { value: string };
  return JSON.parse(value.value) as T;
};

describe('nodeReference remark plugin', () => {
  it('gives <NodeParameters> the inputs of its node and makes the page import the component', () => {
    const tree = run([element('NodeParameters', { node: 'chatOpenAI' })]);
    expect(tree.children[0]).toMatchObject({
      type: 'mdxjsEsm',
      value: `import { NodeParameters } from '${COMPONENTS_MODULE}';`,
    });
    const data = dataOf<NodeParametersData>(tree.children[1]);
    expect(data.label).toBe('ChatOpenAI (LangChain)');
    expect(data.inputs).toEqual(getNode('chatOpenAI')?.inputs);
  });

  it('gives <NodeFacts> the credential, the category and the pages of the nodes that take its output', () => {
    const tree = run([element('NodeFacts', { node: 'chatOpenAI' })]);
    const data = dataOf<NodeFactsData>(tree.children[1]);
    expect(data.credential).toEqual({ names: ['openAIApi'], optional: false });
    expect(data.credentialsHref).toBe('/docs/sidekick-studio/credentials/');
    expect(data.categoryHref).toBe('/docs/sidekick-studio/chatflows/chat-models/');
    expect(data.connectsTo).toContainEqual({
      label: 'Conversation Chain',
      name: 'conversationChain',
      href: '/docs/sidekick-studio/chatflows/chains/conversation-chain',
    });
    // Nodes on the same page are named, not linked: the reader is already there.
    expect(data.related).toEqual([
      { label: 'Answer ChatOpenAI', name: 'aaiChatOpenAI' },
      { label: 'ChatOpenAI', name: 'chatOpenAI_LlamaIndex' },
    ]);
    const memory = dataOf<NodeFactsData>(run([element('NodeFacts', { node: 'agentMemory' })]).children[1]);
    expect(memory.category).toBe('Memory');
    expect(memory.categoryHref).toBeUndefined();
    const free = dataOf<NodeFactsData>(run([element('NodeFacts', { node: 'calculator' })]).children[1]);
    expect(free.credential).toBeNull();
    expect(free.credentialsHref).toBeUndefined();
  });

  it('builds <NodeIndex> tables of a category’s nodes and of a section’s categories', () => {
    const tree = run([
      element('NodeIndex', { folder: 'chatflows/chat-models' }),
      element('NodeIndex', { folder: 'chatflows', by: 'category' }),
    ]);
    const nodes = dataOf<NodeIndexData>(tree.children[1]);
    expect(nodes.kind).toBe('nodes');
    if (nodes.kind !== 'nodes') return;
    const chatModelPages = nodeData.pages.filter((page) =>
      page.route.startsWith('/docs/sidekick-studio/chatflows/chat-models/'),
    );
    expect(nodes.rows).toHaveLength(chatModelPages.length);
    expect(nodes.rows.length).toBeGreaterThanOrEqual(26);
    expect(nodes.showStreaming).toBe(true);
    expect(nodes.rows.find((row) => row.title === 'ChatOpenAI')).toMatchObject({
      streaming: true,
      credential: { names: ['openAIApi'] },
    });
    const categories = dataOf<NodeIndexData>(tree.children[2]);
    expect(categories.kind === 'categories' && categories.rows.map((row) => row.title)).toEqual(
      expect.arrayContaining(['Chat Models', 'Vector Stores', 'MCP Servers']),
    );
  });

  it('gives <McpTools> the tools of the package the MCP node starts', () => {
    const tree = run([element('McpTools', { node: 'jiraMCP' })]);
    expect(tree.children[0]).toMatchObject({ value: `import { McpTools } from '${COMPONENTS_MODULE}';` });
    const data = dataOf<McpToolsData>(tree.children[1]);
    const server = getMcpServer('jiraMCP');
    expect(data).toMatchObject({ label: 'Jira MCP', package: '@answerai/jira-mcp', version: server?.version });
    // The extracted tools, each with its purpose line from src/data/mcpToolPurposes.ts.
    expect(data.tools.map(({ name, parameters }) => ({ name, parameters }))).toEqual(server?.tools);
    expect(data.tools.find((tool) => tool.name === 'search_issues')?.purpose).toBe(
      mcpToolPurposes['@answerai/jira-mcp']?.search_issues,
    );
  });

  it('refuses <McpTools> for a node whose tools only a running server knows', () => {
    expect(() => run([element('McpTools', { node: 'customMCP' })])).toThrow(
      'docs/page.mdx: <McpTools> names "customMCP", whose server (configured) has no tool list in the data',
    );
    expect(() => run([element('McpTools', { node: 'jiraMcp' })])).toThrow('not in src/data/platform/mcp-tools.json');
  });

  it('gives <AgentflowParameters> its Agentflows V2 node from the extracted platform data', () => {
    const tree = run([element('AgentflowParameters', { node: 'humanInputAgentflow' })]);
    expect(tree.children[0]).toMatchObject({
      type: 'mdxjsEsm',
      value: `import { AgentflowParameters } from '${COMPONENTS_MODULE}';`,
    });
    const data = dataOf<AgentflowParametersData>(tree.children[1]);
    expect(data).toMatchObject({
      label: 'Human Input',
      name: 'humanInputAgentflow',
      file: 'packages/components/nodes/agentflow/HumanInput/HumanInput.ts',
      outputs: [
        { label: 'Proceed', name: 'proceed' },
        { label: 'Reject', name: 'reject' },
      ],
    });
    expect(data.inputs).toEqual(getAgentflowNode('humanInputAgentflow')?.inputs);
    const start = dataOf<AgentflowParametersData>(
      run([element('AgentflowParameters', { node: 'startAgentflow' })]).children[1],
    );
    expect(start.hideInput).toBe(true);
    expect(() => run([element('AgentflowParameters', { node: 'agentflowAgent' })])).toThrow(
      'docs/page.mdx: <AgentflowParameters> names "agentflowAgent", which is not in src/data/platform/agentflow-v2.json',
    );
  });

  it('fails on an unknown node, a missing attribute or an empty folder, naming the file', () => {
    expect(() => run([element('NodeParameters', { node: 'chatOpenAl' })])).toThrow(
      'docs/page.mdx: <NodeParameters> names "chatOpenAl", which is not in src/data/nodes/nodes.json',
    );
    expect(() => run([element('NodeFacts', {})])).toThrow('needs a node="<node name>" attribute');
    expect(() => run([element('NodeIndex', { folder: 'chatflows/nothing' })])).toThrow('no node pages under');
  });

  it('leaves a page that imports the components itself, or uses none, without a second import', () => {
    const own: Tree = { type: 'mdxjsEsm', value: `import { NodeFacts } from '${COMPONENTS_MODULE}';`, children: [] };
    const tree = run([own, element('NodeFacts', { node: 'pinecone' })]);
    expect(tree.children.filter((child) => child.type === 'mdxjsEsm')).toHaveLength(1);
    const plain = run([{ type: 'paragraph', children: [] }]);
    expect(plain.children.map((child) => child.type)).toEqual(['paragraph']);
  });

  it('produces MDX that compiles: the import and the data prop are valid JavaScript', async () => {
    const output = String(
      await compile('<NodeFacts node="chatOpenAI" />\n\n<NodeParameters node="chatOpenAI" />\n', {
        remarkPlugins: [nodeReference],
      }),
    );
    expect(output).toContain(`import {NodeFacts, NodeParameters} from '${COMPONENTS_MODULE}'`);
    expect(output).toContain('"modelName"');
    expect(output).not.toContain('_components.NodeParameters');
  });
});
