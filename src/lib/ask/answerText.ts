/**
 * The light Markdown an answer of `POST /api/ask` is written in, read into a tree the panel renders as React
 * elements (never as HTML): sentences, `- ` and `1. ` lists, `inline code`, **strong**, *emphasis*,
 * [links](/docs/...), fenced code blocks, and the `[n]` markers that point at the answer's n-th source. The answer
 * arrives token by token, so the reader runs again on every longer prefix: anything not complete yet (an open link,
 * an unclosed fence) reads as text until the rest arrives. Inline syntax is src/lib/markdownLite's.
 */
import { parseInline, type Inline } from '../markdownLite';

export type AnswerInline =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'strong' | 'em'; children: AnswerInline[] }
  /** A link; `external` when it lands on another site, however it is written (src/lib/links.ts). */
  | { type: 'link'; href: string; external: boolean; children: AnswerInline[] }
  /** `[n]`: the answer's n-th source, counted from 1. */
  | { type: 'cite'; number: number };

export type AnswerBlock =
  | { type: 'paragraph'; children: AnswerInline[] }
  | { type: 'list'; ordered: boolean; items: AnswerInline[][] }
  | { type: 'code'; text: string };

const CITE = /\[(\d{1,2})\]/g;
const BULLET = /^\s*[-*•]\s+/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+/;
const FENCE = /^\s*```/;
const HEADING = /^\s*#{1,6}\s+/;

/** Splits text on `[n]` markers. */
function withCitations(text: string): AnswerInline[] {
  const nodes: AnswerInline[] = [];
  let last = 0;
  for (const match of text.matchAll(CITE)) {
    const number = Number(match[1]);
    if (number < 1) continue;
    if (match.index > last) nodes.push({ type: 'text', text: text.slice(last, match.index) });
    nodes.push({ type: 'cite', number });
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push({ type: 'text', text: text.slice(last) });
  return nodes;
}

function convert(nodes: Inline[]): AnswerInline[] {
  return nodes.flatMap((node): AnswerInline[] => {
    switch (node.type) {
      case 'text':
        return withCitations(node.text);
      case 'code':
        return [node];
      case 'strong':
      case 'em':
        return [{ type: node.type, children: convert(node.children) }];
      case 'link':
        return [{ type: 'link', href: node.href, external: node.external, children: convert(node.children) }];
    }
  });
}

export function parseAnswerInline(source: string): AnswerInline[] {
  return convert(parseInline(source));
}

/** Reads an answer, or the part of it that has arrived, into blocks. */
export function parseAnswer(source: string): AnswerBlock[] {
  const blocks: AnswerBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | undefined;
  let fence: string[] | undefined;

  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', children: parseAnswerInline(paragraph.join(' ')) });
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseAnswerInline) });
    paragraph = [];
    list = undefined;
  };

  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    if (fence) {
      if (FENCE.test(line)) {
        blocks.push({ type: 'code', text: fence.join('\n') });
        fence = undefined;
      } else fence.push(line);
      continue;
    }
    if (FENCE.test(line)) {
      flush();
      fence = [];
      continue;
    }
    if (line.trim() === '') {
      flush();
      continue;
    }
    const marker = BULLET.test(line) ? BULLET : NUMBERED.test(line) ? NUMBERED : undefined;
    if (marker) {
      const ordered = marker === NUMBERED;
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(line.replace(marker, ''));
      continue;
    }
    if (list) flush();
    // A heading reads as a sentence of its own.
    if (HEADING.test(line)) {
      flush();
      blocks.push({
        type: 'paragraph',
        children: [{ type: 'strong', children: parseAnswerInline(line.replace(HEADING, '')) }],
      });
      continue;
    }
    paragraph.push(line.trim());
  }
  // A fence still open is code still arriving.
  if (fence) {
    flush();
    blocks.push({ type: 'code', text: fence.join('\n') });
  }
  flush();
  return blocks;
}

/** The words of inline nodes, without markup or source markers: what a screen reader should say. */
export function plainText(nodes: AnswerInline[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
        case 'code':
          return node.text;
        case 'cite':
          return '';
        default:
          return plainText(node.children);
      }
    })
    .join('')
    .replace(/\s+([.,;:!?])/g, '$1');
}

/** An answer as sentences to speak: each block on a line of its own, list items too. */
export function speakableText(source: string): string {
  return parseAnswer(source)
    .flatMap((block) => {
      if (block.type === 'code') return [block.text];
      if (block.type === 'paragraph') return [plainText(block.children)];
      return block.items.map(plainText);
    })
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * What of a streaming answer is ready to announce: the complete sentences after the `spoken` characters already
 * announced, and how far that reaches. A sentence is complete at `.`, `!`, `?` or `:` followed by a space, or at the
 * end of a line; at the end of the answer (`final`) everything left is. Offsets count the raw answer text, so the
 * caller keeps one number between tokens.
 */
export function nextAnnouncement(source: string, spoken: number, final: boolean): { text: string; spoken: number } {
  let end = source.length;
  if (!final) {
    const rest = source.slice(spoken);
    let boundary = -1;
    for (const match of rest.matchAll(/[.!?:](?=\s)|\n/g)) boundary = match.index + match[0].length;
    if (boundary < 0) return { text: '', spoken };
    end = spoken + boundary;
  }
  return { text: speakableText(source.slice(spoken, end)).replace(/\n/g, ' '), spoken: end };
}
