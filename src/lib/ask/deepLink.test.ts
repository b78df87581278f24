import { describe, expect, it } from 'vitest';
import { takeAskParam } from './deepLink';

describe('takeAskParam', () => {
  it('reads the question and removes it from the query string', () => {
    expect(takeAskParam('?ask=How%20do%20I%20embed%20the%20chatbot%3F')).toEqual({
      question: 'How do I embed the chatbot?',
      search: '',
    });
  });

  it('keeps the other parameters', () => {
    expect(takeAskParam('?utm_source=x&ask=+embed+&tab=2')).toEqual({
      question: 'embed',
      search: '?utm_source=x&tab=2',
    });
  });

  it('is null without the parameter and an empty question with an empty one', () => {
    expect(takeAskParam('?q=embed')).toBeNull();
    expect(takeAskParam('')).toBeNull();
    expect(takeAskParam('?ask=')).toEqual({ question: '', search: '' });
  });
});
