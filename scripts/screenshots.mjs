// `npm run screenshots -- / /docs/`: full-page screenshots of the given paths
// at 390 px and 1280 px from a running server (BASE_URL, default :3000), with
// the console errors each page logged. For looking at what we build.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/chromium.mjs';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const paths = process.argv.slice(2);
if (paths.length === 0) paths.push('/');
const outDir = 'reports/screenshots';
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
for (const path of paths) {
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 } });
    const errors = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const file = `${outDir}/${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${width}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE !== '0' });
    console.log(`${file}${errors.length ? `  console errors: ${errors.join(' | ')}` : ''}`);
    await page.close();
  }
}
await browser.close();
