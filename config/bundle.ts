import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

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
 */
export function bundleTuningPlugin(context: LoadContext): Plugin {
  const themePrismModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
  return {
    name: 'bundle-tuning',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
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
            },
          },
        },
      };
    },
  };
}
