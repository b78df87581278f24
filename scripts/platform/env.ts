// The environment variables the platform reads, found in its source with the
// TypeScript compiler API (no regular expressions over code). A read is any of:
//
//   process.env.X, process.env?.X, process.env['X']     a property of process.env
//   const { X, Y = 'v' } = process.env                  destructuring (a default in the pattern counts)
//   const env = process.env; env.X / env['X']           an alias of process.env in the same file
//   import.meta.env.X                                   Vite's build-time variables
//   getEnvironmentVariable('X')                         the helper of packages/components and of
//                                                       @langchain/core, both a plain process.env lookup
//
// packages/ui reads its settings through process.env as well (Vite); it has no
// window.env or import.meta.env read at the commit the docs follow, but both
// patterns are handled. Assignments (`process.env.X = …`) are writes, not reads.
// Reads with a computed name (`process.env[name]`) are listed apart, as
// `dynamicReads`. A file that enumerates the whole environment
// (`Object.keys(process.env)`, or an alias of it) and tests names with
// `.startsWith('PREFIX_')` reads every variable with that prefix: `prefixReads`.
//
// For each variable read by the documented parts of the platform (READERS):
//
//   default   the literal a read falls back to: `X || 'v'`, `X ?? 'v'`,
//             `parseInt(X || '10')`, `X ? parseInt(X) : 10`, `{ X = 'v' } = process.env`,
//             `X ??= 'v'`, `if (!X) process.env.X = 'v'`.
//             A fallback that is not a literal (another variable, a constant)
//             is no default. Different reads may fall back to different
//             literals: all are kept, most frequent first.
//   required  true when the code refuses to go on without the variable: a read
//             (or the local it is stored in, alone: `const key = process.env.X`)
//             is tested for absence (`!X`, `X === undefined`, `X == null`) in
//             the condition of an `if` whose branch throws or calls
//             process.exit(). The server then fails to start, or the feature
//             that needs it throws. Every other variable is optional: unset, it
//             is undefined and the code carries on (with its default, if any).
//             A read that is only a fallback (`credential ?? process.env.X`) is
//             never required.
//
// Test files (test/, __tests__/, *.test.*, *.spec.*) are not the platform and
// are skipped. Names written in the shipped env templates and deployment
// manifests (TEMPLATES) that the documented parts do not read are sorted into
// `readElsewhere` (another part of the repository, such as the web app, reads
// them), `readByDependencies` (a library reads them itself, DEPENDENCY_READS)
// and `unread`: nothing reads them.
//
// `npm run platform:extract` writes the result to src/data/platform/env.json.
import yaml from 'js-yaml';
import ts from 'typescript';
import { parse, visit } from './ast';
import type { Checkout } from './checkout';
import { problem, type Problems } from './problems';

/** The parts of the platform whose variables the docs table, by folder. */
export const READERS = {
  server: 'packages/server/',
  components: 'packages/components/',
  ui: 'packages/ui/',
  'seed-credentials': 'scripts/seed-credentials/',
} as const;
export type EnvPackage = keyof typeof READERS;

/** Env templates and manifests an operator copies values from. */
export const TEMPLATES = [
  '.env.template',
  'packages/server/.env.example',
  'packages/ui/.env.example',
  'docker/.env.example',
  'render.yaml',
  'copilot/copilot.appName.env.template',
  'copilot/flowise/manifest.yml',
  'scripts/seed-credentials/seed-credentials.env.template',
] as const;

/**
 * Template names no code of the repository reads by name because a dependency
 * reads them itself. Each is checked: the dependency must be declared in the
 * package.json named, and (for the server) imported, or extraction fails.
 */
