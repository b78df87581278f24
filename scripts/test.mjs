// `npm test`: every check CI runs, in order, stopping at the first failure:
// types, lint, formatting, docs content and the OpenAPI documents (side by side),
// unit and service tests, the build when it is out of date, then the browser
// tests against the real server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { staleReason } from './build/state.mjs';
import { findChromium } from '../e2e/support/chromium.mjs';

const bin = (name) => join('node_modules', '.bin', name);
const reportDir = mkdtempSync(join(tmpdir(), 'npm-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Tests that passed only on a retry (scripts/retried-tests.ts): each fails the run. */
const retried = [];

const missing = (command) => command.startsWith('node_modules') && !existsSync(command);

/** Runs a command with inherited output; returns its exit code. */
function run(command, args, env = process.env) {
  if (missing(command)) {
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

/** Runs a command with its output (stdout and stderr, interleaved) collected; resolves to its exit code and output. */
function runCaptured(command, args) {
  if (missing(command)) return Promise.resolve({ code: 1, output: `${command} is missing: run \`npm ci\` first.\n` });
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * Runs independent checks at once (each is mostly one busy core, and the machine has two), printing each
 * one's output under its name as it ends; resolves to 0 when all passed, else 1 after listing the failures.
 */
async function runTogether(checks) {
  const started = performance.now();
  const results = await Promise.all(
    checks.map(async ({ name, command, args }) => {
      const result = await runCaptured(command, args);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `\n── ${name}: ${result.code === 0 ? 'passed' : `failed (exit code ${result.code})`} after ${seconds} s ──`,
      );
      if (result.output.trim())
        process.stdout.write(result.output.endsWith('\n') ? result.output : `${result.output}\n`);
      return { name, code: result.code };
    }),
  );
  const failed = results.filter((result) => result.code !== 0);
  for (const result of failed) console.error(`✘ ${result.name} failed (exit code ${result.code})`);
  return failed.length > 0 ? 1 : 0;
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
  {
    // Independent of each other and of the generated API pages; two at a time keep both cores busy.
    title:
      'Static checks (tsc --noEmit, eslint ., prettier --check ., docs content and evidence, redocly lint), side by side',
    run: () =>
      runTogether([
        { name: 'Type check (tsc --noEmit)', command: bin('tsc'), args: ['--noEmit'] },
        { name: 'Lint (eslint .)', command: bin('eslint'), args: ['.'] },
        { name: 'Formatting (prettier --check .)', command: bin('prettier'), args: ['--check', '.'] },
        { name: 'Docs content check', command: process.execPath, args: ['scripts/check-content.mjs'] },
        // Each sourced page's claims and their evidence (docs/CHECKING.md); the cited lines themselves are re-read
        // only with a platform checkout (PLATFORM_CHECKOUT), which CI does not have.
        {
          name: 'Docs evidence (npm run docs:evidence)',
          command: process.execPath,
          args: ['--import', 'tsx', 'scripts/evidence/cli.ts'],
        },
        { name: 'OpenAPI documents (redocly lint)', command: bin('redocly'), args: ['lint'] },
      ]),
  },
  {
    // The API pages are generated, not committed; the unit tests check each page against its document.
    title: 'API pages (scripts/build/openapi.ts generate)',
    run: () => run(process.execPath, ['--import', 'tsx', 'scripts/build/openapi.ts', 'generate']),
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
      return run(process.execPath, ['scripts/build/build.mjs']);
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
  const code = await step.run();
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
