// The names and labels of every chatflow node of the platform, with its inputs
// and their options, read from the node classes with the TypeScript compiler
// API:
//
//   packages/components/nodes/<category>/<Folder>/<Node>.ts   (not agentflow/, see agentflow.ts)
//
// A node stores an internal name (`this.name = 'chatOpenAI'`, an input's
// `name: 'modelName'`, an option's `name: 'webCrawl'`) and shows a label on the
// canvas ('ChatOpenAI', 'Model Name', 'Web Crawl'). The docs name what the
// Studio shows; scripts/studio-labels.mjs uses this file to find internal names
// in prose. src/data/nodes/nodes.json keeps option values only, hence this file.
//
// The reading is lenient, since only labels are wanted: an input is any object
// literal with a string `name` and `label` in the array assigned to
// `this.inputs` (or to the `array` of such an input), and an option any such
// object in an input's `options` list. Inputs built by calls or spread from
// other modules are not data and are skipped, never guessed.
//
// `npm run platform:extract` writes the result to src/data/platform/node-labels.json.
import ts from 'typescript';
import { parse } from './ast';
import type { Checkout } from './checkout';

export const NODES_DIR = 'packages/components/nodes';
const NODE_FILE = new RegExp(`^${NODES_DIR}/(?!agentflow/)[^/]+/.+\\.ts$`);

export interface LabelledOption {
  name: string;
  label: string;
}

export interface LabelledInput {
  name: string;
  label: string;
  options?: LabelledOption[];
}

export interface LabelledNode {
  name: string;
  label: string;
  file: string;
  inputs: LabelledInput[];
}

function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return undefined;
}

const unwrap = (expression: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression)
    ? unwrap(expression.expression)
    : expression;

/** The string a literal holds, or undefined for anything else. */
function stringOf(expression: ts.Expression | undefined): string | undefined {
  if (!expression) return undefined;
  const value = unwrap(expression);
  return ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value) ? value.text : undefined;
}

/** The initializers of an object literal's plain properties, by name. */
function propertiesOf(object: ts.ObjectLiteralExpression): Map<string, ts.Expression> {
  const properties = new Map<string, ts.Expression>();
  for (const property of object.properties) {
    if (!ts.isPropertyAssignment(property)) continue;
    const key = propertyName(property.name);
    if (key !== undefined) properties.set(key, property.initializer);
  }
  return properties;
}

/** The object literals of an array literal with a string `name` and `label`, with their other properties. */
function labelledObjects(
  expression: ts.Expression | undefined,
): (LabelledOption & { properties: Map<string, ts.Expression> })[] {
  const array = expression && unwrap(expression);
  if (!array || !ts.isArrayLiteralExpression(array)) return [];
  return array.elements.flatMap((element) => {
    const value = unwrap(element);
    if (!ts.isObjectLiteralExpression(value)) return [];
    const properties = propertiesOf(value);
    const name = stringOf(properties.get('name'));
    const label = stringOf(properties.get('label'));
    return name !== undefined && label !== undefined ? [{ name, label, properties }] : [];
  });
}

/** The inputs of an `inputs` (or `array`) list: each labelled one, then the fields of its rows. */
function inputsOf(expression: ts.Expression | undefined): LabelledInput[] {
  return labelledObjects(expression).flatMap(({ name, label, properties }) => {
    const options = labelledObjects(properties.get('options')).map((option) => ({
      name: option.name,
      label: option.label,
    }));
    const input: LabelledInput = { name, label, ...(options.length > 0 ? { options } : {}) };
    return [input, ...inputsOf(properties.get('array'))];
  });
}

/** The `this.<field> = value` assignments of a class's constructor. */
function constructorAssignments(declaration: ts.ClassDeclaration): Map<string, ts.Expression> {
  const fields = new Map<string, ts.Expression>();
  const constructor = declaration.members.find(ts.isConstructorDeclaration);
  for (const statement of constructor?.body?.statements ?? []) {
    if (!ts.isExpressionStatement(statement) || !ts.isBinaryExpression(statement.expression)) continue;
    const { left, operatorToken, right } = statement.expression;
    if (operatorToken.kind !== ts.SyntaxKind.EqualsToken) continue;
    if (!ts.isPropertyAccessExpression(left) || left.expression.kind !== ts.SyntaxKind.ThisKeyword) continue;
    fields.set(left.name.text, right);
  }
  return fields;
}

/** The nodes a source file declares: each class whose constructor sets a string `this.name` and `this.label`. */
export function labelledNodesIn(file: string, source: string): LabelledNode[] {
  const tree = parse(file, source);
  return tree.statements.filter(ts.isClassDeclaration).flatMap((declaration) => {
    const fields = constructorAssignments(declaration);
    const name = stringOf(fields.get('name'));
    const label = stringOf(fields.get('label'));
    if (name === undefined || label === undefined) return [];
    return [{ name, label, file, inputs: inputsOf(fields.get('inputs')) }];
  });
}

/** Every chatflow node of the checkout, by name (a name two files declare is kept from the first, by path). */
export function extractNodeLabels(checkout: Pick<Checkout, 'files' | 'read'>): LabelledNode[] {
  const nodes = new Map<string, LabelledNode>();
  for (const file of checkout.files.filter((path) => NODE_FILE.test(path))) {
    for (const node of labelledNodesIn(file, checkout.read(file) ?? '')) {
      if (!nodes.has(node.name)) nodes.set(node.name, node);
    }
  }
  return [...nodes.values()].sort((a, b) => a.name.localeCompare(b.name));
}
