import { describe, expect, it } from 'vitest';
import { emptyTableHeaders } from './check-content.mjs';

describe('emptyTableHeaders', () => {
  it('finds a header row with an empty cell', () => {
    const body = ['Intro.', '', '| | Chatflow | Agentflow |', '| --- | :-: | -: |', '| Model | one | each |'].join(
      '\n',
    );
    expect(emptyTableHeaders(body)).toEqual(['| | Chatflow | Agentflow |']);
  });

  it('accepts full header rows, empty body cells and pipes outside tables', () => {
    const body = [
      '| Aspect | Chatflow |',
      '| :-- | --: |',
      '| Health check | |',
      '',
      'A | B is not a table.',
      '| | neither is a row without a separator',
    ].join('\n');
    expect(emptyTableHeaders(body)).toEqual([]);
  });
});
