/**
 * Copy of the webinar funnel: the landing page /webinar-enterprise-ai, its
 * registration form and exit-intent offer, and the thank-you page. Sections
 * map over these lists. Text in braces ({hours}, {count}, ...) is filled in by
 * the page with `fill()`; what the flags of config/webinar.ts switch on or off
 * is noted beside the copy it governs.
 */
import type { HeadlineVariant } from '@site/config/webinar';

export interface TextLink {
  label: string;
  /** A site route or an https address. */
  to: string;
}

export interface Host {
  /** Shown in the avatar circle. */
  initials: string;
  role: string;
  /** What this host covers in the session. */
  covers: string;
}

export interface AgendaItem {
  minutes: number;
  title: string;
  detail: string;
}

export interface Testimonial {
  quote: string;
  role: string;
  organisation: string;
}

export interface FaqItem {
  question: string;
  answer: string;
  link?: TextLink;
  /** Shown only while the named email flag of config/webinar.ts is on. */
  requires?: 'followupSequence';
}

/** Replaces each {name} in a template with its value. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

/** "1 hour", "3 hours": English plural of a count. */
export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export const webinarLanding = {
  meta: {
    title: 'Deploy enterprise AI in weeks: free live session',
    description:
      'A free 45-minute live session every Thursday at 11:00 AM PT: how teams pick a first AI use case, connect their data safely and roll out AI sidekicks in weeks.',
  },
  eyebrow: 'Free live session',
  headlines: {
    primary: {
      title: 'Deploy enterprise AI in weeks, not quarters',
      lede: 'A free 45-minute live session with the team behind AnswerAgentAI: how companies pick their first use case, connect their data safely and put AI sidekicks in front of real users.',
    },
    alternate1: {
      title: 'Most enterprise AI pilots stall. Here is how yours ships',
      lede: 'In 45 live minutes we walk through the three places pilots get stuck (the use case, the data, the rollout) and what the teams that ship do differently.',
    },
    alternate2: {
      title: 'Your team’s first AI sidekicks, live in weeks',
      lede: 'Watch a sidekick go from a folder of documents to answering real questions, then take home the plan to do the same with your own team.',
    },
  } satisfies Record<HeadlineVariant, { title: string; lede: string }>,
  session: {
    yourTime: 'Your time',
    sameZone: 'Pacific time is your time zone too',
    length: '45 minutes',
    recurring: 'Every Thursday',
    online: 'Live online, with Q&A',
  },
  heroPointsHeading: 'What you will see live',
  heroPoints: [
    'How to choose a first use case that pays back quickly, and which ones to leave for later',
    'A sidekick built live in the studio, from a folder of documents to answers your team can check',
    'How document stores, credentials and access rules keep company data where it belongs',
    'The rollout plan: owners, training and the three numbers worth watching',
  ],
  registrationCard: {
    heading: 'Save your seat, free',
    subline: '45 minutes, live, with time for your questions. No sales pitch.',
    assurances: ['Free, no card needed', 'Nothing to install: it runs in your browser', 'Unsubscribe with one click'],
  },
  /** Shown in the registration card once every seat of the coming session is taken. */
  sessionChoice: {
    full: 'Every seat on {date} is taken.',
    choose: 'Choose a session:',
    seatsLeft: '{seats} seats left',
    noSeats: 'Full',
    allFull:
      'Every seat of the next {count} sessions is taken. A new session opens for registration each week: come back after {date}.',
  },
  urgency: {
    seatsLeft: '{seats} of {total} seats left',
    noSeatsLeft: 'Every seat for this session is taken.',
    registered: '{people} registered for this session',
    lastChance: 'Last chance: the session starts in {hours}. Registration closes when it begins.',
    live: 'The session is live now. The next one starts a week later.',
    countdownLabel: 'Starts in',
    countdownUnits: { days: 'days', hours: 'hours', minutes: 'minutes', seconds: 'seconds' },
  },
  bonus: {
    badge: 'Registration bonus',
    title: 'A 15-minute call about your own use case',
    text: 'For {hours} hours after you register, you can book a free 15-minute call with the hosts to talk through your own first use case. The booking link is on your confirmation page.',
  },
  proof: {
    heading: 'Teams that build with AnswerAgentAI',
    logosLabel: 'Customer logos',
  },
  /** Display names (and alt text) of the customer wordmarks in static/img/customers/, by file name. */
  customers: {
    ias: 'IAS',
    'palatine-capital': 'Palatine Capital',
    'moonstruck-medical': 'Moonstruck Medical',
    'wow-internet': 'WOW! Internet',
    contentful: 'Contentful',
    dropbox: 'Dropbox',
    marqeta: 'Marqeta',
  } as Record<string, string>,
  hosts: {
    heading: 'Meet your hosts',
    intro: 'The founding team of AnswerAgentAI runs every session and stays for the questions.',
    people: [
      {
        initials: 'CEO',
        role: 'Co-founder and CEO',
        covers: 'Why pilots stall, and how to choose the first use case that earns the second one.',
      },
      {
        initials: 'COO',
        role: 'Co-founder and COO',
        covers: 'Rolling out to a real team: who owns the sidekick, how people learn it, and what to measure.',
      },
      {
        initials: 'CTO',
        role: 'Co-founder and CTO',
        covers: 'The live build: document stores, credentials and access rules, and what happens to your data.',
      },
    ] satisfies Host[],
  },
  agenda: {
    heading: 'The 45 minutes, minute by minute',
    items: [
      {
        minutes: 5,
        title: 'Why pilots stall',
        detail: 'The three places enterprise AI projects get stuck, and the warning signs of each.',
      },
      {
        minutes: 7,
        title: 'Choosing the first use case',
        detail: 'A short scoring method: frequency, data you already have, and a person who owns the result.',
      },
      {
        minutes: 8,
        title: 'Live build in the studio',
        detail: 'A sidekick that answers from your documents, built on screen from start to finish.',
      },
      {
        minutes: 7,
        title: 'Connecting data safely',
        detail: 'Document stores, credentials, allowed domains and rate limits: what each one protects.',
      },
      {
        minutes: 6,
        title: 'Rolling out to the team',
        detail: 'Visibility, starter prompts and feedback, so people use it and tell you where it falls short.',
      },
      {
        minutes: 5,
        title: 'Measuring what changed',
        detail: 'Three numbers to watch in the first month, and how to read them.',
      },
      {
        minutes: 7,
        title: 'Your questions',
        detail: 'Open Q&A with the hosts. Bring the process you would like to hand to a sidekick.',
      },
    ] satisfies AgendaItem[],
  },
  testimonials: {
    heading: 'What attendees said',
    items: [
      {
        quote:
          'We arrived with a long list of ideas and left with one use case, an owner and a date. A month later the sidekick was answering our sales team’s product questions.',
        role: 'Head of Sales Enablement',
        organisation: 'B2B software company',
      },
      {
        quote:
          'The part on credentials and document stores was exactly what our security team needed to hear before saying yes.',
        role: 'IT Director',
        organisation: 'Financial services firm',
      },
      {
        quote: 'They built it live and answered every question we had. No slides for the sake of slides.',
        role: 'Operations Manager',
        organisation: 'Healthcare technology company',
      },
    ] satisfies Testimonial[],
  },
  midPage: {
    heading: 'Join the next session',
    text: 'Register with your email address. The joining link arrives in your inbox straight away.',
  },
  faq: {
    heading: 'Questions people ask',
    items: [
      {
        question: 'Is it really free?',
        answer: 'Yes. You register with an email address; there is no card, no trial and nothing to cancel.',
      },
      {
        question: 'Will you try to sell me something?',
        answer:
          'No. We build in the AnswerAgentAI studio because it is what we make, but the session is about the method. If you want to talk about your own project, the confirmation page has a link to book a call.',
      },
      {
        question: 'What if I cannot attend live?',
        answer: 'Register anyway: after the session we email the recording to everyone who registered.',
        requires: 'followupSequence',
      },
      {
        question: 'Who is it for?',
        answer:
          'Team leads, IT and operations people, and founders: anyone who decides where AI goes first in their company. You do not need to write code.',
      },
      {
        question: 'What do I need to join?',
        answer: 'A browser and the link from your confirmation email. There is nothing to install.',
      },
      {
        question: 'What happens to my email address?',
        answer:
          'We use it for this session: the joining link, reminders and, after the session, the follow-up. Every email has a one-click unsubscribe link.',
        link: { label: 'Read the privacy policy', to: '/privacy-policy' },
      },
    ] satisfies FaqItem[],
  },
  finalCta: {
    heading: 'One session, 45 minutes, a plan you can use on Monday',
    text: 'Register now and bring one process you would like to hand to an AI sidekick.',
  },
  stickyHeader: { label: 'Free live session' },
  exitIntent: {
    heading: 'Before you go: the readiness checklist',
    text: 'A one-page checklist to see whether your team is ready for its first AI sidekick: data, access, owners and measures. Enter your email and it downloads straight away.',
    dismiss: 'No thanks',
  },
};

