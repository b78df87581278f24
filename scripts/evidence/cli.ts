// The evidence check: every docs page with a `platform_commit` has its claims
// and their evidence beside it (scripts/evidence/evidence.ts; the method is
// docs/CHECKING.md).
//
//   npm run docs:evidence [-- options] [pages…]
//
//   (no option)         check every sourced page (or the pages named): exit 1 on problems
//   --json              print { pages: [{ path, claims, platform, thirdParty, site, … }], problems: [...] }
//   --checkout <dir>    also check each fingerprint against the platform's files at the page's commit
//                       (a work tree or git directory of the-answerai/theanswer; PLATFORM_CHECKOUT too)
//   --fill              write the missing fingerprints from the checkout, then check
//   --uncovered         list the sentences of each page that no claim quotes (for a reviewer)
//   --stats             claims per docs section: confirmed, corrected, rewritten, third-party, restored, defects
//
// Without a checkout the fingerprints are checked for their form only: CI has
// no copy of the platform.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openCheckout, type Checkout } from '../platform/checkout';
import { evidencePathOf, fillFingerprints, summarise, type PageSummary, type PlatformReader } from './evidence';
import {
  checkPages,
  loadEvidence,
  orphanProblems,
  ROOT,
  sourcedPages,
  uncoveredSentences,
  writeEvidence,
  type SourcedPage,
} from './pages';

interface Options {
  json: boolean;
  fill: boolean;
  uncovered: boolean;
  stats: boolean;
  checkout?: string;
  pages: string[];
}

function parseArgs(argv: string[]): Options | string {
  const options: Options = { json: false, fill: false, uncovered: false, stats: false, pages: [] };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === '--json') options.json = true;
    else if (arg === '--fill') options.fill = true;
    else if (arg === '--uncovered') options.uncovered = true;
    else if (arg === '--stats') options.stats = true;
    else if (arg === '--checkout') {
      const dir = argv[++index];
      if (!dir) return '--checkout needs a directory';
      options.checkout = dir;
    } else if (arg.startsWith('--')) return `unknown option ${arg}`;
    else options.pages.push(arg);
  }
  options.checkout ??= process.env.PLATFORM_CHECKOUT;
  if (options.fill && !options.checkout) {
    const fallback = '/work/theanswer';
    if (existsSync(fallback)) options.checkout = fallback;
    else return '--fill needs --checkout <dir> (or PLATFORM_CHECKOUT)';
  }
  return options;
}

/** A page named on the command line: the page itself or its evidence file, relative to the working directory. */
function pageOf(arg: string): string {
  const rel = path.relative(ROOT, path.resolve(arg)).replaceAll('\\', '/');
  return rel.replace(/\.evidence\.yml$/, '');
}

function readers(dir: string | undefined): ((commit: string) => PlatformReader | undefined) | undefined {
  if (!dir) return undefined;
  const checkouts = new Map<string, Checkout>();
  return (commit) => {
    let checkout = checkouts.get(commit);
    if (!checkout) {
      checkout = openCheckout(dir, commit);
      checkouts.set(commit, checkout);
    }
    return (file) => checkout.read(file);
  };
}

/** The docs section of a page: its first two folders under docs/ (sidekick-studio/chatflows → three). */
export function sectionOf(page: string): string {
  const parts = page
    .replace(/^docs\//, '')
    .split('/')
    .slice(0, -1);
  const depth = parts[0] === 'sidekick-studio' && parts[1] === 'chatflows' ? 3 : 2;
  return parts.slice(0, depth).join('/') || '(top)';
}

function statsTable(summaries: readonly PageSummary[]): string {
  const sections = new Map<string, PageSummary[]>();
  for (const summary of summaries) {
    const section = sectionOf(summary.path);
    sections.set(section, [...(sections.get(section) ?? []), summary]);
  }
  const rows = [...sections].sort(([a], [b]) => a.localeCompare(b));
  const sum = (list: readonly PageSummary[], key: keyof Omit<PageSummary, 'path'>) =>
    list.reduce((total, item) => total + item[key], 0);
  const line = (name: string, list: readonly PageSummary[]) =>
    `| ${name} | ${list.length} | ${sum(list, 'claims')} | ${sum(list, 'claims') - sum(list, 'contradicted') - sum(list, 'unprovable')} | ${sum(list, 'contradicted')} | ${sum(list, 'unprovable')} | ${sum(list, 'thirdParty')} | ${sum(list, 'site')} | ${sum(list, 'restored')} | ${sum(list, 'defects')} |`;
  return [
    '| Section | Pages | Claims | Confirmed | Contradicted (fixed) | Unprovable (rewritten) | On a vendor page | About this site | Restored | Product defects |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
    ...rows.map(([name, list]) => line(name, list)),
    line('**All**', summaries),
  ].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const options = parseArgs(argv);
  if (typeof options === 'string') {
    console.error(`docs:evidence: ${options}`);
    return 2;
  }
  const started = performance.now();
  const all = sourcedPages();
  const wanted = new Set(options.pages.map(pageOf));
  const unknown = [...wanted].filter((page) => !all.some((item) => item.path === page));
  if (unknown.length > 0) {
    console.error(`docs:evidence: not a docs page with a platform_commit: ${unknown.join(', ')}`);
    return 2;
  }
  const pages: SourcedPage[] = wanted.size > 0 ? all.filter((page) => wanted.has(page.path)) : all;
  const readerFor = readers(options.checkout);

  if (options.fill) {
    for (const page of pages) {
      const evidence = loadEvidence(page.path);
      if (!evidence) continue;
      const { filled, problems } = fillFingerprints(evidence, readerFor!(page.platformCommit)!);
      for (const problem of problems) console.error(`${evidencePathOf(page.path)}: ${problem}`);
      if (filled > 0) {
        await writeEvidence(page.path, evidence);
        if (!options.json) console.log(`${evidencePathOf(page.path)}: ${filled} fingerprint(s) filled`);
      }
    }
  }

  const problems = [...checkPages(pages, readerFor), ...(wanted.size > 0 ? [] : orphanProblems(all))];
  const summaries = pages.map((page) => summarise(page.path, loadEvidence(page.path)));
  if (options.json) {
    console.log(JSON.stringify({ pages: summaries, problems }, null, 2));
    return problems.length > 0 ? 1 : 0;
  }
  if (options.uncovered) {
    for (const page of pages) {
      const evidence = loadEvidence(page.path);
      const sentences = uncoveredSentences(page.body, evidence?.claims ?? []);
      if (sentences.length === 0) continue;
      console.log(`\n${page.path}: ${sentences.length} sentence(s) no claim quotes`);
      for (const sentence of sentences) console.log(`  - ${sentence}`);
    }
  }
  if (options.stats) console.log(`\n${statsTable(summaries)}\n`);
  for (const problem of problems) console.error(`${problem.path}: ${problem.message}`);
  const claims = summaries.reduce((total, summary) => total + summary.claims, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const checked = options.checkout ? ', fingerprints checked against the platform' : '';
  console.log(
    `docs:evidence: ${pages.length} page(s), ${claims} claim(s)${checked}; ${problems.length} problem(s) (${seconds} s)`,
  );
  return problems.length > 0 ? 1 : 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}
