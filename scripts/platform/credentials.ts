// The platform's credential types, read from its source with the TypeScript
// compiler API (no regular expressions over code):
//
//   packages/components/credentials/*.credential.ts   one class per credential type: its id
//                                                     (`this.name`), label, version and the
//                                                     fields of its dialog (`this.inputs`)
//   packages/components/nodes/**/*.ts                 node classes; `credentialNames: [...]`
//                                                     names the types a node accepts
//
// Each type is returned with the fields a builder fills in and the nodes that
// accept it. Descriptions and placeholders are left out on purpose: the docs
// explain the fields in their own words.
//
// `npm run platform:extract` writes them to src/data/platform/credentials.json.
import ts from 'typescript';
import { parse, where } from './ast';
import type {
  CredentialData,
  CredentialField,
  CredentialNode,
  CredentialType,
} from '../../src/data/platform/credentialTypes';
import type { Checkout } from './checkout';
import { problem, tolerate, type Problems } from './problems';

export type * from '../../src/data/platform/credentialTypes';

export const CREDENTIALS_DIR = 'packages/components/credentials';
export const NODES_DIR = 'packages/components/nodes';

type Literal = string | number | boolean;

/** The value of a string, number or boolean literal (or a negative number), else undefined. */
function literal(node: ts.Expression): Literal | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (
    ts.isPrefixUnaryExpression(node) &&
    node.operator === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(node.operand)
  ) {
    return -Number(node.operand.text);
  }
  if (ts.isParenthesizedExpression(node)) return literal(node.expression);
  return undefined;
}

function stringOf(node: ts.Expression, what: string): string {
  const value = literal(node);
  if (typeof value !== 'string') throw new Error(`${where(node)}: ${what} is not a string literal`);
  return value;
}

/** The properties of an object literal, by name (shorthand and spread properties are refused). */
function properties(object: ts.ObjectLiteralExpression): Map<string, ts.Expression> {
  const found = new Map<string, ts.Expression>();
  for (const property of object.properties) {
    if (!ts.isPropertyAssignment(property)) {
      throw new Error(`${where(property)}: only plain \`key: value\` properties are understood here`);
    }
    const key = property.name;
    const name = ts.isIdentifier(key) || ts.isStringLiteral(key) ? key.text : undefined;
    if (name === undefined) throw new Error(`${where(property)}: a computed property name`);
    found.set(name, property.initializer);
  }
  return found;
}

/** `this.<name> = <value>` statements in a class's constructor, by name. */
function constructorAssignments(declaration: ts.ClassLikeDeclaration): Map<string, ts.Expression> {
  const assigned = new Map<string, ts.Expression>();
  const constructor = declaration.members.find(ts.isConstructorDeclaration);
  for (const statement of constructor?.body?.statements ?? []) {
    if (!ts.isExpressionStatement(statement) || !ts.isBinaryExpression(statement.expression)) continue;
    const { left, operatorToken, right } = statement.expression;
    if (operatorToken.kind !== ts.SyntaxKind.EqualsToken || !ts.isPropertyAccessExpression(left)) continue;
    if (left.expression.kind !== ts.SyntaxKind.ThisKeyword) continue;
    assigned.set(left.name.text, right);
  }
  return assigned;
}

const flag = (value: ts.Expression | undefined, what: string): boolean => {
  if (value === undefined) return false;
  const result = literal(value);
  if (typeof result !== 'boolean') throw new Error(`${where(value)}: ${what} is not true or false`);
  return result;
};

function field(element: ts.Expression, problems: Problems): CredentialField {
  if (!ts.isObjectLiteralExpression(element))
    throw new Error(`${where(element)}: an input that is not an object literal`);
  const props = properties(element);
  const required = (key: string): ts.Expression => {
    const value = props.get(key);
    if (!value) throw new Error(`${where(element)}: an input without \`${key}\``);
    return value;
  };
  const result: CredentialField = {
    label: stringOf(required('label'), 'label'),
    name: stringOf(required('name'), 'name'),
    type: stringOf(required('type'), 'type'),
    optional: flag(props.get('optional'), 'optional'),
  };
  const fallback = props.get('default');
  if (fallback) {
    const value = literal(fallback);
    if (value === undefined) problem(problems, `${where(fallback)}: a default that is not a literal`);
    else result.default = value;
  }
  const options = props.get('options');
  if (options) {
    if (!ts.isArrayLiteralExpression(options)) throw new Error(`${where(options)}: options is not an array literal`);
    result.options = options.elements.map((option) =>
      ts.isObjectLiteralExpression(option)
        ? stringOf(properties(option).get('name') ?? option, 'an option name')
        : stringOf(option, 'an option'),
    );
  }
  if (flag(props.get('additionalParams'), 'additionalParams')) result.additional = true;
  if (flag(props.get('hidden'), 'hidden')) result.hidden = true;
  if (flag(props.get('disabled'), 'disabled')) result.readOnly = true;
  return result;
}

/** The credential classes of one `*.credential.ts` file (the platform has one a file). */
export function credentialsIn(file: string, text: string, problems?: Problems): Omit<CredentialType, 'nodes'>[] {
  const source = parse(file, text);
  const found: Omit<CredentialType, 'nodes'>[] = [];
  for (const statement of source.statements) {
    if (!ts.isClassDeclaration(statement)) continue;
    const credential = tolerate(problems, 'the class', () => credentialOf(file, statement, problems), undefined);
    if (credential) found.push(credential);
  }
  return found;
}

