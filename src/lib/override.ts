/**
 * Deep-merges a partial patch into a configuration object, for rendering a
 * component with some flags flipped (tests, previews). Arrays and other
 * non-plain values in the patch replace the base value whole.
 */
export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { readonly [K in keyof T]?: DeepPartial<T[K]> }
    : T;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

export function override<T>(base: T, patch: DeepPartial<NoInfer<T>>): T {
  if (!isPlainObject(base) || !isPlainObject(patch)) return (patch ?? base) as T;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    merged[key] = isPlainObject(value) && isPlainObject(merged[key]) ? override(merged[key], value) : value;
  }
  return merged as T;
}
