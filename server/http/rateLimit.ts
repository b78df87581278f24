import type { Context, MiddlewareHandler } from 'hono';
import { apiError } from './errors';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * A fixed one-minute window per key (the client address), kept in memory: each
 * instance counts on its own, so N instances allow up to N times the limit.
 * A limit of 0 turns it off.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request; the seconds to wait when over the limit, else 0. */
  take(key: string): number {
    if (this.limit === 0) return 0;
    const now = this.now();
    if (this.windows.size > 10_000) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > this.limit ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The client's address. Behind a trusted proxy it is the last X-Forwarded-For
 * entry, the one our proxy appended; earlier entries come from the client and
 * can be forged.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
    if (forwarded) return forwarded;
  }
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown';
}

export function rateLimit(limiter: RateLimiter, trustProxy: boolean, what: string): MiddlewareHandler {
  return async (c, next) => {
    const wait = limiter.take(clientAddress(c, trustProxy));
    if (wait === 0) return next();
    c.header('Retry-After', String(wait));
    return apiError(
      c,
      429,
      'rate_limited',
      `Too many ${what} from your address: at most ${limiter.limit} a minute. Try again in ${wait} s.`,
    );
  };
}
