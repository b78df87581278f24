// The drift report on a real (tiny) git repository: a platform of a few files
// at two commits, a site of three pages whose data is the extraction at the
// first commit, as `platform:extract` would have written it.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { extractAgentflowNodes } from './agentflow';
import { openCheckout, UnknownCommitError } from './checkout';
import { extractCredentials } from './credentials';
import { readDocsPage } from './docsPages';
import { buildDrift, main, type Site } from './drift';
import { drifted, toMarkdown } from './driftReport';
import { fingerprint, type Evidence } from '../evidence/evidence';
import { extractEnv } from './env';
import { extractNodes } from './nodes';
import { extractRoutesFrom } from './routes';
import { createTestRepo } from './testRepo';

const SERVER = 'packages/server/src';
const NODES = 'packages/components/nodes';

const manifests = {
  'packages/server/package.json': '{"dependencies":{"global-agent":"^3.0.0"}}',
  'packages/components/package.json': '{"dependencies":{"@langchain/core":"0.3.61","@answerai/jira-mcp":"^1.1.0"}}',
  'apps/web/package.json': '{"dependencies":{"@auth0/nextjs-auth0":"3.5.0","next":"15.0.0"}}',
};

const server = (extraRoute: string) => ({
  [`${SERVER}/index.ts`]: `
import express from 'express'
import apiRouter from './routes'
const app = express()
app.use('/api/v1', apiRouter)
const port = process.env.PORT || '${extraRoute ? '4000' : '3000'}'
${extraRoute ? 'const limit = process.env.FILE_SIZE_LIMIT' : ''}
`,
  [`${SERVER}/utils/constants.ts`]: "export const WHITELIST_URLS = ['/api/v1/ping', '/api/v1/attachments']\n",
  [`${SERVER}/routes/index.ts`]: `
import express from 'express'
import pingRouter from './ping'
const router = express.Router()
router.use('/ping', pingRouter)
export default router
`,
  [`${SERVER}/routes/ping/index.ts`]: `
import express from 'express'
const router = express.Router()
router.get('/', getPing)
${extraRoute ? "router.get('/version', getVersion)" : "router.post('/attachments/:chatflowId/:chatId', createAttachment)"}
export default router
`,
});

const credential = (label: string) => `
class OpenAIApi implements INodeCredential {
    constructor() {
        this.label = 'OpenAI API'
        this.name = 'openAIApi'
        this.version = 1.0
        this.inputs = [{ label: '${label}', name: 'openAIApiKey', type: 'password' }]
    }
}
module.exports = { credClass: OpenAIApi }
`;

const chatModel = (extraInput: string) => `
class ChatX_ChatModels implements INode {
    constructor() {
        this.label = 'ChatX'
        this.name = 'chatX'
        this.version = 1.0
        this.type = 'ChatX'
        this.category = 'Chat Models'
        this.baseClasses = [this.type]
        this.credential = { label: 'Connect Credential', name: 'credential', type: 'credential', credentialNames: ['openAIApi'] }
        this.inputs = [
            { label: 'Temperature', name: 'temperature', type: 'number', default: 0.9, optional: true }${extraInput}
        ]
    }
}
module.exports = { nodeClass: ChatX_ChatModels }
`;

const startNode = (version: number) => `
class Start_Agentflow implements INode {
    constructor() {
        this.label = 'Start'
        this.name = 'startAgentflow'
        this.version = ${version}
        this.type = 'Start'
        this.category = 'Agent Flows'
        this.inputs = [{ label: 'Input Type', name: 'startInputType', type: 'options', options: [{ label: 'Chat Input', name: 'chatInput' }], default: 'chatInput' }]
    }
}
module.exports = { nodeClass: Start_Agentflow }
`;

