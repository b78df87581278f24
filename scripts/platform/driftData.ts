// The rows of the extracted reference data that differ between the data the
// docs render and another commit of the platform, for the drift report
// (drift.ts), each with the docs pages that render it (docsPages.ts). One
// function per kind of data; each compares two values of the same shape, so
// the report can pass it the committed JSON and the extraction at the newer
// commit, and the tests small hand-made values.
import type { AgentflowInput, AgentflowNode } from '../../src/data/agentflow/types';
import type { McpServerRecord, NodeData } from '../../src/data/nodes/types';
import type { CredentialData, CredentialField } from '../../src/data/platform/credentialTypes';
import type { DocsPage } from './docsPages';
import type { EnvData } from './env';
import { lockedVersion, type McpNode } from './mcp';
import { nodeChanges, type ExtractedNode } from './nodes';
import type { Route } from './routes';

export interface DataRow {
  /** The row: a variable, a credential type, a node, an MCP node, `METHOD /path`. */
  key: string;
  change: 'added' | 'removed' | 'changed';
  /** What changed, one line each. */
  details: string[];
  /** The pages that render the row: docs files, or `openapi/<group>.yaml#<operationId>` for an API page. */
  pages: string[];
}

/** A value in code font; nothing (undefined, an empty list) is `none`. */
const code = (value: unknown): string =>
  value === undefined || (Array.isArray(value) && value.length === 0)
    ? 'none'
    : `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
const pagesWhere = (pages: readonly DocsPage[], test: (page: DocsPage) => boolean): string[] =>
  pages.filter(test).map((page) => page.file);
const byKey = (a: DataRow, b: DataRow) => a.key.localeCompare(b.key);

/**
 * Items by name; a name used again (an array input declares `value1` once per
 * type of comparison, each shown under its own condition) is keyed by its
 * occurrence: `value1`, `value1[2]`, …
 */
function byName<T extends { name: string }>(items: readonly T[]): Map<string, T> {
  const keyed = new Map<string, T>();
  const seen = new Map<string, number>();
  for (const item of items) {
    const occurrence = (seen.get(item.name) ?? 0) + 1;
    seen.set(item.name, occurrence);
    keyed.set(occurrence === 1 ? item.name : `${item.name}[${occurrence}]`, item);
  }
  return keyed;
}

/** `x: a → b` lines for the fields of two records that differ. */
function fieldChanges<T extends object>(before: T, after: T, fields: readonly (keyof T)[], prefix = ''): string[] {
  return fields.flatMap((field) =>
    JSON.stringify(before[field]) === JSON.stringify(after[field])
      ? []
      : [`${prefix}${String(field)}: ${code(before[field])} → ${code(after[field])}`],
  );
}

// Environment variables -------------------------------------------------------

export interface EnvCopy {
  /** The group a variable's meaning puts it in (src/data/envVars.ts), if it has one. */
  groupOf(name: string): string | undefined;
}

const TEMPLATE_LISTS = ['unread', 'readElsewhere', 'readByDependencies'] as const;

/** Variables added, removed, or with new defaults or a new requirement; template names that moved between lists. */
export function envRows(before: EnvData, after: EnvData, pages: readonly DocsPage[], copy: EnvCopy): DataRow[] {
  const rows: DataRow[] = [];
  const pagesOf = (name: string) => {
    const group = copy.groupOf(name);
    // A variable with no meaning yet belongs on the page that tables them all.
    return group
      ? pagesWhere(pages, (page) => page.renders.envGroups.includes(group))
      : pagesWhere(pages, (page) => page.renders.envGroups.length > 0);
  };
  const afterByName = new Map(after.variables.map((variable) => [variable.name, variable]));
  const beforeNames = new Set(before.variables.map((variable) => variable.name));
  // The defaults as a set: their order (most frequent first) is no change a reader sees.
  const defaults = (variable: EnvData['variables'][number]) => variable.defaults.map((item) => item.value).sort();
  for (const variable of before.variables) {
    const next = afterByName.get(variable.name);
    if (!next) {
      rows.push({ key: variable.name, change: 'removed', details: ['no longer read'], pages: pagesOf(variable.name) });
      continue;
    }
    const details = [
      ...fieldChanges({ defaults: defaults(variable) }, { defaults: defaults(next) }, ['defaults']),
      ...fieldChanges(variable, next, ['required']),
    ];
    if (details.length > 0)
      rows.push({ key: variable.name, change: 'changed', details, pages: pagesOf(variable.name) });
  }
  for (const variable of after.variables) {
    if (beforeNames.has(variable.name)) continue;
    const details = [
      `read at ${variable.where.slice(0, 3).join(', ')}${variable.where.length > 3 ? ` and ${variable.where.length - 3} more` : ''}`,
      ...(variable.defaults.length > 0 ? [`defaults: ${code(defaults(variable))}`] : []),
      ...(variable.required ? ['required'] : []),
      ...(copy.groupOf(variable.name) ? [] : ['needs a group and a meaning in src/data/envVars.ts']),
    ];
    rows.push({ key: variable.name, change: 'added', details, pages: pagesOf(variable.name) });
  }
  // Template names: a name that moves between the three lists changes the tables of the lists it leaves and joins.
  const listOf = (data: EnvData, name: string) =>
    TEMPLATE_LISTS.find((list) => data[list].some((item) => item.name === name));
  const names = new Set(TEMPLATE_LISTS.flatMap((list) => [...before[list], ...after[list]].map((item) => item.name)));
  for (const name of [...names].sort()) {
    const [was, now] = [listOf(before, name), listOf(after, name)];
    if (was === now) continue;
    rows.push({
      key: `template name ${name}`,
      change: !was ? 'added' : !now ? 'removed' : 'changed',
      details: [`list: ${was ?? 'none'} → ${now ?? 'none'}`],
      pages: pagesWhere(pages, (page) => page.renders.envLists.some((list) => list === was || list === now)),
    });
  }
  return rows.sort(byKey);
}

// Credentials -----------------------------------------------------------------

const FIELD_FACTS = ['label', 'type', 'optional', 'default', 'options', 'additional', 'hidden', 'readOnly'] as const;

function credentialFieldChanges(before: CredentialField[], after: CredentialField[]): string[] {
  const [was, now] = [byName(before), byName(after)];
  return [
    ...[...was].flatMap(([key, field]) => {
      const next = now.get(key);
      return next
        ? fieldChanges(field, next, FIELD_FACTS, `field ${key} `)
        : [`field removed: ${key} ("${field.label}")`];
    }),
    ...[...now]
      .filter(([key]) => !was.has(key))
      .map(([key, field]) => `field added: ${key} ("${field.label}", ${field.type})`),
  ];
}

/** Credential types added or removed, and each type's label, version, fields and accepting nodes. */
export function credentialRows(
  before: CredentialData,
  after: CredentialData,
  pages: readonly DocsPage[],
  nodes: Pick<NodeData, 'nodes'>,
): DataRow[] {
  const catalogue = pagesWhere(pages, (page) => page.renders.credentialCatalogue);
  // The node pages show which credential types their node accepts.
  const nodePages = (credential: string) => {
    const accepting = new Set(
      nodes.nodes.filter((node) => node.credential?.names.includes(credential)).map((node) => node.name),
    );
    return pagesWhere(pages, (page) => page.renders.nodes.some((name) => accepting.has(name)));
  };
  const rows: DataRow[] = [];
  const afterByName = new Map(after.credentials.map((credential) => [credential.name, credential]));
  const beforeNames = new Set(before.credentials.map((credential) => credential.name));
  for (const credential of before.credentials) {
    const next = afterByName.get(credential.name);
    if (!next) {
      rows.push({
        key: credential.name,
        change: 'removed',
        details: [`"${credential.label}" (${credential.file})`],
        pages: [...catalogue, ...nodePages(credential.name)],
      });
      continue;
    }
    const nodeNames = (type: typeof credential) => type.nodes.map((node) => node.name);
    const addedNodes = nodeNames(next).filter((name) => !nodeNames(credential).includes(name));
    const removedNodes = nodeNames(credential).filter((name) => !nodeNames(next).includes(name));
    const details = [
      ...fieldChanges(credential, next, ['label', 'version', 'file', 'oauth']),
      ...credentialFieldChanges(credential.inputs, next.inputs),
      ...(addedNodes.length > 0 ? [`accepted by ${addedNodes.join(', ')} too`] : []),
      ...(removedNodes.length > 0 ? [`no longer accepted by ${removedNodes.join(', ')}`] : []),
    ];
    if (details.length > 0) rows.push({ key: credential.name, change: 'changed', details, pages: catalogue });
  }
  for (const credential of after.credentials) {
    if (beforeNames.has(credential.name)) continue;
    rows.push({
      key: credential.name,
      change: 'added',
      details: [`"${credential.label}", ${credential.inputs.length} field(s) (${credential.file})`],
      pages: catalogue,
    });
  }
  return rows.sort(byKey);
}

// Agentflows V2 nodes -----------------------------------------------------------

const optionNames = (input: AgentflowInput) => input.options?.map((option) => option.name);

function agentflowInputChanges(before: AgentflowInput[], after: AgentflowInput[], prefix = ''): string[] {
  const [was, now] = [byName(before), byName(after)];
  return [
    ...[...was].flatMap(([key, input]) => {
      const next = now.get(key);
      const name = `${prefix}${key}`;
      if (!next) return [`input removed: ${name} ("${input.label}")`];
      return [
        ...fieldChanges(input, next, ['label', 'type', 'optional', 'default'], `input ${name} `),
        ...fieldChanges({ options: optionNames(input) }, { options: optionNames(next) }, ['options'], `input ${name} `),
        ...agentflowInputChanges(input.array ?? [], next.array ?? [], `${name}.`),
      ];
    }),
    ...[...now]
      .filter(([key]) => !was.has(key))
      .map(([key, input]) => `input added: ${prefix}${key} ("${input.label}", ${input.type})`),
  ];
}

/** Agentflows V2 node types added or removed, and each type's label, version, inputs and outputs. */
export function agentflowRows(before: AgentflowNode[], after: AgentflowNode[], pages: readonly DocsPage[]): DataRow[] {
  const pagesOf = (name: string) => pagesWhere(pages, (page) => page.renders.agentflowNodes.includes(name));
  const afterByName = new Map(after.map((node) => [node.name, node]));
  const beforeNames = new Set(before.map((node) => node.name));
  const outputs = (node: AgentflowNode) => node.outputs.map((output) => `${output.name} ("${output.label}")`);
  const rows: DataRow[] = [];
  for (const node of before) {
    const next = afterByName.get(node.name);
    if (!next) {
      rows.push({ key: node.name, change: 'removed', details: [`"${node.label}"`], pages: pagesOf(node.name) });
      continue;
    }
    const details = [
      ...fieldChanges(node, next, ['label', 'version', 'category', 'file']),
      ...fieldChanges({ credential: node.credential?.names }, { credential: next.credential?.names }, ['credential']),
      ...agentflowInputChanges(node.inputs, next.inputs),
      ...fieldChanges({ outputs: outputs(node) }, { outputs: outputs(next) }, ['outputs']),
    ];
    if (details.length > 0) rows.push({ key: node.name, change: 'changed', details, pages: pagesOf(node.name) });
  }
  for (const node of after) {
    if (!beforeNames.has(node.name)) {
      rows.push({ key: node.name, change: 'added', details: [`"${node.label}" (${node.file})`], pages: [] });
    }
  }
  return rows.sort(byKey);
}

// Nodes of the Studio reference (nodes.json) --------------------------------------

/** Changes a node index table shows: the node's label, its credential and its Streaming default. */
const SHOWN_IN_INDEX = /^(label|credential|input streaming default|input removed: streaming|input added: streaming)\b/;

/**
 * The documented nodes (nodes.json) whose class differs between two
 * extractions, or is gone; and the node classes the newer commit adds.
 */
export function nodeRows(
  before: ReadonlyMap<string, ExtractedNode>,
  after: ReadonlyMap<string, ExtractedNode>,
  documented: Pick<NodeData, 'nodes' | 'pages'>,
  pages: readonly DocsPage[],
): DataRow[] {
  const pageRouteOf = (name: string) =>
    (
      documented.pages.find((page) => page.node === name) ??
      documented.pages.find((page) => page.related.includes(name))
    )?.route;
  const pagesOf = (name: string, inIndex: boolean) => {
    const route = pageRouteOf(name);
    return pagesWhere(
      pages,
      (page) =>
        page.renders.nodes.includes(name) ||
        (inIndex &&
          route !== undefined &&
          page.renders.nodeIndexes.some((folder) => route.startsWith(`/docs/sidekick-studio/${folder}/`))),
    );
  };
  const rows: DataRow[] = [];
  for (const { name } of documented.nodes) {
    const was = before.get(name);
    const now = after.get(name);
    if (!was) continue;
    if (!now) {
      rows.push({
        key: name,
        change: 'removed',
        details: [`no node class is named ${name} (was ${was.file})`],
        pages: pagesOf(name, true),
      });
      continue;
    }
    const details = [...(was.file !== now.file ? [`file: ${was.file} → ${now.file}`] : []), ...nodeChanges(was, now)];
    if (details.length > 0) {
      rows.push({
        key: name,
        change: 'changed',
        details,
        pages: pagesOf(
          name,
          details.some((line) => SHOWN_IN_INDEX.test(line)),
        ),
      });
    }
  }
  for (const [name, node] of after) {
    if (!before.has(name))
      rows.push({ key: name, change: 'added', details: [`"${node.label}" (${node.file})`], pages: [] });
  }
  return rows.sort(byKey);
}

// MCP servers ---------------------------------------------------------------------

/**
 * The MCP nodes and the servers they start: nodes added or removed, and each
 * node's transport, package, locked version, environment and URL. The tool
 * lists are not compared: they come from the npm packages, which only
 * `platform:extract` downloads; a package or version change stands for them.
 */
export function mcpRows(
  before: readonly McpServerRecord[],
  after: readonly McpNode[],
  lockfile: string,
  pages: readonly DocsPage[],
): DataRow[] {
  const pagesOf = (name: string) =>
    pagesWhere(pages, (page) => page.renders.mcpNodes.includes(name) || page.renders.nodes.includes(name));
  const afterByName = new Map(after.map((node) => [node.node, node]));
  const beforeNames = new Set(before.map((node) => node.node));
  const rows: DataRow[] = [];
  for (const record of before) {
    const next = afterByName.get(record.node);
    if (!next) {
      rows.push({
        key: record.node,
        change: 'removed',
        details: [`"${record.label}" (${record.file})`],
        pages: pagesOf(record.node),
      });
      continue;
    }
    const server = next.server;
    const locked = server.transport === 'stdio' ? lockedVersion(lockfile, server.package) : undefined;
    const nowFacts = {
      label: next.label,
      file: next.file,
      transport: server.transport,
      package: server.transport === 'stdio' ? server.package : undefined,
      environment: server.transport === 'stdio' ? server.environment : undefined,
      url: server.transport === 'remote' ? server.url : undefined,
    };
    const details = fieldChanges(
      {
        label: record.label,
        file: record.file,
        transport: record.transport,
        package: record.package,
        environment: record.environment,
        url: record.url,
      },
      nowFacts,
      ['label', 'file', 'transport', 'package', 'environment', 'url'],
    );
    if (record.package && record.package === nowFacts.package) {
      const wasLocked = record.versionFrom === 'pnpm-lock.yaml';
      if (locked && (!wasLocked || locked.version !== record.version)) {
        details.push(
          `version: ${code(record.version)} → ${code(locked.version)} (pnpm-lock.yaml): its tools may differ`,
        );
      } else if (!locked && wasLocked) {
        details.push(
          `version: ${code(record.version)} is no longer in pnpm-lock.yaml; platform:extract would pick the newest release on the commit's date`,
        );
      }
    }
    if (details.length > 0) rows.push({ key: record.node, change: 'changed', details, pages: pagesOf(record.node) });
  }
  for (const node of after) {
    if (!beforeNames.has(node.node)) {
      const server = node.server.transport === 'stdio' ? `${node.server.package}` : node.server.transport;
      rows.push({ key: node.node, change: 'added', details: [`"${node.label}", ${server} (${node.file})`], pages: [] });
    }
  }
  return rows.sort(byKey);
}

