// Refreshes the platform reference data under src/data/platform/ from a checkout
// of the platform's repository (the-answerai/theanswer):
//
//   npm run platform:extract -- <path to a platform checkout> [<commit>]
//
// Each extractor below reads the checkout's HEAD commit (or the commit named:
// a hash, branch or tag the repository has) and returns the data of
// one JSON file; the file is written as { commit, ...data }, formatted as the
// repository's Prettier settings want it. The build and the tests only read the
// committed JSON: a checkout is needed only to move the docs to a newer release.
// The MCP extractor also downloads the MCP server packages the nodes run from
// the npm registry (once per version, into node_modules/.cache/mcp-packages/).
// After a refresh, `npm test` shows what changed for the pages (the content
// check wants every page's `platform_commit` to be the new commit).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { extractAgentflowNodes } from './agentflow';
import { git, openCheckout, UnknownCommitError, type Checkout } from './checkout';
import { extractCredentials, type CredentialData } from './credentials';
import { extractEnv } from './env';
import { extractMcpTools } from './mcp';
import { callKey, resolveBaseClassCalls } from './baseClasses';
import { extractNodeLabels } from './node-labels';
import { extractNodes, readNodeDrawer, readSkippedCategories, toNodesFile } from './nodes';
import { extractRoutesFrom } from './routes';
import { citableFiles, releaseName } from './source-files';

export interface Extractor {
  /** File name under src/data/platform/, or a path from the repository root when it lives elsewhere. */
  file: string;
  extract(checkout: Checkout): Record<string, unknown> | Promise<Record<string, unknown>>;
  /** One line for the log: what was found. */
  summary(data: Record<string, unknown>): string;
}

export const PLATFORM_DATA_DIR = path.join(__dirname, '..', '..', 'src', 'data', 'platform');

/** What nodes.json says of itself. */
const NODES_SOURCE =
  'the-answerai/theanswer at the commit above: every node class under packages/components/nodes but the Agentflows V2 ones (agentflow-v2.json), read by scripts/platform/nodes.ts, base classes by scripts/platform/baseClasses.ts; written by npm run platform:extract, never by hand (the pages that document each node are in pages.json)';

