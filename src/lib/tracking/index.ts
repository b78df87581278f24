/**
 * The one tracking entry point pages call (SPEC §7): `track(event)`. Pages
 * never call a vendor's API; providers register here and turn each event
 * into their own calls. A provider that throws is skipped silently.
 */

/** The forms whose start, completion and abandonment are tracked. */
export type FormId = 'webinar-registration' | 'webinar-checklist' | 'webinar-profile' | 'newsletter';

export type EventParams = Readonly<Record<string, string | number | boolean>>;

/** The event catalogue: one member per event kind of SPEC §7. */
export type TrackingEvent =
  | { kind: 'event'; name: string; category?: string; label?: string; value?: number; params?: EventParams }
  | {
      kind: 'webinar_registration';
      registrationId: string;
      leadScore?: number;
      company?: string;
      jobTitle?: string;
      /** Company size band, e.g. `200-500`; the analytics tag maps it to company_size. */
      companySize?: string;
      /** Conversion value in USD; 100 when absent (SPEC §9). */
      value?: number;
    }
  | {
      kind: 'page_view';
      /** Path and query string, e.g. `/docs/intro?utm_source=x`. */
      path: string;
      title: string;
      /** The full URL; the path alone stands in for it when absent. */
      location?: string;
    }
  | { kind: 'form'; action: 'start' | 'complete' | 'abandon'; form: FormId }
  | { kind: 'content_engagement'; contentType: string; name: string; seconds?: number }
  | { kind: 'video'; action: 'play' | 'pause' | 'complete'; name: string; progress?: number }
  | { kind: 'scroll_depth'; depth: 25 | 50 | 75 | 100 }
  | { kind: 'external_link'; url: string }
  | { kind: 'file_download'; fileName: string; fileType: string };

export type TrackingProvider = {
  readonly name: string;
  send(event: TrackingEvent, context: EventParams): void;
};

const providers: TrackingProvider[] = [];
let context: Record<string, string | number | boolean> = {};

export function registerProvider(provider: TrackingProvider): void {
  if (!providers.some((existing) => existing.name === provider.name)) providers.push(provider);
}

export function unregisterProvider(name: string): void {
  const index = providers.findIndex((provider) => provider.name === name);
  if (index !== -1) providers.splice(index, 1);
}

/** Parameters sent with every later event, e.g. the visitor's A/B test variants. */
export function setEventContext(params: EventParams): void {
  context = { ...context, ...params };
}

/** Sends one event to one provider only, e.g. the current page view to a tag the visitor has just allowed. */
export function sendTo(provider: TrackingProvider, event: TrackingEvent): void {
  try {
    provider.send(event, context);
  } catch {
    // SPEC §8: tracking failures are swallowed silently.
  }
}

export function track(event: TrackingEvent): void {
  for (const provider of providers) {
    try {
      provider.send(event, context);
    } catch {
      // SPEC §8: tracking failures are swallowed silently.
    }
  }
}
