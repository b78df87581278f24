import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { HtmlTagObject, LoadContext, Plugin } from '@docusaurus/types';

/**
 * Tracking tag ids, read from the environment at build time. Every tag is
 * optional: with none configured the built site makes no third-party request.
 */
export interface TrackingIds {
  gtagAnalytics?: string;
  gtagAds?: string;
  linkedInPartner?: string;
  metaPixel?: string;
}

const ID_FORMATS = {
  GTAG_ANALYTICS_ID: { key: 'gtagAnalytics', pattern: /^G-[A-Z0-9]{4,16}$/, example: 'G-AB12CD34EF' },
  GTAG_ADS_ID: { key: 'gtagAds', pattern: /^AW-\d{6,14}$/, example: 'AW-123456789' },
  LINKEDIN_PARTNER_ID: { key: 'linkedInPartner', pattern: /^\d{4,12}$/, example: '1234567' },
  META_PIXEL_ID: { key: 'metaPixel', pattern: /^\d{8,20}$/, example: '123456789012345' },
} as const;

/** Reads and validates the ids; a malformed id stops the build with a clear message. */
export function readTrackingIds(env: Record<string, string | undefined> = process.env): TrackingIds {
  const ids: TrackingIds = {};
  for (const [name, format] of Object.entries(ID_FORMATS)) {
    const value = env[name]?.trim();
    if (!value) continue;
    if (!format.pattern.test(value)) {
      throw new Error(`${name} is malformed: got "${value}", expected something like "${format.example}".`);
    }
    ids[format.key] = value;
  }
  return ids;
}

/** The classic preset's gtag option: both Google tags (analytics first), or none. */
export function gtagOptions(ids: TrackingIds) {
  const [first, ...rest] = [ids.gtagAnalytics, ids.gtagAds].filter((id): id is string => Boolean(id));
  return first ? { trackingID: [first, ...rest] as [string, ...string[]], anonymizeIP: true } : undefined;
}

function linkedInInsightTag(partnerId: string): HtmlTagObject {
  return {
    tagName: 'script',
    innerHTML: `window._linkedin_data_partner_ids=(window._linkedin_data_partner_ids||[]).concat(${JSON.stringify(partnerId)});(function(){var s=document.createElement('script');s.async=true;s.src='https://snap.licdn.com/li.lms-analytics/insight.min.js';document.head.appendChild(s);})();`,
  };
}

function metaPixelTag(pixelId: string): HtmlTagObject {
  return {
    tagName: 'script',
    innerHTML: `(function(w){if(w.fbq)return;var q=function(){q.callMethod?q.callMethod.apply(q,arguments):q.queue.push(arguments);};q.queue=[];q.loaded=true;q.version='2.0';w.fbq=w._fbq=q;var s=document.createElement('script');s.async=true;s.src='https://connect.facebook.net/en_US/fbevents.js';document.head.appendChild(s);w.fbq('init',${JSON.stringify(pixelId)});w.fbq('track','PageView');})(window);`,
  };
}

/**
 * Hosts each configured tag loads scripts from or sends data to. The server
 * adds them to its Content-Security-Policy (script-src and connect-src).
 */
const TAG_HOSTS = {
  gtagAnalytics: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  gtagAds: [
    'https://www.googletagmanager.com',
    'https://www.googleadservices.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
  ],
  linkedInPartner: ['https://snap.licdn.com', 'https://px.ads.linkedin.com'],
  metaPixel: ['https://connect.facebook.net', 'https://www.facebook.com'],
} as const satisfies Record<keyof TrackingIds, readonly string[]>;

export function trackingHosts(ids: TrackingIds): string[] {
  const keys = Object.keys(TAG_HOSTS) as (keyof TrackingIds)[];
  return [...new Set(keys.filter((key) => ids[key]).flatMap((key) => TAG_HOSTS[key]))];
}

/** The file, in the build output, listing the hosts the server must allow. */
export const CSP_SOURCES_FILE = '.csp-sources.json';

/**
 * Injects the LinkedIn Insight tag and the Meta pixel, each only when its id is
 * set, and records every configured tag's hosts for the server's CSP.
 */
export function trackingTagsPlugin(ids: TrackingIds) {
  return function trackingTags(_context: LoadContext): Plugin {
    return {
      name: 'tracking-tags',
      injectHtmlTags() {
        const headTags: HtmlTagObject[] = [];
        if (ids.linkedInPartner) headTags.push(linkedInInsightTag(ids.linkedInPartner));
        if (ids.metaPixel) headTags.push(metaPixelTag(ids.metaPixel));
        return { headTags };
      },
      async postBuild({ outDir }) {
        const sources = { hosts: trackingHosts(ids) };
        await writeFile(path.join(outDir, CSP_SOURCES_FILE), `${JSON.stringify(sources, null, 2)}\n`);
      },
    };
  };
}
