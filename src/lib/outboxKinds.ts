/**
 * The kinds of outbox rows: emails, and calls to a provider's API. Shared by the
 * server (server/db/outbox.ts) and the console's outbox filter, which offers them all.
 */
export const EMAIL_KINDS = [
  'webinar_confirmation',
  'webinar_reminder_24h',
  'webinar_reminder_1h',
  'webinar_followup',
  'checklist_delivery',
  'newsletter_confirmation',
  'admin_sign_in',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** Outbox rows that call a provider's API instead of sending mail. */
export const SYNC_KINDS = ['mailerlite_sync'] as const;
export type SyncKind = (typeof SYNC_KINDS)[number];

export const OUTBOX_KINDS = [...EMAIL_KINDS, ...SYNC_KINDS] as const;
export type OutboxKind = EmailKind | SyncKind;
