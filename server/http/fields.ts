import { z } from 'zod';

/**
 * True when `text` has no control characters; multi-line text may also hold
 * tab, line feed and carriage return. (A header injection needs a line break.)
 */
export function plainText(text: string, multiline = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const control = code < 0x20 || code === 0x7f;
    if (control && !(multiline && (code === 0x09 || code === 0x0a || code === 0x0d))) return false;
  }
  return true;
}

/** A required email address, trimmed and lower-cased (the local part is case-insensitive in practice). */
export const emailField = z
  .string({ required_error: 'is required', invalid_type_error: 'must be a string' })
  .trim()
  .min(1, 'is required')
  .max(254, 'must be at most 254 characters')
  .email('must be a valid email address, like name@company.com')
  .refine((email) => email.indexOf('@') <= 64, 'must be a valid email address (the part before @ is too long)')
  .transform((email) => email.toLowerCase());

/**
 * Optional free text: trimmed, blank counts as absent, no control characters.
 * Names and titles (`allowMarkup: false`) also refuse < and >, which no name
 * needs and which mark an attempt at injecting markup.
 */
export function optionalText(max: number, { allowMarkup = true, multiline = false } = {}) {
  return z
    .string({ invalid_type_error: 'must be a string' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine(
      (text) => plainText(text, multiline),
      multiline ? 'must not contain control characters' : 'must be a single line of text',
    )
    .refine((text) => allowMarkup || !/[<>]/.test(text), 'must not contain < or >')
    .optional()
    .transform((text) => (text ? text : undefined));
}
