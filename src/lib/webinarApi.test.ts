import { describe, expect, it } from 'vitest';
import {
  attachmentName,
  failureOf,
  parseNewsletter,
  parseRegistration,
  parseSession,
  parseStoredProfile,
  parseStoredRegistration,
  parseStoredUtm,
} from './webinarApi';

describe('parseStoredUtm', () => {
  it('keeps the five UTM fields, trimmed, and drops everything else', () => {
    const raw = JSON.stringify({
      utm_source: ' linkedin ',
      utm_medium: 'social',
      utm_campaign: '',
      utm_term: 42,
      utm_content: 'hero',
      gclid: 'x',
    });
    expect(parseStoredUtm(raw)).toEqual({ utm_source: 'linkedin', utm_medium: 'social', utm_content: 'hero' });
  });

  it.each([null, '', '{', '[]', '"linkedin"', 'null'])('reads %j as no parameters', (raw) => {
    expect(parseStoredUtm(raw)).toEqual({});
  });

  it('limits each value to 200 characters', () => {
    expect(parseStoredUtm(JSON.stringify({ utm_term: 'x'.repeat(500) })).utm_term).toHaveLength(200);
  });
});

describe('answers of the API', () => {
  it('reads a registration', () => {
    expect(
      parseRegistration({
        registrationId: 'r1',
        sessionStart: '2026-11-26T19:00:00.000Z',
        leadScore: 75,
        repeat: false,
      }),
    ).toEqual({ registrationId: 'r1', sessionStart: '2026-11-26T19:00:00.000Z', leadScore: 75, repeat: false });
  });

  it.each([
    null,
    {},
    { registrationId: '', sessionStart: '2026-11-26T19:00:00Z' },
    { registrationId: 'r1', sessionStart: 'next week' },
  ])('refuses a registration without id or valid start: %j', (body) => {
    expect(parseRegistration(body)).toBeNull();
  });

  it('reads the session and the open sessions, dropping counts that are not whole numbers', () => {
    const coming = { startsAt: '2026-11-26T19:00:00Z', seats: 200, seatsLeft: 0, registrationCount: 200 };
    const next = { startsAt: '2026-12-03T19:00:00Z', seats: 200, seatsLeft: 188, registrationCount: 12 };
    expect(parseSession({ ...coming, sessions: [coming, next, { seats: 3 }] })).toEqual({
      startsAt: Date.parse('2026-11-26T19:00:00Z'),
      seats: 200,
      seatsLeft: 0,
      registrationCount: 200,
      sessions: [
        { startsAt: Date.parse('2026-11-26T19:00:00Z'), seats: 200, seatsLeft: 0, registrationCount: 200 },
        { startsAt: Date.parse('2026-12-03T19:00:00Z'), seats: 200, seatsLeft: 188, registrationCount: 12 },
      ],
    });
    expect(parseSession({ startsAt: '2026-11-26T19:00:00Z', seatsLeft: -1, registrationCount: '147' })).toEqual({
      startsAt: Date.parse('2026-11-26T19:00:00Z'),
      seats: null,
      seatsLeft: null,
      registrationCount: null,
      sessions: [],
    });
    expect(parseSession({ seatsLeft: 3 })).toBeNull();
  });

  it('reads the newsletter status', () => {
    expect(parseNewsletter({ status: 'pending', message: 'Check your inbox' })).toEqual({
      status: 'pending',
      message: 'Check your inbox',
    });
    expect(parseNewsletter({ status: 'ok' })).toBeNull();
  });
});

describe('failureOf', () => {
  it('points at the field the server names', () => {
    expect(failureOf(400, { error: 'validation_failed', field: 'email', message: 'Email is not valid.' })).toEqual({
      field: 'email',
      message: 'Email is not valid.',
    });
  });

  it.each([
    [0, /could not reach our server/],
    [403, /Reload the page/],
    [409, /Choose another session and send the form again/],
    [413, /more text than the form accepts/],
    [429, /Wait a minute/],
    [500, /on our side and nothing was saved/],
    [503, /on our side/],
  ])('says what to do next after %i', (status, pattern) => {
    const failure = failureOf(status, { error: 'x', message: 'internal detail' });
    expect(failure.message).toMatch(pattern);
    expect(failure.field).toBeUndefined();
  });

  it('never shows a 5xx message from the server', () => {
    expect(failureOf(500, { error: 'db', message: 'relation "leads" does not exist' }).message).not.toContain('leads');
  });
});

describe('stored values', () => {
  it('reads a stored registration and refuses a broken one', () => {
    const stored = { id: 'r1', sessionStart: '2026-11-26T19:00:00.000Z', registeredAt: 1_700_000_000_000 };
    expect(parseStoredRegistration(JSON.stringify(stored))).toEqual(stored);
    expect(parseStoredRegistration(JSON.stringify({ ...stored, registeredAt: 'yesterday' }))).toBeNull();
    expect(parseStoredRegistration('{oops')).toBeNull();
  });

  it('reads a stored profile, empty fields for anything missing', () => {
    expect(parseStoredProfile(JSON.stringify({ company: 'Acme', jobTitle: 3 }))).toEqual({
      company: 'Acme',
      jobTitle: '',
      biggestChallenge: '',
    });
  });
});

describe('attachmentName', () => {
  it.each([
    ['attachment; filename="enterprise-ai-readiness-checklist.html"', 'enterprise-ai-readiness-checklist.html'],
    ["attachment; filename*=UTF-8''checklist%20v2.html", 'checklist v2.html'],
    ['attachment; filename="../../etc/passwd"', 'fallback.html'],
    ['attachment; filename="%E0%A4%A"', 'fallback.html'],
    [null, 'fallback.html'],
  ])('reads %j as %j', (header, name) => {
    expect(attachmentName(header, 'fallback.html')).toBe(name);
  });
});
