/**
 * The shapes the funnel's API answers with, read defensively (a proxy or an
 * older server may answer something else), the messages a visitor sees when
 * a call fails, and the values the page keeps in browser storage.
 */

export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];
export type UtmParams = Partial<Record<UtmField, string>>;

const UTM_MAX_LENGTH = 200;

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function parseJson(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/**
 * The UTM parameters the tracking module keeps in sessionStorage: only the
 * five known fields, only non-empty strings, trimmed and length-limited.
 */
export function parseStoredUtm(raw: string | null): UtmParams {
  const record = asRecord(parseJson(raw));
  const result: UtmParams = {};
  if (!record) return result;
  for (const field of UTM_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && value.trim() !== '') result[field] = value.trim().slice(0, UTM_MAX_LENGTH);
  }
  return result;
}

export interface Registration {
  registrationId: string;
  /** ISO start of the session the visitor is registered for. */
  sessionStart: string;
  leadScore: number;
  /** True when this email was already registered for the session. */
  repeat: boolean;
}

export function parseRegistration(body: unknown): Registration | null {
  const record = asRecord(body);
  if (!record) return null;
  const { registrationId, sessionStart, leadScore, repeat } = record;
  if (typeof registrationId !== 'string' || registrationId === '') return null;
  if (typeof sessionStart !== 'string' || Number.isNaN(Date.parse(sessionStart))) return null;
  return {
    registrationId,
    sessionStart,
    leadScore: typeof leadScore === 'number' && Number.isFinite(leadScore) ? leadScore : 0,
    repeat: repeat === true,
  };
}

/** One session's seats, as the session API reports them (from the session's database row). */
export interface SessionSeats {
  startsAt: number;
  /** Seats in the session; null when the answer lacks it. */
  seats: number | null;
  seatsLeft: number | null;
  registrationCount: number | null;
}

/** The coming session, and every session open for registration (coming first; empty from a server without the list). */
export interface SessionInfo extends SessionSeats {
  sessions: SessionSeats[];
}

const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);

function parseSeats(body: unknown): SessionSeats | null {
  const record = asRecord(body);
  const startsAt = typeof record?.startsAt === 'string' ? Date.parse(record.startsAt) : NaN;
  if (!record || Number.isNaN(startsAt)) return null;
  return {
    startsAt,
    seats: count(record.seats),
    seatsLeft: count(record.seatsLeft),
    registrationCount: count(record.registrationCount),
  };
}

export function parseSession(body: unknown): SessionInfo | null {
  const coming = parseSeats(body);
  if (!coming) return null;
  const list = asRecord(body)?.sessions;
  const sessions = Array.isArray(list)
    ? list.map(parseSeats).filter((session): session is SessionSeats => session !== null)
    : [];
  return { ...coming, sessions };
}

export interface NewsletterResult {
  status: 'pending' | 'subscribed';
  message: string;
}

export function parseNewsletter(body: unknown): NewsletterResult | null {
  const record = asRecord(body);
  if (!record || (record.status !== 'pending' && record.status !== 'subscribed')) return null;
  return { status: record.status, message: typeof record.message === 'string' ? record.message : '' };
}

/** What went wrong with a call, for the visitor: a field to point at, and what to do next. */
export interface Failure {
  field?: string;
  message: string;
}

/**
 * Turns a failed answer into a message. `status` 0 means the request never
 * got an answer (offline, DNS, aborted).
 */
export function failureOf(status: number, body: unknown): Failure {
  const record = asRecord(body);
  const serverMessage = typeof record?.message === 'string' ? record.message.trim() : '';
  if (status === 0) {
    return {
      message:
        'We could not reach our server. Check your connection and send the form again; what you typed is still here.',
    };
  }
  if (status === 400 && typeof record?.field === 'string' && record.field !== '') {
    return { field: record.field, message: serverMessage || 'Check this field and send the form again.' };
  }
  if (status === 429) {
    return {
      message:
        'Too many attempts from your network just now. Wait a minute, then send the form again; what you typed is still here.',
    };
  }
  if (status === 403) {
    return {
      message:
        'The form was refused because this page’s address was not recognised. Reload the page and send it again.',
    };
  }
  if (status === 409) {
    return {
      message:
        'Every seat of that session was taken while you were on this page. Choose another session and send the form again; what you typed is still here.',
    };
  }
  if (status === 413) {
    return { message: 'That is more text than the form accepts. Shorten the longest field and send it again.' };
  }
  if (status >= 400 && status < 500) {
    return { message: serverMessage || 'The form could not be sent as it is. Reload the page and try again.' };
  }
  return {
    message:
      'Something went wrong on our side and nothing was saved. Try again in a few minutes; what you typed is still here.',
  };
}

/** The confirmed registration kept in localStorage for the thank-you page. */
export interface StoredRegistration {
  id: string;
  /** ISO start of the session. */
  sessionStart: string;
  /** When the visitor registered, milliseconds since the epoch (the bonus window starts here). */
  registeredAt: number;
}

export function parseStoredRegistration(raw: string | null): StoredRegistration | null {
  const record = asRecord(parseJson(raw));
  if (!record) return null;
  const { id, sessionStart, registeredAt } = record;
  if (typeof id !== 'string' || id === '') return null;
  if (typeof sessionStart !== 'string' || Number.isNaN(Date.parse(sessionStart))) return null;
  if (typeof registeredAt !== 'number' || !Number.isFinite(registeredAt)) return null;
  return { id, sessionStart, registeredAt };
}

/** The optional profile kept after the thank-you page's form was saved. */
export interface StoredProfile {
  company: string;
  jobTitle: string;
  biggestChallenge: string;
}

export function parseStoredProfile(raw: string | null): StoredProfile {
  const record = asRecord(parseJson(raw));
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    company: text(record?.company),
    jobTitle: text(record?.jobTitle),
    biggestChallenge: text(record?.biggestChallenge),
  };
}

/** The file name in a Content-Disposition header, or the fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header) : null;
  let name = match?.[1]?.trim() ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    name = '';
  }
  // Never let a header choose a path.
  return name && !/[\\/]/.test(name) ? name : fallback;
}
