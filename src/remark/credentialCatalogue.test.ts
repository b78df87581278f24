import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import type { CredentialCatalogueData } from '../components/CredentialCatalogue/types';
import { credentialData } from '../data/platform/credentialData';
import credentialCatalogue, { catalogueData, catalogueMarkdown, COMPONENT_MODULE } from './credentialCatalogue';

interface Tree {
  type: string;
  name?: string;
  value?: string;
  attributes?: { name: string; value: unknown }[];
  children: Tree[];
}

function run(children: Tree[]): Tree {
  const tree: Tree = { type: 'root', children };
  credentialCatalogue()(tree as unknown as Root);
  return tree;
}

const catalogue = (): Tree => ({
  type: 'mdxJsxFlowElement',
  name: 'CredentialCatalogue',
  attributes: [],
  children: [],
});

describe('credentialCatalogue remark plugin', () => {
  it('gives <CredentialCatalogue> every credential type and makes the page import it', () => {
    const tree = run([{ type: 'paragraph', children: [] }, catalogue()]);
    expect(tree.children[0]).toMatchObject({
      type: 'mdxjsEsm',
      value: `import CredentialCatalogue from '${COMPONENT_MODULE}';`,
    });
    const attribute = tree.children[2]?.attributes?.find((item) => item.name === 'data')?.value as { value: string };
    const data = JSON.parse(attribute.value) as CredentialCatalogueData;
    expect(data.entries.map((entry) => entry.name)).toEqual(credentialData.credentials.map((item) => item.name));
    expect(data.commit).toBe(credentialData.commit);
  });

  it('leaves a page without the component alone', () => {
    const paragraph: Tree = { type: 'paragraph', children: [] };
    expect(run([paragraph]).children).toEqual([paragraph]);
  });

  it('links the nodes to their docs pages and keeps only the flags that are set', () => {
    const data = catalogueData();
    const openAI = data.entries.find((entry) => entry.name === 'openAIApi');
    expect(openAI?.nodes).toContainEqual({
      name: 'chatOpenAI',
      label: 'ChatOpenAI',
      category: 'Chat Models',
      href: '/docs/sidekick-studio/chatflows/chat-models/chatopenai',
    });
    expect(openAI?.fields).toEqual([{ label: 'OpenAI Api Key', name: 'openAIApiKey', type: 'password' }]);
    const aws = data.entries.find((entry) => entry.name === 'awsApi');
    expect(aws?.fields.every((field) => field.optional === true)).toBe(true);
    expect(JSON.stringify(data)).not.toContain('.credential.ts');
  });

  it('links the nodes that ask for an id no type declares', () => {
    const data = catalogueData({
      commit: 'c',
      credentials: [],
      unknown: [{ name: 'openAIKey', nodes: [{ name: 'chatOpenAI', label: 'ChatOpenAI', category: 'Chat Models' }] }],
    });
    expect(data.unknown).toEqual([
      {
        name: 'openAIKey',
        nodes: [
          {
            name: 'chatOpenAI',
            label: 'ChatOpenAI',
            category: 'Chat Models',
            href: '/docs/sidekick-studio/chatflows/chat-models/chatopenai',
          },
        ],
      },
    ]);
  });

  it('writes the catalogue as Markdown for the page copy', () => {
    const markdown = catalogueMarkdown('https://example.org');
    expect(markdown.match(/^### /gm)).toHaveLength(credentialData.credentials.length);
    expect(markdown).toContain(
      '### OpenAI API\n\nId `openAIApi`. Used by: [ChatOpenAI](https://example.org/docs/sidekick-studio/chatflows/chat-models/chatopenai) (`chatOpenAI`), [ChatOpenAI](https://example.org/docs/sidekick-studio/chatflows/chat-models/chatopenai) (`chatOpenAI_LlamaIndex`), [ChatOpenAI Custom]',
    );
    expect(markdown).toContain('| Redis Host | `redisCacheHost` | string | yes | `127.0.0.1` |');
    expect(markdown).toContain(
      '| Watsonx AI Auth Type | `watsonxAIAuthType` | options: iam, bearertoken | yes | `iam` |',
    );
  });
});
