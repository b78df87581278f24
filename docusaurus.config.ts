import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import { promoBanner, WEEKLY_WORKSHOP } from './config/banner';
import { bundleTuningPlugin } from './config/bundle';
import { codeTheme } from './config/codeTheme';
import { footer, footerWithCookieSettings } from './config/footer';
import { htmlTemplate } from './config/htmlTemplate';
import { TOC_HEADING_LEVELS } from './config/layout';
import { navbar } from './config/navbar';
import { promoBarPlugin } from './config/promoBar';
import { openApi } from './config/openapi';
import { movedRoutes } from './config/movedRoutes';
import { CONSOLE_ROUTE_PATTERNS, isConsoleRoute, isUnlistedRoute, unlistedRoutes } from './config/routes';
import { localSearch, searchAskEntryPlugin, searchSynonymsPlugin } from './config/search';
import { blogSettings, docsSettings, site } from './config/site';
import { readConsentMode, readTrackingIds, trackingPlugin } from './config/tracking';
import { readVitalsSampleRate, vitalsPlugin } from './config/vitals';
import { docEvidencePlugin } from './plugins/doc-evidence';
import { leanDocsData } from './plugins/lean-docs-data';
import { llmsTxtPlugin } from './plugins/llms-txt';
import { movedRoutesPlugin } from './plugins/moved-routes';
import { routeScriptsPlugin } from './plugins/route-scripts';
import { withoutFolderReadme } from './config/sidebarItems';
import { WRITERS_FILES } from './scripts/check-content.mjs';
import { promoBannerFields } from './src/lib/promoBannerBuild';
import { promoBarId } from './src/lib/promoBarId';
import { optionalTagsConfigured } from './src/lib/tracking/ids';
import mermaidDiagrams from './src/remark/mermaidDiagrams.mjs';
import credentialCatalogue, {
  catalogueMarkdown,
  COMPONENT as CREDENTIAL_CATALOGUE,
} from './src/remark/credentialCatalogue';
import docSources, { docSourcesOf, sourcesMarkdown } from './src/remark/docSources';
import nodeReference from './src/remark/nodeReference';
import staticCodeBlocks from './src/remark/staticCodeBlocks';

const tracking = readTrackingIds();
/** The build's moment: the banner's week in the static HTML (src/components/PromoBanner). */
const builtAt = new Date();
const consentMode = readConsentMode();
/** Mermaid blocks become pre-rendered SVG images (npm run diagrams). */
const diagrams = [mermaidDiagrams, { siteDir: __dirname }];

const config: Config = {
  title: site.title,
  tagline: site.tagline,
  favicon: 'img/favicon.svg',
  ssrTemplate: htmlTemplate,
  clientModules: ['./src/clientModules/idlePrefetch.ts'],
  url: site.url,
  baseUrl: site.baseUrl,
  organizationName: site.organizationName,
  projectName: site.projectName,

  // SPEC §8: broken links are logged and broken markdown links warned about;
  // scripts/build/build.mjs fails the build when anything is reported.
  onBrokenLinks: 'log',
  onBrokenAnchors: 'log',
  markdown: {
    // .md is CommonMark, .mdx is MDX: prose pages need no JSX escaping.
    format: 'detect',
    hooks: { onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'warn' },
  },

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
          sidebarItemsGenerator: withoutFolderReadme,
          exclude: [...WRITERS_FILES.map((file) => `**/${file}`), '**/_*.{md,mdx}', '**/_*/**'],
          versions: { current: { label: docsSettings.currentVersionLabel } },
          remarkPlugins: [diagrams, staticCodeBlocks, nodeReference, credentialCatalogue, docSources],
        },
        blog: {
          ...blogSettings,
          showReadingTime: true,
          feedOptions: { type: ['rss', 'atom'], xslt: true },
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          remarkPlugins: [diagrams, staticCodeBlocks],
        },
        pages: { remarkPlugins: [diagrams, staticCodeBlocks] },
        // The marketing console's pages are not part of the public site, and noindex pages are not for search
        // engines (config/routes.ts). Docusaurus leaves noindex pages out by itself; the patterns say so here too.
        sitemap: { ignorePatterns: [...CONSOLE_ROUTE_PATTERNS, ...Object.keys(unlistedRoutes)] },
        theme: { customCss: './src/css/custom.css' },
      } satisfies Preset.Options,
    ],
  ],

  themes: [['@easyops-cn/docusaurus-search-local', localSearch], ...openApi.themes],

  // Tags load from the tracker (src/clientModules/tracking), not the preset's gtag plugin, so that
  // they wait for consent; the browser gets the ids through customFields.
  plugins: [
    bundleTuningPlugin,
    searchAskEntryPlugin,
    searchSynonymsPlugin,
    routeScriptsPlugin,
    leanDocsData(),
    trackingPlugin(tracking, consentMode),
    vitalsPlugin(readVitalsSampleRate()),
    promoBarPlugin,
    llmsTxtPlugin({
      renderComponent: (name) => (name === CREDENTIAL_CATALOGUE ? catalogueMarkdown(site.url) : undefined),
      excludeRoute: (route) => isConsoleRoute(route) || isUnlistedRoute(route),
      pageEnding: (file) => {
        const sources = docSourcesOf(file);
        return sources && sourcesMarkdown(sources);
      },
    }),
    docEvidencePlugin,
    movedRoutesPlugin(movedRoutes),
    ...openApi.plugins,
  ],
  customFields: { tracking: { ...tracking }, promoBanner: promoBannerFields(builtAt) },

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false },
    announcementBar: {
      // The build's week; src/clientModules/promoBarId.ts sets the visitor's week before the app renders.
      id: promoBarId(promoBanner.idPrefix, builtAt, WEEKLY_WORKSHOP),
      content: promoBanner.badge,
      isCloseable: true,
      backgroundColor: promoBanner.colors.background,
      textColor: promoBanner.colors.text,
    },
    docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
    tableOfContents: { minHeadingLevel: TOC_HEADING_LEVELS.min, maxHeadingLevel: TOC_HEADING_LEVELS.max },
    navbar,
    footer: optionalTagsConfigured(tracking) ? footerWithCookieSettings(footer) : footer,
    prism: codeTheme,
    ...openApi.themeConfig,
  } satisfies Preset.ThemeConfig,
};

export default config;
