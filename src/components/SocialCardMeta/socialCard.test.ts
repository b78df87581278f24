/**
 * The social card pipeline this component relies on (plugins/social-cards):
 * the image path a page asks for, reading the built page's meta tags, text
 * wrapping with the font's real widths, and the SVG drawn from them. It lives
 * here because the unit test run and the type check cover src/, not plugins/.
 */
import { describe, expect, it } from 'vitest';
import { readJsonLd, readMetaTags, readSection } from '../../../plugins/social-cards/html';
import { readFontMetrics } from '../../../plugins/social-cards/metrics';
import { CARD_SIZE, socialCardPath } from '../../../plugins/social-cards/paths';
import { cardSvg, escapeXml, fitAddress, wrapText } from '../../../plugins/social-cards/template';

const FONT_DIR = '/usr/share/fonts/truetype/dejavu';

describe('socialCardPath', () => {
  it.each([
    ['/', '/img/og/index.png'],
    ['/agents', '/img/og/agents.png'],
    ['/docs/', '/img/og/docs.png'],
    ['/ai-workshops/scheduled', '/img/og/ai-workshops/scheduled.png'],
    ['/blog/what-we-are-building#try-it', '/img/og/blog/what-we-are-building.png'],
    ['/Docs/API Reference?x=1', '/img/og/docs/api-reference.png'],
  ])('%s → %s', (route, expected) => {
    expect(socialCardPath(route)).toBe(expected);
  });
});

describe('readMetaTags', () => {
  it('reads quoted and unquoted attributes in any order, decoding entities', () => {
    const html =
      '<head><meta data-rh=true property=og:title content="Agents &amp; apps | AnswerAgentAI"/>' +
      "<meta content='It&#39;s here' name=description>" +
      '<meta data-rh=true property=og:image content=https://answeragent.ai/img/og/agents.png />' +
      '<meta property="og:title" content="second, ignored"></head>';
    const metas = readMetaTags(html);
    expect(metas.get('og:title')).toBe('Agents & apps | AnswerAgentAI');
    expect(metas.get('description')).toBe("It's here");
    expect(metas.get('og:image')).toBe('https://answeragent.ai/img/og/agents.png');
  });
});

describe('readSection', () => {
  const jsonLd = (value: unknown) => `<script data-rh=true type=application/ld+json>${JSON.stringify(value)}</script>`;
  const crumbs = (...names: string[]) =>
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: names.map((name, index) => ({ '@type': 'ListItem', name, position: index + 1 })),
    });

  it('names the breadcrumb trail above a docs page', () => {
    const html = crumbs('Studio', 'Chatflows', 'Chat Models', 'ChatAnthropic');
    expect(readSection(html, '/docs/sidekick-studio/chatflows/chat-models/chatanthropic')).toBe(
      'Studio › Chatflows › Chat Models',
    );
  });

  it('says "Docs" for a page at the top of the docs tree, "Blog" for a post, nothing elsewhere', () => {
    expect(readSection(crumbs('Overview'), '/docs/')).toBe('Docs');
    expect(readSection(jsonLd({ '@type': 'BlogPosting', headline: 'x' }), '/blog/x')).toBe('Blog');
    expect(readSection('<html><head></head></html>', '/agents')).toBeUndefined();
  });

  it('skips JSON-LD it cannot read and flattens @graph', () => {
    const html = '<script type="application/ld+json">{broken</script>' + jsonLd({ '@graph': [{ '@type': 'WebSite' }] });
    expect(readJsonLd(html).map((object) => object['@type'])).toEqual([undefined, 'WebSite']);
  });
});

describe('wrapText', () => {
  const measure = (line: string) => line.length * 10;

  it('breaks at words within the width', () => {
    expect(wrapText('one two three four', 90, 3, measure)).toEqual({
      lines: ['one two', 'three', 'four'],
      truncated: false,
    });
  });

  it('ends the last line with an ellipsis when the text needs more lines', () => {
    const { lines, truncated } = wrapText('alpha beta gamma delta epsilon zeta eta theta', 110, 2, measure);
    expect(truncated).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(110);
  });
});

