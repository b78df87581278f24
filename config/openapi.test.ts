import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { processOpenapiFiles, readOpenapiFiles } from 'docusaurus-plugin-openapi-docs/lib/openapi';
import { describe, expect, it } from 'vitest';
import {
  bundleGroup,
  checkApiStylesLinked,
  keyColumn,
  mergedSpecification,
  operationsOf,
  type OpenApiDocument,
} from '../scripts/build/openapi';
import {
  apiGroups,
  apiOperations,
  codeSampleLanguages,
  groupPageRoute,
  groupTitle,
  outputDir,
  specPath,
  type ApiGroup,
} from './openapi';
import { kebabCase } from './openapi-pages';
import { docsRoutes } from './routes';

const root = path.join(__dirname, '..');
const require = createRequire(import.meta.url);

/**
 * SPEC §2 "API reference": the operations each group must document, by the
 * operationId the platform gives them (the page route derives from it).
 */
const specOperations: Record<ApiGroup, string[]> = {
  assistants: ['listAssistants', 'getAssistantById', 'createAssistant', 'updateAssistant', 'deleteAssistant'],
  // SPEC §2 names four; the server (5da4286) has one, POST /attachments/{chatflowId}/{chatId} (issue 15).
  attachments: ['createAttachment'],
  'chat-message': ['getAllChatMessages', 'removeAllChatMessages'],
  chatflows: [
    'listChatflows',
    'getChatflowById',
    'getChatflowByApiKey',
    'createChatflow',
    'updateChatflow',
    'deleteChatflow',
  ],
  'document-store': [
    'createDocumentStore',
    'getAllDocumentStores',
    'getDocumentStoreById',
    'updateDocumentStore',
    'deleteDocumentStore',
    'getFileChunks',
    'updateFileChunk',
    'deleteFileChunk',
    'deleteLoaderFromDocumentStore',
    'deleteVectorStoreData',
    'previewChunking',
    'processChunking',
    'queryVectorStore',
    'refreshDocument',
    'upsertDocument',
  ],
  feedback: [
    'createChatMessageFeedbackForChatflow',
    'updateChatMessageFeedbackForChatflow',
    'getAllChatMessageFeedback',
  ],
  leads: ['createLead', 'getAllLeadsForChatflow'],
  ping: ['pingServer'],
  prediction: ['createPrediction'],
  tools: ['getAllTools', 'getToolById', 'createTool', 'updateTool', 'deleteTool'],
  'upsert-history': ['getAllUpsertHistory', 'patchDeleteUpsertHistory'],
  variables: ['getAllVariables', 'createVariable', 'updateVariable', 'deleteVariable'],
  'vector-upsert': ['vectorUpsert'],
};

const documents = new Map<ApiGroup, OpenApiDocument>();
async function groupDocument(group: ApiGroup): Promise<OpenApiDocument> {
  if (!documents.has(group)) documents.set(group, await bundleGroup(group, root));
  return documents.get(group)!;
}

interface GeneratedItem {
  id: string;
  type: string;
  api?: { method: string; path: string };
}

/** What docusaurus-plugin-openapi-docs makes of a group document: its pages, with ids and operations. */
async function generatorItems(group: ApiGroup): Promise<GeneratedItem[]> {
  const files = await readOpenapiFiles(path.join(root, specPath(group)));
  const [items] = await processOpenapiFiles(files, { specPath: specPath(group), outputDir: outputDir(group) }, {});
  return items as GeneratedItem[];
}

