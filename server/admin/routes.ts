import { Hono, type MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AskIndex } from '../ask/types';
import { csvCell, csvRow } from '../cli/csv';
import { LEAD_COLUMNS, leadCsvRow } from '../cli/leads';
import type { Database } from '../db/database';
import { feedbackReport } from '../db/feedback';
import { filteredLeads, findListedLead, leadFigures, searchLeads, type ExportedLead } from '../db/leads';
import { listOutbox, outboxFigures, outboxForLead, retryFailed, type OutboxEntry } from '../db/outbox';
import { listSessions } from '../db/sessions';
import { filteredSubscribers, searchSubscribers, subscriberFigures, type ListedSubscriber } from '../db/subscribers';
import { vitalsP75 } from '../db/vitals';
import { emailField } from '../http/fields';
import { apiError } from '../http/errors';
import { parseJsonBody, readLimited } from '../http/body';
import { sameOriginChanges } from '../http/origin';
import { renderPage } from '../http/page';
import { rateLimit, RateLimiter } from '../http/rateLimit';
import type { Logger } from '../logger';
import { cameOverTls } from '../security';
import type { WebinarService } from '../webinar/registrations';
import { VITALS_THRESHOLDS } from '../vitals/pageKind';
import type { AdminAuth } from './auth';
import { csvDownload } from './csvDownload';
import { questionRoutes } from './questions';
import {
  FeedbackQuery,
  isUuid,
  leadFilter,
  OutboxQuery,
  parseQuery,
  RegistrationQuery,
  SubscriberQuery,
  subscriberFilter,
  VitalsQuery,
} from './queries';

export const SESSION_COOKIE = 'aa_admin';
/** The cookie goes only to the admin API, never to the public pages or the rest of /api. */
const COOKIE_PATH = '/api/admin';
/** The routes a browser without a session may call; every other /api/admin route needs one. */
export const PUBLIC_ADMIN_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/admin/sign-in',
  'GET /api/admin/sign-in/confirm',
  'POST /api/admin/sign-in/confirm',
]);
const OVERVIEW_DAYS = 90;
const DAY = 86_400_000;

export const SIGN_IN_ANSWER =
  'If this address may use the console, a sign-in link is on its way. It works once, within 15 minutes.';

export interface AdminRoutesOptions {
  db: Database;
  auth: AdminAuth;
  webinar: WebinarService;
  siteUrl: string;
  trustProxy: boolean;
  /** Link requests per client address per minute. */
  signInRateLimit: number;
  mailerLiteEnabled: boolean;
  clock: () => Date;
  /** Wakes the outbox worker after a retry. */
  kick: () => void;
  logger: Logger;
  /** "Ask the docs"'s index, for the pages closest to the questions it could not answer; absent when Ask is off. */
  askIndex?: () => Promise<AskIndex | undefined>;
}

/** What the session check leaves for the routes: who is signed in. */
export type AdminEnv = { Variables: { adminEmail: string } };
type Env = AdminEnv;

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

function leadJson(lead: ExportedLead) {
  return {
    id: lead.id,
    email: lead.email,
    firstName: lead.firstName ?? null,
    company: lead.company ?? null,
    jobTitle: lead.jobTitle ?? null,
    leadScore: lead.leadScore,
    sessionId: lead.sessionId,
    sessionStartsAt: iso(lead.sessionStartsAt),
    registeredAt: iso(lead.registeredAt),
    utmSource: lead.utm.utm_source ?? null,
    utmMedium: lead.utm.utm_medium ?? null,
    utmCampaign: lead.utm.utm_campaign ?? null,
    checklistRequestCount: lead.checklistRequestCount,
    unsubscribedAt: iso(lead.unsubscribedAt),
  };
}

function outboxJson(entry: OutboxEntry) {
  return {
    id: entry.id,
    kind: entry.kind,
    channel: entry.kind === 'mailerlite_sync' ? 'mailerlite' : 'email',
    recipient: entry.recipient,
    leadId: entry.leadId,
    subscriberId: entry.subscriberId,
    status: entry.status,
    attempts: entry.attempts,
    lastError: entry.lastError,
    sendAfter: iso(entry.sendAfter),
    sentAt: iso(entry.sentAt),
    createdAt: iso(entry.createdAt),
  };
}

