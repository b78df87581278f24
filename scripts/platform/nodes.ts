// The node classes of the platform (packages/components/nodes/**), read as the
// Studio reference shows them: label, category, version, credential, inputs
// and outputs, in the shape of src/data/nodes/nodes.json. The classes are read
// with the TypeScript compiler API (classes.ts, lenient mode); a variant that
// extends another node class (`class AAILLMChain extends OriginalLLMChain`,
// the parent from `require('./LLMChain')`) starts from its parent's fields.
//
// nodes.json itself is maintained by hand (scripts/generate-nodes.mjs made it
// once): src/data/nodes/source.test.ts compares it with this extraction at the
// commit it names, and the drift report (drift.ts) compares the extraction at
// two commits. Base classes are left out: the source spreads them from runtime
// classes (`getBaseClasses(X)`).
import path from 'node:path';
import ts from 'typescript';
import type { NodeInput, NodeRecord } from '../../src/data/nodes/types';
import type { DeclaredValue } from '../../src/data/agentflow/types';
import { parse } from './ast';
import type { Checkout } from './checkout';
import { asRecord, constructorFields, evaluate, exportedClass, type DataRecord, type Value } from './classes';
import { PARAMETER_TYPES } from '../generate-nodes.mjs';

export const NODES_DIR = 'packages/components/nodes';

/** A node class as the reference shows it; `file` is its source. */
export type ExtractedNode = Omit<NodeRecord, 'baseClasses'> & { file: string };

/** Input types set on the node itself; any other names a class (one list for both ways of reading nodes). */
export { PARAMETER_TYPES };

const LENIENT = { strict: false };

const isNodeFile = (file: string) =>
  file.startsWith(`${NODES_DIR}/`) && file.endsWith('.ts') && !/\.(test|spec)\.ts$|\.d\.ts$/.test(file);

