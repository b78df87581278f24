// The drift report's shape and its Markdown form (drift.ts builds it): a
// summary with counts first, the most affected pages, then every page with
// what changed under it, then every changed row of data by kind.
import type { FileChange } from './changes';
import type { ClaimDrift } from './claimDrift';
import type { DataRow } from './driftData';

export const DATA_KINDS = {
  env: { title: 'Environment variables', file: 'src/data/platform/env.json' },
  credentials: { title: 'Credentials', file: 'src/data/platform/credentials.json' },
  nodes: { title: 'Studio nodes', file: 'src/data/nodes/nodes.json' },
  agentflow: { title: 'Agentflows V2 nodes', file: 'src/data/platform/agentflow-v2.json' },
  mcp: { title: 'MCP servers', file: 'src/data/platform/mcp-tools.json' },
  routes: { title: 'API routes', file: 'src/data/platform/routes.json' },
} as const;
export type DataKind = keyof typeof DATA_KINDS;

export interface DataSection {
  /** The committed file the rows are compared from. */
  file: string;
  /** The commit that file names. */
  from: string;
  /** How the newer side was read, when it is not simply "the extractor at the newer commit". */
  note?: string;
  /** What the extractor could not read at the newer commit and left out. */
  problems?: string[];
  /** Why the newer commit could not be read for this kind (the extractor's error); no rows then. */
  error?: string;
  rows: DataRow[];
}

export interface PageDrift {
  /** A docs file, or `openapi/<group>.yaml#<operationId>` for a generated API page. */
  path: string;
  route: string;
  /** The commit the page cites, when it lists sources. */
  platformCommit?: string;
  /** Its cited source files that changed. */
  sources: FileChange[];
  /** The rows of data it renders that changed. */
  data: { kind: DataKind; key: string; change: DataRow['change'] }[];
  /** Its claims whose evidence changed at the newer commit: the sentences to read again. */
  claims?: ClaimDrift[];
}

export interface DriftReport {
  /** The commit the docs cite (the one most pages cite, when they differ). */
  from: string;
  /** The newer commit, in full, and as it was asked for. */
  to: string;
  toName: string;
  /** Each commit the pages cite, with how many pages cite it. */
  cited: { commit: string; pages: number }[];
  /** How many files of the platform differ between `from` and `to`, cited by a page or not. */
  filesChanged: number;
  /**
   * The claims of the pages with evidence: how many pages and claims were compared, how many only moved to other
   * lines (nothing to re-read) and how many are to be read again.
   */
  claims?: { pages: number; claims: number; shifted: number; stale: number };
  /** Every page with a changed source or a changed row of data, by path. */
  pages: PageDrift[];
  data: Record<DataKind, DataSection>;
}

/** Whether anything drifted: a page, a row of data, or data the newer commit could not be read for. */
export const drifted = (report: DriftReport): boolean =>
  report.pages.length > 0 || Object.values(report.data).some((section) => section.rows.length > 0 || section.error);

const short = (commit: string) => commit.slice(0, 9);
const count = (rows: DataRow[], change: DataRow['change']) => rows.filter((row) => row.change === change).length;

function describeSource(change: FileChange): string {
  const lines = change.added === undefined ? 'binary' : `+${change.added} −${change.removed}`;
  if (change.unreadable) return `\`${change.path}\` ${change.status} (contents not in this clone)`;
  if (change.status === 'renamed') return `\`${change.path}\` renamed to \`${change.newPath}\` (${lines})`;
  if (change.status === 'deleted') return `\`${change.path}\` **deleted**`;
  return `\`${change.path}\` ${lines}`;
}

/** Pages sorted by how much changed under them. */
export function mostAffected(pages: readonly PageDrift[]): PageDrift[] {
  const weight = (page: PageDrift) =>
    page.data.length + page.sources.reduce((sum, change) => sum + (change.status === 'modified' ? 1 : 2), 0);
  return [...pages].sort((a, b) => weight(b) - weight(a) || a.path.localeCompare(b.path));
}

