// Reads the tools an MCP server package defines from its published JavaScript,
// without running it. Servers declare their tools in one of three ways, and
// all three are recognised:
//
//   { name: 'search', inputSchema: { type: 'object', properties, required } }
//   { name: 'search', inputSchema: zodToJsonSchema(SearchSchema) }
//   server.tool('search', 'what it does', { query: z.string() }, handler)
//
// The files are parsed with the TypeScript compiler and evaluated statically:
// literals, objects, arrays, spreads, conditions, constants of the same or an
// imported module, zod builders, and small functions made of declarations,
// `if` and `return` (with `process.env` as the caller describes it). Anything
// else (loops, I/O, other calls) evaluates to "unknown".
//
// The list comes from the server's `tools/list` handler when it evaluates to
// an array: that is what a client sees, including tools a server only lists
// under some environment. When the handler builds its list in a way the
// evaluator cannot follow (a loop), every tool definition in the package's
// files is listed instead, and a definition whose name or schema is unknown
// is left out rather than guessed.
import path from 'node:path';
import ts from 'typescript';
import { parse } from './ast';
import type { McpTool, McpToolParameter } from '../../src/data/nodes/types';

export type { McpTool, McpToolParameter };

/** A zod schema as far as a tool listing needs it: its JSON type, whether it may be left out, its fields. */
class Zod {
  constructor(
    readonly type: string,
    readonly optional = false,
    readonly shape?: Record<string, Value>,
  ) {}
  with(changes: Partial<Pick<Zod, 'type' | 'optional' | 'shape'>>): Zod {
    return new Zod(changes.type ?? this.type, changes.optional ?? this.optional, changes.shape ?? this.shape);
  }
}

/** The `z` namespace of zod. */
const ZOD_NAMESPACE = Symbol('zod');
/** A value that is only known when the program runs. */
const UNKNOWN = Symbol('unknown');

type Value =
  | string
  | number
  | boolean
  | null
  | undefined
  | Value[]
  | { [key: string]: Value }
  | Zod
  | typeof ZOD_NAMESPACE
  | typeof UNKNOWN
  | typeof OBJECT_BUILTIN
  | ModuleRef
  | Fn;

/** A namespace import (`import * as files from './files.js'`). */
class ModuleRef {
  constructor(readonly file: string) {}
}

/** A function of the package, called when a definition calls it. */
class Fn {
  constructor(
    readonly node: ts.FunctionLikeDeclaration,
    readonly file: string,
    readonly scope: Scope | undefined,
  ) {}
}

/** Local names of a function call, chained to the caller's. */
interface Scope {
  names: Map<string, Value>;
  parent: Scope | undefined;
}

/** Built-ins a tool list is assembled with. */
const OBJECT_BUILTIN = Symbol('Object');

const isRecord = (value: Value): value is { [key: string]: Value } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof Zod) &&
  !(value instanceof ModuleRef) &&
  !(value instanceof Fn);

type Binding =
  | { kind: 'value'; node: ts.Expression; file: string }
  | { kind: 'function'; node: ts.FunctionDeclaration; file: string }
  /** `name` is the imported name, `default`, or `*` for a namespace import. */
  | { kind: 'import'; from: string; name: string };

interface Module {
  source: ts.SourceFile;
  bindings: Map<string, Binding>;
}

const ZOD_LEAVES: Record<string, string> = {
  string: 'string',
  number: 'number',
  bigint: 'integer',
  boolean: 'boolean',
  date: 'string',
  any: 'any',
  unknown: 'any',
  null: 'null',
  record: 'object',
  map: 'object',
  literal: 'literal',
  enum: 'string',
  nativeEnum: 'string',
};

/** The JSON type of a literal (`z.literal('a')` is a string). */
const typeOfLiteral = (value: Value): string =>
  value === null
    ? 'null'
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? typeof value
      : 'any';

const joinTypes = (types: string[]): string => [...new Set(types)].join(' | ');

class PackageReader {
  private readonly modules = new Map<string, Module>();

  constructor(
    private readonly files: Record<string, string>,
    private readonly env: Record<string, string>,
  ) {}

