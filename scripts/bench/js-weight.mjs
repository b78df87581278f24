// `node scripts/bench/js-weight.mjs [--build=dir] [--width=px] /path ...`: the JavaScript each
// page loads, measured in Chromium against the real server. For every script
// response it records the bytes transferred (as served, brotli when the
// browser asks for it) and the gzip size of the file in the build, then prints
// a table and the totals per page. Used to check that the API reference adds
// no script to pages outside /docs/api/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../e2e/support/chromium.mjs';
import { startServer } from '../../e2e/support/server.mjs';

const args = process.argv.slice(2);
const buildDir = args.find((arg) => arg.startsWith('--build='))?.slice('--build='.length) ?? 'build';
const width = Number(args.find((arg) => arg.startsWith('--width='))?.slice('--width='.length) ?? 1280);
const paths = args.filter((arg) => arg.startsWith('/'));
if (paths.length === 0) {
  console.error('Usage: node scripts/bench/js-weight.mjs [--build=dir] [--width=px] /path [/path ...]');
  process.exit(2);
}

const KiB = 1024;
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

const server = await startServer({ buildDir, logLevel: 'warn' });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const results = [];
try {
  for (const path of paths) {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 844 : 800 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const scripts = new Map();
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const url = new URL(request.url());
      const sizes = await request.sizes();
      scripts.set(url.pathname, sizes.responseBodySize);
    });
    await page.goto(new URL(path, server.url).href, { waitUntil: 'networkidle' });
    // Give lazy chunks requested after hydration a moment to arrive.
    await page.waitForTimeout(1000);
    const files = [...scripts.entries()].map(([file, transferred]) => ({
      file,
      transferred,
      gzip: gzipSize(join(buildDir, file)),
    }));
    results.push({
      path,
      count: files.length,
      transferredKiB: files.reduce((sum, item) => sum + item.transferred, 0) / KiB,
      gzipKiB: files.reduce((sum, item) => sum + item.gzip, 0) / KiB,
      files,
    });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

for (const result of results) {
  console.log(`\n${result.path}: ${result.count} scripts`);
  for (const item of result.files.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${(item.gzip / KiB).toFixed(1).padStart(7)} KiB gz  ${item.file}`);
  }
}
console.log('\n| Path | Scripts | JS gzip | JS transferred |\n| --- | --: | --: | --: |');
for (const result of results) {
  console.log(
    `| ${result.path} | ${result.count} | ${result.gzipKiB.toFixed(1)} KiB | ${result.transferredKiB.toFixed(1)} KiB |`,
  );
}
