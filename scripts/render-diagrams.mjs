// `npm run diagrams`: renders every ```mermaid block of the docs, the blog and
// the Markdown pages to static/diagrams/<hash>.svg (dark theme, plain SVG text
// so the file displays the same inside an <img>), once: files already there
// are kept, files no page uses any more are deleted. Commit the result; the
// build only reads these files (src/remark/mermaidDiagrams.mjs).
//
// The API reference pages under docs/api/ are generated and not committed, yet
// their tag descriptions carry diagrams too: they are generated first, so that
// a checkout without them never deletes those diagrams as unused.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/chromium.mjs';
import { DIAGRAMS_DIR, diagramHash, mermaidBlocks } from '../src/remark/mermaidDiagrams.mjs';

const require = createRequire(import.meta.url);
const SOURCES = ['docs', 'blog', 'src/pages'];

const MERMAID_CONFIG = {
  startOnLoad: false,
  theme: 'base',
  securityLevel: 'strict',
  htmlLabels: false,
  flowchart: { htmlLabels: false, curve: 'basis', padding: 12 },
  sequence: { useMaxWidth: false },
  fontFamily: 'Arial, Helvetica, sans-serif',
  themeVariables: {
    darkMode: true,
    background: '#0b0d14',
    fontFamily: 'Arial, Helvetica, sans-serif',
    fontSize: '15px',
    primaryColor: '#1a1e2b',
    primaryTextColor: '#e6e8f0',
    primaryBorderColor: '#8f84ff',
    secondaryColor: '#14302f',
    secondaryTextColor: '#e6e8f0',
    secondaryBorderColor: '#4fd1c5',
    tertiaryColor: '#12151f',
    tertiaryTextColor: '#e6e8f0',
    tertiaryBorderColor: '#3a4158',
    lineColor: '#b4b9c9',
    textColor: '#e6e8f0',
    mainBkg: '#1a1e2b',
    nodeBorder: '#8f84ff',
    clusterBkg: '#12151f',
    clusterBorder: '#3a4158',
    edgeLabelBackground: '#12151f',
    actorBkg: '#1a1e2b',
    actorBorder: '#8f84ff',
    actorTextColor: '#e6e8f0',
    signalColor: '#b4b9c9',
    signalTextColor: '#e6e8f0',
    noteBkgColor: '#2a2540',
    noteTextColor: '#e6e8f0',
    noteBorderColor: '#8f84ff',
  },
};

function listSources(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listSources(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build/openapi.ts', 'generate'], { stdio: 'ignore' });

const wanted = new Map();
for (const file of SOURCES.flatMap(listSources)) {
  for (const code of mermaidBlocks(readFileSync(file, 'utf8'))) wanted.set(diagramHash(code), { code, file });
}

mkdirSync(DIAGRAMS_DIR, { recursive: true });
const existing = new Set(readdirSync(DIAGRAMS_DIR).map((name) => name.replace(/\.svg$/, '')));
let removed = 0;
for (const hash of existing) {
  if (!wanted.has(hash)) {
    rmSync(join(DIAGRAMS_DIR, `${hash}.svg`));
    removed += 1;
  }
}
const missing = [...wanted].filter(([hash]) => !existing.has(hash));
if (missing.length === 0) {
  console.log(`diagrams: ${wanted.size} up to date${removed ? `, ${removed} unused removed` : ''}`);
  process.exit(0);
}

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage();
await page.setContent('<!doctype html><html><body style="background:#0b0d14"></body></html>');
await page.addScriptTag({ path: require.resolve('mermaid/dist/mermaid.min.js') });
await page.evaluate((config) => window.mermaid.initialize(config), MERMAID_CONFIG);

const failures = [];
for (const [index, [hash, { code, file }]] of missing.entries()) {
  try {
    const svg = await page.evaluate(async ({ id, source }) => (await window.mermaid.render(id, source)).svg, {
      id: `diagram-${index}`,
      source: code,
    });
    writeFileSync(join(DIAGRAMS_DIR, `${hash}.svg`), svg);
  } catch (error) {
    failures.push(`${file}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
}
await browser.close();

console.log(
  `diagrams: ${missing.length - failures.length} rendered, ${wanted.size} in all${removed ? `, ${removed} unused removed` : ''}`,
);
if (failures.length) {
  console.error(`Mermaid could not render ${failures.length} diagram(s):\n${failures.join('\n')}`);
  process.exit(1);
}
