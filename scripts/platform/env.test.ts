import { describe, expect, it } from 'vitest';
import { memoryCheckout } from './checkout';
import { extractEnv, isCodeFile, readsOfFile, templateNames } from './env';

const server = (code: string) => readsOfFile('packages/server/src/a.ts', code);
const names = (code: string) => server(code).reads.map((read) => read.name);
const only = (code: string) => {
  const [read, ...rest] = server(code).reads;
  expect(rest).toEqual([]);
  return read;
};

describe('readsOfFile: what counts as a read', () => {
  it('finds process.env.X, process.env?.X and process.env["X"], with their line', () => {
    const { reads } = server(
      "const a = process.env.PORT\nconst b = process.env?.HOST\nconst c = process.env['LOG_PATH']",
    );
    expect(reads.map((read) => [read.name, read.where])).toEqual([
      ['PORT', 'packages/server/src/a.ts:1'],
      ['HOST', 'packages/server/src/a.ts:2'],
      ['LOG_PATH', 'packages/server/src/a.ts:3'],
    ]);
  });

  it('finds destructured names, under their property name, with a default in the pattern', () => {
    const { reads } = server("const { PORT = '3000', DEBUG: debug } = process.env");
    expect(reads).toEqual([
      { name: 'PORT', where: 'packages/server/src/a.ts:1', default: '3000' },
      { name: 'DEBUG', where: 'packages/server/src/a.ts:1' },
    ]);
  });

  it('follows an alias of process.env within the file', () => {
    expect(names("const env = process.env\nconst a = env.MODE\nconst b = env['QUEUE_NAME']")).toEqual([
      'MODE',
      'QUEUE_NAME',
    ]);
  });

  it('finds import.meta.env.VITE_X and getEnvironmentVariable("X")', () => {
    expect(names("const a = import.meta.env.VITE_PORT\nconst b = getEnvironmentVariable('SERPAPI_API_KEY')")).toEqual([
      'VITE_PORT',
      'SERPAPI_API_KEY',
    ]);
  });

  it('reads .jsx files of the UI', () => {
    const { reads } = readsOfFile(
      'packages/ui/src/Picker.jsx',
      'export const Picker = () => <div id={process.env.NEXT_PUBLIC_GOOGLE_CLIENT_ID} />',
    );
    expect(reads.map((read) => read.name)).toEqual(['NEXT_PUBLIC_GOOGLE_CLIENT_ID']);
  });

  it('skips writes and lists computed names apart', () => {
    const result = server("process.env.PORT = '4000'\nconst home = process.env[variableName]");
    expect(result.reads).toEqual([]);
    expect(result.dynamic).toEqual(['packages/server/src/a.ts:2']);
  });

  it('records the prefixes a file tests while enumerating the environment', () => {
    const code =
      "const envVars = process.env\nObject.keys(envVars).forEach((key) => { if (key.startsWith('AAI_DEFAULT_')) use(key) })";
    expect(server(code).prefixes).toEqual([{ prefix: 'AAI_DEFAULT_', where: 'packages/server/src/a.ts:2' }]);
    // Without an enumeration, startsWith on some string is not a read.
    expect(server("if (name.startsWith('AAI_DEFAULT_')) use(name)").prefixes).toEqual([]);
  });
});

