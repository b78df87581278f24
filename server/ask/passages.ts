/**
 * A built page's passages: its article, read from the HTML Docusaurus rendered (so every anchor is the id the page
 * really has, and what components rendered, such as a node's facts or a parameter table, is included), cut at each
 * H2 and H3 that carries an id, plus the page's opening before its first heading.
 *
 * A passage's text is one block a line: paragraphs, `- ` list items and table rows (cells joined by ` — `),
 * `term: definition` pairs, and code blocks fenced with ``` lines. The navbar, sidebar, table of contents,
 * breadcrumbs, pagination, the feedback form and the footer lie outside the article's content and are never read.
 */
import { parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import type { Passage } from './types';

type Node = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;
type Parent = DefaultTreeAdapterTypes.ParentNode;

/** Blocks of text: a new line starts before and after each. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'ul',
]);

/** Elements whose text is never part of a passage: controls, pictures, scripts, page furniture. */
const SKIPPED = new Set(['button', 'iframe', 'img', 'nav', 'noscript', 'script', 'style', 'svg', 'template', 'video']);

/**
 * Class names (or CSS-module name prefixes) of elements inside the article that are not its text: heading links,
 * the API reference's loading placeholders, an admonition's label ("tip"), and the lists of platform source files
 * that read an environment variable (`src/components/EnvVarTable`), and a page's closing "Sources" disclosure
 * (`src/remark/docSources.ts`).
 */
const SKIPPED_CLASSES = ['hash-link', 'openapi-skeleton', 'admonitionHeading', 'reads', 'doc-sources'];

/** Where a page's own text starts: a doc's rendered Markdown, or a blog post's body. */
const isContentRoot = (element: Element) =>
  hasClass(element, 'theme-doc-markdown') || attribute(element, 'id') === '__blog-post-container';

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

function hasClass(element: Element, name: string): boolean {
  return (attribute(element, 'class') ?? '').split(/\s+/).includes(name);
}

function isElement(node: Node | Parent): node is Element {
  return 'tagName' in node;
}

function isSkipped(element: Element): boolean {
  if (SKIPPED.has(element.tagName) || attribute(element, 'aria-hidden') === 'true') return true;
  if (element.tagName === 'ul' && attribute(element, 'role') === 'tablist') return true;
  const classes = (attribute(element, 'class') ?? '').split(/\s+/);
  return classes.some((name) => SKIPPED_CLASSES.some((skipped) => name === skipped || name.startsWith(`${skipped}_`)));
}

/** Spaces collapsed, zero-width characters (the heading links' text) removed. */
export function cleanText(text: string): string {
  return text
    .replace(/\u200b|\u200c|\u200d|\ufeff/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The text of an element, as it reads inline. Two elements side by side with nothing between them get a space:
 * components lay such pieces out as blocks with CSS (a parameter's label above its code name, a list of choices).
 */
function inlineText(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value;
  if (!isElement(node) || isSkipped(node)) return '';
  if (node.tagName === 'br') return ' ';
  let text = '';
  node.childNodes.forEach((child, index) => {
    const before = node.childNodes[index - 1];
    if (before && isElement(before) && isElement(child)) text += ' ';
    text += isElement(child) && BLOCKS.has(child.tagName) ? ` ${inlineText(child)} ` : inlineText(child);
  });
  return text;
}

/** A code block's text, its lines kept (each rendered line ends in a <br>). */
function codeText(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value;
  if (!isElement(node) || isSkipped(node)) return '';
  if (node.tagName === 'br') return '\n';
  return node.childNodes.map(codeText).join('');
}

function findElement(node: Parent, test: (element: Element) => boolean): Element | undefined {
  for (const child of node.childNodes) {
    if (!isElement(child)) continue;
    if (test(child)) return child;
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

function findAll(node: Parent, tagName: string, into: Element[] = []): Element[] {
  for (const child of node.childNodes) {
    if (!isElement(child)) continue;
    if (child.tagName === tagName) into.push(child);
    else findAll(child, tagName, into);
  }
  return into;
}

/** What the walk over the content meets, in reading order. */
type Piece = { kind: 'heading'; id: string; text: string } | { kind: 'line'; text: string };

/** Turns the content's tree into headings and lines of text. */
class Reader {
  readonly pieces: Piece[] = [];
  private buffer = '';
  /** Put before the next line written: a list item's `- `, which its first paragraph may carry. */
  private prefix = '';

  /** Ends the line being written, if it has any text. */
  private flush(): void {
    const text = cleanText(this.buffer);
    this.buffer = '';
    if (text === '') return;
    this.pieces.push({ kind: 'line', text: this.prefix + text });
    this.prefix = '';
  }

  /** A line of its own (a code block, a table row), which never takes a list item's prefix. */
  private line(text: string): void {
    this.flush();
    if (text !== '') this.pieces.push({ kind: 'line', text });
  }

  read(node: Node): void {
    if (node.nodeName === '#text') {
      this.buffer += (node as DefaultTreeAdapterTypes.TextNode).value;
      return;
    }
    if (!isElement(node) || isSkipped(node)) return;
    const tag = node.tagName;
    const id = attribute(node, 'id');
    if ((tag === 'h2' || tag === 'h3') && id) {
      this.flush();
      this.pieces.push({ kind: 'heading', id, text: cleanText(inlineText(node)) });
      return;
    }
    // The page's title is read apart (pageTitle); in the content it would repeat.
    if (tag === 'h1') return;
    if (tag === 'pre' && findElement(node, (element) => element.tagName === 'code')) {
      const code = codeText(node).replace(/\n+$/, '');
      this.line(code.trim() === '' ? '' : `\`\`\`\n${code}\n\`\`\``);
      return;
    }
    if (tag === 'table') {
      this.flush();
      for (const line of this.tableLines(node)) this.line(line);
      return;
    }
    if (tag === 'br') {
      this.buffer += ' ';
      return;
    }
    if (tag === 'dt') {
      this.flush();
      this.children(node);
      this.buffer += ': ';
      return;
    }
    if (tag === 'dd') {
      this.children(node);
      this.flush();
      return;
    }
    if (tag === 'li') {
      this.flush();
      this.prefix = '- ';
      this.children(node);
      this.flush();
      this.prefix = '';
      return;
    }
    if (BLOCKS.has(tag)) {
      this.flush();
      this.children(node);
      this.flush();
      return;
    }
    this.children(node);
  }

  finish(): Piece[] {
    this.flush();
    return this.pieces;
  }

  private children(node: Element): void {
    for (const child of node.childNodes) this.read(child);
  }

  /**
   * A table's caption and rows as lines: `- first cell — second — …`. With three columns or more, each cell after
   * the first is labelled with its column's header (`Default: 0.9`), which a row alone would not say.
   */
  private tableLines(table: Element): string[] {
    const caption = findElement(table, (element) => element.tagName === 'caption');
    const rows = findAll(table, 'tr').map((row) => ({
      head: row.parentNode !== null && isElement(row.parentNode) && row.parentNode.tagName === 'thead',
      cells: row.childNodes
        .filter((cell): cell is Element => isElement(cell) && (cell.tagName === 'td' || cell.tagName === 'th'))
        .map((cell) => cleanText(inlineText(cell))),
    }));
    const header = rows.find((row) => row.head)?.cells ?? [];
    const body = rows.filter((row) => !row.head);
    const labelled = header.length >= 3;
    const lines = (body.length > 0 ? body : rows).map(({ cells }) =>
      cells
        .map((cell, index) =>
          labelled && index > 0 && cell !== '' && header[index] ? `${header[index]}: ${cell}` : cell,
        )
        .filter((cell) => cell !== '')
        .join(' — '),
    );
    return [
      caption ? cleanText(inlineText(caption)) : '',
      ...lines.filter((line) => line !== '').map((line) => `- ${line}`),
    ];
  }
}

/** The `<article>` of a page, as a fragment: parsing only it is three to five times quicker than the whole page. */
function articleOf(html: string): DefaultTreeAdapterTypes.DocumentFragment | undefined {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  if (start < 0 || end < start) return undefined;
  return parseFragment(html.slice(start, end + '</article>'.length));
}

/** The page's `<meta name="description">`, which the docs' front matter writes as a one-sentence summary. */
function descriptionOf(html: string): string {
  const start = html.indexOf('<head');
  const end = html.indexOf('</head>');
  if (start < 0 || end < start) return '';
  const meta = findElement(
    parseFragment(html.slice(start, end + '</head>'.length)),
    (element) => element.tagName === 'meta' && attribute(element, 'name') === 'description',
  );
  return cleanText(meta ? (attribute(meta, 'content') ?? '') : '');
}

/** A page as the index keeps it: its canonical path, title, description and passages. */
export interface Page {
  path: string;
  title: string;
  description: string;
  passages: Passage[];
}

/**
 * One built page, `path` being its canonical path (`/docs/intro`, `/docs/sidekick-studio/`). Undefined for a page
 * without a doc's or blog post's content (a listing, a generated category page).
 */
export function readPage(html: string, path: string): Page | undefined {
  const article = articleOf(html);
  if (!article) return undefined;
  const root = findElement(article, isContentRoot);
  if (!root) return undefined;
  const heading = findElement(article, (element) => element.tagName === 'h1');
  const title = heading ? cleanText(inlineText(heading)) : '';
  if (title === '') return undefined;

  const reader = new Reader();
  for (const child of root.childNodes) reader.read(child);

  const passages: Passage[] = [];
  let current: Passage = { source: path, title, heading: title, text: '' };
  const lines: string[] = [];
  const close = () => {
    if (lines.length > 0) passages.push({ ...current, text: lines.join('\n') });
    lines.length = 0;
  };
  for (const piece of reader.finish()) {
    if (piece.kind === 'line') {
      lines.push(piece.text);
      continue;
    }
    close();
    current = { source: `${path}#${piece.id}`, title, heading: piece.text, text: '' };
  }
  close();
  return { path, title, description: descriptionOf(html), passages };
}