/** `./LLMChain` from a file → the .ts file it names. */
function resolveModule(checkout: Pick<Checkout, 'read'>, from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.posix.join(path.posix.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}/index.ts`].find((file) => file.endsWith('.ts') && checkout.read(file));
}

/** `require('./x')` → './x'. */
function requiredModule(node: ts.Expression): string | undefined {
  if (
    ts.isCallExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'require' &&
    node.arguments[0] &&
    ts.isStringLiteral(node.arguments[0])
  ) {
    return node.arguments[0].text;
  }
  return undefined;
}

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isAsExpression(node) || ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node;

/** The module and name of each named import of a file (`import { CATEGORY } from '../helpers'`). */
function namedImports(source: ts.SourceFile): Map<string, { module: string; name: string }> {
  const imports = new Map<string, { module: string; name: string }>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const named = statement.importClause?.namedBindings;
    if (!named || !ts.isNamedImports(named)) continue;
    for (const element of named.elements) {
      imports.set(element.name.text, {
        module: statement.moduleSpecifier.text,
        name: (element.propertyName ?? element.name).text,
      });
    }
  }
  return imports;
}

/** A top-level `const NAME = <initializer>` or `function NAME` of a file. */
function topLevel(source: ts.SourceFile, name: string): ts.Node | undefined {
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return statement;
    if (!ts.isVariableStatement(statement)) continue;
    const declaration = statement.declarationList.declarations.find(
      (item) => ts.isIdentifier(item.name) && item.name.text === name,
    );
    if (declaration?.initializer) return declaration.initializer;
  }
  return undefined;
}

/** Fields whose value may be a string constant of the node's own or an imported module (`this.category = CATEGORY`). */
const NAMED_FIELDS = ['label', 'name', 'category', 'type'];

class NodeReader {
  private readonly fieldsCache = new Map<string, Map<string, Value> | undefined>();

  constructor(private readonly checkout: Pick<Checkout, 'read'>) {}

  private source(file: string): ts.SourceFile | undefined {
    const text = this.checkout.read(file);
    return text === undefined ? undefined : parse(file, text);
  }

  /** The declaration behind a name of `file`: its own top-level one, or the one it imports from a relative module. */
  private declared(file: string, source: ts.SourceFile, name: string): { node: ts.Node; file: string } | undefined {
    const own = topLevel(source, name);
    if (own) return { node: own, file };
    const imported = namedImports(source).get(name);
    const target = imported && resolveModule(this.checkout, file, imported.module);
    const targetSource = target ? this.source(target) : undefined;
    const node = targetSource && imported && topLevel(targetSource, imported.name);
    return node && target ? { node, file: target } : undefined;
  }

  /** The constructor fields of class `name` in `file` (its exported node class when `name` is undefined). */
  fields(file: string, name?: string, depth = 0): Map<string, Value> | undefined {
    const key = `${file}#${name ?? ''}`;
    if (this.fieldsCache.has(key)) return this.fieldsCache.get(key);
    this.fieldsCache.set(key, undefined);
    const source = this.source(file);
    if (!source || depth > 5) return undefined;
    const className = name ?? exportedClass(source);
    const declaration = source.statements.find(
      (statement): statement is ts.ClassDeclaration =>
        ts.isClassDeclaration(statement) && statement.name?.text === className,
    );
    if (!declaration) return undefined;
    const parent = declaration.heritageClauses?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword)
      ?.types[0]?.expression;
    const inherited = parent && ts.isIdentifier(parent) ? this.binding(source, file, parent.text, depth) : undefined;
    const fields = constructorFields(declaration, file, LENIENT, inherited, (statement, current) =>
      this.addedInputs(source, file, statement, current),
    );
    for (const field of NAMED_FIELDS) {
      const value = fields.get(field);
      const constant = value && typeof value === 'object' && 'constant' in value ? value.constant : undefined;
      if (typeof constant !== 'string' || !/^[A-Za-z_$][\w$]*$/.test(constant)) continue;
      const found = this.declared(file, source, constant);
      if (found && (ts.isStringLiteral(found.node) || ts.isNoSubstitutionTemplateLiteral(found.node))) {
        fields.set(field, found.node.text);
      }
    }
    this.fieldsCache.set(key, fields);
    return fields;
  }

  /**
   * Inputs a constructor adds after assigning `this.inputs`: `this.inputs.push(…)`, or a
   * helper given `this.inputs` that pushes a list of its own (`addMMRInputParams(this.inputs)`).
   */
  private addedInputs(source: ts.SourceFile, file: string, statement: ts.Statement, fields: Map<string, Value>): void {
    if (!ts.isExpressionStatement(statement) || !ts.isCallExpression(statement.expression)) return;
    const call = statement.expression;
    const current = fields.get('inputs');
    if (!Array.isArray(current)) return;
    const isThisInputs = (node: ts.Expression) =>
      ts.isPropertyAccessExpression(node) &&
      node.name.text === 'inputs' &&
      node.expression.kind === ts.SyntaxKind.ThisKeyword;
    const pushed = (args: readonly ts.Expression[], evaluateIn: (node: ts.Expression) => Value): DeclaredValue[] =>
      args.flatMap((arg) => {
        const value = evaluateIn(ts.isSpreadElement(arg) ? arg.expression : arg);
        if (ts.isSpreadElement(arg)) return Array.isArray(value) ? value : [];
        return value === undefined ? [] : [value];
      });
    if (
      ts.isPropertyAccessExpression(call.expression) &&
      call.expression.name.text === 'push' &&
      isThisInputs(call.expression.expression)
    ) {
      fields.set('inputs', [...current, ...pushed(call.arguments, (node) => evaluate(node, fields, file, LENIENT))]);
      return;
    }
    if (!ts.isIdentifier(call.expression) || !call.arguments.some(isThisInputs)) return;
    const helper = this.declared(file, source, call.expression.text);
    const body =
      helper && (ts.isArrowFunction(helper.node) || ts.isFunctionDeclaration(helper.node)) ? helper.node : undefined;
    const parameter = body?.parameters[call.arguments.findIndex(isThisInputs)]?.name;
    if (!body?.body || !parameter || !ts.isIdentifier(parameter)) return;
    // The helper's own lists, by name, then what it pushes into the parameter.
    const locals = new Map<string, Value>();
    const local = (node: ts.Expression): Value =>
      ts.isIdentifier(node) && locals.has(node.text)
        ? locals.get(node.text)
        : evaluate(node, new Map(), helper!.file, LENIENT);
    let added: DeclaredValue[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        locals.set(node.name.text, local(node.initializer));
      } else if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'push' &&
        ts.isIdentifier(node.expression.expression) &&
        node.expression.expression.text === parameter.text
      ) {
        added = [...added, ...pushed(node.arguments, local)];
      }
      node.forEachChild(visit);
    };
    visit(body.body);
    fields.set('inputs', [...current, ...added]);
  }

  /** The fields of the class an identifier of `source` stands for. */
  private binding(source: ts.SourceFile, file: string, name: string, depth: number): Map<string, Value> | undefined {
    for (const statement of source.statements) {
      if (ts.isClassDeclaration(statement) && statement.name?.text === name) return this.fields(file, name, depth + 1);
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer && unwrap(declaration.initializer);
        if (!init) continue;
        // const { nodeClass: Parent } = require('./Parent')
        if (ts.isObjectBindingPattern(declaration.name)) {
          const element = declaration.name.elements.find((item) => item.name.getText() === name);
          const module = requiredModule(init);
          const target = module && resolveModule(this.checkout, file, module);
          if (element && target) return this.fields(target, undefined, depth + 1);
          continue;
        }
        if (!ts.isIdentifier(declaration.name) || declaration.name.text !== name) continue;
        // const Base = Parent as new () => …
        if (ts.isIdentifier(init)) return this.binding(source, file, init.text, depth + 1);
        // const Parent = require('./Parent').nodeClass
        if (ts.isPropertyAccessExpression(init) && init.name.text === 'nodeClass') {
          const module = requiredModule(init.expression);
          const target = module && resolveModule(this.checkout, file, module);
          if (target) return this.fields(target, undefined, depth + 1);
        }
      }
    }
    return undefined;
  }
}

