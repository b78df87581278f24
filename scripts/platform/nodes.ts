// The node classes of the platform (packages/components/nodes/**), read as the
// Studio reference shows them: label, category, version, credential, inputs
// and outputs, in the shape of src/data/nodes/nodes.json. The classes are read
// with the TypeScript compiler API (classes.ts, lenient mode); a variant that
// extends another node class (`class AAILLMChain extends OriginalLLMChain`,
// the parent from `require('./LLMChain')`) starts from its parent's fields.
//
// `npm run platform:extract` writes src/data/nodes/nodes.json from this
// extraction (nodesFile below): every node the node pool loads but the
// Agentflows V2 ones (agentflow.ts has those), with where the Studio's node
// drawer shows it, and its base classes, which the source spreads from runtime
// classes (`getBaseClasses(X)`) and baseClasses.ts reads from the packages'
// type declarations. The drift report (drift.ts) compares the extraction at
// two commits.
import path from 'node:path';
import ts from 'typescript';
import type { NodeInput, NodeOutput, NodeRecord } from '../../src/data/nodes/types';
import type { BaseClassCall, BaseClassResult } from './baseClasses';
import type { DeclaredValue } from '../../src/data/agentflow/types';
import { parse } from './ast';
import type { Checkout } from './checkout';
import { asRecord, constructorFields, evaluate, exportedClass, type DataRecord, type Value } from './classes';

export const NODES_DIR = 'packages/components/nodes';

/** One entry of a `baseClasses` list as the source writes it: a class name, or `...getBaseClasses(X)` of a file. */
export type DeclaredClass = string | BaseClassCall;

/**
 * A node class as the reference shows it; `file` is its source. Its base classes and each output's are kept as
 * the source declares them until resolveBaseClasses() reads the spread classes' ancestors.
 */
export type ExtractedNode = Omit<NodeRecord, 'baseClasses' | 'outputs' | 'nodePool'> & {
  file: string;
  /** The class names an `author`: a community node. */
  community?: true;
  declaredClasses: DeclaredClass[];
  outputs?: (NodeOutput & { declaredClasses?: DeclaredClass[] })[];
};

/** Input types set on the node itself; any other type names the class of a node that plugs in. */
export const PARAMETER_TYPES = new Set([
  'string',
  'number',
  'boolean',
  'json',
  'options',
  'asyncOptions',
  'multiOptions',
  'asyncMultiOptions',
  'file',
  'code',
  'password',
  'tabs',
  'datagrid',
  'conditionFunction',
  'googleDrive',
  'contentfulConfig',
  'string | number | boolean | json | array',
]);

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

/** `...getBaseClasses(X)` as evaluate() keeps it, and as tagBaseClassCalls() tags it with the file that wrote it. */
const SPREAD_CALL = /^\.\.\.getBaseClasses\((\w+)\)(?: in (.+))?$/;

/** The code text evaluate() kept for a value that is not data (`{ constant: '…' }`), else undefined. */
const constantText = (value: Value): string | undefined =>
  value && typeof value === 'object' && 'constant' in value && typeof value.constant === 'string'
    ? value.constant
    : undefined;

/** Marks each `...getBaseClasses(X)` a class's own constructor wrote with its file, where X is to be looked up. */
function tagBaseClassCalls(value: Value, file: string): Value {
  if (!Array.isArray(value)) return value;
  return value.map((item) => {
    const constant = constantText(item);
    const match = constant !== undefined ? SPREAD_CALL.exec(constant) : null;
    return match && !match[2] ? { constant: `${constant} in ${file}` } : item;
  });
}

/** A `baseClasses` list as data: names, and the calls whose classes are read later. */
function declaredClasses(value: Value, type: string): DeclaredClass[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): DeclaredClass[] => {
    if (typeof item === 'string') return [item];
    const constant = constantText(item);
    if (constant === 'this.type') return [type];
    const match = constant !== undefined ? SPREAD_CALL.exec(constant) : null;
    return match?.[2] ? [{ file: match[2], identifier: match[1]! }] : [];
  });
}

