/**
 * UTM campaign parameters (SPEC §7): when a visit's URL carries any of them,
 * they are kept in sessionStorage under `webinar_utm_params` so that a
 * registration later in the session can send them along.
 */
import { WEBINAR_STORAGE_KEYS } from '../../../config/webinar';

export const UTM_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmParameter = (typeof UTM_PARAMETERS)[number];

/** The stored object: the parameters the URL carried, under their URL names, e.g. `{"utm_source":"linkedin"}`. */
export type UtmParams = Partial<Record<UtmParameter, string>>;

export const UTM_STORAGE_KEY = WEBINAR_STORAGE_KEYS.utm;

/** Longest value kept; campaign tags are short, anything longer is noise. */
const MAX_LENGTH = 200;

/** The UTM parameters of a query string, or undefined when it has none with a value. */
export function utmFromSearch(search: string): UtmParams | undefined {
  const query = new URLSearchParams(search);
  const found: UtmParams = {};
  for (const name of UTM_PARAMETERS) {
    const value = query.get(name)?.trim().slice(0, MAX_LENGTH);
    if (value) found[name] = value;
  }
  return Object.keys(found).length > 0 ? found : undefined;
}

/** Parses what was stored; anything malformed reads as nothing stored. */
export function parseStoredUtm(stored: string | null): UtmParams | undefined {
  if (!stored) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const params: UtmParams = {};
  for (const name of UTM_PARAMETERS) {
    const value = (parsed as Record<string, unknown>)[name];
    if (typeof value === 'string' && value !== '') params[name] = value;
  }
  return Object.keys(params).length > 0 ? params : undefined;
}

/** Stores the UTM parameters of `search`, if it has any; a visit without them keeps what the session stored. */
export function storeUtmFromSearch(search: string, storage: Pick<Storage, 'setItem'>): UtmParams | undefined {
  const params = utmFromSearch(search);
  if (!params) return undefined;
  try {
    storage.setItem(UTM_STORAGE_KEY, JSON.stringify(params));
  } catch {
    // Storage blocked or full: the registration goes without campaign data.
  }
  return params;
}

/** The session's stored UTM parameters, for the registration form. Safe to call during server rendering. */
export function readStoredUtm(): UtmParams | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    return parseStoredUtm(window.sessionStorage.getItem(UTM_STORAGE_KEY));
  } catch {
    return undefined;
  }
}
