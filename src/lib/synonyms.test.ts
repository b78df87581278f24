import { describe, expect, it } from 'vitest';
import { compileSynonyms, matchSynonyms, parseSynonyms, phraseWords, type TermFunctions } from './synonyms';

/** Term functions for the tests: lower case and a plural's s dropped; the search leaves out "the", "my", "a", "too", "many". */
const phrase = (word: string) => word.toLowerCase().replace(/s$/, '');
const terms: TermFunctions = {
  phrase,
  index: (word) =>
    ['the', 'my', 'a', 'too', 'many', 'how', 'do', 'i'].includes(word.toLowerCase()) ? null : phrase(word),
};

describe('the synonyms list', () => {
  it('reads one line a docs phrase, its readers’ phrases after "<=", and names a malformed line', () => {
    const { lines, problems } = parseSynonyms(
      '# a comment\n\nrate limit <= spam, too many requests\nmax tokens <=\nno arrow here\n',
    );
    expect(lines).toEqual([{ docs: 'rate limit', readers: ['spam', 'too many requests'], line: 3 }]);
    expect(problems).toEqual([
      'line 4: "max tokens <=" is not "docs words <= reader words, reader words, …"',
      'line 5: "no arrow here" is not "docs words <= reader words, reader words, …"',
    ]);
  });

  const synonyms = compileSynonyms(parseSynonyms('rate limit <= spam, too many requests').lines, terms);
  const match = (text: string) => matchSynonyms(phraseWords(text), synonyms, terms);

  it('matches a reader’s phrase word for word, whatever its endings, and says which words it covers', () => {
    expect(match('Stop the spams')).toEqual([
      { docs: 'rate limit', docsTerms: ['rate', 'limit'], covered: [2], present: false },
    ]);
    expect(match('how do I avoid too many requests')?.[0]?.covered).toEqual([4, 5, 6]);
  });

  it('counts every word of a phrase, the search’s stop words too', () => {
    expect(match('requests keep failing')).toEqual([]);
    expect(match('too few requests, many times')).toEqual([]);
  });

  it('says when the question already uses the docs’ words, whose reader’s word still stands for them', () => {
    expect(match('the rate limit blocks spam')).toEqual([
      { docs: 'rate limit', docsTerms: ['rate', 'limit'], covered: [4], present: true },
    ]);
    expect(match('a limit on the rate of spam')[0]?.present).toBe(false);
  });
});
