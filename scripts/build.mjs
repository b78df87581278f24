// The production build: the API reference pages generated from openapi/*.yaml,
// Docusaurus in two processes (bundling, then rendering: scripts/build-phases.mjs)
// with the merged API specification written beside the rendering, then the social
// cards (after Docusaurus has exited and freed its memory) beside the precompressed
// copies, then a stamp that marks the build as complete (npm start rebuilds when it
// is missing).
// Docusaurus only logs broken links, anchors and markdown links (SPEC §8);
// this script watches its output and fails the build when any is reported.
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BUILD_PHASES } from './build-phases.mjs';
import { STAMP } from './build-state.mjs';

/** Log lines Docusaurus prints for broken links, anchors and markdown links or images. */
export const BROKEN_REFERENCE =
  /found broken (links|anchors)|Markdown (link|image) with URL .* couldn't be resolved|couldn't be resolved/i;

/** The Docusaurus CLI, run with Node directly: through npx each phase took 0.3 s longer to start. */
const require = createRequire(import.meta.url);
const DOCUSAURUS_CLI = path.join(
  path.dirname(require.resolve('@docusaurus/core/package.json')),
  require('@docusaurus/core/package.json').bin.docusaurus,
);

/** One phase of `docusaurus build` in a process of its own; rejects on failure and on broken references. */
const docusaurusBuild = (phase) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [DOCUSAURUS_CLI, 'build'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...phase.env },
    });
    const reported = [];
    let expectedLineSeen = phase.expectLine === undefined;
    const watch = (source, sink) => {
      let pending = '';
      source.on('data', (chunk) => {
        sink.write(chunk);
        pending += chunk.toString();
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        reported.push(...lines.filter((line) => BROKEN_REFERENCE.test(line)));
        expectedLineSeen ||= lines.some((line) => phase.expectLine.test(line));
      });
    };
    watch(child.stdout, process.stdout);
    watch(child.stderr, process.stderr);
    child.on('error', reject);
    child.on('close', (code) => {
      const wrong = code === 0 ? phase.check() : null;
      if (code !== 0) reject(new Error(`docusaurus build (${phase.name}) exited with ${code}`));
      else if (reported.length > 0) reject(new Error(`the build reported broken references:\n${reported.join('\n')}`));
      else if (!expectedLineSeen || wrong)
        reject(
          new Error(
            `docusaurus build (${phase.name}): ${wrong ?? 'no line matched ' + phase.expectLine}; ` +
              'has a Docusaurus upgrade changed the switches in scripts/build-phases.mjs?',
          ),
        );
      else resolve();
    });
  });

/**
 * Node with `args`, its output passed through; resolves when it exits with 0. The promise carries the `child`;
 * with `{ input: true }` the child's standard input is a pipe (`child.stdin`) for the caller to end.
 */
const node = (args, { input = false } = {}) => {
  const child = spawn(process.execPath, args, { stdio: [input ? 'pipe' : 'inherit', 'inherit', 'inherit'] });
  const done = new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
  return Object.assign(done, { child });
};
/** A TypeScript script of ours, in a process of its own. */
const script = (file, ...args) => node(['--import', 'tsx', file, ...args]);

rmSync(STAMP, { force: true });
let publishing;
try {
  await script('scripts/openapi.ts', 'generate');
  const [bundling, rendering] = BUILD_PHASES;
  await docusaurusBuild(bundling);
  // The merged API specification needs no page, so it is written while the pages render; the check of the API
  // pages' stylesheet waits until its input closes, once they are rendered. Off the build's path: 2.5 s of a rebuild.
  publishing = node(['--import', 'tsx', 'scripts/openapi.ts', 'publish', 'build', '--pages-when-stdin-closes'], {
    input: true,
  });
  publishing.catch(() => undefined); // awaited below; a failure while rendering is reported there
  await docusaurusBuild(rendering);
  publishing.child.stdin.end();
  // The cards are PNG files, which precompression leaves alone, so they are drawn beside it; in a rebuild they come
  // from their cache and their time is mostly the process's start-up, which no longer holds the build up.
  await Promise.all([
    script('scripts/social-cards.ts', 'build'),
    publishing.then(() => node(['scripts/compress.mjs'])),
  ]);
} catch (error) {
  publishing?.child.kill();
  console.error(`\nbuild failed: ${error.message}`);
  process.exit(1);
}
writeFileSync(STAMP, `${new Date().toISOString()}\n`);
