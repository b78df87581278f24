import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import AnswerText from './AnswerText';

// The theme's Link needs the router; a plain anchor shows what it is given.
vi.mock('@docusaurus/Link', () => ({
  default: ({ to, children, className, ...rest }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className} aria-label={(rest as { 'aria-label'?: string })['aria-label']}>
      {children}
    </a>
  ),
}));

const citations = [
  { number: 1, href: '/docs/developers/embed#script', title: 'Embed › Script tag' },
  { number: 2, href: '/docs/intro', title: 'Introduction' },
];

/** The markup without the CSS module's class names and React's text separators. */
function render(text: string): string {
  return renderToString(<AnswerText text={text} citations={citations} onNavigate={() => undefined} />)
    .replace(/ class="[^"]*"/g, '')
    .replace(/<!-- -->/g, '');
}

describe('AnswerText', () => {
  it('renders sentences, a list, code and links as elements', () => {
    const html = render(
      'Paste the `<script>` tag [1].\n- See [the intro](/docs/intro)\n- Ask on [Discord](https://discord.gg/x)',
    );
    expect(html).toBe(
      '<p>Paste the <code>&lt;script&gt;</code> tag <a href="/docs/developers/embed#script" aria-label="Source 1: Embed › Script tag">1</a>.</p>' +
        '<ul><li>See <a href="/docs/intro">the intro</a></li><li>Ask on <a href="https://discord.gg/x" target="_blank" rel="noopener noreferrer nofollow">Discord<span aria-hidden="true">↗</span><span> (another site, opens in a new tab)</span></a></li></ul>',
    );
  });

  it('links each marker to its source and leaves a marker without one as text', () => {
    const html = render('One [2], three [3].');
    expect(html).toContain('<a href="/docs/intro" aria-label="Source 2: Introduction">2</a>');
    expect(html).toContain('three [3].');
  });

  it('marks a link that leaves the site as off-site, even one written as a path', () => {
    const html = render('See [the guide](/\\evil.example/x) and [this](//evil.example/y).');
    expect(html).toBe(
      '<p>See <a href="https://evil.example/x" target="_blank" rel="noopener noreferrer nofollow">the guide<span aria-hidden="true">↗</span><span> (another site, opens in a new tab)</span></a>' +
        ' and <a href="https://evil.example/y" target="_blank" rel="noopener noreferrer nofollow">this<span aria-hidden="true">↗</span><span> (another site, opens in a new tab)</span></a>.</p>',
    );
  });

  it('never turns what the service sends into markup', () => {
    const html = render(
      '<img src=x onerror=alert(1)> [x](javascript:alert(1)) <b>bold</b>\n```\n<script>alert(1)</script>\n```',
    );
    expect(html).not.toMatch(/<(img|b|script)\b/);
    expect(html).not.toContain('href="javascript');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
