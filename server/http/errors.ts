import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The error codes the API answers with, beside a sentence a person can act on. */
export type ApiErrorCode =
  | 'validation_failed'
  | 'invalid_json'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'rate_limited'
  | 'forbidden_origin'
  | 'not_found'
  | 'session_full'
  | 'provider_unavailable'
  | 'unauthorized'
  | 'conflict'
  | 'invalid_link'
  | 'busy'
  | 'unavailable';

export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  error: ApiErrorCode,
  message: string,
  extra: Record<string, string | null> = {},
): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ error, ...extra, message }, status);
}

/** A 400 naming the field, as `{ error, field, message: "<field>: <what is wrong>" }`. */
export function validationError(c: Context, field: string, problem: string): Response {
  return apiError(c, 400, 'validation_failed', `${field}: ${problem}`, { field });
}
