import { Hono } from 'hono';
import { z } from 'zod';
import type { Logger } from '../logger';
import { parseJsonBody } from '../http/body';
import { apiError } from '../http/errors';
import { emailField, optionalText } from '../http/fields';
import { sameOriginPosts } from '../http/origin';
import { renderPage } from '../http/page';
import { rateLimit, RateLimiter } from '../http/rateLimit';
import { ProviderError, type NewsletterProvider } from '../newsletter/providers';

export const SubscribeBody = z.object({
  email: emailField,
  name: optionalText(100, { allowMarkup: false }),
  /** Where the form sits, e.g. "blog-post" or "learn". */
  source: z
    .string({ invalid_type_error: 'must be a string' })
    .regex(/^[\w./-]{1,80}$/, 'must be a short label: letters, digits, and . / - _')
    .optional(),
});

export interface NewsletterRoutesOptions {
  provider: NewsletterProvider;
  siteUrl: string;
  redirectUrl?: string;
  trustProxy: boolean;
  rateLimit: number;
  logger: Logger;
}

export function newsletterRoutes(options: NewsletterRoutesOptions): Hono {
  const { provider, siteUrl, redirectUrl, trustProxy, logger } = options;
  const routes = new Hono();
  routes.use('/newsletter/*', sameOriginPosts(siteUrl));

  routes.post(
    '/newsletter/subscribe',
    rateLimit(new RateLimiter(options.rateLimit), trustProxy, 'sign-ups'),
    async (c) => {
      const body = await parseJsonBody(c, SubscribeBody);
      if (!body.ok) return body.response;
      try {
        const outcome = await provider.subscribe(body.value);
        c.header('Cache-Control', 'no-store');
        return c.json({ status: outcome.status, message: outcome.message }, outcome.created ? 201 : 200);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        logger.error(`newsletter: ${error.message}`);
        return apiError(
          c,
          502,
          'provider_unavailable',
          'The newsletter service did not accept the sign-up just now. Please try again in a few minutes.',
        );
      }
    },
  );

  routes.get('/newsletter/confirm', async (c) => {
    c.header('Cache-Control', 'no-store');
    const token = c.req.query('token') ?? '';
    const confirmed = /^[\w-]{20,100}$/.test(token) && (await provider.confirm(token));
    if (confirmed && redirectUrl) return c.redirect(redirectUrl, 303);
    if (confirmed) {
      return c.html(
        renderPage({
          title: 'Subscription confirmed',
          heading: 'You are subscribed',
          paragraphs: [
            'Thank you for confirming. The newsletter brings releases, guides and build notes from the team.',
            'Every issue has an unsubscribe link at the bottom if you change your mind.',
          ],
          links: [
            { label: 'Read the blog', href: `${siteUrl}/blog` },
            { label: 'Back to the website', href: siteUrl },
          ],
        }),
      );
    }
    return c.html(
      renderPage({
        title: 'Link not valid',
        heading: 'This confirmation link is not valid any more',
        paragraphs: [
          'If you already clicked it once, you are subscribed and there is nothing more to do.',
          'Otherwise, sign up again from the form at the bottom of any blog post and use the new link we send you.',
        ],
        links: [{ label: 'Go to the blog', href: `${siteUrl}/blog` }],
      }),
      404,
    );
  });

  return routes;
}
