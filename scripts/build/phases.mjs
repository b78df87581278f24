// The two processes `npm run build` (scripts/build/build.mjs) runs `docusaurus build` as.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_DIR } from './state.mjs';

/**
 * `docusaurus build` runs as two processes, one for each of these phases, through the switches Docusaurus reads in
 * `@docusaurus/core/lib/commands/build/buildLocale.js` (`scripts/build/phases.test.ts` fails when an upgrade drops them).
 * Rspack keeps about 1.1 GB of native memory after bundling, freed only when its process exits (a forced garbage
 * collection returns none of it); in one process the SSG threads (about 0.4 GB) and the search index's `postBuild`
 * (about 0.45 GB) came on top of it, for a peak of 1.6-1.7 GB. Apart, the peak is the bundling's own.
 */
export const BUILD_PHASES = [
  {
    name: 'bundling',
    env: { DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true' },
    // Rendering writes the pages; a bundling phase that wrote one did not stop where it should have.
    check: () => (existsSync(join(BUILD_DIR, 'index.html')) ? 'it rendered pages' : null),
  },
  {
    name: 'rendering',
    env: { DOCUSAURUS_SKIP_BUNDLING: 'true' },
    // Docusaurus says so when it skips the bundling; without the line it bundled everything again.
    expectLine: /Skipping the Docusaurus bundling step/,
    check: () => (existsSync(join(BUILD_DIR, 'index.html')) ? null : 'it rendered no pages'),
  },
];
