/**
 * A small Markdown reader for the one-line descriptions of OpenAPI documents
 * (src/theme/Markdown renders its output): paragraphs, bullet and numbered
 * lists, `code`, **strong**, *emphasis* and [links](https://…). Anything
 * else stays text. Pure and deterministic, so the server and the browser
 * render the same markup. A link is resolved as a browser would
 * (src/lib/links.ts): one that lands on another site says so.
 */
import { resolveLink } from './links';

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'strong' | 'em'; children: Inline[] }
  | { type: 'link'; href: string; external: boolean; children: Inline[] };

export type Block = { type: 'paragraph'; children: Inline[] } | { type: 'list'; ordered: boolean; items: Inline[][] };

const INLINE = /`([^`]+)`|\*\*(.+?)\*\*|\*([^*\s][^*]*?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(source: string): Inline[] {
  const nodes: Inline[] = [];
  let last = 0;
  for (const match of source.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push({ type: 'text', text: source.slice(last, index) });
    const [whole, code, strong, em, label, href] = match;
    const target = label !== undefined && href !== undefined ? resolveLink(href) : null;
    if (code !== undefined) nodes.push({ type: 'code', text: code });
    else if (strong !== undefined) nodes.push({ type: 'strong', children: parseInline(strong) });
    else if (em !== undefined) nodes.push({ type: 'em', children: parseInline(em) });
    else if (target && label !== undefined) nodes.push({ type: 'link', ...target, children: parseInline(label) });
    else nodes.push({ type: 'text', text: whole });
    last = index + whole.length;
  }
  if (last < source.length) nodes.push({ type: 'text', text: source.slice(last) });
  return nodes;
}

const BULLET = /^\s*[-*]\s+/;
const NUMBERED = /^\s*\d+\.\s+/;

export function parseMarkdown(source: string): Block[] {
  return source
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): Block => {
      const lines = block.split('\n');
      const marker = lines.every((line) => BULLET.test(line))
        ? BULLET
        : lines.every((line) => NUMBERED.test(line))
          ? NUMBERED
          : undefined;
      if (marker) {
        return {
          type: 'list',
          ordered: marker === NUMBERED,
          items: lines.map((line) => parseInline(line.replace(marker, ''))),
        };
      }
      return { type: 'paragraph', children: parseInline(lines.join(' ')) };
    });
}
