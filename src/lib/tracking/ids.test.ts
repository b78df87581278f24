import { describe, expect, it } from 'vitest';
import { anyTagConfigured, optionalTagsConfigured, trackingIdsFrom } from './ids';

describe('trackingIdsFrom', () => {
  it('reads the ids the build put in customFields.tracking', () => {
    expect(trackingIdsFrom({ tracking: { gtagAnalytics: 'G-TEST1234', metaPixel: '123456789012345' } })).toEqual({
      gtagAnalytics: 'G-TEST1234',
      metaPixel: '123456789012345',
    });
  });

  it('ignores anything else', () => {
    expect(trackingIdsFrom(undefined)).toEqual({});
    expect(trackingIdsFrom({ tracking: 'G-1' })).toEqual({});
    expect(trackingIdsFrom({ tracking: { gtagAds: 42, linkedInPartner: '', other: 'x' } })).toEqual({});
  });
});

describe('which tags need what', () => {
  it('runs the tracker for any tag, and asks for consent only for the ads tag, LinkedIn and Meta', () => {
    expect(anyTagConfigured({})).toBe(false);
    expect(anyTagConfigured({ gtagAnalytics: 'G-TEST1234' })).toBe(true);
    expect(optionalTagsConfigured({ gtagAnalytics: 'G-TEST1234' })).toBe(false);
    expect(optionalTagsConfigured({ gtagAds: 'AW-123456789' })).toBe(true);
    expect(optionalTagsConfigured({ linkedInPartner: '1234567' })).toBe(true);
    expect(optionalTagsConfigured({ metaPixel: '123456789012345' })).toBe(true);
  });
});
