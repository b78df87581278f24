import { describe, expect, it } from 'vitest';
import { PASSAGES } from './fixtures';
import { createAskIndex } from './index';
import { PassageIndex, RANKING, buildSearchIndexes, pageOf } from './search';

const PAGES = [{ path: '/docs/embed', description: 'Add a chat window to any web page with one script tag.' }];
const index = createAskIndex(PASSAGES, PAGES);

describe('the passage index', () => {
  it('ranks the passage that answers first, with its page and heading', () => {
    const [best] = index.search('how do I put the chat bubble on my website?');
    expect(best?.source.startsWith('/docs/embed')).toBe(true);
    expect(index.search('where do I paste the OpenAI key')[0]?.source).toBe('/docs/credentials#add-a-credential');
  });

  it('honours the limit and returns nothing for a question of stop words', () => {
    expect(index.search('credential', { limit: 2 })).toHaveLength(2);
    expect(index.search('how do I do it?')).toEqual([]);
  });

  it('ranks the reader\u2019s page first when the question is ambiguous, not when another page is clearly better', () => {
    // "paste" is on the embed page and on the credentials page, about as strongly.
    expect(pageOf(index.search('where do I paste it?')[0]?.source ?? '')).toBe('/docs/embed');
    expect(index.search('where do I paste it?', { page: '/docs/credentials/' })[0]?.source).toBe(
      '/docs/credentials#add-a-credential',
    );
    // Only the rate limit page says how to open the settings.
    expect(index.search('open the settings', { page: '/docs/credentials' })[0]?.source).toBe('/docs/rate-limit#set-it');
  });

  it('measures how much of the question a hit covers, and a specific word it lacks makes that nothing', () => {
    const [credential] = index.search('add an OpenAI credential');
    expect(credential?.coverage).toBe(1);
    const [weather] = index.search('weather in Paris tomorrow');
    expect(weather?.source).toBe('/docs/weather-example');
    expect(weather?.coverage).toBe(0);
    // "rotate" is on the credentials page, "passport" nowhere, and the passage shares one word of the two.
    expect(index.search('rotate my passport')[0]?.coverage).toBe(0);
  });

  it('adds the share of the question a passage covers to its score, so having every word counts', () => {
    const question = 'add an OpenAI credential';
    const unshared = new PassageIndex(PASSAGES, buildSearchIndexes(PASSAGES, PAGES), { ...RANKING, shareWeight: 0 });
    const [withShare] = index.search(question);
    const [withoutShare] = unshared.search(question);
    expect(withShare?.source).toBe(withoutShare?.source);
    expect(withShare?.coverage).toBe(1);
    expect((withShare?.score ?? 0) - (withoutShare?.score ?? 0)).toBeCloseTo(RANKING.shareWeight);
  });

  it('knows its size and the pages and sections it holds, with or without the trailing slash', () => {
    expect(index.size).toBe(PASSAGES.length);
    expect(index.has('/docs/embed#theme')).toBe(true);
    expect(index.has('/docs/embed/')).toBe(true);
    expect(index.has('/docs/embed#nowhere')).toBe(true);
    expect(index.has('/docs/missing')).toBe(false);
  });
});
