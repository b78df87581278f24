/**
 * How the rest of the site opens the "Ask the docs" panel: the navbar entry, the search results' entry (through
 * src/components/AskSearchEntry) and the host's own shortcut and deep link all call `openAsk`. The panel's code is
 * not here: `loadAskPanel` fetches its chunk, on the first hover, focus or use of an entry and never before.
 */

export interface AskOpening {
  /** Ask this at once, as the first question of a new conversation; without it the panel shows the current one. */
  question?: string;
  /** Where focus goes back when the panel closes: what opened it, by default the element that had focus. */
  returnFocus?: HTMLElement | null;
}

let listener: ((opening: AskOpening) => void) | undefined;

/** Opens the panel. Every entry is used after the host has mounted (with the page's hydration). */
export function openAsk(opening: AskOpening = {}): void {
  listener?.(opening);
}

/** Called by the host: receives every opening from now on. */
export function onOpenAsk(next: (opening: AskOpening) => void): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = undefined;
  };
}

/** The panel's chunk; the browser keeps the module, so calling it again costs nothing. */
export const loadAskPanel = () => import(/* webpackChunkName: "ask-panel" */ '@site/src/components/AskPanel');

/** Starts fetching the panel's chunk (hover or focus of an entry); a failure is retried on the next use. */
export function preloadAskPanel(): void {
  loadAskPanel().catch(() => undefined);
}
