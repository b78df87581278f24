// The platform server's REST routes, read from its Express source with the
// TypeScript compiler API (no regular expressions over code):
//
//   packages/server/src/index.ts        where the API router is mounted (`app.use('/api/v1', router)`),
//                                       routes the app declares itself (`app.get('/api/v1/ip', …)`)
//   packages/server/src/routes/index.ts where each feature router is mounted (`router.use('/prediction', …)`)
//   packages/server/src/routes/**       each router's `router.<method>(path | [paths], …handlers)`
//   packages/server/src/utils/constants.ts  WHITELIST_URLS, the path prefixes the authentication
//                                       middleware lets through without credentials
//
// Every route is returned with its full path (Express `:id` written `{id}`, as
// OpenAPI writes it), the file that declares it and how a caller gets in:
//
//   auth: 'none'    the path starts with a WHITELIST_URLS entry and no
//                   enforceAbility() guards it: the server's authentication
//                   middleware lets the request through without a key (a
//                   controller may still check a chatflow's own API key);
//   auth: 'apiKey'  any other /api/v1 route: the authentication middleware wants
//                   a user API key (`Authorization: Bearer <key>`) or a Studio
//                   login token, and refuses the request with 401 without one
//                   (enforceAbility() answers 401 itself when no user is known).
//
// `npm run platform:extract` writes them to src/data/platform/routes.json.
import path from 'node:path';
import ts from 'typescript';
import { parse, visit } from './ast';
import { problem, type Problems } from './problems';

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all'] as const;
export type HttpMethod = Uppercase<(typeof HTTP_METHODS)[number]>;

export interface Route {
  method: HttpMethod;
  /** Full path, e.g. /api/v1/prediction/{id}. */
  path: string;
  /** Repository path of the file that declares the route. */
  file: string;
  /** How the server's authentication middleware treats the route (see the file header). */
  auth: 'none' | 'apiKey';
  /** The resource enforceAbility('…') checks ownership of, when the route uses it. */
  ability?: string;
  /**
   * Set on the shorter paths of a registration that lists several
   * (`router.get(['/', '/:id'], handler)`): the path with the most parameters,
   * whose handler this path shares.
   */
  aliasOf?: string;
}

/** Where the server's entry points live in a platform checkout. */
export const SERVER_SRC = 'packages/server/src';
const APP_FILE = `${SERVER_SRC}/index.ts`;
const ROUTES_INDEX = `${SERVER_SRC}/routes/index.ts`;
const CONSTANTS_FILE = `${SERVER_SRC}/utils/constants.ts`;

/** Reads a repository file, or returns undefined when it does not exist. */
export type SourceReader = (file: string) => string | undefined;

/** The string a literal (or a `x ?? 'literal'` fallback) holds. */
function stringValue(node: ts.Expression): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
    return stringValue(node.right);
  }
  return undefined;
}

/** The path(s) a route or mount call names: a string, or an array of strings. */
function pathsOf(node: ts.Expression, where: string): string[] {
  const single = stringValue(node);
  if (single !== undefined) return [single];
  if (ts.isArrayLiteralExpression(node)) {
    return node.elements.map((element) => {
      const value = stringValue(element);
      if (value === undefined) throw new Error(`${where}: a route path that is not a string literal`);
      return value;
    });
  }
  throw new Error(`${where}: a route path that is not a string literal or an array of them`);
}

/** `:id` → `{id}`, one slash between segments, no trailing slash. */
export function normalisePath(...parts: string[]): string {
  const joined = parts.join('/').replace(/\/{2,}/g, '/');
  const trimmed = joined.length > 1 ? joined.replace(/\/+$/, '') : joined;
  const withParams = trimmed.replace(/:([A-Za-z_][A-Za-z0-9_]*)\??/g, '{$1}');
  return withParams.startsWith('/') ? withParams : `/${withParams}`;
}

