import { WEEKLY_WORKSHOP } from '../../config/banner';
import { webinarConfig, type WebinarConfig } from '../../config/webinar';
import { nextWorkshop } from '../../src/lib/workshopDate';

export interface Session {
  startsAt: Date;
  endsAt: Date;
}

/** The session people register for at `now`: the next weekly workshop (the same rule as the banner). */
export function nextSession(now: Date, config: WebinarConfig = webinarConfig): Session {
  const { startsAt } = nextWorkshop(now, WEEKLY_WORKSHOP);
  return { startsAt: new Date(startsAt), endsAt: new Date(startsAt + config.session.durationMinutes * 60_000) };
}

/** The same session seen from its start time (for emails about a registration). */
export function sessionAt(startsAt: Date, config: WebinarConfig = webinarConfig): Session {
  return { startsAt, endsAt: new Date(startsAt.getTime() + config.session.durationMinutes * 60_000) };
}
