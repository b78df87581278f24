import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { HtmlTagObject, LoadContext, Plugin } from '@docusaurus/types';
import {
  CONSENT_MODE_META,
  CONSENT_MODES,
  consentModeSignals,
  DEFAULT_CONSENT_MODE,
  type ConsentMode,
} from '../src/lib/tracking/consent';
import { anyTagConfigured, type TrackingIds } from '../src/lib/tracking/ids';

export type { TrackingIds } from '../src/lib/tracking/ids';

/**
 * Tracking tag ids, read from the environment at build time. Every tag is
 * optional: with none configured the built site makes no third-party request
 * and ships no tracking code beyond the UTM capture.
 */
const ID_FORMATS = {
  GTAG_ANALYTICS_ID: { key: 'gtagAnalytics', pattern: /^G-[A-Z0-9]{4,16}$/, example: 'G-AB12CD34EF' },
  GTAG_ADS_ID: { key: 'gtagAds', pattern: /^AW-\d{6,14}$/, example: 'AW-123456789' },
  GTAG_ADS_CONVERSION_LABEL: { key: 'gtagAdsConversionLabel', pattern: /^[\w-]{4,40}$/, example: 'AbC-D_efG12' },
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
  if (ids.gtagAdsConversionLabel && !ids.gtagAds) {
    throw new Error('GTAG_ADS_CONVERSION_LABEL is set but GTAG_ADS_ID is not: the label belongs to an Ads tag.');
  }
  return ids;
}

/**
 * The consent model, `CONSENT_MODE`: `opt-in` (the default) or `opt-out`
 * (src/lib/tracking/consent.ts). Anything else stops the build.
 */
export function readConsentMode(env: Record<string, string | undefined> = process.env): ConsentMode {
  const value = env.CONSENT_MODE?.trim();
  if (!value) return DEFAULT_CONSENT_MODE;
  const mode = CONSENT_MODES.find((candidate) => candidate === value);
  if (!mode) {
    throw new Error(`CONSENT_MODE must be ${CONSENT_MODES.join(' or ')}: got "${value}".`);
  }
  return mode;
}

/**
 * Google Consent Mode v2 defaults, in the head before anything else can load
 * a Google tag: every signal denied until the visitor accepts. It also
 * defines the gtag() queue the tracker and gtag.js share.
 */
export function consentDefaultsScript(): string {
  const denied = JSON.stringify(consentModeSignals(false));
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('consent','default',${denied});`;
}

/**
 * Hosts each configured tag loads scripts from or sends data to (Google's,
 * LinkedIn's and Meta's published CSP guidance). The server adds them to its
 * Content-Security-Policy (script-src and connect-src).
 */
const TAG_HOSTS = {
  gtagAnalytics: [
    'https://www.googletagmanager.com',
    'https://*.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  gtagAds: [
    'https://www.googletagmanager.com',
    'https://www.googleadservices.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
  ],
  gtagAdsConversionLabel: [],
  linkedInPartner: ['https://snap.licdn.com', 'https://px.ads.linkedin.com'],
  metaPixel: ['https://connect.facebook.net', 'https://www.facebook.com'],
} as const satisfies Record<keyof TrackingIds, readonly string[]>;

/**
 * Hosts the tags open frames from: gtag.js runs a service worker frame from
 * googletagmanager.com, and the ads tag a remarketing frame on td.doubleclick.net.
 */
const TAG_FRAME_HOSTS = {
  gtagAnalytics: ['https://www.googletagmanager.com'],
  gtagAds: ['https://www.googletagmanager.com', 'https://td.doubleclick.net'],
  gtagAdsConversionLabel: [],
  linkedInPartner: [],
  metaPixel: [],
} as const satisfies Record<keyof TrackingIds, readonly string[]>;

function configuredHosts(ids: TrackingIds, table: Record<keyof TrackingIds, readonly string[]>): string[] {
  const keys = Object.keys(table) as (keyof TrackingIds)[];
  return [...new Set(keys.filter((key) => ids[key]).flatMap((key) => table[key]))];
}

export function trackingHosts(ids: TrackingIds): string[] {
  return configuredHosts(ids, TAG_HOSTS);
}

export function trackingFrameHosts(ids: TrackingIds): string[] {
  return configuredHosts(ids, TAG_FRAME_HOSTS);
}

/** The file, in the build output, listing the hosts the server must allow. */
export const CSP_SOURCES_FILE = '.csp-sources.json';

/**
 * Wires tracking into the build:
 * - the UTM capture client module, always (registrations need it with or without tags);
 * - the tracker client module, only when a tag is configured (it reads the ids from `customFields.tracking`);
 * - the consent model (`CONSENT_MODE`) as a meta tag in the head, when any tag is configured;
 * - the Consent Mode defaults in the head, when a Google tag is configured;
 * - `.csp-sources.json` with the configured tags' hosts (scripts and beacons, frames), for the server's CSP.
 */
export function trackingPlugin(ids: TrackingIds, consentMode: ConsentMode = DEFAULT_CONSENT_MODE) {
  return function tracking(context: LoadContext): Plugin {
    const clientModule = (name: string) => path.join(context.siteDir, 'src/clientModules', name);
    return {
      name: 'tracking',
      getClientModules() {
        return [clientModule('utm.ts'), ...(anyTagConfigured(ids) ? [clientModule('tracking/index.ts')] : [])];
      },
      injectHtmlTags() {
        const headTags: HtmlTagObject[] = [];
        if (anyTagConfigured(ids)) {
          headTags.push({ tagName: 'meta', attributes: { name: CONSENT_MODE_META, content: consentMode } });
        }
        if (ids.gtagAnalytics || ids.gtagAds) headTags.push({ tagName: 'script', innerHTML: consentDefaultsScript() });
        return { headTags };
      },
      async postBuild({ outDir }) {
        const sources = { hosts: trackingHosts(ids), frameHosts: trackingFrameHosts(ids) };
        await writeFile(path.join(outDir, CSP_SOURCES_FILE), `${JSON.stringify(sources, null, 2)}\n`);
      },
    };
  };
}
