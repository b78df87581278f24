import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parsePage } from './check-content.mjs';
import {
  ALLOWED_FILE,
  checkAllowed,
  findInternalNames,
  isDistinctive,
  labelProblems,
  loadAllowed,
  loadStudioNames,
  studioNameIndex,
} from './studio-labels.mjs';

const cheerio = { name: 'cheerioWebScraper', label: 'Cheerio Web Scraper' };
const pdf = { name: 'pdfFile', label: 'Pdf File' };
const sqlChain = { name: 'sqlDatabaseChain', label: 'Sql Database Chain' };
const memory = { name: 'bufferMemory', label: 'Buffer Memory' };
const supabase = { name: 'supabaseApi', label: 'Supabase API' };
const upstash = { name: 'upstashVectorApi', label: 'Upstash Vector API' };
const jiraLoader = { name: 'jira', label: 'Jira' };

/** A small slice of the extracted data, one entry for each kind of name. */
const index = studioNameIndex({
  names: [
    { ...cheerio, kind: 'node' },
    { ...pdf, kind: 'node' },
    { ...sqlChain, kind: 'node' },
    { ...memory, kind: 'node' },
    { ...jiraLoader, kind: 'node' },
    { name: 'chatOpenAI', label: 'ChatOpenAI', kind: 'node' },
    { ...supabase, kind: 'credential' },
    { ...upstash, kind: 'credential' },
    { name: 'supabaseProjUrl', label: 'Supabase Project URL', kind: 'credential field', owner: supabase },
    { name: 'UPSTASH_VECTOR_REST_URL', label: 'Upstash Vector REST URL', kind: 'credential field', owner: upstash },
    { name: 'relativeLinksMethod', label: 'Get Relative Links Method', kind: 'input', owner: cheerio },
    { name: 'webCrawl', label: 'Web Crawl', kind: 'option', owner: cheerio, input: 'Get Relative Links Method' },
    {
      name: 'scrapeXMLSitemap',
      label: 'Scrape XML Sitemap',
      kind: 'option',
      owner: cheerio,
      input: 'Get Relative Links Method',
    },
    { name: 'url', label: 'URL', kind: 'input', owner: cheerio },
    { name: 'text', label: 'Text', kind: 'option', owner: cheerio, input: 'Output Format' },
    { name: 'model', label: 'Model Name', kind: 'input', owner: cheerio },
    { name: 'perPage', label: 'One document per page', kind: 'option', owner: pdf, input: 'Usage' },
    { name: 'database', label: 'Database', kind: 'input', owner: sqlChain },
    { name: 'sqlite', label: 'SQLite', kind: 'option', owner: sqlChain, input: 'Database' },
    { name: 'postgres', label: 'PostgreSQL', kind: 'option', owner: sqlChain, input: 'Database' },
    { name: 'sessionId', label: 'Session Id', kind: 'input', owner: memory },
    { name: 'projectKey', label: 'Project Key', kind: 'input', owner: jiraLoader },
    { name: '1024x1024', label: '1024x1024 (all models)', kind: 'option', owner: cheerio, input: 'Size' },
    { name: 'Postgres', label: 'Postgres', kind: 'node' },
    { name: 'pinecone', label: 'Pinecone', kind: 'node' },
  ],
  mcp: [
    { node: 'jiraMCP', label: 'Jira MCP', tools: [{ name: 'create_issue', parameters: [{ name: 'projectKey' }] }] },
  ],
});

/** What the check finds on a page: `line: name → labels`. */
const found = (body: string) =>
  findInternalNames(body, index).map(
    ({ line, name, entries }) => `${line}: ${name} → ${[...new Set(entries.map((entry) => entry.label))].join(' / ')}`,
  );

describe('isDistinctive', () => {
  const labels = new Set(['Postgres', 'Text']);
  const distinctive = (name: string, label: string, kind = 'option') =>
    isDistinctive({ name, label, kind: kind as 'option' }, labels);

  it('takes code identifiers and lowercase values whose label is more than the word capitalised', () => {
    expect(distinctive('scrapeXMLSitemap', 'Scrape XML Sitemap')).toBe(true);
    expect(distinctive('all_messages', 'All Conversation Messages')).toBe(true);
    expect(distinctive('supabaseApi', 'Supabase API', 'credential')).toBe(true);
    expect(distinctive('sqlite', 'SQLite')).toBe(true);
    expect(distinctive('postgres', 'PostgreSQL')).toBe(true);
  });

  it('leaves everyday words, the label itself, labels of other things and constants alone', () => {
    expect(distinctive('text', 'Text')).toBe(false);
    expect(distinctive('model', 'Model Name', 'input')).toBe(false);
    expect(distinctive('url', 'URL', 'input')).toBe(false);
    expect(distinctive('Text', 'Plain Text')).toBe(false);
    expect(distinctive('Postgres', 'Postgres Vector Store', 'node')).toBe(false);
    expect(distinctive('ChatOpenAI', 'ChatOpenAI', 'node')).toBe(false);
    expect(distinctive('1024x1024', '1024x1024 (all models)')).toBe(false);
    expect(distinctive('AWS_REGION', 'Region', 'credential field')).toBe(false);
    expect(distinctive('note', '', 'input')).toBe(false);
    expect(distinctive('true', 'Valid Only')).toBe(false);
  });
});

