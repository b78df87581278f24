/**
 * The site's production pages (src/pages: home, marketing, webinar landing and
 * thank-you, legal) built for the tracking browser tests (e2e/tracking.e2e.ts,
 * e2e/funnel.e2e.ts): the real configuration, theme wrappers, client modules
 * and tracking plugin, made with the test tag ids (e2e/support/tracking-site/ids.ts,
 * passed in the environment). Only the docs, the blog and the API reference
 * are left out, so it builds in a fraction of the full site's time; links to
 * them are not checked here (the main build checks them).
 */
import path from 'node:path';
import type * as Preset from '@docusaurus/preset-classic';
import type { Config } from '@docusaurus/types';
import site from '../../../docusaurus.config';
import mermaidDiagrams from '../../../src/remark/mermaidDiagrams.mjs';
import staticCodeBlocks from '../../../src/remark/staticCodeBlocks';

const siteDir = path.resolve(__dirname, '../../..');

const config: Config = {
  ...site,
  onBrokenLinks: 'ignore',
  onBrokenAnchors: 'ignore',
  markdown: { format: 'detect', mermaid: false },
  presets: [
    [
      'classic',
      {
        docs: false,
        blog: false,
        pages: { remarkPlugins: [[mermaidDiagrams, { siteDir }], staticCodeBlocks] },
        theme: { customCss: './src/css/custom.css' },
      } satisfies Preset.Options,
    ],
  ],
  themes: [],
};

export default config;
