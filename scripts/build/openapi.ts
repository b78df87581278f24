// The API reference pipeline, run by scripts/build/build.mjs around the Docusaurus
// build (node --import tsx scripts/build/openapi.ts <command>):
//
//   generate        regenerate docs/api/<group>/ from openapi/*.yaml with
//                   docusaurus-plugin-openapi-docs, then write the merged
//                   specification's page, docs/api/full-api-spec.md; files
//                   that come out the same keep their modification times.
//                   Skipped when neither its inputs nor the pages changed
//                   since its last run (GENERATE_STAMP)
//   publish <dir>   write the merged specification into a build as
//                   <dir>/api/full-api-spec.yaml and .json
//   check           merge and validate only
//
// The merged specification is validated every time: a group document that
// breaks it fails the build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundle, createConfig, lintFromString, loadConfig, stringifyYaml } from '@redocly/openapi-core';
import {
  API_DOCS_DIR,
  apiGroups,
  FULL_SPEC_FILES,
  FULL_SPEC_PAGE,
  GENERATE_ENV,
  OPENAPI_PLUGIN_ID,
  outputDir,
  specPath,
} from '../../config/openapi';
import { fieldsTable, kebabCase, type SchemaObject } from '../../config/openapi-pages';
import { restoreUnchanged, snapshotTree, treeDigest } from './keep-mtimes.mjs';

const ROOT = path.join(__dirname, '..', '..');
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

type Json = Record<string, unknown>;
interface Operation extends Json {
  operationId: string;
  summary: string;
  security?: unknown[];
  tags?: string[];
}
export interface OpenApiDocument extends Json {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: Json[];
  security?: unknown[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
}

/** Every operation of a document, with its method and path. */
export function operationsOf(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([route, item]) =>
    HTTP_METHODS.filter((method) => method in item).map((method) => ({
      method,
      path: route,
      operation: item[method] as Operation,
    })),
  );
}

/** One group document with every $ref to the shared components resolved into its own components. */
export async function bundleGroup(group: string, root: string = ROOT): Promise<OpenApiDocument> {
  const config = await loadConfig({ configPath: path.join(root, 'redocly.yaml') });
  const result = await bundle({ ref: path.join(root, specPath(group as never)), config });
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    throw new Error(`${specPath(group as never)}: ${errors.map((problem) => problem.message).join('; ')}`);
  }
  return result.bundle.parsed as OpenApiDocument;
}

const stable = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Json).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

/**
 * Merges the group documents into one: every path, tag and component once.
 * A component defined differently by two groups, a path and method claimed by
 * two groups, or groups that disagree on their servers, is an error.
 */
export function mergeDocuments(groups: { group: string; document: OpenApiDocument }[]): OpenApiDocument {
  const [first] = groups;
  if (!first) throw new Error('No group documents to merge');
  const merged: OpenApiDocument = {
    openapi: '3.1.0',
    info: {
      title: 'AnswerAgentAI API',
      version: first.document.info.version,
      description:
        'The complete AnswerAgentAI REST API: every operation of the 13 groups (assistants, attachments, chat messages, chatflows, document stores, feedback, leads, ping, prediction, tools, upsert history, variables and vector upsert) in one document.',
    },
    servers: first.document.servers,
    security: [{ bearerAuth: [] }],
    tags: [],
    paths: {},
    components: {},
  };
  const owner = new Map<string, string>();
  for (const { group, document } of groups) {
    if (stable(document.servers) !== stable(merged.servers)) {
      throw new Error(`${group}: its servers differ from ${first.group}'s`);
    }
    for (const tag of document.tags ?? []) {
      if (!merged.tags?.some((known) => known.name === tag.name)) merged.tags?.push(tag);
    }
    for (const [route, groupItem] of Object.entries(document.paths)) {
      // Path-level fields (shared parameters above all) travel with the path.
      const shared = Object.fromEntries(
        Object.entries(groupItem).filter(([key]) => !(HTTP_METHODS as readonly string[]).includes(key)),
      );
      const item = (merged.paths[route] ??= { ...shared });
      const known = Object.fromEntries(
        Object.entries(item).filter(([key]) => !(HTTP_METHODS as readonly string[]).includes(key)),
      );
      if (stable(known) !== stable(shared)) throw new Error(`${route}: ${group} declares different path-level fields`);
    }
    for (const { method, path: route, operation } of operationsOf(document)) {
      const item = merged.paths[route]!;
      if (method in item)
        throw new Error(
          `${method.toUpperCase()} ${route} is defined by ${owner.get(`${method} ${route}`)} and ${group}`,
        );
      owner.set(`${method} ${route}`, group);
      const security = operation.security ?? document.security ?? [];
      const copy: Operation = { ...operation };
      if (stable(security) === stable(merged.security)) delete copy.security;
      else copy.security = security;
      item[method] = copy;
    }
    for (const [type, entries] of Object.entries(document.components ?? {})) {
      const target = (merged.components![type] ??= {});
      for (const [name, value] of Object.entries(entries)) {
        const key = `components.${type}.${name}`;
        if (name in target && stable(target[name]) !== stable(value)) {
          throw new Error(`${key} differs between ${owner.get(key)} and ${group}`);
        }
        owner.set(key, owner.get(key) ?? group);
        target[name] = value;
      }
    }
  }
  return merged;
}

