/**
 * The webinar funnel's configuration (SPEC §9 "Webinar page settings"), read by
 * the landing and thank-you pages in the browser and by the registration
 * service on the server. Every flag here changes behaviour; tests prove it.
 */

export type AbTest<Variant extends string> = {
  readonly enabled: boolean;
  readonly variants: readonly Variant[];
  readonly defaultVariant: Variant;
};

export type HeadlineVariant = 'primary' | 'alternate1' | 'alternate2';
export type CtaVariant = 'Register Now' | 'Save My Seat' | 'Reserve Spot Free';
export type FormPosition = 'hero' | 'midPage' | 'both';

export type WebinarConfig = {
  readonly endpoints: {
    readonly register: string;
    readonly session: string;
    readonly downloadChecklist: string;
    readonly profile: string;
    readonly thankYou: string;
  };
  readonly session: {
    /** Length of the live session; calendar entries use the same figure. */
    readonly durationMinutes: number;
    /**
     * Seats in a session, fixed in its database row when its first lead
     * arrives (the server's WEBINAR_SEATS overrides it); the page shows the
     * seats the session API reports, never this figure.
     */
    readonly seats: number;
    /** Sessions open for registration at any moment: the coming one and the weekly ones after it. */
    readonly upcomingSessions: number;
    readonly title: string;
    readonly location: string;
  };
  readonly urgency: {
    readonly seatsRemaining: boolean;
    readonly countdownTimer: boolean;
    /** Hours before the start when the page switches to its last-chance message. */
    readonly lastChanceHours: number;
    /** Hours after registering during which the registration bonus is offered. */
    readonly bonusTimeLimitHours: number;
  };
  readonly emailAutomation: {
    readonly confirmationEmail: boolean;
    readonly reminderEmails: boolean;
    readonly followupSequence: boolean;
    readonly leadMagnetDelivery: boolean;
  };
  readonly abTests: {
    readonly headline: AbTest<HeadlineVariant>;
    readonly cta: AbTest<CtaVariant>;
    readonly formPosition: AbTest<FormPosition>;
  };
  readonly socialProof: {
    /** Customer wordmarks, drawn as our own SVGs in static/img/customers/. */
    readonly customerLogos: readonly string[];
    readonly testimonials: boolean;
    readonly registrationCount: boolean;
    readonly liveAttendeeCount: boolean;
  };
  readonly optimization: {
    readonly exitIntent: boolean;
    readonly stickyHeader: boolean;
    readonly mobileOptimized: boolean;
    readonly formValidation: boolean;
  };
};

export const webinarConfig: WebinarConfig = {
  endpoints: {
    register: '/api/webinar/register',
    session: '/api/webinar/session',
    downloadChecklist: '/api/webinar/download-checklist',
    profile: '/api/webinar/profile',
    thankYou: '/webinar-thank-you',
  },
  session: {
    durationMinutes: 45,
    seats: 200,
    upcomingSessions: 4,
    title: 'Enterprise AI Webinar: Deploy AI Agents in Weeks',
    location: 'Live online webinar',
  },
  urgency: { seatsRemaining: true, countdownTimer: true, lastChanceHours: 24, bonusTimeLimitHours: 72 },
  emailAutomation: {
    confirmationEmail: true,
    reminderEmails: true,
    followupSequence: true,
    leadMagnetDelivery: true,
  },
  abTests: {
    headline: { enabled: false, variants: ['primary', 'alternate1', 'alternate2'], defaultVariant: 'primary' },
    cta: {
      enabled: false,
      variants: ['Register Now', 'Save My Seat', 'Reserve Spot Free'],
      defaultVariant: 'Reserve Spot Free',
    },
    formPosition: { enabled: false, variants: ['hero', 'midPage', 'both'], defaultVariant: 'hero' },
  },
  socialProof: {
    customerLogos: [
      'ias',
      'palatine-capital',
      'moonstruck-medical',
      'wow-internet',
      'contentful',
      'dropbox',
      'marqeta',
    ],
    testimonials: true,
    registrationCount: true,
    liveAttendeeCount: false,
  },
  optimization: { exitIntent: true, stickyHeader: false, mobileOptimized: true, formValidation: true },
};

/** SPEC §9 lead score: computed on the server, sent back to the page for its conversion event. */
export const LEAD_SCORE = {
  base: 50,
  freeMailProviders: ['gmail', 'yahoo', 'hotmail', 'outlook', 'aol'],
  freeMailBonus: 10,
  otherDomainBonus: 25,
  sourceBonuses: { linkedin: 15, googleOrSearch: 10, direct: 5 },
  max: 100,
} as const;

/** Storage keys the funnel uses (named in the privacy policy). */
export const WEBINAR_STORAGE_KEYS = {
  draft: 'webinar_registration_email',
  confirmedEmail: 'webinar_registration_confirmed_email',
  profile: 'webinar_registration_profile',
  utm: 'webinar_utm_params',
  /** JSON `{ id, sessionStart, registeredAt }` of the confirmed registration, read by the thank-you page. */
  registration: 'webinar_registration',
  /** JSON of the visitor's sticky A/B test variants, e.g. `{ "headline": "alternate1" }`. */
  abVariants: 'webinar_ab_variants',
  /** sessionStorage: set once the exit-intent dialog has been shown in this browser session. */
  exitIntentShown: 'webinar_exit_intent_shown',
} as const;
