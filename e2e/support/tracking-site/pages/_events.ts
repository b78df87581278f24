import type { TrackingEvent } from '@site/src/lib/tracking';

/** The events pages send themselves (forms, registrations, generic events), one button each on the fixture page. */
export const PAGE_EVENTS = {
  'generic-event': {
    kind: 'event',
    name: 'fit_call_clicked',
    category: 'conversion',
    label: 'thank-you-fit-call',
  },
  'conversion-event': { kind: 'event', name: 'conversion', label: 'demo-request', value: 5 },
  registration: {
    kind: 'webinar_registration',
    registrationId: 'reg-e2e-1',
    leadScore: 75,
    company: 'Acme',
    jobTitle: 'CTO',
  },
  'form-start': { kind: 'form', action: 'start', form: 'webinar-registration' },
  'form-complete': { kind: 'form', action: 'complete', form: 'webinar-registration' },
  'form-abandon': { kind: 'form', action: 'abandon', form: 'webinar-registration' },
} satisfies Record<string, TrackingEvent>;

export type PageEventName = keyof typeof PAGE_EVENTS;
