import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdownLite';

describe('parseInline', () => {
  it('reads code, strong, emphasis and links around text', () => {
    expect(parseInline('Send `chatId` with **every** *follow-up*, see [the guide](/docs/api/).')).toEqual([
      { type: 'text', text: 'Send ' },
      { type: 'code', text: 'chatId' },
      { type: 'text', text: ' with ' },
      { type: 'strong', children: [{ type: 'text', text: 'every' }] },
      { type: 'text', text: ' ' },
      { type: 'em', children: [{ type: 'text', text: 'follow-up' }] },
      { type: 'text', text: ', see ' },
      { type: 'link', href: '/docs/api/', external: false, children: [{ type: 'text', text: 'the guide' }] },
      { type: 'text', text: '.' },
    ]);
  });

  it('keeps markup inside code spans and underscores in names as text', () => {
    expect(parseInline('`**not bold**` and top_p_value')).toEqual([
      { type: 'code', text: '**not bold**' },
      { type: 'text', text: ' and top_p_value' },
    ]);
  });

  it('leaves links to unsafe schemes as text', () => {
    expect(parseInline('[x](javascript:alert(1))')).toEqual([
      { type: 'text', text: '[x](javascript:alert(1)' },
      { type: 'text', text: ')' },
    ]);
  });

  it('reads the qualifier lines the theme writes', () => {
    expect(parseInline('**Possible values:** [`asc`, `desc`]')).toEqual([
      { type: 'strong', children: [{ type: 'text', text: 'Possible values:' }] },
      { type: 'text', text: ' [' },
      { type: 'code', text: 'asc' },
      { type: 'text', text: ', ' },
      { type: 'code', text: 'desc' },
      { type: 'text', text: ']' },
    ]);
  });
});

describe('parseMarkdown', () => {
  it('splits paragraphs on blank lines and joins wrapped lines', () => {
    expect(parseMarkdown('First line\nwraps.\n\nSecond.')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'First line wraps.' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'Second.' }] },
    ]);
  });

  it('reads bullet and numbered lists', () => {
    expect(parseMarkdown('- one\n- `two`\n\n1. first\n2. second')).toEqual([
      {
        type: 'list',
        ordered: false,
        items: [[{ type: 'text', text: 'one' }], [{ type: 'code', text: 'two' }]],
      },
      {
        type: 'list',
        ordered: true,
        items: [[{ type: 'text', text: 'first' }], [{ type: 'text', text: 'second' }]],
      },
    ]);
  });

  it('gives nothing for empty input', () => {
    expect(parseMarkdown('  \n\n ')).toEqual([]);
  });
});
