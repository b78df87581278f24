import { describe, expect, it } from 'vitest';
import { webinarConfig } from '../../config/webinar';
import { override } from './override';

describe('override', () => {
  it('changes only the patched leaves and leaves the base untouched', () => {
    const flipped = override(webinarConfig, {
      optimization: { stickyHeader: true },
      abTests: { cta: { enabled: true } },
    });
    expect(flipped.optimization).toEqual({ ...webinarConfig.optimization, stickyHeader: true });
    expect(flipped.abTests.cta).toEqual({ ...webinarConfig.abTests.cta, enabled: true });
    expect(flipped.abTests.headline).toBe(webinarConfig.abTests.headline);
    expect(webinarConfig.optimization.stickyHeader).toBe(false);
  });

  it('replaces arrays whole', () => {
    const flipped = override(webinarConfig, { socialProof: { customerLogos: ['dropbox'] } });
    expect(flipped.socialProof.customerLogos).toEqual(['dropbox']);
    expect(flipped.socialProof.testimonials).toBe(true);
  });
});
