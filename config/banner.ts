/**
 * The site-wide promotional banner (SPEC §2 "Promotional banner"). The date in
 * its text is computed in the browser for the moment the page is viewed; see
 * src/lib/workshopDate.ts.
 */
export const promoBanner = {
  /**
   * The bar's id is this prefix and the date of the workshop it announces
   * (src/lib/promoBarId.ts): a dismissal holds for that workshop only.
   */
  idPrefix: 'workshop-weekly',
  badge: 'Live Weekly',
  textBeforeDate: 'Deploy Enterprise AI in weeks - Workshop',
  textAfterDate: 'at 11am PT',
  cta: { label: 'Register Free →', to: '/webinar-enterprise-ai' },
  /** The banner is hidden on every path containing this fragment. */
  hiddenOnPathsContaining: 'webinar',
  colors: { background: '#1a1636', text: '#e6e8f0' },
} as const;

/** The weekly workshop starts on Thursday at 11:00 Pacific time (PST UTC−8, PDT UTC−7). */
export const WEEKLY_WORKSHOP = {
  weekday: 4, // Thursday, with Sunday = 0
  hour: 11,
  standardOffsetHours: -8,
  daylightOffsetHours: -7,
  /** The IANA zone, for showing the time with Intl. */
  timeZone: 'America/Los_Angeles',
} as const;
