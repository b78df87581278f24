import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_PHASES } from './phases.mjs';

const require = createRequire(import.meta.url);
const buildLocaleFile = path.join(
  path.dirname(require.resolve('@docusaurus/core/package.json')),
  'lib/commands/build/buildLocale.js',
);
/** The code of `docusaurus build` for one locale, where it reads the switches the build phases set. */
const buildLocale = readFileSync(buildLocaleFile, 'utf8');

describe('scripts/build/phases.mjs against the installed Docusaurus', () => {
  it.each(BUILD_PHASES)('$name: Docusaurus still reads its switch', (phase) => {
    for (const [name, value] of Object.entries(phase.env)) {
      expect(buildLocale, `${name} in ${buildLocaleFile}`).toContain(`process.env.${name} === '${value}'`);
    }
  });

  it('bundling stops before the pages are rendered, and rendering neither clears build/ nor bundles', () => {
    // The order `npm run build` relies on: exit after bundling comes before the SSG; skipping the bundling also
    // skips clearing the output folder (the first phase's scripts stay) and prints the line the build waits for.
    const exitAfterBundling = buildLocale.indexOf('if (ExitAfterBundling)');
    expect(exitAfterBundling).toBeGreaterThan(0);
    expect(buildLocale.indexOf('executeSSG', exitAfterBundling)).toBeGreaterThan(exitAfterBundling);
    expect(buildLocale).toMatch(/SkipBundling \? undefined : \(0, clearPath_1\.default\)\(outDir\)/);
    const rendering = BUILD_PHASES.find((phase) => phase.name === 'rendering');
    const printed = /console\.warn\(`([^`]*)`\)/.exec(buildLocale.slice(buildLocale.indexOf('if (SkipBundling)')));
    expect(printed?.[1]).toMatch(rendering?.expectLine ?? /^$/);
  });
});
