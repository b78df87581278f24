// `npm run bench -- --compare`: the same build through our server and through a
// generic static server (`serve`), and the bare create-docusaurus template
// through that static server, measured with Lighthouse side by side. A busy
// machine moves absolute scores by 15 points, so every (server, page) pair is
// audited once per round, the order rotated from round to round, and the
// report gives medians and the ratios the targets are set in (issue 18).
//
//   npm run bench -- --compare                              5 rounds, the six pages, three servers
//   npm run bench -- --compare --rounds=2 --pages=/,/docs/intro
//   npm run bench -- --compare --servers=ours,generic,generic+coop --out=reports/coop
//   npm run bench -- --compare --fresh-browser   a new Chromium for every audit, so no renderer
//                                                 (nor what it compiled) outlives one audit
//
// Writes reports/bench-compare.json and .md (or --out's) after every round.
//
// Servers: ours (server/server.ts), generic (`serve` on build/), template
// (`serve` on the template's build) and, to measure what a response header
// costs, generic+coop[=VALUE] (`serve` adding Cross-Origin-Opener-Policy,
// same-origin unless VALUE is given) and generic+headers (`serve` adding the
// security headers our server sends on `/`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { startServer } from '../../e2e/support/server.mjs';
import { audit, launchChromium } from './lighthouse.mjs';
import { median, round } from './stats.mjs';
import { SERVE_VERSION, startStaticServer } from './generic-server.mjs';
import { ensureTemplateBuild } from './template.mjs';

export const COMPARE_PAGES = [
  '/',
  '/docs/intro',
  '/docs/developers/embed', // a guide with code
  '/docs/sidekick-studio/chatflows/chat-models/chatanthropic', // a node page
  '/docs/api/prediction/create-prediction', // an API operation
  '/webinar-enterprise-ai',
];
/** The pages the bare template has. */
const TEMPLATE_PAGES = new Set(['/', '/docs/intro']);
/** The template page our docs pages are held against. */
const TEMPLATE_DOCS_PAGE = '/docs/intro';
const DEFAULT_SERVERS = ['ours', 'generic', 'template'];
const TARGETS = { oursOverGeneric: 1.05, docsOverTemplate: 0.7 };
const USAGE =
  'Usage: npm run bench -- --compare [--rounds=N] [--pages=/,/docs/intro,...] [--servers=ours,generic,template,generic+coop[=VALUE],generic+headers] [--out=reports/bench-compare] [--fresh-browser]';

/** Security headers our server sends that generic+headers copies (everything but HSTS, which needs TLS). */
const COPIED_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'permissions-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
];

