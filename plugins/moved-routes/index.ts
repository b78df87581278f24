import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { MovedRoute } from '../../config/movedRoutes';

/**
 * A page at each moved route (config/movedRoutes.ts) that sends the browser to
 * the route's new page, for a static host without redirect rules: our server
 * answers those routes with a 301 before it looks at the build. The page says
 * noindex and names the new page as canonical, so search engines move the old
 * link's standing there; it is not in the sitemap. It carries no script, so
 * the Content-Security-Policy has nothing to allow.
 */

const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page written at a moved route. */
export function redirectPage(to: string, siteUrl: string): string {
  const target = escape(to);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>This page has moved</title>',
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${escape(siteUrl.replace(/\/$/, ''))}${target}">`,
    `<meta http-equiv="refresh" content="0; url=${target}">`,
    '</head>',
    '<body>',
    `<p>This page has moved to <a href="${target}">${target}</a>.</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** Where the page of a moved route goes in the build: `<route>/index.html`, as Docusaurus writes its pages. */
export const redirectFile = (outDir: string, from: string): string => path.join(outDir, from, 'index.html');

export const movedRoutesPlugin =
  (routes: readonly MovedRoute[]) =>
  (context: LoadContext): Plugin => ({
    name: 'moved-routes',
    async postBuild({ outDir, routesPaths }) {
      for (const { from, to } of routes) {
        // A route the site serves again is a page: never overwrite it.
        if (routesPaths.includes(from) || routesPaths.includes(`${from}/`)) continue;
        const file = redirectFile(outDir, from);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, redirectPage(to, context.siteConfig.url));
      }
    },
  });