export const DEPENDENCY_READS = [
  {
    names: ['GLOBAL_AGENT_HTTP_PROXY', 'GLOBAL_AGENT_HTTPS_PROXY', 'GLOBAL_AGENT_NO_PROXY'],
    dependency: 'global-agent',
    manifest: 'packages/server/package.json',
  },
  {
    names: ['LANGCHAIN_TRACING_V2', 'LANGCHAIN_API_KEY', 'LANGCHAIN_ENDPOINT', 'LANGCHAIN_PROJECT'],
    dependency: '@langchain/core',
    manifest: 'packages/components/package.json',
  },
  { names: ['AUTH0_SCOPE'], dependency: '@auth0/nextjs-auth0', manifest: 'apps/web/package.json' },
  { names: ['HOSTNAME', 'NEXT_TELEMETRY_DISABLED'], dependency: 'next', manifest: 'apps/web/package.json' },
] as const;

export interface EnvDefault {
  value: string;
  packages: EnvPackage[];
}

export interface EnvVariable {
  name: string;
  packages: EnvPackage[];
  /** Every read, as `file:line`, in file order. */
  where: string[];
  /**
   * Literal defaults, most frequent first, each with the packages whose reads
   * fall back to it; empty when the code gives none.
   */
  defaults: EnvDefault[];
  required: boolean;
  /** Where the code throws or exits without the variable (`file:line`), when required. */
  requiredAt: string[];
  /** Templates and manifests that name the variable. */
  templates: string[];
}

export interface UnreadName {
  name: string;
  templates: string[];
}

export interface EnvData {
  variables: EnvVariable[];
  /** Template names no code in the repository reads, not even by prefix. */
  unread: UnreadName[];
  /** Names only other parts of the repository read (the web app, shared packages), with one reader. */
  readElsewhere: { name: string; templates: string[]; where: string }[];
  /** Template names a dependency reads itself (DEPENDENCY_READS). */
  readByDependencies: { name: string; templates: string[]; dependency: string }[];
  prefixReads: { prefix: string; where: string }[];
  dynamicReads: string[];
}

const CODE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
const NOT_PLATFORM =
  /(^|\/)(node_modules|dist|build|test|tests|__tests__|__mocks__|e2e|cypress)\/|\.(test|spec)\.[cm]?[jt]sx?$|\.d\.ts$/;

export const isCodeFile = (file: string): boolean => CODE.test(file) && !NOT_PLATFORM.test(file);

export function packageOf(file: string): EnvPackage | undefined {
  return (Object.keys(READERS) as EnvPackage[]).find((name) => file.startsWith(READERS[name]));
}

interface Read {
  name: string;
  where: string;
  default?: string;
  requiredAt?: string;
}

interface FileReads {
  reads: Read[];
  prefixes: { prefix: string; where: string }[];
  dynamic: string[];
}

/** The expression without parentheses, `!` non-null assertions and `as` casts around it. */
function strip(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isTypeAssertionExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

/** The node that holds an expression's value: its parent, skipping wrappers `strip` removes. */
function outer(node: ts.Node): { node: ts.Node; parent: ts.Node } {
  let current = node;
  while (
    ts.isParenthesizedExpression(current.parent) ||
    ts.isNonNullExpression(current.parent) ||
    ts.isAsExpression(current.parent) ||
    ts.isTypeAssertionExpression(current.parent)
  ) {
    current = current.parent;
  }
  return { node: current, parent: current.parent };
}

/** The text of a string, number or boolean literal. */
function literal(node: ts.Expression): string | undefined {
  const value = strip(node);
  if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) return value.text;
  if (ts.isNumericLiteral(value)) return value.text;
  if (value.kind === ts.SyntaxKind.TrueKeyword) return 'true';
  if (value.kind === ts.SyntaxKind.FalseKeyword) return 'false';
  if (
    ts.isPrefixUnaryExpression(value) &&
    value.operator === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(value.operand)
  ) {
    return `-${value.operand.text}`;
  }
  return undefined;
}

const isProcessEnv = (node: ts.Expression): boolean => {
  const value = strip(node);
  return (
    ts.isPropertyAccessExpression(value) &&
    value.name.text === 'env' &&
    ts.isIdentifier(value.expression) &&
    value.expression.text === 'process'
  );
};