/** Identifiers imported by default (`import x from './y'`), by name → module specifier. */
function defaultImports(source: ts.SourceFile): Map<string, string> {
  const imports = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const name = statement.importClause?.name?.text;
    if (name) imports.set(name, statement.moduleSpecifier.text);
  }
  return imports;
}

/** Names bound to `express.Router()` (or `Router()`) in a file. */
function routerNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  visit(source, (node) => {
    if (!ts.isVariableDeclaration(node) || !ts.isIdentifier(node.name) || !node.initializer) return;
    const init = node.initializer;
    if (!ts.isCallExpression(init)) return;
    const callee = init.expression;
    const isRouter =
      (ts.isPropertyAccessExpression(callee) && callee.name.text === 'Router') ||
      (ts.isIdentifier(callee) && callee.text === 'Router');
    if (isRouter) names.add(node.name.text);
  });
  return names;
}

interface Call {
  receiver: string;
  method: string;
  args: ts.NodeArray<ts.Expression>;
  where: string;
}

/** Every `<receiver>.<method>(…)` call whose receiver is a plain name or `this.<name>`. */
function memberCalls(source: ts.SourceFile): Call[] {
  const calls: Call[] = [];
  visit(source, (node) => {
    if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
    const target = node.expression.expression;
    let receiver: string | undefined;
    if (ts.isIdentifier(target)) receiver = target.text;
    else if (ts.isPropertyAccessExpression(target) && target.expression.kind === ts.SyntaxKind.ThisKeyword) {
      receiver = `this.${target.name.text}`;
    }
    if (!receiver) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    calls.push({
      receiver,
      method: node.expression.name.text,
      args: node.arguments,
      where: `${source.fileName}:${line + 1}`,
    });
  });
  return calls;
}

/** The resource of an `enforceAbility('X')` among a route's handlers. */
function abilityOf(handlers: readonly ts.Expression[]): string | undefined {
  for (const handler of handlers) {
    if (ts.isCallExpression(handler) && ts.isIdentifier(handler.expression)) {
      if (handler.expression.text === 'enforceAbility' && handler.arguments[0]) {
        return stringValue(handler.arguments[0]);
      }
    }
  }
  return undefined;
}

/** Resolves `./x` from a file to the .ts file (or folder index) it names. */
function resolveModule(read: SourceReader, from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.posix.join(path.posix.dirname(from), specifier);
  return [`${base}.ts`, `${base}/index.ts`].find((candidate) => read(candidate) !== undefined);
}

/**
 * The path prefixes WHITELIST_URLS lists, in source order, without repeats.
 * With a problems list, an entry that is not a string (a constant of another
 * module) is left out and noted.
 */
export function whitelistOf(read: SourceReader, problems?: Problems): string[] {
  const text = read(CONSTANTS_FILE);
  if (text === undefined) throw new Error(`${CONSTANTS_FILE} not found`);
  const source = parse(CONSTANTS_FILE, text);
  let list: string[] | undefined;
  visit(source, (node) => {
    if (!ts.isVariableDeclaration(node) || !ts.isIdentifier(node.name) || node.name.text !== 'WHITELIST_URLS') return;
    if (!node.initializer || !ts.isArrayLiteralExpression(node.initializer)) {
      throw new Error(`${CONSTANTS_FILE}: WHITELIST_URLS is not an array literal`);
    }
    list = node.initializer.elements.flatMap((element) => {
      const value = stringValue(element);
      if (value !== undefined) return [value];
      problem(problems, `${CONSTANTS_FILE}: a WHITELIST_URLS entry is not a string (${element.getText()})`);
      return [];
    });
  });
  if (!list) throw new Error(`${CONSTANTS_FILE}: no WHITELIST_URLS`);
  return [...new Set<string>(list)];
}

/**
 * Whether the authentication middleware lets a path through without
 * credentials: it tests `req.path.startsWith(entry)` for each entry.
 */
export function isWhitelisted(routePath: string, whitelist: readonly string[]): boolean {
  return whitelist.some((entry) => routePath.startsWith(entry) || `${routePath}/`.startsWith(entry));
}

