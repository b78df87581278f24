// The production build: the API reference pages generated from openapi/*.yaml,
// Docusaurus in two processes (bundling, then rendering: scripts/build-phases.mjs), the
// social cards (after Docusaurus has exited and freed its memory), the merged API
// specification, then precompressed copies, then a stamp that marks the build as
// complete (npm start rebuilds when it is missing).
// Docusaurus only logs broken links, anchors and markdown links (SPEC §8);
// this script watches its output and fails the build when any is reported.
import { execFileSync, spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { BUILD_PHASES } from './build-phases.mjs';
import { STAMP } from './build-state.mjs';

/** Log lines Docusaurus prints for broken links, anchors and markdown links or images. */
export const BROKEN_REFERENCE =
  /found broken (links|anchors)|Markdown (link|image) with URL .* couldn't be resolved|couldn't be resolved/i;

/** One phase of `docusaurus build` in a process of its own; rejects on failure and on broken references. */
const docusaurusBuild = (phase) =>
  new Promise((resolve, reject) => {
    const child = spawn('npx', ['docusaurus', 'build'], {
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

/** A TypeScript script of ours, in a process of its own. */
const script = (file, ...args) =>
  execFileSync(process.execPath, ['--import', 'tsx', file, ...args], { stdio: 'inherit' });

rmSync(STAMP, { force: true });
try {
  script('scripts/openapi.ts', 'generate');
  for (const phase of BUILD_PHASES) await docusaurusBuild(phase);
  script('scripts/social-cards.ts', 'build');
  script('scripts/openapi.ts', 'publish', 'build');
} catch (error) {
  console.error(`\nbuild failed: ${error.message}`);
  process.exit(1);
}
execFileSync('node', ['scripts/compress.mjs'], { stdio: 'inherit' });
writeFileSync(STAMP, `${new Date().toISOString()}\n`);
