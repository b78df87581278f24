import { startTransition, useEffect, useState } from 'react';
import { WEEKLY_WORKSHOP } from '@site/config/banner';
import type { WebinarConfig } from '@site/config/webinar';
import { getJson } from '@site/src/components/FormKit/request';
import { parseSession, type SessionSeats } from '@site/src/lib/webinarApi';
import { nextWorkshop } from '@site/src/lib/workshopDate';

export interface SessionView {
  /** Start instant, milliseconds since the epoch. */
  startsAt: number;
  /** From the session API (the session's database row); null until it answers, or when it cannot. */
  seats: number | null;
  seatsLeft: number | null;
  registrationCount: number | null;
  /** The sessions open for registration, coming first; empty until the API answers. */
  sessions: SessionSeats[];
}

/** How often the counts refresh while `socialProof.liveAttendeeCount` is on. */
export const LIVE_REFRESH_MS = 60_000;

/** The refresh period of the session's counts: live counts refresh, others load once (null). */
export function sessionRefreshMs(config: WebinarConfig): number | null {
  return config.socialProof.liveAttendeeCount ? LIVE_REFRESH_MS : null;
}

export interface SessionOptions {
  /** The start of the session this browser registered for; it wins while that session has not ended. */
  registeredStart?: number | null;
  /** Hold off (e.g. until browser storage has been read). */
  wait?: boolean;
  /** Changing it reloads the seats (e.g. after a registration was refused because its session filled up). */
  refreshKey?: number;
}

/**
 * The coming session as the page shows it; null while rendering on the
 * server, so the static HTML never holds the build day's date. The start
 * comes from the session API when it answers, otherwise from the weekly
 * schedule (src/lib/workshopDate.ts). While `socialProof.liveAttendeeCount`
 * is on, the counts refresh every minute the page is visible.
 */
export function useWebinarSession(
  config: WebinarConfig,
  { registeredStart = null, wait = false, refreshKey = 0 }: SessionOptions = {},
): SessionView | null {
  const [session, setSession] = useState<SessionView | null>(null);
  const refreshMs = sessionRefreshMs(config);
  const endpoint = config.endpoints.session;
  const durationMs = config.session.durationMinutes * 60_000;

  useEffect(() => {
    if (wait) return undefined;
    let cancelled = false;
    const now = Date.now();
    const registered = registeredStart !== null && registeredStart + durationMs > now ? registeredStart : null;
    const scheduled = nextWorkshop(new Date(now), WEEKLY_WORKSHOP).startsAt;
    // Transitions: filling in the numbers may yield to input and never blocks the main thread for long.
    startTransition(() =>
      setSession(
        (previous) =>
          previous ?? {
            startsAt: registered ?? scheduled,
            seats: null,
            seatsLeft: null,
            registrationCount: null,
            sessions: [],
          },
      ),
    );

    const load = async () => {
      const info = parseSession(await getJson(endpoint));
      if (cancelled || !info) return;
      startTransition(() =>
        setSession({
          startsAt: registered ?? info.startsAt,
          seats: info.seats,
          seatsLeft: info.seatsLeft,
          registrationCount: info.registrationCount,
          sessions: info.sessions,
        }),
      );
    };
    void load();
    const timer =
      refreshMs === null
        ? undefined
        : window.setInterval(() => {
            if (document.visibilityState === 'visible') void load();
          }, refreshMs);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [endpoint, refreshMs, registeredStart, wait, durationMs, refreshKey]);

  return session;
}

/** The current time, refreshed every `intervalMs`; null on the server and in the first render. */
export function useNow(intervalMs: number): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
