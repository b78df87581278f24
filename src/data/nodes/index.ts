/**
 * The node facts of the Studio reference: every node class the Studio shows
 * (but the Agentflows V2 ones), with its inputs, credential and output
 * classes, and the page routes that document them. Read at build time (by src/remark/nodeReference.ts) and by tests;
 * never imported by browser code, which receives only one node's facts as
 * props.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { NodeData, NodeInput, NodePage, NodeRecord } from './types';

export type * from './types';

const json = <T>(file: string): T => JSON.parse(readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8')) as T;

/** The node facts (nodes.json, written by `npm run platform:extract`) and the pages that document them (pages.json). */
export const nodeData: NodeData = {
  ...json<Omit<NodeData, 'pages'>>('./nodes.json'),
  ...json<Pick<NodeData, 'pages'>>('./pages.json'),
};

const byName = new Map(nodeData.nodes.map((node) => [node.name, node]));
const byRoute = new Map(nodeData.pages.map((page) => [page.route, page]));

/** The node with this Studio name (`chatOpenAI`), if the data has it. */
export const getNode = (name: string): NodeRecord | undefined => byName.get(name);

const labelCounts = new Map<string, number>();
for (const node of nodeData.nodes) labelCounts.set(node.label, (labelCounts.get(node.label) ?? 0) + 1);

/**
 * The node's label, made unique among all nodes: where two nodes share a label (ChatOpenAI for LangChain and for
 * LlamaIndex, Tool Agent and its Answer variant), the drawer tab that lists it, or its category when no tab does, is
 * added: `ChatOpenAI (LlamaIndex)`. Captions of tables on one page stay distinct this way.
 */
export function distinctLabel(node: NodeRecord): string {
  if ((labelCounts.get(node.label) ?? 0) < 2) return node.label;
  return `${node.label} (${node.tabs?.[0] ?? node.category})`;
}

/** The reference page at this route (`/docs/sidekick-studio/chatflows/chat-models/chatopenai`). */
export const getPage = (route: string): NodePage | undefined => byRoute.get(route);

/** The page a node is documented on: as its main node, else as a related one. */
export const pageOfNode = (name: string): NodePage | undefined =>
  nodeData.pages.find((page) => page.node === name) ?? nodeData.pages.find((page) => page.related.includes(name));

/**
 * Whether an input takes this node's output: a connection input that names one of the node's classes, or a field
 * that accepts variables, whose anchor takes an output of the field's own type (a `string` field takes If Else's
 * `string` output). The canvas gives a field that anchor unless it sits under Additional Parameters
 * (packages/ui/src/views/canvas/NodeInputHandler.jsx; the check is isValidConnection in
 * packages/ui/src/utils/genericHelper.js).
 */
export const accepts = (input: NodeInput, node: NodeRecord): boolean =>
  (input.connection === true || (input.acceptsVariables === true && input.additional !== true)) &&
  input.type.split(' | ').some((type) => node.baseClasses.includes(type));

/** The documented main nodes with an input that takes this node's output, in data order. */
export function consumersOf(node: NodeRecord): NodeRecord[] {
  return nodeData.pages
    .map((page) => (page.node ? byName.get(page.node) : undefined))
    .filter((other): other is NodeRecord => !!other && other.name !== node.name)
    .filter((other) => other.inputs.some((input) => accepts(input, node)));
}

/**
 * The docs files that can serve a route, relative to docs/: a folder route
 * (trailing slash) is its README, any other route a .md or .mdx file.
 */
export function docsFilesForRoute(route: string): string[] {
  const path = route.replace(/^\/docs\//, '');
  if (path === '' || path.endsWith('/')) return [`${path}README.md`, `${path}README.mdx`];
  return [`${path}.md`, `${path}.mdx`];
}

/** The route a docs file (relative to docs/) is served at. */
export function routeOfDocsFile(file: string): string {
  return `/docs/${file.replace(/(^|\/)README\.mdx?$/, '$1').replace(/\.mdx?$/, '')}`;
}
