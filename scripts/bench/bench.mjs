// `npm run bench`: how long a cold build takes and how much memory it needs,
// then Lighthouse (mobile, default config) against the real server, for a
// representative page of each kind (REPRESENTATIVE_PATHS) and any paths given
// as arguments. Writes reports/bench.json and reports/bench.md. Lighthouse's
// lab run has no interaction, so it reports TBT where the field has INP.
//
//   npm run bench                      cold build, then Lighthouse on the representative set
//   npm run bench -- --skip-build      reuse build/ as it is
//   npm run bench -- /agents /blog     measure these paths too
//   npm run bench -- --compare         side by side: our server, a generic static server and the
//                                      bare create-docusaurus template (scripts/bench/compare.mjs)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir, totalmem } from 'node:os';
import { join, relative } from 'node:path';
import { STAMP, staleReason } from '../build/state.mjs';
import { launchChromium, summarise } from './lighthouse.mjs';
import { round } from './stats.mjs';
import { startServer } from '../../e2e/support/server.mjs';

/** One page of each kind the site serves. */
const REPRESENTATIVE_PATHS = [
  '/', // home
  '/agents', // a marketing page
  '/docs/', // the docs' main page
  '/docs/developers/embed', // a guide
  '/docs/sidekick-studio/chatflows/chat-models/chatanthropic', // a node page
  '/docs/api/prediction/create-prediction', // an API operation
  '/blog/what-we-are-building', // a blog post
  '/webinar-enterprise-ai', // the webinar landing page
];
const GNU_TIME = '/usr/bin/time';
const MiB = 1024 * 1024;

const args = process.argv.slice(2);
if (args.includes('--compare')) {
  const { runCompare } = await import('./compare.mjs');
  await runCompare(args.filter((arg) => arg !== '--compare'));
  process.exit(0);
}
const USAGE = 'Usage: npm run bench -- [--skip-build] [--runs=N] [/path ...] | --compare [--rounds=N] [--pages=...]';
const unknown = args.filter((arg) => arg.startsWith('-') && arg !== '--skip-build' && !/^--runs=\d+$/.test(arg));
if (unknown.length > 0) {
  console.error(`Unknown option ${unknown.join(', ')}. ${USAGE}`);
  process.exit(2);
}
const skipBuild = args.includes('--skip-build');
// Lighthouse scores move by several points from run to run on a shared
// 2-core machine; the report keeps the median run of each page, as
// Lighthouse's own guidance on variability recommends.
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 5);
const paths = [...new Set([...REPRESENTATIVE_PATHS, ...args.filter((arg) => !arg.startsWith('-'))])];
for (const path of paths) {
  if (!path.startsWith('/')) {
    console.error(`Paths must start with "/": ${path}`);
    process.exit(2);
  }
}

const heading = (text) => console.log(`\n━━━ ${text} ━━━`);

// ---------------------------------------------------------------- (a) build

/** Resident memory (KiB) of a process and all its descendants, read from /proc. */
function treeRssKiB(rootPid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: fields restart after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop();
    try {
      const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += match ? Number(match[1]) : 0;
    } catch {
      // Gone already.
    }
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

function countPages(dir) {
  let pages = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (relative('build', path) !== 'assets') pages += countPages(path);
    } else if (entry.name.endsWith('.html')) {
      pages++;
    }
  }
  return pages;
}

async function coldBuild() {
  heading('Cold build (node scripts/build/build.mjs)');
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) rmSync(dir, { recursive: true, force: true });

  const useTime = existsSync(GNU_TIME);
  const timeDir = mkdtempSync(join(tmpdir(), 'bench-'));
  const timeFile = join(timeDir, 'time.txt');
  const [command, commandArgs] = useTime
    ? [GNU_TIME, ['-v', '-o', timeFile, process.execPath, 'scripts/build/build.mjs']]
    : [process.execPath, ['scripts/build/build.mjs']];
  if (!useTime) console.log(`${GNU_TIME} not found (Debian package "time"): sampling memory from /proc only.`);

  const started = performance.now();
  const child = spawn(command, commandArgs, { stdio: 'inherit' });
  // The sum over the process tree: GNU time only reports the largest single process.
  let peakTreeKiB = 0;
  const sampler = setInterval(() => {
    peakTreeKiB = Math.max(peakTreeKiB, treeRssKiB(child.pid));
  }, 250);
  const code = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
  clearInterval(sampler);
  const wallSeconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`The build failed (exit code ${code})`);

  let peakProcessMiB = null;
  if (useTime) {
    const match = /Maximum resident set size \(kbytes\): (\d+)/.exec(readFileSync(timeFile, 'utf8'));
    if (match) peakProcessMiB = Number(match[1]) / 1024;
  }
  rmSync(timeDir, { recursive: true, force: true });

  return {
    wallSeconds: round(wallSeconds, 1),
    peakRssMiB: round(peakProcessMiB ?? peakTreeKiB / 1024, 0),
    peakRssSource: peakProcessMiB === null ? 'process tree, sampled every 250 ms' : 'largest process (GNU time -v)',
    peakTreeRssMiB: round(peakTreeKiB / 1024, 0),
    pages: countPages('build'),
  };
}