const text = (value: DeclaredValue | undefined): string | undefined => (typeof value === 'string' ? value : undefined);

/** An option's stored value: its `name`, or the member of an enum it names (`Enum.VALUE` → `VALUE`). */
function optionName(option: DeclaredValue): string | undefined {
  if (typeof option === 'string') return option;
  const record = asRecord(option);
  const value = record?.name ?? record?.label ?? option;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'constant' in value && typeof value.constant === 'string') {
    return value.constant.split('.').pop();
  }
  return undefined;
}

const containsConstant = (value: DeclaredValue): boolean =>
  Array.isArray(value)
    ? value.some(containsConstant)
    : value !== null && typeof value === 'object'
      ? 'constant' in value || Object.values(value).some(containsConstant)
      : false;

/** One input as nodes.json writes it (the rules of scripts/generate-nodes.mjs `cleanInput`). */
export function toNodeInput(raw: DataRecord): NodeInput | undefined {
  const name = text(raw.name);
  const type = text(raw.type);
  if (!name || !type) return undefined;
  const input: NodeInput = {
    label: text(raw.label) || name.charAt(0).toUpperCase() + name.slice(1),
    name,
    type,
    required: raw.optional !== true,
  };
  if (!PARAMETER_TYPES.has(type)) input.connection = true;
  if (raw.optional !== undefined && typeof raw.optional !== 'boolean') {
    input.required = false;
    input.requiredNote = 'Depends on the server configuration';
  }
  const fallback = raw.default;
  if (fallback !== undefined && fallback !== null && fallback !== '') {
    if (containsConstant(fallback) || (type === 'tabs' && typeof fallback === 'string')) {
      input.defaultNote = 'Set in code';
    } else if (typeof fallback === 'object') input.default = JSON.stringify(fallback);
    else input.default = fallback;
  }
  if (Array.isArray(raw.options) && raw.options.length > 0) {
    input.options = raw.options.map(optionName).filter((option): option is string => option !== undefined);
  }
  if (typeof raw.loadMethod === 'string') input.optionsFromProvider = true;
  if (raw.list === true) input.list = true;
  if (raw.additionalParams === true) input.additional = true;
  if (raw.acceptVariable === true) input.acceptsVariables = true;
  if (raw.show !== undefined || raw.hide !== undefined) input.conditional = true;
  return input;
}

