/**
 * Calendar entries for a session: an iCalendar (RFC 5545) file for the
 * confirmation email's attachment and "add to calendar" links for Google and
 * Outlook. The link builders and the iCalendar text rules are the ones the
 * thank-you page uses in the browser (src/lib/calendar.ts).
 */

import {
  escapeIcsText,
  foldIcsLine,
  googleCalendarLink as googleLink,
  outlookCalendarLink as outlookLink,
  utcStamp,
  type CalendarLinkEntry,
} from '../../src/lib/calendar';

export interface CalendarEvent {
  /** Stable per session, so a second invite updates the first instead of duplicating it. */
  uid: string;
  title: string;
  description: string;
  location: string;
  url?: string;
  start: Date;
  end: Date;
}

/** 20251127T190000Z */
export const icsTimestamp = (date: Date): string => utcStamp(date.getTime());

/** Folds a content line at 75 octets, never inside a UTF-8 sequence (RFC 5545 §3.1). */
export const foldLine = foldIcsLine;

export function icsFile(event: CalendarEvent, now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//AnswerAgentAI//Enterprise AI Webinar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsTimestamp(now)}`,
    `DTSTART:${icsTimestamp(event.start)}`,
    `DTEND:${icsTimestamp(event.end)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeIcsText(event.title)}`,
    'TRIGGER:-PT15M',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

const linkEntry = (event: CalendarEvent): CalendarLinkEntry => ({
  title: event.title,
  details: event.description,
  location: event.location,
  start: event.start.getTime(),
  end: event.end.getTime(),
});

export const googleCalendarLink = (event: CalendarEvent): string => googleLink(linkEntry(event));

export const outlookCalendarLink = (event: CalendarEvent): string => outlookLink(linkEntry(event));
