// The drift report: which docs pages a newer commit of the platform makes
// stale.
//
//   npm run platform:drift -- <checkout> <commit> [--json]
//
// <checkout> is the platform's repository (a work tree or a git directory);
// <commit> is any commit it has (a hash, a branch, a tag), related to the one
// the docs cite or not. The report compares the commit the docs pages cite
// (their `platform_commit`; pages that cite different commits are compared
// each from its own) with <commit>, and lists:
//
//   - each page whose front-matter `sources` changed: the files, lines added
//     and removed, files deleted or renamed (changes.ts);
//   - each row of the reference data that changed (driftData.ts): the
//     extractors run at <commit> in memory and their result is compared with
//     the committed JSON. Nodes are compared as their classes declare them at
//     the commit of nodes.json and at <commit> (nodes.ts), base classes aside
//     (they need the packages that `platform:extract` installs). MCP tool lists come from npm packages, which the report does
//     not download: it compares the packages and their locked versions;
//   - for each changed row, the pages that render it (docsPages.ts);
//   - for each page with an evidence file (scripts/evidence), the claims whose
//     cited lines changed, moved to another file or were deleted at <commit>
//     (claimDrift.ts): the sentences to read again.
//
// Markdown for people on stdout, or JSON for tools with --json:
// { from, to, toName, cited, filesChanged, claims, pages: [{ path, route, sources, data, claims }], data }.
// Exit code 1 when anything drifted, 0 when nothing did, 2 when no report
// could be made (usage, an unknown commit, a folder that is not a repository).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AgentflowData } from '../../src/data/agentflow/types';
import type { McpToolsFile, NodeData } from '../../src/data/nodes/types';
import type { CredentialData } from '../../src/data/platform/credentialTypes';
import { extractAgentflowNodes } from './agentflow';
import { changedFiles, type FileChange } from './changes';
import { claimDrift } from './claimDrift';
import type { Evidence } from '../evidence/evidence';
import { loadEvidence } from '../evidence/pages';
import { openCheckout, resolveCommit, UnknownCommitError } from './checkout';
import { extractCredentials } from './credentials';
import { readDocsPages, type DocsPage } from './docsPages';
import {
  agentflowRows,
  credentialRows,
  envRows,
  mcpRows,
  nodeRows,
  routeRows,
  type ApiReference,
  type DataRow,
  type EnvCopy,
} from './driftData';
import {
  DATA_KINDS,
  drifted,
  toMarkdown,
  type DataKind,
  type DataSection,
  type DriftReport,
  type PageDrift,
} from './driftReport';
import { extractEnv, type EnvData } from './env';
import { mcpNodesIn } from './mcp';
import { extractNodes } from './nodes';
import { extractRoutesFrom, type Route } from './routes';

const ROOT = path.join(__dirname, '..', '..');
/** Which docs page documents each node (nodes.json holds the facts). */
const NODE_PAGES_FILE = 'src/data/nodes/pages.json';

/** What the report reads from this repository: the pages, the committed data and the API reference. */
export interface Site {
  pages: DocsPage[];
  data: {
    env: EnvData & { commit: string };
    credentials: CredentialData & { commit: string };
    nodes: NodeData;
    agentflow: AgentflowData;
    mcp: McpToolsFile;
    routes: { commit: string; routes: Route[] };
  };
  reference: ApiReference;
  envCopy: EnvCopy;
  /** Each page's evidence (its `.evidence.yml` file), by the page's path. */
  evidence?: ReadonlyMap<string, Evidence>;
}