/** The field under which fields() notes the node class whose inputs a variant keeps. */
const INHERITS_FROM = '(inputs inherited from)';

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
    fields.set('baseClasses', tagBaseClassCalls(fields.get('baseClasses'), file));
    const outputs = fields.get('outputs');
    if (Array.isArray(outputs)) {
      fields.set(
        'outputs',
        outputs.map((output) => {
          const record = asRecord(output);
          return record?.baseClasses
            ? { ...record, baseClasses: tagBaseClassCalls(record.baseClasses, file) ?? null }
            : output;
        }),
      );
    }
    // A variant of another node class that keeps its parent's inputs (`class AAIToolAgent extends ToolAgent`).
    const parentName = inherited?.get('name');
    const ownInputs = declaration.members.find(ts.isConstructorDeclaration)?.body?.statements.some((statement) => {
      const code = statement.getText();
      return /^this\.inputs\s*=/.test(code) && !code.includes('...this.inputs');
    });
    if (typeof parentName === 'string' && inherited?.has('inputs') && !ownInputs) {
      fields.set(INHERITS_FROM, parentName);
    } else fields.delete(INHERITS_FROM);
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

/** A string default this long, or on several lines, is the platform's own text (a prompt, an example): not copied. */
const TEXT_DEFAULT_LENGTH = 100;
/** A default of this many words is a sentence of the platform's (a system message, an error message). */
const SENTENCE_WORDS = 5;
/** `tabs` inputs default to the name of a tab; the note says which editor opens. */
const TAB_DEFAULTS: Record<string, string> = { UI: 'Table editor', Code: 'Code editor' };

/**
 * What the reference shows instead of a default it does not copy: the platform's own text (a prompt, a message,
 * example code), a value computed when the node is added, or the editor a `tabs` input opens with. Undefined when
 * the default is shown as it is.
 */
function defaultNote(fallback: DeclaredValue, input: NodeInput): string | undefined {
  if (input.type === 'tabs' && typeof fallback === 'string') {
    const suffix = Object.keys(TAB_DEFAULTS).find((key) => fallback.endsWith(key));
    return suffix ? TAB_DEFAULTS[suffix] : fallback;
  }
  const constant = containsConstant(fallback);
  // A call or an expression (`uuid()`, `Date.now()`): computed when the node is added.
  const code = constantText(fallback);
  if (code !== undefined) {
    if (!/^[A-Za-z_$][\w$.]*$/.test(code)) return 'Set by the Studio when the node is added';
  } else if (constant) return 'Set by the Studio when the node is added';
  const text =
    typeof fallback === 'string' &&
    (fallback.length > TEXT_DEFAULT_LENGTH ||
      fallback.includes('\n') ||
      fallback.trim().split(/\s+/).length >= SENTENCE_WORDS);
  if (!constant && !text) return undefined;
  if (input.type === 'code') return 'Built-in example code';
  return /prompt|message|template/i.test(`${input.name} ${input.label}`) ? 'Built-in prompt' : 'Built-in text';
}

