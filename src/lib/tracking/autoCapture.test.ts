import { describe, expect, it } from 'vitest';
import { linkClickEvent, newMilestones, scrollPercent, sectionSeen, videoName, videoProgress } from './autoCapture';

const PAGE = 'https://answeragent.ai/docs/intro';

describe('linkClickEvent', () => {
  it('records links to other hosts as external links', () => {
    expect(linkClickEvent({ href: 'https://discord.gg/X54ywt8pzj', download: null }, PAGE)).toEqual({
      kind: 'external_link',
      url: 'https://discord.gg/X54ywt8pzj',
    });
    expect(linkClickEvent({ href: 'https://studio.theanswer.ai/', download: null }, PAGE)).toEqual({
      kind: 'external_link',
      url: 'https://studio.theanswer.ai/',
    });
  });

  it('ignores links within the site and non-web links', () => {
    expect(linkClickEvent({ href: 'https://answeragent.ai/agents', download: null }, PAGE)).toBeUndefined();
    expect(linkClickEvent({ href: '/blog', download: null }, PAGE)).toBeUndefined();
    expect(linkClickEvent({ href: 'mailto:hello@theanswer.ai', download: null }, PAGE)).toBeUndefined();
    expect(linkClickEvent({ href: 'tel:+15550100', download: null }, PAGE)).toBeUndefined();
  });

  it('records files by their type, on the site or elsewhere', () => {
    expect(linkClickEvent({ href: '/sidekick-alpha-20250604.zip', download: null }, PAGE)).toEqual({
      kind: 'file_download',
      fileName: 'sidekick-alpha-20250604.zip',
      fileType: 'zip',
    });
    expect(linkClickEvent({ href: 'https://cdn.example.com/Guide%20v2.PDF?x=1', download: null }, PAGE)).toEqual({
      kind: 'file_download',
      fileName: 'Guide v2.PDF',
      fileType: 'pdf',
    });
  });

  it('records links with a download attribute, named by it', () => {
    expect(
      linkClickEvent({ href: 'data:text/calendar;charset=utf-8,BEGIN', download: 'enterprise-ai-webinar.ics' }, PAGE),
    ).toEqual({ kind: 'file_download', fileName: 'enterprise-ai-webinar.ics', fileType: 'ics' });
    expect(linkClickEvent({ href: '/exports/report.json', download: '' }, PAGE)).toEqual({
      kind: 'file_download',
      fileName: 'report.json',
      fileType: 'json',
    });
  });

  it('does not take a page path with a dot for a file', () => {
    expect(linkClickEvent({ href: '/docs/v1.2', download: null }, PAGE)).toBeUndefined();
  });
});

describe('scroll depth', () => {
  it('measures how far down the scrollable part the visitor is', () => {
    expect(scrollPercent(0, 800, 4000)).toBe(0);
    expect(scrollPercent(1600, 800, 4000)).toBe(50);
    expect(scrollPercent(3199.5, 800, 4000)).toBe(100);
  });

  it('has no depth for a page that does not scroll', () => {
    expect(scrollPercent(0, 800, 800)).toBeUndefined();
  });

  it('fires each milestone reached once, in order', () => {
    expect(newMilestones(60, new Set())).toEqual([25, 50]);
    expect(newMilestones(100, new Set([25, 50]))).toEqual([75, 100]);
    expect(newMilestones(24.9, new Set())).toEqual([]);
    expect(newMilestones(100, new Set([25, 50, 75, 100]))).toEqual([]);
  });
});

describe('sectionSeen', () => {
  it('counts a section once half of it is on screen', () => {
    expect(sectionSeen(199, 400, 800)).toBe(false);
    expect(sectionSeen(200, 400, 800)).toBe(true);
  });

  it('counts a section taller than two screens once it fills half the screen', () => {
    expect(sectionSeen(400, 3000, 800)).toBe(true);
    expect(sectionSeen(399, 3000, 800)).toBe(false);
  });

  it('does not count what is off screen', () => {
    expect(sectionSeen(0, 400, 800)).toBe(false);
  });
});

describe('video helpers', () => {
  it('names a video by its track name, label, title or file, in that order', () => {
    expect(videoName({ dataTrackName: 'Intro', ariaLabel: 'x', currentSrc: 'https://a/b.mp4' })).toBe('Intro');
    expect(videoName({ ariaLabel: 'Product tour', title: 'y' })).toBe('Product tour');
    expect(videoName({ title: ' ', currentSrc: 'https://answeragent.ai/media/demo%20one.webm' })).toBe('demo one.webm');
    expect(videoName({ currentSrc: 'blob:https://answeragent.ai/1' })).toBe('video');
  });

  it('reports progress in whole percent once the duration is known', () => {
    expect(videoProgress(12.4, 60)).toBe(21);
    expect(videoProgress(60, 60)).toBe(100);
    expect(videoProgress(3, Number.NaN)).toBeUndefined();
    expect(videoProgress(3, Number.POSITIVE_INFINITY)).toBeUndefined();
  });
});
