/**
 * What outside checkers (the Nu Html Checker, html-validate) found wrong in
 * the built HTML, kept right on every page the walks visit (issue 29): read
 * from the files of build/, which is what crawlers, validators and readers
 * without JavaScript get. The banner's date and the webinar page's events are
 * checked against the build's own moment.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEEKLY_WORKSHOP } from '../config/banner';
import { webinarConfig } from '../config/webinar';
import { readJsonLd, readTags } from '../plugins/social-cards/html';
import { BUILD_DIR, STAMP } from '../scripts/build/state.mjs';
import { nextWorkshop } from '../src/lib/workshopDate';
import { walkedPaths } from './support/sitemap';

const buildDir = process.env.BUILD_DIR?.trim() || BUILD_DIR;

function builtFile(route: string): string {
  const candidates = [path.join(buildDir, route, 'index.html'), path.join(buildDir, `${route}.html`)];
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`${route}: no built file (${candidates.join(', ')})`);
  return file;
}

/** The HTML without scripts, styles and templates, whose text may look like tags. */
const markupOnly = (html: string) => html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, '');

/** A valid `datetime` of a <time>: a date, or a date and time with its offset (HTML's global date and time). */
const DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** Everything found wrong on one page, one line a problem. */
function problems(html: string): string[] {
  const markup = markupOnly(html);
  const found: string[] = [];
  const tags = readTags(markup, '*');
  const ids = new Map(tags.filter((tag) => tag.has('id')).map((tag) => [tag.get('id'), tag]));

  for (const time of readTags(markup, ['time'])) {
    const value = time.get('datetime');
    if (value === undefined || !DATETIME.test(value)) found.push(`<time datetime="${value ?? ''}">: not a date`);
  }
  // Phrasing content only: <code> holds no <div>, <pre> no heading.
  for (const [, inside = ''] of markup.matchAll(/<code\b[^>]*>([\s\S]*?)<\/code>/gi)) {
    if (/<div\b/i.test(inside)) found.push('<div> inside <code>');
  }
  for (const [, inside = ''] of markup.matchAll(/<pre\b[^>]*>([\s\S]*?)<\/pre>/gi)) {
    if (/<h[1-6]\b/i.test(inside)) found.push('heading inside <pre>');
  }
  // The selected tab names its panel, which names it back.
  for (const tab of tags.filter((tag) => tag.get('role') === 'tab' && tag.get('aria-selected') === 'true')) {
    const panel = ids.get(tab.get('aria-controls'));
    if (panel?.get('role') !== 'tabpanel' || panel.get('aria-labelledby') !== tab.get('id')) {
      found.push(`selected tab "${tab.get('id') ?? ''}" without its panel`);
    }
  }
  // ARIA allows no label on an element whose role is generic.
  for (const element of readTags(markup, ['span', 'div'])) {
    if (element.has('aria-label') && !element.has('role'))
      found.push(`aria-label="${element.get('aria-label')}" on a generic element`);
  }
  for (const link of readTags(markup, ['a', 'link'])) {
    const href = link.get('href') ?? '';
    if (/^https?:/i.test(href) && /[\s[\]]/.test(href)) found.push(`href "${href}": characters a URL must encode`);
  }
  return [...new Set(found)];
}

describe('the markup of every walked page', () => {
  it.each(walkedPaths())('%s', (route) => {
    expect(problems(readFileSync(builtFile(route), 'utf8'))).toEqual([]);
  });

  it('has a check that catches each finding', () => {
    expect(
      problems(
        '<time>Thursday</time><code><div class=token-line>x</div></code><pre><h2>/ping</h2></pre>' +
          '<li role=tab aria-selected=true>200</li><div role=tabpanel>OK</div><span aria-label=none>–</span>' +
          '<a href="https://github.com/o/r/blob/c/Azure OpenAI/a.ts">a</a><a href=https://x.test/[auth0]/b>b</a>',
      ),
    ).toHaveLength(7);
  });
});

/** The build's moment, from its stamp; the configuration was read up to `BUILD_SLACK_MS` before it. */
const builtAt = () => statSync(path.join(buildDir, path.basename(STAMP))).mtimeMs;
const BUILD_SLACK_MS = 3 * 3_600_000;
/** The workshop next at some moment of the build. */
const buildWorkshops = () =>
  new Set([builtAt() - BUILD_SLACK_MS, builtAt()].map((at) => nextWorkshop(new Date(at), WEEKLY_WORKSHOP).startsAt));

describe('dates the static HTML holds', () => {
  it("gives the banner's date the build week's workshop as its datetime", () => {
    const html = readFileSync(builtFile('/'), 'utf8');
    const bar = html.slice(html.indexOf('theme-announcement-bar'));
    const [time] = readTags(bar, ['time']);
    expect(buildWorkshops()).toContain(Date.parse(time?.get('datetime') ?? ''));
  });

  it.each([
    ['/webinar-enterprise-ai', webinarConfig.session.upcomingSessions],
    ['/ai-workshops', 1],
  ])('gives %s its coming sessions as Events, from the build week on', (route, count) => {
    const events = readJsonLd(readFileSync(builtFile(route), 'utf8')).filter((object) => object['@type'] === 'Event');
    expect(events).toHaveLength(count);
    expect(buildWorkshops()).toContain(Date.parse(String(events[0]?.startDate)));
    const starts = events.map((event) => Date.parse(String(event.startDate)));
    starts.slice(1).forEach((start, index) => expect(start - starts[index]!).toBeGreaterThanOrEqual(6 * 86_400_000));
  });
});
