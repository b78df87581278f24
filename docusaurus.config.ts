import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { themes as prismThemes } from 'prism-react-renderer';

import { promoBanner } from './config/banner';
import { bundleTuningPlugin } from './config/bundle';
import { footer } from './config/footer';
import { TOC_HEADING_LEVELS } from './config/layout';
import { navbar } from './config/navbar';
import { localSearch } from './config/search';
import { blogSettings, docsSettings, site } from './config/site';
import { gtagOptions, readTrackingIds, trackingTagsPlugin } from './config/tracking';
import loadCodeHighlighting from './src/remark/loadCodeHighlighting';

const tracking = readTrackingIds();

const config: Config = {
  title: site.title,
  tagline: site.tagline,
  favicon: 'img/favicon.svg',
  url: site.url,
  baseUrl: site.baseUrl,
  organizationName: site.organizationName,
  projectName: site.projectName,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: { hooks: { onBrokenMarkdownLinks: 'throw' } },

  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { htmlLang: 'en', direction: 'ltr' } } },

  // Only the v4 flag the faster SSG needs; the others would rename storage keys
  // the spec names (theme, announcement dismissal).
  future: { v4: { removeLegacyPostBuildHeadAttribute: true }, faster: true },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: docsSettings.routeBasePath,
          sidebarPath: './sidebars.ts',
          versions: { current: { label: docsSettings.currentVersionLabel } },
          remarkPlugins: [loadCodeHighlighting],
        },
        blog: {
          ...blogSettings,
          showReadingTime: true,
          feedOptions: { type: ['rss', 'atom'], xslt: true },
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          remarkPlugins: [loadCodeHighlighting],
        },
        pages: { remarkPlugins: [loadCodeHighlighting] },
        theme: { customCss: './src/css/custom.css' },
        gtag: gtagOptions(tracking),
      } satisfies Preset.Options,
    ],
  ],

  themes: [['@easyops-cn/docusaurus-search-local', localSearch]],

  plugins: [bundleTuningPlugin, trackingTagsPlugin(tracking)],

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false },
    announcementBar: {
      id: promoBanner.id,
      content: promoBanner.badge,
      isCloseable: true,
      backgroundColor: promoBanner.colors.background,
      textColor: promoBanner.colors.text,
    },
    docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
    tableOfContents: { minHeadingLevel: TOC_HEADING_LEVELS.min, maxHeadingLevel: TOC_HEADING_LEVELS.max },
    navbar,
    footer,
    prism: { theme: prismThemes.github, darkTheme: prismThemes.dracula },
  } satisfies Preset.ThemeConfig,
};

export default config;
