import { describe, expect, it } from 'vitest';
import { compactValues, emailError, FIELD_LIMITS, optionalTextError, validateAll, visibleErrors } from './formRules';

describe('emailError', () => {
  it.each(['ada@example.com', ' ada.lovelace+webinar@mail.example.co.uk ', "o'neil@example.org"])(
    'accepts %j',
    (email) => {
      expect(emailError(email)).toBeNull();
    },
  );

  it('asks for an address when empty', () => {
    expect(emailError('   ')).toBe('Enter your email address.');
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'ada@@example.com', 'ada @example.com', 'ada@example.'])(
    'rejects %j with an example of a full address',
    (email) => {
      expect(emailError(email)).toBe('Enter a full email address, like name@company.com.');
    },
  );

  it('rejects addresses over the length limit', () => {
    const long = `${'a'.repeat(FIELD_LIMITS.email)}@example.com`;
    expect(emailError(long)).toMatch(/at most 254 characters/);
  });
});

describe('optionalTextError', () => {
  it('accepts empty and short values, refuses long ones with the count', () => {
    expect(optionalTextError('', 10)).toBeNull();
    expect(optionalTextError('  Acme  ', 4)).toBeNull();
    expect(optionalTextError('Acme Corp', 4)).toBe('Keep this under 5 characters (now 9).');
  });
});

describe('validateAll and compactValues', () => {
  const rules = { email: emailError, company: (value: string) => optionalTextError(value, 5) };

  it('keeps only the fields in error', () => {
    expect(validateAll(rules, { email: 'ada@example.com', company: '' })).toEqual({});
    expect(validateAll(rules, { email: 'ada', company: 'Too long' })).toEqual({
      email: 'Enter a full email address, like name@company.com.',
      company: 'Keep this under 6 characters (now 8).',
    });
  });

  it('trims values and drops empty ones', () => {
    expect(compactValues({ email: ' ada@example.com ', company: '  ', jobTitle: 'CTO' })).toEqual({
      email: 'ada@example.com',
      jobTitle: 'CTO',
    });
  });
});

describe('visibleErrors', () => {
  const rules = { email: emailError, company: (value: string) => optionalTextError(value, 5) };
  const values = { email: 'ada', company: 'Too long' };

  it('shows a rule’s message only once the field has been left or a send attempted', () => {
    expect(
      visibleErrors({ rules, values, enabled: true, touched: new Set<'email' | 'company'>(), server: {} }),
    ).toEqual({});
    expect(visibleErrors({ rules, values, enabled: true, touched: new Set(['email'] as const), server: {} })).toEqual({
      email: 'Enter a full email address, like name@company.com.',
    });
  });

  it('shows only the server’s messages while client validation is off (formValidation false)', () => {
    const touched = new Set(['email', 'company'] as const);
    expect(visibleErrors({ rules, values, enabled: false, touched, server: {} })).toEqual({});
    expect(
      visibleErrors({ rules, values, enabled: false, touched, server: { email: 'Email is not a valid address.' } }),
    ).toEqual({ email: 'Email is not a valid address.' });
  });

  it('lets the server’s message about a field win over the rule’s', () => {
    const touched = new Set(['email'] as const);
    expect(
      visibleErrors({ rules, values, enabled: true, touched, server: { email: 'This address is blocked.' } }).email,
    ).toBe('This address is blocked.');
  });
});
