// Reading a node class of the platform as data, shared by the Agentflows V2
// extractor (agentflow.ts) and the node extractor (nodes.ts). A node file
// exports its class as `module.exports = { nodeClass: X }`; the class's
// constructor assigns the node's facts (`this.label = 'Agent'`,
// `this.inputs = [...]`). Those assignments are evaluated as data: literals,
// arrays, objects and `this.<field>` references. A value that is not data, such
// as an imported prompt constant or a call, is kept as `{ constant: <its text> }`,
// never as the text it stands for.
//
// `strict` refuses what is not plain data (a spread, a computed key): the
// Agentflows V2 reference wants every input written out. The lenient mode,
// for the nodes of every other category, spreads an array it knows
// (`[...this.inputs, extra]`, in a class that extends another) and keeps
// anything else as a constant.
import ts from 'typescript';
import type { DeclaredValue } from '../../src/data/agentflow/types';
import { where } from './ast';

export type Value = DeclaredValue | undefined;
export type DataRecord = { [key: string]: DeclaredValue };

export class ExtractError extends Error {
  constructor(file: string, node: ts.Node, message: string) {
    super(`${where(node, file)}: ${message}`);
  }
}

export interface EvaluateOptions {
  /** Throw on a spread or a computed key instead of keeping it as a constant. */
  strict: boolean;
}

export function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

/** Evaluates an expression of a constructor as data; `fields` holds what `this.<field>` was set to before. */
export function evaluate(
  expression: ts.Expression,
  fields: Map<string, Value>,
  file: string,
  options: EvaluateOptions = { strict: true },
): Value {
  const inner = (node: ts.Expression) => evaluate(node, fields, file, options);
  const constant = (node: ts.Node): DeclaredValue => ({ constant: node.getText() });
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression)) return inner(expression.expression);
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return expression.text;
  if (ts.isNumericLiteral(expression)) return Number(expression.text);
  if (expression.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (expression.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (expression.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isPrefixUnaryExpression(expression) && expression.operator === ts.SyntaxKind.MinusToken) {
    const value = inner(expression.operand);
    if (typeof value === 'number') return -value;
  }
  if (ts.isIdentifier(expression)) {
    return expression.text === 'undefined' ? undefined : { constant: expression.text };
  }
  if (ts.isPropertyAccessExpression(expression) && expression.expression.kind === ts.SyntaxKind.ThisKeyword) {
    const field = expression.name.text;
    if (!fields.has(field)) {
      if (options.strict) throw new ExtractError(file, expression, `this.${field} is read before it is set`);
      return constant(expression);
    }
    return fields.get(field);
  }
  if (ts.isArrayLiteralExpression(expression)) {
    return expression.elements.flatMap((element): DeclaredValue[] => {
      if (ts.isSpreadElement(element)) {
        if (options.strict) throw new ExtractError(file, element, 'a spread in an array is not data');
        const spread = inner(element.expression);
        return Array.isArray(spread) ? spread : [constant(element)];
      }
      return [inner(element) ?? null];
    });
  }
  if (ts.isObjectLiteralExpression(expression)) {
    const record: DataRecord = {};
    for (const property of expression.properties) {
      if (ts.isPropertyAssignment(property)) {
        const key = propertyName(property.name);
        if (key === undefined) {
          if (options.strict) throw new ExtractError(file, property, 'a computed key is not data');
          continue;
        }
        const value = inner(property.initializer);
        if (value !== undefined) record[key] = value;
      } else if (ts.isShorthandPropertyAssignment(property)) {
        record[property.name.text] = { constant: property.name.text };
      } else if (options.strict) {
        throw new ExtractError(file, property, 'only plain properties are data');
      }
    }
    return record;
  }
  // A call, a template with substitutions, an arrow function…: code, kept by its text only.
  return constant(expression);
}

/** The name of the class a node file exports as `module.exports = { nodeClass: X }`. */
export function exportedClass(source: ts.SourceFile): string | undefined {
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isBinaryExpression(statement.expression)) continue;
    const { left, right } = statement.expression;
    if (left.getText() !== 'module.exports' || !ts.isObjectLiteralExpression(right)) continue;
    for (const property of right.properties) {
      if (ts.isPropertyAssignment(property) && propertyName(property.name) === 'nodeClass') {
        if (ts.isIdentifier(property.initializer)) return property.initializer.text;
      }
      if (ts.isShorthandPropertyAssignment(property) && property.name.text === 'nodeClass') return 'nodeClass';
    }
  }
  return undefined;
}

/** A constructor statement that is not a `this.<field> =` assignment, with the fields set so far. */
export type OtherStatement = (statement: ts.Statement, fields: Map<string, Value>) => void;

/**
 * The `this.<field> = value` assignments of a class's constructor, in order,
 * applied over `inherited` (the fields a parent class's constructor set).
 * Every other statement goes to `other`, which may change the fields.
 */
export function constructorFields(
  declaration: ts.ClassDeclaration,
  file: string,
  options: EvaluateOptions = { strict: true },
  inherited: ReadonlyMap<string, Value> = new Map(),
  other?: OtherStatement,
): Map<string, Value> {
  const fields = new Map<string, Value>(inherited);
  const constructor = declaration.members.find(ts.isConstructorDeclaration);
  for (const statement of constructor?.body?.statements ?? []) {
    const assignment =
      ts.isExpressionStatement(statement) &&
      ts.isBinaryExpression(statement.expression) &&
      statement.expression.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(statement.expression.left) &&
      statement.expression.left.expression.kind === ts.SyntaxKind.ThisKeyword
        ? { field: statement.expression.left.name.text, value: statement.expression.right }
        : undefined;
    if (assignment) fields.set(assignment.field, evaluate(assignment.value, fields, file, options));
    else other?.(statement, fields);
  }
  return fields;
}

/** The value as a plain object, or undefined when it is anything else (a list, a constant, a literal). */
export const asRecord = (value: Value): DataRecord | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !('constant' in value) ? value : undefined;