const isImportMetaEnv = (node: ts.Expression): boolean => {
  const value = strip(node);
  return (
    ts.isPropertyAccessExpression(value) &&
    value.name.text === 'env' &&
    ts.isMetaProperty(value.expression) &&
    value.expression.keywordToken === ts.SyntaxKind.ImportKeyword
  );
};

const FALLBACK = new Set([
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.QuestionQuestionToken,
  ts.SyntaxKind.BarBarEqualsToken,
  ts.SyntaxKind.QuestionQuestionEqualsToken,
]);
const NUMBER_PARSERS = new Set(['parseInt', 'parseFloat', 'Number', 'String']);

/** Whether an expression reads the variable somewhere inside it (`X.toLowerCase()`, `parseInt(X)`). */
function readsName(node: ts.Node, name: string, nameOf: (node: ts.Expression) => string | undefined): boolean {
  if (ts.isExpression(node) && nameOf(node) === name) return true;
  return node.forEachChild((child) => (readsName(child, name, nameOf) ? true : undefined)) ?? false;
}

/**
 * The literal a read falls back to, and whether the read stands alone (no
 * non-literal alternative), walking up `||`/`??` chains, number parsers and a
 * `X ? X : 'v'` conditional.
 */
function fallbackOf(read: ts.Node, name: string, nameOf: (node: ts.Expression) => string | undefined) {
  let current: ts.Node = read;
  let alone = true;
  // `parseInt(X || '', 10) || 3000`: an empty string only feeds a parser, the outer literal is the default.
  let empty: string | undefined;
  for (;;) {
    const { node, parent } = outer(current);
    if (ts.isBinaryExpression(parent) && FALLBACK.has(parent.operatorToken.kind)) {
      if (parent.left === node) {
        const value = literal(parent.right);
        if (value === '') empty = value;
        else if (value !== undefined) return { default: value, alone };
      }
      if (parent.left !== node || literal(parent.right) === undefined) alone = false;
      current = parent;
      continue;
    }
    if (
      ts.isCallExpression(parent) &&
      parent.arguments[0] === node &&
      ts.isIdentifier(parent.expression) &&
      NUMBER_PARSERS.has(parent.expression.text)
    ) {
      current = parent;
      continue;
    }
    if (
      ts.isConditionalExpression(parent) &&
      nameOf(parent.condition) === name &&
      readsName(parent.whenTrue, name, nameOf) &&
      node !== parent.whenFalse
    ) {
      const value = literal(parent.whenFalse);
      if (value !== undefined) return { default: value, alone };
    }
    return { default: empty, alone, top: node };
  }
}

const LOGGERS = new Set(['console', 'logger', 'log']);

/**
 * Whether a read is an argument of a console or logger call: what it falls
 * back to there (`X || 'NOT SET'`) is text for the log, not a default.
 */
function inLogCall(node: ts.Node): boolean {
  for (let current = node.parent; current && !ts.isFunctionLike(current); current = current.parent) {
    if (
      ts.isCallExpression(current) &&
      ts.isPropertyAccessExpression(current.expression) &&
      ts.isIdentifier(current.expression.expression) &&
      LOGGERS.has(current.expression.expression.text)
    ) {
      return true;
    }
  }
  return false;
}

/** `!x`, `x === undefined`, `x == null`, `x === ''`: the expressions a condition tests for absence. */
function absenceTests(condition: ts.Expression): ts.Expression[] {
  const value = strip(condition);
  if (ts.isPrefixUnaryExpression(value) && value.operator === ts.SyntaxKind.ExclamationToken) {
    return [strip(value.operand)];
  }
  if (ts.isBinaryExpression(value)) {
    const operator = value.operatorToken.kind;
    if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.AmpersandAmpersandToken) {
      return [...absenceTests(value.left), ...absenceTests(value.right)];
    }
    const equality = [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.EqualsEqualsToken].includes(operator);
    const empty = (node: ts.Expression) => {
      const side = strip(node);
      return (
        side.kind === ts.SyntaxKind.NullKeyword ||
        (ts.isIdentifier(side) && side.text === 'undefined') ||
        literal(side) === ''
      );
    };
    if (equality && empty(value.right)) return [strip(value.left)];
    if (equality && empty(value.left)) return [strip(value.right)];
  }
  return [];
}

