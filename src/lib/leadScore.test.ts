import { describe, expect, it } from 'vitest';
import { LEAD_SCORE } from '../../config/webinar';
import { isFreeMailAddress, leadScore } from './leadScore';

describe('leadScore (SPEC §9)', () => {
  it.each([
    ['ana@gmail.com', undefined, 60],
    ['ana@yahoo.co.uk', undefined, 60],
    ['ana@Hotmail.fr', undefined, 60],
    ['ana@outlook.com', undefined, 60],
    ['ana@aol.com', undefined, 60],
    ['ana@acme.com', undefined, 75],
    ['ana@mail.gmail-partner.com', undefined, 75],
    ['ana@acme.com', 'LinkedIn', 90],
    ['ana@acme.com', 'linkedin-ads', 90],
    ['ana@gmail.com', 'google', 70],
    ['ana@acme.com', 'bing-search', 85],
    ['ana@acme.com', 'direct', 80],
    ['ana@acme.com', 'newsletter', 75],
    ['ana@acme.com', 'direct-mail', 75],
    ['ana@acme.com', '', 75],
  ])('%s from %s scores %i', (email, utm_source, expected) => {
    expect(leadScore({ email, utm_source })).toBe(expected);
  });

  it('prefers linkedin over google when a source names both', () => {
    expect(leadScore({ email: 'a@acme.com', utm_source: 'linkedin-google' })).toBe(90);
  });

  it('caps the score at the maximum', () => {
    // With the spec's weights the highest score is 90; heavier weights show the cap at work.
    const heavy = { ...LEAD_SCORE, base: 80 };
    expect(leadScore({ email: 'a@acme.com', utm_source: 'linkedin' }, heavy)).toBe(100);
    expect(leadScore({ email: 'a@gmail.com', utm_source: 'direct' }, heavy)).toBe(95);
  });

  it('matches the first label of the domain only', () => {
    expect(isFreeMailAddress('x@gmail.com')).toBe(true);
    expect(isFreeMailAddress('x@aol.co.uk')).toBe(true);
    expect(isFreeMailAddress('x@notgmail.com')).toBe(false);
    expect(isFreeMailAddress('x@corp.gmail.com')).toBe(false);
  });
});
