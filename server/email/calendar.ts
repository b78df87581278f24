/**
 * Calendar entries for a session: an iCalendar (RFC 5545) file for the
 * confirmation email's attachment and "add to calendar" links for Google and
 * Outlook. The link builders and the .ics document are the ones the
 * thank-you page uses in the browser (src/lib/calendar.ts).
 */

import {
  foldIcsLine,
  icsDocument,
  googleCalendarLink as googleLink,
  outlookCalendarLink as outlookLink,
  utcStamp,
  type CalendarLinkEntry,
  type IcsOrganizer,
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
  /** The sender of the email: an emailed invitation is a PUBLISH message, which names its organizer. */
  organizer: IcsOrganizer;
}

/** 20251127T190000Z */
export const icsTimestamp = (date: Date): string => utcStamp(date.getTime());

/** Folds a content line at 75 octets, never inside a UTF-8 sequence (RFC 5545 §3.1). */
export const foldLine = foldIcsLine;

export const icsFile = (event: CalendarEvent, now: Date): string =>
  icsDocument({ ...linkEntry(event), uid: event.uid, url: event.url, organizer: event.organizer }, now.getTime());

const linkEntry = (event: CalendarEvent): CalendarLinkEntry => ({
  title: event.title,
  details: event.description,
  location: event.location,
  start: event.start.getTime(),
  end: event.end.getTime(),
});

export const googleCalendarLink = (event: CalendarEvent): string => googleLink(linkEntry(event));

export const outlookCalendarLink = (event: CalendarEvent): string => outlookLink(linkEntry(event));