/** One credential class, or undefined for a class that names no credential type. */
function credentialOf(
  file: string,
  statement: ts.ClassDeclaration,
  problems: Problems,
): Omit<CredentialType, 'nodes'> | undefined {
  const assigned = constructorAssignments(statement);
  const name = assigned.get('name');
  if (!name) return undefined;
  const label = assigned.get('label');
  if (!label) throw new Error(`${where(statement)}: a credential class without this.label`);
  const inputs = assigned.get('inputs');
  if (!inputs || !ts.isArrayLiteralExpression(inputs)) {
    throw new Error(`${where(statement)}: this.inputs is missing or not an array literal`);
  }
  const version = assigned.get('version');
  const versionValue = version ? literal(version) : undefined;
  if (version && typeof versionValue !== 'number') throw new Error(`${where(version)}: a version that is not a number`);
  const oauth = assigned.get('oauthStrategy');
  return {
    name: stringOf(name, 'this.name'),
    label: stringOf(label, 'this.label'),
    ...(typeof versionValue === 'number' ? { version: versionValue } : {}),
    file,
    ...(flag(assigned.get('optional'), 'this.optional') ? { optional: true as const } : {}),
    ...(oauth ? { oauth: stringOf(oauth, 'this.oauthStrategy') } : {}),
    inputs: inputs.elements.map((element) => field(element, problems)),
  };
}

/** The `credentialNames` arrays anywhere inside a node. */
function credentialNamesUnder(node: ts.Node): string[] {
  const names: string[] = [];
  const visit = (child: ts.Node): void => {
    if (ts.isPropertyAssignment(child) && ts.isIdentifier(child.name) && child.name.text === 'credentialNames') {
      if (!ts.isArrayLiteralExpression(child.initializer)) {
        throw new Error(`${where(child)}: credentialNames is not an array literal`);
      }
      names.push(...child.initializer.elements.map((element) => stringOf(element, 'a credential name')));
    }
    child.forEachChild(visit);
  };
  visit(node);
  return names;
}

/** The node classes of a file that accept credentials, with the credential names each lists. */
export function nodesIn(
  file: string,
  text: string,
  problems?: Problems,
): (CredentialNode & { credentials: string[] })[] {
  const source = parse(file, text);
  const found: (CredentialNode & { credentials: string[] })[] = [];
  const nodeOf = (node: ts.ClassLikeDeclaration) => {
    const assigned = constructorAssignments(node);
    const name = assigned.get('name');
    const credentials = [...new Set(credentialNamesUnder(node))];
    if (!name || credentials.length === 0) return undefined;
    const label = assigned.get('label');
    const category = assigned.get('category');
    if (!label || !category) throw new Error(`${where(node)}: a node class without this.label or this.category`);
    return {
      name: stringOf(name, 'this.name'),
      label: stringOf(label, 'this.label'),
      category: stringOf(category, 'this.category'),
      credentials,
    };
  };
  const visit = (node: ts.Node): void => {
    if (ts.isClassDeclaration(node) || ts.isClassExpression(node)) {
      // null: the class could not be read and is left out; undefined: it accepts no credential, look inside.
      const record = tolerate(problems, 'the node class', () => nodeOf(node), null);
      if (record) found.push(record);
      if (record !== undefined) return;
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

const isCredentialFile = (file: string) =>
  file.startsWith(`${CREDENTIALS_DIR}/`) &&
  file.endsWith('.credential.ts') &&
  !file.slice(CREDENTIALS_DIR.length + 1).includes('/');

const isNodeFile = (file: string) =>
  file.startsWith(`${NODES_DIR}/`) && file.endsWith('.ts') && !/\.(test|spec)\.ts$|\.d\.ts$/.test(file);

const byLabel = <T extends { label: string; name: string }>(a: T, b: T) =>
  a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }) || a.name.localeCompare(b.name);

/** Every credential type of the checkout, by label, with the nodes that accept it. */
export function extractCredentials(checkout: Checkout, problems?: Problems): CredentialData {
  const types = new Map<string, CredentialType>();
  for (const file of checkout.files.filter(isCredentialFile)) {
    for (const credential of credentialsIn(file, checkout.read(file) ?? '', problems)) {
      const previous = types.get(credential.name);
      if (previous) throw new Error(`credential '${credential.name}' is declared in ${previous.file} and ${file}`);
      types.set(credential.name, { ...credential, nodes: [] });
    }
  }
  if (types.size === 0) throw new Error(`no credential classes under ${CREDENTIALS_DIR}`);

  const unknown = new Map<string, CredentialNode[]>();
  for (const file of checkout.files.filter(isNodeFile)) {
    const text = checkout.read(file) ?? '';
    if (!text.includes('credentialNames')) continue;
    for (const { credentials, ...node } of nodesIn(file, text, problems)) {
      for (const name of credentials) {
        const type = types.get(name);
        if (type) {
          if (!type.nodes.some((other) => other.name === node.name)) type.nodes.push(node);
        } else {
          const nodes = unknown.get(name) ?? [];
          if (!nodes.some((other) => other.name === node.name)) unknown.set(name, [...nodes, node]);
        }
      }
    }
  }
  for (const type of types.values()) type.nodes.sort(byLabel);
  return {
    credentials: [...types.values()].sort(byLabel),
    unknown: [...unknown]
      .map(([name, nodes]) => ({ name, nodes: nodes.sort(byLabel) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
