import path from 'node:path';
import { z } from 'zod';
import { LOG_LEVELS } from './logger';

const PORT_RULE = 'must be a whole number from 0 to 65535';
const BOOLEAN_WORDS = ['true', 'false', '1', '0'];

/** Variables whose value must never be echoed back in an error message. */
const SECRET = new Set(['DATABASE_URL']);

function isPostgresUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'postgres:' || protocol === 'postgresql:';
  } catch {
    return false;
  }
}

const EnvSchema = z.object({
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
  TRUST_PROXY: z
    .string()
    .transform((value) => value.toLowerCase())
    .refine((value) => BOOLEAN_WORDS.includes(value), 'must be true or false')
    .transform((value) => value === 'true' || value === '1')
    .default('false'),
  DATABASE_URL: z.string().refine(isPostgresUrl, 'must be a postgres:// or postgresql:// URL').optional(),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { errorMap: () => ({ message: `must be one of ${LOG_LEVELS.join(', ')}` }) })
    .default('info'),
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
    const shown = SECRET.has(name) ? '' : ` (got ${JSON.stringify(present[name])})`;
    return `  ${name} ${issue.message}${shown}`;
  });
  throw new EnvError(`Invalid environment:\n${problems.join('\n')}`);
}
