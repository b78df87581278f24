import { describe, expect, it } from 'vitest';
import { anchorOf, groupByLetter, matches, NO_NODE, nodeCategories, searchText } from './filter';
import type { CatalogueEntry } from './types';

const entry = (label: string, name: string, nodes: [string, string][] = []): CatalogueEntry => ({
  label,
  name,
  fields: [{ label: 'Api Key', name: `${name}Key`, type: 'password' }],
  nodes: nodes.map(([nodeLabel, category]) => ({ label: nodeLabel, name: nodeLabel.toLowerCase(), category })),
});

const openAI = entry('OpenAI API', 'openAIApi', [
  ['ChatOpenAI', 'Chat Models'],
  ['OpenAI Embeddings', 'Embeddings'],
]);
const pinecone = entry('Pinecone API', 'pineconeApi', [['Pinecone', 'Vector Stores']]);
const maker = entry('Google MakerSuite', 'googleMakerSuite');
const search = (item: CatalogueEntry, query: string, category = '') => matches(item, searchText(item), query, category);

describe('credential catalogue filter', () => {
  it('groups entries under the first letter of their label', () => {
    expect(groupByLetter([openAI, pinecone, maker, entry('3D API', 'x')]).map(([letter]) => letter)).toEqual([
      '#',
      'G',
      'O',
      'P',
    ]);
  });

  it('makes lower-case anchors for entries and letters', () => {
    expect(anchorOf('openAIApi')).toBe('openaiapi');
    expect(anchorOf('O')).toBe('letter-o');
  });

  it('matches every word of the query against label, id, fields and nodes, in any case', () => {
    expect(search(openAI, '')).toBe(true);
    expect(search(openAI, 'OPENAI')).toBe(true);
    expect(search(openAI, 'chatopenai')).toBe(true);
    expect(search(openAI, 'openAIApiKey')).toBe(true);
    expect(search(openAI, 'openai pinecone')).toBe(false);
    expect(search(pinecone, '  pine  ')).toBe(true);
  });

  it('filters by the category of the accepting nodes, or by no node at all', () => {
    expect(nodeCategories([openAI, pinecone, maker])).toEqual(['Chat Models', 'Embeddings', 'Vector Stores']);
    expect(search(openAI, '', 'Embeddings')).toBe(true);
    expect(search(pinecone, '', 'Embeddings')).toBe(false);
    expect(search(maker, '', NO_NODE)).toBe(true);
    expect(search(openAI, '', NO_NODE)).toBe(false);
  });
});
