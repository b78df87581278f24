import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nodeData } from '../nodes';
import { credentialData } from './credentialData';

const sourceFiles = JSON.parse(readFileSync(new URL('./source-files.json', import.meta.url), 'utf8')) as {
  commit: string;
  files: string[];
};

const node = z.object({ name: z.string().min(1), label: z.string().min(1), category: z.string().min(1) }).strict();

const field = z
  .object({
    label: z.string().min(1),
    name: z.string().min(1),
    type: z.enum(['string', 'password', 'number', 'boolean', 'options', 'json']),
    optional: z.boolean(),
    default: z.union([z.string(), z.number(), z.boolean()]).optional(),
    options: z.array(z.string().min(1)).min(1).optional(),
    additional: z.literal(true).optional(),
    hidden: z.literal(true).optional(),
    readOnly: z.literal(true).optional(),
  })
  .strict()
  .refine((input) => (input.type === 'options') === (input.options !== undefined), 'options go with type options');

const credential = z
  .object({
    name: z.string().regex(/^\w+$/),
    label: z.string().min(1),
    version: z.number().positive().optional(),
    file: z.string().regex(/^packages\/components\/credentials\/\w+\.credential\.ts$/),
    optional: z.literal(true).optional(),
    oauth: z.string().min(1).optional(),
    inputs: z.array(field),
    nodes: z.array(node),
  })
  .strict();

const schema = z
  .object({
    commit: z.string().regex(/^[0-9a-f]{40}$/),
    credentials: z.array(credential).min(50),
    unknown: z.array(z.object({ name: z.string().min(1), nodes: z.array(node).min(1) }).strict()),
  })
  .strict();

const { credentials } = credentialData;
const get = (name: string) => credentials.find((item) => item.name === name);
const fieldsOf = (name: string) => get(name)?.inputs.map(({ name: key, type, optional }) => [key, type, optional]);

describe('credentials.json', () => {
  it('has the shape the catalogue renders', () => {
    expect(() => schema.parse(credentialData)).not.toThrow();
  });

  it('comes from the same platform commit as the citable file list, and names files of it', () => {
    expect(credentialData.commit).toBe(sourceFiles.commit);
    const files = new Set(sourceFiles.files);
    expect(credentials.filter((item) => !files.has(item.file)).map((item) => item.file)).toEqual([]);
  });

  it('has unique credential ids, unique anchors and unique field names within each type', () => {
    const names = credentials.map((item) => item.name);
    expect(new Set(names).size).toBe(names.length);
    // The page uses the id, lower-cased, as the anchor of each entry.
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
    for (const item of credentials) {
      const keys = item.inputs.map((input) => input.name);
      expect(new Set(keys).size, item.name).toBe(keys.length);
    }
  });

  it('has the real fields of a few well-known types', () => {
    expect(fieldsOf('openAIApi')).toEqual([['openAIApiKey', 'password', false]]);
    expect(get('openAIApi')?.label).toBe('OpenAI API');
    expect(fieldsOf('pineconeApi')).toEqual([['pineconeApiKey', 'password', false]]);
    expect(get('redisCacheApi')?.inputs.find((input) => input.name === 'redisCacheHost')?.default).toBe('127.0.0.1');
    expect(get('ibmWatsonx')?.inputs.find((input) => input.name === 'watsonxAIAuthType')).toMatchObject({
      type: 'options',
      default: 'iam',
      options: ['iam', 'bearertoken'],
    });
    expect(get('awsApi')).toMatchObject({ label: 'AWS security credentials', optional: true });
    expect(get('atlassianOAuth')).toMatchObject({ oauth: 'atlassian' });
    expect(get('atlassianOAuth')?.inputs.every((input) => input.readOnly)).toBe(true);
  });

  it('lists the nodes of the Studio reference under the credential types they accept', () => {
    const unknown = new Set(credentialData.unknown.map((item) => item.name));
    const missing: string[] = [];
    for (const node of nodeData.nodes) {
      for (const name of node.credential?.names ?? []) {
        if (unknown.has(name)) continue;
        if (!get(name)?.nodes.some((user) => user.name === node.name)) missing.push(`${node.name} → ${name}`);
      }
    }
    expect(missing).toEqual([]);
    expect(get('openAIApi')?.nodes.map((node) => node.name)).toContain('chatOpenAI');
    expect(credentials.filter((item) => item.nodes.length > 0).length).toBeGreaterThan(credentials.length / 2);
  });
});
