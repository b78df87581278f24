/**
 * The LinkedIn Insight tag counts page views itself (its script reports each
 * page it runs on); the tracker adds the conversions: the webinar
 * registration, and the generic `conversion` event under its label.
 */
import type { TrackingEvent, TrackingProvider } from './index';

export type Lintrk = (action: 'track', data: { conversion_id: string }) => void;

export const REGISTRATION_CONVERSION_ID = 'webinar_registration';

/** The conversion an event records on LinkedIn, if any. */
export function linkedInConversion(event: TrackingEvent): { conversion_id: string } | undefined {
  if (event.kind === 'webinar_registration') return { conversion_id: REGISTRATION_CONVERSION_ID };
  if (event.kind === 'event' && event.name === 'conversion') {
    return { conversion_id: event.label || REGISTRATION_CONVERSION_ID };
  }
  return undefined;
}

export function createLinkedInProvider(lintrk: () => Lintrk | undefined): TrackingProvider {
  return {
    name: 'linkedin',
    send(event) {
      const conversion = linkedInConversion(event);
      if (conversion) lintrk()?.('track', conversion);
    },
  };
}