describe('readsOfFile: defaults', () => {
  it.each([
    ["const a = process.env.PORT || '3000'", '3000'],
    ["const a = process.env.QUEUE_NAME ?? 'flowise-queue'", 'flowise-queue'],
    ["const a = parseInt(process.env.WORKER_CONCURRENCY || '100000')", '100000'],
    ['const a = Number(process.env.REMOVE_ON_AGE) || -1', '-1'],
    ["const a = parseInt(process.env.PORT || '', 10) || 3000", '3000'],
    ["const config = { limit: process.env.FLOWISE_FILE_SIZE_LIMIT || '50mb' }", '50mb'],
    ['const a = process.env.SHOW_COMMUNITY_NODES ?? false', 'false'],
  ])('%s → %s', (code, expected) => {
    expect(only(code)?.default).toBe(expected);
  });

  it('reads `X ? X : literal` as a default, and `X ? a : b` as none', () => {
    const reads = server("const a = process.env.CORS_ORIGINS ? process.env.CORS_ORIGINS : '*'").reads;
    expect(reads.map((read) => read.default)).toEqual(['*', '*']);
    const parsed = server('const a = process.env.MAX_ITERATIONS ? parseInt(process.env.MAX_ITERATIONS) : 1000').reads;
    expect(parsed.map((read) => read.default)).toEqual(['1000', '1000']);
    expect(only('const a = process.env.S3_FORCE_PATH_STYLE ? true : false')?.default).toBeUndefined();
  });

  it('takes the literal set when the variable is unset', () => {
    expect(only("process.env.QUEUE_NAME ??= 'flowise-queue'")?.default).toBe('flowise-queue');
    const code =
      "if (!process.env.AAI_DEFAULT_POSTGRES_AGENTMEMORY_TABLE_NAME) {\n  process.env.AAI_DEFAULT_POSTGRES_AGENTMEMORY_TABLE_NAME = 'aai_agent_memory'\n}";
    expect(only(code)?.default).toBe('aai_agent_memory');
  });

  it('gives no default for a fallback that is not a literal', () => {
    expect(only('const a = process.env.MODEL_LIST_CONFIG_JSON || MASTER_MODEL_LIST')?.default).toBeUndefined();
    expect(only('const a = process.env.API_HOST || `http://localhost:${port}`')?.default).toBeUndefined();
  });

  it('gives the last literal of a chain to every variable in it', () => {
    const reads = server("const a = process.env.LANGFUSE_RELEASE ?? process.env.GIT_COMMIT_HASH ?? 'dev'").reads;
    expect(reads.map((read) => [read.name, read.default])).toEqual([
      ['LANGFUSE_RELEASE', 'dev'],
      ['GIT_COMMIT_HASH', 'dev'],
    ]);
  });

  it('ignores text a log line falls back to', () => {
    expect(only("logger.info(`bucket: ${process.env.S3_STORAGE_BUCKET_NAME || 'NOT SET'}`)")?.default).toBeUndefined();
    expect(only("console.log(process.env.STORAGE_TYPE ? 'set' : 'unset')")?.default).toBeUndefined();
  });
});

describe('readsOfFile: required', () => {
  it('is required when an absence test of the read throws', () => {
    const read = only("if (!process.env.REDIS_URL) {\n  throw new Error('REDIS_URL is not set')\n}");
    expect(read?.requiredAt).toBe('packages/server/src/a.ts:2');
  });

  it('is required when the local holding the read alone is tested, or the process exits', () => {
    const code = [
      'function connect() {',
      '  const key = process.env.AAI_DEFAULT_GROQ',
      '  const url = process.env.AAI_DEFAULT_REDIS_URL',
      '  if (!key || url === undefined) process.exit(1)',
      '}',
    ].join('\n');
    expect(server(code).reads.map((read) => [read.name, read.requiredAt])).toEqual([
      ['AAI_DEFAULT_GROQ', 'packages/server/src/a.ts:4'],
      ['AAI_DEFAULT_REDIS_URL', 'packages/server/src/a.ts:4'],
    ]);
  });

  it('is required when a field set from the read is tested', () => {
    const code =
      "class A { init() { this.key = process.env.AAI_DEFAULT_PINECONE; if (!this.key) throw new Error('x') } }";
    expect(only(code)?.requiredAt).toBe('packages/server/src/a.ts:1');
  });

  it('is optional with a default, as a fallback, when the local is filled another way, or when nothing fails', () => {
    expect(only("const a = process.env.PORT || '3000'\nif (!a) throw new Error('x')")?.requiredAt).toBeUndefined();
    expect(
      only("const key = fields.apiKey ?? process.env.HUGGINGFACEHUB_API_KEY\nif (!key) throw new Error('x')")
        ?.requiredAt,
    ).toBeUndefined();
    expect(
      only("let url = process.env.DATABASE_URL\nif (!url) url = await ask()\nif (!url) throw new Error('x')")
        ?.requiredAt,
    ).toBeUndefined();
    expect(only("if (!process.env.DEBUG) console.log('quiet')")?.requiredAt).toBeUndefined();
    // A throw inside a callback defined in the branch does not run when the branch does.
    expect(only('if (!process.env.MODE) { queue.on(() => { throw new Error() }) }')?.requiredAt).toBeUndefined();
  });

  it('counts an empty-string fallback as no default', () => {
    const read = only("const key = process.env.LANGFUSE_SECRET_KEY || ''\nif (!key) throw new Error('Missing')");
    expect(read).toMatchObject({ default: '', requiredAt: 'packages/server/src/a.ts:2' });
  });
});