describe('fitAddress', () => {
  const measure = (line: string) => line.length * 10;

  it('keeps an address that fits', () => {
    expect(fitAddress('answeragent.ai/agents', 300, measure)).toBe('answeragent.ai/agents');
  });

  it('keeps the host and as many last segments as fit', () => {
    const address = 'answeragent.ai/docs/sidekick-studio/chatflows/chat-models/chatanthropic';
    const fitted = fitAddress(address, 450, measure);
    expect(fitted).toBe('answeragent.ai/…/chat-models/chatanthropic');
    expect(measure(fitted)).toBeLessThanOrEqual(450);
  });

  it('cuts a last segment that cannot fit on its own', () => {
    const fitted = fitAddress(`answeragent.ai/docs/${'x'.repeat(80)}`, 300, measure);
    expect(fitted.startsWith('answeragent.ai/…/xx')).toBe(true);
    expect(fitted.endsWith('…')).toBe(true);
    expect(measure(fitted)).toBeLessThanOrEqual(300);
  });
});

describe('readFontMetrics', () => {
  it('measures real advance widths from the font file', () => {
    const bold = readFontMetrics(`${FONT_DIR}/DejaVuSans-Bold.ttf`);
    expect(bold.measure('W', 100)).toBeGreaterThan(bold.measure('i', 100));
    expect(bold.measure('WW', 50)).toBeCloseTo(bold.measure('W', 100), 5);
    expect(bold.measure('', 64)).toBe(0);
  });
});

describe('cardSvg', () => {
  const fonts = {
    regular: readFontMetrics(`${FONT_DIR}/DejaVuSans.ttf`),
    bold: readFontMetrics(`${FONT_DIR}/DejaVuSans-Bold.ttf`),
    family: 'DejaVu Sans',
  };
  const logo = { viewBox: '0 0 176 32', body: '<rect width="32" height="32"/>' };

  it('draws a 1200×630 card with the escaped title, description and address', () => {
    const svg = cardSvg(
      { title: 'Agents <& apps>', description: 'What "agents" do', address: 'answeragent.ai/agents' },
      fonts,
      logo,
    );
    expect(svg).toContain(`width="${CARD_SIZE.width}" height="${CARD_SIZE.height}"`);
    expect(svg).toContain(escapeXml('Agents <& apps>'));
    expect(svg).not.toContain('<& apps>');
    expect(svg).toContain('answeragent.ai/agents');
  });

  it('draws the section above the title, or nothing when there is none', () => {
    const content = { title: 'ChatAnthropic', description: '', address: 'answeragent.ai/docs/x' };
    expect(cardSvg({ ...content, section: 'Studio › Chat Models' }, fonts, logo)).toContain(
      '>Studio › Chat Models</text>',
    );
    expect(cardSvg(content, fonts, logo)).not.toContain('fill="#b0a8ff">');
  });

  it('draws the glow for a feature card and a flat background for a plain one', () => {
    const content = { title: 'Agents', description: '', address: 'answeragent.ai/agents' };
    expect(cardSvg(content, fonts, logo)).toContain('fill="url(#violet)"');
    const plain = cardSvg({ ...content, style: 'plain' }, fonts, logo);
    expect(plain).not.toContain('fill="url(#violet)"');
    expect(plain).not.toContain('fill="url(#grid)"');
  });

  it('keeps a long title to three lines', () => {
    const title = 'A very long page title that keeps going well past what fits on a single social card line';
    const svg = cardSvg({ title, description: '', address: 'answeragent.ai' }, fonts, logo);
    const titleBlock = /<text[^>]*font-weight="700" font-size="\d+"[^>]*>(.*?)<\/text>/.exec(svg)?.[1] ?? '';
    expect(titleBlock.match(/<tspan/g)).toHaveLength(3);
  });
});
