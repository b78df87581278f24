// Runs an async task over a list with a bounded number in flight. Used by the
// build's CPU-heavy steps whose work runs off the main thread (zlib and resvg on
// libuv's thread pool): one task per core keeps every core busy and no more.

/**
 * Runs `task` over `items` with at most `limit` in flight; rejects with the first error.
 * @template T
 * @param {readonly T[]} items
 * @param {number} limit
 * @param {(item: T) => Promise<unknown>} task
 * @returns {Promise<void>}
 */
export async function eachWithLimit(items, limit, task) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
}
