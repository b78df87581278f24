import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { fakeAnswerOffline, fakeIndex } from '../testing/ask';
import { CitationRenumberer } from './citations';
import { askSettings } from './settings';
import { decodeFollowUpPrompts, formatPassages } from './sidekick';

function renumber(pieces: string[], count = 5) {
  const renumberer = new CitationRenumberer(count);
  const out = pieces.map((piece) => renumberer.push(piece)).join('') + renumberer.end();
  return { out, cited: renumberer.cited };
}

describe('CitationRenumberer', () => {
  it('numbers the passages in the order the answer first cites them', () => {
    expect(renumber(['Paste the script [4]. Then set the key [2], as before [4].'])).toEqual({
      out: 'Paste the script [1]. Then set the key [2], as before [1].',
      cited: [4, 2],
    });
  });

  it('gives the same text however the answer is cut into pieces', () => {
    const answer = 'First [3][1]. Lists [2, 3] and [5,1]. Code: items[2] and arr[10]. End [3]';
    const whole = renumber([answer]);
    expect(whole.out).toBe('First [1][2]. Lists [3, 1] and [4, 2]. Code: items[2] and arr[10]. End [1]');
    for (let at = 1; at < answer.length; at++) {
      expect(renumber([answer.slice(0, at), answer.slice(at)])).toEqual(whole);
    }
    expect(renumber([...answer])).toEqual(whole);
  });

  it('drops a citation of a passage it was not given, and leaves other brackets alone', () => {
    expect(renumber(['See [7] and [2, 9]. Use [0] or [x] or [123].'], 3)).toEqual({
      out: 'See and [1]. Use [0] or [x] or [123].',
      cited: [2],
    });
  });

  it('lets an unfinished bracket through at the end', () => {
    expect(renumber(['Ends with [1', '2'])).toEqual({ out: 'Ends with [12', cited: [] });
  });
});

describe('the passages given to the sidekick', () => {
  it('numbers them with their page and heading, and doubles braces for the prompt template', () => {
    const text = formatPassages([
      { source: '/docs/a#b', title: 'Page A', heading: 'Section B', text: 'Send {"question": "hi"}.', score: 2 },
      { source: '/docs/c', title: 'Page C', heading: 'Page C', text: 'Opening.', score: 1 },
    ]);
    expect(text).toBe(
      '[1] Page A › Section B (/docs/a#b)\nSend {{"question": "hi"}}.\n\n[2] Page C (/docs/c)\nOpening.',
    );
    expect(formatPassages([])).toBe('No passage of the documentation matches this question.');
  });
});

describe('followUpPrompts (buildChatflow.ts encodes them twice)', () => {
  it('decodes the stream metadata (once encoded) and the JSON answer (twice encoded)', () => {
    const questions = ['How do I embed it?', 'Which key?'];
    expect(decodeFollowUpPrompts(JSON.stringify(questions))).toEqual(questions);
    expect(decodeFollowUpPrompts(JSON.stringify(JSON.stringify(questions)))).toEqual(questions);
    expect(decodeFollowUpPrompts(questions)).toEqual(questions);
  });

  it('takes anything else as none', () => {
    expect(decodeFollowUpPrompts(undefined)).toEqual([]);
    expect(decodeFollowUpPrompts('not json')).toEqual([]);
    expect(decodeFollowUpPrompts('{"a":1}')).toEqual([]);
    expect(decodeFollowUpPrompts([1, '', ' Why? ', 'a', 'b', 'c', 'd', 'e'])).toEqual(['Why?', 'a', 'b', 'c', 'd']);
  });
});

describe('askSettings', () => {
  const retrieval = { loadIndex: () => Promise.resolve(fakeIndex()), answerOffline: fakeAnswerOffline };

  it('answers offline by default', () => {
    expect(askSettings(loadEnv({}), retrieval)).toEqual({
      ...retrieval,
      rateLimit: 10,
      retentionDays: 90,
      sidekick: undefined,
    });
  });

  it('passes the sidekick settings on, the API key included', () => {
    const env = loadEnv({
      ASK_PROVIDER: 'sidekick',
      ASK_SIDEKICK_URL: 'https://studio.example.com/',
      ASK_CHATFLOW_ID: 'flow-1',
      ASK_API_KEY: 'key-1',
      ASK_SIDEKICK_TIMEOUT_MS: '8000',
      ASK_SIDEKICK_DAILY_LIMIT: '50',
    });
    expect(askSettings(env, retrieval).sidekick).toEqual({
      url: 'https://studio.example.com',
      chatflowId: 'flow-1',
      apiKey: 'key-1',
      timeoutMs: 8000,
      dailyLimit: 50,
      maxStreams: 20,
    });
  });
});
