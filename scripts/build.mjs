// The production build: the API reference pages generated from openapi/*.yaml,
// Docusaurus, the social cards (after Docusaurus has exited and freed its
// memory), the merged API specification, then precompressed copies, then a
// stamp that marks the build as complete (npm start rebuilds when it is missing).
// Docusaurus only logs broken links, anchors and markdown links (SPEC §8);
// this script watches its output and fails the build when any is reported.
import { execFileSync, spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { STAMP } from './build-state.mjs';

/** Log lines Docusaurus prints for broken links, anchors and markdown links or images. */
export const BROKEN_REFERENCE =
  /found broken (links|anchors)|Markdown (link|image) with URL .* couldn't be resolved|couldn't be resolved/i;

const docusaurusBuild = () =>
  new Promise((resolve, reject) => {
    const child = spawn('npx', ['docusaurus', 'build'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const reported = [];
    const watch = (source, sink) => {
      let pending = '';
      source.on('data', (chunk) => {
        sink.write(chunk);
        pending += chunk.toString();
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        reported.push(...lines.filter((line) => BROKEN_REFERENCE.test(line)));
      });
    };
    watch(child.stdout, process.stdout);
    watch(child.stderr, process.stderr);
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`docusaurus build exited with ${code}`));
      else if (reported.length > 0) reject(new Error(`the build reported broken references:\n${reported.join('\n')}`));
      else resolve();
    });
  });

/** A TypeScript script of ours, in a process of its own. */
const script = (file, ...args) =>
  execFileSync(process.execPath, ['--import', 'tsx', file, ...args], { stdio: 'inherit' });

rmSync(STAMP, { force: true });
try {
  script('scripts/openapi.ts', 'generate');
  await docusaurusBuild();
  script('scripts/social-cards.ts', 'build');
  script('scripts/openapi.ts', 'publish', 'build');
} catch (error) {
  console.error(`\nbuild failed: ${error.message}`);
  process.exit(1);
}
execFileSync('node', ['scripts/compress.mjs'], { stdio: 'inherit' });
writeFileSync(STAMP, `${new Date().toISOString()}\n`);
