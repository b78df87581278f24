/**
 * Holds the "Ask the docs" panel for the whole site (src/theme/Root renders it once): opens it on the navbar entry,
 * the search results' entry, the shortcut Ctrl+I / ⌘I (src/lib/ask/shortcut.ts) and the deep link `?ask=`
 * (src/lib/ask/deepLink.ts), and gives focus back when it closes. Everything of the panel but this loads as a
 * chunk of its own when a reader first reaches for it; until then a page carries only this host and the entry.
 * The panel stays mounted once loaded, so a conversation survives closing it and moving to another page.
 */
import { useLocation } from '@docusaurus/router';
import { useEffect, useRef, useState } from 'react';
import { takeAskParam } from '@site/src/lib/ask/deepLink';
import { isAskShortcut, takesText } from '@site/src/lib/ask/shortcut';
import { loadAskPanel, onOpenAsk, openAsk } from './opener';

type Panel = Awaited<ReturnType<typeof loadAskPanel>>['default'];

export interface PanelRequest {
  /** Counts the openings, so that the same question asked twice is asked twice. */
  id: number;
  question?: string;
}

export default function AskHost() {
  const [shown, setShown] = useState<{ Panel: Panel; open: boolean; request: PanelRequest }>();
  // What had focus before the panel opened; undefined while it is closed.
  const returnFocus = useRef<Element | null>();
  const { key } = useLocation();

  useEffect(
    () =>
      onOpenAsk(({ question, returnFocus: opener }) => {
        returnFocus.current ??= opener ?? document.activeElement;
        loadAskPanel().then(
          ({ default: Panel }) =>
            setShown((current) => ({ Panel, open: true, request: { id: (current?.request.id ?? 0) + 1, question } })),
          // Offline, say: the panel stays closed, and the next use tries again.
          () => (returnFocus.current = undefined),
        );
      }),
    [],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      // The navbar search box (@easyops-cn/docusaurus-search-local): there the shortcut asks what was typed.
      const search = target.matches('.navbar__search-input') ? (target as HTMLInputElement).value.trim() : undefined;
      if (event.defaultPrevented || !isAskShortcut(event)) return;
      if (takesText(target) && search === undefined && !target.closest('dialog')) return;
      event.preventDefault();
      openAsk({ question: search || undefined });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // The deep link, on the first page and after every client-side navigation; read from the address itself, which
  // the replaceState below changes behind the router's back (a router navigation would count as a page view).
  useEffect(() => {
    const link = takeAskParam(location.search);
    if (!link) return;
    history.replaceState(history.state, '', location.pathname + link.search + location.hash);
    openAsk({ question: link.question || undefined });
  }, [key]);

  if (!shown) return null;
  const { Panel } = shown;
  return (
    <Panel
      open={shown.open}
      request={shown.request}
      onClose={(restoreFocus) => {
        const target = returnFocus.current;
        returnFocus.current = undefined;
        setShown({ ...shown, open: false });
        if (restoreFocus && target instanceof HTMLElement) target.focus();
      }}
    />
  );
}
