/**
 * Reads tags and their attributes from a built page. The HTML is minified, so
 * attribute values may be unquoted; this is a small tokenizer for start tags,
 * not a general HTML parser (the e2e link check uses it too).
 */
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

/** The attributes of every start tag with one of these names ('*' for any), in document order, values decoded. */
export function readTags(html: string, names: string[] | '*'): Map<string, string>[] {
  const pattern = names === '*' ? '[a-z][a-z0-9-]*' : names.join('|');
  const tags: Map<string, string>[] = [];
  for (const [, attributeText = ''] of html.matchAll(new RegExp(`<(?:${pattern})\\b([^>]*)>`, 'gi'))) {
    const attributes = new Map<string, string>();
    for (const match of attributeText.matchAll(ATTRIBUTE)) {
      const name = match[1]!.toLowerCase();
      if (!attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
    }
    tags.push(attributes);
  }
  return tags;
}

/** Meta values by their property or name attribute (the first occurrence wins). */
export function readMetaTags(html: string): Map<string, string> {
  const metas = new Map<string, string>();
  for (const attributes of readTags(html, ['meta'])) {
    const key = attributes.get('property') ?? attributes.get('name');
    const content = attributes.get('content');
    if (key && content !== undefined && !metas.has(key)) metas.set(key, content);
  }
  return metas;
}

const JSON_LD = /<script\b[^>]*\btype=["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi;

/** The JSON-LD objects of a built page, top-level arrays and @graph flattened; unreadable blocks are skipped. */
export function readJsonLd(html: string): Record<string, unknown>[] {
  const objects: Record<string, unknown>[] = [];
  const add = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(add);
    else if (value && typeof value === 'object') {
      const object = value as Record<string, unknown>;
      objects.push(object);
      if (Array.isArray(object['@graph'])) object['@graph'].forEach(add);
    }
  };
  for (const [, text = ''] of html.matchAll(JSON_LD)) {
    try {
      add(JSON.parse(text));
    } catch {
      // Not ours to fix here: a page with broken JSON-LD still gets a card.
    }
  }
  return objects;
}

/**
 * The section a page belongs to, as its card names it: the trail of its
 * breadcrumbs without the page itself ("Sidekick Studio › Chat models"),
 * "Blog" for a blog post, "Docs" for a docs page at the top of its tree, and
 * nothing for other pages.
 */
export function readSection(html: string, pagePath: string): string | undefined {
  const objects = readJsonLd(html);
  const breadcrumbs = objects.find((object) => object['@type'] === 'BreadcrumbList');
  const names = (Array.isArray(breadcrumbs?.itemListElement) ? breadcrumbs.itemListElement : [])
    .map((item: unknown) => (item && typeof item === 'object' ? (item as { name?: unknown }).name : undefined))
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '');
  if (names.length > 1) return names.slice(0, -1).join(' › ');
  if (objects.some((object) => object['@type'] === 'BlogPosting')) return 'Blog';
  if (/^\/docs(\/|$)/.test(pagePath)) return 'Docs';
  return undefined;
}