export const extractors: readonly Extractor[] = [
  {
    file: 'source-files.json',
    extract: (checkout) => {
      const [subject = '', date = ''] = git(checkout.dir, ['log', '-1', '--format=%s%n%cs', checkout.commit]).split(
        '\n',
      );
      return { release: releaseName(subject, date), files: citableFiles(checkout.files) };
    },
    summary: (data) => `release ${String(data.release)}, ${(data.files as unknown[]).length} files pages may cite`,
  },
  {
    file: 'routes.json',
    extract: (checkout) => ({ routes: extractRoutesFrom((file) => checkout.read(file)) }),
    summary: (data) => `${(data.routes as unknown[]).length} routes`,
  },
  {
    file: 'credentials.json',
    extract: (checkout) => ({ ...extractCredentials(checkout) }),
    summary: (data) => {
      const { credentials, unknown } = data as unknown as CredentialData;
      const fields = credentials.reduce((sum, credential) => sum + credential.inputs.length, 0);
      const used = credentials.filter((credential) => credential.nodes.length > 0).length;
      return `${credentials.length} credential types, ${fields} fields, ${used} used by a node, ${unknown.length} unknown names in nodes`;
    },
  },
  {
    file: 'mcp-tools.json',
    extract: (checkout) => extractMcpTools(checkout),
    summary: (data) => {
      const nodes = data.nodes as { tools: unknown[] | null }[];
      const tools = nodes.reduce((sum, node) => sum + (node.tools?.length ?? 0), 0);
      return `${nodes.length} MCP nodes, ${tools} tools of their servers`;
    },
  },
  {
    file: 'agentflow-v2.json',
    extract: (checkout) => ({ nodes: extractAgentflowNodes(checkout) }),
    summary: (data) => {
      const nodes = data.nodes as { inputs: unknown[] }[];
      return `${nodes.length} Agentflows V2 nodes, ${nodes.reduce((sum, node) => sum + node.inputs.length, 0)} inputs`;
    },
  },
  {
    file: 'node-labels.json',
    extract: (checkout) => ({ nodes: extractNodeLabels(checkout) }),
    summary: (data) => {
      const nodes = data.nodes as { inputs: { options?: unknown[] }[] }[];
      const inputs = nodes.flatMap((node) => node.inputs);
      const options = inputs.reduce((sum, input) => sum + (input.options?.length ?? 0), 0);
      return `${nodes.length} chatflow nodes, ${inputs.length} inputs, ${options} options, with their labels`;
    },
  },
  {
    file: '../nodes/nodes.json',
    extract: (checkout) => {
      const problems: string[] = [];
      const nodes = toNodesFile(
        extractNodes(checkout),
        { ...readNodeDrawer(checkout, problems), skippedCategories: readSkippedCategories(checkout, problems) },
        (calls) => resolveBaseClassCalls(checkout, calls),
        callKey,
        problems,
      );
      return { source: NODES_SOURCE, nodes, ...(problems.length > 0 ? { problems } : {}) };
    },
    summary: (data) => {
      const nodes = data.nodes as { tabs: string[]; category: string }[];
      const tabs = new Map<string, number>();
      for (const node of nodes) {
        for (const tab of node.tabs.length > 0 ? node.tabs : ['not on the chatflow canvas']) {
          tabs.set(tab, (tabs.get(tab) ?? 0) + 1);
        }
      }
      const problems = (data.problems as string[] | undefined) ?? [];
      return `${nodes.length} nodes in ${new Set(nodes.map((node) => node.category)).size} categories (${[...tabs].map(([tab, count]) => `${tab} ${count}`).join(', ')})${problems.length > 0 ? `; ${problems.length} not read: ${problems.join('; ')}` : ''}`;
    },
  },
  {
    file: 'env.json',
    extract: (checkout) => ({ ...extractEnv(checkout) }),
    summary: (data) =>
      `${(data.variables as unknown[]).length} variables, ${(data.unread as unknown[]).length} template names nothing reads`,
  },
];

async function main(argv: string[]): Promise<void> {
  const only = argv.indexOf('--only');
  const wanted = only >= 0 ? argv[only + 1] : undefined;
  const [dir, commit = 'HEAD'] = only >= 0 ? argv.filter((_, index) => index !== only && index !== only + 1) : argv;
  const chosen = wanted ? extractors.filter((extractor) => path.basename(extractor.file) === wanted) : extractors;
  if (!dir || (wanted && chosen.length === 0)) {
    console.error(
      'usage: npm run platform:extract -- <path to a platform checkout> [<commit>] [--only <file>, e.g. nodes.json]',
    );
    process.exit(2);
  }
  let checkout: Checkout;
  try {
    checkout = openCheckout(dir, commit);
  } catch (error) {
    if (!(error instanceof UnknownCommitError)) throw error;
    console.error(`platform:extract: ${error.message}`);
    process.exit(2);
  }
  const { format, resolveConfig } = await import('prettier');
  mkdirSync(PLATFORM_DATA_DIR, { recursive: true });
  for (const extractor of chosen) {
    const target = path.join(PLATFORM_DATA_DIR, extractor.file);
    const data = await extractor.extract(checkout);
    const json = await format(JSON.stringify({ commit: checkout.commit, ...data }), {
      ...(await resolveConfig(target)),
      filepath: target,
    });
    writeFileSync(target, json);
    console.log(`${extractor.file}: ${extractor.summary(data)}`);
  }
  console.log(
    `platform data from ${checkout.commit.slice(0, 7)} written to ${path.relative(process.cwd(), PLATFORM_DATA_DIR)}`,
  );
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
