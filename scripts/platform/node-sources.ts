// Writes `platform_commit` and `sources` into the front matter of the Studio
// node pages (docs pages under docs/sidekick-studio that render <NodeFacts>)
// and category pages (that render <NodeIndex folder="…">), from a checkout of
// the platform:
//
//   npx tsx scripts/platform/node-sources.ts /path/to/theanswer [--check]
//
// The sources of a node page are the source files of the nodes it documents
// (its node and its related variants, from src/data/nodes/nodes.json, plus the
// node a variant takes its inputs from), found by the node's `this.name`, and,
// when the page's prose talks about credentials, the files of the credential
// types those nodes declare in `credentialNames`. The sources of a category
// page are the files of the main nodes of the pages its table lists. Sources a
// person added by hand (any file that declares no node or credential, such as a
// server file or the MCP nodes' shared core.ts) are kept, first; a hand-added
// path under the nodes or credentials folders that no longer exists is dropped, and so is a node or credential
// file no longer generated for the page, unless the page's evidence cites it (scripts/evidence). Re-running
// it is safe: it replaces the two fields and leaves the rest of the front
// matter alone. With --check it changes nothing and exits 1 when a page's
// fields differ from what it would write (a moved node file, a new page).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getNode, getPage, nodeData, routeOfDocsFile } from '../../src/data/nodes';
import { loadEvidence } from '../evidence/pages';

const root = fileURLToPath(new URL('../..', import.meta.url));
const docsDir = join(root, 'docs');
const studioDir = join(docsDir, 'sidekick-studio');
/** Folders whose pages list their sources by hand. */
const SKIPPED = ['sidekick-studio/agentflowsv2/'];
const GENERATED_SOURCE = /^packages\/components\/(nodes|credentials)\//;

/** Maps `this.name = '<name>'` to the repository path of the file that declares it, under `dir`. */
export function namesToFiles(checkout: string, dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (path: string): void => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(full);
      else if (entry.isFile() && entry.name.endsWith('.ts')) {
        const match = /this\.name\s*=\s*'([^']+)'/.exec(readFileSync(full, 'utf8'));
        if (match) files.set(match[1]!, relative(checkout, full));
      }
    }
  };
  walk(join(checkout, dir));
  return files;
}

/** The credential type names a node's source file declares. */
export function credentialNamesIn(source: string): string[] {
  const match = /credentialNames:\s*\[([^\]]*)\]/.exec(source);
  return match ? [...match[1]!.matchAll(/'([^']+)'/g)].map((name) => name[1]!) : [];
}

/** The `sources` list of a page's front matter, empty when it has none. */
export function sourcesOf(page: string): string[] {
  const block = /^sources:\n((?:\s+-\s.*\n?)*)/m.exec(/^---\n([\s\S]*?)\n---\n/.exec(page)?.[1] ?? '');
  return [...(block?.[1] ?? '').matchAll(/^\s+-\s+(.+)$/gm)].map((match) => match[1]!.trim());
}

/** The front matter with `platform_commit` and `sources` set, every other line kept in place. */
export function withSources(page: string, commit: string, sources: string[]): string {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(page);
  if (!match) throw new Error('page has no front matter');
  const kept: string[] = [];
  let inSources = false;
  for (const line of match[1]!.split('\n')) {
    if (/^sources:/.test(line)) inSources = true;
    else if (inSources && /^\s+-\s/.test(line)) continue;
    else inSources = false;
    if (!inSources && !/^platform_commit:/.test(line)) kept.push(line);
  }
  const fields = [`platform_commit: ${commit}`, 'sources:', ...sources.map((path) => `  - ${path}`)];
  return `---\n${[...kept, ...fields].join('\n')}\n---\n${page.slice(match[0].length)}`;
}

function listPages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listPages(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

function main(): void {
  const [checkout, flag] = process.argv.slice(2);
  if (!checkout) throw new Error('usage: npx tsx scripts/platform/node-sources.ts <platform checkout> [--check]');
  const commit = execFileSync('git', ['-C', checkout, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  const nodeFiles = namesToFiles(checkout, 'packages/components/nodes');
  const credentialFiles = namesToFiles(checkout, 'packages/components/credentials');
  const fileOf = (map: Map<string, string>, name: string, what: string): string => {
    const file = map.get(name);
    if (!file) throw new Error(`no ${what} named '${name}' in ${checkout}`);
    return file;
  };

  const classFiles = new Set([...nodeFiles.values(), ...credentialFiles.values()]);
  const generated = (source: string): boolean =>
    GENERATED_SOURCE.test(source) && (classFiles.has(source) || !existsSync(join(checkout, source)));

  let changed = 0;
  let pages = 0;
  for (const path of listPages(studioDir)) {
    const file = relative(docsDir, path);
    if (SKIPPED.some((folder) => file.startsWith(folder))) continue;
    const text = readFileSync(path, 'utf8');
    const folder = /<NodeIndex\s+folder="([^"]+)"\s*\/>/.exec(text)?.[1];
    let names: string[];
    if (text.includes('<NodeFacts')) {
      const page = getPage(routeOfDocsFile(file));
      if (!page) throw new Error(`${file} renders <NodeFacts> but no page of nodes.json has its route`);
      names = [page.node, ...page.related].filter((name): name is string => !!name);
      for (const name of [...names]) {
        const parent = getNode(name)?.inputsInheritedFrom;
        if (parent && !names.includes(parent)) names.push(parent);
      }
    } else if (folder) {
      const prefix = `/docs/sidekick-studio/${folder}/`;
      names = nodeData.pages.filter((page) => page.route.startsWith(prefix) && page.node).map((page) => page.node!);
    } else continue;
    pages += 1;
    const sources = names.map((name) => fileOf(nodeFiles, name, 'node'));
    const body = text.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/<NodeFacts[^>]*>/g, '');
    if (!folder && /credential/i.test(body)) {
      for (const source of [...sources]) {
        for (const credential of credentialNamesIn(readFileSync(join(checkout, source), 'utf8'))) {
          sources.push(fileOf(credentialFiles, credential, 'credential'));
        }
      }
    }
    const cited = new Set(
      (loadEvidence(relative(root, path)) ?? { claims: [] }).claims.flatMap((claim) =>
        (claim.platform ?? []).map((item) => item.file),
      ),
    );
    const kept = sourcesOf(text).filter((source) => !generated(source) || cited.has(source));
    const next = withSources(text, commit, [...new Set([...kept, ...sources])]);
    if (next === text) continue;
    changed += 1;
    if (flag === '--check') console.error(`out of date: ${relative(root, path)}`);
    else writeFileSync(path, next);
  }
  console.log(`${pages} node and category pages, ${changed} ${flag === '--check' ? 'out of date' : 'updated'}`);
  if (flag === '--check' && changed > 0) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
