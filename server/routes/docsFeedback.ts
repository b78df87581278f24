import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/database';
import { insertFeedback } from '../db/feedback';
import { parseJsonBody } from '../http/body';
import { optionalText, plainText } from '../http/fields';
import { sameOriginPosts } from '../http/origin';
import { rateLimit, RateLimiter } from '../http/rateLimit';

export const FeedbackBody = z.object({
  path: z
    .string({ required_error: 'is required', invalid_type_error: 'must be a string' })
    .trim()
    // The page's pathname is what matters; a query or fragment the page sends along is dropped.
    .transform((path) => path.split(/[?#]/, 1)[0] ?? '')
    .refine((path) => /^\/docs(?:\/|$)/.test(path), 'must be a docs page path starting with /docs')
    .refine((path) => path.length <= 300, 'must be at most 300 characters')
    .refine((path) => plainText(path) && !/[\s<>"]/.test(path), 'must be a URL path without spaces or markup'),
  helpful: z.boolean({ required_error: 'is required', invalid_type_error: 'must be true or false' }),
  comment: optionalText(1000, { multiline: true }),
});

/**
 * "Was this page helpful?" on docs pages. Stores the page, the vote and the
 * optional comment: no address, no IP, nothing that identifies the reader.
 */
export function docsFeedbackRoutes(options: {
  db: Database;
  siteUrl: string;
  trustProxy: boolean;
  rateLimit: number;
  clock: () => Date;
}): Hono {
  const routes = new Hono();
  routes.use('/docs-feedback', sameOriginPosts(options.siteUrl));
  routes.post(
    '/docs-feedback',
    rateLimit(new RateLimiter(options.rateLimit), options.trustProxy, 'feedback posts'),
    async (c) => {
      const body = await parseJsonBody(c, FeedbackBody);
      if (!body.ok) return body.response;
      await insertFeedback(options.db, body.value, options.clock());
      c.header('Cache-Control', 'no-store');
      return c.json({ ok: true }, 201);
    },
  );
  return routes;
}