// REST routes ----------------------------------------------------------------------

export interface ApiReference {
  /** Every documented operation: method, full path and its page's source. */
  operations: { method: string; path: string; operationId: string; group: string; route: string }[];
  /** Routes config/api-undocumented.ts leaves out on purpose. */
  undocumented: { method: string; path: string }[];
}

/** Path parameters compared by position, not by name: `/a/{id}` and `/a/{chatflowId}` are one route. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${shape(path)}`;

/** A pattern for a route's path as a page may write it: parameters as `{x}`, `:x`, `<x>`, `$X`, `${x}` or an id. */
export function pathPattern(path: string): RegExp {
  const segment = '(?:\\{[^}/\\s]+\\}|:[A-Za-z_]\\w*|<[^>/\\s]+>|\\$\\{?[A-Za-z_]\\w*\\}?|[0-9a-fA-F-]{8,})';
  const escaped = path
    .split(/(\{[^}]+\})/)
    .map((part) => (/^\{[^}]+\}$/.test(part) ? segment : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`${escaped}(?![\\w{:<$-]|/[\\w{:<$])`);
}

/**
 * The server's routes added or removed (or whose access changed) between
 * routes.json and the newer commit, each with what the API reference says of
 * it: the operation that documents it, its entry in config/api-undocumented.ts,
 * or neither (a new route needs one of the two). Pages: the operation's API
 * page, and the hand-written pages that name the path.
 */
