// The Studio's words in prose: where a docs page names something the reader
// clicks or reads in the Studio, it uses the label the Studio shows
// ("Supabase API", "Scrape XML Sitemap", "SQLite"), not the internal name the
// platform stores (`supabaseApi`, `scrapeXMLSitemap`, `sqlite`). Internal names
// stay where the reader types them: code blocks, JSON, API requests,
// environment variables. scripts/check-content.mjs runs this check on every page.
//
// The names and labels come from the extracted data (src/data/nodes/nodes.json,
// src/data/platform/*.json). A name is flagged only when it cannot be an
// ordinary word or the label itself (see `isDistinctive`):
//
// - node and credential names anywhere in a page's prose;
// - input, option and credential field names only on a page that names their
//   node or credential (by its internal name, or its label in bold, a link, a
//   heading or the title), and not when an MCP server the page documents uses
//   the same name for a tool or a tool's parameter;
// - as inline code that is exactly the name, or, for names with an inner
//   capital, as a bare word (not inside quotation marks, which quote messages);
// - never in code blocks, front matter, imports, JSX or HTML tags, link targets
//   or URLs, nor in a paragraph, list item or table that is about what a reader
//   types (TYPED_CONTEXT), nor as inline code followed by "field", "key" and the
//   like, which names a field of data.
//
// The deliberate exceptions are listed, each with its reason, in
// scripts/studio-labels-allowed.json; an entry that no longer matches is reported.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The extracted data the names and labels are read from, relative to the repository root. */
export const LABEL_SOURCES = {
  nodes: 'src/data/nodes/nodes.json',
  nodeLabels: 'src/data/platform/node-labels.json',
  credentials: 'src/data/platform/credentials.json',
  agentflow: 'src/data/platform/agentflow-v2.json',
  mcpTools: 'src/data/platform/mcp-tools.json',
};
export const ALLOWED_FILE = 'scripts/studio-labels-allowed.json';

/**
 * A block of text that talks about what a reader types or sends: an override, JSON, a request or response body,
 * an environment variable, an HTTP call. Inline code in it is taken as typed, not as a Studio word.
 */
export const TYPED_CONTEXT =
  /overrideConfig|\bJSON\b|\bbody\b|\bpayload\b|\benvironment variables?\b|\bcurl\b|\b(?:GET|POST|PUT|PATCH|DELETE) \/|\b(?:the|an|prediction|REST|upsert) API\b(?! keys?\b)|\bAPI (?:calls?|requests?|responses?)\b/i;
/** Words after inline code that make it the name of a field of data (`sessionId` field), not a Studio label. */
const DATA_FIELD_AFTER = /^\s*(?:fields?|keys?|propert(?:y|ies)|columns?|arguments?|parameters?|arrays?|objects?)\b/i;

/**
 * @typedef {{ name: string, label: string }} Named
 * @typedef {{
 *   name: string,
 *   label: string,
 *   kind: 'node' | 'credential' | 'input' | 'option' | 'credential field',
 *   owner?: Named,
 *   input?: string,
 * }} StudioName
 * @typedef {{ node: string, label: string, tools: { name: string, parameters: { name: string }[] }[] | null }} McpNode
 * @typedef {{ page: string, names: string[], reason: string }} Allowed
 * @typedef {{ line: number, name: string, entries: StudioName[] }} Finding
 */

const readJson = (root, file) => JSON.parse(readFileSync(join(root, file), 'utf8'));

/**
 * Every internal name of the extracted data with the label the Studio shows for it.
 * @returns {{ names: StudioName[], mcp: McpNode[] }}
 */
