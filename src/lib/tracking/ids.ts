/**
 * The tracking tag ids a build carries. They are read from the environment at
 * build time (config/tracking.ts) and reach the browser through the site's
 * `customFields.tracking`; every one is optional.
 */
export interface TrackingIds {
  /** Google Analytics 4 measurement id, `G-…`. */
  gtagAnalytics?: string;
  /** Google Ads id, `AW-…`. */
  gtagAds?: string;
  /** Google Ads conversion label for webinar registrations (the part after the slash in `AW-…/label`). */
  gtagAdsConversionLabel?: string;
  linkedInPartner?: string;
  metaPixel?: string;
}

const KEYS = ['gtagAnalytics', 'gtagAds', 'gtagAdsConversionLabel', 'linkedInPartner', 'metaPixel'] as const;

/** The ids found in the site's custom fields; anything that is not a non-empty string is ignored. */
export function trackingIdsFrom(customFields: Readonly<Record<string, unknown>> | undefined): TrackingIds {
  const raw = customFields?.tracking;
  const ids: TrackingIds = {};
  if (typeof raw !== 'object' || raw === null) return ids;
  for (const key of KEYS) {
    const value = (raw as Record<string, unknown>)[key];
    if (typeof value === 'string' && value !== '') ids[key] = value;
  }
  return ids;
}

/** Whether any tag is configured, i.e. whether the tracker has anything to do. */
export function anyTagConfigured(ids: TrackingIds): boolean {
  return Boolean(ids.gtagAnalytics || ids.gtagAds || ids.linkedInPartner || ids.metaPixel);
}

/**
 * Whether a tag that waits for the visitor's consent is configured: the ads
 * tag, LinkedIn and Meta. Google Analytics alone runs in Consent Mode's
 * denied state (no cookies), so it needs no banner.
 */
export function optionalTagsConfigured(ids: TrackingIds): boolean {
  return Boolean(ids.gtagAds || ids.linkedInPartner || ids.metaPixel);
}
