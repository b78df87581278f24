import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import staticCodeBlocks, { highlight } from './staticCodeBlocks';

interface Out {
  type: string;
  name?: string;
  value?: string;
  attributes?: { name: string; value: unknown }[];
  children?: Out[];
}

const run = (tree: unknown) => {
  staticCodeBlocks()(tree as Root);
  return tree as Out;
};

const attribute = (node: Out | undefined, name: string) => node?.attributes?.find((item) => item.name === name)?.value;

describe('highlight', () => {
  it('cuts JavaScript into the tokens Prism finds', () => {
    expect(highlight('const answer = 42;', 'js')).toEqual([
      [
        ['keyword', 'const'],
        ['plain', ' answer '],
        ['operator', '='],
        ['plain', ' '],
        ['number', '42'],
        ['punctuation', ';'],
      ],
    ]);
  });

  it('keeps a language Prism does not know as plain text, line by line', () => {
    expect(highlight('npm ci\nnpm test', 'bash')).toEqual([[['plain', 'npm ci']], [['plain', 'npm test']]]);
  });

  it('marks a blank line as an empty token, so it keeps its height', () => {
    expect(highlight('a\n\nb', 'text')[1]).toEqual([['plain', '\n', 1]]);
  });
});

describe('staticCodeBlocks', () => {
  it('turns each fenced block into a StaticCodeBlock with its code, language, metastring and lines', () => {
    const tree = run({
      type: 'root',
      children: [
        { type: 'paragraph', children: [{ type: 'text', value: 'Run:' }] },
        { type: 'code', lang: 'js', meta: 'title="ask.mjs"', value: 'const a = 1;' },
        { type: 'code', lang: null, value: 'plain words' },
      ],
    });
    const blocks = tree.children?.filter((node) => node.name === 'StaticCodeBlock') ?? [];
    expect(blocks).toHaveLength(2);
    expect(attribute(blocks[0], 'code')).toBe('const a = 1;');
    expect(attribute(blocks[0], 'language')).toBe('js');
    expect(attribute(blocks[0], 'metastring')).toBe('title="ask.mjs"');
    expect(attribute(blocks[0], 'lines')).toMatchObject({
      type: 'mdxJsxAttributeValueExpression',
      value: JSON.stringify(highlight('const a = 1;', 'js')),
    });
    expect(attribute(blocks[1], 'language')).toBe('text');
    expect(attribute(blocks[1], 'metastring')).toBeUndefined();
  });

  it('imports the component once, first, and finds blocks nested in tabs', () => {
    const tree = run({
      type: 'root',
      children: [
        { type: 'mdxJsxFlowElement', name: 'Tabs', children: [{ type: 'code', lang: 'python', value: 'x = 1' }] },
        { type: 'code', lang: 'json', value: '{}' },
      ],
    });
    expect(tree.children?.[0]).toMatchObject({
      type: 'mdxjsEsm',
      value: "import StaticCodeBlock from '@site/src/components/StaticCodeBlock';",
    });
    expect(tree.children?.filter((node) => node.type === 'mdxjsEsm')).toHaveLength(1);
    expect(tree.children?.[1]?.children?.[0]?.name).toBe('StaticCodeBlock');
  });

  it('leaves a page without code untouched', () => {
    const page = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Prose.' }] }] };
    const before = JSON.stringify(page);
    expect(JSON.stringify(run(page))).toBe(before);
  });
});
