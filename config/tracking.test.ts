import path from 'node:path';
import { runInNewContext } from 'node:vm';
import type { LoadContext } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import {
  consentDefaultsScript,
  readConsentMode,
  readTrackingIds,
  trackingFrameHosts,
  trackingHosts,
  trackingPlugin,
} from './tracking';

const context = { siteDir: '/site' } as LoadContext;

describe('readTrackingIds', () => {
  it('reads nothing when nothing is configured', () => {
    expect(readTrackingIds({})).toEqual({});
    expect(readTrackingIds({ GTAG_ADS_ID: '  ' })).toEqual({});
  });

  it('reads every configured id', () => {
    const ids = readTrackingIds({
      GTAG_ANALYTICS_ID: 'G-AB12CD34EF',
      GTAG_ADS_ID: 'AW-123456789',
      GTAG_ADS_CONVERSION_LABEL: 'AbC-D_efG12',
      LINKEDIN_PARTNER_ID: '1234567',
      META_PIXEL_ID: '123456789012345',
    });
    expect(ids).toEqual({
      gtagAnalytics: 'G-AB12CD34EF',
      gtagAds: 'AW-123456789',
      gtagAdsConversionLabel: 'AbC-D_efG12',
      linkedInPartner: '1234567',
      metaPixel: '123456789012345',
    });
  });

  it('names the variable when an id is malformed', () => {
    expect(() => readTrackingIds({ GTAG_ADS_ID: 'G-WRONGKIND' })).toThrow(/GTAG_ADS_ID is malformed/);
    expect(() => readTrackingIds({ META_PIXEL_ID: 'abc' })).toThrow(/META_PIXEL_ID/);
    expect(() => readTrackingIds({ GTAG_ADS_CONVERSION_LABEL: 'has space' })).toThrow(/GTAG_ADS_CONVERSION_LABEL/);
  });

  it('refuses a conversion label without the Ads tag it belongs to', () => {
    expect(() => readTrackingIds({ GTAG_ADS_CONVERSION_LABEL: 'AbCdEf' })).toThrow(/GTAG_ADS_ID is not/);
  });
});

describe('readConsentMode', () => {
  it('defaults to opt-in and reads both models', () => {
    expect(readConsentMode({})).toBe('opt-in');
    expect(readConsentMode({ CONSENT_MODE: '' })).toBe('opt-in');
    expect(readConsentMode({ CONSENT_MODE: 'opt-in' })).toBe('opt-in');
    expect(readConsentMode({ CONSENT_MODE: ' opt-out ' })).toBe('opt-out');
  });

  it('stops the build on any other value, naming the variable', () => {
    expect(() => readConsentMode({ CONSENT_MODE: 'optout' })).toThrow(
      'CONSENT_MODE must be opt-in or opt-out: got "optout".',
    );
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

  it('allows frames only for the Google tags', () => {
    expect(trackingFrameHosts({ linkedInPartner: '1234567', metaPixel: '123456789012345' })).toEqual([]);
    expect(trackingFrameHosts({ gtagAnalytics: 'G-AB12CD34EF', gtagAds: 'AW-123456789' })).toEqual([
      'https://www.googletagmanager.com',
      'https://td.doubleclick.net',
    ]);
  });
});

describe('trackingPlugin', () => {
  const clientModules = (ids: Parameters<typeof trackingPlugin>[0]) =>
    (trackingPlugin(ids)(context).getClientModules?.() ?? []).map((file) => path.relative('/site', file));
  const headTags = (ids: Parameters<typeof trackingPlugin>[0], mode?: Parameters<typeof trackingPlugin>[1]) => {
    const tags = trackingPlugin(ids, mode)(context).injectHtmlTags?.({ content: undefined });
    const head = tags && 'headTags' in tags ? tags.headTags : undefined;
    return Array.isArray(head) ? head : [];
  };
  const headScripts = (ids: Parameters<typeof trackingPlugin>[0]) =>
    headTags(ids).filter((tag) => typeof tag === 'object' && tag.tagName === 'script');

  it('writes the consent model into the head of every page when a tag is configured', () => {
    const ids = { linkedInPartner: '1234567' };
    expect(headTags(ids)).toEqual([{ tagName: 'meta', attributes: { name: 'consent-mode', content: 'opt-in' } }]);
    expect(headTags(ids, 'opt-out')).toEqual([
      { tagName: 'meta', attributes: { name: 'consent-mode', content: 'opt-out' } },
    ]);
    expect(headTags({}, 'opt-out')).toEqual([]);
  });

  it('ships only the UTM capture when no tag is configured', () => {
    expect(clientModules({})).toEqual(['src/clientModules/utm.ts']);
    expect(headScripts({})).toEqual([]);
  });

  it('adds the tracker for any tag, and the Consent Mode defaults for the Google tags only', () => {
    expect(clientModules({ metaPixel: '123456789012345' })).toEqual([
      'src/clientModules/utm.ts',
      'src/clientModules/tracking/index.ts',
    ]);
    expect(headScripts({ metaPixel: '123456789012345' })).toEqual([]);
    expect(headScripts({ gtagAds: 'AW-123456789' })).toEqual([
      { tagName: 'script', innerHTML: consentDefaultsScript() },
    ]);
  });

  it('denies all four Consent Mode v2 signals by default', () => {
    // Runs the head script as a browser would, in a context whose global object stands in for window.
    const global: { window?: unknown; dataLayer?: IArguments[] } = {};
    global.window = global;
    runInNewContext(consentDefaultsScript(), global);
    const calls = (global.dataLayer ?? []).map((entry) => JSON.parse(JSON.stringify([...entry])) as unknown);
    expect(calls).toEqual([
      [
        'consent',
        'default',
        { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
      ],
    ]);
  });
});
