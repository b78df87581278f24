import { site } from '@site/config/site';
import type { WebinarConfig } from '@site/config/webinar';
import { thankYou } from '@site/src/data/webinar';
import { utcStamp, type CalendarEvent } from '@site/src/lib/calendar';

/** The landing page's public address, for calendar entries and share links. */
export const LANDING_URL = `${site.url}/webinar-enterprise-ai`;

/** The session as a calendar event: one id per session, so importing twice updates one entry. */
export function sessionEvent(config: WebinarConfig, startsAt: number): CalendarEvent {
  return {
    startsAt,
    durationMinutes: config.session.durationMinutes,
    title: config.session.title,
    description: thankYou.calendar.description,
    location: config.session.location,
    url: LANDING_URL,
    uid: `${utcStamp(startsAt)}-enterprise-ai-webinar@${new URL(site.url).hostname}`,
  };
}