function subscriberJson(subscriber: ListedSubscriber) {
  return {
    id: subscriber.id,
    email: subscriber.email,
    name: subscriber.name,
    source: subscriber.source,
    status: subscriber.status,
    createdAt: iso(subscriber.createdAt),
    confirmedAt: iso(subscriber.confirmedAt),
    unsubscribedAt: iso(subscriber.unsubscribedAt),
  };
}

const SUBSCRIBER_COLUMNS = ['id', 'email', 'name', 'source', 'status', 'created_at', 'confirmed_at', 'unsubscribed_at'];

function subscriberCsvRow(subscriber: ListedSubscriber): string {
  const fixed = (value: unknown) => csvCell(value, { typed: false });
  return csvRow([
    fixed(subscriber.id),
    csvCell(subscriber.email),
    csvCell(subscriber.name),
    csvCell(subscriber.source),
    fixed(subscriber.status),
    fixed(subscriber.createdAt),
    fixed(subscriber.confirmedAt),
    fixed(subscriber.unsubscribedAt),
  ]);
}

const SignInBody = z.object({ email: emailField });

/**
 * The console's API under /api/admin (see server/admin/API.md). Every route
 * but the three sign-in ones needs a live session; every change needs the
 * site's Origin. Mounted only when ADMIN_EMAILS names someone.
 */
