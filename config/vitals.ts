import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { VITALS_RATE_META } from '../src/lib/vitals';

/**
 * `VITALS_SAMPLE_RATE` (build time): the share of page views that send their
 * Core Web Vitals to /api/vitals, from 0 (the script is left out of the
 * build) to 1 (every page view, the default).
 */
export function readVitalsSampleRate(env: Record<string, string | undefined> = process.env): number {
  const raw = env.VITALS_SAMPLE_RATE?.trim();
  if (!raw) return 1;
  const rate = Number(raw);
  if (!/^(?:0|1|0?\.\d+|1\.0*)$/.test(raw) || rate < 0 || rate > 1) {
    throw new Error(`VITALS_SAMPLE_RATE must be a number from 0 to 1 (e.g. 0.25), not "${raw}".`);
  }
  return rate;
}

/** Adds the vitals client module and the meta tag it reads its sample rate from, unless the rate is 0. */
export function vitalsPlugin(sampleRate: number) {
  return function vitals(context: LoadContext): Plugin {
    return {
      name: 'vitals',
      getClientModules: () => (sampleRate > 0 ? [path.join(context.siteDir, 'src/clientModules/vitals.ts')] : []),
      injectHtmlTags: () =>
        sampleRate > 0
          ? { headTags: [{ tagName: 'meta', attributes: { name: VITALS_RATE_META, content: String(sampleRate) } }] }
          : {},
    };
  };
}