export const registrationForm = {
  email: { label: 'Work email', placeholder: 'name@company.com' },
  detailsToggle: 'Add your name and company (optional)',
  firstName: { label: 'First name' },
  company: { label: 'Company' },
  jobTitle: { label: 'Job title' },
  sending: 'Saving your seat…',
  invalidSummary: 'Check the highlighted field: {message}',
  success: {
    heading: 'You are registered',
    text: 'Your seat for {date} is saved. Taking you to your confirmation page…',
    repeat: 'You were already registered for this session, so your seat is still saved. Taking you to your confirmation page…',
    /** A repeat whose seat is in another session than the one chosen: an address holds one seat. */
    repeatOther:
      'You were already registered for {date}, so your seat there is still saved. Taking you to your confirmation page…',
    link: 'Go to your confirmation page now',
  },
  privacy: {
    text: 'We email you the joining link and nothing unrelated to the session.',
    link: { label: 'Privacy policy', to: '/privacy-policy' },
  },
};

export const checklistDownload = {
  fileName: 'enterprise-ai-readiness-checklist.html',
  heading: 'Enterprise AI readiness checklist',
  text: 'The checklist we use with teams before their first sidekick: data, access, owners and measures, on one printable page.',
  email: { label: 'Email' },
  button: 'Download the checklist',
  sending: 'Preparing your checklist…',
  saved: 'Saved {file} to your downloads.',
  alsoByEmail: 'A copy is also on its way to {email}.',
};

