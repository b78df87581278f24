import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import loadCodeHighlighting from './loadCodeHighlighting';

const run = (tree: unknown) => {
  loadCodeHighlighting()(tree as Root);
  return tree as { children: { type: string; value?: string }[] };
};

describe('loadCodeHighlighting', () => {
  it('adds the highlighting import to a page with a fenced code block, once, first', () => {
    const tree = run({
      type: 'root',
      children: [
        { type: 'paragraph', children: [{ type: 'text', value: 'Run:' }] },
        { type: 'code', lang: 'bash', value: 'npm test' },
        { type: 'code', lang: 'js', value: '1' },
      ],
    });
    expect(tree.children[0]).toMatchObject({
      type: 'mdxjsEsm',
      value: "import '@site/src/components/CodeHighlighting';",
    });
    expect(tree.children.filter((node) => node.type === 'mdxjsEsm')).toHaveLength(1);
  });

  it('finds code nested in tabs and <CodeBlock> elements', () => {
    const nested = run({
      type: 'root',
      children: [{ type: 'mdxJsxFlowElement', name: 'Tabs', children: [{ type: 'code', value: 'x' }] }],
    });
    expect(nested.children[0]?.type).toBe('mdxjsEsm');
    const element = run({ type: 'root', children: [{ type: 'mdxJsxFlowElement', name: 'CodeBlock', children: [] }] });
    expect(element.children[0]?.type).toBe('mdxjsEsm');
  });

  it('leaves pages without code alone', () => {
    const tree = run({
      type: 'root',
      children: [{ type: 'paragraph', children: [{ type: 'inlineCode', value: 'npm test' }] }],
    });
    expect(tree.children.map((node) => node.type)).toEqual(['paragraph']);
  });
});
