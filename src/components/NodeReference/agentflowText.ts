/**
 * Words for the Agentflows V2 parameter tables: how a default, a list of
 * choices or a show/hide condition reads to a builder. Pure functions over
 * the node data, so they are tested without rendering.
 */
import type { AgentflowInput, DeclaredValue, DisplayCondition, DisplayValue } from '@site/src/data/agentflow/types';

/** What each list a node loads when its dialog opens holds (the node's `loadMethods`). */
const LOADED_CHOICES: Record<string, string> = {
  listModels: 'Chat models of the Studio',
  listEmbeddings: 'Embedding models of the Studio',
  listVectorStores: 'Vector stores of the Studio',
  listStores: 'Your document stores that are upserted',
  listTools: 'Tools and MCP servers of the Studio',
  listToolInputArgs: 'Arguments of the chosen tool',
  listRuntimeStateKeys: 'Flow state keys declared on the Start node',
  listPreviousNodes: 'Nodes that come before this one',
  listFlows: 'Your chatflows and agentflows',
};

/** The choices an `asyncOptions` input lists, in words. */
export const loadedChoices = (method: string): string => LOADED_CHOICES[method] ?? `Listed by the node (${method})`;

/** The text of a value stored as rich-text HTML (`<p><span …>{{ question }}</span></p>`). */
export const plainText = (value: string): string =>
  value
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();

const isConstant = (value: DeclaredValue): value is { constant: string } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof value.constant === 'string';

export type DefaultText =
  | { kind: 'none' }
  | { kind: 'value'; text: string }
  | { kind: 'empty' }
  | { kind: 'builtin'; constant: string }
  | { kind: 'rows'; count: number; rows: string[] };

/** A row of an array default, as `field = value` pairs of its non-empty fields. */
function rowText(row: DeclaredValue): string {
  if (typeof row !== 'object' || row === null || Array.isArray(row) || isConstant(row)) return JSON.stringify(row);
  return Object.entries(row)
    .filter(([, value]) => value !== '' && value !== null)
    .map(([key, value]) => `${key} = ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}

/** How an input's default reads: a value, empty text, a built-in text of the platform, or starting rows. */
export function defaultText(input: AgentflowInput): DefaultText {
  const value = input.default;
  if (value === undefined || value === null) return { kind: 'none' };
  if (isConstant(value)) return { kind: 'builtin', constant: value.constant };
  if (Array.isArray(value)) return { kind: 'rows', count: value.length, rows: value.map(rowText) };
  if (typeof value === 'string') {
    const text = value.startsWith('<') ? plainText(value) : value;
    return text === '' ? { kind: 'empty' } : { kind: 'value', text };
  }
  return { kind: 'value', text: typeof value === 'object' ? JSON.stringify(value) : String(value) };
}

const ROW_FIELD = /^(\w+)\[\$index\]\.(\w+)$/;

/** The label of the input (or row field) a condition key names, and its options. */
function target(key: string, inputs: AgentflowInput[]): AgentflowInput | undefined {
  const row = ROW_FIELD.exec(key);
  if (row) return inputs.find((input) => input.name === row[1])?.array?.find((field) => field.name === row[2]);
  return (
    inputs.find((input) => input.name === key && input.type !== 'array') ?? inputs.find((input) => input.name === key)
  );
}

function valueText(value: string | number | boolean, input: AgentflowInput | undefined): string {
  if (value === true) return 'on';
  if (value === false) return 'off';
  return input?.options?.find((option) => option.name === value)?.label ?? String(value);
}

/** One condition as a phrase: "Memory Type is Window Size", "this row's Type is String", "Tool is chosen". */
function clause(key: string, value: DisplayValue, inputs: AgentflowInput[]): string {
  const input = target(key, inputs);
  const field = input?.label ?? key;
  const subject = ROW_FIELD.test(key) ? `this row's ${field}` : field;
  if (value === '.+') return `${subject} is set`;
  const values = (Array.isArray(value) ? value : [value]).map((item) => valueText(item, input));
  const list = values.length > 1 ? `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}` : values[0];
  return `${subject} is ${list}`;
}

/**
 * When an input is shown, as one sentence, e.g. "Shown when Memory Type is
 * Window Size." `inputs` are the node's inputs, where the condition's keys
 * are looked up (a `name[$index].field` key names a field of the same row).
 */
export function conditionText(
  show: DisplayCondition | undefined,
  hide: DisplayCondition | undefined,
  inputs: AgentflowInput[],
): string | undefined {
  const parts: string[] = [];
  const join = (condition: DisplayCondition) =>
    Object.entries(condition)
      .map(([key, value]) => clause(key, value, inputs))
      .join(' and ');
  if (show && Object.keys(show).length > 0) parts.push(`Shown when ${join(show)}.`);
  if (hide && Object.keys(hide).length > 0) parts.push(`Hidden when ${join(hide)}.`);
  return parts.length > 0 ? parts.join(' ') : undefined;
}
