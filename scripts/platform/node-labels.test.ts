import { describe, expect, it } from 'vitest';
import { memoryCheckout } from './checkout';
import { extractNodeLabels, labelledNodesIn } from './node-labels';

const scraper = `
import { INode, INodeParams } from '../../../src/Interface'
import { commonInputs } from '../shared'

class Scraper_DocumentLoaders implements INode {
    label: string
    inputs: INodeParams[]

    constructor() {
        this.label = 'Cheerio Web Scraper'
        this.name = 'cheerioWebScraper'
        this.version = 2.0
        this.description = 'A sentence the extractor leaves out'
        this.inputs = [
            { label: 'URL', name: 'url', type: 'string' },
            {
                label: 'Get Relative Links Method',
                name: 'relativeLinksMethod',
                type: 'options',
                options: [
                    { label: 'Web Crawl', name: 'webCrawl', description: 'Follow links' },
                    { label: 'Scrape XML Sitemap', name: 'scrapeXMLSitemap' },
                    makeOption('computed')
                ],
                optional: true
            },
            {
                label: 'Headers',
                name: 'headers',
                type: 'array',
                array: [{ label: 'Header Name', name: 'headerName', type: 'string' }]
            },
            { label: '', name: 'note', type: 'string' },
            ...commonInputs,
            { label: LABEL_CONSTANT, name: 'computedLabel', type: 'string' }
        ]
    }
}

class Helper {
    constructor() {
        this.label = 'Not a node: no name'
    }
}

module.exports = { nodeClass: Scraper_DocumentLoaders }
`;

describe('labelledNodesIn', () => {
  it('reads the node, its inputs, their choices and list fields with their labels', () => {
    expect(labelledNodesIn('packages/components/nodes/documentloaders/Cheerio/Cheerio.ts', scraper)).toEqual([
      {
        name: 'cheerioWebScraper',
        label: 'Cheerio Web Scraper',
        file: 'packages/components/nodes/documentloaders/Cheerio/Cheerio.ts',
        inputs: [
          { name: 'url', label: 'URL' },
          {
            name: 'relativeLinksMethod',
            label: 'Get Relative Links Method',
            options: [
              { name: 'webCrawl', label: 'Web Crawl' },
              { name: 'scrapeXMLSitemap', label: 'Scrape XML Sitemap' },
            ],
          },
          { name: 'headers', label: 'Headers' },
          { name: 'headerName', label: 'Header Name' },
          { name: 'note', label: '' },
        ],
      },
    ]);
  });

  it('finds no node in a file whose classes set no name and label', () => {
    expect(labelledNodesIn('packages/components/nodes/tools/shared.ts', 'export const x = 1\nclass A {}')).toEqual([]);
  });
});

describe('extractNodeLabels', () => {
  it('adds the inputs of a helper the constructor hands this.inputs to', () => {
    const checkout = memoryCheckout({
      'packages/components/nodes/vectorstores/VectorStoreUtils.ts': `
        export const addMMRInputParams = (inputs: any[]) => {
            const mmrInputParams = [
                {
                    label: 'Search Type',
                    name: 'searchType',
                    options: [{ label: 'Similarity', name: 'similarity' }, { label: 'Max Marginal Relevance', name: 'mmr' }]
                },
                { label: 'Fetch K (for MMR Search)', name: 'fetchK' }
            ]
            inputs.push(...mmrInputParams)
        }
        export const other = () => [{ label: 'Not an input', name: 'other' }]`,
      'packages/components/nodes/vectorstores/Pinecone/Pinecone.ts': `
        import { addMMRInputParams, other } from '../VectorStoreUtils'
        class Pinecone_VectorStores {
            constructor() {
                this.label = 'Pinecone'
                this.name = 'pinecone'
                this.inputs = [{ label: 'Top K', name: 'topK' }]
                addMMRInputParams(this.inputs)
                other()
            }
        }`,
    });
    expect(extractNodeLabels(checkout)).toEqual([
      {
        name: 'pinecone',
        label: 'Pinecone',
        file: 'packages/components/nodes/vectorstores/Pinecone/Pinecone.ts',
        inputs: [
          { name: 'topK', label: 'Top K' },
          {
            name: 'searchType',
            label: 'Search Type',
            options: [
              { name: 'similarity', label: 'Similarity' },
              { name: 'mmr', label: 'Max Marginal Relevance' },
            ],
          },
          { name: 'fetchK', label: 'Fetch K (for MMR Search)' },
        ],
      },
    ]);
  });

  it('reads every node folder but Agentflows V2, sorted by name, the first file of a name winning', () => {
    const node = (name: string, label: string) =>
      `class N { constructor() { this.label = '${label}'; this.name = '${name}'; this.inputs = [] } }`;
    const checkout = memoryCheckout({
      'packages/components/nodes/chatmodels/ChatOpenAI/ChatOpenAI.ts': node('chatOpenAI', 'ChatOpenAI'),
      'packages/components/nodes/chatmodels/ChatOpenAI/Copy.ts': node('chatOpenAI', 'Second'),
      'packages/components/nodes/cache/InMemoryCache/InMemoryCache.ts': node('inMemoryCache', 'InMemory Cache'),
      'packages/components/nodes/agentflow/Agent/Agent.ts': node('agentAgentflow', 'Agent'),
      'packages/components/credentials/OpenAIApi.credential.ts': node('openAIApi', 'OpenAI API'),
    });
    expect(extractNodeLabels(checkout).map(({ name, label }) => `${name}: ${label}`)).toEqual([
      'chatOpenAI: ChatOpenAI',
      'inMemoryCache: InMemory Cache',
    ]);
  });
});
