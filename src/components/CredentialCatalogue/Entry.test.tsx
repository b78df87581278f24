import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import Entry from './Entry';
import type { CatalogueEntry } from './types';

// The theme's link and heading are bundler aliases; plain elements stand in for them here.
vi.mock('@docusaurus/Link', () => ({
  default: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));
vi.mock('@theme/Heading', () => ({
  default: ({ as: Tag, id, children }: { as: 'h4'; id: string; children: ReactNode }) => <Tag id={id}>{children}</Tag>,
}));

const entry: CatalogueEntry = {
  name: 'exampleApi',
  label: 'Example API',
  fields: [
    { label: 'API Key', name: 'apiKey', type: 'password' },
    { label: 'Base URL', name: 'baseUrl', type: 'string', optional: true, default: 'https://api.example.com' },
  ],
  nodes: [],
};

describe('a credential type’s fields', () => {
  const html = renderToString(<Entry entry={entry} unknown={[]} docLink={() => undefined} />);
  const row = (field: string) =>
    html.slice(html.indexOf(`<code>${field}</code>`), html.indexOf('</tr>', html.indexOf(`<code>${field}</code>`)));

  it('say "none" to a screen reader where a field has no default, and show a dash that it skips', () => {
    const cell = row('apiKey').slice(row('apiKey').indexOf('data-label="Default"'));
    expect(cell).toMatch(/<span aria-hidden="true">–<\/span><span class="[^"]+">none<\/span>/);
  });

  it('put no ARIA label on an element whose role does not take one', () => {
    expect(html).not.toContain('aria-label');
  });

  it('show a default as code', () => {
    expect(row('baseUrl')).toContain('<code>https://api.example.com</code>');
    expect(row('baseUrl')).not.toContain('aria-hidden');
  });
});
