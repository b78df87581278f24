import type { Context } from 'hono';
import { csvRow } from '../cli/csv';

/** Streams a CSV download: the header, then one line per item, read a page at a time. */
export function csvDownload<T>(
  c: Context,
  name: string,
  header: readonly string[],
  rows: AsyncIterable<T>,
  line: (item: T) => string,
) {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvRow([...header])));
    },
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(line(next.value)));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return c.body(body, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}"`,
    'Cache-Control': 'no-store',
  });
}
