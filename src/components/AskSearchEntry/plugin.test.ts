/**
 * The search results' "Ask the docs" entry rests on internals of @easyops-cn/docusaurus-search-local: an option,
 * the name of an optional module it imports, the method it calls on that module's widget, and the label of its
 * result template (config/search.ts, src/components/AskSearchEntry). These tests read the installed plugin and
 * fail when an upgrade changes any of them, rather than let the entry quietly vanish or keep the plugin's label.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { localSearch } from '../../../config/search';
import { ASK_LABEL, PLUGIN_LABEL, SuggestionTemplate } from './suggestion';

vi.mock('@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces', () => ({
  SearchDocumentType: { Title: 0, AskAI: 5 },
}));
// The plugin's template as the test below reads it: the label before the query's <mark>.
vi.mock('@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SuggestionTemplate', () => ({
  SuggestionTemplate: ({ type, tokens, document }: { type: number; tokens: string[]; document: { t: string } }) =>
    type === 5
      ? `<span class="hitTitle">Ask AI: <mark>${tokens.join(' ')}</mark></span>`
      : `<span class="hitTitle">Ask AI: <mark>${document.t}</mark></span>`,
}));

const require = createRequire(import.meta.url);
const pluginDir = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
const client = (file: string) => readFileSync(path.join(pluginDir, 'dist/client/client', file), 'utf8');
const generatedDir = mkdtempSync(path.join(tmpdir(), 'search-plugin-'));
afterAll(() => rmSync(generatedDir, { recursive: true, force: true }));

describe('leans on the local search plugin’s internals (@easyops-cn/docusaurus-search-local)', () => {
  it('accepts the askAi option, hands it to its client code and then bundles open-ask-ai instead of leaving it out', () => {
    const plugin = require('@easyops-cn/docusaurus-search-local') as {
      default: (context: object, options: object) => { configureWebpack: () => object };
      validateOptions: (args: { options: object; validate: unknown }) => { askAi?: object };
    };
    const { normalizePluginOptions } = require('@docusaurus/utils-validation') as { normalizePluginOptions: unknown };
    const options = plugin.validateOptions({ options: localSearch, validate: normalizePluginOptions });
    expect(options.askAi).toEqual({});
    const instance = plugin.default(
      { siteDir: process.cwd(), generatedFilesDir: generatedDir, baseUrl: '/', siteConfig: { themeConfig: {} } },
      options,
    );
    expect(instance.configureWebpack()).toEqual({});
    const generated = readFileSync(
      path.join(generatedDir, '@easyops-cn/docusaurus-search-local/default/generated.js'),
      'utf8',
    );
    expect(generated).toContain('export const askAi = {};');
  });

  it('imports open-ask-ai and its stylesheet, renders AskAIWidget with a ref and calls openWithNewSession(query)', () => {
    const searchBar = client('theme/SearchBar/SearchBar.jsx');
    expect(searchBar).toContain('await import("open-ask-ai")');
    expect(searchBar).toContain('await import("open-ask-ai/styles.css")');
    expect(searchBar).toMatch(/AskAIWidget: openAskAIModule\.AskAIWidget/);
    expect(searchBar).toMatch(/<AskAIWidgetComponent ref=\{askAIWidgetRef\}/);
    expect(searchBar).toMatch(
      /type === SearchDocumentType\.AskAI && askAi\) \{\s*askAIWidgetRef\.current\?\.openWithNewSession\(tokens\.join\(""\)\)/,
    );
    // The ask entry comes first among the results, the query as its only token.
    expect(searchBar).toMatch(
      /callback\(\[\s*\{\s*document: \{[\s\S]*?type: SearchDocumentType\.AskAI,[\s\S]*?tokens: \[input\],\s*\},\s*\.\.\.result,/,
    );
    // The module config/search.ts swaps for ours.
    expect(searchBar).toContain('import { SuggestionTemplate } from "./SuggestionTemplate";');
  });

  it(`writes the entry as "${PLUGIN_LABEL}<query>", which ours turns into "${ASK_LABEL}<query>"`, () => {
    const template = client('theme/SearchBar/SuggestionTemplate.js');
    const askBranch = /if \(type === SearchDocumentType\.AskAI\) \{([\s\S]*?)\n {4}\}/.exec(template)?.[1] ?? '';
    expect(askBranch).toContain(`>${PLUGIN_LABEL}\${escapeHtml(tokens.join(" "))}</mark>`);

    const ask = { document: { i: -1, t: '', u: '' }, type: 5, metadata: {}, tokens: ['how do I embed <it>?'] };
    expect(SuggestionTemplate(ask)).toBe(`<span class="hitTitle">${ASK_LABEL}how do I embed <it>?</mark></span>`);
    // A page whose title starts like the plugin's label keeps it.
    const page = { document: { i: 1, t: 'Ask AI: a page', u: '/docs/x' }, type: 0, metadata: {}, tokens: ['x'] };
    expect(SuggestionTemplate(page)).toContain(PLUGIN_LABEL);
  });
});
