// The API reference against the server: every documented operation (method and
// path, under its document's server base) must be a route the platform's server
// declares (src/data/platform/routes.json, extracted from its source by
// scripts/platform/routes.ts), and every route the reference leaves out must be
// listed, with its reason, in config/api-undocumented.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseYaml } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import type { Route } from '../scripts/platform/routes';
import { reasons, undocumentedRoutes } from './api-undocumented';
import { apiGroups, serverBase, specPath } from './openapi';

const root = path.join(__dirname, '..');
const platform = JSON.parse(readFileSync(path.join(root, 'src/data/platform/routes.json'), 'utf8')) as {
  commit: string;
  routes: Route[];
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface Server {
  url: string;
  variables?: Record<string, { default: string }>;
}
interface Response {
  $ref?: string;
  content?: Record<string, { schema?: { $ref?: string; oneOf?: { $ref?: string }[] } }>;
}
interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  responses: Record<string, Response>;
}
interface Document {
  servers: Server[];
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, Operation>>;
}

/** Path parameters compared by position, not by name: `/a/{id}` and `/a/{chatflowId}` are one route. */
const shape = (route: string) => route.replace(/\{[^}]+\}/g, '{}');
const key = (method: string, route: string) => `${method.toUpperCase()} ${shape(route)}`;

const documented = apiGroups.flatMap((group) => {
  const document = parseYaml(readFileSync(path.join(root, specPath(group)), 'utf8')) as Document;
  const bases = new Set(document.servers.map(serverBase));
  if (bases.size !== 1) throw new Error(`${group}: servers disagree on the base path: ${[...bases].join(', ')}`);
  const [base] = bases;
  return Object.entries(document.paths).flatMap(([route, item]) =>
    METHODS.filter((method) => method in item).map((method) => ({
      group,
      operationId: item[method]!.operationId,
      method: method.toUpperCase(),
      path: `${base}${route}`,
      security: item[method]!.security ?? document.security ?? [],
      responses: item[method]!.responses,
    })),
  );
});

const serverRoutes = new Map(platform.routes.map((route) => [key(route.method, route.path), route]));
const documentedKeys = new Set(documented.map((operation) => key(operation.method, operation.path)));

describe('the API reference against the server routes', () => {
  it('reads the routes of the platform commit the docs name', () => {
    expect(platform.commit).toBe('5da4286c0e69ac4c33a97c4daf1321051225c286');
    expect(platform.routes.length).toBeGreaterThan(100);
  });

  it('documents only operations the server has', () => {
    const missing = documented
      .filter((operation) => !serverRoutes.has(key(operation.method, operation.path)))
      .map((operation) => `${operation.group}: ${operation.operationId} ${operation.method} ${operation.path}`);
    expect(missing).toEqual([]);
  });

  it('lists every route it does not document, with a reason', () => {
    const listed = new Set(undocumentedRoutes.map((route) => key(route.method, route.path)));
    const unlisted = platform.routes
      .filter((route) => !documentedKeys.has(key(route.method, route.path)))
      .filter((route) => !listed.has(key(route.method, route.path)))
      .map((route) => `${route.method} ${route.path} (${route.file})`);
    expect(unlisted).toEqual([]);
    for (const route of undocumentedRoutes) expect(route.reason.trim(), route.path).not.toBe('');
  });

  it('lists only routes the server has and the reference does not document, each once', () => {
    const stale = undocumentedRoutes
      .filter((route) => !platform.routes.some((known) => known.method === route.method && known.path === route.path))
      .map((route) => `${route.method} ${route.path}`);
    expect(stale, 'listed but not a route of the server').toEqual([]);
    const documentedNow = undocumentedRoutes
      .filter((route) => documentedKeys.has(key(route.method, route.path)))
      .map((route) => `${route.method} ${route.path}`);
    expect(documentedNow, 'listed as undocumented but documented').toEqual([]);
    const keys = undocumentedRoutes.map((route) => `${route.method} ${route.path}`);
    expect(keys.length - new Set(keys).size).toBe(0);
  });

  it('gives the alias reason only to routes registered with a documented path', () => {
    const wrong = undocumentedRoutes
      .filter((route) => route.reason === reasons.ALIAS)
      .filter((route) => {
        const known = platform.routes.find((item) => item.method === route.method && item.path === route.path);
        return !known?.aliasOf || !documentedKeys.has(key(route.method, known.aliasOf));
      })
      .map((route) => `${route.method} ${route.path}`);
    expect(wrong).toEqual([]);
  });

  it('asks for a key exactly where the server wants one', () => {
    // An operation that needs no key allows the empty requirement `{}`; one that
    // needs a key lists only bearerAuth.
    const mismatched = documented.flatMap((operation) => {
      const route = serverRoutes.get(key(operation.method, operation.path));
      if (!route) return [];
      const optional =
        operation.security.length === 0 || operation.security.some((item) => Object.keys(item).length === 0);
      return optional === (route.auth === 'none') ? [] : [`${operation.operationId}: server says ${route.auth}`];
    });
    expect(mismatched).toEqual([]);
  });
});

describe('error responses', () => {
  const shared = parseYaml(readFileSync(path.join(root, 'openapi/shared/components.yaml'), 'utf8')) as {
    components: { responses: Record<string, Response> };
  };
  const ERROR = '#/components/schemas/Error';
  /** Whether every JSON body of a response is the error handler's Error schema (or one of its alternatives). */
  const usesError = (response: Response, prefix: string) =>
    Object.entries(response.content ?? {})
      .filter(([type]) => type === 'application/json')
      .every(([, media]) => {
        const refs = media.schema?.$ref ? [media.schema.$ref] : (media.schema?.oneOf ?? []).map((item) => item.$ref);
        return refs.includes(`${prefix}${ERROR}`);
      });

  it("share the Error schema of the server's error handler", () => {
    for (const [name, response] of Object.entries(shared.components.responses)) {
      expect(usesError(response, ''), name).toBe(true);
    }
    const wrong = documented.flatMap((operation) =>
      Object.entries(operation.responses)
        .filter(([status]) => /^[45]/.test(status))
        .filter(([, response]) =>
          response.$ref
            ? !response.$ref.startsWith('./shared/components.yaml#/components/responses/')
            : !usesError(response, './shared/components.yaml'),
        )
        .map(([status]) => `${operation.operationId} ${status}`),
    );
    expect(wrong).toEqual([]);
  });
});

describe('serverBase', () => {
  it('fills in variable defaults and keeps the path', () => {
    expect(
      serverBase({
        url: '{protocol}://{host}/api/v1',
        variables: { protocol: { default: 'http' }, host: { default: 'localhost:4000' } },
      }),
    ).toBe('/api/v1');
    expect(serverBase({ url: 'https://prod.studio.theanswer.ai/api/v1/' })).toBe('/api/v1');
  });
});