export function loadStudioNames(root) {
  /** @type {StudioName[]} */
  const names = [];
  const addInputs = (owner, inputs) => {
    for (const input of inputs) {
      names.push({ name: input.name, label: input.label, kind: 'input', owner });
      for (const option of input.options ?? []) {
        // nodes.json keeps option values only; node-labels.json and agentflow-v2.json have their labels.
        if (typeof option === 'object') {
          names.push({ name: option.name, label: option.label, kind: 'option', owner, input: input.label });
        }
      }
      addInputs(owner, input.array ?? []);
    }
  };
  const addNodes = (nodes) => {
    for (const node of nodes) {
      names.push({ name: node.name, label: node.label, kind: 'node' });
      addInputs({ name: node.name, label: node.label }, node.inputs);
    }
  };
  addNodes(readJson(root, LABEL_SOURCES.nodes).nodes);
  addNodes(readJson(root, LABEL_SOURCES.nodeLabels).nodes);
  addNodes(readJson(root, LABEL_SOURCES.agentflow).nodes);
  for (const credential of readJson(root, LABEL_SOURCES.credentials).credentials) {
    names.push({ name: credential.name, label: credential.label, kind: 'credential' });
    const owner = { name: credential.name, label: credential.label };
    for (const field of credential.inputs)
      names.push({ name: field.name, label: field.label, kind: 'credential field', owner });
  }
  /** @type {McpNode[]} */
  const mcp = readJson(root, LABEL_SOURCES.mcpTools).nodes;
  for (const node of mcp) names.push({ name: node.node, label: node.label, kind: 'node' });
  return { names, mcp };
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const JSON_LITERALS = new Set(['true', 'false', 'null']);

/** A label without a trailing parenthesis: "1024x1024 (all models)" shows the name itself. */
const withoutNote = (label) => label.replace(/\s*\([^)]*\)$/, '');

/**
 * Whether a name differs from its label in a way worth flagging, and cannot be read as an ordinary word:
 * - never a name the Studio shows as its label, a label of something else, an UPPER_CASE constant
 *   (an environment variable) or a JSON literal (`true`), all of which the reader types;
 * - a code identifier (an inner capital, an underscore or a digit: `chatOpenAI`, `supabaseApi`, `gpt_4`);
 * - or a lowercase node, credential or option value whose label is more than the word capitalised
 *   (`sqlite` → "SQLite", `postgres` → "PostgreSQL", but not `text` → "Text"). Lowercase input names
 *   (`text`, `model`, `url`) are never flagged: they are everyday words and the keys readers type.
 * @param {StudioName} entry
 * @param {Set<string>} labels every label of the data
 */
export function isDistinctive({ name, label, kind }, labels) {
  if (!label || label === name || withoutNote(label) === name) return false;
  if (labels.has(name) || /^[A-Z][A-Z0-9_]*$/.test(name) || JSON_LITERALS.has(name)) return false;
  if (/[a-z][A-Z]|_|\d/.test(name)) return true;
  return (
    /^[a-z]+$/.test(name) &&
    kind !== 'input' &&
    kind !== 'credential field' &&
    label !== name[0].toUpperCase() + name.slice(1)
  );
}

/**
 * The names to look for: the distinctive entries of the data.
 * @param {{ names: StudioName[], mcp: McpNode[] }} data from loadStudioNames
 * @returns {{ names: StudioName[], mcp: McpNode[] }}
 */
export function studioNameIndex({ names, mcp }) {
  const labels = new Set(names.map((entry) => entry.label));
  return { names: names.filter((entry) => isDistinctive(entry, labels)), mcp };
}

/** Reads the allow-list: `[{ page, names, reason }]`, each field required. */
export function loadAllowed(root) {
  return checkAllowed(readJson(root, ALLOWED_FILE));
}

/** The allow-list, or an error naming the entry and field that is wrong. */
export function checkAllowed(allowed) {
  if (!Array.isArray(allowed)) throw new Error(`${ALLOWED_FILE}: expected a list of { page, names, reason }`);
  allowed.forEach((entry, index) => {
    const at = `${ALLOWED_FILE}: entry ${index + 1}`;
    for (const field of ['page', 'reason']) {
      if (typeof entry?.[field] !== 'string' || entry[field].trim() === '')
        throw new Error(`${at} has no \`${field}\``);
    }
    const { names } = entry;
    if (!Array.isArray(names) || names.length === 0 || !names.every((name) => typeof name === 'string' && name)) {
      throw new Error(`${at}: \`names\` must be a list of the internal names allowed on the page`);
    }
  });
  return /** @type {Allowed[]} */ (allowed);
}

