import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { resetDismissalScript } from '../src/lib/promoBarId';
import { promoBanner, WEEKLY_WORKSHOP } from './banner';

/**
 * Clears a dismissal stored for an earlier workshop before the theme's own
 * inline script reads it (src/lib/promoBarId.ts), and gives the bar this
 * week's id in the browser (src/clientModules/promoBarId.ts).
 */
export function promoBarPlugin(context: LoadContext): Plugin {
  return {
    name: 'promo-bar-id',
    getClientModules: () => [path.join(context.siteDir, 'src/clientModules/promoBarId.ts')],
    injectHtmlTags: () => ({
      headTags: [
        {
          tagName: 'script',
          innerHTML: resetDismissalScript(promoBanner.idPrefix, WEEKLY_WORKSHOP, context.siteStorage.namespace),
        },
      ],
    }),
  };
}
