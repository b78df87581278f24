import { Hono } from 'hono';
import { z } from 'zod';
import { formatEvent, MAX_QUESTION_LENGTH, type AskEvent } from '../../src/lib/ask/protocol';
import { parseJsonBody } from '../http/body';
import { apiError } from '../http/errors';
import { optionalText, plainText } from '../http/fields';
import { sameOriginPosts } from '../http/origin';
import { rateLimit, RateLimiter } from '../http/rateLimit';
import type { AskService } from './service';

/** Earlier turns a follow-up may carry: ten questions and their answers. */
export const MAX_HISTORY_ENTRIES = 20;
export const MAX_HISTORY_CONTENT = 4000;
/** A question with a full history is about 85 KB of JSON at most (more in scripts of 3 bytes a character). */
export const MAX_ASK_BODY_BYTES = 128 * 1024;

const text = { required_error: 'is required', invalid_type_error: 'must be a string' };

/** The path of a page of this site, as `location.pathname` gives it; a query or fragment is dropped. */
const pagePath = z
  .string(text)
  .trim()
  .transform((path) => path.split(/[?#]/, 1)[0] ?? '')
  .refine((path) => path.startsWith('/') && !path.startsWith('//'), 'must be a path of this site, starting with /')
  .refine((path) => path.length <= 300, 'must be at most 300 characters')
  .refine((path) => plainText(path) && !/[\s<>"]/.test(path), 'must be a URL path without spaces or markup');

export const AskBody = z.object({
  question: z
    .string(text)
    .trim()
    .min(1, 'must not be empty')
    .max(MAX_QUESTION_LENGTH, `must be at most ${MAX_QUESTION_LENGTH} characters`)
    .refine((question) => plainText(question, true), 'must not contain control characters'),
  chatId: z
    .string(text)
    .regex(/^[\w-]{1,100}$/, 'must be the chatId of an earlier answer: letters, digits, - or _, at most 100')
    .optional(),
  history: z
    .array(
      z.object(
        {
          role: z.enum(['user', 'assistant'], { errorMap: () => ({ message: 'must be "user" or "assistant"' }) }),
          content: z
            .string(text)
            .max(MAX_HISTORY_CONTENT, `must be at most ${MAX_HISTORY_CONTENT} characters`)
            .refine((content) => plainText(content, true), 'must not contain control characters'),
        },
        { invalid_type_error: 'must be an object with role and content' },
      ),
      { invalid_type_error: 'must be a list of earlier turns' },
    )
    .max(MAX_HISTORY_ENTRIES)
    .optional(),
  page: pagePath.optional(),
});

export const AskFeedbackBody = z.object({
  chatMessageId: z
    .string(text)
    .uuid('must be the chatMessageId of an answer (a UUID)')
    .transform((id) => id.toLowerCase()),
  rating: z.enum(['up', 'down'], {
    errorMap: (issue) => ({ message: issue.code === 'invalid_type' ? 'is required' : 'must be "up" or "down"' }),
  }),
  comment: optionalText(1000, { multiline: true }),
});

/**
 * `POST /api/ask`: a question answered as server-sent events in the platform's framing (src/lib/ask/protocol.ts);
 * `POST /api/ask/feedback`: thumbs on an answer. Both refuse other origins and are rate-limited per address, in
 * memory; nothing about the reader is stored.
 */
export function askRoutes(options: {
  service: AskService;
  siteUrl: string;
  trustProxy: boolean;
  /** Questions per client address per minute; 0 turns the limit off. */
  rateLimit: number;
  /** Thumbs per client address per minute; 0 turns the limit off. */
  feedbackRateLimit: number;
}): Hono {
  const { service } = options;
  const routes = new Hono();

  routes.use('/ask', sameOriginPosts(options.siteUrl));
  routes.use('/ask/feedback', sameOriginPosts(options.siteUrl));

  routes.post('/ask', rateLimit(new RateLimiter(options.rateLimit), options.trustProxy, 'questions'), async (c) => {
    const body = await parseJsonBody(c, AskBody, MAX_ASK_BODY_BYTES);
    if (!body.ok) return body.response;
    const index = await service.index();
    if (!index) {
      return apiError(
        c,
        503,
        'unavailable',
        'Ask the docs is not available on this server (its index is missing from the build). Search the docs instead.',
      );
    }

    // The reader pressed Stop or left: node-server aborts the request's signal when the connection closes early.
    const stop = new AbortController();
    const clientSignal = c.req.raw.signal;
    clientSignal.addEventListener('abort', () => stop.abort(), { once: true });
    const encoder = new TextEncoder();
    let open = true;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const emit = (event: AskEvent) => {
          if (!open || stop.signal.aborted) return;
          try {
            controller.enqueue(encoder.encode(formatEvent(event)));
          } catch {
            open = false;
          }
        };
        void service.answer(body.value, index, emit, stop.signal).finally(() => {
          if (!open) return;
          open = false;
          try {
            controller.close();
          } catch {
            // Already cancelled by the reader.
          }
        });
      },
      cancel() {
        open = false;
        stop.abort();
      },
    });
    if (clientSignal.aborted) stop.abort();
    return new Response(stream, {
      status: 200,
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-store',
        'X-Accel-Buffering': 'no',
      },
    });
  });

  routes.post(
    '/ask/feedback',
    rateLimit(new RateLimiter(options.feedbackRateLimit), options.trustProxy, 'ratings'),
    async (c) => {
      const body = await parseJsonBody(c, AskFeedbackBody);
      if (!body.ok) return body.response;
      const { chatMessageId, rating, comment } = body.value;
      if (!(await service.rate(chatMessageId, rating, comment))) {
        return apiError(c, 404, 'not_found', 'There is no answer with this chatMessageId.');
      }
      c.header('Cache-Control', 'no-store');
      return c.json({ ok: true });
    },
  );

  return routes;
}
