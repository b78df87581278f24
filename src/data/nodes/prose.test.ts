/**
 * The prose of the Studio node pages against the node data. Four kinds of
 * claim the prose makes can be checked mechanically:
 *
 * - In a page's "Set it up" section, a label in bold names something on the
 *   canvas. Unless the sentence is about another node (it names or links one,
 *   or the label is possessed: "the store's **Top K**"), the label must be an
 *   input of the page's own nodes, one of its options (by value or by the
 *   label the Studio shows, from src/data/platform/node-labels.json) or
 *   outputs, its credential type (by name or label) or a field of it, or a
 *   label of the Studio itself. About another node, it must still be an
 *   input, output, option, node or credential label that exists somewhere.
 * - Where the prose states a default ("the default is `0.9`", "(default `1`)",
 *   "on by default"), the value must be the default of the input it talks
 *   about: the nearest bold label before it in the same paragraph or list
 *   item, else any input of the page's nodes with that default. What a node
 *   uses when an input is left empty (a fallback in its code, often also the
 *   placeholder) is not the input's default, and the prose says it as such
 *   ("left empty, **Port** is `5432`"), which this check does not read. A
 *   default of an MCP tool's parameter, which no node input holds, is checked
 *   against TOOL_PARAMETER_DEFAULTS.
 * - Where the prose sets a choice input ("**Usage** at `perPage`"), the value
 *   must be one of the input's options (unless the provider supplies them).
 * - Where the prose says a node has no field ("has no **Max Tokens** field"),
 *   none of the page's nodes may have it.
 *
 * What it cannot see: behaviour the prose describes in words and inputs named
 * without bold; those pages were read against the source by hand. Internal
 * names where a label belongs are the docs content check's
 * (scripts/studio-labels.mjs).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { credentialData } from '../platform/credentialData';
import { getNodeLabels, nodeLabelsData } from '../platform/nodeLabels';
import { getNode, getPage, nodeData, routeOfDocsFile, type NodeInput, type NodeRecord } from '.';
import { normalise } from '../../../scripts/evidence/evidence';
import { loadEvidence } from '../../../scripts/evidence/pages';

const docsDir = fileURLToPath(new URL('../../../docs', import.meta.url));

/** Labels of the Studio's own UI that the set-up steps point to. */
const STUDIO_LABELS = ['Additional Parameters', 'Connect Credential', 'Credentials', 'Assistants', 'Tools', 'Variables'];

/**
 * Bold words that are not Studio fields, or are fields nodes.json does not
 * list, each checked by hand against the source named in the comment.
 */