describe('findInternalNames', () => {
  it('flags internal names a reader would look for in the Studio, with their line and label', () => {
    const body = [
      'Set up the **Cheerio Web Scraper**.',
      '',
      '1. Add a `supabaseApi` credential, or a **upstashVectorApi** one.',
      '2. Set **Get Relative Links Method** to `webCrawl`, or `scrapeXMLSitemap` for a sitemap.',
      '',
      '| Setting | Value |',
      '| --- | --- |',
      '| Node | `chatOpenAI` |',
    ].join('\n');
    expect(found(body)).toEqual([
      '3: supabaseApi → Supabase API',
      '3: upstashVectorApi → Upstash Vector API',
      '4: webCrawl → Web Crawl',
      '4: scrapeXMLSitemap → Scrape XML Sitemap',
      '8: chatOpenAI → ChatOpenAI',
    ]);
  });

  it('flags lowercase option values whose label is spelled differently', () => {
    expect(found('In the [Sql Database Chain](./sql.mdx), set **Database** to `sqlite` or `postgres`.')).toEqual([
      '1: sqlite → SQLite',
      '1: postgres → PostgreSQL',
    ]);
  });

  it('passes a page that names what the Studio shows', () => {
    const body = [
      '## Cheerio Web Scraper',
      '',
      'Add a **Supabase API** credential, fill **Supabase Project URL**, and set **Get Relative Links Method** to',
      '**Web Crawl** or **Scrape XML Sitemap**. Put the page in **URL**; the `text` output and `model` stay.',
    ].join('\n');
    expect(found(body)).toEqual([]);
  });

  it('skips code blocks, JSX and HTML tags, link targets and URLs', () => {
    const body = [
      '```json',
      '{ "credential": "supabaseApi", "relativeLinksMethod": "webCrawl" }',
      '```',
      '',
      '~~~js',
      'const node = chatOpenAI;',
      '~~~',
      '',
      '<NodeFacts node="chatOpenAI" />',
      '',
      '<TabItem value="supabaseApi" label="Supabase API">',
      '',
      'See [the credential](./supabaseApi.md) and https://example.com/docs/chatOpenAI for details.',
    ].join('\n');
    expect(found(body)).toEqual([]);
  });

  it('skips paragraphs, list items and tables about what a reader types or sends', () => {
    const body = [
      'On the **Buffer Memory**, send `sessionId` in `overrideConfig` with every question.',
      '',
      'The response is JSON:',
      '',
      '| Field | Meaning |',
      '| --- | --- |',
      '| `sessionId` | The session the JSON answer belongs to |',
      '',
      '- Set the `chatOpenAI` node through the prediction API.',
      '- Set the `SUPABASE_API` environment variable, not `supabaseApi`.',
      '- Keep the conversation in a `sessionId` field; index `sessionId` for speed.',
      '',
      'Send `sessionId` with a curl call: the request body carries it.',
    ].join('\n');
    expect(found(body)).toEqual([]);
  });

  it('keeps inline code that is more than the name, environment variables and constants as typed', () => {
    const body = [
      'On the **Upstash Vector API** credential, the console calls the URL `UPSTASH_VECTOR_REST_URL`.',
      'Override `relativeLinksMethod=webCrawl` or `chatOpenAI.temperature` for one call.',
    ].join('\n');
    expect(found(body)).toEqual([]);
  });

  it('flags input and option names only on pages that name their node', () => {
    expect(found('Set the method to `webCrawl` and the usage to `perPage`.')).toEqual([]);
    expect(found('On the **Pdf File** loader, set the method to `webCrawl` and the usage to `perPage`.')).toEqual([
      '1: perPage → One document per page',
    ]);
    expect(
      findInternalNames('Keep the usage at `perPage`.', index, { source: '<NodeFacts node="pdfFile" />' }),
    ).toHaveLength(1);
    expect(findInternalNames('Keep the usage at `perPage`.', index, { title: 'Pdf File' })).toHaveLength(1);
  });

  it('leaves the names of an MCP server the page documents to the server', () => {
    expect(found('The **Jira MCP** tool `create_issue` needs `projectKey`, unlike the **Jira** loader.')).toEqual([]);
    expect(found('The **Jira** loader reads `projectKey`.')).toEqual(['1: projectKey → Project Key']);
  });

  it('accepts an internal name explained next to its label', () => {
    const body = [
      'On **Pdf File**, **One document per page** (stored as `perPage`) is the default.',
      'Or pick `perPage` (shown as **One document per page**).',
    ].join('\n');
    expect(found(body)).toEqual([]);
  });

  it('leaves quoted messages alone and flags a bare internal name outside them', () => {
    expect(found('The log says "No chatOpenAI found"; add a supabaseApi credential.')).toEqual([
      '1: supabaseApi → Supabase API',
    ]);
  });

  it('counts lines from the first line of the file it is given', () => {
    expect(findInternalNames('\nAdd a `supabaseApi` credential.', index, { firstLine: 7 })[0]?.line).toBe(8);
  });
});

