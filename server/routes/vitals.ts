import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/database';
import { insertVitals } from '../db/vitals';
import { readLimited } from '../http/body';
import { apiError, validationError } from '../http/errors';
import { sameOriginPosts } from '../http/origin';
import { rateLimit, RateLimiter } from '../http/rateLimit';
import { pageKindOf } from '../vitals/pageKind';

/** A beacon is a few dozen bytes. */
const MAX_VITALS_BYTES = 1024;
/** sendBeacon with a string sends text/plain; with a JSON Blob, application/json. */
const BEACON_TYPE = /^(?:text\/plain|application\/json)\s*(?:;|$)/i;

const metric = (max: number, unit: string) =>
  z
    .number({ invalid_type_error: `must be a number of ${unit}` })
    .finite(`must be a number of ${unit}`)
    .min(0, `must be from 0 to ${max} ${unit}`)
    .max(max, `must be from 0 to ${max} ${unit}`)
    .optional();

/** Only these keys are read; anything else the client sends (a page kind, an id) is dropped unread. */
export const VitalsBody = z
  .object({
    path: z
      .string({ required_error: 'is required', invalid_type_error: 'must be a string' })
      .max(2000, 'must be at most 2000 characters')
      .transform((path) => path.split(/[?#]/, 1)[0] ?? ''),
    lcp: metric(60_000, 'milliseconds'),
    inp: metric(60_000, 'milliseconds'),
    cls: metric(10, 'layout-shift units'),
    ttfb: metric(60_000, 'milliseconds'),
  })
  .refine((body) => [body.lcp, body.inp, body.cls, body.ttfb].some((value) => value !== undefined), {
    message: 'must hold at least one of lcp, inp, cls, ttfb',
    path: ['body'],
  });

/**
 * Real visitors' Core Web Vitals, one beacon per page view. Stores the UTC
 * day, the kind of page and the four numbers: no cookie is read or set, and
 * no address, user agent or time of day is kept.
 */
export function vitalsRoutes(options: {
  db: Database;
  siteUrl: string;
  trustProxy: boolean;
  rateLimit: number;
  clock: () => Date;
}): Hono {
  const routes = new Hono();
  routes.use('/vitals', sameOriginPosts(options.siteUrl));
  routes.post(
    '/vitals',
    rateLimit(new RateLimiter(options.rateLimit), options.trustProxy, 'vitals reports'),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const type = c.req.header('content-type') ?? '';
      if (!BEACON_TYPE.test(type)) {
        return apiError(c, 415, 'unsupported_media_type', 'Send the report as text/plain or application/json.');
      }
      const text = await readLimited(c.req.raw, MAX_VITALS_BYTES);
      if (text === undefined) return apiError(c, 413, 'payload_too_large', 'A vitals report is at most 1 KiB.');
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return apiError(c, 400, 'invalid_json', 'The body is not valid JSON.');
      }
      const parsed = VitalsBody.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.join('.') || 'body';
        const problem =
          issue?.code === 'invalid_type' && issue.received === 'undefined' ? 'is required' : issue?.message;
        return validationError(c, field, problem ?? 'is not valid');
      }
      const kind = pageKindOf(parsed.data.path);
      if (!kind) return validationError(c, 'path', 'must be the path of a public page of the site');
      const { lcp, inp, cls, ttfb } = parsed.data;
      await insertVitals(options.db, kind, { lcp, inp, cls, ttfb }, options.clock());
      return c.body(null, 204);
    },
  );
  return routes;
}
