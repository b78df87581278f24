/** Links that let a visitor tell colleagues about a page: email, LinkedIn and X. */

export interface ShareMessage {
  /** The page to share (absolute https URL). */
  url: string;
  /** Email subject and the short text of a post. */
  subject: string;
  /** Email body before the link. */
  body: string;
}

export function mailtoLink({ url, subject, body }: ShareMessage): string {
  // mailto wants %20 for spaces, not +: encodeURIComponent rather than URLSearchParams.
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${body}\n\n${url}`)}`;
}

export function linkedInShareLink({ url }: ShareMessage): string {
  return `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`;
}

export function xShareLink({ url, subject }: ShareMessage): string {
  return `https://x.com/intent/post?text=${encodeURIComponent(subject)}&url=${encodeURIComponent(url)}`;
}
