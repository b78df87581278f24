import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import McpTools from './McpTools';

const data = {
  label: 'Jira MCP',
  package: '@answerai/jira-mcp',
  version: '1.1.0',
  tools: [
    {
      name: 'create_issue',
      purpose: 'Opens an issue; `fields` sets the rest.',
      parameters: [
        { name: 'projectKey', type: 'string', required: true },
        { name: 'fields', type: 'object', required: false },
      ],
    },
    { name: 'list_projects', parameters: [] },
  ],
};

describe('McpTools', () => {
  // React separates adjacent text nodes with empty comments; they are not part of what a reader sees.
  const html = renderToString(<McpTools node="jiraMCP" data={data} />).replace(/<!-- -->/g, '');

  it('is a labelled, focusable table captioned with the count, the package and its version', () => {
    expect(html).toMatch(/role="region" aria-label="Tools of Jira MCP" tabindex="0"/i);
    expect(html).toMatch(/<caption>2 tools of <code>@answerai\/jira-mcp<\/code> 1\.1\.0<\/caption>/);
  });

  it('gives each tool a row headed by its name, with each parameter’s type and only the required ones marked', () => {
    // Names may wrap after an underscore only.
    expect(html).toContain('create_<wbr/>issue');
    expect(html.replace(/<wbr\/>/g, '')).toMatch(/<th scope="row"><code[^>]*>create_issue<\/code><\/th>/);
    expect(html).toMatch(/projectKey<\/code> <span[^>]*>string<\/span><span[^>]*>required<\/span>/);
    expect(html).toMatch(/fields<\/code> <span[^>]*>object<\/span><\/li>/);
    expect(html.replace(/<wbr\/>/g, '')).toMatch(
      /list_projects<\/code><\/th><td[^>]*><\/td><td><span[^>]*>none<\/span>/,
    );
  });

  it('shows the purpose lines in their own column, with code spans as code', () => {
    expect(html).toContain('<th scope="col">What it does</th>');
    expect(html).toMatch(/<td[^>]*>Opens an issue; <code[^>]*>fields<\/code> sets the rest\.<\/td>/);
    const bare = renderToString(
      <McpTools node="jiraMCP" data={{ ...data, tools: [{ name: 'ping', parameters: [] }] }} />,
    );
    expect(bare).not.toContain('What it does');
  });

  it('refuses to render without the data the remark plugin adds', () => {
    expect(() => renderToString(<McpTools node="jiraMCP" />)).toThrow(/has no data/);
  });
});
