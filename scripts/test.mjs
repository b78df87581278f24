// `npm test`: every check CI runs, in order, stopping at the first failure:
// types, lint, formatting, the OpenAPI documents, unit and service tests, the
// build when it is out of date, then the browser tests against the real server.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { staleReason } from './build-state.mjs';
import { findChromium } from '../e2e/support/chromium.mjs';

const bin = (name) => join('node_modules', '.bin', name);
const reportDir = mkdtempSync(join(tmpdir(), 'npm-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Tests that passed only on a retry (scripts/retried-tests.ts): each fails the run. */
const retried = [];

/** Runs a command with inherited output; resolves to its exit code. */
function run(command, args, env = process.env) {
  if (command.startsWith('node_modules') && !existsSync(command)) {
    console.error(`${command} is missing: run \`npm ci\` first.`);
    return 1;
  }
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.error) {
    console.error(result.error.message);
    return 1;
  }
  return result.status ?? 1;
}

/**
 * Runs Vitest with a JSON report beside the usual output, and adds its counts to the totals. A test
 * that a retry rescued fails the step: it is listed as a failure to fix, not hidden by its pass.
 */
function vitest(name, extraArgs = []) {
  const jsonReport = join(reportDir, `${name}.json`);
  const retriedReport = join(reportDir, `${name}-retried.json`);
  const code = run(
    bin('vitest'),
    [
      'run',
      ...extraArgs,
      '--reporter=default',
      '--reporter=json',
      '--reporter=./scripts/retried-tests.ts',
      `--outputFile.json=${jsonReport}`,
    ],
    { ...process.env, RETRIED_TESTS_FILE: retriedReport },
  );
  if (existsSync(jsonReport)) {
    const report = JSON.parse(readFileSync(jsonReport, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  const rescued = existsSync(retriedReport) ? JSON.parse(readFileSync(retriedReport, 'utf8')) : [];
  if (rescued.length > 0) {
    retried.push(...rescued);
    console.error(`\n${rescued.length} test(s) passed only on a retry; each is a failure to fix:`);
    for (const test of rescued) {
      console.error(`  ✘ ${test.file} › ${test.name} (retry x${test.retries})`);
      for (const error of test.errors) console.error(error.replace(/^/gm, '      '));
    }
    return code || 1;
  }
  return code;
}

const steps = [
  { title: 'Type check (tsc --noEmit)', run: () => run(bin('tsc'), ['--noEmit']) },
  { title: 'Lint (eslint .)', run: () => run(bin('eslint'), ['.']) },
  { title: 'Formatting (prettier --check .)', run: () => run(bin('prettier'), ['--check', '.']) },
  { title: 'Docs content check', run: () => run(process.execPath, ['scripts/check-content.mjs']) },
  { title: 'OpenAPI documents (redocly lint)', run: () => run(bin('redocly'), ['lint']) },
  {
    // The API pages are generated, not committed; the unit tests check each page against its document.
    title: 'API pages (scripts/openapi.ts generate)',
    run: () => run(process.execPath, ['--import', 'tsx', 'scripts/openapi.ts', 'generate']),
  },
  { title: 'Unit and service tests (vitest run)', run: () => vitest('unit') },
  {
    title: 'Build (when build/ is out of date)',
    run: () => {
      const reason = staleReason();
      if (!reason) {
        console.log('build/ is up to date: skipped.');
        return 0;
      }
      console.log(`Building: ${reason}.`);
      return run(process.execPath, ['scripts/build.mjs']);
    },
  },
  {
    title: 'Browser tests (vitest run -c vitest.e2e.config.mts)',
    run: () => {
      try {
        console.log(`Chromium: ${findChromium()}`);
      } catch (error) {
        console.error(error instanceof Error ? error.message : String(error));
        return 1;
      }
      return vitest('e2e', ['-c', 'vitest.e2e.config.mts']);
    },
  },
];

const started = performance.now();
const done = [];
let failure;
for (const [index, step] of steps.entries()) {
  console.log(`\n━━━ [${index + 1}/${steps.length}] ${step.title} ━━━`);
  const stepStarted = performance.now();
  const code = step.run();
  const seconds = (performance.now() - stepStarted) / 1000;
  done.push({ title: step.title, seconds, ok: code === 0 });
  console.log(
    `${code === 0 ? '✔' : '✘'} ${step.title}: ${code === 0 ? 'passed' : `failed (exit code ${code})`} in ${seconds.toFixed(1)} s`,
  );
  if (code !== 0) {
    failure = { step, code };
    break;
  }
}
rmSync(reportDir, { recursive: true, force: true });

const elapsed = ((performance.now() - started) / 1000).toFixed(1);
console.log('\n━━━ Summary ━━━');
for (const step of done) console.log(`${step.ok ? '✔' : '✘'} ${step.seconds.toFixed(1).padStart(7)} s  ${step.title}`);
for (const step of steps.slice(done.length)) console.log(`-       not run  ${step.title}`);
console.log(
  failure
    ? `npm test FAILED at "${failure.step.title}" after ${elapsed} s.`
    : `npm test passed: ${steps.length} steps in ${elapsed} s.`,
);
if (totals.passed + totals.failed > 0) {
  console.log(
    `tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}` +
      `, ${retried.length} passed only on a retry`,
  );
}
for (const test of retried) console.log(`  retried: ${test.file} › ${test.name}`);
process.exitCode = failure ? 1 : 0;
