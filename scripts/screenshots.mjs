// `npm run screenshots -- / /docs/`: full-page screenshots of the given paths
// at 390 px and 1280 px (or the widths in WIDTHS, e.g. WIDTHS=390,768,1280)
// from a running server (BASE_URL, default :3000), with the console errors
// each page logged. For looking at what we build.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/chromium.mjs';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const widths = (process.env.WIDTHS ?? '390,1280').split(',').map((width) => {
  const value = Number(width.trim());
  if (!Number.isInteger(value) || value < 200 || value > 4000) {
    console.error(`WIDTHS must list widths in pixels between 200 and 4000, e.g. 390,768,1280 (got "${width}")`);
    process.exit(2);
  }
  return value;
});
const paths = process.argv.slice(2);
if (paths.length === 0) paths.push('/');
const outDir = 'reports/screenshots';
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
for (const path of paths) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 } });
    const errors = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(base + path, { waitUntil: 'networkidle' });
    // Scroll through once so lazily loaded images are in the picture.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    const file = `${outDir}/${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${width}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE !== '0' });
    console.log(`${file}${errors.length ? `  console errors: ${errors.join(' | ')}` : ''}`);
    await page.close();
  }
}
await browser.close();
