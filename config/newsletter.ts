/**
 * The newsletter sign-up (SPEC §7): a provider's web form, configured with a
 * form id, an account id, an API base address, optional group ids, a
 * double-opt-in flag and an optional redirect address. Values come from the
 * environment (validated in server/env.ts); this module gives them their shape.
 */

export const NEWSLETTER_PROVIDERS = ['builtin', 'mailerlite'] as const;
export type NewsletterProviderName = (typeof NEWSLETTER_PROVIDERS)[number];

export interface NewsletterConfig {
  /** `builtin` keeps subscribers in our database; `mailerlite` posts them to the provider's web form. */
  readonly provider: NewsletterProviderName;
  /** The provider's web form id (required for mailerlite). */
  readonly formId?: string;
  /** The provider account the form belongs to (required for mailerlite). */
  readonly accountId?: string;
  /** Where the provider's form endpoint lives: `${apiBase}/${accountId}/forms/${formId}/subscribe`. */
  readonly apiBase: string;
  /** Groups (lists) every new subscriber joins. */
  readonly groupIds: readonly string[];
  /** Ask the subscriber to confirm by email before they count as subscribed. */
  readonly doubleOptIn: boolean;
  /** Where the confirmation link sends the browser; without one it shows our own page. */
  readonly redirectUrl?: string;
}

export const NEWSLETTER_DEFAULTS: NewsletterConfig = {
  provider: 'builtin',
  apiBase: 'https://assets.mailerlite.com/jsonp',
  groupIds: [],
  doubleOptIn: true,
};

/** The validated environment values this config is built from. */
export interface NewsletterEnv {
  NEWSLETTER_PROVIDER: NewsletterProviderName;
  NEWSLETTER_FORM_ID?: string;
  NEWSLETTER_ACCOUNT_ID?: string;
  NEWSLETTER_API_BASE: string;
  NEWSLETTER_GROUP_IDS: string[];
  NEWSLETTER_DOUBLE_OPT_IN: boolean;
  NEWSLETTER_REDIRECT_URL?: string;
}

export function newsletterConfig(env: NewsletterEnv): NewsletterConfig {
  return {
    provider: env.NEWSLETTER_PROVIDER,
    formId: env.NEWSLETTER_FORM_ID,
    accountId: env.NEWSLETTER_ACCOUNT_ID,
    apiBase: env.NEWSLETTER_API_BASE.replace(/\/+$/, ''),
    groupIds: env.NEWSLETTER_GROUP_IDS,
    doubleOptIn: env.NEWSLETTER_DOUBLE_OPT_IN,
    redirectUrl: env.NEWSLETTER_REDIRECT_URL,
  };
}
