import { describe, expect, it } from 'vitest';
import { WEEKLY_WORKSHOP } from '../../config/banner';
import { buildWorkshopStartsAt, promoBannerFields } from './promoBannerBuild';
import { nextWorkshop } from './workshopDate';

describe('the build week of the banner', () => {
  it('is the workshop next at the build, read back from the custom fields', () => {
    const builtAt = new Date('2026-11-27T20:00:00Z');
    const customFields = { promoBanner: promoBannerFields(builtAt) };
    expect(new Date(buildWorkshopStartsAt(customFields)).toISOString()).toBe('2026-12-03T19:00:00.000Z');
    expect(buildWorkshopStartsAt(customFields)).toBe(nextWorkshop(builtAt, WEEKLY_WORKSHOP).startsAt);
  });

  it('names the field when the build did not set it', () => {
    expect(() => buildWorkshopStartsAt({})).toThrow('customFields.promoBanner.buildWorkshopStartsAt');
    expect(() => buildWorkshopStartsAt({ promoBanner: { buildWorkshopStartsAt: '2026-12-03' } })).toThrow(
      /expected the build week/,
    );
  });
});
