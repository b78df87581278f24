import { describe, expect, it } from 'vitest';
import { memoryCheckout } from './checkout';
import { extractMcpTools, lockedVersion, mcpNodesIn, versionOnDate, type PackageSource } from './mcp';

const MCP = 'packages/components/nodes/tools/MCP';

const jiraNode = `
import { getCredentialData, getNodeModulesPackagePath } from '../../../../src/utils'
class Jira_MCP implements INode {
    constructor() {
        this.label = 'Jira MCP'
        this.name = 'jiraMCP'
    }
    async getTools(nodeData: INodeData, options: ICommonObject): Promise<Tool[]> {
        const packagePath = getNodeModulesPackagePath('@answerai/jira-mcp/build/index.js')
        const serverParams = {
            command: process.execPath,
            args: [packagePath],
            env: {
                JIRA_API_TOKEN: apiToken,
                JIRA_BASE_URL: baseUrl
            }
        }
        return []
    }
}`;

const contentfulNode = `
class Contentful_MCP implements INode {
    constructor() {
        this.label = 'Contentful MCP'
        this.name = 'contentfulMCP'
    }
    async getTools() {
        const packagePath = getNodeModulesPackagePath('@last-rev/contentful-mcp-server/bin/mcp-server.js')
        const serverParams = {
            command: process.execPath,
            args: [packagePath, '--management-token', managementToken, '--space-id', spaceId]
        }
    }
}`;

const remoteNode = `
import { ATLASSIAN_MCP_SERVER_URL } from '../../../../src/constants'
class Atlassian_MCP {
    constructor() {
        this.label = 'Atlassian MCP'
        this.name = 'atlassianMcp'
    }
    async getTools() {
        const serverParams = {
            url: \`\${ATLASSIAN_MCP_SERVER_URL}/sse\`
        }
    }
}`;

const customNode = `
class Custom_MCP {
    constructor() {
        this.label = 'MCP Servers'
        this.name = 'customMCP'
        this.inputs = [{ label: 'MCP Server Config', name: 'mcpServerConfig', type: 'code' }]
    }
}`;

const lockfile = `lockfileVersion: '9.0'

importers:

    packages/api-documentation:
        dependencies:
            '@answerai/jira-mcp':
                specifier: ^0.9.0
                version: 0.9.0

    packages/components:
        dependencies:
            '@answerai/jira-mcp':
                specifier: ^1.1.0
                version: 1.1.0
            '@answerai/salesforce-mcp':
                specifier: ^0.1.0
                version: 0.1.0(@types/node@24.9.1)(encoding@0.1.13)

    packages/server:
        dependencies:
            '@last-rev/contentful-mcp-server':
                specifier: ^1.1.0
                version: 1.1.0
`;

const checkout = memoryCheckout({
  [`${MCP}/Jira/JiraMCP.ts`]: jiraNode,
  [`${MCP}/Jira/jira.svg`]: '<svg/>',
  [`${MCP}/Contentful/ContentfulMCP.ts`]: contentfulNode,
  [`${MCP}/Atlassian/AtlassianMcp.ts`]: remoteNode,
  [`${MCP}/CustomMCP/CustomMCP.ts`]: customNode,
  [`${MCP}/core.ts`]: 'export class MCPToolkit {}',
  'packages/components/src/constants.ts': "export const ATLASSIAN_MCP_SERVER_URL = 'https://mcp.example.com'\n",
  'pnpm-lock.yaml': lockfile,
});

describe('mcpNodesIn', () => {
  it('tells which server each MCP node runs', () => {
    expect(mcpNodesIn(checkout)).toEqual([
      {
        node: 'atlassianMcp',
        label: 'Atlassian MCP',
        file: `${MCP}/Atlassian/AtlassianMcp.ts`,
        server: { transport: 'remote', url: 'https://mcp.example.com/sse' },
      },
      {
        node: 'contentfulMCP',
        label: 'Contentful MCP',
        file: `${MCP}/Contentful/ContentfulMCP.ts`,
        server: {
          transport: 'stdio',
          package: '@last-rev/contentful-mcp-server',
          entry: 'bin/mcp-server.js',
          environment: ['CONTENTFUL_MANAGEMENT_ACCESS_TOKEN', 'SPACE_ID'],
        },
      },
      {
        node: 'customMCP',
        label: 'MCP Servers',
        file: `${MCP}/CustomMCP/CustomMCP.ts`,
        server: { transport: 'configured' },
      },
      {
        node: 'jiraMCP',
        label: 'Jira MCP',
        file: `${MCP}/Jira/JiraMCP.ts`,
        server: {
          transport: 'stdio',
          package: '@answerai/jira-mcp',
          entry: 'build/index.js',
          environment: ['JIRA_API_TOKEN', 'JIRA_BASE_URL'],
        },
      },
    ]);
  });

  it('refuses a node whose server it cannot tell', () => {
    const odd = memoryCheckout({ [`${MCP}/Odd/OddMCP.ts`]: "this.label = 'Odd'\nthis.name = 'oddMCP'\n" });
    expect(() => mcpNodesIn(odd)).toThrow(/cannot tell which MCP server node oddMCP runs/);
    const problems: string[] = [];
    expect(mcpNodesIn(odd, problems)).toEqual([]);
    expect(problems).toEqual([`${MCP}/Odd/OddMCP.ts: cannot tell which MCP server node oddMCP runs`]);
  });
});