/** A node class's facts from its constructor fields, or undefined when it has no string name and label. */
export function toNodeRecord(fields: ReadonlyMap<string, Value>, file: string): ExtractedNode | undefined {
  const name = text(fields.get('name'));
  const label = text(fields.get('label'));
  if (!name || !label) return undefined;
  const version = fields.get('version');
  const credential = asRecord(fields.get('credential'));
  const credentialNames = Array.isArray(credential?.credentialNames)
    ? credential.credentialNames.filter((item): item is string => typeof item === 'string')
    : [];
  const inputs: NodeInput[] = [];
  const rawInputs = fields.get('inputs');
  for (const item of Array.isArray(rawInputs) ? rawInputs : []) {
    const record = asRecord(item);
    const input = record && toNodeInput(record);
    // A loader that declares an input twice shows it once.
    if (input && !inputs.some((other) => other.name === input.name)) inputs.push(input);
  }
  const rawOutputs = fields.get('outputs');
  const outputs = (Array.isArray(rawOutputs) ? rawOutputs : []).flatMap((item) => {
    const record = asRecord(item);
    const outputLabel = text(record?.label);
    const outputName = text(record?.name);
    return outputLabel && outputName ? [{ label: outputLabel, name: outputName }] : [];
  });
  const tags = fields.get('tags');
  const badge = text(fields.get('badge'));
  return {
    name,
    label,
    category: text(fields.get('category')) ?? '',
    type: text(fields.get('type')) ?? label,
    version: typeof version === 'number' ? version : null,
    ...(badge ? { badge } : {}),
    ...(Array.isArray(tags) && tags.length > 0
      ? { tags: tags.filter((tag): tag is string => typeof tag === 'string') }
      : {}),
    // `optional: serverCredentialsExists`: optional when the server holds a default credential.
    credential:
      credentialNames.length > 0
        ? { names: credentialNames, optional: credential?.optional !== undefined && credential.optional !== false }
        : null,
    inputs,
    ...(outputs.length > 0 ? { outputs } : {}),
    file,
  };
}

/** Every node class of the checkout, by its Studio name (the first file wins when two declare one name). */
export function extractNodes(checkout: Pick<Checkout, 'files' | 'read'>): Map<string, ExtractedNode> {
  const reader = new NodeReader(checkout);
  const nodes = new Map<string, ExtractedNode>();
  for (const file of checkout.files.filter(isNodeFile)) {
    if (!checkout.read(file)?.includes('nodeClass')) continue;
    const fields = reader.fields(file);
    const node = fields && toNodeRecord(fields, file);
    if (node && !nodes.has(node.name)) nodes.set(node.name, node);
  }
  return nodes;
}

const show = (value: unknown): string => (value === undefined ? 'none' : JSON.stringify(value));

/** The input's default as a reader sees it: a value, "set in code", or none. */
const defaultOf = (input: NodeInput): unknown =>
  input.default !== undefined ? input.default : input.defaultNote !== undefined ? 'set in code' : undefined;

/**
 * How `after` differs from `before` in what the reference shows: label,
 * category, version, badge, credential, inputs (added, removed, and each
 * input's label, type, requirement, default and options) and outputs. One
 * line per difference, empty when they agree.
 */
export function nodeChanges(before: Omit<NodeRecord, 'baseClasses'>, after: Omit<NodeRecord, 'baseClasses'>): string[] {
  const changes: string[] = [];
  for (const key of ['label', 'category', 'version', 'badge'] as const) {
    if (before[key] !== after[key]) changes.push(`${key}: ${show(before[key])} → ${show(after[key])}`);
  }
  const credential = (node: typeof before) =>
    node.credential ? `${node.credential.names.join(', ')}${node.credential.optional ? ' (optional)' : ''}` : undefined;
  if (credential(before) !== credential(after)) {
    changes.push(`credential: ${show(credential(before))} → ${show(credential(after))}`);
  }
  const afterInputs = new Map(after.inputs.map((input) => [input.name, input]));
  const beforeNames = new Set(before.inputs.map((input) => input.name));
  for (const input of before.inputs) {
    const next = afterInputs.get(input.name);
    if (!next) {
      changes.push(`input removed: ${input.name} ("${input.label}")`);
      continue;
    }
    const fields: [string, unknown, unknown][] = [
      ['label', input.label, next.label],
      ['type', input.type, next.type],
      ['required', input.requiredNote ? 'depends' : input.required, next.requiredNote ? 'depends' : next.required],
      ['default', defaultOf(input), defaultOf(next)],
      ['options', input.options, next.options],
      ['additional', input.additional === true, next.additional === true],
    ];
    for (const [field, was, now] of fields) {
      if (JSON.stringify(was) !== JSON.stringify(now)) {
        changes.push(`input ${input.name} ${field}: ${show(was)} → ${show(now)}`);
      }
    }
  }
  for (const input of after.inputs) {
    if (!beforeNames.has(input.name)) changes.push(`input added: ${input.name} ("${input.label}", ${input.type})`);
  }
  const outputs = (node: typeof before) => (node.outputs ?? []).map((output) => `${output.name} ("${output.label}")`);
  if (JSON.stringify(outputs(before)) !== JSON.stringify(outputs(after))) {
    changes.push(`outputs: ${outputs(before).join(', ') || 'none'} → ${outputs(after).join(', ') || 'none'}`);
  }
  return changes;
}
