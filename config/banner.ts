/**
 * The site-wide promotional banner (SPEC §2 "Promotional banner"). The date in
 * its text is computed in the browser for the moment the page is viewed; see
 * src/lib/workshopDate.ts.
 */
export const promoBanner = {
  /** Changing the id shows the banner again to visitors who dismissed it. */
  id: 'workshop-weekly-2025',
  badge: 'Live Weekly',
  textBeforeDate: 'Deploy Enterprise AI in weeks - Workshop',
  textAfterDate: 'at 11am PT',
  cta: { label: 'Register Free →', to: '/webinar-enterprise-ai' },
  /** The banner is hidden on every path containing this fragment. */
  hiddenOnPathsContaining: 'webinar',
  colors: { background: '#1a1636', text: '#e6e8f0' },
} as const;

/** The weekly workshop starts on this weekday and hour, in this time zone. */
export const WEEKLY_WORKSHOP = {
  weekday: 4, // Thursday, with Sunday = 0
  hour: 11,
  timeZone: 'America/Los_Angeles',
} as const;