/** The site as it is in this repository. */
export async function loadSite(root: string = ROOT): Promise<Site> {
  const json = <T>(file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;
  const [{ apiOperations }, { undocumentedRoutes }, { groupOf }] = await Promise.all([
    import('../../config/openapi'),
    import('../../config/api-undocumented'),
    import('../../src/data/envVars'),
  ]);
  const pages = readDocsPages(root);
  const evidence = new Map(
    pages.flatMap((page) => {
      const found = page.platformCommit ? loadEvidence(page.file, root) : undefined;
      return found ? [[page.file, found] as const] : [];
    }),
  );
  return {
    pages,
    evidence,
    data: {
      env: json(DATA_KINDS.env.file),
      credentials: json(DATA_KINDS.credentials.file),
      nodes: {
        ...json<Omit<NodeData, 'pages'>>(DATA_KINDS.nodes.file),
        ...json<Pick<NodeData, 'pages'>>(NODE_PAGES_FILE),
      },
      agentflow: json(DATA_KINDS.agentflow.file),
      mcp: json(DATA_KINDS.mcp.file),
      routes: json(DATA_KINDS.routes.file),
    },
    reference: { operations: apiOperations(root), undocumented: undocumentedRoutes },
    envCopy: { groupOf },
  };
}

/** The commits the pages cite, most cited first. */
function citedCommits(pages: readonly DocsPage[]): { commit: string; pages: number }[] {
  const counts = new Map<string, number>();
  for (const page of pages) {
    if (page.platformCommit) counts.set(page.platformCommit, (counts.get(page.platformCommit) ?? 0) + 1);
  }
  return [...counts].map(([commit, pages]) => ({ commit, pages })).sort((a, b) => b.pages - a.pages);
}

/**
 * Runs one comparison. The extractors read the newer commit leniently: what
 * they cannot read goes to the section's problems, and an extractor that
 * cannot read it at all leaves the section with its error and no rows.
 */
function section(file: string, from: string, rows: (problems: string[]) => DataRow[], note?: string): DataSection {
  const problems: string[] = [];
  const base = { file, from, ...(note ? { note } : {}) };
  try {
    const found = rows(problems);
    return { ...base, ...(problems.length > 0 ? { problems } : {}), rows: found };
  } catch (error) {
    if (error instanceof UnknownCommitError) throw error;
    return { ...base, ...(problems.length > 0 ? { problems } : {}), error: (error as Error).message, rows: [] };
  }
}

/** The drift report from the commit the site's pages cite to `toName` of the repository at `dir`. */
export function buildDrift(dir: string, toName: string, site: Site): DriftReport {
  const to = openCheckout(dir, toName);
  const cited = citedCommits(site.pages);
  const from = cited[0]?.commit ?? site.data.routes.commit;
  const ensure = (commit: string, what: string) => {
    try {
      resolveCommit(dir, commit);
    } catch {
      throw new UnknownCommitError(`${what} ${commit}, which ${dir} does not have (fetch it first)`);
    }
  };
  for (const { commit } of cited) ensure(commit, 'the docs pages cite');

  // Sources: one diff per cited commit.
  const changesFrom = new Map<string, Map<string, FileChange>>();
  for (const { commit } of cited) {
    changesFrom.set(commit, new Map(changedFiles(dir, commit, to.commit).map((change) => [change.path, change])));
  }

  const { data, pages, reference, envCopy } = site;
  const sections: Record<DataKind, DataSection> = {
    env: section(DATA_KINDS.env.file, data.env.commit, (problems) =>
      envRows(data.env, extractEnv(to, problems), pages, envCopy),
    ),
    credentials: section(DATA_KINDS.credentials.file, data.credentials.commit, (problems) =>
      credentialRows(data.credentials, extractCredentials(to, problems), pages, data.nodes),
    ),
    nodes: section(
      DATA_KINDS.nodes.file,
      data.nodes.commit,
      () => {
        ensure(data.nodes.commit, `${DATA_KINDS.nodes.file} names`);
        return nodeRows(extractNodes(openCheckout(dir, data.nodes.commit)), extractNodes(to), data.nodes, pages);
      },
      'Nodes are compared as their classes declare them at the commit of nodes.json and at the newer one (scripts/platform/nodes.ts); base classes, which need the packages installed, are left to `npm run platform:extract`.',
    ),
    agentflow: section(DATA_KINDS.agentflow.file, data.agentflow.commit, () =>
      agentflowRows(data.agentflow.nodes, extractAgentflowNodes(to), pages),
    ),
    mcp: section(
      DATA_KINDS.mcp.file,
      data.mcp.commit,
      (problems) => mcpRows(data.mcp.nodes, mcpNodesIn(to, problems), to.read('pnpm-lock.yaml') ?? '', pages),
      'Tool lists are not compared: they come from the npm packages the nodes start, which only `npm run platform:extract` downloads. A changed package or locked version is listed instead: its tools may have changed.',
    ),
    routes: section(DATA_KINDS.routes.file, data.routes.commit, (problems) =>
      routeRows(
        data.routes.routes,
        extractRoutesFrom((file) => to.read(file), problems),
        reference,
        pages,
      ),
    ),
  };

  // Pages: those with a changed source, and those that render a changed row.
  const byPath = new Map<string, PageDrift>();
  const pageOf = (pathOrOperation: string): PageDrift => {
    let entry = byPath.get(pathOrOperation);
    if (!entry) {
      const page = pages.find((item) => item.file === pathOrOperation);
      const operation = reference.operations.find(
        (item) => `openapi/${item.group}.yaml#${item.operationId}` === pathOrOperation,
      );
      entry = {
        path: pathOrOperation,
        route: page?.route ?? operation?.route ?? '',
        ...(page?.platformCommit ? { platformCommit: page.platformCommit } : {}),
        sources: [],
        data: [],
      };
      byPath.set(pathOrOperation, entry);
    }
    return entry;
  };
  for (const page of pages) {
    const changes = page.platformCommit ? changesFrom.get(page.platformCommit) : undefined;
    const changed = page.sources.flatMap((source) => {
      const change = changes?.get(source);
      return change ? [change] : [];
    });
    if (changed.length > 0) pageOf(page.file).sources.push(...changed);
  }
  // Claims: the sentences whose cited lines changed.
  const claims = { pages: 0, claims: 0, shifted: 0, stale: 0 };
  for (const page of pages) {
    const evidence = site.evidence?.get(page.file);
    const changes = page.platformCommit ? changesFrom.get(page.platformCommit) : undefined;
    if (!evidence || !changes) continue;
    const { stale, counts } = claimDrift(evidence, changes, (file) => to.read(file));
    claims.pages++;
    claims.claims += counts.claims;
    claims.shifted += counts.shifted;
    claims.stale += counts.stale;
    if (stale.length > 0) pageOf(page.file).claims = stale;
  }
  for (const [kind, { rows }] of Object.entries(sections) as [DataKind, DataSection][]) {
    for (const row of rows) {
      for (const page of new Set(row.pages)) pageOf(page).data.push({ kind, key: row.key, change: row.change });
    }
  }
  return {
    from,
    to: to.commit,
    toName,
    cited,
    filesChanged: changesFrom.get(from)?.size ?? changedFiles(dir, from, to.commit).length,
    ...(site.evidence ? { claims } : {}),
    pages: [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path)),
    data: sections,
  };
}

const USAGE = 'usage: npm run platform:drift -- <platform checkout or git directory> <commit> [--json]';

/** The command: prints the report and returns its exit code. */
export async function main(argv: string[]): Promise<number> {
  const json = argv.includes('--json');
  const args = argv.filter((arg) => arg !== '--json');
  const unknown = args.filter((arg) => arg.startsWith('--'));
  if (args.length !== 2 || unknown.length > 0) {
    console.error(unknown.length > 0 ? `platform:drift: unknown option ${unknown.join(', ')}\n${USAGE}` : USAGE);
    return 2;
  }
  const [dir, commit] = args as [string, string];
  const started = performance.now();
  let report: DriftReport;
  try {
    resolveCommit(dir, commit);
    report = buildDrift(dir, commit, await loadSite());
  } catch (error) {
    if (!(error instanceof UnknownCommitError)) throw error;
    console.error(`platform:drift: ${error.message}`);
    return 2;
  }
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(json ? `${JSON.stringify(report, null, 2)}\n` : toMarkdown(report, { seconds }));
  return drifted(report) ? 1 : 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 2;
    },
  );
}
