import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  COMMUNITY_PAGE,
  MIN_COVERAGE,
  answerOffline,
  chooseCitations,
  quoteText,
  quotedUnits,
  tokenize,
} from './answer';
import { PASSAGES } from './fixtures';
import { createAskIndex } from './index';
import { units } from './sentences';
import type { AskIndex, Hit } from './types';

const index = createAskIndex(PASSAGES);

/** The text of an answer without its first line (the page it quotes) and its markers, cut into the pieces it quotes. */
function quotedPieces(text: string): string[] {
  const body = text.replace(/^From \[[^\]]*\]\([^)]*\):\n\n/, '');
  return units(body.replace(/ ?\[\d+\]/g, '').replace(/\n{2,}/g, '\n')).map((unit) => unit.text);
}

describe('answerOffline', () => {
  const question = 'how do I add the chat bubble to my website?';
  const result = answerOffline(index, question);

  it('answers from the best passages, each followed by its citation marker, sources in the same order', () => {
    expect(result.answered).toBe(true);
    expect(result.sources.length).toBeGreaterThanOrEqual(1);
    expect(result.sources.length).toBeLessThanOrEqual(3);
    result.sources.forEach((source, position) => {
      expect(result.text).toContain(`[${position + 1}]`);
      expect(index.has(source.metadata.source)).toBe(true);
      expect(result.text).toContain(source.pageContent);
    });
    expect(result.text).not.toContain(`[${result.sources.length + 1}]`);
    expect(result.sources[0]?.metadata.source).toMatch(/^\/docs\/embed/);
  });

  it('never invents text: every sentence, list item and code block it says is a cited passage\u2019s own', () => {
    const cited = result.sources.map((source) => PASSAGES.find((passage) => passage.source === source.metadata.source));
    for (const piece of quotedPieces(result.text)) {
      expect(cited.some((passage) => passage?.text.includes(piece))).toBe(true);
    }
  });

  it('names the page it mostly quotes on its first line, linked', () => {
    expect(result.text.split('\n')[0]).toBe('From [Embed a chatbot](/docs/embed):');
  });

  it('titles a source "Page title › Heading", the page title alone for a page\u2019s opening', () => {
    const titles = answerOffline(index, 'paste the chatflow id in the bubble script').sources.map(
      (s) => s.metadata.title,
    );
    expect(titles.every((title) => title === 'Embed a chatbot' || title.startsWith('Embed a chatbot › '))).toBe(true);
  });

  it('cuts the text into words with their trailing spaces, which joined are the text', () => {
    expect(result.tokens.join('')).toBe(result.text);
    expect(result.tokens.every((token) => /^\S+\s*$/.test(token))).toBe(true);
    expect(tokenize('a b\n\nc')).toEqual(['a ', 'b\n\n', 'c']);
  });

  it('offers follow-up questions made from the cited pages\u2019 other headings only', () => {
    const cited = new Set(result.sources.map((source) => source.metadata.source.split('#')[0]));
    const otherHeadings = PASSAGES.filter(
      (passage) =>
        cited.has(passage.source.split('#')[0]) && !result.sources.some((s) => s.metadata.source === passage.source),
    ).map((passage) => `${passage.title}: ${passage.heading}`);
    expect(result.followUpPrompts.length).toBeGreaterThan(0);
    expect(result.followUpPrompts.length).toBeLessThanOrEqual(3);
    for (const prompt of result.followUpPrompts) expect(otherHeadings).toContain(prompt);
    expect(result.followUpPrompts).not.toContain('Embed a chatbot: Related');
  });

  it('says the docs do not answer when nothing covers the question, with the nearest pages and the community page', () => {
    const none = answerOffline(index, 'what is the weather in Paris tomorrow?');
    expect(none.answered).toBe(false);
    expect(none.sources).toEqual([]);
    expect(none.followUpPrompts).toEqual([]);
    expect(none.text).toMatch(
      /^The docs do not answer this question\. These pages come closest:\n- \[OpenAPI Chain › /,
    );
    expect(none.text).toContain('(/docs/weather-example)');
    expect(none.text).toContain(`(${COMMUNITY_PAGE})`);
    expect(none.tokens.join('')).toBe(none.text);
    const nothing = answerOffline(index, 'why?');
    expect(nothing.text).toMatch(/^The docs do not answer this question\.\nYou can also ask/);
  });

  it('ranks the reader\u2019s page first for an ambiguous question', () => {
    expect(
      answerOffline(index, 'where do I paste it?', { page: '/docs/credentials' }).sources[0]?.metadata.source,
    ).toBe('/docs/credentials#add-a-credential');
  });

  it('trusts an index that does not measure coverage', () => {
    const hit: Hit = { ...PASSAGES[4]!, score: 1 };
    const fake: AskIndex = { size: 1, has: () => true, search: () => [hit] };
    expect(answerOffline(fake, 'rate limit').answered).toBe(true);
    expect(answerOffline(fake, 'rate limit').sources[0]?.metadata.source).toBe('/docs/rate-limit');
    const weak: AskIndex = { ...fake, search: () => [{ ...hit, coverage: MIN_COVERAGE / 2 }] };
    expect(answerOffline(weak, 'rate limit').answered).toBe(false);
  });
});

describe('answers that stay on the question', () => {
  // A question whose words are common but one ("remember"), and a passage of another page that scores close only
  // for a common word ("user"): the generic wander of an extractive answer.
  const passages = [
    {
      source: '/docs/memory',
      title: 'Memory',
      heading: 'Memory',
      text: 'A memory node lets a sidekick remember what the user said earlier in the conversation. Keep the session id the same and it remembers it the next day.',
    },
    {
      source: '/docs/google-oauth',
      title: 'Google OAuth',
      heading: 'Set up Google OAuth',
      text: 'The user signs in with Google. The sidekick then acts as that user. The user can revoke the access later.',
    },
    {
      source: '/docs/prediction-api',
      title: 'Prediction API',
      heading: 'Prediction API',
      text: 'Send the question to the prediction endpoint from your code with a POST request. Examples in curl and JavaScript.',
    },
    {
      source: '/docs/python-interpreter',
      title: 'Python Interpreter',
      heading: 'Python Interpreter',
      text: 'The Python Interpreter tool runs a Python script the model writes, in a sandbox, and returns what it prints.',
    },
    ...PASSAGES,
  ];

  it('leaves out a passage of another page that matches only a common word of the question', () => {
    // The docs team's list maps "yesterday", which no page uses, to "memory" (docs/synonyms.txt).
    const wander = createAskIndex(passages, [], readFileSync('docs/synonyms.txt', 'utf8'));
    const remembered = answerOffline(wander, 'can my sidekick remember what the user said yesterday?');
    expect(remembered.sources.map((source) => source.metadata.source)).toEqual(['/docs/memory']);
    expect(remembered.text.split('\n')[0]).toBe('From [Memory](/docs/memory):');
  });

  it('searches a reader\u2019s words as the docs\u2019 words of the synonyms list', () => {
    const question = 'send a question from a Python script';
    const without = createAskIndex(passages);
    expect(without.search(question)[0]?.source).toBe('/docs/python-interpreter');
    const withSynonyms = createAskIndex(passages, [], 'prediction endpoint <= python script, call from code\n');
    const answered = answerOffline(withSynonyms, question);
    expect(answered.answered).toBe(true);
    expect(answered.sources[0]?.metadata.source).toBe('/docs/prediction-api');
  });

  it('answers in the docs\u2019 words a question whose own words no page uses', () => {
    const question = 'how do I stop the spamming?';
    expect(answerOffline(index, question).answered).toBe(false);
    const withSynonyms = createAskIndex(PASSAGES, [], 'rate limit <= spam, spamming\n');
    const answered = answerOffline(withSynonyms, question);
    expect(answered.answered).toBe(true);
    expect(answered.sources[0]?.metadata.source).toBe('/docs/rate-limit');
  });
});

describe('quotedUnits', () => {
  const filler = 'Nothing here concerns it. '.repeat(16).trim();

  it('keeps the sentences that share words with the question, and the code a quoted sentence introduces', () => {
    const text = `${PASSAGES[1]!.text}\n${filler}`;
    expect(quoteText(quotedUnits(text, 'which page should show the bubble?'))).toBe(
      [
        'Paste this before the end of the body on every page that should show the chat bubble:',
        '```',
        "Chatbot.init({ chatflowid: '<id>' });",
        '```',
        'The bubble appears in the bottom-right corner.',
      ].join('\n'),
    );
  });

  it('quotes a long passage that matched only by its heading from its start', () => {
    expect(quoteText(quotedUnits(`First. Second. ${filler}`, 'heading words'))).toBe('First. Second.');
  });

  it('quotes a short passage whole', () => {
    expect(quoteText(quotedUnits('The limit was reached. Wait for the window to pass.', 'limit reached'))).toBe(
      'The limit was reached. Wait for the window to pass.',
    );
  });
});

describe('chooseCitations', () => {
  const hit = (source: string, score: number, text = source): Hit => ({
    source,
    title: 'T',
    heading: 'H',
    text,
    score,
  });

  it('takes one passage a page first, leaves out near duplicates and passages far behind the best', () => {
    const chosen = chooseCitations([
      hit('/a#1', 2),
      hit('/a#2', 1.9),
      hit('/b', 1.8, 'the same words in this text'),
      hit('/c', 1.7, 'the same words in this text'),
      hit('/d', 1.5),
      hit('/e', 1),
    ]);
    expect(chosen.map((h) => h.source)).toEqual(['/a#1', '/b', '/d']);
    expect(chooseCitations([hit('/a', 2), hit('/b', 1)]).map((h) => h.source)).toEqual(['/a']);
    expect(chooseCitations([])).toEqual([]);
  });

  it('leaves out a close passage that holds much less of the question\u2019s key words than the best', () => {
    const keyed = (source: string, score: number, keyShare: number): Hit => ({ ...hit(source, score), keyShare });
    const chosen = chooseCitations([keyed('/a', 2, 1), keyed('/b', 1.9, 0.5), keyed('/c', 1.8, 0.8)]);
    expect(chosen.map((h) => h.source)).toEqual(['/a', '/c']);
  });

  it('fills the places other pages leave with close sections of the pages chosen, after them', () => {
    const chosen = chooseCitations([hit('/a#1', 2), hit('/a#2', 1.9), hit('/b', 1.8), hit('/a#3', 1.7), hit('/c', 1)]);
    expect(chosen.map((h) => h.source)).toEqual(['/a#1', '/b', '/a#2']);
    expect(chooseCitations([hit('/a#1', 2), hit('/a#2', 1.5), hit('/a#3', 1)]).map((h) => h.source)).toEqual([
      '/a#1',
      '/a#2',
    ]);
  });
});
