// The MCP server nodes of the platform and the tools each server offers, for
// src/data/platform/mcp-tools.json.
//
// A node under packages/components/nodes/tools/MCP/ runs one of three kinds
// of server: a package of packages/components started from node_modules
// (`getNodeModulesPackagePath('<package>/<entry>')`), a hosted server by URL,
// or whatever the user configures. For a package, the version is the one
// pnpm-lock.yaml resolves for packages/components; a package the lockfile does
// not have falls back to the newest release published on or before the
// platform commit's date, and the data says which rule chose it. The package
// is then fetched from the npm registry (`npm pack`, cached under
// node_modules/.cache/mcp-packages/) and its tools are read from its JavaScript by
// scripts/platform/mcp-tools.ts.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { McpServerRecord } from '../../src/data/nodes/types';
import type { Checkout } from './checkout';
import { problem, type Problems } from './problems';
import { toolsInPackage } from './mcp-tools';

const MCP_DIR = 'packages/components/nodes/tools/MCP/';
const IMPORTER = 'packages/components';
const CONSTANTS = 'packages/components/src/constants.ts';

export type McpServer =
  | { transport: 'stdio'; package: string; entry: string; environment: string[] }
  | { transport: 'remote'; url: string }
  | { transport: 'configured' };

export interface McpNode {
  /** The node's name in the Studio (`jiraMCP`). */
  node: string;
  label: string;
  /** The node's source file in the platform repository. */
  file: string;
  server: McpServer;
}

/**
 * Command-line flags a package's start script turns into environment
 * variables before the server starts. The Contentful server lists fewer tools
 * when SPACE_ID and ENVIRONMENT_ID are set, and the node passes them as flags
 * (bin/mcp-server.js of the package copies them into process.env).
 */
const FLAG_VARIABLES: Record<string, Record<string, string>> = {
  '@last-rev/contentful-mcp-server': {
    '--management-token': 'CONTENTFUL_MANAGEMENT_ACCESS_TOKEN',
    '--space-id': 'SPACE_ID',
    '--environment-id': 'ENVIRONMENT_ID',
  },
};

/** The body of the `serverParams` object a node starts its server with. */
function serverParams(source: string): string {
  const start = source.search(/const serverParams\s*=\s*\{/);
  if (start < 0) return '';
  let depth = 0;
  for (let index = source.indexOf('{', start); index < source.length; index += 1) {
    if (source[index] === '{') depth += 1;
    else if (source[index] === '}' && --depth === 0) return source.slice(start, index + 1);
  }
  return source.slice(start);
}

/** The environment variables a stdio server starts with: the node's `env` keys and the flags its script maps. */
function environmentOf(source: string, pkg: string): string[] {
  const params = serverParams(source);
  const env = /env:\s*\{([^}]*)\}/.exec(params)?.[1] ?? '';
  const variables = [...env.matchAll(/^\s*([A-Z][A-Z0-9_]*)\s*:/gm)].map((match) => match[1]!);
  const args = /args:\s*\[([^\]]*)\]/.exec(params)?.[1] ?? '';
  for (const [flag, variable] of Object.entries(FLAG_VARIABLES[pkg] ?? {})) {
    if (args.includes(`'${flag}'`)) variables.push(variable);
  }
  return [...new Set(variables)].sort();
}

/** The value of a string constant exported by the components package's constants file. */
function constantValue(checkout: Checkout, name: string): string | undefined {
  const source = checkout.read(CONSTANTS) ?? '';
  return new RegExp(`export const ${name}\\s*=\\s*'([^']+)'`).exec(source)?.[1];
}

/**
 * Every MCP node of the checkout and the server it runs, sorted by node name.
 * With a problems list, a node whose server cannot be told is left out and noted.
 */
