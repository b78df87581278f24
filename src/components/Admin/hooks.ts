import { useHistory, useLocation } from '@docusaurus/router';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { searchOf } from '@site/src/lib/consoleData';
import { adminRequest, ApiError } from './api';

type Request = typeof adminRequest;

/** The request every view uses: adminRequest, except that a 401 sends the console back to its sign-in form. */
export const AdminApiContext = createContext<Request>(adminRequest);

export const useAdminApi = (): Request => useContext(AdminApiContext);

export interface Loaded<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  reload: () => void;
}

/**
 * GETs `path` (relative to /api/admin/) and again whenever it changes. The
 * previous data stays while the next arrives, so a table keeps its place; an
 * answer to an older path is dropped.
 */
export function useAdminData<T>(path: string): Loaded<T> {
  const request = useAdminApi();
  const [state, setState] = useState<{ data?: T; error?: ApiError; loading: boolean }>({ loading: true });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    request<T>(path).then(
      (data) => current && setState({ data, loading: false }),
      (error: unknown) =>
        current &&
        setState((previous) => ({
          data: previous.data,
          error: error instanceof ApiError ? error : new ApiError(0, String(error), 'client_error'),
          loading: false,
        })),
    );
    return () => {
      current = false;
    };
  }, [request, path, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}

/** The element, or where focus goes when it is gone or disabled (a pager's other button, else the view's heading). */
function stillFocusable(element: Element | null): HTMLElement | null {
  const heading = document.getElementById('console-view');
  if (!(element instanceof HTMLElement) || !element.isConnected) return heading;
  if (element instanceof HTMLButtonElement && element.disabled) {
    return element.parentElement?.querySelector<HTMLElement>('button:not(:disabled)') ?? heading;
  }
  return element;
}

interface Navigation {
  /** Where focus goes once the new URL is rendered; the element that had it when absent. */
  focus?: () => HTMLElement | null;
}

/**
 * The page's query string as state: filters, sorting, paging and the open
 * detail live in the URL, so reload and Back show the same thing. Docusaurus
 * moves focus to the top of the page on every pushed URL (for page changes);
 * for these in-page changes focus and scroll go back where the person was,
 * or to `focus()`.
 */
export function useQueryState(): [URLSearchParams, (next: URLSearchParams, options?: Navigation) => void] {
  const location = useLocation();
  const history = useHistory();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const pending = useRef<{ element: Element | null; scrollY: number; focus?: Navigation['focus'] } | null>(null);

  useEffect(() => {
    const saved = pending.current;
    if (!saved) return;
    pending.current = null;
    // After the layout's own effect for this location has run.
    const timer = window.setTimeout(() => {
      const target = saved.focus?.() ?? stillFocusable(saved.element);
      window.scrollTo(0, saved.scrollY);
      target?.focus({ preventScroll: saved.focus === undefined });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [location]);

  const navigate = useCallback(
    (next: URLSearchParams, options: Navigation = {}) => {
      pending.current = { element: document.activeElement, scrollY: window.scrollY, focus: options.focus };
      history.push({ pathname: location.pathname, search: searchOf(next) });
    },
    [history, location.pathname],
  );
  return [params, navigate];
}
