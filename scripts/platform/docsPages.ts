// What each docs page takes from the platform, read from the docs sources:
// the commit and files its front matter cites (`platform_commit`, `sources`),
// and the reference data its components render. The drift report maps a
// changed row of data to the pages that show it through this index:
//
//   <NodeFacts node="x" />, <NodeParameters node="x" />   node x of src/data/nodes/nodes.json
//   <NodeIndex folder="f" [by="category"] />             the node pages under /docs/sidekick-studio/f/
//   <AgentflowParameters node="x" />                    node x of agentflow-v2.json
//   <McpTools node="x" />                               MCP node x of mcp-tools.json
//   <CredentialCatalogue />                             every credential type of credentials.json
//   <EnvVarTable group="g" />                           the variables src/data/envVars.ts puts in group g
//   <EnvTemplateNames list="l" />                       the template names env.json lists under l
//
// Components inside code blocks (a page that shows how to use one) do not count.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listDocs, parsePage } from '../check-content.mjs';
import { routeOfDocsFile } from '../../src/data/nodes';

export interface RenderedData {
  nodes: string[];
  nodeIndexes: string[];
  agentflowNodes: string[];
  mcpNodes: string[];
  credentialCatalogue: boolean;
  envGroups: string[];
  envLists: string[];
}

export interface DocsPage {
  /** Repository-relative path, e.g. docs/developers/streaming.md. */
  file: string;
  route: string;
  /** The platform commit the page cites, when it lists sources. */
  platformCommit?: string;
  /** The platform files its front matter lists (empty for `sources: none` or none at all). */
  sources: string[];
  renders: RenderedData;
  /** The page body, code blocks included, for finding the API paths it names (curl examples count). */
  text: string;
}

const CODE_BLOCK = /^(```|~~~)[\s\S]*?^\1\s*$/gm;
const COMPONENT =
  /<(NodeFacts|NodeParameters|NodeIndex|AgentflowParameters|McpTools|CredentialCatalogue|EnvVarTable|EnvTemplateNames)\b([^>]*)>/g;

const attribute = (attributes: string, name: string): string | undefined =>
  new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];

/** The reference data a page body renders through its components. */
export function renderedData(body: string): RenderedData {
  const renders: RenderedData = {
    nodes: [],
    nodeIndexes: [],
    agentflowNodes: [],
    mcpNodes: [],
    credentialCatalogue: false,
    envGroups: [],
    envLists: [],
  };
  const add = (list: string[], value: string | undefined) => {
    if (value !== undefined && !list.includes(value)) list.push(value);
  };
  for (const [, component, attributes = ''] of body.replace(CODE_BLOCK, '').matchAll(COMPONENT)) {
    if (component === 'NodeFacts' || component === 'NodeParameters') add(renders.nodes, attribute(attributes, 'node'));
    else if (component === 'NodeIndex') add(renders.nodeIndexes, attribute(attributes, 'folder'));
    else if (component === 'AgentflowParameters') add(renders.agentflowNodes, attribute(attributes, 'node'));
    else if (component === 'McpTools') add(renders.mcpNodes, attribute(attributes, 'node'));
    else if (component === 'CredentialCatalogue') renders.credentialCatalogue = true;
    else if (component === 'EnvVarTable') add(renders.envGroups, attribute(attributes, 'group'));
    else if (component === 'EnvTemplateNames') add(renders.envLists, attribute(attributes, 'list'));
  }
  return renders;
}

/** One docs page from its source text; `file` is repository-relative (docs/…). */
export function readDocsPage(file: string, source: string): DocsPage {
  const { frontMatter, body } = parsePage(source) as { frontMatter: Record<string, unknown>; body: string };
  const sources = Array.isArray(frontMatter.sources)
    ? frontMatter.sources.filter((item): item is string => typeof item === 'string')
    : [];
  const commit = frontMatter.platform_commit;
  return {
    file,
    // Docusaurus serves a folder's index.md, like its README.md, at the folder's route.
    route: routeOfDocsFile(file.replace(/^docs\//, '').replace(/(^|\/)index(\.mdx?)$/, '$1README$2')),
    ...(typeof commit === 'string' ? { platformCommit: commit } : {}),
    sources,
    renders: renderedData(body),
    text: body,
  };
}

/** Every docs page of the site (docs/**, hand-written: the API pages are generated from openapi/*.yaml). */
export function readDocsPages(root: string = path.join(__dirname, '..', '..')): DocsPage[] {
  return (listDocs(path.join(root, 'docs')) as string[])
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .filter((file) => !/^docs\/api\/(?!index\.mdx?$)/.test(file))
    .sort()
    .map((file) => readDocsPage(file, readFileSync(path.join(root, file), 'utf8')));
}
