/**
 * Makes the data every docs page loads smaller: the docs plugin's version
 * data passes through ./loader.cjs, which keeps the entries of the docs a
 * generated category page shows as cards, and no others (see ./trim.cjs).
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { cacheDependencies } from '../../config/bundlerCache';

/** The props files the docs plugin writes for its routes (.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json). */
const DOCS_ROUTE_PROPS = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

interface SidebarItem {
  type: string;
  items?: SidebarItem[];
  link?: { type: string; permalink?: string };
}

interface LoadedDocs {
  loadedVersions: { sidebars: Record<string, SidebarItem[]> }[];
}

/** Permalinks of the generated category pages in a sidebar. */
function generatedIndexPages(items: SidebarItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.link?.type === 'generated-index' && item.link.permalink ? [item.link.permalink] : []),
    ...generatedIndexPages(item.items ?? []),
  ]);
}

export function leanDocsData() {
  return function leanDocsDataPlugin({ siteDir }: LoadContext): Plugin {
    return createPlugin(path.join(siteDir, 'plugins/lean-docs-data/loader.cjs'));
  };
}

function createPlugin(loader: string): Plugin {
  const trim = path.join(path.dirname(loader), 'trim.cjs');
  let cardPages: string[] = [];
  return {
    name: 'lean-docs-data',
    allContentLoaded({ allContent }) {
      const instances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedDocs>;
      cardPages = Object.values(instances).flatMap((docs) =>
        docs.loadedVersions.flatMap((version) => Object.values(version.sidebars).flatMap(generatedIndexPages)),
      );
    },
    configureWebpack(config) {
      return {
        module: {
          rules: [{ test: DOCS_ROUTE_PROPS, use: [{ loader, options: { cardPages } }] }],
        },
        // Rspack's persistent cache keeps the trimmed data until a build dependency changes; the loader is one.
        ...cacheDependencies(config.experiments, [loader, trim]),
      };
    },
  };
}
