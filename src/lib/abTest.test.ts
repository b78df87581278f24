import { describe, expect, it } from 'vitest';
import { webinarConfig } from '../../config/webinar';
import { assignVariants, defaultVariants, eventContext, parseAssignments, type AbTests } from './abTest';
import { override } from './override';

const shipped = webinarConfig.abTests;

function withEnabled(...names: (keyof AbTests)[]): AbTests {
  return override(shipped, Object.fromEntries(names.map((name) => [name, { enabled: true }])));
}

/** A visitor's browser storage between two visits. */
function visit(tests: AbTests, storage: Map<string, string>, random: () => number) {
  const result = assignVariants(tests, parseAssignments(storage.get('ab') ?? null), random);
  storage.set('ab', JSON.stringify(result.assignments));
  return result;
}

describe('A/B test assignment', () => {
  it('shows the default variants and assigns nothing while every test is disabled (the shipped config)', () => {
    const result = assignVariants(shipped, {}, () => 0.99);
    expect(result.variants).toEqual({ headline: 'primary', cta: 'Reserve Spot Free', formPosition: 'hero' });
    expect(result.assignments).toEqual({});
    expect(eventContext(result.assignments)).toEqual({});
  });

  it('ignores a stored variant of a disabled test', () => {
    const result = assignVariants(shipped, { headline: 'alternate2', cta: 'Register Now' }, () => 0);
    expect(result.variants).toEqual(defaultVariants(shipped));
  });

  it('assigns an enabled test at random and keeps the variant on later visits', () => {
    const tests = withEnabled('headline');
    const storage = new Map<string, string>();
    const first = visit(tests, storage, () => 0.5); // index 1 of 3
    expect(first.variants.headline).toBe('alternate1');
    expect(first.assignments).toEqual({ headline: 'alternate1' });
    // A later visit with a different random draw keeps the stored variant.
    const second = visit(tests, storage, () => 0.99);
    expect(second.variants.headline).toBe('alternate1');
    expect(eventContext(second.assignments)).toEqual({ ab_headline: 'alternate1' });
  });

  it('gives different visitors different variants', () => {
    const tests = withEnabled('cta', 'formPosition');
    const seen = new Set<string>();
    for (const draw of [0, 0.34, 0.67, 0.999]) {
      const { variants } = assignVariants(tests, {}, () => draw);
      seen.add(`${variants.cta}|${variants.formPosition}`);
    }
    expect(seen).toEqual(new Set(['Register Now|hero', 'Save My Seat|midPage', 'Reserve Spot Free|both']));
  });

  it('re-assigns when the stored variant is no longer one of the variants', () => {
    const tests = withEnabled('formPosition');
    const result = assignVariants(tests, { formPosition: 'sidebar' }, () => 0.9);
    expect(result.variants.formPosition).toBe('both');
  });

  it.each([null, '', 'not json', '[]', '"headline"', '{"headline": 3}'])(
    'reads malformed storage %j as no assignment',
    (raw) => {
      expect(parseAssignments(raw)).toEqual({});
    },
  );

  it('reports every enabled test with its events', () => {
    const result = assignVariants(withEnabled('headline', 'cta', 'formPosition'), {}, () => 0);
    expect(eventContext(result.assignments)).toEqual({
      ab_headline: 'primary',
      ab_cta: 'Register Now',
      ab_formPosition: 'hero',
    });
  });
});