/** Whether a statement throws or exits the process, not counting nested functions. */
function fails(statement: ts.Statement): ts.Node | undefined {
  let found: ts.Node | undefined;
  const walk = (node: ts.Node): void => {
    if (found || ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isThrowStatement(node)) found = node;
    else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'exit' &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'process'
    ) {
      found = node;
    }
    node.forEachChild(walk);
  };
  walk(statement);
  return found;
}

/** `x` or `this.x`: the key a local or a field is known by within a file. */
function holderKey(node: ts.Node): string | undefined {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node) && node.expression.kind === ts.SyntaxKind.ThisKeyword) {
    return `this.${node.name.text}`;
  }
  return undefined;
}

/** The reads of one file. */
export function readsOfFile(file: string, text: string): FileReads {
  const source = parse(file, text);
  const where = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  // Names bound to the whole of process.env in this file.
  const aliases = new Set<string>();
  let enumerates = false;
  visit(source, (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      isProcessEnv(node.initializer)
    ) {
      aliases.add(node.name.text);
      enumerates = true;
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'Object' &&
      node.arguments[0] &&
      isProcessEnv(node.arguments[0])
    ) {
      enumerates = true;
    }
  });
  const isEnv = (node: ts.Expression): boolean => {
    const value = strip(node);
    return isProcessEnv(value) || isImportMetaEnv(value) || (ts.isIdentifier(value) && aliases.has(value.text));
  };

  /** The variable an expression reads, when it is a read (not counting destructuring). */
  const nameOf = (node: ts.Expression): string | undefined => {
    const value = strip(node);
    if (ts.isPropertyAccessExpression(value) && isEnv(value.expression)) return value.name.text;
    if (ts.isElementAccessExpression(value) && isEnv(value.expression)) {
      const key = literal(value.argumentExpression);
      return key;
    }
    if (
      ts.isCallExpression(value) &&
      ts.isIdentifier(value.expression) &&
      value.expression.text === 'getEnvironmentVariable' &&
      value.arguments.length === 1 &&
      value.arguments[0]
    ) {
      return literal(value.arguments[0]);
    }
    return undefined;
  };

  const found: (Read & { node: ts.Node; holder?: string; assigned?: boolean })[] = [];
  const dynamic: string[] = [];
  const prefixes: { prefix: string; where: string }[] = [];

  const isWrite = (node: ts.Node) => {
    const { node: inner, parent } = outer(node);
    return (
      ts.isBinaryExpression(parent) &&
      parent.left === inner &&
      parent.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
      parent.operatorToken.kind <= ts.SyntaxKind.LastAssignment &&
      !FALLBACK.has(parent.operatorToken.kind)
    );
  };

  // `if (!process.env.X) process.env.X = 'v'`: the test's read gets the literal as its default.
  const setWhenUnset = new Map<ts.Node, string>();
  visit(source, (node) => {
    if (!ts.isIfStatement(node)) return;
    for (const tested of absenceTests(node.expression)) {
      const name = nameOf(tested);
      if (name === undefined) continue;
      visit(node.thenStatement, (inner) => {
        if (
          ts.isBinaryExpression(inner) &&
          inner.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
          nameOf(inner.left) === name
        ) {
          const value = literal(inner.right);
          if (value !== undefined) setWhenUnset.set(tested, value);
        }
      });
    }
  });

  const record = (node: ts.Expression, name: string) => {
    if (isWrite(node)) return;
    const setDefault = setWhenUnset.get(node);
    const fallback =
      setDefault !== undefined
        ? { alone: false, default: setDefault, top: undefined }
        : inLogCall(node)
          ? { alone: false, default: undefined, top: undefined }
          : fallbackOf(node, name, nameOf);
    let holder: string | undefined;
    let assigned = false;
    if (fallback.alone && !fallback.default && fallback.top) {
      const parent = fallback.top.parent;
      if (ts.isVariableDeclaration(parent) && parent.initializer === fallback.top) holder = holderKey(parent.name);
      if (
        ts.isBinaryExpression(parent) &&
        parent.right === fallback.top &&
        parent.operatorToken.kind === ts.SyntaxKind.EqualsToken
      ) {
        holder = holderKey(parent.left);
        assigned = true;
      }
    }
    found.push({
      name,
      where: where(node),
      node,
      ...(fallback.default !== undefined ? { default: fallback.default } : {}),
      ...(holder ? { holder, assigned } : {}),
    });
  };

  visit(source, (node) => {
    if (ts.isPropertyAccessExpression(node) && isEnv(node.expression)) {
      record(node, node.name.text);
    } else if (ts.isElementAccessExpression(node) && isEnv(node.expression)) {
      const key = literal(node.argumentExpression);
      if (key !== undefined) record(node, key);
      else if (!isWrite(node)) dynamic.push(where(node));
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const name = nameOf(node);
      if (name !== undefined) record(node, name);
    } else if (
      ts.isVariableDeclaration(node) &&
      ts.isObjectBindingPattern(node.name) &&
      node.initializer &&
      isEnv(node.initializer)
    ) {
      for (const element of node.name.elements) {
        const key = element.propertyName ?? element.name;
        const name = ts.isIdentifier(key) || ts.isStringLiteral(key) ? key.text : undefined;
        if (!name) continue;
        const value = element.initializer && literal(element.initializer);
        found.push({
          name,
          where: where(element),
          node: element,
          ...(value !== undefined ? { default: value } : {}),
          ...(value === undefined && ts.isIdentifier(element.name) ? { holder: element.name.text } : {}),
        });
      }
    } else if (
      enumerates &&
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'startsWith' &&
      node.arguments[0]
    ) {
      const prefix = literal(node.arguments[0]);
      if (prefix && /^[A-Z][A-Z0-9_]*_$/.test(prefix)) prefixes.push({ prefix, where: where(node) });
    }
  });

  // Required: an `if` that tests a read (or the holder of a lone read) for absence and then fails.
  // A local assigned again elsewhere (`key = await prompt()`) may be filled without the variable.
  const assignments = new Map<string, number>();
  visit(source, (node) => {
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
      const key = holderKey(node.left);
      if (key) assignments.set(key, (assignments.get(key) ?? 0) + 1);
    }
  });
  const failsWithout = new Map<string, string>();
  visit(source, (node) => {
    if (!ts.isIfStatement(node)) return;
    const failure = fails(node.thenStatement);
    if (!failure) return;
    for (const tested of absenceTests(node.expression)) {
      const name = nameOf(tested);
      const key = name ? `env:${name}` : holderKey(tested);
      if (key && !failsWithout.has(key)) failsWithout.set(key, where(failure));
    }
  });
  const reads = found.map(({ node, holder, assigned, ...read }) => {
    void node;
    const onlyFromRead = holder !== undefined && (assignments.get(holder) ?? 0) === (assigned ? 1 : 0);
    const guard = !read.default
      ? (failsWithout.get(`env:${read.name}`) ?? (onlyFromRead ? failsWithout.get(holder) : undefined))
      : undefined;
    return guard ? { ...read, requiredAt: guard } : read;
  });
  return { reads, prefixes, dynamic };
}