const jiraNode = `
class Jira_MCP implements INode {
    constructor() {
        this.label = 'Jira MCP'
        this.name = 'jiraMCP'
    }
    async getTools() {
        const packagePath = getNodeModulesPackagePath('@answerai/jira-mcp/build/index.js')
        const serverParams = { command: 'node', args: [packagePath], env: { JIRA_API_TOKEN: token } }
    }
}
module.exports = { nodeClass: Jira_MCP }
`;

const lockfile = (version: string) => `lockfileVersion: '9.0'

importers:

  packages/components:
    dependencies:
      '@answerai/jira-mcp':
        specifier: ^${version}
        version: ${version}
`;

const repo = createTestRepo();
const first = repo.commit({
  ...manifests,
  ...server(''),
  'packages/components/credentials/OpenAIApi.credential.ts': credential('OpenAI Api Key'),
  [`${NODES}/chatmodels/ChatX/ChatX.ts`]: chatModel(''),
  [`${NODES}/agentflow/Start/Start.ts`]: startNode(1),
  [`${NODES}/tools/MCP/Jira/JiraMCP.ts`]: jiraNode,
  'pnpm-lock.yaml': lockfile('1.1.0'),
  [`${SERVER}/services/attachments.ts`]: 'export const storage = 1\nexport const parse = 2\n',
  [`${SERVER}/services/old.ts`]: 'export const old = 1\n',
  [`${SERVER}/utils/moved.ts`]: 'export const a = 1\nexport const b = 2\nexport const c = 3\nexport const d = 4\n',
});
const second = repo.commit({
  ...server('extra'),
  'packages/components/credentials/OpenAIApi.credential.ts': credential('API Key'),
  [`${NODES}/chatmodels/ChatX/ChatX.ts`]: chatModel(
    ",\n            { label: 'Max Tokens', name: 'maxTokens', type: 'number', optional: true }",
  ),
  [`${NODES}/agentflow/Start/Start.ts`]: startNode(1.1),
  'pnpm-lock.yaml': lockfile('1.2.0'),
  [`${SERVER}/services/attachments.ts`]: 'export const storage = 1\nexport const parse = 3\nexport const more = 4\n',
  [`${SERVER}/services/old.ts`]: null,
  [`${SERVER}/utils/moved.ts`]: null,
  [`${SERVER}/utils/renamed.ts`]: 'export const a = 1\nexport const b = 2\nexport const c = 3\nexport const d = 4\n',
});
afterAll(() => repo.remove());

const page = (frontMatter: string, body: string) => `---\n${frontMatter}\n---\n\n${body}\n`;

