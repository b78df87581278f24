// The base classes of the platform's nodes, as the Studio sees them. A node
// class writes `this.baseClasses = [this.type, ...getBaseClasses(X)]`, and the
// platform's getBaseClasses (packages/components/src/utils.ts) walks X's
// prototype chain at run time: the names of X's ancestors, not X itself,
// leaving out BaseLangChain and Serializable. An input of another node
// accepts this node when its type names one of those classes, so they decide
// which nodes connect.
//
// X is a class of the node's own folder (`class FlowiseChatOllama extends
// ChatOllama`) or of a package (`@langchain/ollama`). The chain is read with
// the TypeScript compiler from the type declarations of those packages, at the
// versions the platform's lockfile pins, installed once per commit into
// node_modules/.cache/platform-types/<commit>/ (`npm install --ignore-scripts`):
// the same chain as at run time without running any of the platform's code.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { parse } from './ast';
import type { Checkout } from './checkout';
import { lockedVersion } from './mcp';

export const CACHE_DIR = path.join(__dirname, '..', '..', 'node_modules', '.cache', 'platform-types');
/** Names getBaseClasses leaves out (packages/components/src/utils.ts). */
const SKIPPED = new Set(['BaseLangChain', 'Serializable']);
const COMPONENTS = 'packages/components';

/** One `getBaseClasses(X)` of a node file. */
export interface BaseClassCall {
  file: string;
  identifier: string;
}

export type BaseClassResult = { classes: string[] } | { problem: string };

/** The key of a call in resolveBaseClassCalls()'s answer. */
export const callKey = (call: BaseClassCall) => `${call.file}#${call.identifier}`;

/** The package a module specifier belongs to: `@langchain/core/tools` → `@langchain/core`, `lodash/fp` → `lodash`. */
export const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Every `getBaseClasses(<identifier>)` in a file's code. */
export function callsIn(file: string, text: string): BaseClassCall[] {
  const calls: BaseClassCall[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'getBaseClasses' &&
      node.arguments.length === 1 &&
      ts.isIdentifier(node.arguments[0]!)
    ) {
      calls.push({ file, identifier: node.arguments[0].text });
    }
    node.forEachChild(visit);
  };
  visit(parse(file, text));
  return calls;
}

/** `./x` from a file → the .ts file it names, among the checkout's files. */
function resolveRelative(checkout: Pick<Checkout, 'read'>, from: string, specifier: string): string | undefined {
  const base = path.posix.join(path.posix.dirname(from), specifier);
  return [`${base}.ts`, `${base}/index.ts`, base].find((file) => file.endsWith('.ts') && checkout.read(file));
}

/**
 * The packages a class name of a file comes from, following relative imports and local `extends` clauses: the
 * packages to install before the compiler can read the class's chain.
 */
export function packagesBehind(
  checkout: Pick<Checkout, 'read'>,
  file: string,
  name: string,
  seen = new Set<string>(),
): string[] {
  const id = `${file}#${name}`;
  if (seen.has(id)) return [];
  seen.add(id);
  const text = checkout.read(file);
  if (!text) return [];
  const source = parse(file, text);
  for (const statement of source.statements) {
    if (ts.isClassDeclaration(statement) && statement.name?.text === name) {
      const parent = statement.heritageClauses?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword)
        ?.types[0]?.expression;
      return parent && ts.isIdentifier(parent) ? packagesBehind(checkout, file, parent.text, seen) : [];
    }
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const named = statement.importClause?.namedBindings;
    const element =
      named && ts.isNamedImports(named) ? named.elements.find((item) => item.name.text === name) : undefined;
    const isDefault = statement.importClause?.name?.text === name;
    if (!element && !isDefault) continue;
    const specifier = statement.moduleSpecifier.text;
    if (!specifier.startsWith('.')) return [packageOf(specifier)];
    const target = resolveRelative(checkout, file, specifier);
    return target ? packagesBehind(checkout, target, (element?.propertyName ?? element?.name)?.text ?? name, seen) : [];
  }
  return [];
}

const run = (command: string, args: string[], cwd?: string) =>
  execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 256 * 1024 * 1024,
  });

/**
 * The folder where the components package of a commit and the packages behind its node classes are laid out
 * for the compiler: `tree/packages/components/{nodes,src}` from git, `node_modules` from npm at the locked
 * versions. Made once per commit; a package missing from it is installed on the next run.
 */