export function routeRows(
  before: Route[],
  after: Route[],
  reference: ApiReference,
  pages: readonly DocsPage[],
): DataRow[] {
  const operationsOf = (route: Route) =>
    reference.operations.filter(
      (operation) => routeKey(operation.method, operation.path) === routeKey(route.method, route.path),
    );
  const listed = (route: Route) =>
    reference.undocumented.some((item) => routeKey(item.method, item.path) === routeKey(route.method, route.path));
  const pagesOf = (route: Route) => [
    ...operationsOf(route).map((operation) => `openapi/${operation.group}.yaml#${operation.operationId}`),
    ...pagesWhere(pages, (page) => pathPattern(route.path).test(page.text)),
  ];
  /** What the API reference says of the route, and what a change asks of it. */
  const standing = (route: Route, change: DataRow['change']) => {
    const operations = operationsOf(route)
      .map((operation) => `${operation.operationId} (openapi/${operation.group}.yaml)`)
      .join(', ');
    if (operations)
      return change === 'removed' ? `documented by ${operations}: remove or move it` : `documented by ${operations}`;
    if (listed(route))
      return change === 'removed'
        ? 'its entry in config/api-undocumented.ts goes'
        : 'listed in config/api-undocumented.ts';
    return 'needs an operation in openapi/*.yaml or an entry with a reason in config/api-undocumented.ts';
  };
  const afterByKey = new Map(after.map((route) => [routeKey(route.method, route.path), route]));
  const beforeKeys = new Set(before.map((route) => routeKey(route.method, route.path)));
  const rows: DataRow[] = [];
  for (const route of before) {
    const next = afterByKey.get(routeKey(route.method, route.path));
    const key = `${route.method} ${route.path}`;
    if (!next) {
      rows.push({
        key,
        change: 'removed',
        details: [`was in ${route.file}`, standing(route, 'removed')],
        pages: pagesOf(route),
      });
      continue;
    }
    const details = [
      ...(next.path !== route.path ? [`path parameters: ${route.path} → ${next.path}`] : []),
      ...fieldChanges(route, next, ['auth']),
    ];
    if (details.length > 0)
      rows.push({ key, change: 'changed', details: [...details, standing(route, 'changed')], pages: pagesOf(route) });
  }
  for (const route of after) {
    if (beforeKeys.has(routeKey(route.method, route.path))) continue;
    rows.push({
      key: `${route.method} ${route.path}`,
      change: 'added',
      details: [`in ${route.file}, auth ${route.auth}`, standing(route, 'added')],
      pages: pagesOf(route),
    });
  }
  return rows.sort(byKey);
}
