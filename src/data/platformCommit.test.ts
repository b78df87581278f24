// Every data file with facts from the platform names, by full hash, the
// platform commit they were read from, and it is the commit the docs pages
// cite in their `platform_commit` front matter: a refresh that moves the data
// without the pages (or the reverse) fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listDocs, parsePage } from '../../scripts/check-content.mjs';

const dataDir = __dirname;

/** Files under src/data that hold no platform facts: which docs page documents a node, which pages are still to write. */
const OURS = new Set(['nodes/pages.json']);

/** Every JSON file under src/data with facts from the platform: the extracted data and the node facts. */
function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(file);
    return entry.name.endsWith('.json') && !OURS.has(path.relative(dataDir, file)) ? [file] : [];
  });
}

const cited = new Set(
  (listDocs() as string[])
    .map((file) => parsePage(readFileSync(file, 'utf8')).frontMatter.platform_commit)
    .filter((commit) => commit !== undefined),
);

describe('the platform commit of the data and of the docs', () => {
  it('is one commit, cited by the docs pages by full hash', () => {
    expect([...cited]).toHaveLength(1);
    expect([...cited][0]).toMatch(/^[0-9a-f]{40}$/);
  });

  const files = jsonFiles(dataDir);
  it('covers the extracted data and the node facts', () => {
    const names = files.map((file) => path.relative(dataDir, file)).sort();
    expect(names).toContain('nodes/nodes.json');
    expect(names).toContain('platform/env.json');
  });

  it.each(files.map((file) => [path.relative(dataDir, file), file]))('%s names that commit', (_name, file) => {
    const data = JSON.parse(readFileSync(file, 'utf8')) as { commit?: unknown; source?: unknown };
    expect(data.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(cited.has(data.commit as string)).toBe(true);
    if (typeof data.source === 'string') expect(data.source).not.toMatch(/\bHEAD\b/);
  });
});
