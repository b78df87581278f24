import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { maskEmail } from '../routes/email';
import { plainText } from './fields';
import { escapeHtml, FAVICON, renderPage } from './page';
import { RateLimiter } from './rateLimit';

describe('RateLimiter', () => {
  it('allows the limit per key and minute, then says how long to wait', () => {
    let now = 0;
    const limiter = new RateLimiter(2, 60_000, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('b')]).toEqual([0, 0, 0]);
    now = 15_000;
    expect(limiter.take('a')).toBe(45);
    now = 60_000;
    expect(limiter.take('a')).toBe(0);
  });

  it('is off at 0', () => {
    const limiter = new RateLimiter(0);
    expect(Array.from({ length: 1000 }, () => limiter.take('a')).every((wait) => wait === 0)).toBe(true);
  });
});

describe('text helpers', () => {
  it('finds control characters, allowing line breaks only in multi-line text', () => {
    expect(plainText('Ana María')).toBe(true);
    expect(plainText('Ana\nBcc: x')).toBe(false);
    expect(plainText('a\u0000b', true)).toBe(false);
    expect(plainText('line one\r\nline two\tend', true)).toBe(true);
    expect(plainText('\u007f')).toBe(false);
  });

  it('escapes markup and masks addresses', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(maskEmail('ana.lopez@acme.io')).toBe('a•••@acme.io');
  });

  it('renders a standalone page with everything escaped', () => {
    const html = renderPage({
      title: 'T<1>',
      heading: 'H & H',
      paragraphs: ['<script>alert(1)</script>'],
      links: [{ label: 'Home', href: 'https://site.test/?a=1&b="2"' }],
    });
    expect(html).toContain('<title>T&lt;1&gt; · AnswerAgentAI</title>');
    expect(html).toContain('<h1>H &amp; H</h1>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('href="https://site.test/?a=1&amp;b=&quot;2&quot;"');
  });

  it("links the site's icon, which the build holds", () => {
    expect(renderPage({ title: 'T', heading: 'H', paragraphs: [], links: [] })).toContain(
      `<link rel="icon" href="${FAVICON}" type="image/svg+xml" />`,
    );
    expect(existsSync(path.join('static', FAVICON))).toBe(true);
  });
});
