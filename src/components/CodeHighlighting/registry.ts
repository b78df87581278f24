import type { ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock';

/**
 * The highlighting code block, once a page that renders code has loaded it.
 * Pages import it through their own content chunk (see
 * src/remark/loadCodeHighlighting.ts), which Docusaurus loads before it
 * renders or hydrates the page, so it is always here when a page needs it.
 */
let highlighted: ComponentType<Props> | null = null;

export function registerHighlightedCodeBlock(component: ComponentType<Props>): void {
  highlighted = component;
}

export function highlightedCodeBlock(): ComponentType<Props> | null {
  return highlighted;
}
