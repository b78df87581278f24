import { describe, expect, it, vi } from 'vitest';
import { createGa4Provider, createGoogleAdsProvider, type Gtag } from './googleTag';
import type { TrackingEvent } from './index';

const GA = 'G-TEST1234';
const ADS = 'AW-123456789';

function ga4Calls(event: TrackingEvent, context = {}) {
  const gtag = vi.fn<Gtag>();
  createGa4Provider(GA, () => gtag).send(event, context);
  return gtag.mock.calls;
}

describe('GA4 provider: one gtag event per event kind, with the original names and parameters', () => {
  it.each<[string, TrackingEvent, string, Record<string, unknown>]>([
    [
      'generic event',
      { kind: 'event', name: 'fit_call_clicked', category: 'conversion', label: 'thank-you-fit-call' },
      'fit_call_clicked',
      { event_category: 'conversion', event_label: 'thank-you-fit-call' },
    ],
    [
      'generic event with value and parameters',
      { kind: 'event', name: 'voice_assessment_completed', category: 'voice', value: 1, params: { widget: 'hero' } },
      'voice_assessment_completed',
      { event_category: 'voice', value: 1, widget: 'hero' },
    ],
    [
      'webinar registration',
      {
        kind: 'webinar_registration',
        registrationId: 'r-1',
        leadScore: 75,
        company: 'Acme',
        jobTitle: 'CTO',
        companySize: '200-500',
      },
      'webinar_registration',
      {
        event_category: 'engagement',
        event_label: 'enterprise-ai-webinar',
        value: 1,
        lead_score: 75,
        company: 'Acme',
        job_title: 'CTO',
        company_size: '200-500',
      },
    ],
    [
      'page view',
      { kind: 'page_view', path: '/agents?x=1', title: 'Agents', location: 'https://answeragent.ai/agents?x=1' },
      'page_view',
      { page_location: 'https://answeragent.ai/agents?x=1', page_path: '/agents?x=1', page_title: 'Agents' },
    ],
    [
      'form start (value 0)',
      { kind: 'form', action: 'start', form: 'webinar-registration' },
      'form_start',
      { event_category: 'form_interaction', event_label: 'webinar-registration', value: 0 },
    ],
    [
      'form complete (value 1)',
      { kind: 'form', action: 'complete', form: 'newsletter' },
      'form_complete',
      { event_category: 'form_interaction', event_label: 'newsletter', value: 1 },
    ],
    [
      'form abandon (value 0)',
      { kind: 'form', action: 'abandon', form: 'webinar-checklist' },
      'form_abandon',
      { event_category: 'form_interaction', event_label: 'webinar-checklist', value: 0 },
    ],
    [
      'content engagement',
      { kind: 'content_engagement', contentType: 'section', name: 'agenda' },
      'content_engagement',
      { event_category: 'engagement', event_label: 'section:agenda', content_type: 'section', content_name: 'agenda' },
    ],
    [
      'video interaction',
      { kind: 'video', action: 'complete', name: 'intro.mp4', progress: 100 },
      'video_complete',
      { event_category: 'video', event_label: 'intro.mp4', value: 100, video_name: 'intro.mp4', video_progress: 100 },
    ],
    [
      'scroll depth',
      { kind: 'scroll_depth', depth: 75 },
      'scroll_depth',
      { event_category: 'engagement', event_label: '75%', value: 75 },
    ],
    [
      'external link click',
      { kind: 'external_link', url: 'https://discord.gg/x' },
      'click',
      {
        event_category: 'external_link',
        event_label: 'https://discord.gg/x',
        outbound: true,
        link_url: 'https://discord.gg/x',
      },
    ],
    [
      'file download',
      { kind: 'file_download', fileName: 'sidekick.zip', fileType: 'zip' },
      'file_download',
      { event_category: 'download', event_label: 'sidekick.zip', file_name: 'sidekick.zip', file_type: 'zip' },
    ],
  ])('%s', (_title, event, name, params) => {
    expect(ga4Calls(event)).toEqual([['event', name, { ...params, send_to: GA }]]);
  });

  it('adds the page context under the event’s own parameters', () => {
    const calls = ga4Calls({ kind: 'scroll_depth', depth: 25 }, { headline_variant: 'primary', value: 999 });
    expect(calls).toEqual([
      [
        'event',
        'scroll_depth',
        { headline_variant: 'primary', event_category: 'engagement', event_label: '25%', value: 25, send_to: GA },
      ],
    ]);
  });

  it('does nothing while gtag is missing', () => {
    expect(() => createGa4Provider(GA, () => undefined).send({ kind: 'scroll_depth', depth: 25 }, {})).not.toThrow();
  });
});

describe('Google Ads provider', () => {
  const adsCalls = (event: TrackingEvent, label?: string) => {
    const gtag = vi.fn<Gtag>();
    createGoogleAdsProvider(ADS, label, () => gtag).send(event, {});
    return gtag.mock.calls;
  };

  it('records page views', () => {
    expect(adsCalls({ kind: 'page_view', path: '/webinar-thank-you', title: 'Thanks' })).toEqual([
      [
        'event',
        'page_view',
        { send_to: ADS, page_location: '/webinar-thank-you', page_path: '/webinar-thank-you', page_title: 'Thanks' },
      ],
    ]);
  });

  it('records a registration as a 100 USD conversion by default, under the configured label', () => {
    expect(adsCalls({ kind: 'webinar_registration', registrationId: 'r-9' }, 'AbCdEf')).toEqual([
      ['event', 'conversion', { send_to: `${ADS}/AbCdEf`, value: 100, currency: 'USD', transaction_id: 'r-9' }],
    ]);
    expect(adsCalls({ kind: 'webinar_registration', registrationId: 'r-9', value: 250 })).toEqual([
      ['event', 'conversion', { send_to: ADS, value: 250, currency: 'USD', transaction_id: 'r-9' }],
    ]);
  });

  it('ignores the other event kinds', () => {
    expect(adsCalls({ kind: 'scroll_depth', depth: 50 })).toEqual([]);
    expect(adsCalls({ kind: 'form', action: 'complete', form: 'newsletter' })).toEqual([]);
  });
});
