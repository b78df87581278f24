/**
 * Routes the site served once and serves no more, each sent on with a
 * permanent redirect to the page its reader wants now, for the reason given.
 * Links to them live on in search engines, bookmarks and other sites.
 *
 * The server answers each with 301 and the target (query kept, see
 * server/static.ts); the build writes a small page at each route that sends
 * a browser on, for a static host without redirect rules
 * (plugins/moved-routes). A route the site serves again must leave this list:
 * config/movedRoutes.test.ts refuses a moved route that is a page.
 */
export interface MovedRoute {
  /** The old route, as the reference route list names it. */
  from: string;
  /** A page of the site. */
  to: string;
  reason: string;
}

const ATTACHMENT_BY_ID =
  "The reference listed an attachment operation by id, which the platform does not have: at 5da4286 it keeps no attachment record, only the create operation that returns each file's content (issue 28). The group page says what to do instead.";

export const movedRoutes: readonly MovedRoute[] = [
  {
    from: '/docs/api/attachments/get-attachment',
    to: '/docs/api/attachments/attachments-api',
    reason: ATTACHMENT_BY_ID,
  },
  {
    from: '/docs/api/attachments/delete-attachment',
    to: '/docs/api/attachments/attachments-api',
    reason: ATTACHMENT_BY_ID,
  },
  {
    from: '/docs/api/attachments/download-attachment-content',
    to: '/docs/api/attachments/attachments-api',
    reason: ATTACHMENT_BY_ID,
  },
];

/** Old route → target, for the server. */
export const movedRouteTargets: ReadonlyMap<string, string> = new Map(movedRoutes.map(({ from, to }) => [from, to]));
