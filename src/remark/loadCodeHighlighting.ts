import type { Root } from 'mdast';

/** The module that loads Prism and registers the highlighting code block. */
const MODULE = '@site/src/components/CodeHighlighting';

interface Node {
  type: string;
  value?: unknown;
  name?: unknown;
  children?: Node[];
}

function rendersCode(node: Node): boolean {
  if (node.type === 'code') return true;
  if (node.type === 'mdxJsxFlowElement' && node.name === 'CodeBlock') return true;
  return (node.children ?? []).some(rendersCode);
}

/**
 * Remark plugin: a page with a fenced code block (or a <CodeBlock>) imports the
 * highlighting module, so Prism joins that page's chunk and no other.
 */
export default function loadCodeHighlighting() {
  return (tree: Root) => {
    if (!rendersCode(tree)) return;
    const importNode = {
      type: 'mdxjsEsm',
      value: `import '${MODULE}';`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ImportDeclaration',
              specifiers: [],
              attributes: [],
              source: { type: 'Literal', value: MODULE, raw: `'${MODULE}'` },
            },
          ],
        },
      },
    };
    (tree.children as unknown[]).unshift(importNode);
  };
}