export function prepareTree(checkout: Checkout, packages: readonly string[], cacheDir = CACHE_DIR): string {
  const dir = path.join(cacheDir, checkout.commit);
  const tree = path.join(dir, 'tree');
  if (!existsSync(path.join(tree, COMPONENTS, 'nodes'))) {
    // From the commit, file by file: a partial clone may lack some pictures, which `git archive` stops at.
    for (const file of checkout.files) {
      if (!/^packages\/components\/(nodes|src)\/.*\.ts$/.test(file)) continue;
      const text = checkout.read(file);
      if (text === undefined) continue;
      mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
      writeFileSync(path.join(tree, file), text);
    }
  }
  const lockfile = checkout.read('pnpm-lock.yaml') ?? '';
  const wanted = [...new Set(['@langchain/core', ...packages])].flatMap((pkg) => {
    const locked = lockedVersion(lockfile, pkg);
    return locked && !existsSync(path.join(dir, 'node_modules', pkg, 'package.json'))
      ? [`${pkg}@${locked.version}`]
      : [];
  });
  if (wanted.length > 0) {
    if (!existsSync(path.join(dir, 'package.json')))
      writeFileSync(path.join(dir, 'package.json'), '{"private":true}\n');
    run(
      'npm',
      [
        'install',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--legacy-peer-deps',
        '--no-save',
        '--omit=optional',
        ...wanted,
      ],
      dir,
    );
  }
  const link = path.join(tree, COMPONENTS, 'node_modules');
  if (!existsSync(link)) symlinkSync(path.join(dir, 'node_modules'), link, 'dir');
  return tree;
}

/** The class a symbol stands for, through imports and re-exports. */
function classDeclaration(checker: ts.TypeChecker, symbol: ts.Symbol | undefined): ts.ClassLikeDeclaration | undefined {
  let current = symbol;
  for (let depth = 0; current && current.flags & ts.SymbolFlags.Alias && depth < 20; depth++) {
    current = checker.getAliasedSymbol(current);
  }
  return current?.declarations?.find((item): item is ts.ClassLikeDeclaration => ts.isClassLike(item));
}

/** The names getBaseClasses returns for a class: its ancestors, nearest first, without the skipped ones. */
function ancestors(checker: ts.TypeChecker, declaration: ts.ClassLikeDeclaration): BaseClassResult {
  const names: string[] = [];
  let current: ts.ClassLikeDeclaration | undefined = declaration;
  for (let depth = 0; current && depth < 30; depth++) {
    const parent: ts.Expression | undefined = current.heritageClauses?.find(
      (clause) => clause.token === ts.SyntaxKind.ExtendsKeyword,
    )?.types[0]?.expression;
    if (!parent) break;
    const next: ts.ClassLikeDeclaration | undefined =
      ts.isIdentifier(parent) || ts.isPropertyAccessExpression(parent)
        ? classDeclaration(checker, checker.getSymbolAtLocation(ts.isIdentifier(parent) ? parent : parent.name))
        : undefined;
    const name = next?.name?.text;
    if (!next || !name) {
      return {
        problem: `the parent of ${current.name?.text ?? 'a class'} (${parent.getText()}, ${path.basename(current.getSourceFile().fileName)}) is not a class the compiler can read`,
      };
    }
    if (!SKIPPED.has(name)) names.push(name);
    current = next;
  }
  return { classes: names };
}

/**
 * What getBaseClasses returns for each call, read with the compiler from the tree prepareTree laid out.
 * A call whose class cannot be read gets a problem instead (its package is not installed, a mixin…).
 */
export function resolveCalls(tree: string, calls: readonly BaseClassCall[]): Map<string, BaseClassResult> {
  const files = [...new Set(calls.map((call) => path.join(tree, call.file)))];
  const program = ts.createProgram(files, {
    noEmit: true,
    skipLibCheck: true,
    allowJs: false,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.CommonJS,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    esModuleInterop: true,
  });
  const checker = program.getTypeChecker();
  const results = new Map<string, BaseClassResult>();
  for (const call of calls) {
    const source = program.getSourceFile(path.join(tree, call.file));
    let found: ts.Identifier | undefined;
    const visit = (node: ts.Node): void => {
      if (found) return;
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'getBaseClasses' &&
        node.arguments[0] &&
        ts.isIdentifier(node.arguments[0]) &&
        node.arguments[0].text === call.identifier
      ) {
        found = node.arguments[0];
      }
      node.forEachChild(visit);
    };
    if (source) visit(source);
    const declaration = found && classDeclaration(checker, checker.getSymbolAtLocation(found));
    results.set(
      callKey(call),
      declaration
        ? ancestors(checker, declaration)
        : { problem: `${call.file}: getBaseClasses(${call.identifier}) names no class the compiler can read` },
    );
  }
  return results;
}

/**
 * What getBaseClasses returns for each call (keyed by `<file>#<identifier>`, see callKey), after installing the
 * packages the calls' classes come from. A call whose class cannot be read gets a problem instead.
 */
export function resolveBaseClassCalls(
  checkout: Checkout,
  calls: readonly BaseClassCall[],
  cacheDir = CACHE_DIR,
): Map<string, BaseClassResult> {
  if (calls.length === 0) return new Map();
  const packages = [...new Set(calls.flatMap((call) => packagesBehind(checkout, call.file, call.identifier)))].sort();
  return resolveCalls(prepareTree(checkout, packages, cacheDir), calls);
}
