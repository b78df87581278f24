import { describe, expect, it, vi } from 'vitest';
import type { TrackingEvent } from './index';
import { createMetaPixelProvider, type Fbq } from './metaPixel';

function fbqCalls(event: TrackingEvent) {
  const fbq = vi.fn<Fbq>();
  createMetaPixelProvider(() => fbq).send(event, {});
  return fbq.mock.calls;
}

describe('Meta pixel provider', () => {
  it('records a page view, and ViewContent on webinar pages', () => {
    expect(fbqCalls({ kind: 'page_view', path: '/agents', title: 'Agents' })).toEqual([['track', 'PageView']]);
    expect(fbqCalls({ kind: 'page_view', path: '/webinar-enterprise-ai?utm_source=x', title: 'Webinar' })).toEqual([
      ['track', 'PageView'],
      ['track', 'ViewContent', { content_name: 'Webinar', content_category: 'webinar', content_type: 'product' }],
    ]);
  });

  it('records a registration with the default 100 USD and the predicted lifetime value', () => {
    expect(fbqCalls({ kind: 'webinar_registration', registrationId: 'r-1', leadScore: 75 })).toEqual([
      [
        'track',
        'CompleteRegistration',
        {
          content_name: 'Enterprise AI Webinar',
          value: 100,
          currency: 'USD',
          status: 'confirmed',
          predicted_ltv: 750,
        },
        { eventID: 'r-1' },
      ],
    ]);
    const [call] = fbqCalls({ kind: 'webinar_registration', registrationId: 'r-2', value: 40 });
    expect(call?.[2]).toMatchObject({ value: 40, predicted_ltv: 100 });
  });

  it('records form starts and abandonments as custom events, not completions', () => {
    expect(fbqCalls({ kind: 'form', action: 'start', form: 'webinar-registration' })).toEqual([
      ['trackCustom', 'FormStarted', { content_name: 'webinar-registration', content_category: 'webinar' }],
    ]);
    expect(fbqCalls({ kind: 'form', action: 'start', form: 'newsletter' })).toEqual([
      ['trackCustom', 'FormStarted', { content_name: 'newsletter', content_category: 'newsletter' }],
    ]);
    expect(fbqCalls({ kind: 'form', action: 'abandon', form: 'webinar-profile' })).toEqual([
      ['trackCustom', 'FormAbandonment', { content_name: 'webinar-profile' }],
    ]);
    expect(fbqCalls({ kind: 'form', action: 'complete', form: 'webinar-profile' })).toEqual([]);
  });

  it('records the generic conversion event as a Lead, and no other generic event', () => {
    expect(fbqCalls({ kind: 'event', name: 'conversion', label: 'demo-request', value: 5 })).toEqual([
      ['track', 'Lead', { content_name: 'demo-request', value: 5, currency: 'USD' }],
    ]);
    expect(fbqCalls({ kind: 'event', name: 'fit_call_clicked' })).toEqual([]);
  });

  it.each<TrackingEvent>([
    { kind: 'scroll_depth', depth: 100 },
    { kind: 'external_link', url: 'https://x.com' },
    { kind: 'file_download', fileName: 'a.pdf', fileType: 'pdf' },
    { kind: 'video', action: 'play', name: 'v' },
    { kind: 'content_engagement', contentType: 'section', name: 'faq' },
  ])('sends nothing for $kind', (event) => {
    expect(fbqCalls(event)).toEqual([]);
  });
});
