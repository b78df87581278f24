import type { MiddlewareHandler } from 'hono';

const FIXED_HEADERS: ReadonlyArray<[string, string]> = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
];
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Whether the client reached us over TLS. Behind a proxy that terminates TLS
 * only X-Forwarded-Proto knows, and only a proxy we trust may set it; the
 * first entry is the one the outermost proxy saw.
 */
export function cameOverTls(request: Request, trustProxy: boolean): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
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
    // HSTS over plain HTTP is ignored by browsers and would be wrong on a local http:// run.
    if (cameOverTls(c.req.raw, options.trustProxy)) headers.set('Strict-Transport-Security', HSTS);
  };
}
