import { describe, expect, it } from 'vitest';
import { followUpContext, HISTORY_MESSAGE_LENGTH, HISTORY_TURNS } from './history';

describe('followUpContext', () => {
  it('sends nothing with a first question', () => {
    expect(followUpContext([])).toEqual({});
  });

  it('sends the last chatId and the turns oldest first, as user and assistant messages', () => {
    expect(
      followUpContext([
        { question: 'How do I embed it?', answer: 'Paste the script [1].', chatId: 'c1' },
        { question: 'And in React?', answer: 'Use the package.', chatId: 'c1' },
      ]),
    ).toEqual({
      chatId: 'c1',
      history: [
        { role: 'user', content: 'How do I embed it?' },
        { role: 'assistant', content: 'Paste the script [1].' },
        { role: 'user', content: 'And in React?' },
        { role: 'assistant', content: 'Use the package.' },
      ],
    });
  });

  it('leaves out turns that brought no answer, and keeps the chatId of the last one that had it', () => {
    expect(
      followUpContext([
        { question: 'First', answer: 'One.', chatId: 'c1' },
        { question: 'Failed', answer: '' },
      ]),
    ).toEqual({
      chatId: 'c1',
      history: [
        { role: 'user', content: 'First' },
        { role: 'assistant', content: 'One.' },
      ],
    });
  });

  it(`keeps the last ${HISTORY_TURNS} turns, each message at most ${HISTORY_MESSAGE_LENGTH} characters`, () => {
    const turns = Array.from({ length: 5 }, (_, index) => ({
      question: `Question ${index}`,
      answer: 'x'.repeat(HISTORY_MESSAGE_LENGTH + 50),
      chatId: 'c1',
    }));
    const { history = [] } = followUpContext(turns);
    expect(history).toHaveLength(HISTORY_TURNS * 2);
    expect(history[0]).toEqual({ role: 'user', content: 'Question 2' });
    for (const message of history) expect(message.content.length).toBeLessThanOrEqual(HISTORY_MESSAGE_LENGTH);
    expect(history[1]?.content.endsWith('…')).toBe(true);
  });
});
