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
      LOG_LEVEL: 'info',
    });
  });

  it('treats blank values as unset', () => {
    expect(loadEnv({ PORT: '', LOG_LEVEL: '  ' })).toMatchObject({ PORT: 3000, LOG_LEVEL: 'info' });
  });

  it('reads every variable', () => {
    const env = loadEnv({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/site',
      BUILD_DIR: 'dist/site',
      TRUST_PROXY: 'TRUE',
      DATABASE_URL: 'postgresql://site:pw@db:5432/site',
      LOG_LEVEL: 'warn',
    });
    expect(env).toEqual({
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
  ])('names %s when it is %j', (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrow(EnvError);
    expect(() => loadEnv({ [name]: value })).toThrow(new RegExp(`^Invalid environment:\\n  ${name} `));
  });

  it('shows the bad PORT value', () => {
    expect(() => loadEnv({ PORT: 'abc' })).toThrow('PORT must be a whole number from 0 to 65535 (got "abc")');
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
