import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { cacheDependencies } from './bundlerCache';

const require = createRequire(import.meta.url);

/**
 * Bundle tuning for the first load on a phone (issue 2 asks for Lighthouse
 * performance ≥ 98 and ≤ 150 KiB of JavaScript on /).
 *
 * 1. Prism stays out of the bundle every page loads. The classic theme
 *    registers Prism's extra languages from a client module, which pulls Prism
 *    (~35 KiB gzipped) into the main bundle even on pages without code. We swap
 *    that client module for an empty one; pages with code load no Prism at
 *    all (src/remark/staticCodeBlocks.ts highlights them at build time).
 * 2. React ships in a file of its own, which the browser compiles apart from
 *    the rest: two shorter main-thread tasks instead of one long one.
 * 3. Every script starts with V8's explicit compile hint (COMPILE_HINT), which
 *    asks Chromium to compile all of the file's functions while it downloads,
 *    off the main thread. Without it each function is compiled on the main
 *    thread the first time it runs, and on a page's first load nearly every
 *    function in these files runs. On /docs/developers/embed main.js's first
 *    task takes 22 ms with the hint and 48 ms without (median of 5,
 *    unthrottled). Other browsers see a comment.
 * 4. The route table creates each route's component on first use
 *    (src/lib/routeComponent.tsx), not all ~470 of them when main.js starts.
 * 5. @docusaurus/utils-common, which every page loads, is CommonJS compiled
 *    with tslib's helpers: its require() of tslib kept all of tslib (3.8 KiB
 *    gzipped of main.js) for the one helper it calls. Its request goes to a
 *    module with that helper alone (src/lib/tslibHelpers.ts; bundle.test.ts
 *    fails if the package starts calling another).
 * 6. The "Ask the docs" panel's stylesheet stays with the panel's chunk,
 *    which loads when a reader first reaches for it (src/components/AskHost),
 *    instead of joining the one stylesheet every page loads.
 * 7. The browser's route registry leaves out the module paths only the
 *    server's rendering reads (config/registryLoader.cjs): 4.5 KiB gzipped of
 *    main.js with 456 docs pages.
 */
/** V8's magic comment for eager compilation (Chromium 136 and later). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function bundleTuningPlugin(context: LoadContext): Plugin {
  const routeComponent = path.join(context.siteDir, 'src/lib/routeComponent.tsx');
  const themePrismModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
  const utilsCommon = path.dirname(require.resolve('@docusaurus/utils-common'));
  const registryLoader = path.join(context.siteDir, 'config/registryLoader.cjs');
  return {
    name: 'bundle-tuning',
    configureWebpack(config, isServer, { currentBundler }) {
      const { BannerPlugin, Compilation, NormalModuleReplacementPlugin } = currentBundler.instance;
      const tslibHelpers = new NormalModuleReplacementPlugin(/^tslib$/, (resource) => {
        if (resource.context === utilsCommon) resource.request = path.join(context.siteDir, 'src/lib/tslibHelpers.ts');
      });
      // The server renders with the same route components as the browser hydrates.
      const lazyRoutes = new NormalModuleReplacementPlugin(/^@docusaurus\/ComponentCreator$/, (resource) => {
        if (resource.context === context.generatedFilesDir) resource.request = routeComponent;
      });
      if (isServer) return { plugins: [lazyRoutes] };
      return {
        module: {
          rules: [{ test: path.join(context.generatedFilesDir, 'registry.js'), use: [{ loader: registryLoader }] }],
        },
        ...cacheDependencies(config.experiments, [registryLoader]),
        plugins: [
          lazyRoutes,
          tslibHelpers,
          // The hint must open the file: it goes in after minification (which drops comments)
          // and before the content hashes are computed.
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            test: /\.js$/,
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        ],
        resolve: {
          alias: { [themePrismModule]: path.join(context.siteDir, 'src/clientModules/empty.ts') },
        },
        optimization: {
          splitChunks: {
            cacheGroups: {
              react: {
                test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                name: 'react',
                chunks: 'all',
                enforce: true,
                priority: 60,
              },
              askPanelStyles: {
                name: 'ask-panel-styles',
                type: 'css/mini-extract',
                test: /[\\/]src[\\/]components[\\/]AskPanel[\\/]/,
                chunks: 'async',
                enforce: true,
                priority: 60,
              },
            },
          },
        },
      };
    },
  };
}