/**
 * The routes of one router file, and of the routers it mounts in turn, under
 * `prefix`. `seen` guards against a router mounting itself.
 */
function routerRoutes(read: SourceReader, file: string, prefix: string, seen: Set<string>): Omit<Route, 'auth'>[] {
  const text = read(file);
  if (text === undefined) throw new Error(`${file} not found`);
  if (seen.has(file)) return [];
  seen.add(file);
  const source = parse(file, text);
  const routers = routerNames(source);
  const imports = defaultImports(source);
  const routes: Omit<Route, 'auth'>[] = [];
  for (const call of memberCalls(source)) {
    if (!routers.has(call.receiver)) continue;
    const [first, ...handlers] = call.args;
    if (!first) continue;
    if (call.method === 'use') {
      // router.use('/x', childRouter): a mount; router.use(middleware) has no path and adds no route.
      const mountPath = stringValue(first);
      const child = handlers.at(-1);
      if (mountPath === undefined || !child || !ts.isIdentifier(child)) continue;
      const specifier = imports.get(child.text);
      const childFile = specifier && resolveModule(read, file, specifier);
      if (!childFile) continue; // an inline express.Router() with nothing on it
      routes.push(...routerRoutes(read, childFile, normalisePath(prefix, mountPath), seen));
      continue;
    }
    if (!(HTTP_METHODS as readonly string[]).includes(call.method)) continue;
    const ability = abilityOf(handlers);
    const paths = pathsOf(first, call.where).map((routePath) => normalisePath(prefix, routePath));
    const params = (routePath: string) => routePath.split('{').length;
    const fullest = paths.reduce((best, routePath) => (params(routePath) > params(best) ? routePath : best));
    for (const routePath of paths) {
      routes.push({
        method: call.method.toUpperCase() as HttpMethod,
        path: routePath,
        file,
        ...(ability ? { ability } : {}),
        ...(routePath !== fullest ? { aliasOf: fullest } : {}),
      });
    }
  }
  return routes;
}

/** The routes of the server whose sources `read` returns. */
export function extractRoutesFrom(read: SourceReader, problems?: Problems): Route[] {
  const appText = read(APP_FILE);
  if (appText === undefined) throw new Error(`${APP_FILE} not found`);
  const app = parse(APP_FILE, appText);
  const imports = defaultImports(app);
  const found: Omit<Route, 'auth'>[] = [];
  let mounted = false;
  for (const call of memberCalls(app)) {
    if (call.receiver !== 'this.app' && call.receiver !== 'app') continue;
    const [first, ...handlers] = call.args;
    const mountPath = first && stringValue(first);
    if (mountPath === undefined) continue;
    if (call.method === 'use') {
      // app.use('/api/v1', apiRouter) where apiRouter is imported from ./routes.
      const child = handlers.at(-1);
      const specifier = child && ts.isIdentifier(child) ? imports.get(child.text) : undefined;
      const childFile = specifier && resolveModule(read, APP_FILE, specifier);
      if (childFile !== ROUTES_INDEX) continue;
      found.push(...routerRoutes(read, childFile, normalisePath(mountPath), new Set()));
      mounted = true;
    } else if ((HTTP_METHODS as readonly string[]).includes(call.method)) {
      found.push({ method: call.method.toUpperCase() as HttpMethod, path: normalisePath(mountPath), file: APP_FILE });
    }
  }
  if (!mounted)
    throw new Error(`${APP_FILE}: the router of ${ROUTES_INDEX} is not mounted with app.use('<prefix>', …)`);

  const whitelist = whitelistOf(read, problems);
  // Express serves the first registration of a method and path; later duplicates never run.
  const unique = new Map<string, Route>();
  for (const route of found) {
    const key = `${route.method} ${route.path}`;
    if (unique.has(key)) continue;
    const open = isWhitelisted(route.path, whitelist) && !route.ability;
    unique.set(key, { ...route, auth: open ? 'none' : 'apiKey' });
  }
  return [...unique.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}
