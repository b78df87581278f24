/**
 * The two Google tags, both driven through gtag(): Google Analytics 4 records
 * every event kind; Google Ads records page views and the registration
 * conversion. Every call names its tag in `send_to`, so neither tag receives
 * the other's events (the original sent GA events to both).
 */
import { FORM_EVENT_VALUE, REGISTRATION_CONVERSION } from './constants';
import type { EventParams, TrackingEvent, TrackingProvider } from './index';

export type GtagParams = Record<string, string | number | boolean>;
export type Gtag = (command: string, target: unknown, params?: unknown) => void;

/** Drops the parameters an event does not carry, so payloads list only what is known. */
function defined(params: Record<string, string | number | boolean | undefined>): GtagParams {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as GtagParams;
}

/** The GA4 event name and parameters for an event, with the original site's names and categories. */
export function ga4Event(event: TrackingEvent): [name: string, params: GtagParams] {
  switch (event.kind) {
    case 'event':
      return [
        event.name,
        defined({
          event_category: event.category,
          event_label: event.label,
          value: event.value,
          ...event.params,
        }),
      ];
    case 'webinar_registration':
      return [
        'webinar_registration',
        defined({
          event_category: 'engagement',
          event_label: 'enterprise-ai-webinar',
          value: 1,
          lead_score: event.leadScore,
          company: event.company,
          job_title: event.jobTitle,
          company_size: event.companySize,
        }),
      ];
    case 'page_view':
      return [
        'page_view',
        { page_location: event.location ?? event.path, page_path: event.path, page_title: event.title },
      ];
    case 'form':
      return [
        `form_${event.action}`,
        { event_category: 'form_interaction', event_label: event.form, value: FORM_EVENT_VALUE[event.action] },
      ];
    case 'content_engagement':
      return [
        'content_engagement',
        defined({
          event_category: 'engagement',
          event_label: `${event.contentType}:${event.name}`,
          value: event.seconds,
          content_type: event.contentType,
          content_name: event.name,
        }),
      ];
    case 'video':
      return [
        `video_${event.action}`,
        defined({
          event_category: 'video',
          event_label: event.name,
          value: event.progress,
          video_name: event.name,
          video_progress: event.progress,
        }),
      ];
    case 'scroll_depth':
      return ['scroll_depth', { event_category: 'engagement', event_label: `${event.depth}%`, value: event.depth }];
    case 'external_link':
      return [
        'click',
        { event_category: 'external_link', event_label: event.url, outbound: true, link_url: event.url },
      ];
    case 'file_download':
      return [
        'file_download',
        {
          event_category: 'download',
          event_label: event.fileName,
          file_name: event.fileName,
          file_type: event.fileType,
        },
      ];
  }
}

/**
 * GA4: every event, with the page's context parameters (e.g. A/B variants)
 * underneath the event's own.
 */
export function createGa4Provider(measurementId: string, gtag: () => Gtag | undefined): TrackingProvider {
  return {
    name: 'ga4',
    send(event, context: EventParams) {
      const [name, params] = ga4Event(event);
      gtag()?.('event', name, { ...context, ...params, send_to: measurementId });
    },
  };
}

/** The Ads conversion target: `AW-…/label` when a label is configured, else the tag itself. */
export function adsConversionTarget(adsId: string, label: string | undefined): string {
  return label ? `${adsId}/${label}` : adsId;
}

/** The Google Ads call for an event, if any: page views (remarketing, URL-based goals) and the registration conversion. */
export function adsEvent(
  event: TrackingEvent,
  adsId: string,
  conversionLabel: string | undefined,
): [name: string, params: GtagParams] | undefined {
  if (event.kind === 'page_view') {
    return [
      'page_view',
      {
        send_to: adsId,
        page_location: event.location ?? event.path,
        page_path: event.path,
        page_title: event.title,
      },
    ];
  }
  if (event.kind === 'webinar_registration') {
    return [
      'conversion',
      {
        send_to: adsConversionTarget(adsId, conversionLabel),
        value: event.value ?? REGISTRATION_CONVERSION.defaultValue,
        currency: REGISTRATION_CONVERSION.currency,
        transaction_id: event.registrationId,
      },
    ];
  }
  return undefined;
}

/** Google Ads: page views and the webinar registration conversion, nothing else. */
export function createGoogleAdsProvider(
  adsId: string,
  conversionLabel: string | undefined,
  gtag: () => Gtag | undefined,
): TrackingProvider {
  return {
    name: 'google-ads',
    send(event) {
      const call = adsEvent(event, adsId, conversionLabel);
      if (call) gtag()?.('event', ...call);
    },
  };
}
