import { describe, expect, it } from 'vitest';
import { applyEvent, copyText, emptyAnswer, type AnswerState } from './answerState';
import { EventStreamReader, formatEvent, type AskEvent } from './protocol';

function answerOf(events: { event: string; data: unknown }[]): AnswerState {
  return events.reduce(applyEvent, emptyAnswer);
}

const metadata = {
  chatId: 'c1',
  chatMessageId: 'm1',
  question: 'How do I embed it?',
  followUpPrompts: ['And in React?'],
  answered: true,
};

describe('applyEvent', () => {
  it('builds an answer from the platform order of events, the first token counted once', () => {
    const events: AskEvent[] = [
      { event: 'start', data: 'Paste ' },
      { event: 'token', data: 'Paste ' },
      { event: 'token', data: 'the script [1].' },
      {
        event: 'sourceDocuments',
        data: [{ pageContent: '…', metadata: { source: '/docs/developers/embed#script', title: 'Embed › Script' } }],
      },
      { event: 'metadata', data: metadata },
      { event: 'end', data: '[DONE]' },
    ];
    // Through the same reader the panel uses.
    const seen: { event: string; data: unknown }[] = [];
    const reader = new EventStreamReader((event) => seen.push(event));
    reader.push(events.map(formatEvent).join(''));
    reader.end();
    expect(answerOf(seen)).toEqual({
      status: 'done',
      text: 'Paste the script [1].',
      citations: [{ number: 1, href: '/docs/developers/embed#script', title: 'Embed › Script' }],
      metadata,
    });
  });

  it('is streaming from the first token', () => {
    expect(answerOf([{ event: 'token', data: 'Hi' }]).status).toBe('streaming');
  });

  it('keeps the numbering of the sources while dropping ones that are not pages of this site', () => {
    const answer = answerOf([
      {
        event: 'sourceDocuments',
        data: [
          { metadata: { source: 'https://elsewhere.example/x', title: 'Elsewhere' } },
          { metadata: { source: '//elsewhere.example/x', title: 'Elsewhere' } },
          { metadata: { source: '/docs/intro#start', title: '' } },
          'nonsense',
        ],
      },
    ]);
    expect(answer.citations).toEqual([{ number: 3, href: '/docs/intro#start', title: '/docs/intro#start' }]);
  });

  it('reads follow-up prompts handed over as a JSON string, and a missing answered flag as answered', () => {
    const ids = { chatId: 'c1', chatMessageId: 'm1', question: 'q' };
    const answer = answerOf([{ event: 'metadata', data: { ...ids, followUpPrompts: '["One?", "", 3]' } }]);
    expect(answer.metadata).toEqual({ ...ids, followUpPrompts: ['One?'], answered: true });
  });

  it('keeps answered false', () => {
    expect(answerOf([{ event: 'metadata', data: { ...metadata, answered: false } }]).metadata?.answered).toBe(false);
  });

  it('skips payloads of the wrong shape', () => {
    const answer = answerOf([
      { event: 'token', data: 42 },
      { event: 'metadata', data: { chatId: 1 } },
      { event: 'sourceDocuments', data: 'x' },
      { event: 'usedTools', data: [] },
    ]);
    expect(answer).toEqual({ status: 'waiting', text: '', citations: [] });
  });

  it('fails on an error event, with its message, and stays failed at the end', () => {
    const answer = answerOf([
      { event: 'token', data: 'Half' },
      { event: 'error', data: 'The sidekick did not answer in time.' },
      { event: 'end', data: '[DONE]' },
    ]);
    expect(answer).toMatchObject({ status: 'failed', text: 'Half', error: 'The sidekick did not answer in time.' });
    expect(answerOf([{ event: 'error', data: '' }]).error).toBe('The answer failed.');
  });
});

describe('copyText', () => {
  it('copies the answer with absolute links and its numbered sources', () => {
    expect(
      copyText(
        {
          text: 'Paste [the script](/docs/developers/embed) [1].\n',
          citations: [{ number: 1, href: '/docs/developers/embed#script', title: 'Embed' }],
        },
        'https://answeragent.ai',
      ),
    ).toBe(
      'Paste [the script](https://answeragent.ai/docs/developers/embed) [1].\n\nSources:\n[1] Embed: https://answeragent.ai/docs/developers/embed#script',
    );
  });

  it('copies the text alone when there are no sources', () => {
    expect(copyText({ text: 'No answer.', citations: [] }, 'https://answeragent.ai')).toBe('No answer.');
  });
});
