import { useEffect, useRef, useState } from 'react';
import { nextShown } from '@site/src/lib/ask/pace';

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The part of an answer to show now: written out a word at a time at a reading pace as it arrives
 * (src/lib/ask/pace.ts), or all of it at once for a reader who asks the system for less motion.
 */
export function usePacedText(text: string): string {
  const [shown, setShown] = useState(() => (reducedMotion() ? text.length : 0));
  const current = useRef(shown);
  useEffect(() => {
    const show = (length: number) => {
      current.current = length;
      setShown(length);
    };
    if (reducedMotion() || current.current >= text.length) {
      show(text.length);
      return undefined;
    }
    let frame = 0;
    let last = performance.now();
    const step = (now: number) => {
      show(nextShown(text, current.current, now - last));
      last = now;
      if (current.current < text.length) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [text]);
  return text.slice(0, shown);
}