  module(file: string): Module | undefined {
    const cached = this.modules.get(file);
    if (cached) return cached;
    const text = this.files[file];
    if (text === undefined) return undefined;
    const source = parse(file, text);
    const bindings = new Map<string, Binding>();
    const visit = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        // Bundles declare names in nested scopes; the first declaration of a name wins.
        if (!bindings.has(node.name.text))
          bindings.set(node.name.text, { kind: 'value', node: node.initializer, file });
      } else if (ts.isFunctionDeclaration(node) && node.name && node.body) {
        if (!bindings.has(node.name.text)) bindings.set(node.name.text, { kind: 'function', node, file });
      } else if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && node.importClause) {
        const from = node.moduleSpecifier.text;
        const clause = node.importClause;
        if (clause.name) bindings.set(clause.name.text, { kind: 'import', from, name: 'default' });
        const named = clause.namedBindings;
        if (named && ts.isNamespaceImport(named)) bindings.set(named.name.text, { kind: 'import', from, name: '*' });
        if (named && ts.isNamedImports(named)) {
          for (const element of named.elements) {
            bindings.set(element.name.text, {
              kind: 'import',
              from,
              name: (element.propertyName ?? element.name).text,
            });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    const module = { source, bindings };
    this.modules.set(file, module);
    return module;
  }

  /** The package file a relative import names, or undefined for another package. */
  private resolve(from: string, specifier: string): string | undefined {
    if (!specifier.startsWith('.')) return undefined;
    const base = path.posix.join(path.posix.dirname(from), specifier);
    return [base, `${base}.js`, `${base}/index.js`].find((candidate) => this.files[candidate] !== undefined);
  }

  private lookup(file: string, name: string, depth: number): Value {
    const binding = this.module(file)?.bindings.get(name);
    if (!binding) {
      if (name === 'z') return ZOD_NAMESPACE;
      if (name === 'Object') return OBJECT_BUILTIN;
      if (name === 'process') return { env: { ...this.env } };
      return UNKNOWN;
    }
    if (binding.kind === 'value') return this.evaluate(binding.node, binding.file, depth + 1);
    if (binding.kind === 'function') return new Fn(binding.node, binding.file, undefined);
    if (binding.from === 'zod')
      return binding.name === 'z' || binding.name === '*' || binding.name === 'default' ? ZOD_NAMESPACE : UNKNOWN;
    const target = this.resolve(file, binding.from);
    if (!target) return UNKNOWN;
    return binding.name === '*' ? new ModuleRef(target) : this.lookup(target, binding.name, depth + 1);
  }

  evaluate(node: ts.Expression, file: string, depth = 0, scope?: Scope): Value {
    if (depth > 80) return UNKNOWN;
    const next = (expression: ts.Expression) => this.evaluate(expression, file, depth + 1, scope);
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) {
      return next(node.expression);
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isNumericLiteral(node)) return Number(node.text);
    if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
    if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
    if (node.kind === ts.SyntaxKind.NullKeyword) return null;
    // Minifiers write booleans as !0 and !1.
    if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.ExclamationToken) {
      const operand = next(node.operand);
      return operand === UNKNOWN ? UNKNOWN : !operand;
    }
    if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) {
      const operand = next(node.operand);
      return typeof operand === 'number' ? -operand : UNKNOWN;
    }
    if (ts.isIdentifier(node)) {
      for (let level = scope; level; level = level.parent) {
        if (level.names.has(node.text)) return level.names.get(node.text);
      }
      return node.text === 'undefined' ? undefined : this.lookup(file, node.text, depth);
    }
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return new Fn(node, file, scope);
    if (ts.isBinaryExpression(node)) return this.binary(node, next);
    if (ts.isConditionalExpression(node)) {
      const condition = next(node.condition);
      if (condition === UNKNOWN) return UNKNOWN;
      return condition ? next(node.whenTrue) : next(node.whenFalse);
    }
    if (ts.isArrayLiteralExpression(node)) {
      const items: Value[] = [];
      for (const element of node.elements) {
        if (ts.isSpreadElement(element)) {
          const spread = next(element.expression);
          if (!Array.isArray(spread)) return UNKNOWN;
          items.push(...spread);
        } else items.push(next(element));
      }
      return items;
    }
    if (ts.isObjectLiteralExpression(node)) {
      const object: { [key: string]: Value } = {};
      for (const property of node.properties) {
        if (ts.isSpreadAssignment(property)) {
          const spread = next(property.expression);
          if (isRecord(spread)) Object.assign(object, spread);
          else if (spread !== undefined && spread !== null) return UNKNOWN;
        } else if (ts.isPropertyAssignment(property)) {
          const key = this.propertyKey(property.name, file, depth);
          if (key === undefined) return UNKNOWN;
          object[key] = next(property.initializer);
        } else if (ts.isShorthandPropertyAssignment(property)) {
          object[property.name.text] = next(property.name);
        }
        // Methods and accessors carry no schema.
      }
      return object;
    }
    if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
      const target = next(node.expression);
      const key = ts.isPropertyAccessExpression(node) ? node.name.text : next(node.argumentExpression);
      if (typeof key !== 'string') return UNKNOWN;
      if (target instanceof ModuleRef) return this.lookup(target.file, key, depth);
      if (target instanceof Zod && key === 'shape') return target.shape ?? UNKNOWN;
      if (isRecord(target)) return key in target ? target[key] : undefined;
      return UNKNOWN;
    }
    if (ts.isCallExpression(node)) return this.call(node, file, depth, scope);
    return UNKNOWN;
  }

  private binary(node: ts.BinaryExpression, next: (expression: ts.Expression) => Value): Value {
    const left = next(node.left);
    if (left === UNKNOWN) return UNKNOWN;
    switch (node.operatorToken.kind) {
      case ts.SyntaxKind.AmpersandAmpersandToken:
        return left ? next(node.right) : left;
      case ts.SyntaxKind.BarBarToken:
        return left ? left : next(node.right);
      case ts.SyntaxKind.QuestionQuestionToken:
        return left ?? next(node.right);
      case ts.SyntaxKind.EqualsEqualsEqualsToken:
      case ts.SyntaxKind.ExclamationEqualsEqualsToken: {
        const right = next(node.right);
        if (right === UNKNOWN || typeof left === 'object' || typeof right === 'object') return UNKNOWN;
        return (left === right) === (node.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken);
      }
      default:
        return UNKNOWN;
    }
  }

  /** Runs a small function: declarations, `if`, `return` and calls whose result is unused (logging). */
  private invoke(fn: Fn, args: Value[], depth: number): Value {
    const names = new Map<string, Value>();
    fn.node.parameters.forEach((parameter, index) => {
      if (ts.isIdentifier(parameter.name)) names.set(parameter.name.text, args[index]);
    });
    const scope: Scope = { names, parent: fn.scope };
    const body = fn.node.body;
    if (!body) return UNKNOWN;
    if (!ts.isBlock(body)) return this.evaluate(body, fn.file, depth + 1, scope);
    const NONE = Symbol('no return');
    const run = (statements: readonly ts.Statement[]): Value | typeof NONE => {
      for (const statement of statements) {
        if (ts.isReturnStatement(statement)) {
          return statement.expression ? this.evaluate(statement.expression, fn.file, depth + 1, scope) : undefined;
        }
        if (ts.isVariableStatement(statement)) {
          for (const declaration of statement.declarationList.declarations) {
            if (!ts.isIdentifier(declaration.name)) return UNKNOWN;
            const value = declaration.initializer
              ? this.evaluate(declaration.initializer, fn.file, depth + 1, scope)
              : undefined;
            names.set(declaration.name.text, value);
          }
        } else if (ts.isIfStatement(statement)) {
          const condition = this.evaluate(statement.expression, fn.file, depth + 1, scope);
          if (condition === UNKNOWN) return UNKNOWN;
          const branch = condition ? statement.thenStatement : statement.elseStatement;
          if (branch) {
            const result = run(ts.isBlock(branch) ? branch.statements : [branch]);
            if (result !== NONE) return result;
          }
        } else if (ts.isBlock(statement)) {
          const result = run(statement.statements);
          if (result !== NONE) return result;
        } else if (!(ts.isExpressionStatement(statement) && ts.isCallExpression(statement.expression))) {
          return UNKNOWN;
        }
      }
      return NONE;
    };
    const result = run(body.statements);
    return result === NONE ? undefined : result;
  }

  private propertyKey(name: ts.PropertyName, file: string, depth: number): string | undefined {
    if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
    if (ts.isComputedPropertyName(name)) {
      const key = this.evaluate(name.expression, file, depth + 1);
      return typeof key === 'string' ? key : undefined;
    }
    return undefined;
  }

  /** Calls a definition can be made of: zod builders and `zodToJsonSchema(schema)`. */
  private call(node: ts.CallExpression, file: string, depth: number, scope: Scope | undefined): Value {
    const args = node.arguments.map((argument) => this.evaluate(argument, file, depth + 1, scope));
    const callee = node.expression;
    if (ts.isIdentifier(callee) && /^zodToJsonSchema$|^toJsonSchema$/.test(callee.text)) return args[0];
    if (!ts.isPropertyAccessExpression(callee)) {
      const fn = this.evaluate(callee, file, depth + 1, scope);
      return fn instanceof Fn ? this.invoke(fn, args, depth + 1) : UNKNOWN;
    }
    const method = callee.name.text;
    const target = this.evaluate(callee.expression, file, depth + 1, scope);
    if (target === ZOD_NAMESPACE) return zodBuilder(method, args);
    if (target instanceof Zod) return zodMethod(target, method, args);
    if (target === OBJECT_BUILTIN && method === 'values' && isRecord(args[0])) return Object.values(args[0]);
    return UNKNOWN;
  }

  /**
   * The `tools` the file's `tools/list` handler returns, if it can be evaluated: the handler is the one
   * `setRequestHandler` call whose handler returns `{ tools: [...] }` (bundles rename the request schema).
   */
  listedTools(file: string): Value[] | undefined {
    const module = this.module(file);
    let listed: Value[] | undefined;
    const visit = (node: ts.Node): void => {
      if (
        !listed &&
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'setRequestHandler' &&
        node.arguments[1]
      ) {
        const handler = this.evaluate(node.arguments[1], file);
        const result = handler instanceof Fn ? this.invoke(handler, [], 0) : UNKNOWN;
        if (isRecord(result) && Array.isArray(result.tools)) listed = result.tools;
      }
      if (!listed) ts.forEachChild(node, visit);
    };
    if (module) visit(module.source);
    return listed;
  }
}

