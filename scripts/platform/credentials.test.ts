import { describe, expect, it } from 'vitest';
import { memoryCheckout } from './checkout';
import { extractCredentials } from './credentials';

const redis = `
import { INodeParams, INodeCredential } from '../src/Interface'

class RedisCacheApi implements INodeCredential {
    label: string
    name: string
    version: number
    description: string
    inputs: INodeParams[]

    constructor() {
        this.label = 'Redis API'
        this.name = 'redisCacheApi'
        this.version = 1.0
        this.description = 'A sentence the docs must not copy'
        this.inputs = [
            { label: 'Redis Host', name: 'redisCacheHost', type: 'string', default: '127.0.0.1' },
            { label: 'Port', name: 'redisCachePort', type: 'number', default: 6379 },
            { label: 'Password', name: 'redisCachePwd', type: 'password', placeholder: '<REDIS_PASSWORD>' },
            { label: 'Use SSL', name: 'redisCacheSslEnabled', type: 'boolean', optional: true }
        ]
    }
}

module.exports = { credClass: RedisCacheApi }`;

const watsonx = `
class IBMWatsonxCredential {
    constructor() {
        this.label = 'IBM Watsonx'
        this.name = 'ibmWatsonx'
        this.inputs = [
            {
                label: 'Auth Type',
                name: 'authType',
                type: 'options',
                options: [
                    { label: 'IAM', name: 'iam' },
                    { label: 'Bearer Token', name: 'bearertoken' }
                ],
                default: 'iam'
            },
            { label: 'Project ID', name: 'projectID', type: 'string', optional: true, additionalParams: true }
        ]
    }
}
module.exports = { credClass: IBMWatsonxCredential }`;

const oauth = `
class AtlassianOauth {
    constructor() {
        this.label = 'Atlassian OAuth'
        this.name = 'atlassianOAuth'
        this.version = 2.0
        this.optional = true
        this.oauthStrategy = 'atlassian'
        this.inputs = [
            { label: 'Access Token', name: 'access_token', type: 'password', optional: false, disabled: true },
            { label: 'Provider', name: 'provider', type: 'string', hidden: true, disabled: true }
        ]
    }
}
module.exports = { credClass: AtlassianOauth }`;

const chatNode = (className: string, name: string, label: string, credentials: string) => `
import { INode, INodeParams } from '../../../src/Interface'
class ${className} implements INode {
    label: string
    name: string
    category: string
    credential: INodeParams
    constructor() {
        this.label = '${label}'
        this.name = '${name}'
        this.category = 'Cache'
        this.credential = {
            label: 'Connect Credential',
            name: 'credential',
            type: 'credential',
            credentialNames: [${credentials}]
        }
    }
}
module.exports = { nodeClass: ${className} }`;

const checkout = (extra: Record<string, string> = {}) =>
  memoryCheckout({
    'packages/components/credentials/RedisCacheApi.credential.ts': redis,
    'packages/components/credentials/IBMWatsonx.credential.ts': watsonx,
    'packages/components/credentials/AtlassianOauth.credential.ts': oauth,
    'packages/components/credentials/README.md': 'not a credential',
    'packages/components/nodes/cache/RedisCache/RedisCache.ts': chatNode(
      'RedisCache',
      'redisCache',
      'Redis Cache',
      "'redisCacheApi', 'redisCacheUrlApi'",
    ),
    'packages/components/nodes/cache/RedisCache/RedisEmbeddingsCache.ts': chatNode(
      'RedisEmbeddingsCache',
      'redisEmbeddingsCache',
      'Redis Embeddings Cache',
      "'redisCacheApi'",
    ),
    'packages/components/nodes/cache/RedisCache/RedisCache.test.ts': chatNode(
      'Fake',
      'fake',
      'Fake',
      "'redisCacheApi'",
    ),
    ...extra,
  });