export const thankYou = {
  meta: {
    title: 'Your registration: Deploy enterprise AI in weeks',
    description:
      'The confirmation page of the free live session: its time in your zone, calendar entries, the checklist to prepare, and a way to invite colleagues.',
  },
  eyebrow: 'Registration confirmed',
  title: 'You are registered',
  lede: 'Your seat is saved for',
  /** What the page says instead when this browser holds no registration: nothing it cannot know. */
  noRegistration: {
    title: 'No registration found in this browser',
    lede: 'The next session you can join:',
    text: 'If you registered on another device or in another browser, your confirmation email has the joining link and the calendar invitation. Otherwise, registering takes a few seconds.',
    link: { label: 'Register for a session', to: '/webinar-enterprise-ai' },
  },
  next: {
    heading: 'What happens next',
    confirmation: 'A confirmation email with your joining link and a calendar invitation is on its way to {email}.',
    reminders: 'We remind you by email 24 hours and 1 hour before the start.',
    followup: 'After the session we email you the recording, so you can share it with your team.',
    withoutEmails: 'Add the session to your calendar below so it is in your diary.',
  },
  calendar: {
    heading: 'Add it to your calendar',
    google: 'Google Calendar',
    outlook: 'Outlook',
    ics: 'Download .ics (Apple Calendar and others)',
    fileName: 'enterprise-ai-webinar.ics',
    description:
      'A free 45-minute live session with the AnswerAgentAI founding team: choosing a first AI use case, connecting data safely, and rolling sidekicks out to a team. The joining link is in your confirmation email.',
  },
  bonus: {
    heading: 'Your registration bonus: a 15-minute call',
    text: 'Book a free 15-minute call with the hosts about your own first use case. The offer is open until {closes}.',
    link: { label: 'Book my 15-minute call', to: 'https://cal.com/answerai/enterprise-ai-fit-call?duration=15' },
  },
  checklist: {
    heading: 'Prepare in five minutes',
  },
  profile: {
    heading: 'Tell us about your team (optional)',
    intro: 'Three quick answers help the hosts pick examples close to your work. Skip it if you like.',
    company: { label: 'Company' },
    jobTitle: { label: 'Job title' },
    biggestChallenge: {
      label: 'Your biggest challenge with AI right now',
      hint: 'For example: “Our support team answers the same questions every day.”',
    },
    button: 'Save my answers',
    sending: 'Saving…',
    empty: 'Fill in at least one field, or simply skip this step.',
    saved: 'Thanks, your answers are saved. The hosts will see them before the session.',
    needsRegistration: 'These questions are for registered attendees: register first, then come back here.',
  },
  share: {
    heading: 'Invite your colleagues',
    text: 'The session works best when the people who will use the sidekick hear the plan too.',
    subject: 'Free live session: deploy enterprise AI in weeks',
    body: 'I registered for a free 45-minute live session on rolling out AI sidekicks across a team. It runs every Thursday at 11:00 AM PT. Join me:',
    email: 'Email colleagues',
    linkedIn: 'Share on LinkedIn',
    x: 'Post on X',
    copy: 'Copy link',
    copied: 'Link copied to the clipboard.',
    copyFailed: 'Could not copy automatically: select the link and copy it.',
    linkLabel: 'Link to share',
  },
};

export const newsletterSignup = {
  heading: 'Get new posts by email',
  text: 'One email when we publish: build notes, releases and essays from the team. Unsubscribe with one click.',
  email: { label: 'Email' },
  name: { label: 'Name (optional)' },
  button: 'Subscribe',
  sending: 'Subscribing…',
  pending: 'Almost done: we sent a confirmation link to {email}. Open it to start receiving posts.',
  subscribed: 'You are subscribed. New posts will arrive at {email}.',
};