function zodBuilder(method: string, args: Value[]): Value {
  const leaf = ZOD_LEAVES[method];
  if (leaf === 'literal') return new Zod(typeOfLiteral(args[0]));
  if (leaf) return new Zod(leaf);
  if (method === 'object' || method === 'strictObject')
    return isRecord(args[0]) ? new Zod('object', false, args[0]) : UNKNOWN;
  if (method === 'array') return args[0] instanceof Zod ? new Zod(`${args[0].type}[]`) : new Zod('array');
  if (method === 'union' || method === 'discriminatedUnion') {
    const options = args.find(Array.isArray);
    if (!options?.every((option) => option instanceof Zod)) return UNKNOWN;
    return new Zod(joinTypes(options.map((option) => option.type)));
  }
  if (method === 'optional' && args[0] instanceof Zod) return args[0].with({ optional: true });
  if (method === 'nullable' && args[0] instanceof Zod) return args[0];
  return UNKNOWN;
}

function zodMethod(schema: Zod, method: string, args: Value[]): Value {
  switch (method) {
    case 'optional':
    case 'nullish':
    case 'default':
    case 'catch':
      return schema.with({ optional: true });
    case 'array':
      return new Zod(`${schema.type}[]`);
    case 'or': {
      const other = args[0];
      return other instanceof Zod ? new Zod(joinTypes([schema.type, other.type])) : UNKNOWN;
    }
    case 'extend':
    case 'merge': {
      const extra = args[0] instanceof Zod ? args[0].shape : isRecord(args[0]) ? args[0] : undefined;
      return extra && schema.shape ? schema.with({ shape: { ...schema.shape, ...extra } }) : UNKNOWN;
    }
    case 'partial':
      return schema.shape
        ? schema.with({
            shape: Object.fromEntries(
              Object.entries(schema.shape).map(([key, field]) => [
                key,
                field instanceof Zod ? field.with({ optional: true }) : field,
              ]),
            ),
          })
        : UNKNOWN;
    case 'pick':
    case 'omit': {
      const keys = isRecord(args[0]) ? Object.keys(args[0]) : undefined;
      if (!keys || !schema.shape) return UNKNOWN;
      const keep = (key: string) => (method === 'pick' ? keys.includes(key) : !keys.includes(key));
      return schema.with({ shape: Object.fromEntries(Object.entries(schema.shape).filter(([key]) => keep(key))) });
    }
    default:
      // Refinements, descriptions, bounds and formats (describe, min, url, int, strict…) keep the type.
      return schema;
  }
}

