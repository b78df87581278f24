/**
 * A small build of the site for the tracking browser tests (e2e/tracking.e2e.ts):
 * the real configuration, theme wrappers, client modules and tracking plugin,
 * made with the test tag ids (e2e/support/tracking-site/ids.ts, passed in the
 * environment), but with a few fixture pages instead of the docs, blog and
 * marketing pages. It builds in a fraction of the full site's time.
 */
import type * as Preset from '@docusaurus/preset-classic';
import type { Config } from '@docusaurus/types';
import site from '../../../docusaurus.config';

const config: Config = {
  ...site,
  // The navbar and footer point at docs and marketing pages this build leaves out.
  onBrokenLinks: 'ignore',
  onBrokenAnchors: 'ignore',
  markdown: { format: 'detect', mermaid: false },
  presets: [
    [
      'classic',
      {
        docs: false,
        blog: false,
        pages: { path: 'e2e/support/tracking-site/pages' },
        theme: { customCss: './src/css/custom.css' },
      } satisfies Preset.Options,
    ],
  ],
  themes: [],
};

export default config;
