import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { consumeSignInLink, countRecentLinks, deleteExpiredLinks, insertSignInLink } from '../db/adminLinks';
import {
  deleteEndedSessions,
  findAdminSession,
  insertAdminSession,
  revokeAdminSession,
  type AdminSession,
} from '../db/adminSessions';
import { enqueue } from '../db/outbox';
import { SIGN_IN_LINK_MINUTES } from '../email/compose';
import type { Logger } from '../logger';

const MINUTE = 60_000;
/** At most this many links per address per link lifetime, however many addresses ask. */
export const LINKS_PER_ADDRESS = 5;
/** How long ended links and sessions are kept (for questions like "who signed in last week?") before a sign-in deletes them. */
export const LINK_RETENTION_DAYS = 1;
export const SESSION_RETENTION_DAYS = 30;
const DAY = 24 * 60 * MINUTE;

/** 32 random bytes, URL-safe: sign-in link tokens and session ids. */
function secret(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a token or session id. */
export function hashSecret(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export interface AdminAuthOptions {
  db: Database;
  /** ADMIN_EMAILS, lower-cased. */
  allowed: ReadonlySet<string>;
  sessionHours: number;
  clock: () => Date;
  onEmailQueued: () => void;
  logger: Logger;
}

export type AdminAuth = ReturnType<typeof createAdminAuth>;

export function createAdminAuth({ db, allowed, sessionHours, clock, onEmailQueued, logger }: AdminAuthOptions) {
  const inFlight = new Set<Promise<void>>();

  /** Stores a link for an allowed address and queues its email; does nothing for any other address. */
  async function issueLink(email: string): Promise<void> {
    if (!allowed.has(email)) return;
    const now = clock();
    const queued = await db.transaction(async (tx) => {
      // Serialises requests for one address so the cap below holds under concurrency.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`admin-link:${email}`]);
      const since = new Date(now.getTime() - SIGN_IN_LINK_MINUTES * MINUTE);
      if ((await countRecentLinks(tx, email, since)) >= LINKS_PER_ADDRESS) return false;
      const token = secret();
      const id = randomUUID();
      await insertSignInLink(tx, {
        id,
        email,
        tokenHash: hashSecret(token),
        expiresAt: new Date(now.getTime() + SIGN_IN_LINK_MINUTES * MINUTE),
        now,
      });
      await enqueue(tx, {
        kind: 'admin_sign_in',
        recipient: email,
        adminLinkId: id,
        payload: token,
        sendAfter: now,
        now,
      });
      return true;
    });
    if (queued) onEmailQueued();
    else logger.warn(`admin sign-in: more than ${LINKS_PER_ADDRESS} links asked for one address; no email sent`);
  }

  return {
    enabled: allowed.size > 0,

    /**
     * Starts the link request and returns at once: the answer, and how long it
     * takes, are the same for an allowed address and any other.
     */
    requestLink(email: string): void {
      const work = issueLink(email).catch((error: unknown) =>
        logger.error('admin sign-in: could not issue a link', error),
      );
      inFlight.add(work);
      void work.finally(() => inFlight.delete(work));
    },

    /** Resolves when the link requests under way have been stored (tests, shutdown). */
    async settled(): Promise<void> {
      await Promise.all([...inFlight]);
    },

    /** Uses the link and opens a session; undefined for an unknown, used or expired link. */
    async signIn(token: string): Promise<{ sessionId: string; email: string; expiresAt: Date } | undefined> {
      const now = clock();
      const email = await consumeSignInLink(db, hashSecret(token), now);
      // An address taken off ADMIN_EMAILS after its link was sent does not get in.
      if (!email || !allowed.has(email)) return undefined;
      const sessionId = secret();
      const expiresAt = new Date(now.getTime() + sessionHours * 60 * MINUTE);
      await insertAdminSession(db, { idHash: hashSecret(sessionId), email, now, expiresAt });
      logger.info(`admin sign-in: ${email} signed in until ${expiresAt.toISOString()}`);
      // Each sign-in clears out what has long ended: the tables stay the size of the team's recent use.
      await deleteExpiredLinks(db, new Date(now.getTime() - LINK_RETENTION_DAYS * DAY));
      await deleteEndedSessions(db, new Date(now.getTime() - SESSION_RETENTION_DAYS * DAY));
      return { sessionId, email, expiresAt };
    },

    /** The live session for a cookie value, if its address is still allowed. */
    async session(sessionId: string | undefined): Promise<AdminSession | undefined> {
      if (!sessionId || sessionId.length > 100) return undefined;
      const session = await findAdminSession(db, hashSecret(sessionId), clock());
      return session && allowed.has(session.email) ? session : undefined;
    },

    async signOut(sessionId: string): Promise<void> {
      await revokeAdminSession(db, hashSecret(sessionId), clock());
    },
  };
}