function fail(message) {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function parseOptions(args) {
  const options = {
    rounds: 5,
    pages: COMPARE_PAGES,
    servers: DEFAULT_SERVERS,
    out: 'reports/bench-compare',
    freshBrowser: false,
  };
  for (const arg of args) {
    const [name, value] = arg.split(/=(.*)/s, 2);
    if (name === '--rounds' && /^[1-9]\d*$/.test(value ?? '')) options.rounds = Number(value);
    else if (name === '--pages' && value) options.pages = value.split(',').map((page) => page.trim());
    else if (name === '--servers' && value) options.servers = value.split(',').map((server) => server.trim());
    else if (name === '--fresh-browser' && value === undefined) options.freshBrowser = true;
    else if (name === '--out' && value) options.out = value.replace(/\.(json|md)$/, '');
    else fail(`Unknown or malformed option ${arg}.`);
  }
  for (const page of options.pages) if (!page.startsWith('/')) fail(`Pages must start with "/": ${page}`);
  options.pages = [...new Set(options.pages)];
  options.servers = [...new Set(options.servers)];
  for (const server of options.servers) {
    if (!/^(ours|generic|template|generic\+headers|generic\+coop(=[a-z-]+)?)$/.test(server)) {
      fail(`Unknown server ${server}.`);
    }
  }
  return options;
}

/** What `/` of our build carries from the headers generic+headers copies, read from our server. */
async function ourHeaders() {
  const server = await startServer({ logLevel: 'warn' });
  try {
    const response = await fetch(`${server.url}/`);
    await response.arrayBuffer();
    return Object.fromEntries(
      COPIED_HEADERS.filter((name) => response.headers.has(name)).map((name) => [name, response.headers.get(name)]),
    );
  } finally {
    await server.stop();
  }
}

/** How each named server starts, what it serves and which pages it has. */
async function defineServer(name, template) {
  if (name === 'ours') {
    return { name, label: 'our server', buildDir: 'build', start: () => startServer({ logLevel: 'warn' }) };
  }
  if (name === 'template') {
    return {
      name,
      label: `create-docusaurus ${template.version} template, serve`,
      buildDir: template.buildDir,
      pages: TEMPLATE_PAGES,
      start: () => startStaticServer({ dir: template.buildDir }),
    };
  }
  let headers = {};
  let label = `serve ${SERVE_VERSION}`;
  if (name.startsWith('generic+coop')) {
    const value = name.split('=')[1] ?? 'same-origin';
    headers = { 'Cross-Origin-Opener-Policy': value };
    label += `, COOP ${value}`;
  } else if (name === 'generic+headers') {
    headers = await ourHeaders();
    label += `, our security headers (${Object.keys(headers).join(', ')})`;
  }
  return { name, label, buildDir: 'build', headers, start: () => startStaticServer({ dir: 'build', headers }) };
}

/**
 * The file a clean URL names in a Docusaurus build: the exact file, `<path>/index.html` or `<path>.html`.
 * @param {string} buildDir
 * @param {string} path
 * @returns {string | undefined}
 */
export function fileFor(buildDir, path) {
  const relative = decodeURIComponent(path).replace(/^\/+/, '');
  const candidates = path.endsWith('/')
    ? [join(buildDir, relative, 'index.html')]
    : [join(buildDir, relative), join(buildDir, relative, 'index.html'), join(buildDir, `${relative}.html`)];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/**
 * Before anything is measured: every page answers 200 on every server, with
 * no redirect, and its body is the build's own file for that clean URL.
 */
async function checkPages(servers, pages) {
  const problems = [];
  for (const server of servers) {
    for (const page of pages.filter((path) => !server.pages || server.pages.has(path))) {
      const file = fileFor(server.buildDir, page);
      const response = await fetch(new URL(page, server.url), { redirect: 'manual' });
      const body = Buffer.from(await response.arrayBuffer());
      if (!file) problems.push(`${server.name} ${page}: no file for it in ${server.buildDir}`);
      else if (response.status !== 200) {
        problems.push(`${server.name} ${page}: ${response.status} ${response.headers.get('location') ?? ''}`.trim());
      } else if (!body.equals(readFileSync(file))) problems.push(`${server.name} ${page}: body differs from ${file}`);
    }
  }
  if (problems.length > 0) throw new Error(`Pages not served as built:\n  ${problems.join('\n  ')}`);
}

function rotate(list, by) {
  const shift = ((by % list.length) + list.length) % list.length;
  return [...list.slice(shift), ...list.slice(0, shift)];
}

/**
 * Every (server, page) pair once, the page order and each page's server order rotated by the round.
 * @param {string[]} serverNames
 * @param {string[]} pages
 * @param {(server: string) => Set<string>} pagesOf
 * @param {number} roundIndex
 * @returns {{ server: string, page: string }[]}
 */
export function roundOrder(serverNames, pages, pagesOf, roundIndex) {
  const order = [];
  for (const page of rotate(pages, roundIndex)) {
    // Shifted by the page's place in the list, not in this round's order, so each page's servers rotate too.
    for (const server of rotate(serverNames, roundIndex + pages.indexOf(page))) {
      if (pagesOf(server).has(page)) order.push({ server, page });
    }
  }
  return order;
}

function ratio(numerator, denominator) {
  if (numerator === null || denominator === null || denominator === 0) return null;
  return round(numerator / denominator, 2);
}

/** The median of each key over the runs (a key missing from a run counts as 0 there). */
function medianOfKeys(records) {
  const keys = new Set(records.flatMap((record) => Object.keys(record)));
  return Object.fromEntries([...keys].map((key) => [key, round(median(records.map((record) => record[key] ?? 0)), 0)]));
}

function mapValues(record, transform) {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, transform(value)]));
}

