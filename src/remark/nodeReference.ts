import type { Root } from 'mdast';
import {
  consumersOf,
  distinctLabel,
  getNode,
  nodeData,
  pageOfNode,
  type NodeCategoryRow,
  type NodeFactsData,
  type NodeIndexData,
  type NodeIndexRow,
  type NodeLink,
  type McpToolsData,
  type NodeParametersData,
  type NodeRecord,
} from '../data/nodes';
import { mcpToolPurposes } from '../data/mcpToolPurposes';
import { getMcpServer } from '../data/platform/mcpTools';
import { getAgentflowNode, type AgentflowNode, type AgentflowParametersData } from '../data/agentflow';
import { program } from './estree';
import { declares, setDataProp, walk, type MdxNode } from './mdxTree';

/** Where the components live; the page imports them, so no other page ships them. */
export const COMPONENTS_MODULE = '@site/src/components/NodeReference';
export const COMPONENTS = ['AgentflowParameters', 'McpTools', 'NodeFacts', 'NodeIndex', 'NodeParameters'] as const;
type ComponentName = (typeof COMPONENTS)[number];

const STUDIO_ROUTE = '/docs/sidekick-studio/';
const CREDENTIALS_ROUTE = `${STUDIO_ROUTE}credentials/`;

function inheritedLabel(name: string): string | undefined {
  const parent = getNode(name);
  return parent && distinctLabel(parent);
}

function parametersData(node: NodeRecord): NodeParametersData {
  return {
    label: distinctLabel(node),
    inputs: node.inputs,
    ...(node.nodePool ? { nodePool: node.nodePool } : {}),
    ...(node.inputsInheritedFrom ? { inputsInheritedFrom: inheritedLabel(node.inputsInheritedFrom) } : {}),
  };
}