// ----------------------------------------------------------- (b, c) Lighthouse

async function runLighthouse() {
  heading(`Lighthouse (mobile, default config): ${paths.join(' ')}`);
  // Imported here so that a Lighthouse problem does not cost the build figures.
  const { default: lighthouse } = await import('lighthouse');
  const server = await startServer({ logLevel: 'warn' });
  const chromium = await launchChromium();
  const pages = [];
  let userAgent = null;
  try {
    for (const path of paths) {
      const url = new URL(path, server.url).href;
      const results = [];
      for (let run = 1; run <= runs; run += 1) {
        console.log(`Auditing ${url} (run ${run} of ${runs})`);
        const result = await lighthouse(url, { port: chromium.port, output: 'json', logLevel: 'error' });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        userAgent ??= result.lhr.environment?.hostUserAgent ?? null;
        results.push(summarise(result.lhr));
      }
      results.sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
      const median = results[Math.floor(results.length / 2)];
      pages.push({ path, ...median, performanceRuns: results.map((result) => result.performance) });
    }
  } finally {
    await chromium.close();
    await server.stop();
  }
  return { pages, userAgent };
}

// ------------------------------------------------------------------ (d) report

function gitCommit() {
  const result = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

function markdown(report) {
  const cell = (value, unit = '') => (value === null || value === undefined ? '–' : `${value}${unit}`);
  const seconds = (ms) => (ms === null ? null : (ms / 1000).toFixed(2));
  const lines = [`# Benchmark`, '', `${report.date} · commit ${report.commit ?? 'unknown'} · ${report.machine}`, ''];
  if (report.build) {
    const { build } = report;
    lines.push(
      '## Cold build',
      '',
      '| Wall time | Peak RSS | Peak RSS, whole tree | Pages |',
      '| --- | --- | --- | --- |',
      `| ${build.wallSeconds} s | ${build.peakRssMiB} MiB (${build.peakRssSource}) | ${build.peakTreeRssMiB} MiB | ${build.pages} |`,
      '',
    );
  } else {
    lines.push('Build: skipped (--skip-build), build/ reused.', '');
  }
  lines.push(
    '## Lighthouse (mobile, simulated throttling)',
    '',
    `Median of ${report.lighthouse.runs} runs per page (all performance scores in brackets).`,
    '',
    '| Path | Perf | A11y | Best pr. | SEO | LCP | CLS | TBT | FCP | JS | Total |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
  );
  for (const page of report.lighthouse.pages) {
    lines.push(
      `| ${page.path} | ${cell(page.performance)} (${page.performanceRuns.map((score) => cell(score)).join(', ')}) | ${cell(page.accessibility)} | ${cell(page.bestPractices)} | ${cell(page.seo)} | ${cell(seconds(page.lcpMs), ' s')} | ${cell(page.cls)} | ${cell(page.tbtMs, ' ms')} | ${cell(seconds(page.fcpMs), ' s')} | ${cell(page.scriptKiB, ' KiB')} | ${cell(page.totalKiB, ' KiB')} |`,
    );
  }
  const problems = report.lighthouse.pages.filter((page) => page.runtimeError || page.warnings.length > 0);
  if (problems.length > 0) {
    lines.push('', 'Lighthouse warnings:', '');
    for (const page of problems) {
      for (const text of [page.runtimeError, ...page.warnings].filter(Boolean)) lines.push(`- ${page.path}: ${text}`);
    }
  }
  lines.push('', 'JS and Total are bytes transferred as served (compressed), in KiB.');
  return `${lines.join('\n')}\n`;
}

// ------------------------------------------------------------------------ main

let build = null;
if (skipBuild) {
  if (!existsSync(STAMP)) {
    console.error('--skip-build: no complete build in build/. Run `npm run build` first, or drop --skip-build.');
    process.exit(1);
  }
  const stale = staleReason();
  if (stale) console.warn(`Warning: build/ is out of date (${stale}).`);
} else {
  build = await coldBuild();
  console.log(`Cold build: ${build.wallSeconds} s, peak RSS ${build.peakRssMiB} MiB, ${build.pages} pages`);
}

const lighthouseResults = await runLighthouse();
const report = {
  date: new Date().toISOString(),
  commit: gitCommit(),
  machine: `${availableParallelism()} cores, ${Math.round(totalmem() / MiB / 1024)} GiB, Node ${process.version}, ${lighthouseResults.userAgent ?? 'Chromium'}`,
  build,
  lighthouse: { formFactor: 'mobile', runs, paths, pages: lighthouseResults.pages },
};

mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
const table = markdown(report);
writeFileSync('reports/bench.md', table);
heading('Results (reports/bench.md, reports/bench.json)');
console.log(table);
