// The production build: the API reference pages generated from openapi/*.yaml,
// Docusaurus in two processes (bundling, then rendering: scripts/build/phases.mjs),
// the feeds' links to themselves (scripts/build/feed-self-links.mjs), then the
// social cards (after Docusaurus has exited and freed its memory) beside the Ask
// the docs index (server/ask), the merged API specification and the precompressed
// copies, then a stamp that marks the build as complete (npm start rebuilds when
// it is missing).
// Docusaurus only logs broken links, anchors and markdown links (SPEC §8);
// this script watches its output and fails the build when any is reported.
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BUILD_PHASES } from './phases.mjs';
import { BUILD_DIR, STAMP } from './state.mjs';
import { addFeedSelfLinks } from './feed-self-links.mjs';

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
              'has a Docusaurus upgrade changed the switches in scripts/build/phases.mjs?',
          ),
        );
      else resolve();
    });
  });

/** Node with `args`, its output passed through; resolves when it exits with 0. */
const node = (...args) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
/** A TypeScript script of ours, in a process of its own. */
const script = (file, ...args) => node('--import', 'tsx', file, ...args);

rmSync(STAMP, { force: true });
try {
  await script('scripts/build/openapi.ts', 'generate');
  for (const phase of BUILD_PHASES) await docusaurusBuild(phase);
  addFeedSelfLinks(BUILD_DIR);
  // The cards are PNG files, which precompression leaves alone, so they are drawn beside it; in a rebuild they come
  // from their cache and their time is mostly the process's start-up, which no longer holds the build up. The Ask
  // index reads the rendered pages and writes a dot-folder, which precompression skips, so it runs beside them too.
  await Promise.all([
    script('scripts/build/social-cards.ts', 'build'),
    script('scripts/build/ask-index.ts', 'build'),
    script('scripts/build/openapi.ts', 'publish', 'build').then(() => node('scripts/build/compress.mjs')),
  ]);
} catch (error) {
  console.error(`\nbuild failed: ${error.message}`);
  process.exit(1);
}
writeFileSync(STAMP, `${new Date().toISOString()}\n`);