const KNOWN: Record<string, string[]> = {
  // Column names and choices of the Custom State (Table) input (packages/components/nodes/sequentialagents/State/State.ts).
  'sidekick-studio/agentflows/sequential-agents/state-node.mdx': ['Operation', 'Replace', 'Append', 'Default Value'],
  // Columns of the Condition table, the Variable column's choices and the Operation column's (sequentialagents/Condition/Condition.ts, ConditionAgent/ConditionAgent.ts).
  'sidekick-studio/agentflows/sequential-agents/condition-node.mdx': [
    'Variable',
    'Operation',
    'Value',
    'Output Name',
    'Total Messages',
    'First Message Content',
    'Last Message Content',
    'Is Not Empty',
    'Is',
  ],
  'sidekick-studio/agentflows/sequential-agents/condition-agent-node.mdx': [
    'Variable',
    'Operation',
    'Value',
    'Output Name',
    'Agent Output',
    "Agent's JSON Key Output",
    'Is',
  ],
  // The type choices of the JSON Structured Output table's Type column (sequentialagents/LLMNode/LLMNode.ts).
  'sidekick-studio/agentflows/sequential-agents/llm-node.mdx': ['String', 'String Array', 'Number', 'Boolean', 'Enum'],
  // The Description column of the JSON Structure table (outputparsers/StructuredOutputParser/StructuredOutputParser.ts).
  'sidekick-studio/chatflows/output-parsers/structured-output-parser.mdx': ['Description'],
  // Option labels whose values are enum members, which the extraction does not read (chatmodels/ChatGoogleGenerativeAI/ChatGoogleGenerativeAI.ts).
  'sidekick-studio/chatflows/chat-models/google-ai.mdx': [
    'Dangerous',
    'Harassment',
    'Hate Speech',
    'Sexually Explicit',
    'Only High',
  ],
  // The credential field's label on this node, which nodes.json does not keep (chatmodels/AWSBedrock/AWSChatBedrock.ts).
  'sidekick-studio/chatflows/chat-models/aws-chatbedrock.mdx': ['AWS Credential'],
  // A tab of the Messages History input (prompts/ChatPromptTemplate/ChatPromptTemplate.ts), and the button above
  // the prompt fields (packages/ui/src/views/canvas/NodeInputHandler.jsx).
  'sidekick-studio/chatflows/prompts/chat-prompt-template.mdx': ['Add Messages (Code)', 'Langchain Hub'],
  // The two types of a variable (packages/ui/src/views/variables/AddEditVariableDialog.jsx).
  'sidekick-studio/chatflows/utilities/custom-js-function.mdx': ['Static', 'Runtime'],
  // The buttons a note shows on hover (packages/ui/src/views/canvas/StickyNote.jsx).
  'sidekick-studio/chatflows/utilities/sticky-note.mdx': ['Duplicate', 'Delete'],
  // Inputs of the nodes connected to this one: the Prompt Retriever's (retrievers/PromptRetriever/PromptRetriever.ts), the Vectara store's (vectorstores/Vectara/Vectara.ts).
  'sidekick-studio/chatflows/chains/multi-prompt-chain.mdx': ['Prompt System Message'],
  'sidekick-studio/chatflows/chains/vectara-chain.mdx': ['Top K'],
  // Buttons of the Studio beside the node's fields (packages/ui/src/ui-component/gmail/GmailLabelPicker.jsx, button/SalesforceAuthButton.jsx).
  'sidekick-studio/chatflows/document-loaders/gmail.mdx': ['Refresh Labels'],
  'sidekick-studio/chatflows/tools-mcp/salesforce-personal-oauth-mcp.mdx': ['Authorize with Salesforce'],
  // Roles, menus, pages and settings of other products' consoles, outside the Studio.
  'sidekick-studio/chatflows/chat-models/google-vertexai.mdx': ['Vertex AI User'],
  'sidekick-studio/chatflows/embeddings/googlevertexai-embeddings.mdx': ['Vertex AI User'],
  'sidekick-studio/chatflows/document-loaders/notion-folder.mdx': ['Export'],
  'sidekick-studio/chatflows/tools/google-custom-search.mdx': ['Search engine ID'],
  'sidekick-studio/chatflows/tools-mcp/confluence-mcp.mdx': ['Create API token'],
  'sidekick-studio/chatflows/tools-mcp/contentful-mcp.mdx': [
    'Settings',
    'API keys',
    'Content management tokens',
    'General settings',
  ],
  'sidekick-studio/chatflows/tools-mcp/github-mcp.mdx': ['Settings', 'Developer settings', 'Personal access tokens'],
  'sidekick-studio/chatflows/tools-mcp/salesforce-mcp.mdx': [
    'App Manager',
    'Enable Client Credentials Flow',
    'Manage',
    'Edit Policies',
    'Run As',
    'Manage Consumer Details',
  ],
  'sidekick-studio/chatflows/tools-mcp/slack-mcp.mdx': ['OAuth & Permissions', 'Bot User OAuth Token'],
};

/**
 * Defaults the prose states for the parameters of an MCP server's tools, which
 * the model fills in on each call and the node data does not hold. Each was
 * checked by hand against the server package the node starts (at the version
 * the platform's pnpm-lock.yaml resolves, as in src/data/platform/mcp-tools.json).
 */
const TOOL_PARAMETER_DEFAULTS: Record<string, string[]> = {
  // @tsmztech/mcp-server-salesforce 0.0.2, started by nodes/tools/MCP/SfdcMCP/SfdcMCP.ts: salesforce_manage_object's
  // nameFieldType falls back to 'Text' (dist/tools/manageObject.js), salesforce_manage_field's scale to 0 (dist/tools/manageField.js).
  'sidekick-studio/chatflows/tools-mcp/salesforce-mcp.mdx': ['Text', '0'],
  // @answerai/salesforce-mcp 0.1.0, started by nodes/tools/MCP/SalesforceOauthMcp/SalesforceOauthMcp.ts: salesforce_manage_field_permissions
  // grants or revokes for ['System Administrator'] when profileNames is empty (dist/tools/manageFieldPermissions.js).
  'sidekick-studio/chatflows/tools-mcp/salesforce-personal-oauth-mcp.mdx': ['System Administrator'],
  // Not a tool's, but the connected vector store's: its Top K falls back to 4 when empty
  // (packages/components/nodes/vectorstores/VectorStoreUtils.ts).
  'sidekick-studio/chatflows/retrievers/cohere-rerank-retriever.mdx': ['4'],
};

