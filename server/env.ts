import path from 'node:path';
import { z } from 'zod';
import { NEWSLETTER_DEFAULTS, NEWSLETTER_PROVIDERS } from '../config/newsletter';
import { site } from '../config/site';
import { webinarConfig } from '../config/webinar';
import { LOG_LEVELS } from './logger';

/** Who answers "Ask the docs". */
export const ASK_PROVIDERS = ['offline', 'sidekick'] as const;

const PORT_RULE = 'must be a whole number from 0 to 65535';
const BOOLEAN_WORDS = ['true', 'false', '1', '0'];

/** Variables whose value must never be echoed back in an error message. */
const SECRET = new Set(['DATABASE_URL', 'SMTP_URL', 'MAILERLITE_API_KEY', 'ASK_API_KEY']);

function isPostgresUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'postgres:' || protocol === 'postgresql:';
  } catch {
    return false;
  }
}

function hasProtocol(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const httpUrl = (what: string) =>
  z.string().refine((value) => hasProtocol(value, ['http:', 'https:']), `must be an http:// or https:// URL ${what}`);

const wholeNumber = (fallback: number, { min, max }: { min?: number; max: number }) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number from ${min ?? 0} to ${max}`)
    .transform(Number)
    .refine((value) => value >= (min ?? 0) && value <= max, `must be a whole number from ${min ?? 0} to ${max}`)
    .default(String(fallback));

const flag = (fallback: boolean) =>
  z
    .string()
    .transform((value) => value.toLowerCase())
    .refine((value) => BOOLEAN_WORDS.includes(value), 'must be true or false')
    .transform((value) => value === 'true' || value === '1')
    .default(String(fallback));

const commaList = (rule: (item: string) => boolean, message: string) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .refine((items) => items.every(rule), message)
    .default('');

const EMAIL_ADDRESS = /^[^\s@<>,]{1,64}@[^\s@<>,]+\.[^\s@<>,]+$/;

/** `Name <address>` or a bare address. */
const MAIL_FROM = /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

const EnvSchema = z
  .object({
    PORT: z
      .string()
      .regex(/^\d{1,5}$/, PORT_RULE)
      .transform(Number)
      .refine((port) => port <= 65535, PORT_RULE)
      .default('3000'),
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z
      .string()
      .default('./data')
      .transform((dir) => path.resolve(dir)),
    BUILD_DIR: z
      .string()
      .default('./build')
      .transform((dir) => path.resolve(dir)),
    TRUST_PROXY: flag(false),
    DATABASE_URL: z.string().refine(isPostgresUrl, 'must be a postgres:// or postgresql:// URL').optional(),
    LOG_LEVEL: z
      .enum(LOG_LEVELS, { errorMap: () => ({ message: `must be one of ${LOG_LEVELS.join(', ')}` }) })
      .default('info'),
    DATABASE_POOL_SIZE: wholeNumber(10, { min: 1, max: 100 }),

    /** The public address of the site: the allowed Origin of form posts, and the base of links in emails. */
    SITE_URL: httpUrl('(the public address of the site)')
      .transform((value) => new URL(value).origin)
      .default(site.url),
    REGISTER_RATE_LIMIT: wholeNumber(10, { max: 100_000 }),
    FEEDBACK_RATE_LIMIT: wholeNumber(20, { max: 100_000 }),

    SMTP_URL: z
      .string()
      .refine((value) => hasProtocol(value, ['smtp:', 'smtps:']), 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z
      .string()
      .regex(MAIL_FROM, 'must be an address, optionally as "Name <address>"')
      .default(`${site.title} <workshop@answeragent.ai>`),
    WEBINAR_JOIN_URL: httpUrl('(the live session link)').optional(),
    /** Seats of each session created from now on (a session's seats are fixed in its row). */
    WEBINAR_SEATS: wholeNumber(webinarConfig.session.seats, { min: 1, max: 1_000_000 }),
    EMAIL_POLL_MS: wholeNumber(5_000, { min: 10, max: 3_600_000 }),
    EMAIL_RETRY_BASE_MS: wholeNumber(30_000, { min: 10, max: 3_600_000 }),
    EMAIL_MAX_ATTEMPTS: wholeNumber(8, { min: 1, max: 50 }),
    EMAIL_LEASE_MS: wholeNumber(120_000, { min: 1_000, max: 3_600_000 }),

    NEWSLETTER_PROVIDER: z
      .enum(NEWSLETTER_PROVIDERS, {
        errorMap: () => ({ message: `must be one of ${NEWSLETTER_PROVIDERS.join(', ')}` }),
      })
      .default(NEWSLETTER_DEFAULTS.provider),
    NEWSLETTER_FORM_ID: z
      .string()
      .regex(/^[\w-]{1,64}$/, 'must be the form id: letters, digits, - or _')
      .optional(),
    NEWSLETTER_ACCOUNT_ID: z
      .string()
      .regex(/^[\w-]{1,64}$/, 'must be the account id: letters, digits, - or _')
      .optional(),
    NEWSLETTER_API_BASE: httpUrl('(the provider API base)').default(NEWSLETTER_DEFAULTS.apiBase),
    NEWSLETTER_GROUP_IDS: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      )
      .refine((ids) => ids.every((id) => /^[\w-]{1,64}$/.test(id)), 'must be a comma-separated list of group ids')
      .default(''),
    NEWSLETTER_DOUBLE_OPT_IN: flag(NEWSLETTER_DEFAULTS.doubleOptIn),
    NEWSLETTER_REDIRECT_URL: httpUrl('(where the confirmation link lands)').optional(),

    /** Who may sign in to the console; without anyone, every /api/admin route answers 404. */
    ADMIN_EMAILS: commaList(
      (email) => EMAIL_ADDRESS.test(email),
      'must be a comma-separated list of email addresses',
    ).transform((emails) => [...new Set(emails.map((email) => email.toLowerCase()))]),
    ADMIN_SESSION_HOURS: wholeNumber(12, { min: 1, max: 168 }),
    ADMIN_SIGN_IN_RATE_LIMIT: wholeNumber(5, { max: 1_000 }),
    VITALS_RATE_LIMIT: wholeNumber(30, { max: 100_000 }),

    MAILERLITE_API_KEY: z
      .string()
      .regex(/^[\x21-\x7e]{1,2000}$/, 'must be the API token, without spaces')
      .optional(),
    MAILERLITE_GROUPS: commaList((id) => /^[\w-]{1,64}$/.test(id), 'must be a comma-separated list of group ids'),
    MAILERLITE_API_URL: httpUrl('(the MailerLite API base)')
      .transform((value) => value.replace(/\/+$/, ''))
      .default('https://connect.mailerlite.com/api'),

    /** "Ask the docs": who answers (the offline extractive answer, or a chatflow of the platform). */
    ASK_PROVIDER: z
      .enum(ASK_PROVIDERS, { errorMap: () => ({ message: `must be one of ${ASK_PROVIDERS.join(', ')}` }) })
      .default('offline'),
    /** The platform's API host; the prediction endpoint is `<url>/api/v1/prediction/<ASK_CHATFLOW_ID>`. */
    ASK_SIDEKICK_URL: httpUrl('(the platform API host)')
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
    ASK_CHATFLOW_ID: z
      .string()
      .regex(/^[\w-]{1,100}$/, 'must be the chatflow id: letters, digits, - or _')
      .optional(),
    ASK_API_KEY: z
      .string()
      .regex(/^[\x21-\x7e]{1,2000}$/, 'must be the API key, without spaces')
      .optional(),
    ASK_SIDEKICK_TIMEOUT_MS: wholeNumber(20_000, { min: 1_000, max: 300_000 }),
    ASK_SIDEKICK_DAILY_LIMIT: wholeNumber(1_000, { max: 10_000_000 }),
    ASK_RATE_LIMIT: wholeNumber(10, { max: 100_000 }),
    ASK_MAX_STREAMS: wholeNumber(20, { min: 1, max: 10_000 }),
    ASK_RETENTION_DAYS: wholeNumber(90, { min: 1, max: 3_650 }),
  })
  .superRefine((env, context) => {
    const require = (names: readonly (keyof typeof env)[], when: string) => {
      for (const name of names) {
        if (!env[name]) context.addIssue({ code: 'custom', path: [name], message: `is required when ${when}` });
      }
    };
    if (env.NEWSLETTER_PROVIDER === 'mailerlite') {
      require(['NEWSLETTER_FORM_ID', 'NEWSLETTER_ACCOUNT_ID'], 'NEWSLETTER_PROVIDER is mailerlite');
    }
    if (env.ASK_PROVIDER === 'sidekick') {
      require(['ASK_SIDEKICK_URL', 'ASK_CHATFLOW_ID'], 'ASK_PROVIDER is sidekick');
    }
  });

export type Env = z.output<typeof EnvSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/**
 * Validates the environment once at boot. Blank values count as unset so that
 * `PORT=` in a .env file falls back to the default instead of failing.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const present = Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
  );
  const result = EnvSchema.safeParse(present);
  if (result.success) return result.data;

  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.');
    // A missing variable has no value to show; a secret's value is never shown.
    const shown = SECRET.has(name) || present[name] === undefined ? '' : ` (got ${JSON.stringify(present[name])})`;
    return `  ${name} ${issue.message}${shown}`;
  });
  throw new EnvError(`Invalid environment:\n${problems.join('\n')}`);
}
