/**
 * Puts a page's own chunks in its HTML. Docusaurus lists a page's scripts by
 * looking up the modules the page rendered in the client manifest, but the
 * manifest keys chunks by chunk name and the renderer reports module paths, so
 * every page got only the entry scripts. The browser then had to run main.js
 * before it could even request the page's chunks, and main.js's first task
 * grew by the work of inserting them. After the client build writes the
 * manifest, this plugin adds each registry module path as a key (./manifest.ts);
 * config/htmlTemplate.ts loads the chunks it finds.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { registryChunkNames, withModuleOrigins, type ClientManifest } from './manifest';

const PLUGIN_NAME = 'route-scripts';

interface Compiler {
  hooks: { afterEmit: { tap(name: string, callback: () => void): void } };
}

export function routeScriptsPlugin({ generatedFilesDir }: LoadContext): Plugin {
  const manifestFile = path.join(generatedFilesDir, 'client-manifest.json');
  const registryFile = path.join(generatedFilesDir, 'registry.js');
  const addModuleOrigins = () => {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ClientManifest;
    const chunkNames = registryChunkNames(readFileSync(registryFile, 'utf8'));
    if (chunkNames.size === 0) throw new Error(`${PLUGIN_NAME}: no entries recognised in ${registryFile}`);
    writeFileSync(manifestFile, JSON.stringify(withModuleOrigins(manifest, chunkNames)));
  };
  return {
    name: PLUGIN_NAME,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              // The manifest is written during `emit`; `afterEmit` runs once every emit step is done.
              compiler.hooks.afterEmit.tap(PLUGIN_NAME, addModuleOrigins);
            },
          },
        ],
      };
    },
  };
}
