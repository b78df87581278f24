import type { MiddlewareHandler } from 'hono';
import { apiError } from './errors';

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** Whether an Origin header names this site: the configured site, or the address the request was sent to. */
function isOwnOrigin(origin: string, siteOrigin: string, host: string | undefined): boolean {
  return origin === siteOrigin || (host !== undefined && hostOf(origin) === host);
}

/**
 * Refuses a POST whose Origin header names another site: browsers send it on
 * every cross-site POST, so a page elsewhere cannot submit our forms. Requests
 * without the header (server to server, curl, mail clients) pass, as do the
 * configured site and the server's own address.
 */
export function sameOriginPosts(siteOrigin: string): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (c.req.method !== 'POST' || origin === undefined) return next();
    if (isOwnOrigin(origin, siteOrigin, c.req.header('host'))) return next();
    return apiError(c, 403, 'forbidden_origin', `Posts from ${origin.slice(0, 200)} are not accepted here.`);
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The stricter rule for the console: every request that changes something
 * (any method but GET, HEAD and OPTIONS) must carry an Origin header naming
 * this site. Browsers send it on every such fetch and form post, so a missing
 * header means a client that is not the console.
 */
export function sameOriginChanges(siteOrigin: string): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin !== undefined && isOwnOrigin(origin, siteOrigin, c.req.header('host'))) return next();
    return apiError(
      c,
      403,
      'forbidden_origin',
      origin === undefined
        ? 'Changes need an Origin header naming this site.'
        : `Changes from ${origin.slice(0, 200)} are not accepted here.`,
    );
  };
}
