// Mermaid diagrams as static SVG files. The browser never loads Mermaid (about
// 300 KiB of compressed JavaScript, enough to cost a docs page its performance
// score): `npm run diagrams` renders each ```mermaid block once, in Chromium, to
// static/diagrams/<hash>.svg, and the remark plugin below swaps the block for
// an <img> of that file with its size and a text alternative.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Bump to re-render every diagram when the look (theme variables) changes. */
export const DIAGRAM_STYLE_VERSION = '1';
export const DIAGRAMS_DIR = 'static/diagrams';
export const DIAGRAMS_URL = '/diagrams';

export const diagramHash = (code) =>
  createHash('sha256').update(`${DIAGRAM_STYLE_VERSION}\n${code.trim()}`).digest('hex').slice(0, 16);

const KINDS = {
  flowchart: 'Flowchart',
  graph: 'Flowchart',
  sequenceDiagram: 'Sequence diagram',
  stateDiagram: 'State diagram',
  'stateDiagram-v2': 'State diagram',
  classDiagram: 'Class diagram',
  erDiagram: 'Entity relationship diagram',
  journey: 'User journey',
  gantt: 'Timeline',
  mindmap: 'Mind map',
  timeline: 'Timeline',
};

/** A text alternative: the diagram's kind and its labels in order of appearance. */
export function diagramAlt(code) {
  const lines = code.trim().split('\n');
  const first = (lines[0] ?? '').trim().split(/\s+/)[0] ?? '';
  const kind = KINDS[first] ?? 'Diagram';
  const labels = [];
  const body = lines.slice(1).join('\n');
  const patterns = [
    /\[\/?\(?\[?"?([^"\])/]+?)"?\]?\)?\/?\]/g,
    /\(\(?"?([^"()]+?)"?\)?\)/g,
    /\{"?([^"{}]+?)"?\}/g,
    /\|"?([^"|]+?)"?\|/g,
    /participant\s+\w+\s+as\s+(.+)$/gm,
    /:\s*([^:\n]+)$/gm,
  ];
  const sequence = kind === 'Sequence diagram';
  for (const pattern of sequence ? patterns.slice(-2) : patterns.slice(0, -2)) {
    for (const match of body.matchAll(pattern)) {
      const label = match[1]
        ?.replace(/<br\s*\/?>/gi, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      if (label && !labels.includes(label)) labels.push(label);
    }
  }
  return labels.length ? `${kind}: ${labels.slice(0, 24).join(', ')}.` : `${kind}.`;
}

/** Width and height of a rendered SVG, from its viewBox. */
export function svgSize(svg) {
  const viewBox = /viewBox="[\d.-]+\s+[\d.-]+\s+([\d.]+)\s+([\d.]+)"/.exec(svg);
  return viewBox ? { width: Math.ceil(Number(viewBox[1])), height: Math.ceil(Number(viewBox[2])) } : undefined;
}

const attribute = (name, value) => ({ type: 'mdxJsxAttribute', name, value: String(value) });

/** Collects the ```mermaid code blocks of an mdast tree (no dependency on unist-util-visit). */
function mermaidNodes(tree) {
  const found = [];
  const walk = (node, parent) => {
    if (node.type === 'code' && node.lang === 'mermaid') found.push({ node, parent });
    for (const child of node.children ?? []) walk(child, node);
  };
  walk(tree, undefined);
  return found;
}

export default function mermaidDiagrams({ siteDir = process.cwd() } = {}) {
  return (tree, file) => {
    for (const { node, parent } of mermaidNodes(tree)) {
      const hash = diagramHash(node.value);
      const path = join(siteDir, DIAGRAMS_DIR, `${hash}.svg`);
      if (!existsSync(path)) {
        throw new Error(
          `${file.path}: a Mermaid diagram has no rendered SVG (${DIAGRAMS_DIR}/${hash}.svg). Run \`npm run diagrams\`.`,
        );
      }
      const size = svgSize(readFileSync(path, 'utf8')) ?? { width: 800, height: 400 };
      const image = {
        type: 'mdxJsxFlowElement',
        name: 'img',
        attributes: [
          attribute('src', `${DIAGRAMS_URL}/${hash}.svg`),
          attribute('alt', diagramAlt(node.value)),
          attribute('width', size.width),
          attribute('height', size.height),
          attribute('loading', 'lazy'),
          attribute('decoding', 'async'),
          attribute('className', 'diagram'),
        ],
        children: [],
      };
      // Wide diagrams keep their natural size on a phone and scroll sideways.
      const frame = {
        type: 'mdxJsxFlowElement',
        name: 'div',
        attributes: [
          attribute('className', 'diagram-frame'),
          attribute('tabIndex', 0),
          attribute('role', 'group'),
          attribute('aria-label', 'Diagram (scrolls sideways on small screens)'),
        ],
        children: [image],
      };
      parent.children.splice(parent.children.indexOf(node), 1, frame);
    }
  };
}

/** Every Mermaid block in the given Markdown source. */
export function mermaidBlocks(source) {
  return [...source.matchAll(/^```mermaid[^\n]*\n([\s\S]*?)^```\s*$/gm)].map((match) => match[1] ?? '');
}