/** One input as nodes.json writes it. */
export function toNodeInput(raw: DataRecord): NodeInput | undefined {
  const name = text(raw.name);
  const type = text(raw.type);
  if (!name || !type) return undefined;
  const input: NodeInput = {
    // Kept empty where the canvas shows none (the Sticky Note's text).
    label: text(raw.label) ?? name.charAt(0).toUpperCase() + name.slice(1),
    name,
    type,
    required: raw.optional !== true,
  };
  if (!PARAMETER_TYPES.has(type)) input.connection = true;
  if (raw.optional !== undefined && typeof raw.optional !== 'boolean') {
    input.required = false;
    input.requiredNote = JSON.stringify(raw.optional).includes('UNSTRUCTURED_API_URL')
      ? 'Required unless the server sets UNSTRUCTURED_API_URL'
      : 'Required unless the server sets a default connection';
  }
  const fallback = raw.default;
  if (fallback !== undefined && fallback !== null && fallback !== '') {
    const note = defaultNote(fallback, input);
    if (note) input.defaultNote = note;
    else if (typeof fallback === 'object') input.default = JSON.stringify(fallback);
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
  const type = text(fields.get('type')) ?? label;
  const rawOutputs = fields.get('outputs');
  const outputs = (Array.isArray(rawOutputs) ? rawOutputs : []).flatMap((item) => {
    const record = asRecord(item);
    const outputLabel = text(record?.label);
    const outputName = text(record?.name);
    if (!outputLabel || !outputName) return [];
    const classes = record?.baseClasses !== undefined ? declaredClasses(record.baseClasses, type) : [];
    return [{ label: outputLabel, name: outputName, ...(classes.length > 0 ? { declaredClasses: classes } : {}) }];
  });
  const inheritsFrom = text(fields.get(INHERITS_FROM));
  const author = text(fields.get('author'));
  const tags = fields.get('tags');
  const badge = text(fields.get('badge'));
  return {
    name,
    label,
    category: text(fields.get('category')) ?? '',
    type,
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
    ...(inheritsFrom && inheritsFrom !== name ? { inputsInheritedFrom: inheritsFrom } : {}),
    ...(author ? { community: true as const } : {}),
    file,
    declaredClasses: declaredClasses(fields.get('baseClasses'), type),
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

// The node pool (packages/server/src/NodesPool.ts) -------------------------------------------------------------

/** The server file that decides which node classes the Studio receives at all. */
export const NODE_POOL_FILE = 'packages/server/src/NodesPool.ts';

/** The categories the node pool never loads (`skipCategories`); what cannot be read goes to `problems`. */
export function readSkippedCategories(checkout: Pick<Checkout, 'read'>, problems: string[] = []): string[] {
  const text = checkout.read(NODE_POOL_FILE);
  const list = text ? /const skipCategories\s*=\s*\[([^\]]*)\]/.exec(text)?.[1] : undefined;
  if (list === undefined) {
    problems.push(`${NODE_POOL_FILE}: skipCategories not found; every category counts as loaded`);
    return [];
  }
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
}

/**
 * Whether the node pool gives the Studio a node: `skipped` for a category it never loads (the node's class serves
 * only its credential's icon), `community` for a class that names an `author`, loaded only when the server sets
 * SHOW_COMMUNITY_NODES=true; undefined when it always loads it.
 */
export function nodePoolOf(
  node: Pick<ExtractedNode, 'category' | 'community'>,
  skipped: readonly string[],
): NodeRecord['nodePool'] {
  if (skipped.includes(node.category)) return 'skipped';
  return node.community ? 'community' : undefined;
}

// The node drawer (packages/ui/src/views/canvas/AddNodes.jsx) -------------------------------------------------

/** The file whose lists decide where the Studio's node drawer shows a node. */
export const NODE_DRAWER_FILE = 'packages/ui/src/views/canvas/AddNodes.jsx';

/** The drawer's lists, read from NODE_DRAWER_FILE: what the chatflow canvas hides and what the agent canvas shows. */
export interface NodeDrawer {
  /** Categories the chatflow canvas never lists (its code skips them by name). */
  chatflowHiddenCategories: string[];
  /** Nodes the chatflow canvas hides, by category (`blacklistForChatflowCanvas`). */
  chatflowHiddenNodes: string[];
  /** Categories the Agentflows (V1) canvas leaves out (`blacklistCategoriesForAgentCanvas`)… */
  agentHiddenCategories: string[];
  /** …except these nodes of them (`exceptionsForAgentCanvas`). */
  agentExceptions: string[];
}

/** Evaluates a top-level `const <name> = <literal>` of the drawer, following names of other such constants. */
function drawerConstant(source: ts.SourceFile, name: string, file: string, seen = new Set<string>()): Value {
  if (seen.has(name)) return undefined;
  seen.add(name);
  const node = topLevel(source, name);
  if (!node || ts.isFunctionDeclaration(node)) return undefined;
  const resolve = (value: Value): Value => {
    if (Array.isArray(value))
      return value.flatMap((item) => {
        const resolved = resolve(item);
        return Array.isArray(resolved) && item && typeof item === 'object' && 'constant' in item
          ? resolved
          : [resolved ?? null];
      });
    const code = constantText(value);
    if (code !== undefined) {
      const text = code.replace(/^\.\.\./, '');
      return /^[A-Za-z_$][\w$]*$/.test(text) ? drawerConstant(source, text, file, seen) : value;
    }
    const record = asRecord(value);
    return record
      ? Object.fromEntries(Object.entries(record).map(([key, item]) => [key, resolve(item) ?? null]))
      : value;
  };
  return resolve(evaluate(node as ts.Expression, new Map(), file, LENIENT));
}

const strings = (value: Value): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The drawer's lists at a commit; what cannot be read goes to `problems` and counts as empty. */
export function readNodeDrawer(checkout: Pick<Checkout, 'read'>, problems: string[] = []): NodeDrawer {
  const text = checkout.read(NODE_DRAWER_FILE);
  if (!text) {
    problems.push(`${NODE_DRAWER_FILE}: not found; no node's drawer tab is known`);
    return { chatflowHiddenCategories: [], chatflowHiddenNodes: [], agentHiddenCategories: [], agentExceptions: [] };
  }
  const source = parse(NODE_DRAWER_FILE, text);
  const record = (name: string) => asRecord(drawerConstant(source, name, NODE_DRAWER_FILE)) ?? {};
  const drawer: NodeDrawer = {
    // `if (category === 'Agent Flows' || category === 'Multi Agents' || category === 'Sequential Agents') continue`
    chatflowHiddenCategories: [
      ...new Set(
        [...text.matchAll(/category === '([^']+)'(?=[^\n]*\)\s*\{\s*\n\s*continue)/g)].map((match) => match[1]!),
      ),
    ],
    chatflowHiddenNodes: Object.values(record('blacklistForChatflowCanvas')).flatMap(strings),
    agentHiddenCategories: strings(drawerConstant(source, 'blacklistCategoriesForAgentCanvas', NODE_DRAWER_FILE)),
    agentExceptions: Object.values(record('exceptionsForAgentCanvas')).flatMap(strings),
  };
  if (drawer.chatflowHiddenCategories.length === 0)
    problems.push(`${NODE_DRAWER_FILE}: no category the chatflow canvas skips`);
  if (drawer.agentHiddenCategories.length === 0) {
    problems.push(`${NODE_DRAWER_FILE}: blacklistCategoriesForAgentCanvas not found`);
  }
  return drawer;
}

/**
 * The chatflow drawer's tabs that list a node, by its tags (`groupByTags`: each tab filters on its own tag,
 * LangChain takes the nodes with none of them); empty when the chatflow canvas does not list it.
 */
export function drawerTabs(node: Pick<NodeRecord, 'name' | 'category' | 'tags'>, drawer: NodeDrawer): string[] {
  if (drawer.chatflowHiddenCategories.includes(node.category) || drawer.chatflowHiddenNodes.includes(node.name)) {
    return [];
  }
  const tags = node.tags ?? [];
  const tabs = [
    ...(tags.includes('AAI') ? ['Answer'] : []),
    ...(tags.includes('LlamaIndex') ? ['LlamaIndex'] : []),
    ...(tags.includes('Utilities') ? ['Utilities & Tools'] : []),
  ];
  return tabs.length > 0 ? tabs : ['LangChain'];
}

/** Whether the Agentflows (V1) canvas lists a node: not a LlamaIndex node, not of a left-out category but its exceptions. */
export function onAgentCanvas(node: Pick<NodeRecord, 'name' | 'category' | 'tags'>, drawer: NodeDrawer): boolean {
  if (node.category === 'Agent Flows') return false;
  if (drawer.agentHiddenCategories.includes(node.category)) return drawer.agentExceptions.includes(node.name);
  return !(node.tags ?? []).includes('LlamaIndex');
}

// nodes.json ------------------------------------------------------------------------------------------------

/** The category whose nodes agentflow-v2.json holds, not nodes.json. */
export const AGENTFLOW_V2_CATEGORY = 'Agent Flows';

const isCall = (item: DeclaredClass): item is BaseClassCall => typeof item !== 'string';

/** A declared list with each call replaced by the classes it returns; a call that cannot be read adds nothing. */
function resolvedClasses(
  declared: readonly DeclaredClass[],
  results: ReadonlyMap<string, BaseClassResult>,
  key: (call: BaseClassCall) => string,
  problems: string[],
  where: string,
): string[] {
  const names = declared.flatMap((item) => {
    if (!isCall(item)) return [item];
    const result = results.get(key(item));
    if (result && 'classes' in result) return result.classes;
    problems.push(`${where}: ${result?.problem ?? `getBaseClasses(${item.identifier}) was not read`}`);
    return [];
  });
  return [...new Set(names)];
}

/**
 * The nodes of nodes.json from extracted classes: every node but the Agentflows V2 ones, sorted by category and
 * name, each with its drawer tab, whether the Agentflows canvas lists it, and its base classes: its own and its
 * outputs' (an input takes the node when it names any of them), with `resolve` reading the spread classes.
 */
export function toNodesFile(
  extracted: ReadonlyMap<string, ExtractedNode>,
  drawer: NodeDrawer & { skippedCategories?: readonly string[] },
  resolve: (calls: BaseClassCall[]) => ReadonlyMap<string, BaseClassResult>,
  key: (call: BaseClassCall) => string,
  problems: string[] = [],
): NodeRecord[] {
  const nodes = [...extracted.values()].filter((node) => node.category !== AGENTFLOW_V2_CATEGORY);
  const calls = nodes.flatMap((node) => [
    ...node.declaredClasses.filter(isCall),
    ...(node.outputs ?? []).flatMap((output) => (output.declaredClasses ?? []).filter(isCall)),
  ]);
  const unique = [...new Map(calls.map((call) => [key(call), call])).values()];
  const results = resolve(unique);
  return nodes
    .sort((a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name))
    .map((node) => {
      const {
        file,
        declaredClasses: declared,
        outputs: extractedOutputs,
        inputsInheritedFrom,
        community,
        ...facts
      } = node;
      const pool = nodePoolOf({ category: node.category, community }, drawer.skippedCategories ?? []);
      const own = resolvedClasses(declared, results, key, problems, `${node.name} (${file})`);
      const outputs = extractedOutputs?.map(({ declaredClasses: outputDeclared, ...output }) => {
        const classes = outputDeclared
          ? resolvedClasses(outputDeclared, results, key, problems, `${node.name} output ${output.name} (${file})`)
          : [];
        return classes.length > 0 ? { ...output, baseClasses: classes } : output;
      });
      const baseClasses = [...new Set([...own, ...(outputs ?? []).flatMap((output) => output.baseClasses ?? [])])];
      const agentCanvas = pool !== 'skipped' && onAgentCanvas(node, drawer);
      return {
        ...facts,
        tabs: pool === 'skipped' ? [] : drawerTabs(node, drawer),
        ...(pool ? { nodePool: pool } : {}),
        ...(agentCanvas ? { agentflowCanvas: true as const } : {}),
        baseClasses,
        ...(outputs && outputs.length > 0 ? { outputs } : {}),
        ...(inputsInheritedFrom ? { inputsInheritedFrom } : {}),
        file,
      };
    })
    .map(({ credential, inputs, outputs, inputsInheritedFrom, file, ...rest }) => ({
      ...rest,
      credential,
      inputs,
      ...(outputs ? { outputs } : {}),
      ...(inputsInheritedFrom ? { inputsInheritedFrom } : {}),
      file,
    }));
}
