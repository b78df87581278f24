// @ts-check
/**
 * Bundler loader for the docs plugin's route props (JSON): passes the docs
 * version data through trimVersionData(); any other props file is returned
 * unchanged. Options: { cardPages: string[] }, the generated category pages.
 */
const { trimVersionData } = require('./trim.cjs');

/**
 * @this {{ getOptions(): { cardPages: string[] }, addDependency(file: string): void }}
 * @param {string} source
 */
module.exports = function leanDocsDataLoader(source) {
  // The bundler's persistent cache keeps a module's output until one of its dependencies changes: the trim is one,
  // and so is this file.
  this.addDependency(require.resolve('./trim.cjs'));
  this.addDependency(__filename);
  const props = JSON.parse(source);
  if (!props?.version?.docs) return source;
  return JSON.stringify(trimVersionData(props, this.getOptions().cardPages));
};
