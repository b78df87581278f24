import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Database } from '../db/database';
import { unsubscribeByToken } from '../db/preferences';
import { unsubscribeEmail } from '../db/subscribers';
import { renderPage } from '../http/page';

/** "a•••@example.com": enough for the person to recognise the address, not enough to harvest it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

const TOKEN = /^[\w-]{20,100}$/;

/**
 * The unsubscribe link in every marketing email. GET (the link) and POST (the
 * one-click button mail clients show, RFC 8058) both record the opt-out; no
 * Origin check on the POST, since mail providers send it from their servers.
 */
export function emailRoutes({ db, siteUrl, clock }: { db: Database; siteUrl: string; clock: () => Date }): Hono {
  const routes = new Hono();

  async function unsubscribe(c: Context) {
    c.header('Cache-Control', 'no-store');
    const token = c.req.query('token') ?? '';
    const now = clock();
    const preferences = TOKEN.test(token)
      ? await db.transaction(async (tx) => {
          const found = await unsubscribeByToken(tx, token, now);
          if (found) await unsubscribeEmail(tx, found.email, now);
          return found;
        })
      : undefined;
    if (!preferences) {
      return c.html(
        renderPage({
          title: 'Link not valid',
          heading: 'This unsubscribe link is not valid',
          paragraphs: [
            'The link may have been cut short when it was copied. Open it again from the email, or reply to any of our emails and we will take you off the list by hand.',
          ],
          links: [{ label: 'Go to the website', href: siteUrl }],
        }),
        404,
      );
    }
    return c.html(
      renderPage({
        title: 'Unsubscribed',
        heading: 'You are unsubscribed',
        paragraphs: [
          `${maskEmail(preferences.email)} will no longer receive webinar reminders, follow-ups or the newsletter.`,
          'Emails you ask for yourself, such as a registration confirmation or the checklist, still reach you when you request them. Registering for a future session turns its reminders on again.',
        ],
        links: [{ label: 'Back to the website', href: siteUrl }],
      }),
    );
  }

  routes.get('/email/unsubscribe', unsubscribe);
  routes.post('/email/unsubscribe', unsubscribe);
  return routes;
}
