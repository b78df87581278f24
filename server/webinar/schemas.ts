import { z } from 'zod';
import { emailField, optionalText, plainText } from '../http/fields';

const utmField = optionalText(200);
const name = optionalText(100, { allowMarkup: false });
const organisation = optionalText(200, { allowMarkup: false });

/** A/B test assignments the page reports with the registration: at most 10 tests. */
const abVariants = z
  .record(
    z.string().regex(/^[A-Za-z][\w-]{0,39}$/, 'test names are letters, digits, - or _ (at most 40)'),
    z
      .string({ invalid_type_error: 'must be a string' })
      .max(80, 'must be at most 80 characters')
      .refine((variant) => plainText(variant) && !/[<>]/.test(variant), 'must be plain text'),
    { invalid_type_error: 'must be an object of test name to variant' },
  )
  .refine((variants) => Object.keys(variants).length <= 10, 'must name at most 10 tests')
  .optional();

const registrationId = z
  .string({ required_error: 'is required', invalid_type_error: 'must be a string' })
  .uuid('must be the registrationId returned by the registration');

export const RegisterBody = z.object({
  email: emailField,
  firstName: name,
  company: organisation,
  jobTitle: organisation,
  utm_source: utmField,
  utm_medium: utmField,
  utm_campaign: utmField,
  utm_term: utmField,
  utm_content: utmField,
  abVariants,
  /** The start of the chosen session, as the session API gives it; the coming session when absent. */
  sessionStart: z
    .string({ invalid_type_error: 'must be a string' })
    .datetime({ offset: true, message: 'must be a session start as an ISO date-time, like 2026-03-05T19:00:00.000Z' })
    .optional(),
  /** The honeypot: hidden from people, filled in by bots. */
  website: z.string({ invalid_type_error: 'must be a string' }).max(500).optional(),
});
export type RegisterInput = z.output<typeof RegisterBody>;

export const ChecklistBody = z.object({
  email: emailField,
  registrationId: registrationId.optional(),
});
export type ChecklistInput = z.output<typeof ChecklistBody>;

/** Fields sent as "" are cleared; fields left out stay as they are. */
const profileText = (max: number, { allowMarkup = false, multiline = false } = {}) =>
  z
    .string({ invalid_type_error: 'must be a string' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((text) => allowMarkup || !/[<>]/.test(text), 'must not contain < or >')
    .refine(
      (text) => plainText(text, multiline),
      multiline ? 'must not contain control characters' : 'must be a single line of text',
    )
    .optional();

export const ProfileBody = z.object({
  registrationId,
  firstName: profileText(100),
  company: profileText(200),
  jobTitle: profileText(200),
  biggestChallenge: profileText(2000, { allowMarkup: true, multiline: true }),
});
export type ProfileInput = z.output<typeof ProfileBody>;
