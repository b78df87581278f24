import { WEEKLY_WORKSHOP } from '../../config/banner';
import { externalLinks } from '../../config/site';
import type { WebinarConfig } from '../../config/webinar';
import { CHECKLIST_FILENAME, CHECKLIST_TITLE, renderChecklist } from '../webinar/checklist';
import type { Session } from '../webinar/session';
import { ICS_EMAIL_METHOD, type IcsOrganizer } from '../../src/lib/calendar';
import { googleCalendarLink, icsFile, icsTimestamp, outlookCalendarLink, type CalendarEvent } from './calendar';
import type { EmailBody } from './layout';
import type { EmailAttachment } from './mailer';

/** What every message needs to know about the deployment. */
export interface MessageSettings {
  siteUrl: string;
  /** The live session link, when the deployment has one. */
  joinUrl?: string;
  /** The domain of MAIL_FROM: Message-IDs and calendar UIDs live under it. */
  mailDomain: string;
  /** MAIL_FROM's name and address: the organizer of the emailed invitation. */
  sender: IcsOrganizer;
  config: WebinarConfig;
}

export interface Composed {
  subject: string;
  body: EmailBody;
  attachments?: EmailAttachment[];
}

export interface Recipient {
  firstName?: string;
  unsubscribeUrl: string;
}

const pacific = new Intl.DateTimeFormat('en-US', {
  timeZone: WEEKLY_WORKSHOP.timeZone,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});
const pacificTime = new Intl.DateTimeFormat('en-US', {
  timeZone: WEEKLY_WORKSHOP.timeZone,
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});
const utcTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit' });

/** "Thursday, November 27 at 11:00 AM PST (19:00 UTC)" */
export function sessionWhen(start: Date): string {
  return `${pacific.format(start)} (${utcTime.format(start)} UTC)`;
}

function greeting(recipient: { firstName?: string }): string {
  return recipient.firstName ? `Hi ${recipient.firstName},` : 'Hi there,';
}

const SIGN_OFF = 'See you there,\nThe AnswerAgentAI team';

export function sessionEvent(session: Session, settings: MessageSettings): CalendarEvent {
  const webinarPage = `${settings.siteUrl}/webinar-enterprise-ai`;
  const join = settings.joinUrl ? `Join: ${settings.joinUrl}\n` : '';
  return {
    uid: `webinar-${icsTimestamp(session.startsAt)}@${settings.mailDomain}`,
    title: settings.config.session.title,
    description: `${join}A ${settings.config.session.durationMinutes}-minute live session on taking AI assistants from pilot to production, with time for your questions.\nDetails: ${webinarPage}`,
    location: settings.joinUrl ?? settings.config.session.location,
    url: settings.joinUrl ?? webinarPage,
    start: session.startsAt,
    end: session.endsAt,
    organizer: settings.sender,
  };
}

function sessionFacts(session: Session, settings: MessageSettings): Array<[string, string]> {
  return [
    ['When', sessionWhen(session.startsAt)],
    ['Length', `${settings.config.session.durationMinutes} minutes, questions included`],
    ['Where', settings.joinUrl ?? settings.config.session.location],
  ];
}

const checklistUrl = (settings: MessageSettings) => `${settings.siteUrl}/api/webinar/checklist`;

