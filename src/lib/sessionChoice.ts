/**
 * Which session the webinar page offers. The coming session while it has
 * seats; once it is full, the visitor's pick among the open sessions, or the
 * first of them with a seat left. Seats not known yet (the session API has not
 * answered) count as free: the service has the last word and refuses a full
 * session with 409.
 */
import type { SessionSeats } from './webinarApi';

export const hasSeats = (session: SessionSeats): boolean => session.seatsLeft === null || session.seatsLeft > 0;

/** The session to show and register for; null when every open session is full. */
export function offeredSession(sessions: readonly SessionSeats[], picked: number | null): SessionSeats | null {
  const pick = picked === null ? undefined : sessions.find((session) => session.startsAt === picked);
  if (pick && hasSeats(pick)) return pick;
  return sessions.find(hasSeats) ?? null;
}
