import type { Queryable } from '../db/database';
import { signInLinkUsable } from '../db/adminLinks';
import { findLead } from '../db/leads';
import { MARKETING_KINDS, type OutboxMessage } from '../db/outbox';
import { findPreferences } from '../db/preferences';
import { findSubscriber } from '../db/subscribers';
import { sessionAt } from '../webinar/session';
import { renderHtml, renderText } from './layout';
import type { EmailMessage } from './mailer';
import {
  adminSignInEmail,
  checklistEmail,
  confirmationEmail,
  followUpEmail,
  newsletterConfirmationEmail,
  reminderEmail,
  type Composed,
  type MessageSettings,
} from './messages';

export type Composition = { email: EmailMessage } | { skip: string };

/**
 * Turns an outbox row into the email to send now, from the current state of
 * the database: an address that unsubscribed after the row was queued gets no
 * marketing mail, a reminder for a session that has started is dropped.
 */
/** How long a sign-in link works; the email says so. */
export const SIGN_IN_LINK_MINUTES = 15;

export function createComposer(db: Queryable, settings: MessageSettings) {
  const unsubscribeUrl = (token: string) =>
    `${settings.siteUrl}/api/email/unsubscribe?token=${encodeURIComponent(token)}`;

  function finish(message: OutboxMessage, composed: Composed, unsubscribe?: string): Composition {
    const headers: Record<string, string> = {};
    if (unsubscribe) {
      // RFC 2369 and RFC 8058: mail clients show their own unsubscribe button and POST to it.
      headers['List-Unsubscribe'] = `<${unsubscribe}>`;
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    }
    if (MARKETING_KINDS.has(message.kind)) headers['Auto-Submitted'] = 'auto-generated';
    return {
      email: {
        messageId: `${message.id}@${settings.mailDomain}`,
        to: message.recipient,
        subject: composed.subject,
        text: renderText(composed.body),
        html: renderHtml(composed.subject, composed.body),
        headers,
        attachments: composed.attachments,
      },
    };
  }

  async function composeForLead(message: OutboxMessage, now: Date): Promise<Composition> {
    const lead = message.leadId ? await findLead(db, message.leadId) : undefined;
    if (!lead) return { skip: 'the lead no longer exists' };
    const preferences = await findPreferences(db, lead.email);
    if (!preferences) return { skip: 'no unsubscribe token for the address' };
    if (
      MARKETING_KINDS.has(message.kind) &&
      preferences.unsubscribedAt &&
      preferences.unsubscribedAt >= message.createdAt
    ) {
      return { skip: 'the address unsubscribed' };
    }
    const recipient = { firstName: lead.firstName, unsubscribeUrl: unsubscribeUrl(preferences.unsubscribeToken) };
    const session = sessionAt(lead.sessionStartsAt, settings.config);
    const compose = (composed: Composed) => finish(message, composed, recipient.unsubscribeUrl);

    switch (message.kind) {
      case 'webinar_confirmation':
        return compose(confirmationEmail(recipient, session, settings, now));
      case 'webinar_reminder_24h':
      case 'webinar_reminder_1h':
        if (now >= session.startsAt) return { skip: 'the session has already started' };
        return compose(
          reminderEmail(recipient, session, settings, message.kind === 'webinar_reminder_24h' ? '24h' : '1h'),
        );
      case 'webinar_followup':
        return compose(followUpEmail(recipient, session, settings));
      case 'checklist_delivery':
        return compose(checklistEmail(recipient, settings));
      default:
        return { skip: `unexpected kind ${message.kind} for a lead` };
    }
  }

  async function composeSignIn(message: OutboxMessage, now: Date): Promise<Composition> {
    if (!message.payload || !message.adminLinkId || !(await signInLinkUsable(db, message.adminLinkId, now))) {
      return { skip: 'the sign-in link was used or has expired' };
    }
    const signInUrl = `${settings.siteUrl}/api/admin/sign-in/confirm?token=${encodeURIComponent(message.payload)}`;
    return finish(message, adminSignInEmail({ signInUrl, validMinutes: SIGN_IN_LINK_MINUTES }, settings));
  }

  return async function compose(message: OutboxMessage, now: Date): Promise<Composition> {
    if (message.kind === 'admin_sign_in') return composeSignIn(message, now);
    if (message.kind !== 'newsletter_confirmation') return composeForLead(message, now);
    const subscriber = message.subscriberId ? await findSubscriber(db, message.subscriberId) : undefined;
    if (!subscriber || subscriber.status !== 'pending' || !subscriber.confirmToken) {
      return { skip: 'the subscription is no longer waiting for confirmation' };
    }
    const confirmUrl = `${settings.siteUrl}/api/newsletter/confirm?token=${encodeURIComponent(subscriber.confirmToken)}`;
    return finish(message, newsletterConfirmationEmail({ name: subscriber.name ?? undefined, confirmUrl }, settings));
  };
}

export type Composer = ReturnType<typeof createComposer>;
