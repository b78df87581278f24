import path from 'node:path';
import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { blogSettings, docsSettings } from './site';

/** Offline full-text search over docs and blog, built at build time. */
export const localSearch = {
  hashed: true,
  language: ['en'],
  indexDocs: true,
  indexBlog: true,
  indexPages: false,
  docsRouteBasePath: docsSettings.routeBasePath,
  blogRouteBasePath: blogSettings.routeBasePath,
  highlightSearchTermsOnTargetPage: false,
  searchResultLimits: 8,
  explicitSearchResultPath: true,
  // A docs page's closing "Sources" list (src/remark/docSources.ts) names platform files, not what readers look for.
  ignoreCssSelectors: ['.doc-sources'],
  // Lists "Ask the docs: <query>" first among the results (searchAskEntryPlugin below); the plugin spreads these
  // options as props onto the widget, which takes none.
  askAi: {},
} satisfies Partial<PluginOptions>;

/** The plugin's SearchBar folder, whose `./SuggestionTemplate` import is swapped below. */
const SEARCH_BAR_DIR =
  /[\\/]@easyops-cn[\\/]docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme[\\/]SearchBar$/;

/**
 * The search results' "Ask the docs" entry. With `askAi` set, the plugin imports the optional package `open-ask-ai`
 * (and its stylesheet) with the search index and hands the entry's query to its `AskAIWidget`; both requests go to
 * our stand-in (src/components/AskSearchEntry), which opens our panel, and an empty module. The plugin's result
 * template is wrapped to say "Ask the docs" where it says "Ask AI". src/components/AskSearchEntry/plugin.test.ts
 * fails when an upgrade of the plugin changes what this relies on.
 */
export function searchAskEntryPlugin(context: LoadContext): Plugin {
  const entry = (file: string) => path.join(context.siteDir, 'src/components/AskSearchEntry', file);
  return {
    name: 'search-ask-entry',
    configureWebpack(_config, _isServer, { currentBundler }) {
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        resolve: {
          alias: {
            'open-ask-ai$': entry('index.tsx'),
            'open-ask-ai/styles.css$': path.join(context.siteDir, 'src/clientModules/empty.ts'),
          },
        },
        plugins: [
          new NormalModuleReplacementPlugin(/^\.\/SuggestionTemplate$/, (resource) => {
            if (SEARCH_BAR_DIR.test(resource.context ?? '')) resource.request = entry('suggestion.ts');
          }),
        ],
      };
    },
  };
}

/** The plugin's search worker folder, whose `../utils/tokenize` import is swapped below. */
const SEARCH_THEME_DIR = /[\\/]@easyops-cn[\\/]docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme$/;

/**
 * Readers' words in the search box. The plugin's search worker splits a search into words with its `utils/tokenize`;
 * ours (src/lib/search/tokenize.ts) splits the same way and searches a reader's phrase listed in docs/synonyms.txt as
 * the docs' words it stands for ("spamming" searches "rate limit"); it imports the list as text. It loads with the worker,
 * when someone first searches. src/lib/search/tokenize.test.ts fails when an upgrade of the plugin changes the
 * import or the signature this relies on.
 */
export function searchSynonymsPlugin(context: LoadContext): Plugin {
  return {
    name: 'search-synonyms',
    configureWebpack(_config, _isServer, { currentBundler }) {
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        module: { rules: [{ test: /[\\/]docs[\\/]synonyms\.txt$/, type: 'asset/source' }] },
        plugins: [
          new NormalModuleReplacementPlugin(/^\.\.\/utils\/tokenize$/, (resource) => {
            if (SEARCH_THEME_DIR.test(resource.context ?? '')) {
              resource.request = path.join(context.siteDir, 'src/lib/search/tokenize.ts');
            }
          }),
        ],
      };
    },
  };
}
