// Draws the social cards of a finished build (plugins/social-cards), in a
// process of its own after `docusaurus build` has exited: run by
// scripts/build/build.mjs as `node --import tsx scripts/build/social-cards.ts [buildDir]`.
import path from 'node:path';
import config from '../../docusaurus.config';
import { drawSocialCards } from '../../plugins/social-cards';

const ROOT = path.join(__dirname, '..', '..');

drawSocialCards({ outDir: path.resolve(ROOT, process.argv[2] ?? 'build'), siteDir: ROOT, site: config }).catch(
  (error: unknown) => {
    console.error(`social cards failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
