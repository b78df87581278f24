import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import mermaidDiagrams, { DIAGRAMS_DIR, diagramAlt, diagramHash, mermaidBlocks, svgSize } from './mermaidDiagrams.mjs';

const root = join(__dirname, '..', '..');
const sources = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });

describe('pre-rendered Mermaid diagrams', () => {
  it('has an SVG in static/diagrams for every diagram of the docs and the blog', () => {
    const missing = ['docs', 'blog'].flatMap(sources).flatMap((file) =>
      mermaidBlocks(readFileSync(join(root, file), 'utf8'))
        .filter((code) => !existsSync(join(root, DIAGRAMS_DIR, `${diagramHash(code)}.svg`)))
        .map(() => file),
    );
    expect(missing, 'pages whose diagrams need `npm run diagrams`').toEqual([]);
  });

  it('describes a flowchart by its labels and a sequence diagram by its actors and messages', () => {
    expect(diagramAlt('flowchart LR\n  A[Question] --> B{Route?}\n  B -->|yes| C((Answer))')).toBe(
      'Flowchart: Question, Answer, Route?, yes.',
    );
    expect(diagramAlt('sequenceDiagram\n  participant U as User\n  U->>S: Ask (politely)')).toBe(
      'Sequence diagram: User, Ask (politely).',
    );
  });

  it('reads the size from the viewBox', () => {
    expect(svgSize('<svg viewBox="0 0 640.5 200">')).toEqual({ width: 641, height: 200 });
    expect(svgSize('<svg>')).toBeUndefined();
  });

  it('swaps a mermaid block for a framed image and fails when its SVG is missing', () => {
    const [rendered = ''] = readdirSync(join(root, DIAGRAMS_DIR));
    const blocks: string[] = ['docs', 'blog']
      .flatMap(sources)
      .flatMap((file) => mermaidBlocks(readFileSync(join(root, file), 'utf8')) as string[]);
    const code = blocks.find((block) => `${diagramHash(block)}.svg` === rendered);
    expect(code).toBeDefined();
    const tree = { type: 'root', children: [{ type: 'code', lang: 'mermaid', value: code }] };
    mermaidDiagrams({ siteDir: root })(tree, { path: 'page.md' });
    const frame = tree.children[0] as unknown as {
      name: string;
      children: { name: string; attributes: { name: string; value: string }[] }[];
    };
    expect(frame.name).toBe('div');
    const image = frame.children[0];
    expect(image?.name).toBe('img');
    expect(image?.attributes.find((a) => a.name === 'src')?.value).toBe(`/diagrams/${rendered}`);

    const unknown = { type: 'root', children: [{ type: 'code', lang: 'mermaid', value: 'flowchart LR\n  X --> Y' }] };
    expect(() => mermaidDiagrams({ siteDir: root })(unknown, { path: 'page.md' })).toThrow(/npm run diagrams/);
  });
});