/**
 * Whether a page names a node or credential: its internal name anywhere (`words` holds the page's words), or its
 * label where a reader sees it as a name.
 */
const mentions = (words, shown, owner) =>
  words.has(owner.name) || (owner.label !== '' && shown.some((text) => text.includes(owner.label)));

/** The texts in which a page names things: bold spans, link texts, headings and the title. */
function shownNames(source, title) {
  return [
    ...[...source.matchAll(/\*\*(.+?)\*\*/g)].map((match) => match[1]),
    ...[...source.matchAll(/\[([^\]]+)\]\(/g)].map((match) => match[1]),
    ...[...source.matchAll(/^#{1,6}\s+(.*)$/gm)].map((match) => match[1]),
    typeof title === 'string' ? title : '',
  ];
}

/**
 * The blocks of a page body's prose, with the line each line starts on: paragraphs, list items, tables and
 * headings; code fences, imports and exports are left out.
 * @returns {{ lines: { number: number, text: string }[] }[]}
 */
export function proseBlocks(body, firstLine = 1) {
  const blocks = [];
  let block;
  let fence;
  body.split('\n').forEach((text, index) => {
    const number = firstLine + index;
    const marker = /^\s*(`{3,}|~{3,})/.exec(text);
    if (fence) {
      if (marker && marker[1].startsWith(fence)) fence = undefined;
      return;
    }
    if (marker) {
      fence = marker[1];
      block = undefined;
      return;
    }
    if (text.trim() === '' || /^(import|export)\s/.test(text)) {
      block = undefined;
      return;
    }
    const table = /^\s*\|/.test(text);
    const starts =
      !block ||
      /^\s*([-*+]|\d+\.)\s/.test(text) ||
      /^#{1,6}\s/.test(text) ||
      table !== block.table ||
      /^\s*:::/.test(text);
    if (starts) {
      block = { table, lines: [] };
      blocks.push(block);
    }
    block.lines.push({ number, text });
  });
  return blocks;
}

/** A line as a reader sees it: no comments, tags, link targets, URLs or heading ids. */
const visibleText = (line) =>
  line
    .replace(/<!--.*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\{#[\w-]+\}/g, ' ');

/**
 * Whether a line pairs the internal name with its label, to explain what is stored: "**One document per page**
 * (stored as `perPage`)", "`perPage` (shown as **One document per page**)".
 */
function glossed(line, name, entries) {
  const code = escape(`\`${name}\``);
  return entries.some(({ label }) => {
    const shown = `\\**${escape(label)}\\**`;
    return new RegExp(`${shown}\\s*\\([^)]{0,30}${code}|${code}\\s*\\([^)]{0,30}${shown}`).test(line);
  });
}

/**
 * The internal names a page uses in prose where the Studio shows a different label.
 * @param {string} body the page without its front matter
 * @param {{ names: StudioName[], mcp: McpNode[] }} index from studioNameIndex
 * @param {{ firstLine?: number, title?: unknown, source?: string }} options
 *   `firstLine`: the file's line number of the body's first line; `source`: the whole page (for mentions)
 * @returns {Finding[]}
 */
export function findInternalNames(body, index, { firstLine = 1, title, source = body } = {}) {
  const shown = shownNames(source, title);
  const words = new Set(source.match(/\w+/g));
  const mcpNames = new Set(
    index.mcp
      .filter((node) => mentions(words, shown, { name: node.node, label: node.label }))
      .flatMap((node) => (node.tools ?? []).flatMap((tool) => [tool.name, ...tool.parameters.map((p) => p.name)])),
  );
  /** @type {Map<string, StudioName[]>} */
  const candidates = new Map();
  const mentioned = new Map();
  for (const entry of index.names) {
    if (entry.owner) {
      const key = `${entry.owner.name}\u0000${entry.owner.label}`;
      if (!mentioned.has(key)) mentioned.set(key, mentions(words, shown, entry.owner));
      if (!mentioned.get(key) || mcpNames.has(entry.name)) continue;
    }
    const list = candidates.get(entry.name) ?? [];
    list.push(entry);
    candidates.set(entry.name, list);
  }
  /** @type {Finding[]} */
  const findings = [];
  for (const block of proseBlocks(body, firstLine)) {
    if (TYPED_CONTEXT.test(block.lines.map((line) => line.text).join('\n'))) continue;
    const lines = block.lines.map(({ number, text }) => ({ number, visible: visibleText(text) }));
    // A name the block once calls a field (`sessionId` field) is a field of data everywhere in the block.
    const fields = new Set(
      lines.flatMap(({ visible }) =>
        [...visible.matchAll(/`([^`]+)`/g)]
          .filter((match) => DATA_FIELD_AFTER.test(visible.slice(match.index + match[0].length)))
          .map((match) => match[1]),
      ),
    );
    for (const { number, visible } of lines) {
      for (const match of visible.matchAll(/`([^`]+)`/g)) {
        const entries = candidates.get(match[1]);
        if (entries && !fields.has(match[1]) && !glossed(visible, match[1], entries)) {
          findings.push({ line: number, name: match[1], entries });
        }
      }
      const plain = visible.replace(/`[^`]*`/g, ' ').replace(/"[^"]*"|“[^”]*”/g, ' ');
      for (const match of plain.matchAll(/(?<![\w./@$#=-])[A-Za-z_]\w*(?![\w/(=-]|\.\w)/g)) {
        const entries = candidates.get(match[0]);
        if (entries && /[a-z][A-Z]/.test(match[0])) findings.push({ line: number, name: match[0], entries });
      }
    }
  }
  return findings;
}

/** What a finding's name is, for the message: "option of Database on Sql Database Chain". */
function describe(entry) {
  if (!entry.owner) return entry.kind;
  if (entry.kind === 'option') return `option of ${entry.input} on ${entry.owner.label}`;
  return `${entry.kind} of ${entry.owner.label}`;
}

/** One line per finding: page, line, the internal name, the label to use and what it names. */
export function formatFinding(page, { line, name, entries }) {
  const labels = [...new Set(entries.map((entry) => entry.label))];
  const what = [...new Set(entries.map(describe))].slice(0, 3).join('; ');
  const use = labels.map((label) => `"${label}"`).join(' or ');
  return `${page}:${line}: \`${name}\` is an internal name; the Studio shows ${use} (${what}). Name what the Studio shows, or if the reader types it, allow it in ${ALLOWED_FILE} with a reason.`;
}

/**
 * The label problems of some pages, with the allow-list applied; an allowed name that no longer appears on a
 * checked page is a problem too, so the list stays as small as the exceptions it records.
 * @param {{ page: string, source: string, body: string, title?: unknown }[]} pages
 *   each page's path, its whole text, the text after its front matter and its title
 * @param {{ names: StudioName[], mcp: McpNode[] }} index
 * @param {Allowed[]} allowed
 * @returns {string[]}
 */
export function labelProblems(pages, index, allowed) {
  const problems = [];
  for (const { page, source, body, title } of pages) {
    const firstLine = source.slice(0, source.length - body.length).split('\n').length;
    const exceptions = new Set(allowed.filter((entry) => entry.page === page).flatMap((entry) => entry.names));
    const used = new Set();
    for (const finding of findInternalNames(body, index, { firstLine, title, source })) {
      if (exceptions.has(finding.name)) used.add(finding.name);
      else problems.push(formatFinding(page, finding));
    }
    for (const name of exceptions) {
      if (!used.has(name)) {
        problems.push(`${ALLOWED_FILE}: \`${name}\` is no longer flagged on ${page}: remove it from the allow-list`);
      }
    }
  }
  return problems;
}
