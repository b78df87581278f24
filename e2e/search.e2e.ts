/**
 * The navbar search works offline: its index comes from our server, and a
 * query finds both a docs page and a blog post.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, pathOf, siteUrl } from './support/browser';

const DOC = '/docs/api/prediction/create-prediction';
const BLOG_POST = '/blog/what-we-are-building';

/** Matches a suggestion whose text starts with the page title (a title hit, not a passage quoting it). */
function titleHit(title: string): RegExp {
  return new RegExp(`^\\s*${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

async function headingOf(path: string): Promise<string> {
  const { page, close } = await openPage(path);
  try {
    return ((await page.locator('h1').first().textContent()) ?? '').trim();
  } finally {
    await close();
  }
}

async function search(page: Page, query: string): Promise<string[]> {
  const input = page.locator('.navbar input.navbar__search-input');
  await input.click();
  await input.fill(query);
  const options = page.getByRole('option');
  await expect
    .poll(() => options.count(), { message: `suggestions for "${query}"`, timeout: 10_000 })
    .toBeGreaterThan(0);
  return (await options.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}

describe('local search', () => {
  it('finds the prediction API page and opens it', async () => {
    const title = await headingOf(DOC);
    const indexRequests: string[] = [];
    const { page, report, close } = await openPage('/', {
      beforeLoad: (target) => {
        target.context().on('request', (request) => {
          if (/search-index.*\.json/.test(request.url())) indexRequests.push(request.url());
        });
      },
    });
    try {
      const suggestions = await search(page, 'prediction');
      expect(
        suggestions.some((text) => text.startsWith(title)),
        `"${title}" among ${suggestions.join(' | ')}`,
      ).toBe(true);
      await page
        .getByRole('option')
        .filter({ hasText: titleHit(title) })
        .first()
        .click();
      await expect.poll(() => pathOf(page)).toBe(DOC);

      expect(indexRequests.length, 'search index requests').toBeGreaterThan(0);
      for (const url of indexRequests) expect(new URL(url).origin).toBe(new URL(siteUrl('/')).origin);
      expect(report.thirdPartyRequests).toEqual([]);
      expect(report.failedRequests).toEqual([]);
    } finally {
      await close();
    }
  });

  it('finds a blog post by a word of its title', async () => {
    const title = await headingOf(BLOG_POST);
    // The longest word of the title is the most specific query.
    const word = title
      .split(/[^\p{L}\p{N}]+/u)
      .reduce((best, candidate) => (candidate.length > best.length ? candidate : best), '');
    expect(word.length, `a word from "${title}"`).toBeGreaterThan(3);

    const { page, report, close } = await openPage('/');
    try {
      await search(page, word);
      await page
        .getByRole('option')
        .filter({ hasText: titleHit(title) })
        .first()
        .click();
      await expect.poll(() => pathOf(page)).toBe(BLOG_POST);
      expect(report.thirdPartyRequests).toEqual([]);
    } finally {
      await close();
    }
  });

  it('searches a reader’s words as the docs’ words (docs/synonyms.txt): "spamming" finds the Rate Limit page', async () => {
    const RATE_LIMIT = '/docs/sidekick-studio/sidekick-settings/rate-limit';
    const title = await headingOf(RATE_LIMIT);
    const { page, report, close } = await openPage('/');
    try {
      const suggestions = await search(page, 'spamming');
      expect(
        suggestions.some((text) => titleHit(title).test(text)),
        `"${title}" among ${suggestions.join(' | ')}`,
      ).toBe(true);
      expect(report.consoleErrors).toEqual([]);
      expect(report.pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