export function confirmationEmail(
  recipient: Recipient,
  session: Session,
  settings: MessageSettings,
  now: Date,
): Composed {
  const event = sessionEvent(session, settings);
  const { reminderEmails } = settings.config.emailAutomation;
  return {
    subject: `You're registered: ${pacific.format(session.startsAt)}`,
    body: {
      preheader: `Your seat is saved for ${sessionWhen(session.startsAt)}.`,
      greeting: greeting(recipient),
      blocks: [
        { type: 'paragraph', text: `Your seat is saved for "${settings.config.session.title}".` },
        { type: 'facts', rows: sessionFacts(session, settings) },
        {
          type: 'links',
          items: [
            { label: 'Add to Google Calendar', href: googleCalendarLink(event) },
            { label: 'Add to Outlook', href: outlookCalendarLink(event) },
          ],
        },
        {
          type: 'paragraph',
          text: 'For any other calendar, open the attached invitation (enterprise-ai-webinar.ics).',
        },
        {
          type: 'paragraph',
          text: `Before the session, work through the ${CHECKLIST_TITLE}. Bring the items you could not tick: the last part of the session is for your questions.`,
        },
        { type: 'button', label: 'Open the checklist', href: checklistUrl(settings) },
        ...(reminderEmails
          ? [{ type: 'paragraph' as const, text: 'We will remind you 24 hours and one hour before the start.' }]
          : []),
      ],
      signOff: SIGN_OFF,
      footer: [`You receive this email because you registered at ${settings.siteUrl}/webinar-enterprise-ai.`],
      unsubscribeUrl: recipient.unsubscribeUrl,
    },
    attachments: [
      {
        filename: 'enterprise-ai-webinar.ics',
        content: icsFile(event, now),
        contentType: `text/calendar; charset=utf-8; method=${ICS_EMAIL_METHOD}`,
      },
    ],
  };
}

export function reminderEmail(
  recipient: Recipient,
  session: Session,
  settings: MessageSettings,
  which: '24h' | '1h',
): Composed {
  const event = sessionEvent(session, settings);
  const time = pacificTime.format(session.startsAt);
  const title = settings.config.session.title;
  const opening =
    which === '24h'
      ? `A reminder that "${title}" is tomorrow at ${time}.`
      : `"${title}" starts in one hour, at ${time}.`;
  const prep =
    which === '24h'
      ? 'To get the most from it, note one process you would like an assistant to take over and the figure that would prove it worked. We will use examples like yours in the session.'
      : 'Join a few minutes early to check your audio. Questions are welcome throughout; we answer the common ones at the end.';
  return {
    subject: which === '24h' ? `Tomorrow at ${time}: ${title}` : `Starting in one hour: ${title}`,
    body: {
      preheader: opening,
      greeting: greeting(recipient),
      blocks: [
        { type: 'paragraph', text: opening },
        { type: 'facts', rows: sessionFacts(session, settings) },
        ...(settings.joinUrl ? [{ type: 'button' as const, label: 'Join the session', href: settings.joinUrl }] : []),
        { type: 'paragraph', text: prep },
        {
          type: 'links',
          items: [
            { label: 'Add to Google Calendar', href: googleCalendarLink(event) },
            { label: 'Add to Outlook', href: outlookCalendarLink(event) },
            { label: CHECKLIST_TITLE, href: checklistUrl(settings) },
          ],
        },
      ],
      signOff: SIGN_OFF,
      footer: [`You receive this email because you registered at ${settings.siteUrl}/webinar-enterprise-ai.`],
      unsubscribeUrl: recipient.unsubscribeUrl,
    },
  };
}

export function followUpEmail(recipient: Recipient, session: Session, settings: MessageSettings): Composed {
  const title = settings.config.session.title;
  return {
    subject: `After the session: your next steps with enterprise AI`,
    body: {
      preheader: 'Three steps to turn the session into a pilot.',
      greeting: greeting(recipient),
      blocks: [
        {
          type: 'paragraph',
          text: `Thank you for registering for "${title}" on ${pacific.format(session.startsAt)}. Whether you joined live or not, these are the steps that move a team from interest to a working pilot:`,
        },
        {
          type: 'steps',
          items: [
            `Score your team with the ${CHECKLIST_TITLE} and give every open item an owner.`,
            'Pick one process, write down how it is measured today, and agree the figure that would justify scaling.',
            `Build a first sidekick on your own documents in the studio (${externalLinks.studio}) and test it against twenty real questions.`,
          ],
        },
        {
          type: 'links',
          items: [
            { label: CHECKLIST_TITLE, href: checklistUrl(settings) },
            { label: 'Documentation', href: `${settings.siteUrl}/docs` },
            { label: 'Join a future session (every Thursday)', href: `${settings.siteUrl}/webinar-enterprise-ai` },
          ],
        },
        {
          type: 'paragraph',
          text: 'Reply to this email with your questions; a person on the team reads every answer.',
        },
      ],
      signOff: 'Thank you,\nThe AnswerAgentAI team',
      footer: [`You receive this email because you registered at ${settings.siteUrl}/webinar-enterprise-ai.`],
      unsubscribeUrl: recipient.unsubscribeUrl,
    },
  };
}

