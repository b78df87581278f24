// @ts-check
/**
 * Bundler loader run before the MDX loader on every docs page: it declares the page's evidence file
 * (`foo.md` → `foo.evidence.yml`) a dependency of the page, so that an edit to the evidence alone recompiles
 * the page's "Sources" disclosure (src/remark/docSources.ts) instead of the persistent cache serving the old
 * one. A page without evidence watches for the file to appear. The page's text passes through unchanged.
 */
const { existsSync } = require('node:fs');

/**
 * @this {{ resourcePath: string; addDependency(file: string): void; addMissingDependency?(file: string): void }}
 * @param {string} source
 */
module.exports = function docEvidenceLoader(source) {
  const evidence = this.resourcePath.replace(/\.mdx?$/, '.evidence.yml');
  if (existsSync(evidence)) this.addDependency(evidence);
  else this.addMissingDependency?.(evidence);
  return source;
};