/** Lighthouse's kinds of main-thread work, in the order the report shows them. */
const WORK_KINDS = [
  ['scriptEvaluation', 'Script evaluation'],
  ['scriptParseCompile', 'Script parse & compile'],
  ['styleLayout', 'Style & layout'],
  ['paintCompositeRender', 'Paint & composite'],
  ['parseHTML', 'HTML & CSS parsing'],
  ['garbageCollection', 'Garbage collection'],
  ['other', 'Other'],
];

function summarisePairs(servers, pages, runs) {
  const cells = [];
  for (const page of pages) {
    for (const server of servers) {
      if (server.pages && !server.pages.has(page)) continue;
      const all = runs.filter((run) => run.server === server.name && run.page === page);
      const good = all.filter((run) => run.performance !== null && !run.runtimeError && !run.error);
      const mid = (key, digits) => round(median(good.map((run) => run[key])), digits);
      cells.push({
        server: server.name,
        page,
        runs: all.length,
        failed: all.length - good.length,
        performance: mid('performance', 0),
        tbtMs: mid('tbtMs', 0),
        lcpMs: mid('lcpMs', 0),
        cls: mid('cls', 3),
        scriptKiB: mid('scriptKiB', 1),
        mainThreadCpuMs: mid('mainThreadCpuMs', 0),
        mainThreadWallMs: mid('mainThreadWallMs', 0),
        tbtRuns: good.map((run) => run.tbtMs),
        performanceRuns: good.map((run) => run.performance),
        workByKind: medianOfKeys(good.map((run) => run.workByKind ?? {})),
        workByScript: medianOfKeys(good.map((run) => mapValues(run.workByScript ?? {}, (entry) => entry.total))),
      });
    }
  }
  return cells;
}

/**
 * The ratios of median TBT the targets are set in.
 * @param {{ server: string, page: string, tbtMs: number | null, mainThreadCpuMs?: number | null }[]} cells
 * @param {string[]} pages
 * @param {string[]} serverNames
 * @returns {{ kind: string, page: string, value: number | null, target: number | null, met: boolean | null, cpu: number | null }[]}
 */
export function ratios(cells, pages, serverNames) {
  const cell = (server, page) => cells.find((entry) => entry.server === server && entry.page === page);
  const result = [];
  for (const page of pages) {
    const generic = cell('generic', page);
    if (!generic) continue;
    for (const server of serverNames.filter((name) => name === 'ours' || name.startsWith('generic+'))) {
      const value = ratio(cell(server, page)?.tbtMs ?? null, generic.tbtMs);
      const target = server === 'ours' ? TARGETS.oursOverGeneric : null;
      result.push({
        kind: `${server} / generic`,
        page,
        value,
        target,
        met: target === null || value === null ? null : value <= target,
        cpu: ratio(cell(server, page)?.mainThreadCpuMs ?? null, generic.mainThreadCpuMs ?? null),
      });
    }
  }
  const templateDocs = cell('template', TEMPLATE_DOCS_PAGE);
  if (templateDocs) {
    for (const page of pages.filter((path) => path.startsWith('/docs/') && !path.startsWith('/docs/api/'))) {
      const value = ratio(cell('ours', page)?.tbtMs ?? null, templateDocs.tbtMs);
      result.push({
        kind: `ours / template ${TEMPLATE_DOCS_PAGE}`,
        page,
        value,
        target: TARGETS.docsOverTemplate,
        met: value === null ? null : value <= TARGETS.docsOverTemplate,
        cpu: ratio(cell('ours', page)?.mainThreadCpuMs ?? null, templateDocs.mainThreadCpuMs ?? null),
      });
    }
  }
  return result;
}