/** The variable names a template or manifest sets (or shows, commented out). */
export function templateNames(file: string, text: string): string[] {
  const names = new Set<string>();
  if (/\.ya?ml$/.test(file)) {
    const doc = yaml.load(text);
    const add = (value: unknown) => {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        for (const key of Object.keys(value)) if (/^[A-Z][A-Z0-9_]*$/.test(key)) names.add(key);
      }
    };
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) {
          // render.yaml: envVars: [{ key: NAME, … }]; Copilot: variables: / secrets: { NAME: … }.
          if (key === 'envVars' && Array.isArray(child)) {
            for (const item of child) {
              const name = (item as { key?: unknown }).key;
              if (typeof name === 'string') names.add(name);
            }
          } else if (key === 'variables' || key === 'secrets') add(child);
          else walk(child);
        }
      }
    };
    walk(doc);
  } else {
    for (const line of text.split('\n')) {
      const match = /^\s*(?:#\s*)?(?:export\s+)?([A-Z][A-Z0-9_]*)\s*=/.exec(line);
      if (match?.[1]) names.add(match[1]);
    }
  }
  return [...names];
}

function mostFrequentFirst(values: string[]): string[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([value]) => value);
}

export function extractEnv(checkout: Checkout, problems?: Problems): EnvData {
  const byName = new Map<string, Read[]>();
  const elsewhere = new Map<string, string>();
  const prefixReads: { prefix: string; where: string }[] = [];
  const dynamicReads: string[] = [];
  for (const file of checkout.files) {
    if (!isCodeFile(file)) continue;
    const text = checkout.read(file);
    if (text === undefined || !/env/.test(text)) continue;
    const result = readsOfFile(file, text);
    prefixReads.push(...result.prefixes);
    if (packageOf(file)) {
      dynamicReads.push(...result.dynamic);
      for (const read of result.reads) byName.set(read.name, [...(byName.get(read.name) ?? []), read]);
    } else {
      for (const read of result.reads) if (!elsewhere.has(read.name)) elsewhere.set(read.name, read.where);
    }
  }

  const templatesOf = new Map<string, string[]>();
  for (const template of TEMPLATES) {
    const text = checkout.read(template);
    if (text === undefined) continue;
    for (const name of templateNames(template, text))
      templatesOf.set(name, [...(templatesOf.get(name) ?? []), template]);
  }

  const variables: EnvVariable[] = [...byName]
    .map(([name, reads]) => ({
      name,
      packages: (Object.keys(READERS) as EnvPackage[]).filter((pkg) =>
        reads.some((read) => read.where.startsWith(READERS[pkg])),
      ),
      where: reads.map((read) => read.where),
      defaults: mostFrequentFirst(reads.flatMap((read) => (read.default !== undefined ? [read.default] : []))).map(
        (value) => ({
          value,
          packages: (Object.keys(READERS) as EnvPackage[]).filter((pkg) =>
            reads.some((read) => read.default === value && read.where.startsWith(READERS[pkg])),
          ),
        }),
      ),
      required: reads.some((read) => read.requiredAt),
      requiredAt: [...new Set(reads.flatMap((read) => (read.requiredAt ? [read.requiredAt] : [])))],
      templates: templatesOf.get(name) ?? [],
    }))
    .sort((a, b) => a.name.localeCompare(b.name));

  const byDependency = new Map<string, string>();
  for (const { names, dependency, manifest } of DEPENDENCY_READS) {
    const text = checkout.read(manifest);
    const declared = text ? (JSON.parse(text) as { dependencies?: Record<string, string> }).dependencies : undefined;
    if (!declared?.[dependency]) {
      problem(problems, `${manifest} no longer depends on ${dependency}: review DEPENDENCY_READS`);
      continue;
    }
    for (const name of names) byDependency.set(name, dependency);
  }

  const unread: UnreadName[] = [];
  const readElsewhere: EnvData['readElsewhere'] = [];
  const readByDependencies: EnvData['readByDependencies'] = [];
  for (const [name, templates] of [...templatesOf].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (byName.has(name) || prefixReads.some((read) => name.startsWith(read.prefix))) continue;
    const reader = elsewhere.get(name);
    const dependency = byDependency.get(name);
    if (reader) readElsewhere.push({ name, templates, where: reader });
    else if (dependency) readByDependencies.push({ name, templates, dependency });
    else unread.push({ name, templates });
  }
  const uniquePrefixes = [...new Map(prefixReads.map((read) => [read.prefix, read])).values()];
  return { variables, unread, readElsewhere, readByDependencies, prefixReads: uniquePrefixes, dynamicReads };
}