const norm = (label: string) =>
  label
    .toLowerCase()
    .replace(/\s*\(.*\)\s*$/, '')
    .trim();

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(path);
    return /\.mdx?$/.test(entry.name) ? [relative(docsDir, path)] : [];
  });
}

interface NodePageSource {
  file: string;
  nodes: NodeRecord[];
  source: string;
  /**
   * The page's claims that rest on lines of the platform's code or on a vendor's page (its evidence file,
   * scripts/evidence): a label or a default stated in one of them was checked there, so the node data need not
   * hold it.
   */
  evidenced?: string[];
}

/** Whether a sentence of the page is one of its claims with platform evidence (or holds one, or is part of one). */
const isEvidenced = (page: NodePageSource, sentence: string): boolean => {
  const text = normalise(sentence);
  return text.length > 0 && (page.evidenced ?? []).some((claim) => claim.includes(text) || text.includes(claim));
};

/** Every node page with the nodes it documents (its node, related variants, and the node a variant inherits from). */
const nodePages: NodePageSource[] = listFiles(join(docsDir, 'sidekick-studio'))
  .map((file) => ({ file, source: readFileSync(join(docsDir, file), 'utf8') }))
  .filter(({ source }) => source.includes('<NodeFacts'))
  .map(({ file, source }) => {
    const page = getPage(routeOfDocsFile(file));
    const names = [page?.node, ...(page?.related ?? [])].filter((name): name is string => !!name);
    for (const name of [...names]) {
      const parent = getNode(name)?.inputsInheritedFrom;
      if (parent && !names.includes(parent)) names.push(parent);
    }
    const evidence = loadEvidence(`docs/${file}`);
    const evidenced = (evidence?.claims ?? [])
      .filter((claim) => claim.platform || claim.vendor)
      .map((claim) => normalise(claim.text));
    return { file, source, nodes: names.map((name) => getNode(name)!).filter(Boolean), evidenced };
  });

const allNodes = nodeData.nodes;
const credentialTypes = new Map(credentialData.credentials.map((credential) => [credential.name, credential]));
/** What the Studio shows for a node's options, and for its credential types and their fields. */
const optionLabels = (node: NodeRecord) =>
  (getNodeLabels(node.name)?.inputs ?? []).flatMap((input) => (input.options ?? []).map((option) => option.label));
const credentialLabels = (node: NodeRecord) =>
  (node.credential?.names ?? []).flatMap((name) => {
    const credential = credentialTypes.get(name);
    return credential ? [credential.label, ...credential.inputs.map((field) => field.label)] : [];
  });
const anyLabel = new Set(
  [
    ...allNodes.flatMap((node) => [
      node.label,
      ...node.inputs.map((input) => input.label),
      ...(node.outputs ?? []).map((output) => output.label),
    ]),
    ...nodeLabelsData.nodes.flatMap((node) =>
      node.inputs.flatMap((input) => (input.options ?? []).map((option) => option.label)),
    ),
    ...credentialData.credentials.flatMap((credential) => [credential.label, ...credential.inputs.map((f) => f.label)]),
  ].map(norm),
);
const nodeLabels = allNodes.map((node) => node.label);

/** The body without front matter, code blocks and inline code (whose `**` is not bold). */
const body = (source: string) =>
  source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, '')
    .replace(/`[^`\n]*`/g, (code) => code.replace(/\*/g, ''));

/** Paragraphs and list items, the unit a bold label and the words about it share. */
const blocks = (text: string) => text.split(/\n(?=\s*(?:[-*]|\d+\.)\s)|\n\s*\n/).filter((block) => !/^\s*(#|\|)/.test(block));
const sentences = (block: string) => block.split(/(?<=[.!?;])\s+(?=[A-Z*`[])/);

