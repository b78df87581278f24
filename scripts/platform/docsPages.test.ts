import { describe, expect, it } from 'vitest';
import { readDocsPage, renderedData } from './docsPages';

describe('renderedData', () => {
  it('finds the reference components a page renders, not those in code blocks', () => {
    const body = [
      '<NodeFacts node="chatOpenAI" />',
      '<NodeParameters node="chatOpenAI" />',
      '<NodeParameters node="aaiChatOpenAI" />',
      '<NodeIndex folder="chatflows/chat-models" />',
      '<AgentflowParameters node="agentAgentflow" />',
      '<McpTools node="jiraMCP" />',
      '<CredentialCatalogue />',
      '<EnvVarTable group="database" />',
      '<EnvTemplateNames list="unread" />',
      'Use `<NodeParameters>` on a node page.',
      '```mdx',
      '<NodeFacts node="inExample" />',
      '```',
    ].join('\n');
    expect(renderedData(body)).toEqual({
      nodes: ['chatOpenAI', 'aaiChatOpenAI'],
      nodeIndexes: ['chatflows/chat-models'],
      agentflowNodes: ['agentAgentflow'],
      mcpNodes: ['jiraMCP'],
      credentialCatalogue: true,
      envGroups: ['database'],
      envLists: ['unread'],
    });
  });
});

describe('readDocsPage', () => {
  it('reads the cited commit and sources, and the route Docusaurus serves', () => {
    const commit = 'a'.repeat(40);
    const page = readDocsPage(
      'docs/developers/README.md',
      `---\ntitle: Developers\nplatform_commit: ${commit}\nsources:\n  - packages/server/src/index.ts\n---\n\nBody.\n`,
    );
    expect(page).toMatchObject({
      route: '/docs/developers/',
      platformCommit: commit,
      sources: ['packages/server/src/index.ts'],
    });
    expect(readDocsPage('docs/api/index.md', '---\ntitle: API\nsources: none\n---\n').route).toBe('/docs/api/');
    expect(readDocsPage('docs/a/b.mdx', '# B\n')).toMatchObject({ route: '/docs/a/b', sources: [] });
  });
});
