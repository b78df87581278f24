/**
 * Add-to-calendar links and the .ics file for the webinar session, built in
 * the browser from the session's start. Every format uses the same start,
 * length, title, description and location. The link builders and the
 * iCalendar text rules are shared with the confirmation email
 * (server/email/calendar.ts).
 */

export interface CalendarEvent {
  /** Start instant, milliseconds since the epoch. */
  startsAt: number;
  durationMinutes: number;
  title: string;
  description: string;
  location: string;
  /** A page about the event (the landing page). */
  url: string;
  /** A stable id, so a second import updates the entry instead of duplicating it. */
  uid: string;
}

const endOf = (event: CalendarEvent) => event.startsAt + event.durationMinutes * 60_000;

/** 20261126T190000Z: UTC in the iCalendar basic format, also what Google expects. */
export function utcStamp(instant: number): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** What an add-to-calendar link carries; instants in milliseconds since the epoch. */
export interface CalendarLinkEntry {
  title: string;
  details: string;
  location: string;
  start: number;
  end: number;
}

export function googleCalendarLink(entry: CalendarLinkEntry): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${utcStamp(entry.start)}/${utcStamp(entry.end)}`,
    details: entry.details,
    location: entry.location,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

export function outlookCalendarLink(entry: CalendarLinkEntry): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: entry.title,
    body: entry.details,
    startdt: new Date(entry.start).toISOString(),
    enddt: new Date(entry.end).toISOString(),
    location: entry.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params.toString()}`;
}

const linkEntry = (event: CalendarEvent): CalendarLinkEntry => ({
  title: event.title,
  details: `${event.description}\n\n${event.url}`,
  location: event.location,
  start: event.startsAt,
  end: endOf(event),
});

export const googleCalendarUrl = (event: CalendarEvent): string => googleCalendarLink(linkEntry(event));

export const outlookCalendarUrl = (event: CalendarEvent): string => outlookCalendarLink(linkEntry(event));

/** RFC 5545 §3.3.11 TEXT escaping. */
export function escapeIcsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after CRLF and a space. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = pieces.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

/** Who publishes an emailed event: the sender of the email (MAIL_FROM). */
export interface IcsOrganizer {
  name?: string;
  address: string;
}

/** What an .ics document carries: a link entry, a stable id and, optionally, a page about the event. */
export interface IcsEntry extends CalendarLinkEntry {
  uid: string;
  url?: string;
  /** Given for an emailed invitation, which is then an iTIP PUBLISH message; omitted for a download. */
  organizer?: IcsOrganizer;
}

/**
 * The iTIP method of an emailed invitation (RFC 5546 §3.2.1): the event is
 * announced, no reply is asked for. The attachment's Content-Type names the
 * same method (RFC 5545 §3.7.2).
 */
export const ICS_EMAIL_METHOD = 'PUBLISH';

/**
 * A quoted parameter value (RFC 5545 §3.2) with RFC 6868's escapes for the
 * characters a quoted value cannot hold: a name such as `Answer "AI", Inc.`.
 */
export function icsParameterValue(value: string): string {
  return `"${value.replace(/\^/g, '^^').replace(/\r?\n/g, '^n').replace(/"/g, "^'")}"`;
}

/**
 * The .ics document (iCalendar 2.0, CRLF line endings) for one confirmed
 * event with a 15-minute reminder: the thank-you page's download and the
 * confirmation email's attachment. With an organizer it is a PUBLISH message,
 * which RFC 5546 requires to name its organizer; without one (the download,
 * built in the browser, which does not know MAIL_FROM) it is plain calendar
 * data with no method, as RFC 5545 allows outside a scheduling message.
 */
export function icsDocument(entry: IcsEntry, now: number): string {
  const { organizer } = entry;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//AnswerAgentAI//Enterprise AI Webinar//EN',
    'CALSCALE:GREGORIAN',
    ...(organizer ? [`METHOD:${ICS_EMAIL_METHOD}`] : []),
    'BEGIN:VEVENT',
    `UID:${entry.uid}`,
    ...(organizer
      ? [`ORGANIZER${organizer.name ? `;CN=${icsParameterValue(organizer.name)}` : ''}:mailto:${organizer.address}`]
      : []),
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(entry.start)}`,
    `DTEND:${utcStamp(entry.end)}`,
    `SUMMARY:${escapeIcsText(entry.title)}`,
    `DESCRIPTION:${escapeIcsText(entry.details)}`,
    `LOCATION:${escapeIcsText(entry.location)}`,
    ...(entry.url ? [`URL:${entry.url}`] : []),
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeIcsText(entry.title)}`,
    'TRIGGER:-PT15M',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** The session's .ics document for the thank-you page. */
export const icsCalendar = (event: CalendarEvent, now: number): string =>
  icsDocument({ ...linkEntry(event), uid: event.uid, url: event.url }, now);
