/** A clock the test moves by hand. */
export function manualClock(start: string | Date) {
  let now = new Date(start).getTime();
  const clock = () => new Date(now);
  return Object.assign(clock, {
    set: (to: string | Date) => {
      now = new Date(to).getTime();
    },
    advance: (ms: number) => {
      now += ms;
    },
  });
}

/** Monday 2 March 2026, noon UTC: the next session is Thursday 5 March 2026, 11:00 PST (19:00 UTC). */
export const MONDAY = '2026-03-02T12:00:00.000Z';
export const THURSDAY_SESSION = '2026-03-05T19:00:00.000Z';
