import { describe, expect, it } from 'vitest';
import { isWebinarPath } from './paths';

describe('isWebinarPath', () => {
  it.each([
    ['/webinar-enterprise-ai', true],
    ['/webinar-thank-you', true],
    ['/blog/webinar-recap', true],
    ['/Webinar-Enterprise-AI', true],
    ['/', false],
    ['/docs/', false],
    ['/ai-workshops', false],
  ])('%s → %s', (path, expected) => {
    expect(isWebinarPath(path)).toBe(expected);
  });
});
