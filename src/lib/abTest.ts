/**
 * A/B test assignment for the webinar page (config/webinar.ts `abTests`). An
 * enabled test gives each visitor one variant at random and keeps it: the
 * assignment is stored and reused on every later visit, as long as the stored
 * variant is still one of the test's variants. A disabled test always yields
 * its default variant and assigns nothing.
 */
import type { AbTest, WebinarConfig } from '../../config/webinar';

export type AbTests = WebinarConfig['abTests'];
export type TestName = keyof AbTests;
/** The variant each test renders. */
export type Variants = { [Name in TestName]: AbTests[Name]['defaultVariant'] };
/** Variants of the enabled tests only: what the visitor takes part in and what events report. */
export type Assignments = Partial<Record<TestName, string>>;

const TEST_NAMES = ['headline', 'cta', 'formPosition'] as const satisfies readonly TestName[];

/** The default variant of every test: what the server renders and what disabled tests show. */
export function defaultVariants(tests: AbTests): Variants {
  return {
    headline: tests.headline.defaultVariant,
    cta: tests.cta.defaultVariant,
    formPosition: tests.formPosition.defaultVariant,
  };
}

/** Reads stored assignments defensively: anything but an object of strings counts as none. */
export function parseAssignments(raw: string | null): Assignments {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const result: Assignments = {};
  for (const name of TEST_NAMES) {
    const value = (parsed as Record<string, unknown>)[name];
    if (typeof value === 'string') result[name] = value;
  }
  return result;
}

function pick<Variant extends string>(test: AbTest<Variant>, stored: string | undefined, random: () => number) {
  const kept = test.variants.find((variant) => variant === stored);
  if (kept) return kept;
  const index = Math.min(test.variants.length - 1, Math.floor(random() * test.variants.length));
  return test.variants[index] ?? test.defaultVariant;
}

export interface Assignment {
  /** What each test renders. */
  variants: Variants;
  /** The enabled tests' variants, to store, report with events and send with the registration. */
  assignments: Assignments;
}

/**
 * Assigns the visitor's variants. `stored` is what an earlier visit kept;
 * `random` returns a number in [0, 1).
 */
export function assignVariants(tests: AbTests, stored: Assignments, random: () => number = Math.random): Assignment {
  const variants = defaultVariants(tests);
  const assignments: Assignments = {};
  if (tests.headline.enabled) {
    variants.headline = pick(tests.headline, stored.headline, random);
    assignments.headline = variants.headline;
  }
  if (tests.cta.enabled) {
    variants.cta = pick(tests.cta, stored.cta, random);
    assignments.cta = variants.cta;
  }
  if (tests.formPosition.enabled) {
    variants.formPosition = pick(tests.formPosition, stored.formPosition, random);
    assignments.formPosition = variants.formPosition;
  }
  return { variants, assignments };
}

/** Event context parameters for the enabled tests, e.g. `{ ab_headline: 'alternate1' }`. */
export function eventContext(assignments: Assignments): Record<string, string> {
  const context: Record<string, string> = {};
  for (const name of TEST_NAMES) {
    const variant = assignments[name];
    if (variant !== undefined) context[`ab_${name}`] = variant;
  }
  return context;
}
