import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPages, emptyTableHeaders, needsSources, parsePage, sourceProblems } from './check-content.mjs';
import { studioNameIndex } from './studio-labels.mjs';

const COMMIT = '5da4286c0e69ac4c33a97c4daf1321051225c286';
const platform = {
  commit: COMMIT,
  files: new Set(['render.yaml', 'packages/server/src/index.ts', 'packages/server/src/utils/apiKey.ts']),
};
const page = (frontMatter: string) => `---\n${frontMatter}\n---\n\nBody text.\n`;
const problemsOf = (frontMatter: string) => sourceProblems(parsePage(page(frontMatter)).frontMatter, platform);

describe('emptyTableHeaders', () => {
  it('finds a header row with an empty cell', () => {
    const body = ['Intro.', '', '| | Chatflow | Agentflow |', '| --- | :-: | -: |', '| Model | one | each |'].join(
      '\n',
    );
    expect(emptyTableHeaders(body)).toEqual(['| | Chatflow | Agentflow |']);
  });

  it('accepts full header rows, empty body cells and pipes outside tables', () => {
    const body = [
      '| Aspect | Chatflow |',
      '| :-- | --: |',
      '| Health check | |',
      '',
      'A | B is not a table.',
      '| | neither is a row without a separator',
    ].join('\n');
    expect(emptyTableHeaders(body)).toEqual([]);
  });
});

describe('parsePage', () => {
  it('reads front matter as YAML, lists included', () => {
    const { frontMatter, body, error } = parsePage(
      page(
        `description: 'Keys: how to rotate them'\nsidebar_position: 3\nsources:\n  - render.yaml\n  - packages/server/src/index.ts`,
      ),
    );
    expect(error).toBeUndefined();
    expect(frontMatter).toEqual({
      description: 'Keys: how to rotate them',
      sidebar_position: 3,
      sources: ['render.yaml', 'packages/server/src/index.ts'],
    });
    expect(body).toBe('\nBody text.\n');
  });

  it('reports front matter that is not valid YAML instead of throwing', () => {
    expect(parsePage(page('sources:\n  - a\n - b')).error).toMatch(/not valid YAML/);
  });

  it('treats a page without front matter as having none', () => {
    expect(parsePage('# Title\n')).toEqual({ frontMatter: {}, body: '# Title\n' });
  });
});

describe('sourceProblems', () => {
  it('fails a page with no sources', () => {
    expect(problemsOf('description: A page')).toEqual([expect.stringMatching(/no `sources`/)]);
  });

  it('accepts `sources: none` and nothing else', () => {
    expect(problemsOf('description: A page\nsources: none')).toEqual([]);
    expect(problemsOf(`sources: none\nplatform_commit: ${COMMIT}`)).toEqual([
      expect.stringMatching(/`sources: none` but names a `platform_commit`/),
    ]);
    expect(problemsOf('sources: some')).toEqual([expect.stringMatching(/`none` or a YAML list/)]);
    expect(problemsOf('sources: []')).toEqual([expect.stringMatching(/`none` or a YAML list/)]);
  });

  it('fails a list without a commit, or with a commit other than the extracted one', () => {
    expect(problemsOf('sources:\n  - render.yaml')).toEqual([expect.stringMatching(/needs a `platform_commit`/)]);
    expect(problemsOf('platform_commit: 5da4286\nsources:\n  - render.yaml')).toEqual([
      expect.stringMatching(/needs a `platform_commit`/),
    ]);
    const other = 'a'.repeat(40);
    expect(problemsOf(`platform_commit: ${other}\nsources:\n  - render.yaml`)).toEqual([
      `platform_commit ${other} is not the extracted platform commit ${COMMIT}`,
    ]);
  });

  it('fails a path that is not a platform file at the commit', () => {
    expect(
      problemsOf(
        `platform_commit: ${COMMIT}\nsources:\n  - render.yaml\n  - packages/server/src/missing.ts\n  - packages/server`,
      ),
    ).toEqual([
      `source "packages/server/src/missing.ts" is not a file of the platform at ${COMMIT}`,
      `source "packages/server" is not a file of the platform at ${COMMIT}`,
    ]);
  });

  it('passes a page whose sources are platform files at the extracted commit', () => {
    expect(
      problemsOf(`platform_commit: ${COMMIT}\nsources:\n  - render.yaml\n  - packages/server/src/utils/apiKey.ts`),
    ).toEqual([]);
  });

  it('says when the platform file list has not been extracted', () => {
    const { frontMatter } = parsePage(page(`platform_commit: ${COMMIT}\nsources:\n  - render.yaml`));
    expect(sourceProblems(frontMatter, null)).toEqual([expect.stringMatching(/source-files\.json does not exist/)]);
  });
});

describe('needsSources', () => {
  it('covers pages inside the listed folders only', () => {
    const folders = ['docs/developers', 'docs/user-guides'];
    expect(needsSources('docs/developers/deployment/aws.md', folders)).toBe(true);
    expect(needsSources('docs/user-guides/README.md', folders)).toBe(true);
    expect(needsSources('docs/developers-old/a.md', folders)).toBe(false);
    expect(needsSources('docs/api/index.md', folders)).toBe(false);
  });
});

describe('checkPages', () => {
  const dir = mkdtempSync(join(tmpdir(), 'check-content-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const root = fileURLToPath(new URL('..', import.meta.url));
  const filler = 'Each step of this page is written for the reader who sets up a credential. '.repeat(12);
  const file = join(dir, 'page.md');
  writeFileSync(file, `---\ndescription: A page.\n---\n\n${filler}\n\nAdd a \`supabaseApi\` credential.\n`);
  const labels = {
    index: studioNameIndex({ names: [{ name: 'supabaseApi', label: 'Supabase API', kind: 'credential' }], mcp: [] }),
    allowed: [{ page: 'docs/gone.md', names: ['supabaseApi'], reason: 'A page that was removed.' }],
  };

  it('runs the label check on the pages it checks, and finds allow-list entries for missing pages', () => {
    const page = relative(root, file);
    expect(checkPages([file], [file], null, labels)).toEqual([
      expect.stringMatching(new RegExp(`^${page.replace(/[.]/g, '\\.')}:7: \`supabaseApi\` is an internal name`)),
      'scripts/studio-labels-allowed.json: docs/gone.md is not a docs page: remove its entry',
    ]);
  });
});
