import { Hono } from 'hono';
import type { Logger } from '../logger';
import { parseJsonBody } from '../http/body';
import { WEEKLY_WORKSHOP } from '../../config/banner';
import { usZoneParts } from '../../src/lib/sessionTime';
import { apiError, validationError } from '../http/errors';
import { sameOriginPosts } from '../http/origin';
import { rateLimit, RateLimiter } from '../http/rateLimit';
import { CHECKLIST_FILENAME, renderChecklist } from '../webinar/checklist';
import type { RegistrationResult, SessionSeatsSummary, WebinarService } from '../webinar/registrations';
import { ChecklistBody, ProfileBody, RegisterBody } from '../webinar/schemas';

export interface WebinarRoutesOptions {
  service: WebinarService;
  siteUrl: string;
  trustProxy: boolean;
  /** Requests per client address per minute to each form endpoint; 0 turns the limit off. */
  rateLimit: number;
  logger: Logger;
}

function registrationJson(result: RegistrationResult) {
  return {
    registrationId: result.registrationId,
    sessionStart: result.sessionStart.toISOString(),
    leadScore: result.leadScore,
    repeat: result.repeat,
  };
}

/** "Thursday, March 5 at 11:00 AM PT", for messages people read. */
function inPacificTime(instant: Date): string {
  const { date, time } = usZoneParts(instant.getTime(), WEEKLY_WORKSHOP);
  return `${date} at ${time} PT`;
}

function seatsJson(session: SessionSeatsSummary) {
  return {
    startsAt: session.startsAt.toISOString(),
    seats: session.seats,
    seatsLeft: session.seatsLeft,
    registrationCount: session.registrationCount,
  };
}

export function webinarRoutes({ service, siteUrl, trustProxy, rateLimit: limit, logger }: WebinarRoutesOptions): Hono {
  const routes = new Hono();
  const checklist = renderChecklist(siteUrl);
  routes.use('/webinar/*', sameOriginPosts(siteUrl));

  routes.post('/webinar/register', rateLimit(new RateLimiter(limit), trustProxy, 'registrations'), async (c) => {
    const body = await parseJsonBody(c, RegisterBody);
    if (!body.ok) return body.response;
    c.header('Cache-Control', 'no-store');
    if (body.value.website) {
      // A bot filled in the hidden field: it gets the answer a person would, and nothing happens.
      logger.info('register: honeypot field filled; dropped');
      return c.json(registrationJson(service.decoy(body.value)), 201);
    }
    const outcome = await service.register(body.value);
    switch (outcome.kind) {
      case 'registered':
        return c.json(registrationJson(outcome.result), outcome.result.repeat ? 200 : 201);
      case 'not_offered':
        return validationError(
          c,
          'sessionStart',
          `must be the start of a session open for registration: ${outcome.offered.map((start) => start.toISOString()).join(', ')}`,
        );
      case 'full': {
        const { sessionStart, nextWithSeats } = outcome;
        const next = nextWithSeats
          ? `The next session with seats left is on ${inPacificTime(nextWithSeats)}.`
          : 'So is every other session open for registration; a new one opens each week.';
        return apiError(
          c,
          409,
          'session_full',
          `sessionStart: every seat of the session on ${inPacificTime(sessionStart)} is taken. ${next}`,
          {
            field: 'sessionStart',
            sessionStart: sessionStart.toISOString(),
            nextSessionStart: nextWithSeats?.toISOString() ?? null,
          },
        );
      }
    }
  });

  routes.get('/webinar/session', async (c) => {
    const summary = await service.summary();
    c.header('Cache-Control', 'no-store');
    return c.json({ ...seatsJson(summary), sessions: summary.sessions.map(seatsJson) });
  });

  routes.post(
    '/webinar/download-checklist',
    rateLimit(new RateLimiter(limit), trustProxy, 'checklist requests'),
    async (c) => {
      const body = await parseJsonBody(c, ChecklistBody);
      if (!body.ok) return body.response;
      await service.requestChecklist(body.value);
      return c.body(checklist, 200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Disposition': `attachment; filename="${CHECKLIST_FILENAME}"`,
        'Cache-Control': 'no-store',
      });
    },
  );

  routes.get('/webinar/checklist', (c) =>
    c.body(checklist, 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Disposition': `inline; filename="${CHECKLIST_FILENAME}"`,
      'Cache-Control': 'public, max-age=3600',
    }),
  );

  routes.post('/webinar/profile', rateLimit(new RateLimiter(limit), trustProxy, 'profile updates'), async (c) => {
    const body = await parseJsonBody(c, ProfileBody);
    if (!body.ok) return body.response;
    const found = await service.updateProfile(body.value);
    if (!found) {
      return apiError(c, 404, 'not_found', 'registrationId: no registration has this id.', {
        field: 'registrationId',
      });
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ ok: true });
  });

  return routes;
}
