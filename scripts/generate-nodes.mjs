// One-off generator of src/data/nodes/nodes.json, the node facts behind the
// Studio reference pages. It was run once against the reference extraction of
// the platform's node classes (nodes.json: one entry per docs page, with the
// node class documented there and related classes); since then the committed
// src/data/nodes/nodes.json is the source and is edited by hand. Re-running
// overwrites those edits, so diff the result before committing it.
//
//   node scripts/generate-nodes.mjs /path/to/reference/nodes.json <platform commit>
//
// The commit (40 hex) is the platform commit the reference was extracted at;
// the file records it, and src/data/nodes/source.test.ts compares the result
// with the node classes at that commit.
// What it changes on the way:
// - Runtime placeholders of the extraction are cleaned up: `<spread: getBaseClasses(X)>`
//   becomes the ancestor classes X is known to have (from the marketplace templates
//   where the reference resolved them, else from the node's family); `<expr: ...>` in
//   an optional flag becomes `required: false` with a note; `<constant: ...>`,
//   `<computed expression>` and `<text default omitted ...>` defaults become a note
//   instead of a value; `{ __expr: 'Enum.VALUE' }` options become 'VALUE'.
// - Inputs are split into connections (another node plugs in) and parameters.
// - AnswerAgent variants that inherit their inputs get their parent's inputs.
// - A node documented on two pages is kept once, and so is an input declared twice.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(root, 'src/data/nodes/nodes.json');

/** Input types that are set on the node itself; any other type is a class another node must provide. */
export const PARAMETER_TYPES = new Set([
  'string',
  'number',
  'boolean',
  'json',
  'options',
  'asyncOptions',
  'multiOptions',
  'asyncMultiOptions',
  'file',
  'code',
  'password',
  'tabs',
  'datagrid',
  'conditionFunction',
  'googleDrive',
  'contentfulConfig',
  'string | number | boolean | json | array',
]);

/** Ancestors of a node's runtime class, by family, where the reference left `getBaseClasses(X)` unresolved. */
const ANCESTORS_BY_CATEGORY = {
  'Chat Models': ['BaseChatModel', 'BaseLanguageModel', 'Runnable'],
  Embeddings: ['Embeddings'],
  Memory: ['BaseChatMemory', 'BaseMemory'],
  Chains: ['BaseChain', 'Runnable'],
  'Text Splitters': ['TextSplitter', 'BaseDocumentTransformer', 'Runnable'],
  'Output Parsers': ['BaseLLMOutputParser', 'Runnable'],
  Tools: ['Tool', 'StructuredTool', 'Runnable'],
  Moderation: ['Moderation'],
  Agents: ['BaseChain', 'Runnable'],
};

/** Spread targets whose family differs from the node's category. */
function ancestorsOfSpread(target, category) {
  if (/Saver$/.test(target)) return ['BaseCheckpointSaver'];
  if (target === 'CacheBackedEmbeddings') return ['CacheBackedEmbeddings', 'Embeddings'];
  if (/Cache/.test(target)) return ['BaseCache'];
  const ancestors = ANCESTORS_BY_CATEGORY[category];
  if (!ancestors) throw new Error(`No known ancestors for getBaseClasses(${target}) in category ${category}`);
  return ancestors;
}

const PLACEHOLDER = /^<(expr|constant|spread|computed|text default omitted)\b[^>]*>$/;
const isPlaceholder = (value) => typeof value === 'string' && PLACEHOLDER.test(value);

function baseClassesOf(node, category) {
  if (node.baseClasses_resolved?.length) return [...new Set(node.baseClasses_resolved)];
  const literal = (node.baseClasses ?? []).filter((name) => !isPlaceholder(name));
  const spreads = (node.baseClasses ?? [])
    .map((name) => /^<spread: getBaseClasses\((\w+)\)>$/.exec(name)?.[1])
    .filter(Boolean);
  return [...new Set([...literal, ...spreads.flatMap((target) => ancestorsOfSpread(target, category))])];
}

/** Why a node keeps a built-in value instead of a default we can show. */
function defaultNote(raw, input) {
  if (raw === '<computed expression>') return 'Set by the Studio when the node is added';
  if (input.type === 'code') return 'Built-in example code';
  return /prompt|message|template/i.test(`${input.name} ${input.label}`) ? 'Built-in prompt' : 'Built-in text';
}

/** `tabs` inputs default to the name of a tab; say which editor opens. */
const TAB_DEFAULTS = { UI: 'Table editor', Code: 'Code editor' };

