/**
 * Replaces the local search plugin's `SearchBar/SuggestionTemplate` module (config/search.ts swaps it in for the
 * plugin's SearchBar): every result is drawn by the plugin's own template, and the ask entry's label, which the
 * plugin writes as "Ask AI: <query>", reads "Ask the docs: <query>" like the rest of the site.
 */
import { SuggestionTemplate as pluginTemplate } from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SuggestionTemplate';
import { SearchDocumentType } from '@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces';

/** The plugin's label and ours, each before the query's <mark>. */
export const PLUGIN_LABEL = 'Ask AI: <mark>';
export const ASK_LABEL = 'Ask the docs: <mark>';

export function SuggestionTemplate(suggestion: Parameters<typeof pluginTemplate>[0]): string {
  const html = pluginTemplate(suggestion);
  return suggestion.type === SearchDocumentType.AskAI ? html.replace(PLUGIN_LABEL, ASK_LABEL) : html;
}
