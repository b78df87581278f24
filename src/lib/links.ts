/**
 * Where a link of text we did not write leads (a sidekick's answer, an OpenAPI description), as a browser resolves
 * it: `/\evil.example/x`, `\\evil.example`, `//evil.example` and `/<tab>/evil.example` all start like a path of this
 * site and all land on evil.example. A link is resolved against the site's origin, and one that lands elsewhere is
 * off-site, whatever it looks like.
 */

/** A stand-in for the site's origin: whatever the real address, a path of the site resolves onto it. */
const HOME = 'https://home.invalid';
/** The schemes a link may have at all; any other (javascript:, data:, vbscript:, file:) stays text. */
const SCHEMES = new Set(['http:', 'https:', 'mailto:']);

export interface LinkTarget {
  /** The address to link to: as written for a link on this site (relative ones stay relative), else resolved. */
  href: string;
  /** It lands on another site: show it as such. */
  external: boolean;
}

/**
 * Where `href` leads, or null when it is no address to follow. `siteOrigin` (`https://example.org`), when given,
 * makes an absolute address of the site a path of it.
 */
export function resolveLink(href: string, siteOrigin?: string): LinkTarget | null {
  let url: URL;
  try {
    url = new URL(href, `${HOME}/`);
  } catch {
    return null;
  }
  if (!SCHEMES.has(url.protocol)) return null;
  if (url.origin === HOME) return { href, external: false };
  if (siteOrigin !== undefined && url.origin === new URL(siteOrigin).origin) {
    return { href: `${url.pathname}${url.search}${url.hash}`, external: false };
  }
  return { href: url.href, external: true };
}

/** Whether `href` is a path of this site, `/docs/x#y`: it starts with one slash and resolves onto the site. */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && resolveLink(href)?.external === false;
}
