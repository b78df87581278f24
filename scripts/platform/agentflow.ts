// The node types of Agentflows V2, read from their classes in the platform's
// source with the TypeScript compiler API (no regular expressions over code):
//
//   packages/components/nodes/agentflow/<Folder>/<Node>.ts
//
// Each file exports its class as `module.exports = { nodeClass: X }`; the
// class's constructor assigns the node's facts (`this.label = 'Agent'`,
// `this.inputs = [...]`). The extractor evaluates those assignments as data
// (classes.ts, strict: every input written out): literals, arrays, objects and
// `this.<field>` references. A value that is not data, such as an imported
// prompt constant, is kept as `{ constant: NAME }`, never as the text it stands for.
//
// What is kept: names, labels, types, versions, defaults, options (value and
// label), show/hide conditions and the fields of array inputs. What is left
// out: descriptions, placeholders, hints and code examples, which are the
// platform's own sentences.
//
// `npm run platform:extract` writes the result to src/data/platform/agentflow-v2.json.
import ts from 'typescript';
import { parse } from './ast';
import type {
  AgentflowCredential,
  AgentflowInput,
  AgentflowNode,
  AgentflowOutput,
  DeclaredValue,
  DisplayCondition,
  DisplayValue,
} from '../../src/data/agentflow/types';
import type { Checkout } from './checkout';
import { asRecord, constructorFields, exportedClass, type DataRecord, type Value } from './classes';

/** Where the Agentflows V2 nodes live in a platform checkout: one folder per node. */
export const AGENTFLOW_DIR = 'packages/components/nodes/agentflow';
const NODE_FILE = new RegExp(`^${AGENTFLOW_DIR}/[^/]+/[^/]+\\.ts$`);

const isDisplayValue = (value: DeclaredValue): value is DisplayValue =>
  ['string', 'number', 'boolean'].includes(typeof value) ||
  (Array.isArray(value) && value.every((item) => ['string', 'number', 'boolean'].includes(typeof item)));

function text(record: DataRecord, key: string, where: string): string {
  const value = record[key];
  if (typeof value !== 'string') throw new Error(`${where}: \`${key}\` is not a string`);
  return value;
}

function display(value: Value, where: string): DisplayCondition | undefined {
  if (value === undefined) return undefined;
  const record = asRecord(value);
  if (!record) throw new Error(`${where}: a show/hide condition is not an object`);
  const condition: DisplayCondition = {};
  for (const [key, item] of Object.entries(record)) {
    if (!isDisplayValue(item)) throw new Error(`${where}: the condition on ${key} is not a value or a list of values`);
    condition[key] = item;
  }
  return condition;
}

function toInput(value: DeclaredValue, where: string): AgentflowInput {
  const raw = asRecord(value);
  if (!raw) throw new Error(`${where}: an input is not an object`);
  const name = text(raw, 'name', where);
  const at = `${where} > ${name}`;
  const input: AgentflowInput = {
    label: text(raw, 'label', at),
    name,
    type: text(raw, 'type', at),
    optional: raw.optional === true,
  };
  if (raw.default !== undefined) input.default = raw.default;
  if (raw.options !== undefined) {
    if (!Array.isArray(raw.options)) throw new Error(`${at}: \`options\` is not a list`);
    input.options = raw.options.map((value) => {
      const option = asRecord(value);
      if (!option) throw new Error(`${at}: an option is not an object`);
      return { name: text(option, 'name', at), label: text(option, 'label', at) };
    });
  }
  if (typeof raw.loadMethod === 'string') input.loadMethod = raw.loadMethod;
  for (const flag of ['loadConfig', 'freeSolo', 'acceptVariable', 'acceptNodeOutputAsVariable'] as const) {
    if (raw[flag] === true) input[flag] = true;
  }
  const show = display(raw.show, at);
  if (show) input.show = show;
  const hide = display(raw.hide, at);
  if (hide) input.hide = hide;
  if (raw.array !== undefined) {
    if (!Array.isArray(raw.array)) throw new Error(`${at}: \`array\` is not a list`);
    input.array = raw.array.map((field) => toInput(field, at));
  }
  return input;
}

function toCredential(value: Value, where: string): AgentflowCredential | undefined {
  if (value === undefined) return undefined;
  const raw = asRecord(value);
  if (!raw || !Array.isArray(raw.credentialNames)) throw new Error(`${where}: the credential has no names`);
  return {
    label: text(raw, 'label', where),
    names: raw.credentialNames.map((name) => {
      if (typeof name !== 'string') throw new Error(`${where}: a credential name is not a string`);
      return name;
    }),
    optional: raw.optional === true,
  };
}

/** The node a source file declares, or undefined when the file declares none (a helper module). */
export function extractAgentflowNode(file: string, source: string): AgentflowNode | undefined {
  const tree = parse(file, source);
  const className = exportedClass(tree);
  const declaration = tree.statements.find(
    (statement): statement is ts.ClassDeclaration =>
      ts.isClassDeclaration(statement) && statement.name?.text === className,
  );
  if (!declaration) return undefined;
  const fields = constructorFields(declaration, file);
  const field = (name: string): string => {
    const value = fields.get(name);
    if (typeof value !== 'string') throw new Error(`${file}: this.${name} is not a string`);
    return value;
  };
  const version = fields.get('version');
  if (typeof version !== 'number') throw new Error(`${file}: this.version is not a number`);
  const inputs = fields.get('inputs') ?? [];
  if (!Array.isArray(inputs)) throw new Error(`${file}: this.inputs is not a list`);
  const outputs = fields.get('outputs') ?? [];
  if (!Array.isArray(outputs)) throw new Error(`${file}: this.outputs is not a list`);
  const name = field('name');
  const credential = toCredential(fields.get('credential'), file);
  return {
    name,
    label: field('label'),
    type: field('type'),
    version,
    category: field('category'),
    file,
    ...(credential ? { credential } : {}),
    ...(fields.get('hideInput') === true ? { hideInput: true as const } : {}),
    ...(fields.get('hideOutput') === true ? { hideOutput: true as const } : {}),
    inputs: inputs.map((input) => toInput(input, `${file} > ${name}`)),
    outputs: outputs.map((value): AgentflowOutput => {
      const output = asRecord(value);
      if (!output) throw new Error(`${file}: an output is not an object`);
      return { label: text(output, 'label', file), name: text(output, 'name', file) };
    }),
  };
}

/** Every Agentflows V2 node of the checkout, in the order of their folders. */
export function extractAgentflowNodes(checkout: Pick<Checkout, 'files' | 'read'>): AgentflowNode[] {
  const nodes: AgentflowNode[] = [];
  for (const file of checkout.files.filter((path) => NODE_FILE.test(path))) {
    const source = checkout.read(file);
    const node = source === undefined ? undefined : extractAgentflowNode(file, source);
    if (node) nodes.push(node);
  }
  const names = new Set<string>();
  for (const node of nodes) {
    if (names.has(node.name)) throw new Error(`two Agentflows V2 nodes are named ${node.name}`);
    names.add(node.name);
  }
  return nodes;
}
