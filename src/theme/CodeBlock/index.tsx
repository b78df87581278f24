/**
 * Wraps the theme's code block so that Prism (~35 KiB gzipped, ~70 ms of main
 * thread on a throttled phone) ships only with pages that contain code: those
 * pages import src/components/CodeHighlighting from their own content chunk
 * (src/remark/loadCodeHighlighting.ts), which registers the highlighting block
 * before the page renders. Anything else gets a plain, unhighlighted block.
 */
import type { Props } from '@theme/CodeBlock';
import { highlightedCodeBlock } from '@site/src/components/CodeHighlighting/registry';

export default function CodeBlock(props: Props) {
  const Highlighted = highlightedCodeBlock();
  if (Highlighted) return <Highlighted {...props} />;
  return (
    <pre className={props.className} tabIndex={0}>
      <code>{props.children}</code>
    </pre>
  );
}