describe.each(apiGroups)('API group %s', (group) => {
  it('documents exactly the operations SPEC §2 names, each with one tag, a summary and a description', async () => {
    const operations = operationsOf(await groupDocument(group));
    expect(operations.map(({ operation }) => operation.operationId).sort()).toEqual([...specOperations[group]].sort());
    for (const { operation } of operations) {
      expect(operation.tags, operation.operationId).toHaveLength(1);
      expect(operation.summary, operation.operationId).toBeTruthy();
      const description = typeof operation.description === 'string' ? operation.description : '';
      expect(description, operation.operationId).toMatch(/\w.{40,}/);
    }
  });

  it('has a page at /docs/api/<group>/<operation> for every operation, and an overview page, all in the manifest', async () => {
    const routes = [
      `/docs/api/${group}/${kebabCase(groupTitle(group, root))}`,
      ...specOperations[group].map((id) => `/docs/api/${group}/${kebabCase(id)}`),
    ];
    expect(routes.filter((route) => !docsRoutes.includes(route))).toEqual([]);
    const pages = (await generatorItems(group)).map((item) => `/docs/api/${group}/${item.id}`);
    expect(pages.sort()).toEqual(routes.sort());
  });

  it('gives each operation and the overview the page the generator writes (apiOperations, groupPageRoute)', async () => {
    const pages = (await generatorItems(group)).map((item) => `/docs/api/${group}/${item.id}`);
    const operations = apiOperations(root).filter((operation) => operation.group === group);
    const routes = [groupPageRoute(group, root), ...operations.map((operation) => operation.route)];
    expect(routes.sort()).toEqual(pages.sort());
    for (const operation of operations) expect(operation.path).toMatch(/^\/api\/v1\//);
  });

  it('generates each operation page with the method and path of its document', async () => {
    const expected = operationsOf(await groupDocument(group)).map(
      ({ method, path: route, operation }) => `${kebabCase(operation.operationId)} ${method} ${route}`,
    );
    const generated = (await generatorItems(group))
      .filter((item) => item.type === 'api')
      .map((item) => `${item.id} ${item.api?.method} ${item.api?.path}`);
    expect(generated.sort()).toEqual(expected.sort());
  });

  // The pages on disk exist once scripts/build/openapi.ts has run (every build runs it).
  it.runIf(existsSync(path.join(root, outputDir(group))))(
    'wrote pages whose embedded operation matches the document',
    async () => {
      const expected = new Map(
        operationsOf(await groupDocument(group)).map(({ method, path: route, operation }) => [
          kebabCase(operation.operationId),
          `${method} ${route}`,
        ]),
      );
      const dir = path.join(root, outputDir(group));
      const seen = new Map<string, string>();
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.mdx'))) {
        const source = readFileSync(path.join(dir, file), 'utf8');
        const api = /^api: (\S+)$/m.exec(source)?.[1];
        if (!api) continue;
        const operation = JSON.parse(inflateSync(Buffer.from(api, 'base64')).toString()) as {
          method: string;
          path: string;
        };
        seen.set(file.replace(/\.mdx$/, ''), `${operation.method} ${operation.path}`);
      }
      expect(Object.fromEntries(seen)).toEqual(Object.fromEntries(expected));
    },
  );
});

