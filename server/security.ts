import type { MiddlewareHandler } from 'hono';

/** Every response carries these (server/README.md, "Security headers", says why each is there). */
const FIXED_HEADERS: ReadonlyArray<[string, string]> = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
];
const HSTS = 'max-age=31536000; includeSubDomains';
const ISOLATED_OPENER_POLICY = 'same-origin';

/**
 * Whether a path belongs to the marketing console (`/admin`, `/api/admin`),
 * where a signed-in session lives. Only there is the page put in a browsing
 * context group of its own (Cross-Origin-Opener-Policy: same-origin): on the
 * public pages that swap costs Chromium a fresh renderer on the first
 * navigation to the site, measured at several hundred milliseconds of
 * blocking time, and protects nothing (they hold no personal data, and every
 * link that opens a window carries rel="noopener"). The path is compared as
 * the static files are looked up, percent-decoded and with repeated slashes
 * collapsed, so `/%61dmin` or `//admin` cannot reach the console without it.
 * A path that does not decode counts as the console's: it is answered 400 anyway.
 */
export function isConsolePath(rawPathname: string): boolean {
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPathname);
  } catch {
    return true;
  }
  return /^\/(?:api\/)?admin(?:\/|$)/i.test(pathname.replace(/\/{2,}/g, '/'));
}

/**
 * Whether the client reached us over TLS. Behind a proxy that terminates TLS
 * only X-Forwarded-Proto knows, and only a proxy we trust may set it; the
 * first entry is the one the outermost proxy saw.
 */
export function cameOverTls(request: Request, trustProxy: boolean): boolean {
  // request.url is absolute and normalised, its scheme lower-case.
  if (request.url.startsWith('https:')) return true;
  if (!trustProxy) return false;
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https';
}

/** Adds the security headers to every response, error pages included. */
export function securityHeaders(options: { csp: string; trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of FIXED_HEADERS) headers.set(name, value);
    headers.set('Content-Security-Policy', options.csp);
    if (isConsolePath(new URL(c.req.url).pathname)) headers.set('Cross-Origin-Opener-Policy', ISOLATED_OPENER_POLICY);
    // HSTS over plain HTTP is ignored by browsers and would be wrong on a local http:// run.
    if (cameOverTls(c.req.raw, options.trustProxy)) headers.set('Strict-Transport-Security', HSTS);
  };
}
