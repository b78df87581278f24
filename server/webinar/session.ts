import { WEEKLY_WORKSHOP } from '../../config/banner';
import { webinarConfig, type WebinarConfig } from '../../config/webinar';
import { nextWorkshop, upcomingWorkshops } from '../../src/lib/workshopDate';

export interface Session {
  startsAt: Date;
  endsAt: Date;
}

/** The session people register for at `now`: the next weekly workshop (the same rule as the banner). */
export function nextSession(now: Date, config: WebinarConfig = webinarConfig): Session {
  const { startsAt } = nextWorkshop(now, WEEKLY_WORKSHOP);
  return { startsAt: new Date(startsAt), endsAt: new Date(startsAt + config.session.durationMinutes * 60_000) };
}

/**
 * The sessions open for registration at `now`: the coming one and the weekly
 * ones after it, `session.upcomingSessions` in all, with the banner's rule
 * (src/lib/workshopDate.ts `upcomingWorkshops`).
 */
export function upcomingSessions(now: Date, config: WebinarConfig = webinarConfig): Session[] {
  return upcomingWorkshops(now, WEEKLY_WORKSHOP, config.session.upcomingSessions).map(({ startsAt }) =>
    sessionAt(new Date(startsAt), config),
  );
}

/** The same session seen from its start time (for emails about a registration). */
export function sessionAt(startsAt: Date, config: WebinarConfig = webinarConfig): Session {
  return { startsAt, endsAt: new Date(startsAt.getTime() + config.session.durationMinutes * 60_000) };
}
