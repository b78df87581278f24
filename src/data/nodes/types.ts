/**
 * The shapes of the node facts (src/data/nodes/nodes.json) and of the props the
 * NodeReference components receive. Types only: components import this file,
 * never the data, so no page ships facts about nodes it does not show.
 */

/** One input of a node, as the Studio shows it on the canvas. */
export interface NodeInput {
  /** Empty when the canvas shows the field without a label (the Sticky Note's text). */
  label: string;
  /** The key under which the value is stored and overridden (`overrideConfig`). */
  name: string;
  /** A parameter type (`string`, `number`, `options`…) or, for a connection, the class it accepts (`BaseChatModel`). */
  type: string;
  required: boolean;
  /** When the requirement depends on the server's configuration. */
  requiredNote?: string;
  /** Another node plugs into this input; `type` lists the accepted classes, separated by ` | `. */
  connection?: true;
  default?: string | number | boolean;
  /** The default is a built-in text or is set by the Studio; shown instead of a value. */
  defaultNote?: string;
  options?: string[];
  /** The choices are fetched from the provider or the server when the node opens. */
  optionsFromProvider?: true;
  /** Accepts several connections or values. */
  list?: true;
  /** Shown under **Additional Parameters** on the node. */
  additional?: true;
  /** The value may contain `{{variables}}` from the flow. */
  acceptsVariables?: true;
  /** Shown only for some settings of another input. */
  conditional?: true;
}

export interface NodeOutput {
  label: string;
  name: string;
  /** Classes this output is an instance of, when it declares its own (a vector store's retriever and store). */
  baseClasses?: string[];
}

export interface NodeCredential {
  /** Credential types the node accepts, e.g. `openAIApi`. */
  names: string[];
  optional: boolean;
}

/** One node class of the platform. */
export interface NodeRecord {
  /** The node's id in the Studio and in flow JSON, e.g. `chatOpenAI`. */
  name: string;
  label: string;
  category: string;
  type: string;
  version: number | null;
  badge?: string;
  tags?: string[];
  /** The chatflow canvas's node drawer tabs that list the node (`LangChain`, `Answer`…); empty when none does. */
  tabs?: string[];
  /** The Agentflows (V1) canvas lists the node too. */
  agentflowCanvas?: true;
  /**
   * `skipped`: the server's node pool never loads the node's category, so no canvas lists it (packages/server/src/
   * NodesPool.ts); `community`: loaded only when the server sets SHOW_COMMUNITY_NODES=true. Absent: always loaded.
   */
  nodePool?: 'skipped' | 'community';
  /** Classes the node's outputs are instances of (its own and each output's); an input accepts the node when it names one. */
  baseClasses: string[];
  credential: NodeCredential | null;
  inputs: NodeInput[];
  outputs?: NodeOutput[];
  /** This variant takes its inputs from that node and adds its own. */
  inputsInheritedFrom?: string;
  /** The node's source file in the platform's repository. */
  file?: string;
}

/** One docs page of the Studio reference and the node it documents. */
export interface NodePage {
  route: string;
  title: string;
  summary?: string;
  /** The node the page is about; null for a page about a topic with no node of its own. */
  node: string | null;
  /** Other nodes documented on the same page (variants, siblings). */
  related: string[];
}

export interface NodeData {
  /** The platform commit (40 hex) the node facts agree with. */
  commit: string;
  /** Where the facts came from and how they are kept. */
  source: string;
  nodes: NodeRecord[];
  pages: NodePage[];
}

/** A node named in a list; `href` is its page's route, linked when that page exists in the build. */
export interface NodeLink {
  label: string;
  name: string;
  href?: string;
}

/** Props of <NodeParameters>, filled in at build time by src/remark/nodeReference.ts. */
export interface NodeParametersData {
  label: string;
  inputs: NodeInput[];
  /** `skipped`: the server does not load the node (its page says how it is set up). */
  nodePool?: 'skipped' | 'community';
  inputsInheritedFrom?: string;
}

/** Props of <NodeFacts>, filled in at build time by src/remark/nodeReference.ts. */
export interface NodeFactsData {
  label: string;
  name: string;
  category: string;
  categoryHref?: string;
  version: number | null;
  badge?: string;
  credential: NodeCredential | null;
  credentialsHref?: string;
  /** The chatflow drawer's tabs that list it, whether the Agentflows canvas does, and whether the server loads it. */
  tabs: string[];
  agentflowCanvas: boolean;
  nodePool?: 'skipped' | 'community';
  outputs: string[];
  baseClasses: string[];
  /** Nodes with an input that accepts this node's output. */
  connectsTo: NodeLink[];
  /** Other nodes documented on the same page. */
  related: NodeLink[];
}

/** One node page in a <NodeIndex> table. */
export interface NodeIndexRow {
  title: string;
  href: string;
  summary?: string;
  credential: NodeCredential | null;
  /** The node's Streaming default, when it has that setting. */
  streaming?: boolean;
}

/** One folder of node pages in a <NodeIndex by="category"> table. */
export interface NodeCategoryRow {
  title: string;
  href: string;
  count: number;
  examples: string[];
}

/** Props of <NodeIndex>, filled in at build time by src/remark/nodeReference.ts. */
export type NodeIndexData =
  | { kind: 'nodes'; rows: NodeIndexRow[]; showStreaming: boolean }
  | { kind: 'categories'; rows: NodeCategoryRow[] };

/** One input parameter of an MCP server's tool (src/data/platform/mcp-tools.json). */
export interface McpToolParameter {
  name: string;
  /** The JSON Schema type: `string`, `number`, `object`…, `string[]` for a list of strings, `a | b` for either. */
  type: string;
  required: boolean;
}

/** One tool an MCP server offers; a node lists them under **Available Actions**. */
export interface McpTool {
  name: string;
  parameters: McpToolParameter[];
}

/** An MCP node and the server it runs, as scripts/platform/mcp.ts extracts it. */
export interface McpServerRecord {
  node: string;
  label: string;
  file: string;
  /** `stdio`: a package the platform starts; `remote`: a hosted server; `configured`: what the user writes. */
  transport: 'stdio' | 'remote' | 'configured';
  package?: string;
  version?: string;
  specifier?: string;
  /** How the version was chosen: `pnpm-lock.yaml`, or the newest npm release on the platform commit's date. */
  versionFrom?: string;
  environment?: string[];
  url?: string;
  toolsFrom?: 'tools/list handler' | 'tool definitions';
  tools: McpTool[] | null;
}

export interface McpToolsFile {
  commit: string;
  nodes: McpServerRecord[];
}

/** Props of <McpTools>, filled in at build time by src/remark/nodeReference.ts. */
export interface McpToolsData {
  label: string;
  package: string;
  version: string;
  /** Each tool with its one-line purpose from src/data/mcpToolPurposes.ts. */
  tools: (McpTool & { purpose?: string })[];
}