function gitCommit() {
  const result = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' });
  const dirty = spawnSync('git', ['status', '--porcelain', '--', 'server', 'scripts'], { encoding: 'utf8' });
  if (result.status !== 0) return null;
  return `${result.stdout.trim()}${dirty.stdout.trim() ? ' (with uncommitted changes)' : ''}`;
}

function markdown(report) {
  const cell = (value, unit = '') => (value === null || value === undefined ? '–' : `${value}${unit}`);
  const seconds = (ms) => (ms === null ? null : (ms / 1000).toFixed(2));
  const lines = [
    '# Side-by-side benchmark',
    '',
    `${report.date} · commit ${report.commit ?? 'unknown'} · ${report.machine}`,
    '',
    `Lighthouse ${report.lighthouse} (mobile, simulated throttling), ${report.browser}; ${report.rounds} rounds, each (server, page) pair once a round in rotated order; medians. Absolute scores depend on the machine and its load; the ratios, taken in one interleaved run, are what the targets are set in.`,
    '',
    'Servers:',
    '',
    ...report.servers.map((server) => `- **${server.name}**: ${server.label}`),
    '',
    '| Page | Server | Perf (runs) | TBT | LCP | CLS | JS | Main thread: CPU / wall | Failed runs |',
    '| --- | --- | --: | --: | --: | --: | --: | --: | --: |',
  ];
  for (const entry of report.cells) {
    lines.push(
      `| \`${entry.page}\` | ${entry.server} | ${cell(entry.performance)} (${entry.performanceRuns.join(', ')}) | ${cell(entry.tbtMs, ' ms')} | ${cell(seconds(entry.lcpMs), ' s')} | ${cell(entry.cls)} | ${cell(entry.scriptKiB, ' KiB')} | ${cell(entry.mainThreadCpuMs)} / ${cell(entry.mainThreadWallMs, ' ms')} | ${entry.failed} of ${entry.runs} |`,
    );
  }
  lines.push(
    '',
    '| Ratio of medians | Page | TBT | Target (TBT) | Main-thread CPU |',
    '| --- | --- | --: | --- | --: |',
  );
  for (const entry of report.ratios) {
    const verdict = entry.met === null ? '' : entry.met ? ' (met)' : ' (not met)';
    lines.push(
      `| ${entry.kind} | \`${entry.page}\` | ${cell(entry.value)} | ${entry.target === null ? '–' : `≤ ${entry.target}${verdict}`} | ${cell(entry.cpu)} |`,
    );
  }
  lines.push(
    '',
    '## Where the main thread goes',
    '',
    "Medians per page and server, in ms, from Lighthouse's mainthread-work-breakdown and bootup-time audits (the trace, scaled by the simulated 4× CPU slowdown); the three scripts that cost most.",
    '',
    `| Page | Server | ${WORK_KINDS.map(([, label]) => label).join(' | ')} | Costliest scripts (total ms) |`,
    `| --- | --- | ${WORK_KINDS.map(() => '--:').join(' | ')} | --- |`,
  );
  for (const entry of report.cells) {
    const scripts = Object.entries(entry.workByScript ?? {})
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name, total]) => `${name} ${total}`)
      .join(', ');
    lines.push(
      `| \`${entry.page}\` | ${entry.server} | ${WORK_KINDS.map(([kind]) => cell(entry.workByKind?.[kind] ?? null)).join(' | ')} | ${scripts || '–'} |`,
    );
  }
  lines.push(
    '',
    "JS: script bytes transferred as served (our server sends brotli, serve gzips on the fly), in KiB. Main thread: the page main thread's top-level tasks from navigation on, unthrottled, as the trace recorded them: the CPU time the thread got, and their wall time, which adds the time spent waiting for a CPU. Simulated throttling scales the wall time into TBT, so on a busy machine TBT swings with the load while CPU time stays put.",
  );
  return `${lines.join('\n')}\n`;
}

