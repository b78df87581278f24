import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as helpers from '../src/lib/tslibHelpers';
import { cacheDependencies } from './bundlerCache';
import { dropModulePaths } from './registryLoader.cjs';

const require = createRequire(import.meta.url);

describe('the tslib stand-in for @docusaurus/utils-common (config/bundle.ts)', () => {
  it('leans on the package internals: every tslib helper its compiled code calls is one the stand-in has', () => {
    const lib = path.dirname(require.resolve('@docusaurus/utils-common'));
    const called = new Set<string>();
    for (const file of readdirSync(lib).filter((name) => name.endsWith('.js'))) {
      const source = readFileSync(path.join(lib, file), 'utf8');
      for (const match of source.matchAll(/tslib_1\.(\w+)/g)) called.add(match[1] ?? '');
    }
    expect(called.size, 'no tslib call found: has the package stopped using tslib_1?').toBeGreaterThan(0);
    expect([...called].sort()).toEqual(Object.keys(helpers).sort());
  });

  it("behaves as tslib's own __importDefault", () => {
    const tslib = require('tslib') as typeof helpers;
    const esModule = { __esModule: true, default: 1 };
    const values: unknown[] = [esModule, { a: 1 }, () => 1, null, undefined, 0, 'text'];
    for (const value of values) expect(helpers.__importDefault(value)).toEqual(tslib.__importDefault(value));
    expect(helpers.__importDefault(esModule)).toBe(esModule);
  });
});

/** A file of an installed package, read where npm puts it: the packages' exports do not list these files. */
const installed = (file: string) => readFileSync(path.join('node_modules', file), 'utf8');

describe('the browser route registry without module paths (config/registryLoader.cjs)', () => {
  const entry = (chunk: string, module: string, kept = module) =>
    `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${module}"), "${kept}", require.resolveWeak("${module}")],`;

  it('leaves out the second item of every entry, and nothing else', () => {
    const source = `export default {\n${entry('0058b4c6', '@site/docs/intro.md')}\n${entry('17896441', '@theme/DocItem')}\n};\n`;
    expect(dropModulePaths(source)).toBe(
      `export default {\n${entry('0058b4c6', '@site/docs/intro.md', '')}\n${entry('17896441', '@theme/DocItem', '')}\n};\n`,
    );
  });

  it('fails the build when no entry has the shape it knows', () => {
    expect(() =>
      dropModulePaths('export default {"a": [load, "@site/x.md", require.resolveWeak("@site/x.md")]};'),
    ).toThrow(/format of registry\.js/);
    expect(dropModulePaths('export default {};')).toBe('export default {};');
  });

  it('leans on Docusaurus: the registry is written in that shape, and the browser never reads the paths', () => {
    // The code generator's template for an entry.
    expect(installed('@docusaurus/core/lib/server/codegen/codegenRoutes.js')).toContain(
      '`  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`',
    );
    // ComponentCreator passes the second item to react-loadable as `modules`, and uses it for nothing else…
    const creator = installed('@docusaurus/core/lib/client/exports/ComponentCreator.js');
    expect(creator.match(/chunkRegistry\[1\]/g)).toEqual(['chunkRegistry[1]']);
    expect(creator).toContain('modules.push(chunkRegistry[1]);');
    expect(creator.match(/\bmodules\b/g)?.length).toBe(6);
    // …which reports them only to a Capture's context, which only the server's rendering provides.
    const loadable = installed('react-loadable/lib/index.js');
    expect(loadable.match(/opts\.modules/g)).toHaveLength(2);
    expect(loadable).toMatch(
      /if \(this\.context && Array\.isArray\(opts\.modules\)\) \{\s+opts\.modules\.forEach\(function \(moduleName\) \{\s+_this2\.context\.report\(moduleName\);/,
    );
    expect(installed('@docusaurus/core/lib/client/clientEntry.js')).not.toContain('Capture');
    expect(installed('@docusaurus/core/lib/client/serverEntry.js')).toContain('Loadable.Capture');
  });
});

describe('build dependencies of Rspack’s persistent cache (config/bundlerCache.ts)', () => {
  it('leans on Docusaurus: it gives the cache a list of build dependencies', () => {
    expect(installed('@docusaurus/core/lib/webpack/base.js')).toMatch(
      /experiments\.cache = \{\s+type: 'persistent',[\s\S]{0,400}?buildDependencies: getCacheBuildDependencies\(\)/,
    );
  });

  it('adds files to that list, and nothing when there is none', () => {
    expect(cacheDependencies({ cache: { type: 'persistent', buildDependencies: ['a'] } }, ['b'])).toEqual({
      experiments: { cache: { buildDependencies: ['b'] } },
    });
    expect(cacheDependencies(undefined, ['b'])).toEqual({});
  });
});
