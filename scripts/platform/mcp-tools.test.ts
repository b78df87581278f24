import { describe, expect, it } from 'vitest';
import { toolsInPackage } from './mcp-tools';

// A small server in the shape the published packages have: JSON Schema
// definitions in one module, zod schemas in another, a tools/list handler that
// assembles them, and a group of tools listed only without SPACE_ID.
const fixture = {
  'dist/schemas.js': `
import { z } from "zod";
export const OptionsSchema = z.object({ page: z.number().optional(), labels: z.array(z.string()).default([]) });
export const CreateIssueSchema = z.object({
  owner: z.string().describe("owner"),
  title: z.string(),
  state: z.enum(["open", "closed"]).nullable(),
  ...OptionsSchema.shape,
});
`,
  'dist/index.js': `
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema as L } from "@modelcontextprotocol/sdk/types.js";
import { zodToJsonSchema } from "zod-to-json-schema";
import * as schemas from "./schemas.js";
const common = { limit: { type: "integer" } };
const withSpace = (schema) => {
  if (!process.env.SPACE_ID) {
    return { ...schema, properties: { ...schema.properties, spaceId: { type: "string" } }, required: [...(schema.required || []), "spaceId"] };
  }
  return schema;
};
const spaceTools = () => (process.env.SPACE_ID ? {} : { LIST_SPACES: { name: "list_spaces", inputSchema: { type: "object", properties: {} } } });
const SEARCH = {
  name: "search",
  description: "a sentence the extractor must not keep",
  inputSchema: withSpace({
    type: "object",
    properties: { query: { type: "string" }, tags: { type: "array", items: { type: "string" } }, ids: { anyOf: [{ type: "string" }, { type: "number" }] }, ...common },
    required: ["query"],
    additionalProperties: !1,
  }),
};
const server = new Server({ name: "fixture", version: "1.0.0" }, { capabilities: {} });
server.setRequestHandler(L, async () => {
  const tools = [SEARCH, { name: "create_issue", inputSchema: zodToJsonSchema(schemas.CreateIssueSchema) }, ...Object.values(spaceTools())];
  console.error("listing", tools.length);
  return { tools };
});
`,
};

describe('toolsInPackage', () => {
  it('reads the tools/list handler, with JSON Schema and zod input schemas', () => {
    const { tools, from } = toolsInPackage(fixture);
    expect(from).toBe('tools/list handler');
    expect(tools).toEqual([
      {
        name: 'search',
        parameters: [
          { name: 'query', type: 'string', required: true },
          { name: 'tags', type: 'string[]', required: false },
          { name: 'ids', type: 'string | number', required: false },
          { name: 'limit', type: 'integer', required: false },
          { name: 'spaceId', type: 'string', required: true },
        ],
      },
      {
        name: 'create_issue',
        parameters: [
          { name: 'owner', type: 'string', required: true },
          { name: 'title', type: 'string', required: true },
          { name: 'state', type: 'string', required: true },
          { name: 'page', type: 'number', required: false },
          { name: 'labels', type: 'string[]', required: false },
        ],
      },
      { name: 'list_spaces', parameters: [] },
    ]);
  });

  it('lists what the server lists under the environment it is started with', () => {
    const { tools } = toolsInPackage(fixture, { SPACE_ID: 'set' });
    expect(tools.map((tool) => tool.name)).toEqual(['search', 'create_issue']);
    expect(tools[0]?.parameters.map((parameter) => parameter.name)).toEqual(['query', 'tags', 'ids', 'limit']);
  });

  it('falls back to every definition when the handler builds its list in a loop', () => {
    const files = {
      'dist/tools/a.js': `export const listThings = { name: "list_things", inputSchema: { type: "object", properties: {} } };`,
      'dist/tools/b.js': `export const getThing = { name: "get_thing", inputSchema: { type: "object", properties: { id: { type: "string" } }, required: ["id"] } };`,
      'dist/index.js': `
import * as a from "./tools/a.js";
import * as b from "./tools/b.js";
const all = () => { const tools = []; for (const tool of [...Object.values(a), ...Object.values(b)]) tools.push({ name: tool.name, inputSchema: tool.inputSchema }); return tools; };
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: all() }));`,
    };
    expect(toolsInPackage(files)).toEqual({
      from: 'tool definitions',
      tools: [
        { name: 'list_things', parameters: [] },
        { name: 'get_thing', parameters: [{ name: 'id', type: 'string', required: true }] },
      ],
    });
  });

  it('reads McpServer.tool calls with a zod shape, a description or neither', () => {
    const files = {
      'dist/index.js': `
import { z } from "zod";
server.tool("search_videos", "finds videos", { query: z.string(), maxResults: z.number().optional() }, async () => ({}));
server.tool("ping", async () => ({}));`,
    };
    expect(toolsInPackage(files).tools).toEqual([
      {
        name: 'search_videos',
        parameters: [
          { name: 'query', type: 'string', required: true },
          { name: 'maxResults', type: 'number', required: false },
        ],
      },
      { name: 'ping', parameters: [] },
    ]);
  });

  it('fails loudly instead of dropping a listed tool whose schema it cannot read', () => {
    const files = {
      'dist/index.js': `
import { buildSchema } from "schema-kit";
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [{ name: "opaque", inputSchema: buildSchema() }] }));`,
    };
    expect(() => toolsInPackage(files)).toThrow(/tool 1 of the tools\/list handler/);
  });
});
