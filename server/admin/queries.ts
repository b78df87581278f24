/** The console's query-string parameters, validated like the JSON bodies: a 400 names the field. */
import type { Context } from 'hono';
import { z, type ZodType, type ZodTypeDef } from 'zod';
import { LEAD_SORTS, type LeadFilter } from '../db/leads';
import { OUTBOX_KINDS, OUTBOX_STATUSES } from '../db/outbox';
import { QUESTION_PROVIDERS, QUESTION_SORTS, type QuestionFilter } from '../db/questionReports';
import { SUBSCRIBER_SORTS, type SubscriberFilter } from '../db/subscribers';
import { plainText } from '../http/fields';
import { validationError } from '../http/errors';

const DAY = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);

/** The value that selects rows without a UTM source or campaign. */
export const NONE = '(none)';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => plainText(value), 'must be a single line of text')
    .optional()
    .transform((value) => (value ? value : undefined));

const whole = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `must be a whole number from ${min} to ${max}`);

const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .transform((value) => new Date(`${value}T00:00:00.000Z`))
  .refine((value) => !Number.isNaN(value.getTime()), 'must be a real date as YYYY-MM-DD');

const paging = {
  page: whole(1, 100_000).default('1'),
  pageSize: whole(1, 100).default('25'),
  order: z.enum(['asc', 'desc'], { errorMap: () => ({ message: 'must be asc or desc' }) }).default('desc'),
};

/** "(none)" means "without a value"; any other value matches exactly. */
const noneOr = (value: string | undefined) => (value === NONE ? null : value);

export const RegistrationQuery = z
  .object({
    q: text(200),
    session: z.string().regex(UUID, 'must be a session id from /api/admin/sessions').optional(),
    scoreMin: whole(0, 100).optional(),
    scoreMax: whole(0, 100).optional(),
    source: text(200),
    campaign: text(200),
    from: date.optional(),
    to: date.optional(),
    sort: z
      .enum(Object.keys(LEAD_SORTS) as [keyof typeof LEAD_SORTS], {
        errorMap: () => ({ message: `must be one of ${Object.keys(LEAD_SORTS).join(', ')}` }),
      })
      .default('registeredAt'),
    ...paging,
  })
  .refine((query) => query.scoreMin === undefined || query.scoreMax === undefined || query.scoreMin <= query.scoreMax, {
    message: 'must not be below scoreMin',
    path: ['scoreMax'],
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'must not be before from',
    path: ['to'],
  });
export type RegistrationQuery = z.output<typeof RegistrationQuery>;

export function leadFilter(query: RegistrationQuery): LeadFilter {
  return {
    q: query.q,
    sessionId: query.session,
    scoreMin: query.scoreMin,
    scoreMax: query.scoreMax,
    source: noneOr(query.source),
    campaign: noneOr(query.campaign),
    from: query.from,
    // `to` is a whole day, included.
    to: query.to && new Date(query.to.getTime() + DAY),
  };
}

export const SubscriberQuery = z
  .object({
    q: text(200),
    status: z
      .enum(['pending', 'subscribed', 'unsubscribed'], {
        errorMap: () => ({ message: 'must be one of pending, subscribed, unsubscribed' }),
      })
      .optional(),
    source: text(200),
    from: date.optional(),
    to: date.optional(),
    sort: z
      .enum(Object.keys(SUBSCRIBER_SORTS) as [keyof typeof SUBSCRIBER_SORTS], {
        errorMap: () => ({ message: `must be one of ${Object.keys(SUBSCRIBER_SORTS).join(', ')}` }),
      })
      .default('createdAt'),
    ...paging,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'must not be before from',
    path: ['to'],
  });
export type SubscriberQuery = z.output<typeof SubscriberQuery>;

export function subscriberFilter(query: SubscriberQuery): SubscriberFilter {
  return {
    q: query.q,
    status: query.status,
    source: noneOr(query.source),
    from: query.from,
    to: query.to && new Date(query.to.getTime() + DAY),
  };
}

export const QuestionQuery = z
  .object({
    q: text(200),
    from: date.optional(),
    to: date.optional(),
    answered: z.enum(['yes', 'no'], { errorMap: () => ({ message: 'must be yes or no' }) }).optional(),
    provider: z
      .enum(QUESTION_PROVIDERS, { errorMap: () => ({ message: `must be one of ${QUESTION_PROVIDERS.join(', ')}` }) })
      .optional(),
    rating: z
      .enum(['up', 'down', 'none'], { errorMap: () => ({ message: 'must be one of up, down, none' }) })
      .optional(),
    // The page asked from (`page` is the list's paging).
    path: text(300),
    sort: z
      .enum(Object.keys(QUESTION_SORTS) as [keyof typeof QUESTION_SORTS], {
        errorMap: () => ({ message: `must be one of ${Object.keys(QUESTION_SORTS).join(', ')}` }),
      })
      .default('createdAt'),
    ...paging,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'must not be before from',
    path: ['to'],
  });
export type QuestionQuery = z.output<typeof QuestionQuery>;

export function questionFilter(query: QuestionQuery): QuestionFilter {
  return {
    q: query.q,
    from: query.from,
    to: query.to && new Date(query.to.getTime() + DAY),
    answered: query.answered === undefined ? undefined : query.answered === 'yes',
    provider: query.provider,
    rating: query.rating === 'none' ? null : query.rating,
    page: noneOr(query.path),
  };
}

/** The report's days when the query names none: the last 30, today included. */
export const REPORT_DAYS = 30;
/** The longest period a report covers, in days. */
export const MAX_REPORT_DAYS = 366;

/**
 * The UTC days a report covers, both included: `to` as given, else today (or `from`, when that is later); `from` as
 * given, else REPORT_DAYS days up to `to`. A period longer than MAX_REPORT_DAYS days names `from`.
 */
export function reportPeriod(
  query: Pick<QuestionQuery, 'from' | 'to'>,
  now: Date,
): { ok: true; from: Date; to: Date } | { ok: false; field: string; problem: string } {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? new Date(to.getTime() - (REPORT_DAYS - 1) * DAY);
  if ((to.getTime() - from.getTime()) / DAY + 1 > MAX_REPORT_DAYS) {
    return { ok: false, field: 'from', problem: `must be at most ${MAX_REPORT_DAYS} days before to (both included)` };
  }
  return { ok: true, from, to };
}

export const OutboxQuery = z.object({
  status: z
    .enum(OUTBOX_STATUSES, { errorMap: () => ({ message: `must be one of ${OUTBOX_STATUSES.join(', ')}` }) })
    .default('failed'),
  kind: z.enum(OUTBOX_KINDS, { errorMap: () => ({ message: `must be one of ${OUTBOX_KINDS.join(', ')}` }) }).optional(),
  page: paging.page,
  pageSize: paging.pageSize,
});

export const FeedbackQuery = z.object({
  days: whole(1, 3650).optional(),
  limit: whole(1, 200).default('50'),
  comments: whole(0, 50).default('10'),
});

export const VitalsQuery = z.object({ days: whole(1, 365).default('30') });

type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

/** Parses the query string; a 400 naming the first bad parameter otherwise. Repeated parameters keep the first. */
export function parseQuery<T>(c: Context, schema: ZodType<T, ZodTypeDef, unknown>): Parsed<T> {
  const raw = Object.fromEntries(Object.entries(c.req.queries()).map(([name, values]) => [name, values[0]]));
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || 'query';
  return { ok: false, response: validationError(c, field, issue?.message ?? 'is not valid') };
}
