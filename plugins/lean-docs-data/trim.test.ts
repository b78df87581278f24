import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { trimVersionData } from './trim.cjs';

const doc = (id: string) => ({ id, title: `Title of ${id}`, description: `About ${id}.`, sidebar: 'docs' });

const props = {
  version: {
    label: 'Next',
    docsSidebars: {
      docs: [
        { type: 'link', href: '/docs/', docId: 'README' },
        {
          type: 'category',
          href: '/docs/category/developers',
          items: [
            { type: 'link', href: '/docs/developers/embed', docId: 'developers/embed' },
            {
              type: 'category',
              href: '/docs/developers/deployment/',
              items: [{ type: 'link', href: '/docs/developers/deployment/aws', docId: 'developers/deployment/aws' }],
            },
            { type: 'link', href: 'https://example.com', label: 'Elsewhere' },
          ],
        },
      ],
    },
    docs: Object.fromEntries(['README', 'developers/embed', 'developers/deployment/aws'].map((id) => [id, doc(id)])),
  },
};

describe('trimVersionData', () => {
  const trimmed = trimVersionData(props, ['/docs/category/developers']);

  it('keeps the description of a doc a generated category page shows as a card', () => {
    expect(trimmed.version?.docs?.['developers/embed']).toEqual(doc('developers/embed'));
  });

  it('drops the docs no card shows, and only those', () => {
    // A grandchild gets its card on its own category's page, which is a doc here, not a card page.
    expect(Object.keys(trimmed.version?.docs ?? {})).toEqual(['developers/embed']);
  });

  it('leaves the sidebars and the other fields as they were', () => {
    expect(trimmed.version?.docsSidebars).toBe(props.version.docsSidebars);
    expect(trimmed.version).toMatchObject({ label: 'Next' });
  });

  it('returns props without version data unchanged', () => {
    const tagProps = { tag: { label: 'x' } };
    expect(trimVersionData(tagProps as never, [])).toBe(tagProps);
  });
});

/** The .js files under a folder, relative to it. */
function scripts(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
}

describe('the framework code the trim relies on (fails when an upgrade changes it)', () => {
  // Read where npm installs them: the packages' exports do not list their lib/ files.
  const lib = (name: string) => path.join('node_modules', name, 'lib');
  const docsClient = path.join(lib('@docusaurus/plugin-content-docs'), 'client');
  const themes = ['@docusaurus/theme-classic', 'docusaurus-theme-openapi-docs'].map(lib);

  it('reads the version data’s docs only in useDocById()', () => {
    const readers = scripts(docsClient).filter((file) =>
      /\bversion\.docs\[|versionMetadata\.docs\b/.test(readFileSync(path.join(docsClient, file), 'utf8')),
    );
    expect(readers).toEqual(['docsUtils.js']);
    const source = readFileSync(path.join(docsClient, 'docsUtils.js'), 'utf8');
    expect(source.match(/\bversion\.docs\[/g)).toHaveLength(1);
    expect(source).toMatch(
      /export function useDocById\(id\) \{\s+const version = useDocsVersion\(\);[\s\S]{0,200}?version\.docs\[id\]/,
    );
  });

  it('calls useDocById() only in DocCard, with a card’s doc id', () => {
    const callers = themes.flatMap((lib) =>
      scripts(lib)
        .filter((file) => readFileSync(path.join(lib, file), 'utf8').includes('useDocById('))
        .map((file) => `${path.basename(path.dirname(lib))}/${file}`),
    );
    expect(callers).toEqual(['theme-classic/theme/DocCard/index.js']);
    expect(
      readdirSync('src', { recursive: true, encoding: 'utf8' }).filter(
        (file) => /\.(tsx?|jsx?)$/.test(file) && readFileSync(path.join('src', file), 'utf8').includes('useDocById'),
      ),
    ).toEqual([]);
  });
});
