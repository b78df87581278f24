/**
 * Where people reach a human. Calls to action that need a conversation (a
 * demo, a workshop quote, a partnership question) open an email with the
 * subject filled in, so the message lands with the right person.
 */
export const contactAddresses = {
  /** Sales, workshops, partnerships and general questions. */
  team: 'hello@theanswer.ai',
  /** Access and erasure requests; named in the privacy policy. */
  privacy: 'privacy@theanswer.ai',
} as const;

/** A mailto: link with its subject line filled in. */
export function mailto(address: string, subject: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