/** Bold labels of a page's "Set it up" section the page's own nodes do not have. */
export function unknownSetupLabels(page: NodePageSource): string[] {
  const { file, source, nodes } = page;
  const section = /^## Set it up\n([\s\S]*?)(?=^## )/m.exec(body(source))?.[1] ?? '';
  const own = new Set([
    ...nodes.flatMap((node) => node.inputs.map((input) => norm(input.label))),
    ...nodes.flatMap((node) => node.inputs.flatMap((input) => (input.options ?? []).map((option) => norm(option)))),
    ...nodes.flatMap((node) => (node.outputs ?? []).map((output) => norm(output.label))),
    ...nodes.flatMap(optionLabels).map(norm),
    ...nodes.flatMap((node) => node.credential?.names ?? []).map(norm),
    ...nodes.flatMap(credentialLabels).map(norm),
    ...nodes.map((node) => norm(node.label)),
    ...STUDIO_LABELS.map(norm),
    ...(KNOWN[file] ?? []).map(norm),
  ]);
  const ownLabels = new Set(nodes.map((node) => node.label));
  const problems: string[] = [];
  for (const block of blocks(section)) {
    for (const sentence of sentences(block)) {
      const aboutOther =
        /\]\(\.\.?\/[^)]*\.mdx\)/.test(sentence) || nodeLabels.some((label) => !ownLabels.has(label) && sentence.includes(label));
      for (const match of sentence.matchAll(/\*\*([^*]+)\*\*/g)) {
        const raw = match[1]!.trim();
        if (/[.:!?,;]$/.test(raw)) continue; // a bold lead-in, not a label
        const label = norm(raw);
        if (own.has(label)) continue;
        const before = sentence.slice(0, match.index);
        const after = sentence.slice(match.index + match[0].length);
        const possessed = /('s|’s|\bits)\s*$/.test(before) || /^\s+(on|of) (the|a|an|its|each) /.test(after);
        // "connect it to the **Memory** input": a connection target is an input of the receiving node.
        const target = /^\s+input\b/.test(after);
        // "connect a model to … with **Temperature**", "give the store a **Top K**".
        const otherNoun = /\b(a|an|the|your|each) ([\w-]+ )?(model|store|chain|agent|splitter|loader|retriever)\b/i.test(before);
        if ((aboutOther || possessed || target || otherNoun) && anyLabel.has(label)) continue;
        if (isEvidenced(page, sentence)) continue;
        problems.push(`**${raw}** in "${sentence.trim().slice(0, 120)}"`);
      }
    }
  }
  return problems;
}

const DEFAULT_STATEMENT =
  /\bdefaults?\b(?: value)?(?: is| of| to|:|,)?\s*`([^`]+)`|`([^`]+)`,? (?:is |as )?(?:the|its) default|\b(on|off|enabled|disabled) by default/gi;

/** Defaults the prose states that the inputs it talks about do not have. */
export function wrongDefaults(page: NodePageSource): string[] {
  const { file, source, nodes } = page;
  const inputs = nodes.flatMap((node) => node.inputs);
  const toolDefaults = TOOL_PARAMETER_DEFAULTS[file] ?? [];
  const byLabel = (label: string): NodeInput | undefined => inputs.find((input) => norm(input.label) === norm(label));
  const text = body(source).replace(/^\s*<[^>]+>\s*$/gm, '');
  const problems: string[] = [];
  for (const block of blocks(text)) {
    for (const match of block.matchAll(DEFAULT_STATEMENT)) {
      const value = match[3] ? String(/on|enabled/i.test(match[3])) : (match[1] ?? match[2])!;
      const before = [...block.slice(0, match.index).matchAll(/\*\*([^*]+)\*\*/g)].map((bold) => bold[1]!);
      const after = [...block.slice(match.index).matchAll(/\*\*([^*]+)\*\*/g)].map((bold) => bold[1]!);
      // The nearest bold word before the statement, else the first after it, is what the default is about.
      const label = before.length > 0 ? before[before.length - 1] : after[0];
      const input = label ? byLabel(label) : undefined;
      const matches = (candidate: NodeInput) => candidate.default !== undefined && String(candidate.default) === value;
      const statement = sentences(block).find((sentence) => sentence.includes(match[0]));
      if (statement && isEvidenced(page, statement)) continue;
      if (input) {
        if (!input.defaultNote && !matches(input)) {
          problems.push(`**${input.label}**: the prose says ${value}, the node's default is ${String(input.default)}`);
        }
      } else if (!inputs.some((candidate) => matches(candidate) || candidate.defaultNote) && !toolDefaults.includes(value)) {
        problems.push(`a default of ${value} that no input of the page's nodes has, in "${match[0]}"`);
      }
    }
  }
  return problems;
}

/** Values the prose sets a choice input to ("set **Usage** to `perPage`") that are not among its options. */
export function unknownOptionValues({ source, nodes }: NodePageSource): string[] {
  const inputs = nodes.flatMap((node) => node.inputs);
  const problems: string[] = [];
  const text = source.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, '');
  for (const match of text.matchAll(/\*\*([^*]+)\*\*\s+(?:to|at|is)\s+`([^`]+)`/g)) {
    const input = inputs.find((candidate) => norm(candidate.label) === norm(match[1]!));
    if (!input?.options || input.optionsFromProvider || input.type.startsWith('async')) continue;
    if (!input.options.includes(match[2]!)) {
      problems.push(`**${input.label}** set to \`${match[2]}\`, not one of ${input.options.join(', ')}`);
    }
  }
  return problems;
}