/** The Redocly rules the merged document must pass: our config, with the documented exception for its paths. */
async function mergedLintConfig(root: string) {
  return createConfig(
    {
      extends: ['recommended'],
      rules: {
        'info-license': 'off',
        'info-license-strict': 'off',
        // See .redocly.lint-ignore.yaml: the API serves two templates on one document-store path.
        'no-identical-paths': 'off',
        'no-ambiguous-paths': 'off',
        // The health check (GET /ping) has no 4xx answer.
        'operation-4xx-response': 'off',
      },
    },
    { configPath: path.join(root, 'redocly.yaml') },
  );
}

/** Lint problems of the merged document at error severity (an empty list when it is valid). */
export async function validateMerged(document: OpenApiDocument, root: string = ROOT) {
  const problems = await lintFromString({
    source: JSON.stringify(document),
    absoluteRef: path.join(root, 'full-api-spec.json'),
    config: await mergedLintConfig(root),
  });
  return problems
    .filter((problem) => problem.severity === 'error')
    .map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ''})`);
}

/** Bundles, merges and validates every group; throws when the result is not a valid document. */
export async function mergedSpecification(root: string = ROOT): Promise<OpenApiDocument> {
  const groups = await Promise.all(
    apiGroups.map(async (group) => ({ group, document: await bundleGroup(group, root) })),
  );
  const merged = mergeDocuments(groups);
  const errors = await validateMerged(merged, root);
  if (errors.length > 0) throw new Error(`The merged specification is invalid:\n${errors.join('\n')}`);
  return merged;
}

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/**
 * The key column of an operation: `Bearer` when every security requirement
 * names a scheme, `None` when there is none or an empty one (`{}`, which
 * OpenAPI reads as "no key needed").
 */
export function keyColumn(security: unknown[]): 'Bearer' | 'None' {
  const optional = security.some((item) => item && typeof item === 'object' && Object.keys(item).length === 0);
  return security.length > 0 && !optional ? 'Bearer' : 'None';
}

/** The /docs/api/full-api-spec page: downloads, then every operation and schema of the merged document. */
export function fullSpecPage(document: OpenApiDocument, groupDocuments: Map<string, OpenApiDocument>): string {
  const operationsByGroup = [...groupDocuments.entries()].flatMap(([group, groupDocument]) => [
    `### ${groupDocument.info.title}`,
    '',
    `[Overview](./${group}/${kebabCase(groupDocument.info.title)}.mdx) of the group.`,
    '',
    '| Method | Path | Operation | Key |',
    '| --- | --- | --- | --- |',
    ...operationsOf(groupDocument).map(({ method, path: route, operation }) => {
      return `| \`${method.toUpperCase()}\` | \`${route}\` | [${cell(operation.summary)}](./${group}/${kebabCase(operation.operationId)}.mdx) | ${keyColumn(operation.security ?? groupDocument.security ?? [])} |`;
    }),
    '',
  ]);
  const schemas = Object.entries((document.components?.schemas ?? {}) as Record<string, SchemaObject>)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([name, schema]) => fieldsTable(name, schema, true));
  const servers = (document.servers ?? []) as { url: string; description?: string }[];
  const operationCount = [...groupDocuments.values()].reduce((sum, item) => sum + operationsOf(item).length, 0);
  return [
    '---',
    'title: Full API Specification',
    `description: The merged OpenAPI ${document.openapi} specification of the AnswerAgentAI API, with all ${operationCount} operations and every schema, downloadable as YAML or JSON.`,
    'sidebar_label: Full API specification',
    '---',
    '',
    `This page shows the whole AnswerAgentAI REST API in one place: the ${groupDocuments.size} groups of the reference merged into a single OpenAPI ${document.openapi} document, with ${operationCount} operations and ${Object.keys(document.components?.schemas ?? {}).length} schemas. Download it to generate a client, import it into an API tool such as Postman or Insomnia, or check a change against it in your own tests. The build writes it from the same files as the reference pages and validates it, so the two never disagree.`,
    '',
    '## Download',
    '',
    `- [full-api-spec.yaml](pathname://${FULL_SPEC_FILES.yaml}): the specification as YAML.`,
    `- [full-api-spec.json](pathname://${FULL_SPEC_FILES.json}): the same document as JSON.`,
    '',
    'The operations marked Bearer expect your API key as a bearer token (`Authorization: Bearer <your-api-key>`); the [API overview](./index.md) explains keys, errors and rate limits.',
    '',
    '## Servers',
    '',
    '| URL | Description |',
    '| --- | --- |',
    ...servers.map((server) => `| \`${server.url}\` | ${cell(server.description ?? '')} |`),
    '',
    'The first URL is a template: `protocol` is `http` or `https` and `host` defaults to `localhost:4000`, the address of a local development server.',
    '',
    '## Operations',
    '',
    'Each operation links to its page, with its parameters, request and response examples and a request panel to try it.',
    '',
    ...operationsByGroup,
    '## Schemas',
    '',
    'The objects the operations send and return, in alphabetical order. A type that names another schema links to it.',
    '',
    ...schemas,
  ].join('\n');
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

