/**
 * The tracking constants of SPEC §9, named as the spec names them. Providers
 * read them from here; nothing else hard-codes these numbers.
 */

/** Scroll-depth milestones in percent, each fired once per page view. */
export const SCROLL_DEPTH_MILESTONES = [25, 50, 75, 100] as const;
export type ScrollDepthMilestone = (typeof SCROLL_DEPTH_MILESTONES)[number];

/** A webinar registration is a conversion worth this much unless the page says otherwise. */
export const REGISTRATION_CONVERSION = { defaultValue: 100, currency: 'USD' } as const;

/** Predicted lifetime value: this many times the lead score… */
export const LTV_PER_LEAD_SCORE_POINT = 10;
/** …or this much when the registration carries no lead score. */
export const LTV_WITHOUT_LEAD_SCORE = 100;

export function predictedLifetimeValue(leadScore: number | undefined): number {
  return leadScore === undefined ? LTV_WITHOUT_LEAD_SCORE : LTV_PER_LEAD_SCORE_POINT * leadScore;
}

/** The value each form event carries: only a completed form counts. */
export const FORM_EVENT_VALUE = { start: 0, complete: 1, abandon: 0 } as const;

/** The analytics tag maps its custom parameters to these names. */
export const GA_CUSTOM_MAP = { custom_parameter_1: 'lead_score', custom_parameter_2: 'company_size' } as const;
