import { describe, expect, it } from 'vitest';
import { CATCH_UP_STEPS, nextShown } from './pace';

/** Runs the pace to the end, one 16 ms frame at a time; returns each frame's text. */
function frames(text: string): string[] {
  const seen: string[] = [];
  let shown = 0;
  while (shown < text.length) {
    shown = nextShown(text, shown, 16);
    seen.push(text.slice(0, shown));
  }
  return seen;
}

describe('writing an answer out', () => {
  it('shows whole words only, ending with the whole text', () => {
    const text = 'Use the **Rate Limit** setting [1] to cap [messages](/docs/x) per minute.';
    const shown = frames(text);
    expect(shown.at(-1)).toBe(text);
    for (const part of shown.slice(0, -1)) expect(text[part.length]).toMatch(/\s/);
  });

  it('writes a short answer over a few frames, and catches up a long one within the same number of steps', () => {
    expect(frames('One two three four five six seven eight nine ten eleven twelve.').length).toBeGreaterThan(2);
    const long = 'word '.repeat(2000);
    expect(frames(long).length).toBeLessThanOrEqual(CATCH_UP_STEPS + 1);
  });

  it('shows at once what is there when nothing is left to write', () => {
    expect(nextShown('Done.', 5, 16)).toBe(5);
    expect(nextShown('', 0, 16)).toBe(0);
  });
});
