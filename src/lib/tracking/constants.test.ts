import { describe, expect, it } from 'vitest';
import {
  FORM_EVENT_VALUE,
  GA_CUSTOM_MAP,
  predictedLifetimeValue,
  REGISTRATION_CONVERSION,
  SCROLL_DEPTH_MILESTONES,
} from './constants';

describe('SPEC §9 tracking constants', () => {
  it('has the four scroll milestones in order', () => {
    expect(SCROLL_DEPTH_MILESTONES).toEqual([25, 50, 75, 100]);
  });

  it('values a registration at 100 USD', () => {
    expect(REGISTRATION_CONVERSION).toEqual({ defaultValue: 100, currency: 'USD' });
  });

  it('predicts a lifetime value of 10 × the lead score, or 100 without one', () => {
    expect(predictedLifetimeValue(60)).toBe(600);
    expect(predictedLifetimeValue(75)).toBe(750);
    expect(predictedLifetimeValue(undefined)).toBe(100);
  });

  it('gives only a completed form a value', () => {
    expect(FORM_EVENT_VALUE).toEqual({ start: 0, complete: 1, abandon: 0 });
  });

  it('maps the two custom parameters to lead_score and company_size', () => {
    expect(GA_CUSTOM_MAP).toEqual({ custom_parameter_1: 'lead_score', custom_parameter_2: 'company_size' });
  });
});
