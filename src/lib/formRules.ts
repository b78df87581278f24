/**
 * Validation rules of the funnel's forms (registration, checklist, profile,
 * newsletter). Each rule returns the message shown next to the field, or
 * null when the value is fine. The server checks the same things and names
 * the field in its 400 answer; these rules only spare the round trip.
 */

export const FIELD_LIMITS = {
  email: 254,
  name: 100,
  company: 120,
  jobTitle: 120,
  biggestChallenge: 1000,
} as const;

// One @, something on both sides, a dot in the domain, no spaces: strict
// enough to catch typos, loose enough for every real address.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

export function emailError(value: string): string | null {
  const email = value.trim();
  if (email === '') return 'Enter your email address.';
  if (email.length > FIELD_LIMITS.email) return `An email address has at most ${FIELD_LIMITS.email} characters.`;
  if (!EMAIL.test(email)) return 'Enter a full email address, like name@company.com.';
  return null;
}

/** An optional text field: empty is fine, too long is not. */
export function optionalTextError(value: string, max: number): string | null {
  const length = value.trim().length;
  return length > max ? `Keep this under ${max + 1} characters (now ${length}).` : null;
}

export type Rules<Name extends string> = Record<Name, (value: string) => string | null>;
export type Errors<Name extends string> = Partial<Record<Name, string>>;

/** Runs every rule; the result holds only the fields in error, in the order of `rules`. */
export function validateAll<Name extends string>(rules: Rules<Name>, values: Record<Name, string>): Errors<Name> {
  const errors: Errors<Name> = {};
  for (const name of Object.keys(rules) as Name[]) {
    const message = rules[name](values[name]);
    if (message) errors[name] = message;
  }
  return errors;
}

/** Trimmed values with empty optional fields left out, ready to send. */
export function compactValues<Name extends string>(values: Record<Name, string>): Partial<Record<Name, string>> {
  const result: Partial<Record<Name, string>> = {};
  for (const [name, value] of Object.entries(values) as [Name, string][]) {
    const trimmed = value.trim();
    if (trimmed !== '') result[name] = trimmed;
  }
  return result;
}

/**
 * The message each field shows now: the server's message about it if there is
 * one, else, once the field has been left or a send attempted, its rule's
 * message. With client validation off (config `optimization.formValidation`)
 * only server messages show.
 */
export function visibleErrors<Name extends string>({
  rules,
  values,
  enabled,
  touched,
  server,
}: {
  rules: Rules<Name>;
  values: Record<Name, string>;
  enabled: boolean;
  touched: ReadonlySet<Name>;
  server: Errors<Name>;
}): Errors<Name> {
  const client: Errors<Name> = enabled ? validateAll(rules, values) : {};
  const result: Errors<Name> = {};
  for (const name of Object.keys(rules) as Name[]) {
    const message = server[name] ?? (touched.has(name) ? client[name] : undefined);
    if (message) result[name] = message;
  }
  return result;
}
