import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';

export interface EmailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface EmailMessage {
  /** Without angle brackets; one per outbox row, so a resend after a crash is recognisable. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: EmailAttachment[];
}

/** Sends one message or throws; the outbox worker decides whether to retry. */
export interface Mailer {
  readonly description: string;
  /** Resolves with where the message was written, for a mailer that writes files. */
  send(message: EmailMessage): Promise<{ file?: string } | void>;
  close(): void;
}

/**
 * SMTP 5xx replies (unknown mailbox, rejected content) will not change on a
 * retry; nor will an error that says so itself (a provider's 4xx answer).
 */
export function isPermanentFailure(error: unknown): boolean {
  if ((error as { permanent?: unknown } | null)?.permanent === true) return true;
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function toNodemailer(message: EmailMessage, from: string): SendMailOptions {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: `<${message.messageId}>`,
    headers: message.headers,
    attachments: message.attachments?.map((attachment) => ({
      filename: attachment.filename,
      content: attachment.content,
      contentType: attachment.contentType,
    })),
  };
}

/**
 * SMTP via nodemailer. The timeouts keep one send well inside the outbox
 * lease, so a slow server cannot make two workers send the same message.
 */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const host = new URL(url).host;
  return {
    description: `SMTP ${host}`,
    async send(message) {
      await transport.sendMail(toNodemailer(message, from));
    },
    close: () => transport.close(),
  };
}

/** Without SMTP, each message becomes an .eml file (open it in any mail client). */
export function createFileMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    description: `.eml files in ${dir}`,
    async send(message) {
      const info = await transport.sendMail(toNodemailer(message, from));
      mkdirSync(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${message.messageId.replace(/[^\w.-]/g, '_')}.eml`);
      // Written aside and renamed, so a reader never sees half a message.
      writeFileSync(`${file}.tmp`, info.message as Buffer);
      renameSync(`${file}.tmp`, file);
      return { file };
    },
    close: () => transport.close(),
  };
}
