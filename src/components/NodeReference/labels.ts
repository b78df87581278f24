/** Words a builder knows for the types the node data uses. */

const PARAMETER_TYPE_LABELS: Record<string, string> = {
  string: 'Text',
  number: 'Number',
  boolean: 'On/off',
  json: 'JSON',
  options: 'Choice',
  asyncOptions: 'Choice',
  multiOptions: 'Several choices',
  asyncMultiOptions: 'Several choices',
  file: 'File upload',
  code: 'Code',
  password: 'Secret text',
  tabs: 'Editor',
  datagrid: 'Table',
  conditionFunction: 'Conditions',
  array: 'Rows',
  googleDrive: 'Google Drive picker',
  contentfulConfig: 'Contentful settings',
  'string | number | boolean | json | array': 'Any value',
};

/** What kind of node provides each class an input accepts. */
const CONNECTION_LABELS: Record<string, string> = {
  BaseChatModel: 'Chat model',
  BaseLanguageModel: 'Chat model or LLM',
  BaseCache: 'Cache',
  Embeddings: 'Embeddings',
  Document: 'Document loader',
  TextSplitter: 'Text splitter',
  VectorStore: 'Vector store',
  VectorStoreRetriever: 'Vector store retriever',
  BaseRetriever: 'Retriever',
  Tool: 'Tool',
  BaseMemory: 'Memory',
  BaseChatMemory: 'Chat memory',
  Moderation: 'Moderation',
  BaseLLMOutputParser: 'Output parser',
  BasePromptTemplate: 'Prompt template',
  ChatPromptTemplate: 'Chat prompt template',
  PromptTemplate: 'Prompt template',
  PromptRetriever: 'Prompt retriever',
  RecordManager: 'Record manager',
  BaseCheckpointSaver: 'Agent memory',
  BaseChain: 'Chain',
  GoogleAICacheManager: 'Google AI context cache',
  Start: 'Start node',
  Agent: 'Agent node',
  Condition: 'Condition node',
  LLMNode: 'LLM node',
  ToolNode: 'Tool node',
  State: 'State node',
  CustomFunction: 'Custom function node',
  ExecuteFlow: 'Execute flow node',
};

export const parameterTypeLabel = (type: string): string => PARAMETER_TYPE_LABELS[type] ?? type;

/** The kinds of node an input accepts, e.g. "Chat model" for `BaseChatModel`. */
export const connectionLabels = (type: string): { label: string; type: string }[] =>
  type.split(' | ').map((item) => ({ label: CONNECTION_LABELS[item] ?? item, type: item }));

/**
 * Node names that alone make vague link text ("Start" reads as an
 * instruction, and Lighthouse's SEO audit flags it): as link text they get
 * the word "node" after them.
 */
const VAGUE_ALONE = new Set(['start', 'end', 'go', 'here', 'more', 'this']);

/** The text of a link to a node's page. */
export function nodeLinkText(label: string): string {
  return VAGUE_ALONE.has(label.trim().toLowerCase()) ? `${label} node` : label;
}

/**
 * Where the Studio lists the node: its tabs in a chatflow's node drawer and the Agentflows canvas, or why neither
 * does (the server never loads its category), or the switch that brings a community node in.
 */
export function drawerText({
  tabs,
  agentflowCanvas,
  nodePool,
}: {
  tabs: string[];
  agentflowCanvas: boolean;
  nodePool?: 'skipped' | 'community';
}): string {
  if (nodePool === 'skipped') return 'No canvas: the server does not load this category as nodes';
  const chatflow =
    tabs.length > 0 ? `the ${tabs.join(' and ')} tab${tabs.length > 1 ? 's' : ''} of a chatflow's node drawer` : '';
  const where =
    chatflow && agentflowCanvas
      ? `${chatflow[0]!.toUpperCase()}${chatflow.slice(1)}, and the Agentflows canvas`
      : chatflow
        ? `${chatflow[0]!.toUpperCase()}${chatflow.slice(1)}`
        : agentflowCanvas
          ? 'The Agentflows canvas only'
          : 'Neither canvas lists it';
  return nodePool === 'community' ? `${where}, when the server sets SHOW_COMMUNITY_NODES=true` : where;
}
