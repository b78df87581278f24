/**
 * The operation's method and path under its title: the OpenAPI theme's
 * MethodEndpoint with a <div> where the theme has a <pre>. The path is a
 * heading (h2), and a <pre> may hold only phrasing content (the Nu Html
 * Checker: "h2 not allowed as child of pre" on every operation page). The
 * box keeps the theme's classes; src/components/ApiReference/styles.css gives
 * it the look of the <pre>. Rewritten rather than wrapped: the <pre> is the
 * theme's outermost element. Like the theme, it reads the server URL from the
 * request panel's store in the browser only (there is no store on the server).
 */
import BrowserOnly from '@docusaurus/BrowserOnly';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { useTypedSelector } from '@theme/ApiItem/hooks';
import clsx from 'clsx';
import type { ReactNode } from 'react';

interface Props {
  method: string;
  path: string;
  context?: 'endpoint' | 'callback';
}

/** The theme's badge colour of each method. */
const BADGES: Record<string, string> = {
  get: 'primary',
  post: 'success',
  delete: 'danger',
  put: 'info',
  patch: 'warning',
  head: 'secondary',
  event: 'secondary',
};

/** `/chatflows/{id}` as the theme shows it: `/chatflows/:id`. */
const shownPath = (path: string) => path.replace(/{([a-z0-9-_]+)}/gi, ':$1');

function Endpoint({ method, children }: { method: string; children: ReactNode }) {
  const badge = BADGES[method.toLowerCase()];
  return (
    <>
      <div className="openapi__method-endpoint">
        <span className={clsx('badge', badge && `badge--${badge}`)}>
          {method === 'event' ? 'Webhook' : method.toUpperCase()}
        </span>{' '}
        {method !== 'event' && <h2 className="openapi__method-endpoint-path">{children}</h2>}
      </div>
      <div className="openapi__divider" />
    </>
  );
}

/** The server the request panel points at, with its variables' defaults filled in, as the theme shows it. */
function ServerUrl() {
  const server = useTypedSelector((state) => state.server.value);
  return (
    <BrowserOnly>
      {() => {
        if (!server) return null;
        if (!server.variables) return server.url;
        let url = server.url.replace(/\/$/, '');
        for (const [name, variable] of Object.entries(server.variables)) {
          url = url.replace(`{${name}}`, variable.default ?? '');
        }
        return url || server.url;
      }}
    </BrowserOnly>
  );
}

export default function MethodEndpoint({ method, path, context }: Props) {
  if (!ExecutionEnvironment.canUseDOM) return <Endpoint method={method}>{shownPath(path)}</Endpoint>;
  return (
    <Endpoint method={method}>
      {context !== 'callback' && <ServerUrl />}
      {shownPath(path)}
    </Endpoint>
  );
}
