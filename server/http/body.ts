import type { Context } from 'hono';
import type { ZodIssue, ZodType, ZodTypeDef } from 'zod';
import { apiError, validationError } from './errors';

/** Every form body is a few hundred bytes; 16 KiB leaves room and stops abuse early. */
export const MAX_BODY_BYTES = 16 * 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

/** Reads at most `limit` bytes of the body; undefined when it is longer. */
export async function readLimited(request: Request, limit: number): Promise<string | undefined> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) return undefined;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** "abVariants.headline" for nested fields, "body" when the body itself is wrong. */
function fieldOf(issue: ZodIssue): string {
  return issue.path.length > 0 ? issue.path.join('.') : 'body';
}

/** A sentence for the issues our schemas do not word themselves. */
function describe(issue: ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.received === 'undefined') return 'is required';
      // A message the schema set itself says it better than the generic one.
      if (!/^Expected .+, received /.test(issue.message)) return issue.message;
      if (issue.path.length === 0) return 'must be a JSON object';
      return `must be ${issue.expected === 'object' ? 'an object' : `a ${issue.expected}`}`;
    case 'too_big':
      return issue.type === 'string'
        ? `must be at most ${issue.maximum} characters`
        : `must have at most ${issue.maximum} entries`;
    case 'too_small':
      return issue.type === 'string' ? 'must not be empty' : issue.message;
    default:
      return issue.message;
  }
}

/**
 * Checks and parses a JSON request body: 415 for another content type, 413
 * above the size limit, 400 for malformed JSON and 400 naming the first field
 * the schema rejects.
 */
export async function parseJsonBody<T>(
  c: Context,
  schema: ZodType<T, ZodTypeDef, unknown>,
  limit: number = MAX_BODY_BYTES,
): Promise<Parsed<T>> {
  const type = c.req.header('content-type') ?? '';
  if (!JSON_TYPE.test(type)) {
    return {
      ok: false,
      response: apiError(
        c,
        415,
        'unsupported_media_type',
        `Send the body as JSON with Content-Type: application/json (got ${type ? JSON.stringify(type.slice(0, 100)) : 'none'}).`,
      ),
    };
  }
  const text = await readLimited(c.req.raw, limit);
  if (text === undefined) {
    return {
      ok: false,
      response: apiError(c, 413, 'payload_too_large', `The body is larger than ${limit / 1024} KiB.`),
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, response: apiError(c, 400, 'invalid_json', 'The body is not valid JSON.') };
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  const [issue] = result.error.issues;
  const field = issue ? fieldOf(issue) : 'body';
  return { ok: false, response: validationError(c, field, issue ? describe(issue) : 'is not valid') };
}
