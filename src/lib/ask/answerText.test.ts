import { describe, expect, it } from 'vitest';
import { nextAnnouncement, parseAnswer, parseAnswerInline, plainText, speakableText } from './answerText';

describe('parseAnswerInline', () => {
  it('turns [n] into source markers and keeps links, code and text', () => {
    expect(
      parseAnswerInline('Paste the `<script>` tag [1] from [the embed guide](/docs/developers/embed#script) [2].'),
    ).toEqual([
      { type: 'text', text: 'Paste the ' },
      { type: 'code', text: '<script>' },
      { type: 'text', text: ' tag ' },
      { type: 'cite', number: 1 },
      { type: 'text', text: ' from ' },
      {
        type: 'link',
        href: '/docs/developers/embed#script',
        external: false,
        children: [{ type: 'text', text: 'the embed guide' }],
      },
      { type: 'text', text: ' ' },
      { type: 'cite', number: 2 },
      { type: 'text', text: '.' },
    ]);
  });

  it('leaves [0], three digits and markers inside code as text', () => {
    expect(parseAnswerInline('[0] [123] `[1]`')).toEqual([
      { type: 'text', text: '[0] [123] ' },
      { type: 'code', text: '[1]' },
    ]);
  });

  it('keeps script and unsafe schemes from becoming links', () => {
    const nodes = parseAnswerInline('<img src=x onerror=alert(1)> [a](javascript:alert(1))');
    expect(JSON.stringify(nodes)).not.toContain('"link"');
    expect(plainText(nodes)).toBe('<img src=x onerror=alert(1)> [a](javascript:alert(1))');
  });

  it('marks a link that lands on another site as off-site, however it is written', () => {
    const nodes = parseAnswerInline(
      '[a](/\\evil.example/x) [b](//evil.example/y) [c](https://evil.example/z) [d](/docs/x)',
    );
    expect(nodes.filter((node) => node.type === 'link')).toEqual([
      { type: 'link', href: 'https://evil.example/x', external: true, children: [{ type: 'text', text: 'a' }] },
      { type: 'link', href: 'https://evil.example/y', external: true, children: [{ type: 'text', text: 'b' }] },
      { type: 'link', href: 'https://evil.example/z', external: true, children: [{ type: 'text', text: 'c' }] },
      { type: 'link', href: '/docs/x', external: false, children: [{ type: 'text', text: 'd' }] },
    ]);
  });
});

describe('parseAnswer', () => {
  it('reads sentences, a list after an introducing line and a numbered list', () => {
    expect(
      parseAnswer(
        'The docs do not answer this.\nClosest pages:\n- [Embed](/docs/developers/embed)\n- [Community](/docs/community/)\n\n1. Open it\n2. Copy it',
      ),
    ).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'The docs do not answer this. Closest pages:' }] },
      {
        type: 'list',
        ordered: false,
        items: [
          [
            {
              type: 'link',
              href: '/docs/developers/embed',
              external: false,
              children: [{ type: 'text', text: 'Embed' }],
            },
          ],
          [
            {
              type: 'link',
              href: '/docs/community/',
              external: false,
              children: [{ type: 'text', text: 'Community' }],
            },
          ],
        ],
      },
      {
        type: 'list',
        ordered: true,
        items: [[{ type: 'text', text: 'Open it' }], [{ type: 'text', text: 'Copy it' }]],
      },
    ]);
  });

  it('keeps a fenced block as code, even while its closing fence is still on its way', () => {
    expect(parseAnswer('Add:\n```html\n<script src="/x.js"></script>\n```\nDone.')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'Add:' }] },
      { type: 'code', text: '<script src="/x.js"></script>' },
      { type: 'paragraph', children: [{ type: 'text', text: 'Done.' }] },
    ]);
    expect(parseAnswer('Add:\n```\nnpm i')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'Add:' }] },
      { type: 'code', text: 'npm i' },
    ]);
  });

  it('reads every prefix of an answer without throwing, the link appearing once complete', () => {
    const answer = 'See [the guide](/docs/intro#start) [1].\n- one\n- two';
    for (let end = 0; end <= answer.length; end++) expect(() => parseAnswer(answer.slice(0, end))).not.toThrow();
    expect(JSON.stringify(parseAnswer(answer.slice(0, 20)))).not.toContain('"link"');
    expect(JSON.stringify(parseAnswer(answer.slice(0, 34)))).toContain('"link"');
  });

  it('shows a heading as a sentence in bold', () => {
    expect(parseAnswer('## Steps\nOpen it.')).toEqual([
      { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', text: 'Steps' }] }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'Open it.' }] },
    ]);
  });
});

describe('what a screen reader hears', () => {
  it('drops markup and source markers', () => {
    expect(speakableText('Use `chatId` [1].\n- [Embed](/docs/x) [2]\n- **Share**')).toBe('Use chatId.\nEmbed\nShare');
  });

  it('announces whole sentences as they complete, and the rest at the end', () => {
    const answer = 'Open the Embed tab [1]. Copy the script';
    const first = nextAnnouncement(answer.slice(0, 10), 0, false);
    expect(first).toEqual({ text: '', spoken: 0 });
    const second = nextAnnouncement(answer, 0, false);
    expect(second).toEqual({ text: 'Open the Embed tab.', spoken: 23 });
    expect(nextAnnouncement(answer, second.spoken, true)).toEqual({ text: 'Copy the script', spoken: answer.length });
  });

  it('does not cut inside a link address or a version number', () => {
    expect(nextAnnouncement('See [v1.2](/docs/a.b) for more', 0, false).text).toBe('');
  });
});
