// Writes the "Ask the docs" index of a finished build (server/ask/README.md): every docs page and blog post of the
// sitemap, read from its rendered HTML and cut into passages at H2 and H3. Run by scripts/build/build.mjs as
// `node --import tsx scripts/build/ask-index.ts [buildDir]`, beside the other work after `docusaurus build`.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readCanonicalPaths } from '../../server/canonical';
import { ASK_INDEX_FILE, writeAskIndex } from '../../server/ask/index';
import { readPage, type Page } from '../../server/ask/passages';
import { indexedPath } from '../../server/ask/pages';

const buildDir = path.resolve(process.argv[2] ?? 'build');
/** The docs team's synonyms list, which the index carries so that the service reads the build's own. */
const SYNONYMS_FILE = path.join(__dirname, '..', '..', 'docs', 'synonyms.txt');

/** The HTML file Docusaurus wrote for a canonical path: `/docs/intro` and `/docs/` are both `<path>/index.html`. */
function htmlFile(pagePath: string): string {
  return path.join(buildDir, pagePath.replace(/\/$/, ''), 'index.html');
}

async function main(): Promise<void> {
  const started = performance.now();
  const paths = [...readCanonicalPaths(buildDir)].filter(indexedPath).sort();
  if (paths.length === 0) throw new Error(`no docs or blog pages in ${path.join(buildDir, 'sitemap.xml')}`);
  const pages = (
    await Promise.all(paths.map(async (pagePath) => readPage(await readFile(htmlFile(pagePath), 'utf8'), pagePath)))
  ).filter((page): page is Page => page !== undefined);
  const passages = pages.flatMap((page) => page.passages);
  const bytes = await writeAskIndex(
    buildDir,
    pages.map(({ path: pagePath, description }) => ({ path: pagePath, description })),
    passages,
    await readFile(SYNONYMS_FILE, 'utf8'),
  );
  const gzip = gzipSync(await readFile(path.join(buildDir, ASK_INDEX_FILE))).length;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Ask index: ${passages.length} passages of ${pages.length} pages in ${ASK_INDEX_FILE}, ` +
      `${(bytes / 1_048_576).toFixed(2)} MiB (${(gzip / 1024).toFixed(0)} KiB gzip), in ${seconds} s`,
  );
}

main().catch((error: unknown) => {
  console.error(`Ask index failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
