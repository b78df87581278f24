import type { MouseEvent } from 'react';
import { searchOf, withParams } from '@site/src/lib/consoleData';

type Navigate = (next: URLSearchParams, options?: { focus?: () => HTMLElement | null }) => void;

/** The API path of a list with the page's parameters (the detail's id left out). */
export function listPath(list: string, params: URLSearchParams): string {
  const query = new URLSearchParams(params);
  query.delete('id');
  return `${list}${searchOf(query)}`;
}

/**
 * A real link to a row's detail (?id=…, the filters kept for the way back):
 * a plain click opens it in place and moves focus to its heading, a
 * modified click opens a new tab as any link does.
 */
export function detailLink(params: URLSearchParams, id: string, navigate: Navigate) {
  const next = withParams(params, { id, page: params.get('page') });
  return {
    href: searchOf(next),
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(next, { focus: () => document.getElementById('console-view') });
    },
  };
}

/** Back from a detail to the list it was opened from. */
export function backToList(params: URLSearchParams, navigate: Navigate) {
  const next = withParams(params, { id: null, page: params.get('page') });
  return {
    href: searchOf(next) || '?',
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(next, { focus: () => document.getElementById('console-view') });
    },
  };
}
