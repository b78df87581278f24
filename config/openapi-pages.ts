import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseYaml } from '@redocly/openapi-core';
import { createApiPageMD } from 'docusaurus-plugin-openapi-docs/lib/markdown';
import type { ApiPageMetadata, InfoPageMetadata } from 'docusaurus-plugin-openapi-docs/src/types';

/**
 * How the generated API pages are written (the markdown generators of
 * docusaurus-plugin-openapi-docs, wired in config/openapi.ts).
 */

/** The module an operation page exports its item component from; see src/theme/DocItem. */
export const API_ITEM_MODULE = '@site/src/components/ApiReference';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** lodash's kebabCase for the identifiers we use: createAssistant → create-assistant, "Ping API" → ping-api. */
export function kebabCase(text: string): string {
  return (text.match(/[A-Z]{2,}(?=[A-Z][a-z]+|[^A-Za-z]|$)|[A-Z]?[a-z]+|[A-Z]+|\d+/g) ?? [])
    .map((word) => word.toLowerCase())
    .join('-');
}

/**
 * An operation page: the plugin's own layout, plus an export of the API item
 * component so that the request panel, code samples and the API theme's styles
 * load with the operation pages and with no other page.
 */
export function apiPage(page: ApiPageMetadata): string {
  // Every operation page embeds its document's info object; the overview page
  // already shows the long description, so the pages carry the title only.
  const info = page.api.info as { title?: string; version?: string } | undefined;
  if (info) page.api.info = { title: info.title ?? '', version: info.version ?? '' };
  return `export { ApiItem } from '${API_ITEM_MODULE}';\n\n${createApiPageMD(page)}`;
}

export interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  description?: string;
  readOnly?: boolean;
}

interface OperationObject {
  operationId: string;
  summary: string;
}

interface GroupDocument {
  paths: Record<string, Record<string, unknown>>;
  security?: unknown[];
  components?: { schemas?: Record<string, SchemaObject> };
}

/** Shared schemas an overview lists when its group uses them (Error and DeleteResult are on the API overview). */
const SHARED_FILE = 'openapi/shared/components.yaml';
const SHARED_REF = /shared\/components\.yaml#\/components\/schemas\/(\w+)/g;
const LOCAL_REF = /#\/components\/schemas\/(\w+)/g;
const LISTED_ELSEWHERE = new Set(['Error', 'DeleteResult']);

/** Markdown table cells cannot hold a pipe or a line break. */
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** The name of the schema a `$ref` points to. */
const refName = (ref: string): string => ref.slice(ref.lastIndexOf('/') + 1);
/** The anchor Docusaurus gives a `### Name` heading. */
const anchor = (name: string): string => `#${name.toLowerCase()}`;

/**
 * The type of a schema as a reader scans it: `string (uuid)`, `array of Document`,
 * `string, one of: a, b`. With `link`, a referenced schema links to its heading.
 */
export function typeLabel(schema: SchemaObject | undefined, link = false): string {
  if (!schema) return 'any';
  if (schema.$ref) return link ? `[${refName(schema.$ref)}](${anchor(refName(schema.$ref))})` : refName(schema.$ref);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const nullable = types.includes('null') ? ', nullable' : '';
  const type = types.filter((t) => t !== 'null').join(' or ') || (schema.properties ? 'object' : 'any');
  if (schema.enum)
    return `${type}, one of: ${schema.enum.map((value) => `\`${String(value)}\``).join(', ')}${nullable}`;
  if (type === 'array') return `array of ${typeLabel(schema.items, link)}${nullable}`;
  return `${type}${schema.format ? ` (${schema.format})` : ''}${nullable}`;
}

/** A `### Name` section with one row per property: name, type, and description with whether it is required. */
export function fieldsTable(name: string, schema: SchemaObject, link = false): string[] {
  const rows = Object.entries(schema.properties ?? {}).map(([field, property]) => {
    const notes = [
      schema.required?.includes(field) ? 'Required.' : '',
      property.readOnly ? 'Set by the server.' : '',
    ].filter(Boolean);
    const description = property.description ?? (property.$ref ? `See ${refName(property.$ref)}.` : '');
    return `| \`${field}\` | ${cell(typeLabel(property, link))} | ${cell([description, ...notes].join(' ').trim())} |`;
  });
  const summary = schema.description ? [schema.description, ''] : [];
  if (rows.length === 0) return [`### ${name}`, '', ...summary, `A value of type ${typeLabel(schema, link)}.`, ''];
  return [`### ${name}`, '', ...summary, '| Field | Type | Description |', '| --- | --- | --- |', ...rows, ''];
}

/**
 * A group's overview page, written from its OpenAPI document: the info
 * description (what the resource is and a typical workflow), then the
 * operations with links to their pages, then the fields of every schema the
 * group defines. Plain Markdown: the overview loads no API theme code.
 */
export function infoPage(group: string, siteDir: string = path.join(__dirname, '..')) {
  return (page: InfoPageMetadata): string => {
    const source = readFileSync(path.join(siteDir, 'openapi', `${group}.yaml`), 'utf8');
    const document = parseYaml(source) as GroupDocument;
    const shared = parseYaml(readFileSync(path.join(siteDir, SHARED_FILE), 'utf8')) as GroupDocument;
    const sharedSchemas = shared.components?.schemas ?? {};
    const sharedNames = new Set([...source.matchAll(SHARED_REF)].map((match) => match[1] ?? ''));
    // Shared schemas refer to each other (VectorUpsertResponse lists Documents): follow them.
    for (const name of sharedNames) {
      for (const match of JSON.stringify(sharedSchemas[name] ?? {}).matchAll(LOCAL_REF))
        sharedNames.add(match[1] ?? '');
    }
    const schemas = {
      ...document.components?.schemas,
      ...Object.fromEntries(
        Object.entries(sharedSchemas).filter(([name]) => sharedNames.has(name) && !LISTED_ELSEWHERE.has(name)),
      ),
    };
    const operations = Object.entries(document.paths).flatMap(([route, item]) =>
      HTTP_METHODS.filter((method) => method in item).map((method) => {
        const operation = item[method] as OperationObject;
        return `| \`${method.toUpperCase()}\` | \`${route}\` | [${cell(operation.summary)}](./${kebabCase(operation.operationId)}.mdx) |`;
      }),
    );
    const fields = Object.entries(schemas).flatMap(([name, schema]) => fieldsTable(name, schema, true));
    return [
      `# ${page.info.title}`,
      '',
      page.info.description ?? '',
      '',
      '## Operations',
      '',
      'Every path is relative to the base URL, for example `http://localhost:4000/api/v1` on a local instance.',
      '',
      '| Method | Path | Operation |',
      '| --- | --- | --- |',
      ...operations,
      '',
      ...(fields.length > 0 ? ['## Fields', '', ...fields] : []),
      '## Authentication',
      '',
      (document.security ?? []).length > 0
        ? 'Send your API key as a bearer token: `Authorization: Bearer <your-api-key>`. The [API overview](../index.md) explains how to get a key, the base URLs, the error format and rate limits.'
        : 'These operations need no API key. The [API overview](../index.md) lists the base URLs and the error format.',
      '',
    ].join('\n');
  };
}