export function mcpNodesIn(checkout: Checkout, problems?: Problems): McpNode[] {
  const nodes: McpNode[] = [];
  for (const file of checkout.files) {
    if (!file.startsWith(MCP_DIR) || !/^[^/]+\/[^/]+\.ts$/.test(file.slice(MCP_DIR.length))) continue;
    const source = checkout.read(file) ?? '';
    const name = /this\.name\s*=\s*'([^']+)'/.exec(source)?.[1];
    const label = /this\.label\s*=\s*'([^']+)'/.exec(source)?.[1];
    if (!name || !label) continue;
    const pkg = /getNodeModulesPackagePath\(\s*'((?:@[^/']+\/)?[^/']+)\/([^']+)'\s*\)/.exec(source);
    const remote = /url:\s*`\$\{(\w+)\}([^`]*)`/.exec(serverParams(source));
    let server: McpServer;
    if (pkg) {
      server = { transport: 'stdio', package: pkg[1]!, entry: pkg[2]!, environment: environmentOf(source, pkg[1]!) };
    } else if (remote) {
      const base = constantValue(checkout, remote[1]!);
      if (!base) {
        problem(problems, `${file}: the server URL constant ${remote[1]} is not a string in ${CONSTANTS}`);
        continue;
      }
      server = { transport: 'remote', url: `${base}${remote[2]}` };
    } else if (/name:\s*'mcpServerConfig'/.test(source)) {
      server = { transport: 'configured' };
    } else {
      problem(problems, `${file}: cannot tell which MCP server node ${name} runs`);
      continue;
    }
    nodes.push({ node: name, label, file, server });
  }
  return nodes.sort((a, b) => a.node.localeCompare(b.node));
}

interface LockedDependency {
  specifier: string | number;
  version: string | number;
}
type Importer = Partial<
  Record<'dependencies' | 'devDependencies' | 'optionalDependencies', Record<string, LockedDependency>>
>;

/** The last lockfile parsed, by its text: the MCP nodes all ask the same lockfile. */
let parsedLockfile: { text: string; importer: Importer | undefined } | undefined;

/**
 * The specifier and resolved version of a dependency of packages/components in
 * pnpm-lock.yaml (v9), read as YAML (pnpm writes it indented by two spaces, a
 * formatter may re-indent it by four); peer suffixes (`1.0.0(zod@3.22.4)`) are dropped.
 */
export function lockedVersion(lockfile: string, pkg: string): { specifier: string; version: string } | undefined {
  if (parsedLockfile?.text !== lockfile) {
    const document = yaml.load(lockfile) as { importers?: Record<string, Importer> } | undefined;
    parsedLockfile = { text: lockfile, importer: document?.importers?.[IMPORTER] };
  }
  const { importer } = parsedLockfile;
  const entry =
    importer?.dependencies?.[pkg] ?? importer?.devDependencies?.[pkg] ?? importer?.optionalDependencies?.[pkg];
  if (!entry) return undefined;
  return { specifier: String(entry.specifier), version: String(entry.version).replace(/\(.*$/, '') };
}

/**
 * The release that was newest on a date: of the versions published on or
 * before it (from `npm view <package> time --json`), the last published one
 * that is not a prerelease.
 */
export function versionOnDate(times: Record<string, string>, date: string): string | undefined {
  const limit = Date.parse(date);
  return Object.entries(times)
    .filter(([version, time]) => /^\d+\.\d+\.\d+$/.test(version) && Date.parse(time) <= limit)
    .sort((a, b) => Date.parse(a[1]) - Date.parse(b[1]))
    .at(-1)?.[0];
}

export interface PackageSource {
  /** The package's publish times by version (`npm view <package> time --json`). */
  times(pkg: string): Record<string, string>;
  /** The package's JavaScript files at a version, by path relative to the package root. */
  files(pkg: string, version: string): Record<string, string>;
}

const CACHE_DIR = path.join(__dirname, '..', '..', 'node_modules', '.cache', 'mcp-packages');

const npm = (args: string[], cwd?: string): string =>
  execFileSync('npm', args, { encoding: 'utf8', cwd, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });

function readScripts(dir: string, base = dir): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (entry !== 'node_modules') Object.assign(files, readScripts(full, base));
    } else if (/\.(c|m)?js$/.test(entry)) {
      files[path.relative(base, full).split(path.sep).join('/')] = readFileSync(full, 'utf8');
    }
  }
  return files;
}

/** Packages from the npm registry, each version downloaded once into node_modules/.cache/mcp-packages/. */
export const npmRegistry: PackageSource = {
  times: (pkg) => JSON.parse(npm(['view', pkg, 'time', '--json'])) as Record<string, string>,
  files(pkg, version) {
    const dir = path.join(CACHE_DIR, `${pkg.replace('/', '+')}@${version}`);
    if (!existsSync(path.join(dir, 'package', 'package.json'))) {
      mkdirSync(dir, { recursive: true });
      const [packed] = JSON.parse(npm(['pack', `${pkg}@${version}`, '--json', '--pack-destination', dir])) as {
        filename: string;
      }[];
      if (!packed) throw new Error(`npm pack ${pkg}@${version} produced no archive`);
      execFileSync('tar', ['-xzf', path.join(dir, packed.filename), '-C', dir]);
    }
    return readScripts(path.join(dir, 'package'));
  },
};

/** One node of mcp-tools.json: the record the docs read (src/data/nodes/types.ts). */
export type McpToolsEntry = McpServerRecord;

/** The commit date of the checkout's HEAD, for choosing versions by date. */
function commitDate(checkout: Checkout): string {
  return execFileSync('git', ['-C', checkout.dir, 'show', '-s', '--format=%cI', checkout.commit], {
    encoding: 'utf8',
  }).trim();
}

export function extractMcpTools(
  checkout: Checkout,
  registry: PackageSource = npmRegistry,
  dateOf: (checkout: Checkout) => string = commitDate,
): { nodes: McpToolsEntry[] } {
  const lockfile = checkout.read('pnpm-lock.yaml') ?? '';
  const nodes = mcpNodesIn(checkout).map((node): McpToolsEntry => {
    const base = { node: node.node, label: node.label, file: node.file, transport: node.server.transport };
    if (node.server.transport === 'remote') return { ...base, url: node.server.url, tools: null };
    if (node.server.transport === 'configured') return { ...base, tools: null };
    const pkg = node.server.package;
    const locked = lockedVersion(lockfile, pkg);
    let version = locked?.version;
    let versionFrom = 'pnpm-lock.yaml';
    if (!version) {
      const date = dateOf(checkout).slice(0, 10);
      version = versionOnDate(registry.times(pkg), `${date}T23:59:59Z`);
      versionFrom = `newest npm release on ${date} (not in pnpm-lock.yaml)`;
      if (!version) throw new Error(`${pkg} had no release on or before ${date}`);
    }
    const environment = node.server.environment;
    const { tools, from } = toolsInPackage(
      registry.files(pkg, version),
      Object.fromEntries(environment.map((variable) => [variable, 'set'])),
    );
    if (tools.length === 0) throw new Error(`${pkg}@${version}: no tools found`);
    return {
      ...base,
      package: pkg,
      version,
      ...(locked ? { specifier: locked.specifier } : {}),
      versionFrom,
      environment,
      toolsFrom: from,
      tools,
    };
  });
  return { nodes };
}
