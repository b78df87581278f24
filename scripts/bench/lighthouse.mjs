// What both benches (scripts/bench/bench.mjs, scripts/bench/compare.mjs) share: one
// Chromium with a DevTools port, one Lighthouse run with the default config
// (mobile, simulated throttling), and the figures kept from its report.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, findChromium } from '../../e2e/support/chromium.mjs';
import { round } from './stats.mjs';

/** Launches Chromium with a DevTools port for Lighthouse; resolves once it listens. */
export async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const child = spawn(
    findChromium(),
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chromium did not open a DevTools port:\n${stderr}`)), 30_000);
    child.stderr.on('data', (chunk) => {
      stderr += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on('exit', (exitCode) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${exitCode}) before it was ready:\n${stderr}`));
    });
  });
  const close = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(profile, { recursive: true, force: true });
  };
  return { port, close };
}

export function summarise(lhr) {
  const score = (id) => round((lhr.categories[id]?.score ?? NaN) * 100, 0);
  const metric = (id) => lhr.audits[id]?.numericValue;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scriptBytes = requests
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: round(metric('largest-contentful-paint'), 0),
    cls: round(metric('cumulative-layout-shift'), 3),
    tbtMs: round(metric('total-blocking-time'), 0),
    fcpMs: round(metric('first-contentful-paint'), 0),
    scriptKiB: round(scriptBytes / 1024, 1),
    totalKiB: round((metric('total-byte-weight') ?? NaN) / 1024, 1),
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings ?? [],
    ...mainThreadBreakdown(lhr),
  };
}

/**
 * Where the main thread went, as Lighthouse reads the trace (its audits mainthread-work-breakdown and
 * bootup-time, in ms scaled by its simulated 4× CPU slowdown): time per kind of work, and per script.
 */
export function mainThreadBreakdown(lhr) {
  const groups = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  const scripts = lhr.audits['bootup-time']?.details?.items ?? [];
  return {
    workByKind: Object.fromEntries(groups.map((item) => [item.group, round(item.duration, 0)])),
    workByScript: Object.fromEntries(
      scripts.map((item) => [
        scriptName(item.url),
        { total: round(item.total, 0), evaluation: round(item.scripting, 0) },
      ]),
    ),
  };
}

/** A script's file name without its content hash (`main.51a6c6aa.js` → `main.js`); page-level entries keep their label. */
function scriptName(url) {
  try {
    const { pathname } = new URL(url);
    const file = pathname.slice(pathname.lastIndexOf('/') + 1) || pathname;
    return file.replace(/\.[0-9a-f]{8}\.js$/, '.js');
  } catch {
    return url;
  }
}

/**
 * The page's main-thread work from navigation on, as the trace recorded it:
 * the wall time of its top-level tasks and the CPU time the thread really got
 * in them. On a busy machine a task's wall time includes waiting for a CPU,
 * which simulated throttling multiplies into TBT; its CPU time does not.
 */
async function mainThreadWork(trace) {
  const { TraceProcessor } = await import('lighthouse/core/lib/tracehouse/trace-processor.js');
  let wall = 0;
  let cpu = 0;
  try {
    const processed = TraceProcessor.processTrace(trace);
    for (const event of processed.mainThreadEvents) {
      if (!TraceProcessor.isScheduleableTask(event) || !event.dur || event.ts < processed.timeOriginEvt.ts) continue;
      wall += event.dur;
      cpu += event.tdur ?? NaN;
    }
  } catch {
    // A trace Lighthouse could not use either (e.g. NO_NAVSTART): no figures.
    return { mainThreadWallMs: null, mainThreadCpuMs: null };
  }
  return { mainThreadWallMs: round(wall / 1000, 0), mainThreadCpuMs: round(cpu / 1000, 0) };
}

/** One Lighthouse run (default config: mobile, simulated throttling) in the given Chromium; the summary of its report. */
export async function audit(url, chromiumPort) {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, { port: chromiumPort, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return {
    ...summarise(result.lhr),
    ...(await mainThreadWork(result.artifacts.Trace)),
    benchmarkIndex: result.lhr.environment?.benchmarkIndex ?? null,
    userAgent: result.lhr.environment?.hostUserAgent ?? null,
  };
}
