import { useCallback, useMemo, useState } from 'react';
import type { WebinarConfig } from '@site/config/webinar';
import { useWebinarSession, type SessionView } from '@site/src/components/WebinarSession';
import { offeredSession } from '@site/src/lib/sessionChoice';
import type { SessionSeats } from '@site/src/lib/webinarApi';

/** The session the landing page offers, and the choice it gives once the coming session is full. */
export interface Booking {
  /** The offered session (time, seats, registrations) as every section shows it; null on the server. */
  session: SessionView | null;
  /** The coming session while every seat of it is taken: the page says so and lets the visitor choose. */
  fullComing: SessionSeats | null;
  /** Every open session is full: the page offers no form. */
  allFull: boolean;
  /** The sessions open for registration, coming first; empty until the session API answers. */
  options: SessionSeats[];
  /** The start the forms send (ISO); undefined until the API has listed the open sessions. */
  sessionStart: string | undefined;
  choose: (startsAt: number) => void;
  /** Reloads the seats, after the service refused a session that filled up meanwhile. */
  refresh: () => void;
}

export function useBooking(config: WebinarConfig): Booking {
  const [refreshKey, setRefreshKey] = useState(0);
  const [picked, setPicked] = useState<number | null>(null);
  const coming = useWebinarSession(config, { refreshKey });
  const refresh = useCallback(() => setRefreshKey((key) => key + 1), []);

  return useMemo(() => {
    const options = coming?.sessions ?? [];
    const first = options[0];
    const offered = offeredSession(options, picked);
    return {
      session: coming && offered ? { ...coming, ...offered } : coming,
      fullComing: first && first.seatsLeft === 0 ? first : null,
      allFull: options.length > 0 && offered === null,
      options,
      sessionStart: offered ? new Date(offered.startsAt).toISOString() : undefined,
      choose: setPicked,
      refresh,
    };
  }, [coming, picked, refresh]);
}
