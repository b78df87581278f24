/**
 * The MCP server nodes and the tools of their servers, extracted from the
 * platform and the servers' npm packages by `npm run platform:extract`
 * (scripts/platform/mcp.ts). Read at build time by src/remark/nodeReference.ts
 * and by tests; browser code receives one node's tools as props.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { McpServerRecord, McpToolsFile } from '../nodes/types';

export const mcpToolsData = JSON.parse(
  readFileSync(fileURLToPath(new URL('./mcp-tools.json', import.meta.url)), 'utf8'),
) as McpToolsFile;

const byNode = new Map(mcpToolsData.nodes.map((record) => [record.node, record]));

/** The MCP node with this Studio name (`jiraMCP`) and its server, if the data has it. */
export const getMcpServer = (node: string): McpServerRecord | undefined => byNode.get(node);
