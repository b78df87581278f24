/** The shapes /api/admin/* answers with (server/admin/API.md). */

export interface Me {
  email: string;
  expiresAt: string | null;
}

export interface Overview {
  generatedAt: string;
  since: string;
  registrations: { total: number; perDay: { day: string; sessionStartsAt: string; count: number }[] };
  nextSession: SessionSeats;
  openSessions: SessionSeats[];
  leadScores: { from: number; to: number; count: number }[];
  sources: { source: string | null; campaign: string | null; count: number }[];
  checklist: { people: number; requests: number; withoutRegistration: number };
  newsletter: {
    byStatus: { pending: number; subscribed: number; unsubscribed: number };
    perDay: { day: string; signUps: number; confirmations: number }[];
  };
  emails: OutboxCounts;
  mailerlite: OutboxCounts & { enabled: boolean };
}

export interface SessionSeats {
  startsAt: string;
  registrations: number;
  seats: number;
  seatsLeft: number;
}

export interface OutboxCounts {
  pending: number;
  sending: number;
  sent: number;
  failed: number;
  skipped: number;
}

export interface Page<Item> {
  total: number;
  page: number;
  pageSize: number;
  items: Item[];
}

export interface WebinarSessionItem {
  id: string;
  startsAt: string;
  registrations: number;
}

export interface Registration {
  id: string;
  email: string;
  firstName: string | null;
  company: string | null;
  jobTitle: string | null;
  leadScore: number;
  sessionId: string;
  sessionStartsAt: string | null;
  registeredAt: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  checklistRequestCount: number;
  unsubscribedAt: string | null;
}

export interface OutboxEntry {
  id: string;
  kind: string;
  channel: 'email' | 'mailerlite';
  recipient: string;
  leadId: string | null;
  subscriberId: string | null;
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';
  attempts: number;
  lastError: string | null;
  sendAfter: string | null;
  sentAt: string | null;
  createdAt: string | null;
}

export interface RegistrationDetail extends Registration {
  utmTerm: string | null;
  utmContent: string | null;
  abVariants: Record<string, string> | null;
  answers: {
    firstName: string | null;
    company: string | null;
    jobTitle: string | null;
    biggestChallenge: string | null;
  };
  repeatCount: number;
  checklistRequestedAt: string | null;
  createdAt: string | null;
  emails: OutboxEntry[];
  mailerlite: OutboxEntry[];
}

export interface Subscriber {
  id: string;
  email: string;
  name: string | null;
  source: string | null;
  status: 'pending' | 'subscribed' | 'unsubscribed';
  createdAt: string | null;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

export interface FeedbackPage {
  path: string;
  no: number;
  yes: number;
  comments: string[];
  url: string;
}

export interface VitalsDay {
  day: string;
  pageKind: string;
  samples: number;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  ttfb: number | null;
  good: Record<'lcp' | 'inp' | 'cls' | 'ttfb', boolean | null>;
}

export interface Vitals {
  since: string;
  thresholds: Record<'lcp' | 'inp' | 'cls' | 'ttfb', number>;
  items: VitalsDay[];
}

export type QuestionRating = 'up' | 'down';

export interface QuestionCitation {
  source: string;
  title: string;
}

export interface Question {
  id: string;
  chatId: string;
  question: string;
  page: string | null;
  provider: 'offline' | 'sidekick';
  fallback: 'error' | 'timeout' | 'daily_limit' | 'busy' | null;
  answered: boolean;
  outcome: 'complete' | 'stopped' | 'error';
  rating: QuestionRating | null;
  comment: string | null;
  ratedAt: string | null;
  createdAt: string;
  citations: QuestionCitation[];
}

export interface QuestionTurn {
  id: string;
  question: string;
  answered: boolean;
  rating: QuestionRating | null;
  createdAt: string;
}

export interface QuestionDetail extends Question {
  answer: string;
  conversation: QuestionTurn[];
}

export interface QuestionReport {
  from: string;
  to: string;
  questions: number;
  answered: number;
  up: number;
  down: number;
  perDay: { day: string; questions: number; answered: number; up: number; down: number }[];
  pages: {
    path: string;
    title: string;
    questions: number;
    answered: number;
    up: number;
    down: number;
    share: number;
    answeredShare: number;
    downShare: number;
  }[];
}

export interface QuestionGroup {
  count: number;
  unanswered: number;
  down: number;
  questions: (QuestionTurn & { page: string | null })[];
  pages: { path: string; title: string; count: number }[];
}

export interface QuestionGroups {
  from: string;
  to: string;
  questions: number;
  flagged: number;
  sampled: number;
  groupCount: number;
  groups: (QuestionGroup & {
    terms: string[];
    words: string[];
    /** The docs' pages closest to the group's questions; null when "Ask the docs" is off. */
    closest: { path: string; title: string }[] | null;
    /** The line for docs/synonyms.txt the group suggests; null without closest pages. */
    line: string | null;
  })[];
  alone: QuestionGroup;
}
