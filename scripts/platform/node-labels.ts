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
// object in an input's `options` list. A constructor that hands `this.inputs`
// to a helper of the platform (the vector stores' `addMMRInputParams(this.inputs)`)
// gains the inputs of the array literals in that helper's body. Inputs built by
// other calls or spread from other modules are not data and are skipped, never
// guessed.
//
// `npm run platform:extract` writes the result to src/data/platform/node-labels.json.
import path from 'node:path';
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

/** The names of the functions a constructor calls with `this.inputs` as an argument: `addMMRInputParams(this.inputs)`. */
function helpersGivenInputs(declaration: ts.ClassDeclaration): string[] {
  const constructor = declaration.members.find(ts.isConstructorDeclaration);
  return (constructor?.body?.statements ?? []).flatMap((statement) => {
    if (!ts.isExpressionStatement(statement) || !ts.isCallExpression(statement.expression)) return [];
    const { expression: callee, arguments: args } = statement.expression;
    const givesInputs = args.some((arg) => arg.getText() === 'this.inputs');
    return givesInputs && ts.isIdentifier(callee) ? [callee.text] : [];
  });
}

/** The file (repository path) a relative import of `name` in `file` comes from, if any. */
function importedFrom(tree: ts.SourceFile, file: string, name: string): string | undefined {
  for (const statement of tree.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings) || !bindings.elements.some((element) => element.name.text === name)) {
      continue;
    }
    const specifier = statement.moduleSpecifier.text;
    return specifier.startsWith('.') ? `${path.posix.join(path.posix.dirname(file), specifier)}.ts` : undefined;
  }
  return undefined;
}

/** The inputs of the array literals in the body of the function `name` that a helper file exports. */
function helperInputs(file: string, source: string, name: string): LabelledInput[] {
  const inputs: LabelledInput[] = [];
  for (const statement of parse(file, source).statements) {
    let body: ts.Node | undefined;
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) body = statement.body;
    if (ts.isVariableStatement(statement)) {
      for (const variable of statement.declarationList.declarations) {
        const value = variable.initializer;
        if (ts.isIdentifier(variable.name) && variable.name.text === name && value && ts.isArrowFunction(value)) {
          body = value.body;
        }
      }
    }
    body?.forEachChild(function collect(node) {
      if (ts.isVariableDeclaration(node) && node.initializer && ts.isArrayLiteralExpression(node.initializer)) {
        inputs.push(...inputsOf(node.initializer));
      } else node.forEachChild(collect);
    });
  }
  return inputs;
}

/**
 * The nodes a source file declares: each class whose constructor sets a string `this.name` and `this.label`.
 * `read` gives the text of another file of the platform, for the helpers a constructor passes its inputs to.
 */
export function labelledNodesIn(
  file: string,
  source: string,
  read: (file: string) => string | undefined = () => undefined,
): LabelledNode[] {
  const tree = parse(file, source);
  return tree.statements.filter(ts.isClassDeclaration).flatMap((declaration) => {
    const fields = constructorAssignments(declaration);
    const name = stringOf(fields.get('name'));
    const label = stringOf(fields.get('label'));
    if (name === undefined || label === undefined) return [];
    const added = helpersGivenInputs(declaration).flatMap((helper) => {
      const helperFile = importedFrom(tree, file, helper);
      const helperSource = helperFile && read(helperFile);
      return helperSource ? helperInputs(helperFile, helperSource, helper) : [];
    });
    return [{ name, label, file, inputs: [...inputsOf(fields.get('inputs')), ...added] }];
  });
}

/** Every chatflow node of the checkout, by name (a name two files declare is kept from the first, by path). */
export function extractNodeLabels(checkout: Pick<Checkout, 'files' | 'read'>): LabelledNode[] {
  const nodes = new Map<string, LabelledNode>();
  for (const file of checkout.files.filter((path) => NODE_FILE.test(path))) {
    for (const node of labelledNodesIn(file, checkout.read(file) ?? '', (other) => checkout.read(other))) {
      if (!nodes.has(node.name)) nodes.set(node.name, node);
    }
  }
  return [...nodes.values()].sort((a, b) => a.name.localeCompare(b.name));
}