/** The JSON type of one JSON Schema property. */
function jsonSchemaType(schema: Value): string {
  if (!isRecord(schema)) return 'any';
  const { type, items, anyOf, oneOf } = schema;
  if (typeof type === 'string') return type === 'array' && isRecord(items) ? `${jsonSchemaType(items)}[]` : type;
  if (Array.isArray(type) && type.every((item) => typeof item === 'string')) return joinTypes(type);
  const variants = Array.isArray(anyOf) ? anyOf : Array.isArray(oneOf) ? oneOf : undefined;
  if (variants) return joinTypes(variants.map(jsonSchemaType));
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return typeOfLiteral(schema.enum[0]);
  return 'any';
}

/** The parameters of a tool's input schema (JSON Schema or zod), or undefined when it cannot be read. */
export function parametersOf(schema: Value): McpToolParameter[] | undefined {
  if (schema instanceof Zod) {
    if (!schema.shape) return undefined;
    return Object.entries(schema.shape).map(([name, field]) => ({
      name,
      type: field instanceof Zod ? field.type : 'any',
      required: field instanceof Zod ? !field.optional : false,
    }));
  }
  if (!isRecord(schema) || schema.type !== 'object') return undefined;
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  if (!isRecord(properties) || !Array.isArray(required)) return undefined;
  return Object.entries(properties).map(([name, property]) => ({
    name,
    type: jsonSchemaType(property),
    required: required.includes(name),
  }));
}

