import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('fills in the defaults', () => {
    expect(loadEnv({})).toEqual({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: path.resolve('data'),
      BUILD_DIR: path.resolve('build'),
      TRUST_PROXY: false,
      DATABASE_URL: undefined,
      DATABASE_POOL_SIZE: 10,
      LOG_LEVEL: 'info',
      SITE_URL: 'https://answeragent.ai',
      REGISTER_RATE_LIMIT: 10,
      FEEDBACK_RATE_LIMIT: 20,
      SMTP_URL: undefined,
      MAIL_FROM: 'AnswerAgentAI <workshop@answeragent.ai>',
      WEBINAR_JOIN_URL: undefined,
      WEBINAR_SEATS: 200,
      EMAIL_POLL_MS: 5000,
      EMAIL_RETRY_BASE_MS: 30000,
      EMAIL_MAX_ATTEMPTS: 8,
      EMAIL_LEASE_MS: 120000,
      NEWSLETTER_PROVIDER: 'builtin',
      NEWSLETTER_FORM_ID: undefined,
      NEWSLETTER_ACCOUNT_ID: undefined,
      NEWSLETTER_API_BASE: 'https://assets.mailerlite.com/jsonp',
      NEWSLETTER_GROUP_IDS: [],
      NEWSLETTER_DOUBLE_OPT_IN: true,
      NEWSLETTER_REDIRECT_URL: undefined,
      ADMIN_EMAILS: [],
      ADMIN_SESSION_HOURS: 12,
      ADMIN_SIGN_IN_RATE_LIMIT: 5,
      VITALS_RATE_LIMIT: 30,
      MAILERLITE_API_KEY: undefined,
      MAILERLITE_GROUPS: [],
      MAILERLITE_API_URL: 'https://connect.mailerlite.com/api',
      ASK_PROVIDER: 'offline',
      ASK_SIDEKICK_URL: undefined,
      ASK_CHATFLOW_ID: undefined,
      ASK_API_KEY: undefined,
      ASK_SIDEKICK_TIMEOUT_MS: 20000,
      ASK_SIDEKICK_DAILY_LIMIT: 1000,
      ASK_RATE_LIMIT: 10,
      ASK_MAX_STREAMS: 20,
      ASK_RETENTION_DAYS: 90,
    });
  });

  it('reads the "Ask the docs" variables', () => {
    const env = loadEnv({
      ASK_PROVIDER: 'sidekick',
      ASK_SIDEKICK_URL: 'https://studio.example.com/',
      ASK_CHATFLOW_ID: '0b7c1f8e-2d4a-4c1e-9f6b-3a5d7e9c1b2f',
      ASK_API_KEY: 'aa-key_123',
      ASK_SIDEKICK_TIMEOUT_MS: '5000',
      ASK_SIDEKICK_DAILY_LIMIT: '0',
      ASK_RATE_LIMIT: '0',
      ASK_MAX_STREAMS: '3',
      ASK_RETENTION_DAYS: '30',
    });
    expect(env).toMatchObject({
      ASK_PROVIDER: 'sidekick',
      ASK_SIDEKICK_URL: 'https://studio.example.com',
      ASK_CHATFLOW_ID: '0b7c1f8e-2d4a-4c1e-9f6b-3a5d7e9c1b2f',
      ASK_API_KEY: 'aa-key_123',
      ASK_SIDEKICK_TIMEOUT_MS: 5000,
      ASK_SIDEKICK_DAILY_LIMIT: 0,
      ASK_RATE_LIMIT: 0,
      ASK_MAX_STREAMS: 3,
      ASK_RETENTION_DAYS: 30,
    });
  });

  it('needs the platform host and the chatflow id for the sidekick provider', () => {
    expect(() => loadEnv({ ASK_PROVIDER: 'sidekick' })).toThrow(
      /ASK_SIDEKICK_URL is required when ASK_PROVIDER is sidekick[\s\S]*ASK_CHATFLOW_ID is required when ASK_PROVIDER is sidekick/,
    );
    expect(() => loadEnv({ ASK_PROVIDER: 'sidekick', ASK_SIDEKICK_URL: 'https://studio.example.com' })).toThrow(
      /^Invalid environment:\n {2}ASK_CHATFLOW_ID is required when ASK_PROVIDER is sidekick$/,
    );
    // Set but unused, they do no harm: the offline provider ignores them.
    expect(loadEnv({ ASK_CHATFLOW_ID: 'abc' }).ASK_PROVIDER).toBe('offline');
  });

  it('never echoes ASK_API_KEY', () => {
    expect(() => loadEnv({ ASK_API_KEY: 'secret key' })).toThrow(
      /^(?![\s\S]*secret)[\s\S]*ASK_API_KEY must be the API key, without spaces/,
    );
  });

  it('reads the console and MailerLite variables', () => {
    const env = loadEnv({
      ADMIN_EMAILS: ' Ana@Acme.io, ops@acme.io ,ana@acme.io,',
      ADMIN_SESSION_HOURS: '8',
      MAILERLITE_API_KEY: 'eyJ0eXAiOiJKV1Qi.abc',
      MAILERLITE_GROUPS: '111, 222',
      MAILERLITE_API_URL: 'http://127.0.0.1:9999/api/',
    });
    expect(env.ADMIN_EMAILS).toEqual(['ana@acme.io', 'ops@acme.io']);
    expect(env.ADMIN_SESSION_HOURS).toBe(8);
    expect(env.MAILERLITE_GROUPS).toEqual(['111', '222']);
    expect(env.MAILERLITE_API_URL).toBe('http://127.0.0.1:9999/api');
  });

  it('refuses a malformed console or MailerLite setting, without echoing the API key', () => {
    expect(() => loadEnv({ ADMIN_EMAILS: 'ana@acme.io; bob' })).toThrow(
      'ADMIN_EMAILS must be a comma-separated list of email addresses',
    );
    expect(() => loadEnv({ ADMIN_SESSION_HOURS: '0' })).toThrow(
      'ADMIN_SESSION_HOURS must be a whole number from 1 to 168',
    );
    expect(() => loadEnv({ MAILERLITE_GROUPS: 'a b' })).toThrow(
      'MAILERLITE_GROUPS must be a comma-separated list of group ids',
    );
    let message = '';
    try {
      loadEnv({ MAILERLITE_API_KEY: 'secret with spaces' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('MAILERLITE_API_KEY must be the API token, without spaces');
    expect(message).not.toContain('secret');
  });

  it('reads the service variables', () => {
    const env = loadEnv({
      SITE_URL: 'https://www.example.com/some/path',
      REGISTER_RATE_LIMIT: '0',
      SMTP_URL: 'smtps://user:pw@smtp.example.com:465',
      MAIL_FROM: 'Workshop <hello@example.com>',
      WEBINAR_JOIN_URL: 'https://meet.example.com/abc',
      NEWSLETTER_PROVIDER: 'mailerlite',
      NEWSLETTER_FORM_ID: '987654',
      NEWSLETTER_ACCOUNT_ID: '123456',
      NEWSLETTER_GROUP_IDS: ' 111, 222 ,,',
      NEWSLETTER_DOUBLE_OPT_IN: 'false',
      NEWSLETTER_REDIRECT_URL: 'https://www.example.com/welcome',
      WEBINAR_SEATS: '3',
    });
    expect(env).toMatchObject({
      SITE_URL: 'https://www.example.com',
      REGISTER_RATE_LIMIT: 0,
      WEBINAR_SEATS: 3,
      SMTP_URL: 'smtps://user:pw@smtp.example.com:465',
      MAIL_FROM: 'Workshop <hello@example.com>',
      NEWSLETTER_PROVIDER: 'mailerlite',
      NEWSLETTER_GROUP_IDS: ['111', '222'],
      NEWSLETTER_DOUBLE_OPT_IN: false,
    });
  });

  it('needs the form and account ids for the mailerlite provider', () => {
    expect(() => loadEnv({ NEWSLETTER_PROVIDER: 'mailerlite' })).toThrow(
      /NEWSLETTER_FORM_ID is required when NEWSLETTER_PROVIDER is mailerlite[\s\S]*NEWSLETTER_ACCOUNT_ID is required/,
    );
  });

  it('never echoes SMTP_URL, which may hold a password', () => {
    expect(() => loadEnv({ SMTP_URL: 'http://user:s3cret@mail' })).toThrow(
      /^(?![\s\S]*s3cret)[\s\S]*SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
  });

  it('treats blank values as unset', () => {
    expect(loadEnv({ PORT: '', LOG_LEVEL: '  ' })).toMatchObject({ PORT: 3000, LOG_LEVEL: 'info' });
  });

  it('reads every server variable', () => {
    const env = loadEnv({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/site',
      BUILD_DIR: 'dist/site',
      TRUST_PROXY: 'TRUE',
      DATABASE_URL: 'postgresql://site:pw@db:5432/site',
      LOG_LEVEL: 'warn',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/site',
      BUILD_DIR: path.resolve('dist/site'),
      TRUST_PROXY: true,
      DATABASE_URL: 'postgresql://site:pw@db:5432/site',
      LOG_LEVEL: 'warn',
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['TRUST_PROXY', 'yes please'],
    ['LOG_LEVEL', 'debug'],
    ['DATABASE_URL', 'mysql://db/site'],
    ['DATABASE_URL', 'not a url'],
    ['REGISTER_RATE_LIMIT', '-1'],
    ['REGISTER_RATE_LIMIT', 'ten'],
    ['SITE_URL', 'answeragent.ai'],
    ['MAIL_FROM', 'nobody'],
    ['EMAIL_LEASE_MS', '10'],
    ['NEWSLETTER_PROVIDER', 'mailchimp'],
    ['NEWSLETTER_GROUP_IDS', 'a b'],
    ['NEWSLETTER_DOUBLE_OPT_IN', 'maybe'],
    ['ASK_PROVIDER', 'openai'],
    ['ASK_SIDEKICK_URL', 'studio.example.com'],
    ['ASK_CHATFLOW_ID', 'a/b'],
    ['ASK_SIDEKICK_TIMEOUT_MS', '500'],
    ['ASK_SIDEKICK_DAILY_LIMIT', 'many'],
    ['ASK_RATE_LIMIT', '-1'],
    ['ASK_MAX_STREAMS', '0'],
    ['ASK_RETENTION_DAYS', '0'],
  ])('names %s when it is %j', (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrow(EnvError);
    expect(() => loadEnv({ [name]: value })).toThrow(new RegExp(`^Invalid environment:\\n  ${name} `));
  });

  it('shows the bad PORT value', () => {
    expect(() => loadEnv({ PORT: 'abc' })).toThrow('PORT must be a whole number from 0 to 65535 (got "abc")');
    expect(() => loadEnv({ WEBINAR_SEATS: '0' })).toThrow(
      'WEBINAR_SEATS must be a whole number from 1 to 1000000 (got "0")',
    );
  });

  it('never echoes DATABASE_URL, which may hold a password', () => {
    expect(() => loadEnv({ DATABASE_URL: 'mysql://user:s3cret@db/site' })).toThrow(
      /^(?![\s\S]*s3cret)[\s\S]*DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/,
    );
  });

  it('reports every problem at once', () => {
    expect(() => loadEnv({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });
});
