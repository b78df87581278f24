/**
 * Wraps the theme's code block so that it loads, with Prism, in a chunk of its
 * own the first time a page renders code. Defining Prism's grammars costs
 * ~70 ms of main thread on a throttled phone, which pages without code (and
 * the first paint of pages with code) should not pay. The static HTML is
 * rendered in full at build time; while hydrating, React keeps it as it is
 * until the chunk arrives.
 */
import { lazy, Suspense } from 'react';
import type { Props } from '@theme/CodeBlock';

const HighlightedCodeBlock = lazy(() => import('./Highlighted'));

export default function CodeBlock(props: Props) {
  return (
    <Suspense
      fallback={
        <pre className={props.className}>
          <code>{props.children}</code>
        </pre>
      }
    >
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}
