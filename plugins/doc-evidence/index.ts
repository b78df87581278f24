/**
 * Ties each docs page to its evidence file for the bundler's cache (./loader.cjs): the page's "Sources"
 * disclosure is drawn from that file at build time (src/remark/docSources.ts), which the MDX loader does not
 * know it reads.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export function docEvidencePlugin({ siteDir }: LoadContext): Plugin {
  return {
    name: 'doc-evidence',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /\.mdx?$/,
              include: [path.join(siteDir, 'docs')],
              enforce: 'pre' as const,
              use: [{ loader: path.join(siteDir, 'plugins/doc-evidence/loader.cjs') }],
            },
          ],
        },
      };
    },
  };
}
