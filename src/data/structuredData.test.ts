import { describe, expect, it } from 'vitest';
import { WEEKLY_WORKSHOP } from '../../config/banner';
import { site } from '../../config/site';
import { webinarConfig } from '../../config/webinar';
import { upcomingSessions } from '../../server/webinar/session';
import { webinarSessionEvents, weeklyWorkshopEvent } from './structuredData';

const registration = `${site.url}/webinar-enterprise-ai`;

/** What a search engine needs of an online event to list it (schema.org Event, Google's event guidelines). */
function expectOnlineFreeEvent(event: Record<string, unknown>) {
  expect(event).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: webinarConfig.session.title,
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'VirtualLocation', url: registration },
    organizer: { '@type': 'Organization', name: site.title },
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD', url: registration },
  });
  expect(String(event.description)).not.toBe('');
  const start = Date.parse(String(event.startDate));
  expect(Date.parse(String(event.endDate)) - start).toBe(webinarConfig.session.durationMinutes * 60_000);
}

describe('the weekly workshop as an Event (/ai-workshops)', () => {
  it('names the next session, on the Los Angeles clock, and the weekly schedule', () => {
    const event = weeklyWorkshopEvent('Weekly workshop.', new Date('2026-11-27T20:00:00Z'));
    expectOnlineFreeEvent(event);
    expect(event.startDate).toBe('2026-12-03T11:00:00-08:00');
    expect(event.endDate).toBe('2026-12-03T11:45:00-08:00');
    expect(event.eventSchedule).toMatchObject({
      repeatFrequency: 'P1W',
      byDay: 'https://schema.org/Thursday',
      startTime: '11:00:00',
      scheduleTimezone: WEEKLY_WORKSHOP.timeZone,
    });
  });

  it('is the coming session until it starts, then the one a week later, across a change of the clocks', () => {
    expect(weeklyWorkshopEvent('', new Date('2026-03-12T17:59:00Z')).startDate).toBe('2026-03-12T11:00:00-07:00');
    expect(weeklyWorkshopEvent('', new Date('2026-03-12T18:00:00Z')).startDate).toBe('2026-03-19T11:00:00-07:00');
    expect(weeklyWorkshopEvent('', new Date('2026-10-30T12:00:00Z')).startDate).toBe('2026-11-05T11:00:00-08:00');
  });
});

describe('the webinar page’s Events (/webinar-enterprise-ai)', () => {
  const now = new Date('2026-11-27T20:00:00Z');
  const events = webinarSessionEvents('A free live session.', now);

  it('are the sessions the service takes registrations for, next first, each an online, free event', () => {
    expect(events.map((event) => Date.parse(String(event.startDate)))).toEqual(
      upcomingSessions(now).map((session) => session.startsAt.getTime()),
    );
    expect(events).toHaveLength(webinarConfig.session.upcomingSessions);
    expect(events[0]?.startDate).toBe('2026-12-03T11:00:00-08:00');
    for (const event of events) expectOnlineFreeEvent(event);
  });

  it('still name a session to come up to the last registration day a build offers', () => {
    const lastOpen = Date.parse(String(events.at(-1)?.startDate));
    expect(lastOpen - now.getTime()).toBeGreaterThan((webinarConfig.session.upcomingSessions - 1) * 7 * 86_400_000);
  });
});
