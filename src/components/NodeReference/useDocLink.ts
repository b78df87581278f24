import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import { useMemo } from 'react';

/**
 * A function that returns a docs route when that page exists in this build,
 * else undefined. Node data names pages that other writers add over time;
 * linking only to existing ones keeps the broken-link check green and needs
 * no rebuild of the pages that mention them.
 */
export function useDocLink(): (route: string | undefined) => string | undefined {
  const allDocs = useAllDocsData();
  const paths = useMemo(
    () =>
      new Set(
        Object.values(allDocs).flatMap((plugin) =>
          plugin.versions.flatMap((version) => version.docs.map((doc) => doc.path)),
        ),
      ),
    [allDocs],
  );
  return (route) => (route && paths.has(route) ? route : undefined);
}
