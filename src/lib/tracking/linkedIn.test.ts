import { describe, expect, it, vi } from 'vitest';
import type { TrackingEvent } from './index';
import { createLinkedInProvider, type Lintrk } from './linkedIn';

function lintrkCalls(event: TrackingEvent) {
  const lintrk = vi.fn<Lintrk>();
  createLinkedInProvider(() => lintrk).send(event, {});
  return lintrk.mock.calls;
}

describe('LinkedIn provider', () => {
  it('records the registration conversion', () => {
    expect(lintrkCalls({ kind: 'webinar_registration', registrationId: 'r-1' })).toEqual([
      ['track', { conversion_id: 'webinar_registration' }],
    ]);
  });

  it('records the generic conversion event under its label', () => {
    expect(lintrkCalls({ kind: 'event', name: 'conversion', label: '1234567' })).toEqual([
      ['track', { conversion_id: '1234567' }],
    ]);
    expect(lintrkCalls({ kind: 'event', name: 'conversion' })).toEqual([
      ['track', { conversion_id: 'webinar_registration' }],
    ]);
  });

  it('leaves page views to the Insight script and ignores everything else', () => {
    expect(lintrkCalls({ kind: 'page_view', path: '/', title: 'Home' })).toEqual([]);
    expect(lintrkCalls({ kind: 'form', action: 'complete', form: 'webinar-registration' })).toEqual([]);
    expect(lintrkCalls({ kind: 'event', name: 'share_snippet_copied' })).toEqual([]);
  });
});
