/**
 * Pure helpers for ./index.ts: which modules the bundle registry maps to which
 * chunk names, and the client manifest with those module paths added as keys.
 */

/** The part of react-loadable-ssr-addon's client manifest this plugin reads and writes. */
export interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, string[]>;
  assets: Record<string, unknown>;
}

/**
 * One line of .docusaurus/registry.js:
 * `"<chunk name>": [() => import(/* webpackChunkName: "<chunk name>" *\/ "<module>"), "<module>", …]`.
 */
const REGISTRY_ENTRY = /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "([^"]+)"\), "\2",/gm;

/** Module path → chunk name, for every entry of the generated registry. */
export function registryChunkNames(registrySource: string): Map<string, string> {
  const chunkNames = new Map<string, string>();
  for (const [, chunkName, modulePath] of registrySource.matchAll(REGISTRY_ENTRY)) {
    chunkNames.set(modulePath!, chunkName!);
  }
  return chunkNames;
}

/**
 * The manifest with each registry module path as a key of `origins`, pointing
 * at the chunks of its chunk name. Server rendering reports the modules a page
 * rendered by these paths; the bundler keys the chunks by chunk name.
 */
export function withModuleOrigins(manifest: ClientManifest, chunkNames: Map<string, string>): ClientManifest {
  const origins = { ...manifest.origins };
  for (const [modulePath, chunkName] of chunkNames) {
    const chunks = manifest.origins[chunkName];
    if (chunks && !(modulePath in origins)) origins[modulePath] = chunks;
  }
  return { ...manifest, origins };
}
