// What the extractors share for reading the platform's code with the
// TypeScript compiler API: parsing a file, walking its tree, and naming a
// node's place in error messages.
import path from 'node:path';
import ts from 'typescript';

const SCRIPT_KINDS: Record<string, ts.ScriptKind> = {
  '.ts': ts.ScriptKind.TS,
  '.tsx': ts.ScriptKind.TSX,
  '.jsx': ts.ScriptKind.JSX,
};

/** Parses a file as its extension says (.ts, .tsx, .jsx; anything else as JavaScript, JSX allowed). */
export function parse(file: string, text: string): ts.SourceFile {
  const kind = SCRIPT_KINDS[path.extname(file)] ?? ts.ScriptKind.JS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

/** Calls `callback` on the node and every node below it, parents first. */
export function visit(node: ts.Node, callback: (node: ts.Node) => void): void {
  callback(node);
  node.forEachChild((child) => visit(child, callback));
}

/** `file:line` of a node, for error messages. */
export function where(node: ts.Node, file = node.getSourceFile().fileName): string {
  const { line } = node.getSourceFile().getLineAndCharacterOfPosition(node.getStart());
  return `${file}:${line + 1}`;
}
