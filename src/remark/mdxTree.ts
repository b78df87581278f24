// What the remark plugins that hand build-time data to MDX components share:
// the slice of the MDX tree they touch, a walk over it, and the `data` prop.
import { program, toEstree } from './estree';

export interface MdxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

export interface MdxNode {
  type: string;
  name?: string | null;
  value?: unknown;
  attributes?: MdxAttribute[];
  children?: MdxNode[];
  data?: unknown;
}

export function* walk(node: MdxNode): Generator<MdxNode> {
  yield node;
  for (const child of node.children ?? []) yield* walk(child);
}

/** Whether the page's own ESM already declares this name (an explicit import wins). */
export const declares = (tree: MdxNode, name: string) =>
  (tree.children ?? []).some(
    (child) => child.type === 'mdxjsEsm' && new RegExp(`\\b${name}\\b`).test(String(child.value)),
  );

/** Gives a JSX element a `data={…}` prop holding `data`, replacing one the page wrote. */
export function setDataProp(element: MdxNode, data: unknown): void {
  element.attributes = [
    ...(element.attributes ?? []).filter((item) => item.name !== 'data'),
    {
      type: 'mdxJsxAttribute',
      name: 'data',
      value: {
        type: 'mdxJsxAttributeValueExpression',
        value: JSON.stringify(data),
        data: { estree: program([{ type: 'ExpressionStatement', expression: toEstree(data) }]) },
      },
    },
  ];
}