/**
 * The generator names pages <id>.api.mdx and <id>.info.mdx; we drop the infix
 * so links read ./<id>.mdx, and pin each page's route with `slug: <id>`: a page
 * named like its folder (vector-upsert/vector-upsert) would otherwise become
 * the folder's index page. Overview pages get their title as sidebar label.
 */
function renameGenerated(group: string): string[] {
  const dir = path.join(ROOT, outputDir(group as never));
  const pages: string[] = [];
  for (const file of readdirSync(dir)) {
    const match = /^(.*)\.(api|info)\.mdx$/.exec(file);
    if (!match?.[1]) continue;
    const id = match[1];
    const source = readFileSync(path.join(dir, file), 'utf8');
    let pinned = source.replace(/^id: .*$/m, (line) => `${line}\nslug: ${id}`);
    if (pinned === source) throw new Error(`${file}: no id in its front matter`);
    // Overview pages: the generator labels them "Introduction"; previous/next links read better with the title.
    const title = /^title: (.*)$/m.exec(pinned)?.[1];
    if (match[2] === 'info' && title)
      pinned = pinned.replace(/^sidebar_label: Introduction$/m, `sidebar_label: ${title}`);
    writeFileSync(path.join(dir, `${id}.mdx`), pinned);
    rmSync(path.join(dir, file));
    pages.push(`${id}.mdx`);
  }
  return pages;
}

/** Everything the generated pages are made from: the documents, the generator's settings and code, its version. */
export const GENERATE_INPUTS = [
  'openapi',
  'redocly.yaml',
  '.redocly.lint-ignore.yaml',
  'config/openapi.ts',
  'config/openapi-pages.ts',
  'scripts/build/openapi.ts',
  'docusaurus.config.ts',
  'package-lock.json',
];
/** The digests of the inputs and of the pages at the end of the last generation. */
const GENERATE_STAMP = 'node_modules/.cache/openapi-generate.json';

interface GenerateStamp {
  inputs: string;
  pages: string;
}

/** The stamp of the inputs and the pages as they are now. */
function currentStamp(root: string): GenerateStamp {
  return { inputs: treeDigest(root, GENERATE_INPUTS), pages: treeDigest(root, [API_DOCS_DIR]) };
}

/** Whether the last generation's stamp holds these inputs and the pages as they are now. */
export function generationCurrent(stamp: GenerateStamp | undefined, root: string = ROOT): boolean {
  const now = currentStamp(root);
  return stamp?.inputs === now.inputs && stamp.pages === now.pages;
}

function readStamp(): GenerateStamp | undefined {
  const file = path.join(ROOT, GENERATE_STAMP);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as GenerateStamp) : undefined;
}

