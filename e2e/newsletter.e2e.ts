/**
 * The newsletter sign-up at the end of every blog post (issue 7 item 8),
 * and only there: list pages show post excerpts without it.
 */
import { describe, expect, it } from 'vitest';
import { blogRoutes } from '../config/routes';
import { openPage, visit } from './support/browser';
import { mockFunnelApi, unexpectedErrors, type SentRequest } from './support/funnelApi';

const POSTS = blogRoutes.filter(
  (route) =>
    !route.startsWith('/blog/tags') &&
    !route.startsWith('/blog/authors') &&
    route !== '/blog' &&
    route !== '/blog/archive',
);

describe('newsletter sign-up', () => {
  it.each(POSTS)('ends the post %s', async (path) => {
    const { page, report, close } = await openPage(path);
    try {
      const signup = page.getByRole('region', { name: 'Get new posts by email' });
      expect(await signup.count()).toBe(1);
      const articleEnd = await page.evaluate(() => {
        const article = document.querySelector('article');
        const region = document.querySelector('section[aria-labelledby] h2')?.closest('section');
        return Boolean(article && region && article.contains(region) && article.lastElementChild === region);
      });
      expect(articleEnd, 'last thing in the article').toBe(true);
      expect(report.consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('is not on the blog index, tag or author pages', async () => {
    const { page, close } = await openPage('/blog');
    try {
      for (const path of ['/blog', '/blog/tags/release', '/blog/authors/answer-team']) {
        await visit(page, path);
        expect(await page.getByRole('region', { name: 'Get new posts by email' }).count(), path).toBe(0);
      }
    } finally {
      await close();
    }
  });

  it('checks the address, subscribes, and says to confirm by email', async () => {
    let sent: SentRequest[] = [];
    const { page, report, close } = await openPage(POSTS[0] ?? '/blog', {
      beforeLoad: async (target) => {
        const api = await mockFunnelApi(target, {
          subscribe: { status: 201, delayMs: 300, body: { status: 'pending', message: 'ok' } },
        });
        sent = api.sent;
      },
    });
    try {
      const signup = page.getByRole('region', { name: 'Get new posts by email' });
      const email = signup.getByLabel('Email');
      await email.fill('reader@');
      await email.press('Tab');
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      await email.fill('reader@example.com');
      await signup.getByLabel('Name (optional)').fill('Grace');
      await signup.getByRole('button', { name: 'Subscribe' }).click();
      expect(await signup.getByRole('button', { name: 'Subscribing…' }).isDisabled()).toBe(true);
      await expect
        .poll(() => signup.locator('[role="status"]').textContent())
        .toBe('Almost done: we sent a confirmation link to reader@example.com. Open it to start receiving posts.');
      expect(sent).toEqual([
        {
          path: '/api/newsletter/subscribe',
          body: { email: 'reader@example.com', name: 'Grace', source: 'blog-post', website: '' },
        },
      ]);
      expect(unexpectedErrors(report.consoleErrors)).toEqual([]);
    } finally {
      await close();
    }
  });
});
