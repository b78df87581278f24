import { describe, expect, it } from 'vitest';
import { registryChunkNames, withModuleOrigins } from './manifest';

const registry = `export default {
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json"), "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json", require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/docs-175.json")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "d1b9afd6": [() => import(/* webpackChunkName: "d1b9afd6" */ "@site/docs/developers/embed.mdx"), "@site/docs/developers/embed.mdx", require.resolveWeak("@site/docs/developers/embed.mdx")],};
`;

describe('registryChunkNames', () => {
  it('maps every registry module path to its chunk name', () => {
    expect([...registryChunkNames(registry)]).toEqual([
      ['@generated/docusaurus-plugin-content-docs/default/p/docs-175.json', '0058b4c6'],
      ['@theme/DocItem', '17896441'],
      ['@site/docs/developers/embed.mdx', 'd1b9afd6'],
    ]);
  });

  it('recognises nothing in text of another shape', () => {
    expect(registryChunkNames('export default { "a": () => import("./a") };').size).toBe(0);
  });
});

describe('withModuleOrigins', () => {
  const manifest = {
    entrypoints: ['main'],
    origins: { main: ['4014', '6085', '1889'], '17896441': ['2531', '4014', '106'], d1b9afd6: ['3438', 'd1'] },
    assets: {},
  };

  it('adds each module path with the chunks of its chunk name, keeping the existing keys', () => {
    const result = withModuleOrigins(manifest, registryChunkNames(registry));
    expect(result.origins['@theme/DocItem']).toEqual(['2531', '4014', '106']);
    expect(result.origins['@site/docs/developers/embed.mdx']).toEqual(['3438', 'd1']);
    expect(result.origins.main).toEqual(['4014', '6085', '1889']);
    expect(result.entrypoints).toEqual(['main']);
  });

  it('skips module paths whose chunk name the manifest does not know', () => {
    const result = withModuleOrigins(manifest, registryChunkNames(registry));
    expect(result.origins).not.toHaveProperty(['@generated/docusaurus-plugin-content-docs/default/p/docs-175.json']);
  });

  it('leaves the manifest it was given unchanged', () => {
    withModuleOrigins(manifest, registryChunkNames(registry));
    expect(Object.keys(manifest.origins).sort()).toEqual(['17896441', 'd1b9afd6', 'main']);
  });
});
