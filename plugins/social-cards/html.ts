/**
 * Reads the <meta> tags of a built page. The HTML is minified, so attribute
 * values may be unquoted; this is a small tokenizer for <meta> only, not a
 * general HTML parser.
 */
const META_TAG = /<meta\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : match;
    }
    return ENTITIES[entity.toLowerCase()] ?? match;
  });
}

/** Meta values by their property or name attribute (the first occurrence wins). */
export function readMetaTags(html: string): Map<string, string> {
  const metas = new Map<string, string>();
  for (const [, attributeText = ''] of html.matchAll(META_TAG)) {
    const attributes = new Map<string, string>();
    for (const match of attributeText.matchAll(ATTRIBUTE)) {
      const name = match[1]!.toLowerCase();
      attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
    }
    const key = attributes.get('property') ?? attributes.get('name');
    const content = attributes.get('content');
    if (key && content !== undefined && !metas.has(key)) metas.set(key, content);
  }
  return metas;
}