describe('labelProblems', () => {
  const page = (path: string, body: string) => {
    const source = `---\ntitle: Example\ndescription: An example page.\n---\n\n${body}\n`;
    return { page: path, source, body: parsePage(source).body, title: 'Example' };
  };

  it('names the page, the file line, the internal name and the label to use', () => {
    expect(labelProblems([page('docs/a.md', 'Add a `supabaseApi` credential.')], index, [])).toEqual([
      `docs/a.md:6: \`supabaseApi\` is an internal name; the Studio shows "Supabase API" (credential). Name what the Studio shows, or if the reader types it, allow it in ${ALLOWED_FILE} with a reason.`,
    ]);
  });

  it('says what an input or option belongs to', () => {
    const [problem] = labelProblems([page('docs/b.md', 'On **Sql Database Chain**, pick `sqlite`.')], index, []);
    expect(problem).toContain('the Studio shows "SQLite" (option of Database on Sql Database Chain)');
  });

  it('never reads front matter as prose', () => {
    const source = '---\ntitle: chatOpenAI\ndescription: Set `supabaseApi` up.\n---\n\nThe **ChatOpenAI** node.\n';
    expect(labelProblems([{ page: 'docs/c.md', source, body: parsePage(source).body }], index, [])).toEqual([]);
  });

  it('applies the allow-list to its page only, and reports an allowed name that is no longer there', () => {
    const allowed = [{ page: 'docs/a.md', names: ['supabaseApi', 'chatOpenAI'], reason: 'Explains the ids.' }];
    const problems = labelProblems(
      [page('docs/a.md', 'The `supabaseApi` id.'), page('docs/b.md', 'The `supabaseApi` id.')],
      index,
      allowed,
    );
    expect(problems).toEqual([
      `${ALLOWED_FILE}: \`chatOpenAI\` is no longer flagged on docs/a.md: remove it from the allow-list`,
      expect.stringMatching(/^docs\/b\.md:6: `supabaseApi`/),
    ]);
  });
});

describe('the allow-list', () => {
  it('wants a page, the names and a reason in every entry', () => {
    expect(() => checkAllowed({})).toThrow(/expected a list/);
    expect(() => checkAllowed([{ page: 'docs/a.md', names: ['x'] }])).toThrow('entry 1 has no `reason`');
    expect(() => checkAllowed([{ page: 'docs/a.md', names: [], reason: 'r' }])).toThrow('`names` must be a list');
    expect(() => checkAllowed([{ page: ' ', names: ['x'], reason: 'r' }])).toThrow('entry 1 has no `page`');
  });

  it('is valid in the repository, one entry per page', () => {
    const allowed = loadAllowed(fileURLToPath(new URL('..', import.meta.url)));
    const pages = allowed.map((entry) => entry.page);
    expect(new Set(pages).size).toBe(pages.length);
  });
});

describe('the extracted data', () => {
  const data = studioNameIndex(loadStudioNames(fileURLToPath(new URL('..', import.meta.url))));
  const labelsOf = (name: string) => [...new Set(data.names.filter((e) => e.name === name).map((e) => e.label))];

  it('gives the labels the issue names, and none for everyday words', () => {
    expect(labelsOf('supabaseApi')).toEqual(['Supabase API']);
    expect(labelsOf('chatOpenAI')).toEqual(['ChatOpenAI']);
    expect(labelsOf('scrapeXMLSitemap')).toEqual(['Scrape XML Sitemap']);
    expect(labelsOf('webCrawl')).toEqual(['Web Crawl']);
    expect(labelsOf('sqlite')).toEqual(['SQLite']);
    expect(labelsOf('postgres')).toContain('PostgreSQL');
    for (const word of ['text', 'model', 'url', 'name', 'true', 'null']) expect(labelsOf(word), word).toEqual([]);
  });
});
