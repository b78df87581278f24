import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { foldLine, googleCalendarLink, icsFile, outlookCalendarLink, type CalendarEvent } from './calendar';
import { createFileMailer, isPermanentFailure } from './mailer';
import { mailboxOf, mailDomainOf } from '../service';
import { retryDelay } from './worker';

const event: CalendarEvent = {
  uid: 'webinar-20260305T190000Z@answeragent.test',
  title: 'Enterprise AI Webinar: Deploy AI Agents in Weeks',
  description: 'Line one, with a comma; and a semicolon\nLine two',
  location: 'Live online webinar',
  url: 'https://site.test/webinar-enterprise-ai',
  start: new Date('2026-03-05T19:00:00Z'),
  end: new Date('2026-03-05T19:45:00Z'),
  organizer: { name: 'AnswerAgentAI', address: 'workshop@answeragent.test' },
};

describe('calendar', () => {
  it('writes an RFC 5545 file with CRLF lines, escaped text and a 15-minute alarm', () => {
    const ics = icsFile(event, new Date('2026-03-02T12:00:00Z'));
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain('DTSTAMP:20260302T120000Z');
    expect(lines).toContain('DESCRIPTION:Line one\\, with a comma\\; and a semicolon\\nLine two');
    expect(lines).toContain('TRIGGER:-PT15M');
    expect(lines.indexOf('BEGIN:VEVENT')).toBeLessThan(lines.indexOf('END:VEVENT'));
  });

  it('is a PUBLISH message naming its organizer, as RFC 5546 requires, and asks for no reply', () => {
    const lines = icsFile(event, new Date('2026-03-02T12:00:00Z')).replace(/\r\n /g, '').split('\r\n');
    const calendar = lines.slice(0, lines.indexOf('BEGIN:VEVENT'));
    const vevent = lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('BEGIN:VALARM'));
    expect(calendar).toContain('METHOD:PUBLISH');
    expect(vevent).toContain('ORGANIZER;CN="AnswerAgentAI":mailto:workshop@answeragent.test');
    expect(lines.filter((line) => /^(ATTENDEE|ORGANIZER|METHOD)[;:]/.test(line))).toHaveLength(2);
  });

  it('quotes the organizer’s name, escaping what a quoted value cannot hold (RFC 6868)', () => {
    const ics = icsFile(
      { ...event, organizer: { name: 'Answer "AI", Inc.; Team', address: 'team@answeragent.test' } },
      new Date('2026-03-02T12:00:00Z'),
    );
    expect(ics.replace(/\r\n /g, '')).toContain(
      `ORGANIZER;CN="Answer ^'AI^', Inc.; Team":mailto:team@answeragent.test\r\n`,
    );
    const bare = icsFile({ ...event, organizer: { address: 'team@answeragent.test' } }, new Date());
    expect(bare).toContain('\r\nORGANIZER:mailto:team@answeragent.test\r\n');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(80)}`);
    const parts = folded.split('\r\n ');
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((part) => Buffer.byteLength(part) <= 75)).toBe(true);
    expect(parts.join('')).toBe(`SUMMARY:${'é'.repeat(80)}`);
  });

  it('builds Google and Outlook links with the start, end and text', () => {
    const google = new URL(googleCalendarLink(event));
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(google.searchParams)).toMatchObject({
      action: 'TEMPLATE',
      text: event.title,
      dates: '20260305T190000Z/20260305T194500Z',
      location: 'Live online webinar',
    });
    const outlook = new URL(outlookCalendarLink(event));
    expect(outlook.origin + outlook.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(Object.fromEntries(outlook.searchParams)).toMatchObject({
      subject: event.title,
      startdt: '2026-03-05T19:00:00.000Z',
      enddt: '2026-03-05T19:45:00.000Z',
    });
  });
});

describe('MAIL_FROM', () => {
  it('gives the invitation’s organizer its name and address, and Message-IDs its domain', () => {
    expect(mailboxOf('AnswerAgentAI <workshop@answeragent.ai>')).toEqual({
      name: 'AnswerAgentAI',
      address: 'workshop@answeragent.ai',
    });
    expect(mailboxOf('"Answer \\"AI\\", Inc." <team@answeragent.ai>')).toEqual({
      name: 'Answer "AI", Inc.',
      address: 'team@answeragent.ai',
    });
    expect(mailboxOf('workshop@answeragent.ai')).toEqual({ address: 'workshop@answeragent.ai' });
    expect(mailboxOf('<workshop@answeragent.ai>')).toEqual({ address: 'workshop@answeragent.ai' });
    expect(mailDomainOf('AnswerAgentAI <workshop@AnswerAgent.AI>')).toBe('answeragent.ai');
  });
});

describe('mailer', () => {
  it('writes each message as a complete .eml file when no SMTP server is configured', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'site-eml-'));
    const mailer = createFileMailer(dir, 'AnswerAgentAI <workshop@answeragent.test>');
    try {
      await mailer.send({
        messageId: 'abc-123@answeragent.test',
        to: 'ana@acme.io',
        subject: 'Hello',
        text: 'Plain body',
        html: '<p>HTML body</p>',
        headers: { 'List-Unsubscribe': '<https://site.test/u>' },
      });
      const files = readdirSync(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/-abc-123_answeragent\.test\.eml$/);
      const raw = readFileSync(path.join(dir, files[0]!), 'utf8');
      expect(raw).toContain('\r\nMessage-ID: <abc-123@answeragent.test>\r\n');
      expect(raw).toContain('To: ana@acme.io\r\n');
      expect(raw).toContain('List-Unsubscribe: <https://site.test/u>');
      expect(raw).toContain('Plain body');
    } finally {
      mailer.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('treats SMTP 5xx replies as permanent and everything else as worth a retry', () => {
    expect(isPermanentFailure(Object.assign(new Error('no such user'), { responseCode: 550 }))).toBe(true);
    expect(isPermanentFailure(Object.assign(new Error('try later'), { responseCode: 451 }))).toBe(false);
    expect(isPermanentFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(false);
  });
});

describe('retryDelay', () => {
  it('doubles from the base with ±20% jitter and stops growing at an hour', () => {
    expect(retryDelay(1, 1000, () => 0.5)).toBe(1000);
    expect(retryDelay(4, 1000, () => 0.5)).toBe(8000);
    expect(retryDelay(4, 1000, () => 0)).toBe(6400);
    expect(retryDelay(4, 1000, () => 1)).toBe(9600);
    expect(retryDelay(40, 30_000, () => 0.5)).toBe(3_600_000);
  });
});
