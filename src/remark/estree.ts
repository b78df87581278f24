/** Estree nodes for MDX expressions written by the remark plugins here. */
export type Estree = Record<string, unknown>;

/** An ESTree expression for a JSON value, as MDX needs for an attribute expression. */
export function toEstree(value: unknown): Estree {
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(toEstree) };
  if (value !== null && typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .map(([key, item]) => ({
          type: 'Property',
          key: { type: 'Literal', value: key, raw: JSON.stringify(key) },
          value: toEstree(item),
          kind: 'init',
          method: false,
          shorthand: false,
          computed: false,
        })),
    };
  }
  return { type: 'Literal', value, raw: JSON.stringify(value) };
}

export const program = (body: Estree[]): Estree => ({ type: 'Program', sourceType: 'module', body });
