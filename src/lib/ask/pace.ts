/**
 * How the panel writes an answer out: the service sends an offline answer at once (so that no connection is held
 * open to pace it, however many readers ask together), and a sidekick's answer as it comes; the panel shows either
 * at a reading pace, a whole word at a time, catching up when it falls behind what has arrived.
 */

/** Characters a millisecond: about 200 words a second, the pace the service used to send offline answers at. */
export const CHARS_PER_MS = 1.2;
/** Steps over which a backlog is caught up, whatever its length: a long answer takes no longer than this. */
export const CATCH_UP_STEPS = 40;

/**
 * How much of `text` to show after `elapsedMs` more, `shown` characters being shown: at least the reading pace,
 * at least 1/CATCH_UP_STEPS of the whole, never past `text`, and always at the end of a word (or of `text`),
 * so that half a link or half a bold word is never on screen.
 */
export function nextShown(text: string, shown: number, elapsedMs: number): number {
  if (shown >= text.length) return text.length;
  const step = Math.max(1, Math.ceil(elapsedMs * CHARS_PER_MS), Math.ceil(text.length / CATCH_UP_STEPS));
  const target = Math.min(text.length, shown + step);
  if (target === text.length) return target;
  const wordEnd = text.slice(target).search(/\s/);
  return wordEnd === -1 ? text.length : target + wordEnd;
}
