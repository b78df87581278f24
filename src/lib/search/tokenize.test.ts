/**
 * The search box's synonyms (config/search.ts, src/lib/search/tokenize.ts) rest on internals of
 * @easyops-cn/docusaurus-search-local: its search worker imports `tokenize` from `../utils/tokenize` and calls it as
 * `tokenize(input, language)`, and for English that tokenizer splits at spaces and hyphens. These tests read the
 * installed plugin and fail when an upgrade changes any of that, rather than let the synonyms quietly stop working.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localSearch, searchSynonymsPlugin } from '../../../config/search';
import { tokenize, tokenizeWithSynonyms } from './tokenize';

const require = createRequire(import.meta.url);
const pluginDir = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
const themeDir = path.join(pluginDir, 'dist/client/client/theme');

/** What the plugin does to a module request of its worker, through our NormalModuleReplacementPlugin. */
function replaced(context: string, request: string): string {
  let apply: ((resource: { context?: string; request: string }) => void) | undefined;
  class NormalModuleReplacementPlugin {
    constructor(_pattern: RegExp, callback: typeof apply) {
      apply = (resource) => {
        if (_pattern.test(resource.request)) callback?.(resource);
      };
    }
  }
  const plugin = searchSynonymsPlugin({ siteDir: '/site' } as never);
  const utils = { currentBundler: { name: 'rspack', instance: { NormalModuleReplacementPlugin } } };
  plugin.configureWebpack?.({}, false, utils as never, undefined);
  const resource = { context, request };
  apply?.(resource);
  return resource.request;
}

describe('leans on the local search plugin’s search worker (@easyops-cn/docusaurus-search-local)', () => {
  it('imports tokenize from ../utils/tokenize in its worker and calls it with the search and the language', () => {
    const worker = readFileSync(path.join(themeDir, 'worker.js'), 'utf8');
    expect(worker).toContain('import { tokenize } from "../utils/tokenize";');
    expect(worker).toMatch(/const rawTokens = tokenize\(input, language\);/);
    expect(localSearch.language).toEqual(['en']);
  });

  it('has the worker’s import swapped for ours, and no other module’s', () => {
    expect(replaced(themeDir, '../utils/tokenize')).toBe(path.join('/site', 'src/lib/search/tokenize.ts'));
    expect(replaced(path.join(pluginDir, 'dist/client/client/utils'), '../utils/tokenize')).toBe('../utils/tokenize');
  });

  it('splits a search without a reader’s phrase exactly as the plugin’s own English tokenizer does', async () => {
    const plugin = (await import(path.join(pluginDir, 'dist/client/client/utils/tokenize.js'))) as {
      tokenize: typeof tokenize;
    };
    for (const text of ['Embed a sidekick', 'rate-limit  API keys', 'What is MMR?', 'Ollama (self-hosted) models']) {
      expect(tokenize(text, ['en'])).toEqual(plugin.tokenize(text, ['en']));
    }
  });
});

describe('the search box’s synonyms', () => {
  const list = 'rate limit <= spam, too many requests\ninvents facts <= makes things up\n';

  it('searches a reader’s phrase as the docs’ words, whatever its endings, and keeps the other words', () => {
    expect(tokenizeWithSynonyms('Stop bots spamming my sidekick', list)).toEqual([
      'stop',
      'bots',
      'my',
      'sidekick',
      'rate',
      'limit',
    ]);
  });

  it('reads docs/synonyms.txt by default', () => {
    expect(tokenize('how do I stop spamming', ['en'])).toEqual(expect.arrayContaining(['rate', 'limit']));
  });
});
