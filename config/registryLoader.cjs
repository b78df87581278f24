// @ts-check
/**
 * Bundler loader for the browser's copy of the route registry (.docusaurus/registry.js): each entry,
 * `[() => import("<module>"), "<module>", require.resolveWeak("<module>")]`, keeps its module's path only to report
 * it to react-loadable's Capture, which exists only while the server renders; in the browser ComponentCreator passes
 * the paths as `modules` and nothing reads them. They were 32 KB of main.js (4.5 KiB gzip) on every page, one for each
 * route's chunk. The server's copy keeps them. config/bundle.test.ts fails when Docusaurus changes either side.
 */
const ENTRY_PATH =
  /(\[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "[^"]+"\), )"[^"]+"(, require\.resolveWeak\()/g;

/** @param {string} source */
function registryLoader(source) {
  let count = 0;
  const result = source.replace(ENTRY_PATH, (_match, before, after) => {
    count += 1;
    return `${before}""${after}`;
  });
  if (count === 0 && /require\.resolveWeak/.test(source)) {
    throw new Error('registryLoader: no registry entry matched: has Docusaurus changed the format of registry.js?');
  }
  return result;
}

module.exports = registryLoader;
module.exports.dropModulePaths = registryLoader;