/** A zod raw shape (`{ query: z.string() }`), as `server.tool` takes it. */
const zodShape = (value: Value): value is { [key: string]: Value } =>
  isRecord(value) && Object.values(value).every((field) => field instanceof Zod);

export interface PackageTools {
  tools: McpTool[];
  /** Where the list was read: the server's `tools/list` handler, or every tool definition in the package. */
  from: 'tools/list handler' | 'tool definitions';
}

/**
 * The tools an MCP server package offers, from its JavaScript files (paths
 * relative to the package root, text as published). `env` is the environment
 * the server runs with, for servers that list tools by environment.
 */
export function toolsInPackage(files: Record<string, string>, env: Record<string, string> = {}): PackageTools {
  const reader = new PackageReader(files, env);
  const scripts = Object.keys(files)
    .filter((file) => /\.(c|m)?js$/.test(file))
    .sort();
  for (const file of scripts) {
    const listed = reader.listedTools(file);
    if (!listed) continue;
    const tools = listed.map((tool, index): McpTool => {
      const parameters = isRecord(tool) ? parametersOf(tool.inputSchema) : undefined;
      if (!isRecord(tool) || typeof tool.name !== 'string' || !parameters) {
        throw new Error(`${file}: tool ${index + 1} of the tools/list handler has no readable name or input schema`);
      }
      return { name: tool.name, parameters };
    });
    return { tools, from: 'tools/list handler' };
  }
  return { tools: definedTools(reader, scripts), from: 'tool definitions' };
}

/** Every tool definition in the files, in the order found; a name defined twice keeps its first definition. */
function definedTools(reader: PackageReader, scripts: string[]): McpTool[] {
  const tools = new Map<string, McpTool>();
  const add = (name: Value, parameters: McpToolParameter[] | undefined): void => {
    if (typeof name !== 'string' || !name || tools.has(name)) return;
    if (!parameters) throw new Error(`the input schema of tool ${name} cannot be read`);
    tools.set(name, { name, parameters });
  };
  for (const file of scripts) {
    const module = reader.module(file);
    if (!module) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isObjectLiteralExpression(node)) {
        const has = (key: string) =>
          node.properties.some((property) => ts.isPropertyAssignment(property) && property.name.getText() === key);
        if (has('name') && has('inputSchema')) {
          const value = reader.evaluate(node, file);
          if (isRecord(value)) add(value.name, parametersOf(value.inputSchema));
        }
      } else if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        /^(tool|registerTool)$/.test(node.expression.name.text) &&
        node.arguments.length >= 2
      ) {
        const [name, ...rest] = node.arguments.map((argument) => reader.evaluate(argument, file));
        if (node.expression.name.text === 'registerTool') {
          const schema = isRecord(rest[0]) ? rest[0].inputSchema : UNKNOWN;
          add(
            name,
            schema === undefined
              ? []
              : zodShape(schema)
                ? parametersOf(new Zod('object', false, schema))
                : parametersOf(schema),
          );
        } else {
          // tool(name, [description], [shape], handler): the shape is the object argument made of zod fields.
          const shape = rest.find(zodShape);
          const takesNoInput = rest.every((argument) => typeof argument === 'string' || argument instanceof Fn);
          add(name, shape ? parametersOf(new Zod('object', false, shape)) : takesNoInput ? [] : undefined);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(module.source);
  }
  return [...tools.values()];
}
