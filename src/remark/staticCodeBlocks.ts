import type { Root } from 'mdast';
import { normalizeTokens, Prism } from 'prism-react-renderer';
import { program, toEstree, type Estree } from './estree';

/** The component that renders a block highlighted here (src/components/StaticCodeBlock). */
const COMPONENT = 'StaticCodeBlock';
const MODULE = '@site/src/components/StaticCodeBlock';

/**
 * One line of a highlighted block: its tokens as [types, content], plus a
 * third element `1` for an empty token (what prism-react-renderer calls
 * `empty`: a blank line, which still needs its height).
 */
export type StaticLine = ([string, string] | [string, string, 1])[];

interface Node {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  name?: string | null;
  attributes?: unknown[];
  children?: Node[];
  data?: unknown;
}

/** Tokenises code as the theme's code block does in the browser, with the same Prism and languages. */
export function highlight(code: string, language: string): StaticLine[] {
  const grammar = Prism.languages[language];
  const tokens = grammar ? Prism.tokenize(code, grammar) : [code];
  return normalizeTokens(tokens).map((line) =>
    line.map((token): StaticLine[number] => {
      const types = token.types.join(' ');
      return token.empty ? [types, token.content, 1] : [types, token.content];
    }),
  );
}

const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute', name, value });

function staticBlock(node: Node): Node {
  const code = node.value ?? '';
  const language = (node.lang ?? 'text').toLowerCase();
  const lines = highlight(code, language);
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [
      attribute('code', code),
      attribute('language', language),
      ...(node.meta ? [attribute('metastring', node.meta)] : []),
      {
        type: 'mdxJsxAttribute',
        name: 'lines',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: JSON.stringify(lines),
          data: { estree: program([{ type: 'ExpressionStatement', expression: toEstree(lines) }]) },
        },
      },
    ],
    children: [],
  };
}

/** Replaces every fenced block under `node` in place; returns how many it replaced. */
function replaceBlocks(node: Node): number {
  let replaced = 0;
  node.children?.forEach((child, index, siblings) => {
    if (child.type === 'code') {
      siblings[index] = staticBlock(child);
      replaced += 1;
    } else {
      replaced += replaceBlocks(child);
    }
  });
  return replaced;
}

const importDeclaration: Estree = {
  type: 'ImportDeclaration',
  specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: COMPONENT } }],
  attributes: [],
  source: { type: 'Literal', value: MODULE, raw: `'${MODULE}'` },
};

/**
 * Remark plugin: fenced code blocks are highlighted at build time. Each
 * becomes a <StaticCodeBlock> carrying its tokens, so a page with code ships
 * neither Prism (~25 KiB gzipped, ~25 ms of start-up on a phone) nor the work
 * of tokenising in the browser. Mermaid blocks are handled before this plugin
 * (src/remark/mermaidDiagrams.mjs). Magic comments (highlight-next-line…) are
 * not supported in static blocks; the docs use none.
 */
export default function staticCodeBlocks() {
  return (tree: Root) => {
    const root = tree as unknown as Node;
    if (replaceBlocks(root) === 0) return;
    root.children?.unshift({
      type: 'mdxjsEsm',
      value: `import ${COMPONENT} from '${MODULE}';`,
      data: { estree: program([importDeclaration]) },
    });
  };
}
