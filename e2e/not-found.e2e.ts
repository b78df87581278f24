/** Unknown paths get the not-found page with a real 404; .html variants redirect to the clean route. */
import { describe, expect, it } from 'vitest';
import { openPage, siteUrl } from './support/browser';

describe('not found', () => {
  it('answers 404 with the Page Not Found page for an unknown path', async () => {
    const { page, response, report, close } = await openPage('/no-such-page-here');
    try {
      expect(response?.status()).toBe(404);
      expect(response?.headers()['content-type']).toMatch(/^text\/html/);
      await expect.poll(() => page.locator('h1').first().textContent()).toBe('Page Not Found');
      expect(report.pageErrors).toEqual([]);
      expect(report.thirdPartyRequests).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each([
    ['/agents.html', '/agents'],
    ['/agents/index.html', '/agents'],
  ])('%s redirects permanently to %s', async (from, to) => {
    const response = await fetch(siteUrl(from), { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location') ?? '', siteUrl(from)).pathname).toBe(to);

    const { page, close } = await openPage(from);
    try {
      expect(new URL(page.url()).pathname).toBe(to);
      await expect.poll(() => page.locator('h1').count()).toBe(1);
    } finally {
      await close();
    }
  });
});