export function adminRoutes(options: AdminRoutesOptions): Hono<Env> {
  const { db, auth, webinar, siteUrl, trustProxy, clock, logger } = options;
  const routes = new Hono<Env>();

  // The console's data is personal: nothing under /api/admin is cached or indexed.
  routes.use('/admin/*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
    c.res.headers.set('X-Robots-Tag', 'noindex');
  });
  routes.use('/admin/*', sameOriginChanges(siteUrl));

  const requireSession: MiddlewareHandler<Env> = async (c, next) => {
    if (PUBLIC_ADMIN_ROUTES.has(`${c.req.method} ${c.req.path}`)) return next();
    const session = await auth.session(getCookie(c, SESSION_COOKIE));
    if (!session) return apiError(c, 401, 'unauthorized', 'Sign in to use the console.');
    c.set('adminEmail', session.email);
    return next();
  };
  routes.use('/admin/*', requireSession);

  // --- Sign-in -------------------------------------------------------------

  routes.post(
    '/admin/sign-in',
    rateLimit(new RateLimiter(options.signInRateLimit), trustProxy, 'sign-in requests'),
    async (c) => {
      const body = await parseJsonBody(c, SignInBody, 2048);
      if (!body.ok) return body.response;
      auth.requestLink(body.value.email);
      return c.json({ ok: true, message: SIGN_IN_ANSWER }, 202);
    },
  );

  routes.get('/admin/sign-in/confirm', (c) => {
    const token = c.req.query('token') ?? '';
    // A GET only shows a button: mail scanners that open links must not use up the one-time token.
    return c.html(
      renderPage({
        title: 'Sign in',
        heading: 'Sign in to the console',
        paragraphs: ['Press the button to finish signing in. The link works once.'],
        links: [],
        form: { action: '/api/admin/sign-in/confirm', label: 'Sign in', fields: { token } },
      }),
      200,
    );
  });

  const confirmLimiter = new RateLimiter(Math.max(options.signInRateLimit * 4, 20));
  routes.post('/admin/sign-in/confirm', rateLimit(confirmLimiter, trustProxy, 'sign-in attempts'), async (c) => {
    const type = c.req.header('content-type') ?? '';
    const raw = (await readLimited(c.req.raw, 2048)) ?? '';
    const asJson = /^application\/json/i.test(type);
    let token = '';
    if (asJson) {
      try {
        const parsed = JSON.parse(raw) as { token?: unknown };
        if (typeof parsed.token === 'string') token = parsed.token;
      } catch {
        token = '';
      }
    } else {
      token = new URLSearchParams(raw).get('token') ?? '';
    }
    const signedIn = token && token.length <= 100 ? await auth.signIn(token) : undefined;
    if (!signedIn) {
      if (asJson)
        return apiError(c, 400, 'invalid_link', 'This sign-in link is unknown, used or expired. Ask for a new one.');
      return c.html(
        renderPage({
          title: 'Link expired',
          heading: 'This sign-in link no longer works',
          paragraphs: ['Each link works once, within 15 minutes. Ask for a new one from the console.'],
          links: [{ label: 'Back to the console', href: '/admin/' }],
        }),
        400,
      );
    }
    setCookie(c, SESSION_COOKIE, signedIn.sessionId, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Lax',
      secure: cameOverTls(c.req.raw, trustProxy),
      expires: signedIn.expiresAt,
    });
    if (asJson) return c.json({ email: signedIn.email, expiresAt: signedIn.expiresAt.toISOString() });
    return c.redirect('/admin/', 303);
  });

  routes.post('/admin/sign-out', async (c) => {
    const sessionId = getCookie(c, SESSION_COOKIE);
    if (sessionId) await auth.signOut(sessionId);
    deleteCookie(c, SESSION_COOKIE, { path: COOKIE_PATH, secure: cameOverTls(c.req.raw, trustProxy) });
    return c.json({ ok: true });
  });

  routes.get('/admin/me', async (c) => {
    const session = await auth.session(getCookie(c, SESSION_COOKIE));
    return c.json({ email: c.get('adminEmail'), expiresAt: iso(session?.expiresAt) });
  });

  // --- Reports -------------------------------------------------------------

  routes.get('/admin/overview', async (c) => {
    const now = clock();
    const since = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (OVERVIEW_DAYS - 1) * DAY,
    );
    const [leads, subscribers, outbox, next] = await Promise.all([
      leadFigures(db, since),
      subscriberFigures(db, since),
      outboxFigures(db),
      webinar.summary(),
    ]);
    return c.json({
      generatedAt: now.toISOString(),
      since: since.toISOString().slice(0, 10),
      registrations: {
        total: leads.registrations,
        perDay: leads.perDay.map((row) => ({ ...row, sessionStartsAt: row.sessionStartsAt.toISOString() })),
      },
      nextSession: {
        startsAt: next.startsAt.toISOString(),
        registrations: next.registrationCount,
        seats: next.seats,
        seatsLeft: next.seatsLeft,
      },
      openSessions: next.sessions.map((session) => ({
        startsAt: session.startsAt.toISOString(),
        registrations: session.registrationCount,
        seats: session.seats,
        seatsLeft: session.seatsLeft,
      })),
      leadScores: leads.scoreBands,
      sources: leads.bySource,
      checklist: leads.checklist,
      newsletter: subscribers,
      emails: outbox.email,
      mailerlite: { enabled: options.mailerLiteEnabled, ...outbox.mailerlite },
    });
  });

  routes.get('/admin/sessions', async (c) => {
    const sessions = await listSessions(db);
    return c.json({
      items: sessions.map((session) => ({ ...session, startsAt: session.startsAt.toISOString() })),
    });
  });

  routes.get('/admin/registrations', async (c) => {
    const query = parseQuery(c, RegistrationQuery);
    if (!query.ok) return query.response;
    const { page, pageSize, sort, order } = query.value;
    const result = await searchLeads(db, leadFilter(query.value), {
      sort,
      order,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return c.json({ total: result.total, page, pageSize, items: result.items.map(leadJson) });
  });

  // Before /:id, which would otherwise take "export.csv" for an id.
  routes.get('/admin/registrations/export.csv', (c) => {
    const query = parseQuery(c, RegistrationQuery);
    if (!query.ok) return query.response;
    logger.info(`admin: ${c.get('adminEmail')} exported registrations`);
    return csvDownload(c, 'registrations.csv', LEAD_COLUMNS, filteredLeads(db, leadFilter(query.value)), leadCsvRow);
  });

  routes.get('/admin/registrations/:id', async (c) => {
    const id = c.req.param('id');
    const lead = isUuid(id) ? await findListedLead(db, id) : undefined;
    if (!lead) return apiError(c, 404, 'not_found', 'No registration has this id.');
    const emails = await outboxForLead(db, id);
    return c.json({
      ...leadJson(lead),
      utmTerm: lead.utm.utm_term ?? null,
      utmContent: lead.utm.utm_content ?? null,
      abVariants: lead.abVariants,
      // The thank-you page's questions.
      answers: {
        firstName: lead.firstName ?? null,
        company: lead.company ?? null,
        jobTitle: lead.jobTitle ?? null,
        biggestChallenge: lead.biggestChallenge ?? null,
      },
      repeatCount: lead.repeatCount,
      checklistRequestedAt: iso(lead.checklistRequestedAt),
      createdAt: iso(lead.createdAt),
      emails: emails.filter((entry) => entry.kind !== 'mailerlite_sync').map(outboxJson),
      mailerlite: emails.filter((entry) => entry.kind === 'mailerlite_sync').map(outboxJson),
    });
  });

  routes.get('/admin/subscribers', async (c) => {
    const query = parseQuery(c, SubscriberQuery);
    if (!query.ok) return query.response;
    const { page, pageSize, sort, order } = query.value;
    const result = await searchSubscribers(db, subscriberFilter(query.value), {
      sort,
      order,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return c.json({ total: result.total, page, pageSize, items: result.items.map(subscriberJson) });
  });

  routes.get('/admin/subscribers/export.csv', (c) => {
    const query = parseQuery(c, SubscriberQuery);
    if (!query.ok) return query.response;
    logger.info(`admin: ${c.get('adminEmail')} exported subscribers`);
    return csvDownload(
      c,
      'subscribers.csv',
      SUBSCRIBER_COLUMNS,
      filteredSubscribers(db, subscriberFilter(query.value)),
      subscriberCsvRow,
    );
  });

  routes.get('/admin/feedback', async (c) => {
    const query = parseQuery(c, FeedbackQuery);
    if (!query.ok) return query.response;
    const { days, limit, comments } = query.value;
    const since = days === undefined ? undefined : new Date(clock().getTime() - days * DAY);
    const pages = await feedbackReport(db, { limit, since, commentsPerPage: comments });
    return c.json({
      since: iso(since),
      items: pages.map((page) => ({ ...page, url: `${siteUrl}${page.path}` })),
    });
  });

  routes.get('/admin/outbox', async (c) => {
    const query = parseQuery(c, OutboxQuery);
    if (!query.ok) return query.response;
    const { status, kind, page, pageSize } = query.value;
    const result = await listOutbox(db, { status, kind, limit: pageSize, offset: (page - 1) * pageSize });
    return c.json({ total: result.total, page, pageSize, items: result.items.map(outboxJson) });
  });

  routes.post('/admin/outbox/:id/retry', async (c) => {
    const id = c.req.param('id');
    const outcome = isUuid(id) ? await retryFailed(db, id, clock()) : 'not_found';
    if (outcome === 'not_found') return apiError(c, 404, 'not_found', 'No outbox message has this id.');
    if (outcome === 'not_failed') {
      return apiError(c, 409, 'conflict', 'Only a failed message can be retried (sign-in emails never are).');
    }
    logger.info(`admin: ${c.get('adminEmail')} queued outbox message ${id} again`);
    options.kick();
    return c.json({ ok: true, id, status: 'pending' });
  });

  routes.get('/admin/vitals', async (c) => {
    const query = parseQuery(c, VitalsQuery);
    if (!query.ok) return query.response;
    const now = clock();
    const since = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (query.value.days - 1) * DAY,
    )
      .toISOString()
      .slice(0, 10);
    const days = await vitalsP75(db, since);
    const good = (value: number | null, limit: number) => (value === null ? null : value <= limit);
    return c.json({
      since,
      thresholds: VITALS_THRESHOLDS,
      items: days.map((day) => ({
        ...day,
        good: {
          lcp: good(day.lcp, VITALS_THRESHOLDS.lcp),
          inp: good(day.inp, VITALS_THRESHOLDS.inp),
          cls: good(day.cls, VITALS_THRESHOLDS.cls),
          ttfb: good(day.ttfb, VITALS_THRESHOLDS.ttfb),
        },
      })),
    });
  });

  routes.route('/admin/questions', questionRoutes({ db, clock, logger, askIndex: options.askIndex }));

  return routes;
}
