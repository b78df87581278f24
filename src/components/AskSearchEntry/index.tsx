/**
 * Stands in for the optional package `open-ask-ai` (config/search.ts aliases it here). With the `askAi` option set,
 * @easyops-cn/docusaurus-search-local 0.55.3 lists "Ask AI: <query>" first among the search results, imports this
 * module together with the search index, renders its `AskAIWidget` with a ref, and on that entry calls
 * `ref.openWithNewSession(query)`. Ours opens our panel with the query instead of the package's chat widget, and
 * renders nothing: the panel is mounted by src/components/AskHost. src/components/AskSearchEntry/plugin.test.ts
 * fails when an upgrade of the plugin changes any of this.
 */
import { forwardRef, useImperativeHandle } from 'react';
import { openAsk } from '@site/src/components/AskHost/opener';

export interface AskAIWidgetRef {
  openWithNewSession: (query: string) => void;
}

/** The search box the entry was chosen from: focus goes back there when the panel closes. */
const SEARCH_INPUT = '.navbar__search-input';

export const AskAIWidget = forwardRef<AskAIWidgetRef>(function AskAIWidget(_props, ref) {
  useImperativeHandle(
    ref,
    () => ({
      openWithNewSession: (query) =>
        openAsk({ question: query.trim(), returnFocus: document.querySelector<HTMLElement>(SEARCH_INPUT) }),
    }),
    [],
  );
  return null;
});