describe('operation ids', () => {
  it('are unique across every group', async () => {
    const ids = (await Promise.all(apiGroups.map(groupDocument))).flatMap((document) =>
      operationsOf(document).map(({ operation }) => operation.operationId),
    );
    expect(ids.length).toBe(48);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the merged specification', () => {
  it('holds every operation of every group and validates', async () => {
    const merged = await mergedSpecification(root);
    const count = apiGroups.reduce((sum, group) => sum + specOperations[group].length, 0);
    expect(operationsOf(merged)).toHaveLength(count);
    expect(merged.openapi).toBe('3.1.0');
    expect(Object.keys(merged.components?.schemas ?? {})).toContain('Error');
  }, 30_000);
});

describe('the routes manifest', () => {
  it('lists the landing page, the merged specification and nothing under /docs/api that is not generated', () => {
    const generated = new Set([
      '/docs/api/',
      '/docs/api/full-api-spec',
      ...apiGroups.flatMap((group) => [
        `/docs/api/${group}/${kebabCase(groupTitle(group, root))}`,
        ...specOperations[group].map((id) => `/docs/api/${group}/${kebabCase(id)}`),
      ]),
    ]);
    const listed = docsRoutes.filter((route) => route.startsWith('/docs/api'));
    expect(listed.filter((route) => !generated.has(route))).toEqual([]);
    expect([...generated].filter((route) => !listed.includes(route))).toEqual([]);
  });
});

describe('code sample languages', () => {
  // The generators the browser bundle gets (config/openapi.ts swaps this list in).
  const generators = require('../src/components/ApiReference/codeGenerators.cjs') as {
    lang: string;
    variant: string;
    main: {
      convert: (
        request: unknown,
        options: Record<string, unknown>,
        callback: (error: unknown, snippet: string) => void,
      ) => void;
    };
  }[];
  const { Request } = require('postman-collection') as { Request: new (definition: unknown) => unknown };

  it('offers curl, JavaScript (fetch), Python (requests) and at least two more', () => {
    const names = codeSampleLanguages.map(({ language, variant }) => `${language}/${variant}`);
    expect(names.slice(0, 3)).toEqual(['curl/cURL', 'javascript/Fetch', 'python/Requests']);
    expect(names.length).toBeGreaterThanOrEqual(5);
  });

  it.each(codeSampleLanguages.map(({ language, variant }) => [language, variant]))(
    '%s (%s) has a generator that writes a request with its URL, key and body',
    (language, variant) => {
      const generator = generators.find(
        (item) => item.lang.toLowerCase() === language && item.variant.toLowerCase() === variant.toLowerCase(),
      );
      expect(generator, `${language}/${variant}`).toBeDefined();
      const request = new Request({
        url: 'http://localhost:4000/api/v1/prediction/9f1c2d34-5b6a-4e7f-8a9b-0c1d2e3f4a5b',
        method: 'POST',
        header: [
          { key: 'Content-Type', value: 'application/json' },
          { key: 'Authorization', value: 'Bearer <your-api-key>' },
        ],
        body: { mode: 'raw', raw: JSON.stringify({ question: 'What is your refund policy?' }) },
      });
      let snippet = '';
      generator!.main.convert(request, {}, (error, code) => {
        expect(error).toBeFalsy();
        snippet = code;
      });
      expect(snippet).toContain('localhost:4000/api/v1/prediction/9f1c2d34-5b6a-4e7f-8a9b-0c1d2e3f4a5b');
      expect(snippet).toContain('Bearer <your-api-key>');
      expect(snippet).toContain('refund policy');
    },
  );
});

describe('keyColumn (the key column of the full specification page)', () => {
  it('says Bearer only when every requirement names a scheme', () => {
    expect(keyColumn([{ bearerAuth: [] }])).toBe('Bearer');
    expect(keyColumn([{}, { bearerAuth: [] }])).toBe('None');
    expect(keyColumn([])).toBe('None');
  });
});

describe('checkApiStylesLinked', () => {
  /** A build folder with the API stylesheet and one operation page whose head holds `head`. */
  function buildWith(head: string): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'api-styles-'));
    mkdirSync(path.join(dir, 'assets/css'), { recursive: true });
    writeFileSync(path.join(dir, 'assets/css/api-styles.0a1b2c3d.css'), '');
    mkdirSync(path.join(dir, 'docs/api/ping/ping'), { recursive: true });
    writeFileSync(path.join(dir, 'docs/api/ping/ping/index.html'), `<html><head>${head}</head><body></body></html>`);
    return dir;
  }
  const check = (head: string) => {
    const dir = buildWith(head);
    try {
      checkApiStylesLinked(dir, ['/docs/api/ping/ping']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('accepts a page that links the stylesheet once in its head', () => {
    expect(() => check('<link rel=stylesheet href=/assets/css/api-styles.0a1b2c3d.css />')).not.toThrow();
  });

  it('names the page that does not link it, or links it twice', () => {
    expect(() => check('')).toThrow(/ping[\\/]index\.html: links api-styles\.0a1b2c3d\.css 0 times/);
    const link = '<link rel=stylesheet href=/assets/css/api-styles.0a1b2c3d.css>';
    expect(() => check(link + link)).toThrow(/2 times/);
  });
});
