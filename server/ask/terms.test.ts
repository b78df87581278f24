import { describe, expect, it } from 'vitest';
import { britishSpelling, term, terms, termsOfWord, words } from './terms';

describe('terms', () => {
  it('stems words and drops stop words, including the forms of "do" and contractions questions are full of', () => {
    expect(terms('Why doesn\u2019t the embedded chat show up, and what does it do?')).toEqual([
      'embed',
      'chat',
      'show',
    ]);
    expect(terms("the user's question")).toEqual(['user', 'question']);
  });

  it('keeps names with digits or inner punctuation whole', () => {
    expect(terms('Use gpt-4o with node.js and match_documents')).toEqual([
      'us',
      'gpt-4o',
      'node.js',
      'match_documents',
    ]);
    expect(words('$vars.brand, not "quoted"')).toEqual(['vars.brand', 'not', 'quoted']);
  });

  it('files a joined name under its parts as well, for the index', () => {
    expect(termsOfWord('thumbs-up')).toEqual(['thumbs-up', 'thumb']);
    expect(termsOfWord('vars.brand')).toEqual(['vars.brand', 'var', 'brand']);
    expect(termsOfWord('the')).toEqual([]);
    expect(term('a')).toBeNull();
  });

  it('meets American and British spellings on the British one the docs use', () => {
    expect(terms('Change the color of the organization’s chat')).toEqual(
      terms('change the colour of the organisation chat'),
    );
    expect(term('analyzed')).toBe(term('analysed'));
    expect(term('authorization')).toBe(term('authorisation'));
    expect(term('behaviors')).toBe(term('behaviours'));
    expect(term('center')).toBe(term('centre'));
    expect(term('license')).toBe(term('licence'));
    expect(term('catalog')).toBe(term('catalogue'));
    expect(term('canceled')).toBe(term('cancelled'));
    // Words without a British twin are left alone, or changed the same way on both sides.
    expect(britishSpelling('size')).toBe('size');
    expect(britishSpelling('citizen')).toBe('citizen');
    expect(britishSpelling('colour')).toBe('colour');
  });
});
