import { useCallback, useEffect, useRef, useState } from 'react';
import type { useCodeWordWrap } from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

/**
 * The state behind a code block's word-wrap button, as the theme's
 * useCodeWordWrap keeps it: whether wrapping is on, and whether the block
 * scrolls sideways (the button shows only then).
 *
 * The theme watches window resizes, and a MutationObserver on the tab panel
 * of a block in a hidden tab. One ResizeObserver on the block covers both, a
 * hidden tab's block growing from zero width when shown, and it avoids the
 * theme's option memo, whose locale-aware sort was the first
 * String#localeCompare of the page: about 20 ms of ICU start-up on load.
 */
export function useWordWrap(): WordWrap {
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);

  const measure = useCallback(() => {
    const block = codeBlockRef.current;
    if (!block) return;
    const wrapped = block.querySelector('code')?.hasAttribute('style') ?? false;
    setIsCodeScrollable(wrapped || block.scrollWidth > block.clientWidth);
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Even a very long token wraps rather than scrolls.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((enabled) => !enabled);
  }, [isEnabled]);

  useEffect(measure, [isEnabled, measure]);

  useEffect(() => {
    const block = codeBlockRef.current;
    if (!block || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(block);
    return () => observer.disconnect();
  }, [measure]);

  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
