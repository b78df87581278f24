import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

const require = createRequire(import.meta.url);

/**
 * Keeps Prism out of the bundle every page loads. The classic theme registers
 * Prism's extra languages from a client module, which pulls Prism (~35 KiB
 * gzipped) into the main bundle even on pages without code. We swap that
 * client module for an empty one and register the languages where code blocks
 * are rendered instead (src/theme/CodeBlock), so Prism ships with code pages.
 */
export function deferPrismPlugin(context: LoadContext): Plugin {
  const themeClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
  return {
    name: 'defer-prism',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: {
          alias: { [themeClientModule]: path.join(context.siteDir, 'src/clientModules/empty.ts') },
        },
      };
    },
  };
}
