import { describe, expect, it } from 'vitest';
import { linkedInShareLink, mailtoLink, xShareLink } from './shareLinks';

const message = {
  url: 'https://answeragent.ai/webinar-enterprise-ai',
  subject: 'Free session: deploy enterprise AI in weeks & more',
  body: 'I signed up for this 45-minute session. Join me?',
};

describe('share links', () => {
  it('builds a mailto link with subject and body, the page link at the end', () => {
    const link = mailtoLink(message);
    expect(link.startsWith('mailto:?subject=')).toBe(true);
    expect(link).not.toContain('+');
    const params = new URLSearchParams(link.slice('mailto:?'.length));
    expect(params.get('subject')).toBe(message.subject);
    expect(params.get('body')).toBe(`${message.body}\n\n${message.url}`);
  });

  it('shares the page on LinkedIn', () => {
    const url = new URL(linkedInShareLink(message));
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect(url.searchParams.get('url')).toBe(message.url);
  });

  it('posts the subject and the page on X', () => {
    const url = new URL(xShareLink(message));
    expect(url.origin + url.pathname).toBe('https://x.com/intent/post');
    expect(url.searchParams.get('text')).toBe(message.subject);
    expect(url.searchParams.get('url')).toBe(message.url);
  });
});
