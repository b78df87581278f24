/**
 * The Meta pixel: page views (with ViewContent on webinar pages), the
 * registration as CompleteRegistration, form starts and abandonments as
 * custom events, and the generic `conversion` event as a Lead.
 */
import { isWebinarPath } from '../paths';
import { predictedLifetimeValue, REGISTRATION_CONVERSION } from './constants';
import type { FormId, TrackingEvent, TrackingProvider } from './index';

export type Fbq = (...args: unknown[]) => void;
export type FbqCall = Parameters<Fbq>;

const WEBINAR_NAME = 'Enterprise AI Webinar';

function formCategory(form: FormId): string {
  return form === 'newsletter' ? 'newsletter' : 'webinar';
}

/** The fbq() calls for an event, in order; most events have none. */
export function metaPixelCalls(event: TrackingEvent): FbqCall[] {
  switch (event.kind) {
    case 'page_view': {
      const calls: FbqCall[] = [['track', 'PageView']];
      if (isWebinarPath(event.path.split('?')[0] ?? '')) {
        calls.push([
          'track',
          'ViewContent',
          { content_name: event.title, content_category: 'webinar', content_type: 'product' },
        ]);
      }
      return calls;
    }
    case 'webinar_registration':
      return [
        [
          'track',
          'CompleteRegistration',
          {
            content_name: WEBINAR_NAME,
            value: event.value ?? REGISTRATION_CONVERSION.defaultValue,
            currency: REGISTRATION_CONVERSION.currency,
            status: 'confirmed',
            predicted_ltv: predictedLifetimeValue(event.leadScore),
          },
          // Lets Meta drop the duplicate if the server ever reports the same registration.
          { eventID: event.registrationId },
        ],
      ];
    case 'form':
      if (event.action === 'start') {
        return [
          ['trackCustom', 'FormStarted', { content_name: event.form, content_category: formCategory(event.form) }],
        ];
      }
      if (event.action === 'abandon') return [['trackCustom', 'FormAbandonment', { content_name: event.form }]];
      return [];
    case 'event':
      if (event.name !== 'conversion') return [];
      return [
        [
          'track',
          'Lead',
          {
            ...(event.label === undefined ? {} : { content_name: event.label }),
            ...(event.value === undefined ? {} : { value: event.value }),
            currency: REGISTRATION_CONVERSION.currency,
          },
        ],
      ];
    default:
      return [];
  }
}

export function createMetaPixelProvider(fbq: () => Fbq | undefined): TrackingProvider {
  return {
    name: 'meta',
    send(event) {
      const pixel = fbq();
      if (!pixel) return;
      for (const call of metaPixelCalls(event)) pixel(...call);
    },
  };
}
