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

  it('drops the descriptions no card shows, and only those', () => {
    // What the loader writes: JSON, where a description left undefined is gone.
    const written = JSON.parse(JSON.stringify(trimmed)) as typeof props;
    expect(written.version.docs.README).toEqual({ id: 'README', title: 'Title of README', sidebar: 'docs' });
    // A grandchild gets its card on its own category's page, which is a doc here, not a card page.
    expect(written.version.docs['developers/deployment/aws']).not.toHaveProperty('description');
    expect(written.version.docs['developers/embed']).toHaveProperty('description', 'About developers/embed.');
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
