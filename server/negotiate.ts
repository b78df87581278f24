import type { Stats } from 'node:fs';

/** Whether an Accept-Encoding header admits `coding` (an explicit q=0 refuses it, `*` stands in otherwise). */
export function acceptsEncoding(header: string | undefined, coding: string): boolean {
  if (!header) return false;
  let wildcard = 0;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const qParam = params.find((param) => param.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    const weight = Number.isNaN(q) ? 0 : q;
    if (name === coding) return weight > 0;
    if (name === '*') wildcard = weight;
  }
  return wildcard > 0;
}

/** A weak validator is enough: we never serve byte ranges. */
export function weakEtag(stats: Stats): string {
  return `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
}

/** Whether the client's cached copy is still current (If-None-Match wins over If-Modified-Since). */
export function isNotModified(headers: Headers, etag: string, modified: Date): boolean {
  const ifNoneMatch = headers.get('if-none-match');
  if (ifNoneMatch !== null) {
    const opaque = etag.replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => {
      const candidate = tag.trim();
      return candidate === '*' || candidate.replace(/^W\//, '') === opaque;
    });
  }
  const ifModifiedSince = headers.get('if-modified-since');
  if (ifModifiedSince === null) return false;
  const since = Date.parse(ifModifiedSince);
  // HTTP dates have whole-second precision, file times do not.
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}
