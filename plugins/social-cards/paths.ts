/**
 * Where the social card of a page lives. Pages import socialCardPath() to set
 * their og:image; the plugin renders a PNG for every og:image under CARD_DIR
 * that a built page asks for.
 */

/** Folder of the generated cards, relative to the site root. */
export const CARD_DIR = 'img/og';

/** The size social networks expect for a large link preview. */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/**
 * Site path of the card for a route: "/" → "/img/og/index.png",
 * "/ai-workshops/scheduled" → "/img/og/ai-workshops/scheduled.png".
 */
export function socialCardPath(routePath: string): string {
  const slug = routePath
    .split(/[?#]/)[0]!
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.toLowerCase().replace(/[^a-z0-9._-]+/g, '-'))
    .join('/');
  return `/${CARD_DIR}/${slug || 'index'}.png`;
}
