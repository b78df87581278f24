import { describe, expect, it } from 'vitest';
import { splitSentences, units } from './sentences';

describe('splitSentences', () => {
  it('ends a sentence at a full stop, question or exclamation mark followed by a capital or a digit', () => {
    expect(splitSentences('Open the Studio. Is it there? Yes! 3 nodes follow.')).toEqual([
      'Open the Studio.',
      'Is it there?',
      'Yes!',
      '3 nodes follow.',
    ]);
  });

  it('does not end one after an abbreviation, in a version number, a file name or a URL', () => {
    const text =
      'Pick a model, e.g. GPT-4o, or i.e. Claude. Docusaurus 3.10.2 reads config.ts from https://example.com/a.b. Next one.';
    expect(splitSentences(text)).toEqual([
      'Pick a model, e.g. GPT-4o, or i.e. Claude.',
      'Docusaurus 3.10.2 reads config.ts from https://example.com/a.b.',
      'Next one.',
    ]);
  });

  it('keeps a closing quote or bracket with its sentence', () => {
    expect(splitSentences('It says "Unauthorized." Check the key.')).toEqual([
      'It says "Unauthorized."',
      'Check the key.',
    ]);
  });
});

describe('units', () => {
  it('cuts a passage into sentences, list items and whole code blocks, numbering the blocks', () => {
    const text = [
      'Paste this. It loads the bubble:',
      '```',
      'a();',
      '',
      'b();',
      '```',
      '- one item. With two sentences.',
    ].join('\n');
    expect(units(text)).toEqual([
      { kind: 'sentence', text: 'Paste this.', block: 0 },
      { kind: 'sentence', text: 'It loads the bubble:', block: 0 },
      { kind: 'code', text: '```\na();\n\nb();\n```', block: 1 },
      { kind: 'item', text: '- one item. With two sentences.', block: 2 },
    ]);
  });
});
