import { describe, expect, it } from 'vitest';
import { gtagOptions, readTrackingIds, trackingHosts } from './tracking';

describe('readTrackingIds', () => {
  it('reads nothing when nothing is configured', () => {
    expect(readTrackingIds({})).toEqual({});
    expect(gtagOptions(readTrackingIds({ GTAG_ADS_ID: '  ' }))).toBeUndefined();
  });

  it('reads every configured id', () => {
    const ids = readTrackingIds({
      GTAG_ANALYTICS_ID: 'G-AB12CD34EF',
      GTAG_ADS_ID: 'AW-123456789',
      LINKEDIN_PARTNER_ID: '1234567',
      META_PIXEL_ID: '123456789012345',
    });
    expect(ids).toEqual({
      gtagAnalytics: 'G-AB12CD34EF',
      gtagAds: 'AW-123456789',
      linkedInPartner: '1234567',
      metaPixel: '123456789012345',
    });
    expect(gtagOptions(ids)).toEqual({ trackingID: ['G-AB12CD34EF', 'AW-123456789'], anonymizeIP: true });
  });

  it('names the variable when an id is malformed', () => {
    expect(() => readTrackingIds({ GTAG_ADS_ID: 'G-WRONGKIND' })).toThrow(/GTAG_ADS_ID is malformed/);
    expect(() => readTrackingIds({ META_PIXEL_ID: 'abc' })).toThrow(/META_PIXEL_ID/);
  });
});

describe('trackingHosts', () => {
  it('allows no third-party host when no tag is configured', () => {
    expect(trackingHosts({})).toEqual([]);
  });

  it('allows the hosts of the configured tags only, once each', () => {
    const hosts = trackingHosts({
      gtagAnalytics: 'G-AB12CD34EF',
      gtagAds: 'AW-123456789',
      metaPixel: '123456789012345',
    });
    expect(hosts).toContain('https://www.googletagmanager.com');
    expect(hosts).toContain('https://connect.facebook.net');
    expect(hosts).not.toContain('https://snap.licdn.com');
    expect(new Set(hosts).size).toBe(hosts.length);
  });
});
