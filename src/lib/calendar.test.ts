import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, icsCalendar, outlookCalendarUrl, utcStamp, type CalendarEvent } from './calendar';

const event: CalendarEvent = {
  startsAt: Date.parse('2026-11-26T19:00:00Z'),
  durationMinutes: 45,
  title: 'Enterprise AI Webinar: Deploy AI Agents in Weeks',
  description: 'Live, 45 minutes; bring one process, a question, and your team.',
  location: 'Live online webinar',
  url: 'https://answeragent.ai/webinar-enterprise-ai',
  uid: '20261126T190000Z-enterprise-ai-webinar@answeragent.ai',
};

/** Unfolds an .ics document into its logical lines. */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n');
}

describe('calendar links', () => {
  it('formats UTC stamps in the basic format', () => {
    expect(utcStamp(event.startsAt)).toBe('20261126T190000Z');
  });

  it('gives Google the start and the 45-minute end', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe(event.title);
    expect(url.searchParams.get('dates')).toBe('20261126T190000Z/20261126T194500Z');
    expect(url.searchParams.get('location')).toBe(event.location);
    expect(url.searchParams.get('details')).toContain(event.url);
  });

  it('gives Outlook ISO start and end', () => {
    const url = new URL(outlookCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(url.searchParams.get('subject')).toBe(event.title);
    expect(url.searchParams.get('startdt')).toBe('2026-11-26T19:00:00.000Z');
    expect(url.searchParams.get('enddt')).toBe('2026-11-26T19:45:00.000Z');
  });
});

describe('.ics document', () => {
  const ics = icsCalendar(event, Date.parse('2026-11-20T08:30:00Z'));
  const lines = unfold(ics);

  it('is an iCalendar 2.0 document with CRLF line endings', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('is plain calendar data for a download: no iTIP method, so no organizer is needed', () => {
    expect(lines.filter((line) => /^(METHOD|ORGANIZER|ATTENDEE)[;:]/.test(line))).toEqual([]);
  });

  it('holds one 45-minute event', () => {
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('DTSTART:20261126T190000Z');
    expect(lines).toContain('DTEND:20261126T194500Z');
    expect(lines).toContain('DTSTAMP:20261120T083000Z');
    expect(lines).toContain(`UID:${event.uid}`);
    expect(lines).toContain('LOCATION:Live online webinar');
  });

  it('escapes commas, semicolons and newlines in text', () => {
    expect(lines).toContain(
      'DESCRIPTION:Live\\, 45 minutes\\; bring one process\\, a question\\, and your team.\\n\\nhttps://answeragent.ai/webinar-enterprise-ai',
    );
  });

  it('folds lines at 75 octets', () => {
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const long = icsCalendar({ ...event, description: 'é'.repeat(200) }, event.startsAt);
    for (const line of long.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(unfold(long).find((line) => line.startsWith('DESCRIPTION:é'))).toContain('é'.repeat(200));
  });
});