/** The category most node pages in a folder belong to. */
function folderCategory(folder: string): string | undefined {
  const counts = new Map<string, number>();
  for (const page of nodeData.pages) {
    const node = page.route.startsWith(folder) && page.node ? getNode(page.node) : undefined;
    if (node) counts.set(node.category, (counts.get(node.category) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

function agentflowParametersData(node: AgentflowNode): AgentflowParametersData {
  const { label, name, version, file, credential, hideInput, hideOutput, inputs, outputs } = node;
  return {
    label,
    name,
    version,
    file,
    ...(credential ? { credential } : {}),
    ...(hideInput ? { hideInput } : {}),
    ...(hideOutput ? { hideOutput } : {}),
    inputs,
    outputs,
  };
}

function factsData(node: NodeRecord): NodeFactsData {
  const link = (other: NodeRecord): NodeLink => {
    const route = pageOfNode(other.name)?.route;
    return { label: other.label, name: other.name, ...(route ? { href: route } : {}) };
  };
  const page = pageOfNode(node.name);
  // Link the category to the page's folder only when that folder is the category's (agent memory is a Memory
  // node documented among the sequential agents).
  const folder = page?.route.replace(/[^/]+$/, '');
  const categoryRoute = folder && folderCategory(folder) === node.category ? folder : undefined;
  const onPage = page
    ? [page.node, ...page.related].filter((name): name is string => !!name && name !== node.name)
    : [];
  return {
    label: node.label,
    name: node.name,
    category: node.category,
    ...(categoryRoute ? { categoryHref: categoryRoute } : {}),
    version: node.version,
    ...(node.badge ? { badge: node.badge } : {}),
    credential: node.credential,
    ...(node.credential ? { credentialsHref: CREDENTIALS_ROUTE } : {}),
    tabs: node.tabs ?? [],
    agentflowCanvas: node.agentflowCanvas === true,
    ...(node.nodePool ? { nodePool: node.nodePool } : {}),
    outputs: (node.outputs ?? []).map((output) => output.label),
    baseClasses: node.baseClasses,
    connectsTo: consumersOf(node).map(link),
    // Nodes documented on the same page: named, not linked (the reader is already there).
    related: onPage
      .map((name) => getNode(name))
      .filter((other): other is NodeRecord => !!other)
      .map((other) => ({ label: other.label, name: other.name })),
  };
}

/** The node pages under a Studio folder (`chatflows/chat-models`), or its subfolders when `by` is `category`. */
export function indexData(folder: string, by: string | undefined): NodeIndexData {
  const prefix = `${STUDIO_ROUTE}${folder.replace(/^\/|\/$/g, '')}/`;
  const pages = nodeData.pages.filter((page) => page.route.startsWith(prefix));
  if (pages.length === 0) throw new Error(`no node pages under ${prefix}`);
  if (by === 'category') {
    const folders = new Map<string, typeof pages>();
    for (const page of pages) {
      const sub = page.route.slice(prefix.length).split('/')[0] ?? '';
      if (page.route.slice(prefix.length).includes('/')) folders.set(sub, [...(folders.get(sub) ?? []), page]);
    }
    const rows = [...folders].map(([sub, items]): NodeCategoryRow => {
      const nodes = items.map((page) => (page.node ? getNode(page.node) : undefined)).filter((node) => !!node);
      return {
        title: folderCategory(`${prefix}${sub}/`) ?? sub,
        href: `${prefix}${sub}/`,
        count: items.length,
        examples: nodes.slice(0, 3).map((node) => node.label),
      };
    });
    return { kind: 'categories', rows };
  }
  const rows = pages.map((page): NodeIndexRow => {
    const node = page.node ? getNode(page.node) : undefined;
    const streaming = node?.inputs.find((input) => input.name === 'streaming');
    return {
      title: node?.label ?? page.title,
      href: page.route,
      ...(page.summary ? { summary: page.summary } : {}),
      credential: node?.credential ?? null,
      ...(streaming ? { streaming: streaming.default === true } : {}),
    };
  });
  return { kind: 'nodes', rows, showStreaming: rows.some((row) => row.streaming !== undefined) };
}

/** The tools of an MCP node's server; only a node that starts a known package has a list to show. */
export function mcpToolsData(name: string): McpToolsData {
  const server = getMcpServer(name);
  if (!server) throw new Error(`names "${name}", which is not in src/data/platform/mcp-tools.json`);
  if (!server.tools || !server.package || !server.version) {
    throw new Error(`names "${name}", whose server (${server.transport}) has no tool list in the data`);
  }
  const purposes = mcpToolPurposes[server.package] ?? {};
  return {
    label: server.label,
    package: server.package,
    version: server.version,
    tools: server.tools.map((tool) => {
      const purpose = purposes[tool.name];
      return purpose ? { ...tool, purpose } : tool;
    }),
  };
}

function isComponent(node: MdxNode): node is MdxNode & { name: ComponentName } {
  return (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    (COMPONENTS as readonly string[]).includes(node.name ?? '')
  );
}

/**
 * Remark plugin for the Studio node reference. In an .mdx page,
 * `<NodeParameters node="chatOpenAI" />` and `<NodeFacts node="chatOpenAI" />`
 * get that node's facts from src/data/nodes as a `data` prop, and
 * `<NodeIndex folder="chatflows/chat-models" />` (or `folder="chatflows"
 * by="category"`) a table of the node pages there, and
 * `<McpTools node="jiraMCP" />` the tools of that MCP node's server (from
 * src/data/platform/mcp-tools.json), and
 * `<AgentflowParameters node="agentAgentflow" />` that Agentflows V2 node's
 * facts from src/data/platform/agentflow-v2.json; the page imports the
 * components itself. Only the pages that show a node carry its
 * facts and the components; an unknown node name fails the build.
 *
 * Links name every documented page; the components render a link only when
 * the page exists in this build (from the docs plugin's global data), so the
 * cached output of a page never links to a page that is gone.
 */
export default function nodeReference() {
  return (tree: Root, file?: { path?: string }) => {
    const root = tree as unknown as MdxNode;
    const used = new Set<ComponentName>();
    for (const element of walk(root)) {
      if (!isComponent(element)) continue;
      const where = `${file?.path ?? 'an MDX page'}: <${element.name}>`;
      const attribute = (name: string) => {
        const value = element.attributes?.find((item) => item.type === 'mdxJsxAttribute' && item.name === name)?.value;
        return typeof value === 'string' ? value : undefined;
      };
      let data: NodeIndexData | NodeFactsData | NodeParametersData | McpToolsData | AgentflowParametersData;
      if (element.name === 'McpTools') {
        const name = attribute('node');
        if (!name) throw new Error(`${where} needs a node="<MCP node name>" attribute`);
        try {
          data = mcpToolsData(name);
        } catch (error) {
          throw new Error(`${where} ${(error as Error).message}`);
        }
      } else if (element.name === 'AgentflowParameters') {
        const name = attribute('node');
        if (!name) throw new Error(`${where} needs a node="<node name>" attribute`);
        const node = getAgentflowNode(name);
        if (!node) throw new Error(`${where} names "${name}", which is not in src/data/platform/agentflow-v2.json`);
        data = agentflowParametersData(node);
      } else if (element.name === 'NodeIndex') {
        const folder = attribute('folder');
        if (!folder) throw new Error(`${where} needs a folder="chatflows/<category>" attribute`);
        try {
          data = indexData(folder, attribute('by'));
        } catch (error) {
          throw new Error(`${where}: ${(error as Error).message}`);
        }
      } else {
        const name = attribute('node');
        if (!name) throw new Error(`${where} needs a node="<node name>" attribute`);
        const node = getNode(name);
        if (!node) throw new Error(`${where} names "${name}", which is not in src/data/nodes/nodes.json`);
        data = element.name === 'NodeParameters' ? parametersData(node) : factsData(node);
      }
      setDataProp(element, data);
      used.add(element.name);
    }
    const imports = [...used].filter((name) => !declares(root, name)).sort();
    if (imports.length === 0) return;
    root.children?.unshift({
      type: 'mdxjsEsm',
      value: `import { ${imports.join(', ')} } from '${COMPONENTS_MODULE}';`,
      data: {
        estree: program([
          {
            type: 'ImportDeclaration',
            specifiers: imports.map((name) => ({
              type: 'ImportSpecifier',
              imported: { type: 'Identifier', name },
              local: { type: 'Identifier', name },
            })),
            attributes: [],
            source: { type: 'Literal', value: COMPONENTS_MODULE, raw: `'${COMPONENTS_MODULE}'` },
          },
        ]),
      },
    });
  };
}