/** The site: three pages, and the data extracted at the first commit. */
function site(): Site {
  const checkout = openCheckout(repo.dir, first);
  const chatX = extractNodes(checkout).get('chatX')!;
  return {
    pages: [
      readDocsPage(
        'docs/developers/attachments.md',
        page(
          `title: Attachments\nplatform_commit: ${first}\nsources:\n  - ${SERVER}/services/attachments.ts\n  - ${SERVER}/services/old.ts\n  - ${SERVER}/utils/moved.ts\n  - ${SERVER}/index.ts`,
          'Send files with `curl -X POST http://localhost:3000/api/v1/ping/attachments/<chatflow-id>/<chat-id>`.',
        ),
      ),
      readDocsPage(
        'docs/developers/environment-variables.mdx',
        page(
          `title: Variables\nplatform_commit: ${first}\nsources:\n  - ${SERVER}/index.ts`,
          '<EnvVarTable group="server" />',
        ),
      ),
      readDocsPage(
        'docs/sidekick-studio/chatflows/chat-models/chatx.mdx',
        page(
          'title: ChatX\nsources: none',
          '<NodeFacts node="chatX" />\n\n```mdx\n<McpTools node="jiraMCP" />\n```\n\n<NodeParameters node="chatX" />',
        ),
      ),
      readDocsPage(
        'docs/sidekick-studio/credentials/reference.mdx',
        page('title: Credentials\nsources: none', '<CredentialCatalogue />'),
      ),
      readDocsPage(
        'docs/sidekick-studio/agentflowsv2/node-reference.mdx',
        page('title: V2\nsources: none', '<AgentflowParameters node="startAgentflow" />'),
      ),
      readDocsPage(
        'docs/sidekick-studio/chatflows/tools-mcp/jira-mcp.mdx',
        page('title: Jira\nsources: none', '<McpTools node="jiraMCP" />'),
      ),
    ],
    data: {
      env: { commit: first, ...extractEnv(checkout) },
      credentials: { commit: first, ...extractCredentials(checkout) },
      nodes: {
        commit: first,
        source: 'test',
        nodes: [{ ...chatX, baseClasses: ['ChatX'] }],
        pages: [
          { route: '/docs/sidekick-studio/chatflows/chat-models/chatx', title: 'ChatX', node: 'chatX', related: [] },
        ],
      },
      agentflow: { commit: first, nodes: extractAgentflowNodes(checkout) },
      mcp: {
        commit: first,
        nodes: [
          {
            node: 'jiraMCP',
            label: 'Jira MCP',
            file: `${NODES}/tools/MCP/Jira/JiraMCP.ts`,
            transport: 'stdio',
            package: '@answerai/jira-mcp',
            version: '1.1.0',
            specifier: '^1.1.0',
            versionFrom: 'pnpm-lock.yaml',
            environment: ['JIRA_API_TOKEN'],
            toolsFrom: 'tool definitions',
            tools: [{ name: 'search', parameters: [] }],
          },
        ],
      },
      routes: { commit: first, routes: extractRoutesFrom((file) => checkout.read(file)) },
    },
    reference: {
      operations: [
        {
          group: 'attachments',
          operationId: 'createAttachment',
          method: 'POST',
          path: '/api/v1/ping/attachments/{chatflowId}/{chatId}',
          route: '/docs/api/attachments/create-attachment',
        },
      ],
      undocumented: [],
    },
    envCopy: { groupOf: (name) => (name === 'PORT' ? 'server' : undefined) },
    evidence: new Map([['docs/developers/attachments.md', attachmentsEvidence(checkout)]]),
  };
}

/** The attachments page's claims: one on lines that stay, one on a line that changes, one each in a deleted and a renamed file. */
function attachmentsEvidence(checkout: { read(file: string): string | undefined }): Evidence {
  const cite = (file: string, from: number, to = from) => ({
    file,
    lines: from === to ? `${from}` : `${from}-${to}`,
    fingerprint: fingerprint(checkout.read(file)!, [from, to])!,
  });
  return {
    commit: first,
    claims: [
      { text: 'Storage is one.', platform: [cite(`${SERVER}/services/attachments.ts`, 1)] },
      { text: 'Parsing is two.', platform: [cite(`${SERVER}/services/attachments.ts`, 2)] },
      { text: 'The old service is one.', platform: [cite(`${SERVER}/services/old.ts`, 1)] },
      { text: 'B and C follow A.', platform: [cite(`${SERVER}/utils/moved.ts`, 2, 3)] },
    ],
  };
}