describe('credential types extracted from the platform source', () => {
  const data = extractCredentials(checkout());
  const byName = (name: string) => data.credentials.find((credential) => credential.name === name);

  it('finds every *.credential.ts class, sorted by label', () => {
    expect(data.credentials.map((credential) => credential.name)).toEqual([
      'atlassianOAuth',
      'ibmWatsonx',
      'redisCacheApi',
    ]);
    expect(byName('redisCacheApi')).toMatchObject({
      label: 'Redis API',
      version: 1,
      file: 'packages/components/credentials/RedisCacheApi.credential.ts',
    });
    expect(byName('ibmWatsonx')?.version).toBeUndefined();
  });

  it('keeps the facts of each field and leaves descriptions and placeholders out', () => {
    expect(byName('redisCacheApi')?.inputs).toEqual([
      { label: 'Redis Host', name: 'redisCacheHost', type: 'string', optional: false, default: '127.0.0.1' },
      { label: 'Port', name: 'redisCachePort', type: 'number', optional: false, default: 6379 },
      { label: 'Password', name: 'redisCachePwd', type: 'password', optional: false },
      { label: 'Use SSL', name: 'redisCacheSslEnabled', type: 'boolean', optional: true },
    ]);
    expect(JSON.stringify(data)).not.toMatch(/must not copy|REDIS_PASSWORD/);
  });

  it('names the choices of an options field and marks additional, hidden and sign-in fields', () => {
    expect(byName('ibmWatsonx')?.inputs).toEqual([
      {
        label: 'Auth Type',
        name: 'authType',
        type: 'options',
        optional: false,
        default: 'iam',
        options: ['iam', 'bearertoken'],
      },
      { label: 'Project ID', name: 'projectID', type: 'string', optional: true, additional: true },
    ]);
    const atlassian = byName('atlassianOAuth');
    expect(atlassian).toMatchObject({ version: 2, optional: true, oauth: 'atlassian' });
    expect(atlassian?.inputs[1]).toEqual({
      label: 'Provider',
      name: 'provider',
      type: 'string',
      optional: false,
      hidden: true,
      readOnly: true,
    });
  });

  it('lists the nodes that accept each type, and the names no class declares', () => {
    expect(byName('redisCacheApi')?.nodes).toEqual([
      { name: 'redisCache', label: 'Redis Cache', category: 'Cache' },
      { name: 'redisEmbeddingsCache', label: 'Redis Embeddings Cache', category: 'Cache' },
    ]);
    expect(byName('ibmWatsonx')?.nodes).toEqual([]);
    expect(data.unknown).toEqual([
      { name: 'redisCacheUrlApi', nodes: [{ name: 'redisCache', label: 'Redis Cache', category: 'Cache' }] },
    ]);
  });

  it('refuses what it cannot read instead of guessing', () => {
    const computed = redis.replace("label: 'Port'", 'label: PORT_LABEL');
    expect(() =>
      extractCredentials(checkout({ 'packages/components/credentials/RedisCacheApi.credential.ts': computed })),
    ).toThrow(/RedisCacheApi\.credential\.ts:\d+: label is not a string literal/);
    const twice = watsonx.replace('IBMWatsonxCredential', 'Again').replace("'ibmWatsonx'", "'redisCacheApi'");
    expect(() =>
      extractCredentials(checkout({ 'packages/components/credentials/Again.credential.ts': twice })),
    ).toThrow(/'redisCacheApi' is declared in/);
    expect(() => extractCredentials(memoryCheckout({}))).toThrow(/no credential classes/);
  });

  it('with a problems list, leaves out what it cannot read and says what', () => {
    const file = 'packages/components/credentials/RedisCacheApi.credential.ts';
    const computedDefault = redis.replace("default: '127.0.0.1'", "default: hosts.join(' ')");
    const problems: string[] = [];
    const data = extractCredentials(checkout({ [file]: computedDefault }), problems);
    expect(problems).toEqual([
      expect.stringMatching(/RedisCacheApi\.credential\.ts:\d+: a default that is not a literal$/),
    ]);
    const host = data.credentials.find((item) => item.name === 'redisCacheApi')?.inputs[0];
    expect(host).toEqual({ label: 'Redis Host', name: 'redisCacheHost', type: 'string', optional: false });

    const unreadable: string[] = [];
    const computedLabel = redis.replace("label: 'Port'", 'label: PORT_LABEL');
    const rest = extractCredentials(checkout({ [file]: computedLabel }), unreadable);
    expect(unreadable).toEqual([expect.stringMatching(/label is not a string literal \(the class left out\)$/)]);
    expect(rest.credentials.map((item) => item.name)).not.toContain('redisCacheApi');
  });
});