/** Fields the prose says the page's nodes lack ("has no **Max Tokens** field") that one of them has. */
export function deniedFieldsPresent({ source, nodes }: NodePageSource): string[] {
  const text = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const own = new Set(nodes.flatMap((node) => node.inputs.map((input) => norm(input.label))));
  return [...text.matchAll(/\b(?:no|without an?|has no|lacks)\s+\*\*([^*]+)\*\*\s+(?:field|input|setting|switch|option|parameter)/g)]
    .filter((match) => own.has(norm(match[1]!)))
    .map((match) => `says "${match[0]}", but the node has it`);
}

describe('Studio node pages: prose against the node data', () => {
  it('checks the set-up steps of the node pages', () => {
    const withSetup = nodePages.filter(({ source }) => /^## Set it up$/m.test(source));
    expect(withSetup.length).toBeGreaterThan(150);
  });

  it.each(nodePages.map((page) => [page.file, page] as const))('%s names only fields its nodes have', (_file, page) => {
    expect(unknownSetupLabels(page).join('\n')).toBe('');
  });

  it.each(nodePages.map((page) => [page.file, page] as const))('%s states the defaults its nodes have', (_file, page) => {
    expect(wrongDefaults(page).join('\n')).toBe('');
  });

  it.each(nodePages.map((page) => [page.file, page] as const))('%s sets choices only to their options', (_file, page) => {
    expect(unknownOptionValues(page).join('\n')).toBe('');
  });

  it.each(nodePages.map((page) => [page.file, page] as const))('%s denies only fields its nodes lack', (_file, page) => {
    expect(deniedFieldsPresent(page).join('\n')).toBe('');
  });

  it('catches a field the node does not have and a wrong default', () => {
    const chatOpenAI = getNode('chatOpenAI')!;
    const page = (text: string): NodePageSource => ({
      file: 'sidekick-studio/example.mdx',
      nodes: [chatOpenAI],
      source: `---\ntitle: x\n---\n\n## Set it up\n\n${text}\n\n## Parameters\n`,
    });
    expect(unknownSetupLabels(page('1. Set **Model Name** and **Temperature**.'))).toEqual([]);
    expect(unknownSetupLabels(page('1. Set **Top P Sampling**.'))).toHaveLength(1);
    expect(wrongDefaults(page('1. Set **Temperature**. The default is `0.9`.'))).toEqual([]);
    expect(wrongDefaults(page('1. Set **Temperature**. The default is `0.7`.'))).toHaveLength(1);
    expect(wrongDefaults(page('- **Streaming** is off by default.'))).toHaveLength(1);
    expect(wrongDefaults(page('- **Max Tokens** defaults to `256`.'))).toHaveLength(1);
    expect(wrongDefaults(page('- `nameFieldType` (`Text`, the default, or `AutoNumber`).'))).toHaveLength(1);
    expect(
      wrongDefaults({
        ...page('- `nameFieldType` (`Text`, the default, or `AutoNumber`).'),
        file: 'sidekick-studio/chatflows/tools-mcp/salesforce-mcp.mdx',
      }),
    ).toEqual([]);
    expect(unknownOptionValues(page('Set **Image Resolution** to `high`.'))).toEqual([]);
    expect(unknownOptionValues(page('Set **Image Resolution** to `ultra`.'))).toHaveLength(1);
    expect(deniedFieldsPresent(page('The node has no **Max Tokens** field.'))).toHaveLength(1);
    expect(deniedFieldsPresent(page('The node has no **Context Cache** input.'))).toEqual([]);
    // A label or default of a sentence the page's evidence ties to the platform's code is accepted.
    const evidenced = (text: string) => ({ ...page(text), evidenced: [normalise(text.replace(/^1\. /, ''))] });
    expect(unknownSetupLabels(evidenced('1. Click **Edit Config** to open the dialog.'))).toEqual([]);
    expect(wrongDefaults(evidenced('1. Set **Temperature**. The default is `0.7`.'))).toEqual([]);
  });
});
