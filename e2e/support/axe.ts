/** Runs axe-core in a page and lists its violations, one line each. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through DevTools, which the page's Content-Security-Policy does not cover.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
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