export async function runCompare(args) {
  const options = parseOptions(args);
  const lighthouseVersion = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
  if (!existsSync('build/.build-complete')) {
    console.error('--compare measures build/ as it is: run `npm run build` first.');
    process.exit(1);
  }
  const template = options.servers.includes('template') ? ensureTemplateBuild() : null;
  const definitions = [];
  for (const name of options.servers) definitions.push(await defineServer(name, template));

  const servers = [];
  // One Chromium for the whole run, like `npm run bench`; with --fresh-browser, one per audit.
  let chromium = options.freshBrowser ? null : await launchChromium();
  const runs = [];
  const startedAt = new Date().toISOString();
  // Taken once: the code may change on disk while a long run goes on.
  const commit = gitCommit();
  try {
    for (const definition of definitions) {
      const running = await definition.start();
      servers.push({ ...definition, url: running.url, stop: running.stop });
      console.log(`${definition.name}: ${definition.label} at ${running.url}`);
    }
    await checkPages(servers, options.pages);
    console.log('Every page answers 200 with its own file on every server.');

    const byName = new Map(servers.map((server) => [server.name, server]));
    const pagesOf = (name) => byName.get(name)?.pages ?? new Set(options.pages);
    let userAgent = null;
    for (let index = 0; index < options.rounds; index += 1) {
      const order = roundOrder(
        servers.map((server) => server.name),
        options.pages,
        pagesOf,
        index,
      );
      for (const { server, page } of order) {
        const url = new URL(page, byName.get(server)?.url).href;
        let result;
        try {
          chromium ??= await launchChromium();
          result = await audit(url, chromium.port);
          userAgent ??= result.userAgent;
        } catch (error) {
          result = { performance: null, error: error instanceof Error ? error.message : String(error) };
        } finally {
          if (options.freshBrowser && chromium) {
            await chromium.close();
            chromium = null;
          }
        }
        runs.push({ round: index + 1, server, page, ...result, warnings: undefined, userAgent: undefined });
        console.log(
          `round ${index + 1}/${options.rounds}  ${server.padEnd(16)} ${page.padEnd(58)} perf ${String(result.performance ?? '–').padStart(3)}  TBT ${String(result.tbtMs ?? '–').padStart(5)} ms  main thread CPU ${String(result.mainThreadCpuMs ?? '–').padStart(4)} ms${result.runtimeError || result.error ? `  (${result.runtimeError ?? result.error})` : ''}`,
        );
      }
      // Written after every round, so an interrupted run still leaves its figures.
      const cells = summarisePairs(servers, options.pages, runs);
      const report = {
        date: startedAt,
        commit,
        machine: `${availableParallelism()} cores, ${Math.round(totalmem() / 1024 ** 3)} GiB, Node ${process.version}, ${userAgent ?? 'Chromium'}`,
        lighthouse: lighthouseVersion,
        browser: options.freshBrowser ? 'a new Chromium for every audit' : 'one Chromium for the whole run',
        template: template ? { docusaurus: template.version, react: template.react } : null,
        rounds: index + 1,
        pages: options.pages,
        servers: servers.map(({ name, label, headers }) => ({ name, label, headers })),
        cells,
        ratios: ratios(cells, options.pages, options.servers),
        runs,
      };
      mkdirSync(dirname(options.out), { recursive: true });
      writeFileSync(`${options.out}.json`, `${JSON.stringify(report, null, 2)}\n`);
      writeFileSync(`${options.out}.md`, markdown(report));
      if (index + 1 === options.rounds) {
        console.log(`\n━━━ Results (${options.out}.md, ${options.out}.json) ━━━\n`);
        console.log(markdown(report));
      }
    }
  } finally {
    await chromium?.close();
    for (const server of servers) await server.stop();
  }
}
