/**
 * Wraps the theme's code block so that Prism (~25 KiB gzipped, ~25 ms of main
 * thread on a throttled phone) ships with no page. Fenced blocks in the docs,
 * the blog and the pages never get here: they are highlighted at build time
 * (src/remark/staticCodeBlocks.ts). Any other use of <CodeBlock> gets a plain,
 * unhighlighted block. The API reference draws its code with its own theme's
 * components.
 */
import type { Props } from '@theme/CodeBlock';

export default function CodeBlock(props: Props) {
  return (
    <pre className={props.className} tabIndex={0}>
      <code>{props.children}</code>
    </pre>
  );
}