describe('lockedVersion', () => {
  it('reads the version packages/components resolves, not another importer’s', () => {
    expect(lockedVersion(lockfile, '@answerai/jira-mcp')).toEqual({ specifier: '^1.1.0', version: '1.1.0' });
    expect(lockedVersion(lockfile, '@answerai/salesforce-mcp')).toEqual({ specifier: '^0.1.0', version: '0.1.0' });
    expect(lockedVersion(lockfile, '@last-rev/contentful-mcp-server')).toBeUndefined();
  });

  it('reads a lockfile indented by two spaces as pnpm writes it', () => {
    const pnpmStyle = lockfile.replace(/^( +)/gm, (indent) => ' '.repeat(indent.length / 2));
    expect(pnpmStyle).toContain('\n  packages/components:\n    dependencies:\n');
    expect(lockedVersion(pnpmStyle, '@answerai/jira-mcp')).toEqual({ specifier: '^1.1.0', version: '1.1.0' });
    expect(lockedVersion(pnpmStyle, '@answerai/salesforce-mcp')).toEqual({ specifier: '^0.1.0', version: '0.1.0' });
  });
});

describe('versionOnDate', () => {
  const times = {
    created: '2025-01-01T00:00:00.000Z',
    modified: '2025-12-01T00:00:00.000Z',
    '1.0.0': '2025-02-01T00:00:00.000Z',
    '1.2.0': '2025-10-01T00:00:00.000Z',
    '1.1.5': '2025-10-20T00:00:00.000Z',
    '2.0.0-beta.1': '2025-10-25T00:00:00.000Z',
    '2.0.0': '2025-11-02T00:00:00.000Z',
  };
  it('picks the last stable release published on or before the date', () => {
    expect(versionOnDate(times, '2025-10-31T23:59:59Z')).toBe('1.1.5');
    expect(versionOnDate(times, '2025-11-30T00:00:00Z')).toBe('2.0.0');
    expect(versionOnDate(times, '2024-12-31T00:00:00Z')).toBeUndefined();
  });
});

describe('extractMcpTools', () => {
  const requested: string[] = [];
  const registry: PackageSource = {
    times: () => ({
      '1.0.0': '2025-09-01T00:00:00.000Z',
      '1.1.0': '2025-10-30T12:00:00.000Z',
      '1.2.0': '2025-11-05T00:00:00.000Z',
    }),
    files(pkg, version) {
      requested.push(`${pkg}@${version}`);
      return {
        'dist/index.js': `
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: process.env.SPACE_ID
    ? [{ name: "get_entry", inputSchema: { type: "object", properties: { entryId: { type: "string" } }, required: ["entryId"] } }]
    : [{ name: "list_spaces", inputSchema: { type: "object", properties: {} } }],
}));`,
      };
    },
  };

  it('records package, version, how it was chosen and the tools, under the environment the node sets', () => {
    const data = extractMcpTools(checkout, registry, () => '2025-10-31T11:46:21-03:00');
    expect(requested).toEqual(['@last-rev/contentful-mcp-server@1.1.0', '@answerai/jira-mcp@1.1.0']);
    const byNode = Object.fromEntries(data.nodes.map((node) => [node.node, node]));
    expect(byNode.jiraMCP).toMatchObject({ version: '1.1.0', specifier: '^1.1.0', versionFrom: 'pnpm-lock.yaml' });
    expect(byNode.jiraMCP?.tools).toEqual([{ name: 'list_spaces', parameters: [] }]);
    expect(byNode.contentfulMCP).toMatchObject({
      version: '1.1.0',
      versionFrom: 'newest npm release on 2025-10-31 (not in pnpm-lock.yaml)',
      toolsFrom: 'tools/list handler',
      tools: [{ name: 'get_entry', parameters: [{ name: 'entryId', type: 'string', required: true }] }],
    });
    expect(byNode.contentfulMCP).not.toHaveProperty('specifier');
    expect(byNode.atlassianMcp).toEqual({
      node: 'atlassianMcp',
      label: 'Atlassian MCP',
      file: `${MCP}/Atlassian/AtlassianMcp.ts`,
      transport: 'remote',
      url: 'https://mcp.example.com/sse',
      tools: null,
    });
    expect(byNode.customMCP?.tools).toBeNull();
  });
});
