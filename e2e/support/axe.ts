/** Runs axe-core in a page and lists its violations, one line each. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Where a tab keeps its copy of axe between page loads. Sending axe's 550 KB through DevTools took 200 to 300 ms
 * a page (the message, not the script: run from a string already in the page it takes about 15 ms), a fifth of
 * each page's check in routes.e2e.ts. So it crosses once per tab and each later page of the same origin runs it
 * from sessionStorage, which no page of the site reads whole and which goes away with the tab.
 */
export const AXE_STORAGE_KEY = 'e2e:axe-core';

/** Defines window.axe in the page: from the tab's stored copy when there is one, else sent (and stored). */
async function loadAxe(page: Page): Promise<void> {
  // Code evaluated through DevTools is not bound by the page's Content-Security-Policy, so it may eval.
  const loaded = await page.evaluate((key) => {
    if ('axe' in window) return true;
    const source = sessionStorage.getItem(key);
    if (source === null) return false;
    (0, eval)(source);
    return true;
  }, AXE_STORAGE_KEY);
  if (loaded) return;
  await page.evaluate(
    ([key, source]) => {
      (0, eval)(source);
      try {
        sessionStorage.setItem(key, source);
      } catch {
        // Storage full or refused: the next page is sent axe again.
      }
    },
    [AXE_STORAGE_KEY, axeSource] as const,
  );
}

export async function axeViolations(page: Page): Promise<string[]> {
  await loadAxe(page);
  return page.evaluate(async () => {
    interface AxeResults {
      violations: { id: string; help: string; nodes: { target: string[] }[] }[];
    }
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } })
      .axe;
    // Only the violations are read: axe then skips collecting the nodes that pass (a fifth of its time here).
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  });
}
