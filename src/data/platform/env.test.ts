// Validates src/data/platform/env.json, written by `npm run platform:extract`
// (scripts/platform/env.ts): the shape the page relies on, and facts of the
// platform that a broken extractor would lose.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import env from './env.json';
import sourceFiles from './source-files.json';

const location = z.string().regex(/^[^:]+:\d+$/);
const packageName = z.enum(['server', 'components', 'ui', 'seed-credentials']);
const templateName = z.object({ name: z.string().regex(/^[A-Z][A-Z0-9_]*$/), templates: z.array(z.string()).min(1) });

const schema = z
  .object({
    commit: z.string().regex(/^[0-9a-f]{40}$/),
    variables: z.array(
      z
        .object({
          name: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/),
          packages: z.array(packageName).min(1),
          where: z.array(location).min(1),
          defaults: z.array(z.object({ value: z.string(), packages: z.array(packageName).min(1) }).strict()),
          required: z.boolean(),
          requiredAt: z.array(location),
          templates: z.array(z.string()),
        })
        .strict(),
    ),
    unread: z.array(templateName.strict()),
    readElsewhere: z.array(templateName.extend({ where: location }).strict()),
    readByDependencies: z.array(templateName.extend({ dependency: z.string().min(1) }).strict()),
    prefixReads: z.array(z.object({ prefix: z.string().min(1), where: location }).strict()),
    dynamicReads: z.array(location),
  })
  .strict();

const byName = new Map(env.variables.map((variable) => [variable.name, variable]));
const fileOf = (where: string) => where.replace(/:\d+$/, '');

describe('env.json', () => {
  it('matches the schema the page relies on, from the commit the other platform data names', () => {
    expect(() => schema.parse(env)).not.toThrow();
    expect(env.commit).toBe(sourceFiles.commit);
  });

  it('names each variable once, in name order', () => {
    const names = env.variables.map((variable) => variable.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('points only at files of the platform, under the packages each variable is said to be read by', () => {
    const files = new Set(sourceFiles.files);
    const roots = { server: 'packages/server/', components: 'packages/components/', ui: 'packages/ui/' };
    for (const variable of env.variables) {
      for (const where of [...variable.where, ...variable.requiredAt]) expect(files, where).toContain(fileOf(where));
      for (const where of variable.where) {
        const pkg = Object.entries(roots).find(([, root]) => where.startsWith(root))?.[0] ?? 'seed-credentials';
        expect(variable.packages, `${variable.name} at ${where}`).toContain(pkg);
      }
      expect(variable.required, variable.name).toBe(variable.requiredAt.length > 0);
    }
    for (const entry of [...env.unread, ...env.readElsewhere, ...env.readByDependencies]) {
      for (const template of entry.templates) expect(files).toContain(template);
    }
  });

  it('keeps a template name in one list only', () => {
    const listed = [...env.unread, ...env.readElsewhere, ...env.readByDependencies].map((entry) => entry.name);
    expect(new Set(listed).size).toBe(listed.length);
    for (const name of listed) expect(byName.has(name), name).toBe(false);
  });

  it('has the server settings with their real defaults', () => {
    const values = (name: string) => byName.get(name)?.defaults.map((entry) => entry.value);
    expect(byName.get('PORT')).toMatchObject({ defaults: [{ value: '3000', packages: ['server'] }], required: false });
    expect(byName.get('PORT')?.where).toContain('packages/server/src/index.ts:337');
    expect(values('FLOWISE_FILE_SIZE_LIMIT')).toEqual(['50mb']);
    expect(values('QUEUE_NAME')).toEqual(['flowise-queue']);
    expect(values('AUTH0_TOKEN_SIGN_ALG')).toEqual(['RS256']);
    expect(values('LANGFUSE_HOST')).toEqual(['https://cloud.langfuse.com']);
    expect(values('MAX_ITERATIONS')).toEqual(['1000']);
    // The seed script falls back to its own key; the server has none (it makes a key file).
    expect(byName.get('FLOWISE_SECRETKEY_OVERWRITE')?.defaults).toEqual([
      { value: 'theanswerencryptionkey', packages: ['seed-credentials'] },
    ]);
  });

  it('has the variables the old page missed, and the seed script ids', () => {
    for (const name of ['AUTH0_ORGANIZATION_ID', 'GOOGLE_CALLBACK_URL', 'LANGFUSE_SECRET_KEY', 'DATABASE_SEED_USER_ID']) {
      expect(byName.has(name), name).toBe(true);
    }
    expect(byName.get('DATABASE_SEED_ORG_ID')?.packages).toEqual(['seed-credentials']);
  });

  it('marks a feature that throws without its variable as required, and a plain setting as optional', () => {
    expect(byName.get('GOOGLE_CLIENT_ID')?.requiredAt).toContain('packages/server/src/controllers/google-auth/index.ts:9');
    expect(byName.get('DATABASE_TYPE')?.required).toBe(false);
  });

  it('reads nothing called DATABASE_ENVIRONMENT, and finds template names nothing reads', () => {
    expect(byName.has('DATABASE_ENVIRONMENT')).toBe(false);
    expect(env.unread.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['DISABLE_FLOWISE_TELEMETRY', 'SEEDCREDENTIALS_USER_ID', 'SEEDCREDENTIALS_ORG_ID']),
    );
  });
});
