import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { LAZY_LOAD_DELAY_MS, PROGRESS_BAR, PROGRESS_BAR_DELAY_MS } from './layout';

// These constants are Docusaurus behaviour the spec names; the site keeps it
// rather than re-implementing it. The tests fail if an upgrade changes it.
const require = createRequire(import.meta.url);
const source = (module: string) => readFileSync(require.resolve(module), 'utf8');

describe('framework timing the spec names', () => {
  it('the progress bar runs with the spec settings and no spinner', () => {
    const { settings } = require('nprogress') as { settings: Record<string, unknown> };
    const { showSpinner, ...rest } = PROGRESS_BAR;
    expect(settings).toMatchObject(rest);
    expect(source('@docusaurus/theme-classic/lib/nprogress.js')).toContain(`showSpinner: ${String(showSpinner)}`);
  });

  it('the progress bar waits the spec delay', () => {
    expect(source('@docusaurus/theme-classic/lib/nprogress.js')).toContain(`const delay = ${PROGRESS_BAR_DELAY_MS};`);
  });

  it('lazily loaded components wait the spec delay', () => {
    expect(source('react-loadable/lib/index.js')).toContain(`delay: ${LAZY_LOAD_DELAY_MS},`);
  });
});