export function checklistEmail(recipient: Recipient, settings: MessageSettings): Composed {
  return {
    subject: `Your ${CHECKLIST_TITLE}`,
    body: {
      preheader: 'The checklist you asked for, attached and online.',
      greeting: greeting(recipient),
      blocks: [
        {
          type: 'paragraph',
          text: `Here is the ${CHECKLIST_TITLE} you asked for. It is attached to this email and you can open it online at any time.`,
        },
        { type: 'button', label: 'Open the checklist', href: checklistUrl(settings) },
        {
          type: 'paragraph',
          text: 'Work through it with the people who own the process, the data and the risk. The section with the fewest ticks is where to start.',
        },
        {
          type: 'paragraph',
          text: `Want to go through it with us? The live session runs every Thursday at 11:00 AM Pacific time: ${settings.siteUrl}/webinar-enterprise-ai`,
        },
      ],
      signOff: 'The AnswerAgentAI team',
      footer: [`You receive this email because the checklist was requested for this address at ${settings.siteUrl}.`],
      unsubscribeUrl: recipient.unsubscribeUrl,
    },
    attachments: [
      {
        filename: CHECKLIST_FILENAME,
        content: renderChecklist(settings.siteUrl),
        contentType: 'text/html; charset=utf-8',
      },
    ],
  };
}

export function newsletterConfirmationEmail(
  recipient: { name?: string; confirmUrl: string },
  settings: MessageSettings,
): Composed {
  return {
    subject: 'Confirm your AnswerAgentAI newsletter subscription',
    body: {
      preheader: 'One click to confirm, and you are on the list.',
      greeting: recipient.name ? `Hi ${recipient.name},` : 'Hi there,',
      blocks: [
        {
          type: 'paragraph',
          text: 'Please confirm that you want the AnswerAgentAI newsletter: releases, guides and build notes from the team.',
        },
        { type: 'button', label: 'Confirm my subscription', href: recipient.confirmUrl },
        {
          type: 'paragraph',
          text: 'If you did not sign up, ignore this email: without a confirmation you will not hear from us again.',
        },
      ],
      signOff: 'The AnswerAgentAI team',
      footer: [`This address was entered in the newsletter form at ${settings.siteUrl}.`],
    },
  };
}

/** The console's one-time sign-in link (issue 17). */
export function adminSignInEmail(
  recipient: { signInUrl: string; validMinutes: number },
  settings: MessageSettings,
): Composed {
  return {
    subject: 'Your sign-in link for the AnswerAgentAI console',
    body: {
      preheader: `One click to sign in; the link works once, within ${recipient.validMinutes} minutes.`,
      greeting: 'Hello,',
      blocks: [
        {
          type: 'paragraph',
          text: `Open this link to sign in to the marketing console. It works once, within ${recipient.validMinutes} minutes of this email.`,
        },
        { type: 'button', label: 'Sign in to the console', href: recipient.signInUrl },
        {
          type: 'paragraph',
          text: 'If you did not ask to sign in, ignore this email: nobody can use the link without it reaching this inbox.',
        },
      ],
      signOff: 'The AnswerAgentAI website',
      footer: [`Someone asked for a sign-in link for this address at ${settings.siteUrl}/admin.`],
    },
  };
}
