import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getNode } from '@site/src/data/nodes';
import NodeParameters from './NodeParameters';

const render = (name: string) => {
  const node = getNode(name);
  if (!node) throw new Error(`no node ${name}`);
  return renderToString(<NodeParameters node={name} data={{ label: node.label, inputs: node.inputs }} />);
};

describe('<NodeParameters>', () => {
  it('names each parameter by its canvas label, beside the key that overrides it', () => {
    const html = render('chatOpenAI');
    expect(html).toMatch(/Temperature<\/span><code[^>]*>temperature<\/code>/);
  });

  it('says a field has no label where the canvas shows none, instead of inventing one', () => {
    const html = render('stickyNote');
    expect(html).toMatch(/\(no label\)<\/span><\/span><code[^>]*>note<\/code>/);
    expect(html).not.toContain('>Note<');
  });
});