describe('templateNames', () => {
  it('reads set and commented-out names of an env file', () => {
    const text = 'PORT=3000\n# DATABASE_TYPE=postgres\n#LOG_LEVEL=debug\nexport MODE=queue\n# a note about X=1\n';
    expect(templateNames('.env.template', text)).toEqual(['PORT', 'DATABASE_TYPE', 'LOG_LEVEL', 'MODE']);
  });

  it('reads render.yaml envVars keys and Copilot variables and secrets', () => {
    const render =
      'services:\n  - type: web\n    envVars:\n      - key: PORT\n        value: 4000\n      - key: AUTH0_SECRET\n';
    expect(templateNames('render.yaml', render)).toEqual(['PORT', 'AUTH0_SECRET']);
    const copilot =
      "name: flowise\nvariables:\n  PORT: '4000'\n  REDIS_URL:\n    from_cfn: x\nsecrets:\n  DATABASE_SECRET: y\n";
    expect(templateNames('copilot/flowise/manifest.yml', copilot)).toEqual(['PORT', 'REDIS_URL', 'DATABASE_SECRET']);
  });
});

describe('isCodeFile', () => {
  it('takes source files and leaves tests, builds and type declarations out', () => {
    expect(isCodeFile('packages/server/src/index.ts')).toBe(true);
    expect(isCodeFile('packages/ui/src/views/canvas/index.jsx')).toBe(true);
    expect(isCodeFile('packages/server/test/setup.ts')).toBe(false);
    expect(isCodeFile('packages/server/src/utils/a.test.ts')).toBe(false);
    expect(isCodeFile('packages/components/dist/index.js')).toBe(false);
    expect(isCodeFile('packages/server/.env.example')).toBe(false);
  });
});

describe('extractEnv', () => {
  const manifests = {
    'packages/server/package.json': '{"dependencies":{"global-agent":"^3.0.0"}}',
    'packages/components/package.json': '{"dependencies":{"@langchain/core":"0.3.61"}}',
    'apps/web/package.json': '{"dependencies":{"@auth0/nextjs-auth0":"3.5.0","next":"15.0.0"}}',
  };
  const checkout = memoryCheckout({
    ...manifests,
    'packages/server/src/index.ts': "const port = process.env.PORT || '3000'\nconst p = process.env.DEBUG",
    'packages/components/src/utils.ts': "if (process.env.DEBUG === 'true') log()",
    'packages/ui/src/store/constant.js': "const url = process.env.BASE_URL || 'http://localhost:4000'",
    'packages/server/test/setup.ts': 'const key = process.env.TEST_ONLY',
    'apps/web/next.config.js': 'module.exports = { secret: process.env.AUTH0_SECRET }',
    'packages/server/.env.example': 'PORT=3000\n# AUTH0_SECRET=\n# DATABASE_ENVIRONMENT=cloud\n# LANGCHAIN_API_KEY=\n',
  });
  const data = extractEnv(checkout);

  it('merges the reads of each name across packages', () => {
    expect(data.variables.map((variable) => variable.name)).toEqual(['BASE_URL', 'DEBUG', 'PORT']);
    expect(data.variables.find((variable) => variable.name === 'DEBUG')).toEqual({
      name: 'DEBUG',
      packages: ['server', 'components'],
      where: ['packages/components/src/utils.ts:1', 'packages/server/src/index.ts:2'],
      defaults: [],
      required: false,
      requiredAt: [],
      templates: [],
    });
    expect(data.variables.find((variable) => variable.name === 'PORT')).toMatchObject({
      defaults: [{ value: '3000', packages: ['server'] }],
      templates: ['packages/server/.env.example'],
    });
  });

  it('sorts template names nothing documented reads', () => {
    expect(data.unread).toEqual([{ name: 'DATABASE_ENVIRONMENT', templates: ['packages/server/.env.example'] }]);
    expect(data.readElsewhere).toEqual([
      { name: 'AUTH0_SECRET', templates: ['packages/server/.env.example'], where: 'apps/web/next.config.js:1' },
    ]);
    expect(data.readByDependencies).toEqual([
      { name: 'LANGCHAIN_API_KEY', templates: ['packages/server/.env.example'], dependency: '@langchain/core' },
    ]);
  });

  it('fails when a dependency said to read names is gone', () => {
    expect(() => extractEnv(memoryCheckout({ ...manifests, 'apps/web/package.json': '{"dependencies":{}}' }))).toThrow(
      /no longer depends on @auth0\/nextjs-auth0/,
    );
  });

  it('with a problems list, notes the dependency that is gone and goes on', () => {
    const problems: string[] = [];
    const withoutWebApp = { ...manifests, 'apps/web/package.json': '{"dependencies":{}}' };
    const data = extractEnv(
      memoryCheckout({ ...withoutWebApp, 'packages/server/src/index.ts': 'process.env.PORT' }),
      problems,
    );
    expect(problems).toEqual([
      'apps/web/package.json no longer depends on @auth0/nextjs-auth0: review DEPENDENCY_READS',
      'apps/web/package.json no longer depends on next: review DEPENDENCY_READS',
    ]);
    expect(data.variables.map((variable) => variable.name)).toEqual(['PORT']);
  });
});
