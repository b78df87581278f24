// @ts-check
/**
 * Bundler loader for the docs plugin's route props (JSON): passes the docs
 * version data through trimVersionData(); any other props file is returned
 * unchanged. Options: { cardPages: string[] }, the generated category pages.
 */
const { trimVersionData } = require('./trim.cjs');

/**
 * @this {{ getOptions(): { cardPages: string[] } }}
 * @param {string} source
 */
module.exports = function leanDocsDataLoader(source) {
  const props = JSON.parse(source);
  if (!props?.version?.docs) return source;
  return JSON.stringify(trimVersionData(props, this.getOptions().cardPages));
};
