import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ScriptSources {
  /** CSP hash sources (`'sha256-…'`) of inline scripts the browser will run. */
  hashes: Set<string>;
  /** Origins of external scripts, e.g. `https://www.googletagmanager.com`. */
  origins: Set<string>;
  /** Origins the tracking tags open frames from (declared by the build), e.g. Google's service worker frame. */
  frameOrigins?: Set<string>;
}

// The attribute part skips quoted values so a `>` inside one cannot end the tag;
// each alternative starts with a different character, so matching stays linear.
const SCRIPT_ELEMENT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script(?=[\s/>])[^>]*>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const JAVASCRIPT_TYPES = new Set([
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'module',
  // Not JavaScript, but browsers still check inline import maps and
  // speculation rules against script-src.
  'importmap',
  'speculationrules',
]);

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>' };

function parseAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(ATTRIBUTE)) {
    const name = match[1]?.toLowerCase();
    if (!name || attributes.has(name)) continue;
    const raw = match[2] ?? match[3] ?? match[4] ?? '';
    attributes.set(
      name,
      raw.replace(/&(?:amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity),
    );
  }
  return attributes;
}

function isExecutable(type: string | undefined): boolean {
  if (type === undefined) return true;
  const essence = type.split(';')[0]?.trim().toLowerCase() ?? '';
  return essence === '' || JAVASCRIPT_TYPES.has(essence);
}

/** The origin of an external script, or undefined for same-origin and non-http(s) sources. */
function externalOrigin(src: string): string | undefined {
  const self = 'https://self.invalid';
  let url: URL;
  try {
    url = new URL(src, `${self}/`);
  } catch {
    return undefined;
  }
  if (url.origin === self) return undefined;
  // data: and blob: sources would let injected markup run arbitrary code.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  return url.origin;
}

/** The CSP hash source of an inline script, as a browser computes it. */
export function scriptHash(content: string): string {
  // The HTML parser turns CRLF and lone CR into LF before the browser hashes the text.
  const normalised = content.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

export function collectScriptSources(html: string, into: ScriptSources = { hashes: new Set(), origins: new Set() }) {
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = parseAttributes(match[1] ?? '');
    if (!isExecutable(attributes.get('type'))) continue;
    const src = attributes.get('src');
    if (src === undefined) {
      into.hashes.add(scriptHash(match[2] ?? ''));
    } else {
      const origin = externalOrigin(src.trim());
      if (origin) into.origins.add(origin);
    }
  }
  return into;
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.isFile() && entry.name.endsWith('.html')) yield full;
  }
}

/**
 * Hosts the build declares for its configured tracking tags (written by the
 * tracking-tags plugin, see config/tracking.ts): their scripts load further
 * scripts and send beacons, which no src attribute in the HTML reveals.
 */
const DECLARED_SOURCES_FILE = '.csp-sources.json';

function declaredHosts(dir: string): { hosts: string[]; frameHosts: string[] } {
  const file = path.join(dir, DECLARED_SOURCES_FILE);
  if (!existsSync(file)) return { hosts: [], frameHosts: [] };
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { hosts?: unknown; frameHosts?: unknown };
  const wellFormed = (list: unknown) =>
    (Array.isArray(list) ? list : []).filter(
      (host): host is string => typeof host === 'string' && /^https:\/\/[a-z0-9*.-]+$/i.test(host),
    );
  return { hosts: wellFormed(parsed.hosts), frameHosts: wellFormed(parsed.frameHosts) };
}

/** Reads every HTML file under `dir` once; meant for startup, not per request. */
export function scanBuildDir(dir: string): ScriptSources {
  const sources: ScriptSources = { hashes: new Set(), origins: new Set(), frameOrigins: new Set() };
  if (!existsSync(dir)) return sources;
  for (const file of htmlFiles(dir)) collectScriptSources(readFileSync(file, 'utf8'), sources);
  const declared = declaredHosts(dir);
  for (const host of declared.hosts) sources.origins.add(host);
  for (const host of declared.frameHosts) sources.frameOrigins?.add(host);
  return sources;
}

/**
 * Where the API reference's request panel may send requests: the servers of
 * openapi/*.yaml. Their first entry is the reader's own instance,
 * `{protocol}://{host}/api/v1` with `http://localhost:4000` as the default and
 * any host the reader types; the second is production over HTTPS. So: any
 * HTTPS host, and over plain HTTP only the documented local default (a page
 * served over HTTPS could reach no other plain-HTTP host anyway: mixed content).
 * csp.test.ts derives the list from the specifications' `servers`. Scripts stay
 * limited to the hashes and origins above.
 */
export const API_EXPLORER_CONNECT_SOURCES = ['http://localhost:4000', 'https:'] as const;

export function contentSecurityPolicy({ hashes, origins, frameOrigins = new Set() }: ScriptSources): string {
  const external = [...origins].sort();
  const frames = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', ...[...frameOrigins].sort()];
  const directives = [
    "default-src 'self'",
    ['script-src', "'self'", ...[...hashes].sort(), ...external].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    ['connect-src', "'self'", ...external, ...API_EXPLORER_CONNECT_SOURCES].join(' '),
    ['frame-src', ...new Set(frames)].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ];
  return directives.join('; ');
}