function cleanInput(input) {
  if (input.unresolved) return null;
  // Kept empty when the canvas shows none (the sticky note's text); the table says "(no label)".
  const out = { label: input.label ?? '', name: input.name, type: input.type };
  if (!PARAMETER_TYPES.has(input.type)) out.connection = true;
  if (isPlaceholder(input.optional)) {
    out.required = false;
    out.requiredNote = /UNSTRUCTURED_API_URL/.test(input.optional)
      ? 'Required unless the server sets UNSTRUCTURED_API_URL'
      : 'Required unless the server sets a default connection';
  } else out.required = input.optional !== true;
  if ('default' in input) {
    const value = input.default;
    if (isPlaceholder(value)) out.defaultNote = defaultNote(value, input);
    else if (input.type === 'tabs' && typeof value === 'string') {
      const suffix = Object.keys(TAB_DEFAULTS).find((key) => value.endsWith(key));
      out.defaultNote = suffix ? TAB_DEFAULTS[suffix] : value;
    } else if (Array.isArray(value) || (value !== null && typeof value === 'object'))
      out.default = JSON.stringify(value);
    else if (value !== null && value !== '') out.default = value;
  }
  if (input.options?.length) {
    out.options = input.options.map((option) =>
      typeof option === 'string'
        ? option
        : String(option.__expr ?? option.name ?? option.label)
            .split('.')
            .pop(),
    );
  }
  if (input.loadMethod) out.optionsFromProvider = true;
  if (input.list) out.list = true;
  if (input.additionalParams) out.additional = true;
  if (input.acceptVariable) out.acceptsVariables = true;
  if (input.conditional) out.conditional = true;
  return out;
}

function cleanNode(node, parent) {
  const category = node.category;
  const inherits = parent && (node.inputs_note?.includes('inherited') || node.inputs?.some((i) => i.unresolved));
  // Some loaders declare the same input twice in their source; the canvas shows it once.
  const own = (node.inputs ?? [])
    .map(cleanInput)
    .filter((input, index, all) => input && all.findIndex((other) => other?.name === input.name) === index);
  const inputs = inherits ? [...parent.inputs.filter((i) => !own.some((o) => o.name === i.name)), ...own] : own;
  const out = {
    name: node.name,
    label: node.label,
    category,
    type: node.type ?? parent?.type ?? node.label,
    version: node.version ?? parent?.version ?? null,
  };
  if (node.badge) out.badge = node.badge;
  if (node.tags?.length) out.tags = node.tags;
  out.baseClasses = node.baseClasses || node.baseClasses_resolved ? baseClassesOf(node, category) : parent.baseClasses;
  const outputs = (node.outputs ?? []).map(({ label, name }) => ({ label, name }));
  // A vector store's second output is the store itself, which retrievers and loaders take as VectorStore.
  if (outputs.some((output) => output.name === 'vectorStore')) out.baseClasses.push('VectorStore');
  out.credential = node.credentialNames?.length
    ? { names: node.credentialNames, optional: node.credentialOptional === true }
    : null;
  out.inputs = inputs;
  if (outputs.length) out.outputs = outputs;
  if (inherits) out.inputsInheritedFrom = parent.name;
  return out;
}

function generate(reference, commit) {
  const nodes = new Map();
  const pages = [];
  for (const page of reference.pages) {
    const primary = page.node ? cleanNode(page.node) : null;
    if (primary && !nodes.has(primary.name)) nodes.set(primary.name, primary);
    const related = [];
    for (const other of page.related_nodes ?? []) {
      const parent = primary ?? undefined;
      if (!nodes.has(other.name)) nodes.set(other.name, cleanNode(other, parent));
      related.push(other.name);
    }
    pages.push({
      route: page.route,
      title: page.title,
      ...(page.summary ? { summary: page.summary } : {}),
      node: primary?.name ?? null,
      related,
    });
  }
  return {
    commit,
    source: `${reference.generated_from}; generated once by scripts/generate-nodes.mjs, maintained here since`,
    nodes: [...nodes.values()],
    pages,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [input, commit] = process.argv.slice(2);
  if (!input || !/^[0-9a-f]{40}$/.test(commit ?? '')) {
    console.error('Usage: node scripts/generate-nodes.mjs <reference nodes.json> <platform commit, 40 hex>');
    process.exit(2);
  }
  const data = generate(JSON.parse(readFileSync(input, 'utf8')), commit);
  const leftovers = JSON.stringify(data).match(/"<(expr|constant|spread|computed|text default)[^"]*"/g);
  if (leftovers) throw new Error(`Placeholders left: ${leftovers.join(', ')}`);
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`${data.nodes.length} nodes, ${data.pages.length} pages → ${OUT}`);
}
