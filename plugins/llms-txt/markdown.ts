/**
 * Turns a docs source file (Markdown or MDX) into plain Markdown for machines
 * and for the "Copy page as Markdown" button: front matter out, the title as
 * the H1, MDX imports and JSX wrappers out, tab labels kept as bold lines,
 * components that stand for content rendered through `renderComponent`, and
 * relative links resolved to absolute URLs.
 */

export type ComponentRenderer = (name: string, attributes: Readonly<Record<string, string>>) => string | undefined;

export type MarkdownOptions = {
  title: string;
  description?: string;
  /** Maps a link target as written in the page to an absolute URL, or undefined to keep it. */
  resolveLink?: (target: string) => string | undefined;
  renderComponent?: ComponentRenderer;
};

const FRONT_MATTER = /^---\n[\s\S]*?\n---\n?/;
const FENCE = /^(\s*)(```|~~~)/;
const SELF_CLOSING = /^\s*<([A-Z][\w.]*)((?:\s+[\w-]+(?:=(?:"[^"]*"|'[^']*'|\{[^}]*\}))?)*)\s*\/>\s*$/;
const OPENING_OR_CLOSING = /^\s*<\/?([A-Z][\w.]*)((?:\s+[\w-]+(?:=(?:"[^"]*"|'[^']*'|\{[^}]*\}))?)*)\s*>\s*$/;
const ATTRIBUTE = /([\w-]+)=(?:"([^"]*)"|'([^']*)'|\{\s*['"]?([^}'"]*)['"]?\s*\})/g;

export function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const [, name, double, single, braced] = match;
    if (name) attributes[name] = double ?? single ?? braced ?? '';
  }
  return attributes;
}

function resolveLinks(line: string, resolveLink: MarkdownOptions['resolveLink']): string {
  if (!resolveLink) return line;
  return line.replace(/\]\(([^)\s]+)\)/g, (whole, target: string) => {
    const resolved = resolveLink(target);
    return resolved ? `](${resolved})` : whole;
  });
}

export function toMarkdown(source: string, options: MarkdownOptions): string {
  const body = source.replace(FRONT_MATTER, '');
  const out: string[] = [`# ${options.title}`, ''];
  if (options.description) out.push(`> ${options.description}`, '');
  let fence: string | undefined;
  let skippedTitle = false;
  for (const line of body.split('\n')) {
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      out.push(line);
      if (fenceMatch?.[2] === fence) fence = undefined;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[2];
      out.push(line);
      continue;
    }
    // The page's own H1 duplicates the title written above.
    if (!skippedTitle && /^#\s/.test(line)) {
      skippedTitle = true;
      continue;
    }
    if (/^(import|export)\s/.test(line)) continue;
    const selfClosing = SELF_CLOSING.exec(line);
    if (selfClosing) {
      const rendered = options.renderComponent?.(selfClosing[1] ?? '', parseAttributes(selfClosing[2] ?? ''));
      if (rendered) out.push(rendered.trimEnd());
      continue;
    }
    const tag = OPENING_OR_CLOSING.exec(line);
    if (tag) {
      const attributes = parseAttributes(tag[2] ?? '');
      if (tag[1] === 'TabItem' && !line.trim().startsWith('</') && (attributes.label ?? attributes.value)) {
        out.push(`**${attributes.label ?? attributes.value}**`, '');
      }
      continue;
    }
    out.push(resolveLinks(line, options.resolveLink));
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