async function generate(): Promise<void> {
  // On a rebuild after editing a doc this saves the generator's several seconds.
  if (generationCurrent(readStamp())) {
    console.log(`openapi generate: its inputs and ${API_DOCS_DIR} are as the last run left them; nothing to do`);
    return;
  }
  // Pages that come out the same keep their times, so an unchanged API reference does not make the build stale.
  const before = snapshotTree(path.join(ROOT, API_DOCS_DIR));
  for (const group of apiGroups) rmSync(path.join(ROOT, outputDir(group)), { recursive: true, force: true });
  rmSync(path.join(ROOT, FULL_SPEC_PAGE), { force: true });
  run(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'gen-api-docs',
      'all',
      '--plugin-id',
      OPENAPI_PLUGIN_ID,
    ],
    { ...process.env, [GENERATE_ENV]: '1' },
  );
  const groupDocuments = new Map<string, OpenApiDocument>();
  for (const group of apiGroups) {
    const pages = renameGenerated(group);
    const document = await bundleGroup(group);
    const expected = operationsOf(document).length + 1;
    // The generator reports write failures on the console and carries on: count what it wrote.
    if (pages.length !== expected) {
      throw new Error(`${outputDir(group)}: expected ${expected} pages, the generator wrote ${pages.length}`);
    }
    groupDocuments.set(group, document);
  }
  const merged = await mergedSpecification();
  writeFileSync(path.join(ROOT, FULL_SPEC_PAGE), fullSpecPage(merged, groupDocuments));
  const changed = restoreUnchanged(path.join(ROOT, API_DOCS_DIR), before);
  console.log(`openapi generate: ${changed} of the files and folders under ${API_DOCS_DIR} are new or changed`);
  mkdirSync(path.dirname(path.join(ROOT, GENERATE_STAMP)), { recursive: true });
  writeFileSync(path.join(ROOT, GENERATE_STAMP), `${JSON.stringify(currentStamp(ROOT))}\n`);
}

/** The route of every operation page, from the group documents. */
export async function operationRoutes(root: string = ROOT): Promise<string[]> {
  const routes = await Promise.all(
    apiGroups.map(async (group) =>
      operationsOf(await bundleGroup(group, root)).map(
        ({ operation }) => `/docs/api/${group}/${kebabCase(operation.operationId)}`,
      ),
    ),
  );
  return routes.flat();
}

/**
 * Checks that the HTML of every operation page links the API theme's
 * stylesheet in its head, once. It is a CSS file of its own (config/openapi.ts)
 * that the browser would otherwise fetch only with the page's JavaScript, after
 * a first paint without it. Docusaurus links it with the page's chunks
 * (plugins/route-scripts).
 */
export function checkApiStylesLinked(buildDir: string, routes: string[]): void {
  const cssDir = path.join(buildDir, 'assets/css');
  const stylesheet = readdirSync(cssDir).find((file) => /^api-styles\.[0-9a-f]+\.css$/.test(file));
  if (!stylesheet) throw new Error(`${cssDir}: no api-styles stylesheet`);
  for (const route of routes) {
    const file = path.join(buildDir, route, 'index.html');
    const head = readFileSync(file, 'utf8').split('</head>')[0] ?? '';
    const links = head.split(`href=/assets/css/${stylesheet}`).length - 1;
    if (links !== 1) throw new Error(`${file}: links ${stylesheet} ${links} times in its head, not once`);
  }
}

async function publish(buildDir: string): Promise<void> {
  checkApiStylesLinked(buildDir, await operationRoutes());
  const merged = await mergedSpecification();
  for (const file of Object.values(FULL_SPEC_FILES))
    mkdirSync(path.dirname(path.join(buildDir, file)), { recursive: true });
  writeFileSync(path.join(buildDir, FULL_SPEC_FILES.yaml), stringifyYaml(merged, { lineWidth: 120 }));
  writeFileSync(path.join(buildDir, FULL_SPEC_FILES.json), `${JSON.stringify(merged, null, 2)}\n`);
}

async function main(): Promise<void> {
  const [command, argument] = process.argv.slice(2);
  const started = performance.now();
  const commands: Record<string, () => Promise<void>> = {
    generate,
    publish: () => publish(argument ?? 'build'),
    check: async () => {
      await mergedSpecification();
    },
  };
  const action = command ? commands[command] : undefined;
  if (!action) {
    console.error('Usage: node --import tsx scripts/build/openapi.ts generate | publish <buildDir> | check');
    process.exit(2);
  }
  try {
    await action();
    console.log(`openapi ${command}: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    console.error(`openapi ${command} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

if (typeof require !== 'undefined' && require.main === module) void main();
