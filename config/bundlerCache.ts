/**
 * Rspack's persistent cache keeps a module's output until one of its build dependencies changes. A plugin whose
 * loader rewrites modules adds the loader's files to them, in the list Docusaurus gives the cache
 * (`@docusaurus/core/lib/webpack/base.js`, `getExperiments`; `config/bundle.test.ts` fails when it stops).
 */
export function cacheDependencies(experiments: unknown, files: string[]): { experiments?: object } {
  const cache = (experiments as { cache?: { buildDependencies?: unknown } } | undefined)?.cache;
  return Array.isArray(cache?.buildDependencies) ? { experiments: { cache: { buildDependencies: files } } } : {};
}