/** Why a claim is to be read again: each piece of its evidence that changed. */
function describeClaim(claim: ClaimDrift): string {
  return claim.evidence
    .filter((item) => item.change !== 'shifted')
    .map((item) => {
      const where = `\`${item.file}\` ${item.lines}`;
      if (item.change === 'deleted') return `${where}: file deleted`;
      if (item.change === 'renamed') return `${where}: file renamed to \`${item.newFile}\`, lines no longer in it`;
      return `${where}: lines changed`;
    })
    .join('; ');
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function toMarkdown(report: DriftReport, options: { seconds?: number; top?: number } = {}): string {
  const { top = 15 } = options;
  const lines: string[] = [];
  const sections = Object.entries(report.data) as [DataKind, DataSection][];
  const sourcePages = report.pages.filter((page) => page.sources.length > 0);
  const dataPages = report.pages.filter((page) => page.data.length > 0);
  const allSources = new Map(report.pages.flatMap((page) => page.sources.map((change) => [change.path, change])));
  const sourceCount = (status: FileChange['status']) =>
    [...allSources.values()].filter((change) => change.status === status).length;

  lines.push(`# Platform drift: ${short(report.from)} → ${short(report.to)}`, '');
  lines.push(
    `From \`${report.from}\`, the commit the docs cite, to \`${report.to}\`${report.toName !== report.to ? ` (${report.toName})` : ''}.` +
      (options.seconds !== undefined ? ` Made in ${options.seconds.toFixed(1)} s.` : ''),
  );
  if (report.cited.length > 1) {
    lines.push(
      '',
      `The pages cite ${report.cited.length} commits: ${report.cited.map((item) => `\`${short(item.commit)}\` (${item.pages} pages)`).join(', ')}; each page is compared from its own.`,
    );
  }
  lines.push('', '## Summary', '', '| What | Count |', '| --- | --- |');
  lines.push(
    `| Pages affected | ${report.pages.length} (${sourcePages.length} with changed sources, ${dataPages.length} rendering changed data) |`,
  );
  lines.push(`| Platform files changed | ${report.filesChanged} |`);
  if (report.claims) {
    const { claims } = report;
    const stalePages = report.pages.filter((page) => (page.claims?.length ?? 0) > 0).length;
    lines.push(
      `| Claims to read again | ${claims.stale} of ${claims.claims} on ${stalePages} of ${claims.pages} pages with evidence (${claims.shifted} more only moved to other lines) |`,
    );
  }
  lines.push(
    `| Cited source files changed | ${allSources.size}: ${sourceCount('modified')} modified, ${sourceCount('deleted')} deleted, ${sourceCount('renamed')} renamed |`,
  );
  for (const [kind, section] of sections) {
    const value = section.error
      ? `not compared: ${cell(section.error)}`
      : `${section.rows.length}: ${count(section.rows, 'added')} added, ${count(section.rows, 'removed')} removed, ${count(section.rows, 'changed')} changed`;
    lines.push(`| ${DATA_KINDS[kind].title} | ${value} |`);
  }

  if (!drifted(report)) {
    lines.push('', 'Nothing drifted: no cited source file and no row of the reference data differs.');
    return `${lines.join('\n')}\n`;
  }
  if (report.pages.length > 0) {
    lines.push('', '## Most affected pages', '', '| Page | Changed sources | Changed rows |', '| --- | --- | --- |');
    for (const page of mostAffected(report.pages).slice(0, top)) {
      lines.push(`| \`${page.path}\` | ${page.sources.length} | ${page.data.length} |`);
    }
    lines.push('', '## Pages', '');
    for (const page of report.pages) {
      lines.push(
        `### \`${page.path}\``,
        '',
        `Route \`${page.route}\`${page.platformCommit && page.platformCommit !== report.from ? `, cites \`${short(page.platformCommit)}\`` : ''}.`,
        '',
      );
      for (const change of page.sources) lines.push(`- Source ${describeSource(change)}`);
      for (const row of page.data) lines.push(`- ${DATA_KINDS[row.kind].title}: \`${row.key}\` ${row.change}`);
      if (page.claims?.length) {
        lines.push('', 'Claims to read again:', '');
        for (const claim of page.claims) lines.push(`- "${cell(claim.text)}" (${describeClaim(claim)})`);
      }
      lines.push('');
    }
  }

  lines.push('## Data', '');
  for (const [kind, section] of sections) {
    lines.push(`### ${DATA_KINDS[kind].title} (\`${section.file}\`, from \`${short(section.from)}\`)`, '');
    if (section.note) lines.push(section.note, '');
    if (section.problems) {
      lines.push('What the extractor could not read at the newer commit, and left out:', '');
      for (const item of section.problems) lines.push(`- ${item}`);
      lines.push('');
    }
    if (section.error) {
      lines.push(`Not compared: the extractor could not read \`${short(report.to)}\`: ${section.error}`, '');
      continue;
    }
    if (section.rows.length === 0) {
      lines.push('No change.', '');
      continue;
    }
    for (const row of section.rows) {
      const pages =
        row.pages.length > 0 ? ` Pages: ${row.pages.map((page) => `\`${page}\``).join(', ')}.` : ' No page renders it.';
      lines.push(`- \`${row.key}\` **${row.change}**: ${row.details.join('; ')}.${pages}`);
    }
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}