describe('buildDrift', () => {
  const report = buildDrift(repo.dir, 'main', site());
  const rowsOf = (kind: keyof typeof report.data) => report.data[kind].rows;

  it('compares the commit the pages cite with the commit asked for', () => {
    expect(report.from).toBe(first);
    expect(report.to).toBe(second);
    expect(report.toName).toBe('main');
    expect(report.cited).toEqual([{ commit: first, pages: 2 }]);
    expect(report.filesChanged).toBe(9);
    expect(drifted(report)).toBe(true);
  });

  it('lists the changed sources of each page: lines, deletions, renames', () => {
    const attachments = report.pages.find((item) => item.path === 'docs/developers/attachments.md')!;
    expect(attachments.route).toBe('/docs/developers/attachments');
    expect(attachments.sources).toEqual([
      { path: `${SERVER}/services/attachments.ts`, status: 'modified', added: 2, removed: 1 },
      { path: `${SERVER}/services/old.ts`, status: 'deleted', added: 0, removed: 1 },
      {
        path: `${SERVER}/utils/moved.ts`,
        status: 'renamed',
        newPath: `${SERVER}/utils/renamed.ts`,
        added: 0,
        removed: 0,
      },
      { path: `${SERVER}/index.ts`, status: 'modified', added: 2, removed: 2 },
    ]);
  });

  it('names the claims to read again: lines changed, file deleted; lines that moved with their file are not', () => {
    const attachments = report.pages.find((item) => item.path === 'docs/developers/attachments.md')!;
    expect(attachments.claims).toEqual([
      {
        text: 'Parsing is two.',
        change: 'changed',
        evidence: [{ file: `${SERVER}/services/attachments.ts`, lines: '2', change: 'changed' }],
      },
      {
        text: 'The old service is one.',
        change: 'deleted',
        evidence: [{ file: `${SERVER}/services/old.ts`, lines: '1', change: 'deleted' }],
      },
    ]);
    expect(report.claims).toEqual({ pages: 1, claims: 4, shifted: 1, stale: 2 });
  });

  it('lists environment variables with a new default or newly read, on the pages that table them', () => {
    expect(rowsOf('env')).toEqual([
      {
        key: 'FILE_SIZE_LIMIT',
        change: 'added',
        details: [`read at ${SERVER}/index.ts:7`, 'needs a group and a meaning in src/data/envVars.ts'],
        pages: ['docs/developers/environment-variables.mdx'],
      },
      {
        key: 'PORT',
        change: 'changed',
        details: ['defaults: `["3000"]` → `["4000"]`'],
        pages: ['docs/developers/environment-variables.mdx'],
      },
    ]);
  });

  it('lists credential fields whose label changed, on the catalogue', () => {
    expect(rowsOf('credentials')).toEqual([
      {
        key: 'openAIApi',
        change: 'changed',
        details: ['field openAIApiKey label: `OpenAI Api Key` → `API Key`'],
        pages: ['docs/sidekick-studio/credentials/reference.mdx'],
      },
    ]);
  });

  it('lists node inputs added, on the pages that show the node (not in a code block)', () => {
    expect(rowsOf('nodes')).toEqual([
      {
        key: 'chatX',
        change: 'changed',
        details: ['input added: maxTokens ("Max Tokens", number)'],
        pages: ['docs/sidekick-studio/chatflows/chat-models/chatx.mdx'],
      },
    ]);
    expect(rowsOf('agentflow')).toEqual([
      {
        key: 'startAgentflow',
        change: 'changed',
        details: ['version: `1` → `1.1`'],
        pages: ['docs/sidekick-studio/agentflowsv2/node-reference.mdx'],
      },
    ]);
  });

  it('lists an MCP package whose locked version changed, without downloading it', () => {
    expect(report.data.mcp.note).toMatch(/Tool lists are not compared/);
    expect(rowsOf('mcp')).toEqual([
      {
        key: 'jiraMCP',
        change: 'changed',
        details: ['version: `1.1.0` → `1.2.0` (pnpm-lock.yaml): its tools may differ'],
        pages: ['docs/sidekick-studio/chatflows/tools-mcp/jira-mcp.mdx'],
      },
    ]);
  });

  it('lists routes removed and added, with their API page and the pages that name the path', () => {
    expect(rowsOf('routes')).toEqual([
      {
        key: 'GET /api/v1/ping/version',
        change: 'added',
        details: [
          `in ${SERVER}/routes/ping/index.ts, auth none`,
          'needs an operation in openapi/*.yaml or an entry with a reason in config/api-undocumented.ts',
        ],
        pages: [],
      },
      {
        key: 'POST /api/v1/ping/attachments/{chatflowId}/{chatId}',
        change: 'removed',
        details: [
          `was in ${SERVER}/routes/ping/index.ts`,
          'documented by createAttachment (openapi/attachments.yaml): remove or move it',
        ],
        pages: ['openapi/attachments.yaml#createAttachment', 'docs/developers/attachments.md'],
      },
    ]);
    const api = report.pages.find((item) => item.path === 'openapi/attachments.yaml#createAttachment')!;
    expect(api).toEqual({
      path: 'openapi/attachments.yaml#createAttachment',
      route: '/docs/api/attachments/create-attachment',
      sources: [],
      data: [{ kind: 'routes', key: 'POST /api/v1/ping/attachments/{chatflowId}/{chatId}', change: 'removed' }],
    });
  });

  it('writes Markdown with the counts first', () => {
    const markdown = toMarkdown(report, { seconds: 1.25 });
    expect(markdown.split('\n')[0]).toBe(`# Platform drift: ${first.slice(0, 9)} → ${second.slice(0, 9)}`);
    expect(markdown).toContain('Made in 1.3 s.');
    expect(markdown.indexOf('## Summary')).toBeLessThan(markdown.indexOf('## Pages'));
    expect(markdown).toContain('| Pages affected | 7 (2 with changed sources, 7 rendering changed data) |');
    expect(markdown).toContain('| Platform files changed | 9 |');
    expect(markdown).toContain('| Cited source files changed | 4: 2 modified, 1 deleted, 1 renamed |');
    expect(markdown).toContain('| API routes | 2: 1 added, 1 removed, 0 changed |');
    expect(markdown).toContain(`- Source \`${SERVER}/services/old.ts\` **deleted**`);
    expect(markdown).toContain(
      '| Claims to read again | 2 of 4 on 1 of 1 pages with evidence (1 more only moved to other lines) |',
    );
    expect(markdown).toContain(`- "Parsing is two." (\`${SERVER}/services/attachments.ts\` 2: lines changed)`);
    expect(markdown).toContain(`- "The old service is one." (\`${SERVER}/services/old.ts\` 1: file deleted)`);
  });

  it('finds nothing between a commit and itself', () => {
    const same = buildDrift(repo.dir, first, site());
    expect(same.pages).toEqual([]);
    expect(drifted(same)).toBe(false);
    expect(toMarkdown(same)).toContain('Nothing drifted');
  });

  it('refuses a commit the repository does not have, and a cited commit it lacks', () => {
    expect(() => buildDrift(repo.dir, 'v9', site())).toThrow(UnknownCommitError);
    const elsewhere = site();
    elsewhere.pages[0] = { ...elsewhere.pages[0]!, platformCommit: 'f'.repeat(40) };
    expect(() => buildDrift(repo.dir, 'main', elsewhere)).toThrow(/the docs pages cite f{40}, which .* does not have/);
  });

  it('reports what an extractor cannot read at the newer commit, and compares the rest', () => {
    const broken = repo.commit({ [`${SERVER}/utils/constants.ts`]: 'export const WHITELIST_URLS = [SSO.LOGIN_URI]\n' });
    const partial = buildDrift(repo.dir, broken, site());
    expect(partial.data.routes.problems).toEqual([
      `${SERVER}/utils/constants.ts: a WHITELIST_URLS entry is not a string (SSO.LOGIN_URI)`,
    ]);
    expect(partial.data.routes.rows.map((row) => row.key)).toContain('GET /api/v1/ping/version');
    repo.git('reset', '--quiet', '--hard', second);
  });
});

describe('the command', () => {
  it('answers usage errors and unknown commits with exit code 2 and a message', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await main([])).toBe(2);
    expect(await main([repo.dir, 'main', '--markdown'])).toBe(2);
    expect(await main([repo.dir, 'no-such-commit'])).toBe(2);
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringMatching(/^usage: npm run platform:drift/),
      expect.stringMatching(/unknown option --markdown/),
      expect.stringMatching(/no-such-commit is not a commit of/),
    ]);
    errors.mockRestore();
  });
});
