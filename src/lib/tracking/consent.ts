/**
 * The visitor's choice about optional tags (the ads tag, LinkedIn, Meta).
 * Stored in localStorage under `answer_consent` as `accepted` or `rejected`
 * (the privacy policy names this key). A browser that sends Global Privacy
 * Control counts as having rejected, without being asked; a choice the
 * visitor makes later in the banner wins over it. Without either, the build's
 * consent model decides: opt-in waits, opt-out runs the tags.
 */

export const CONSENT_STORAGE_KEY = 'answer_consent';

export type ConsentChoice = 'accepted' | 'rejected';

/**
 * The consent model the site owner chose at build time (`CONSENT_MODE`):
 * `opt-in`, the optional tags wait for the visitor's acceptance; `opt-out`,
 * they run until the visitor refuses. GPC is a refusal in both.
 */
export const CONSENT_MODES = ['opt-in', 'opt-out'] as const;
export type ConsentMode = (typeof CONSENT_MODES)[number];
export const DEFAULT_CONSENT_MODE: ConsentMode = 'opt-in';

/**
 * The build writes its consent model into every page's head as
 * `<meta name="consent-mode" content="opt-out">` (config/tracking.ts); the browser reads it from there.
 */
export const CONSENT_MODE_META = 'consent-mode';

export function parseConsentMode(value: string | null | undefined): ConsentMode {
  return value === 'opt-out' ? 'opt-out' : DEFAULT_CONSENT_MODE;
}

export interface ConsentState {
  /** undefined until the visitor chooses (and neither GPC nor the opt-out model stands in for a choice). */
  readonly choice: ConsentChoice | undefined;
  /** Where the choice comes from; `mode` is the opt-out model's acceptance, which the visitor has not confirmed. */
  readonly source: 'stored' | 'gpc' | 'mode' | 'none';
}

export function resolveConsent(
  stored: string | null,
  globalPrivacyControl: boolean,
  mode: ConsentMode = DEFAULT_CONSENT_MODE,
): ConsentState {
  if (stored === 'accepted' || stored === 'rejected') return { choice: stored, source: 'stored' };
  if (globalPrivacyControl) return { choice: 'rejected', source: 'gpc' };
  if (mode === 'opt-out') return { choice: 'accepted', source: 'mode' };
  return { choice: undefined, source: 'none' };
}

/** Whether the banner should ask: nothing chosen yet, or only the opt-out model's default stands. */
export function consentUndecided(state: ConsentState): boolean {
  return state.source === 'none' || state.source === 'mode';
}

/** Google Consent Mode v2: the four signals, all denied until the visitor accepts. */
export type ConsentModeSignals = Readonly<
  Record<'ad_storage' | 'analytics_storage' | 'ad_user_data' | 'ad_personalization', 'granted' | 'denied'>
>;

export function consentModeSignals(granted: boolean): ConsentModeSignals {
  const value = granted ? 'granted' : 'denied';
  return { ad_storage: value, analytics_storage: value, ad_user_data: value, ad_personalization: value };
}

export interface ConsentStore {
  get(): ConsentState;
  set(choice: ConsentChoice): void;
  /** Calls the listener after every change; returns the unsubscribe function. */
  subscribe(listener: (state: ConsentState) => void): () => void;
  /** Re-reads storage (another tab may have changed it) and notifies when the choice changed. */
  refresh(): void;
}

export interface ConsentStorage {
  read(): string | null;
  write(value: string): void;
}

export function createConsentStore(
  storage: ConsentStorage,
  globalPrivacyControl: () => boolean,
  mode: ConsentMode = DEFAULT_CONSENT_MODE,
): ConsentStore {
  const listeners = new Set<(state: ConsentState) => void>();
  const load = () => resolveConsent(storage.read(), globalPrivacyControl(), mode);
  let state = load();
  const update = (next: ConsentState) => {
    if (next.choice === state.choice && next.source === state.source) return;
    state = next;
    for (const listener of [...listeners]) listener(state);
  };
  return {
    get: () => state,
    set(choice) {
      storage.write(choice);
      update({ choice, source: 'stored' });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh: () => update(load()),
  };
}

let browserStore: ConsentStore | undefined;

/** The page's one consent store, over localStorage; storage that throws (blocked, full) is treated as empty. */
export function consentStore(): ConsentStore {
  browserStore ??= createConsentStore(
    {
      read() {
        try {
          return window.localStorage.getItem(CONSENT_STORAGE_KEY);
        } catch {
          return null;
        }
      },
      write(value) {
        try {
          window.localStorage.setItem(CONSENT_STORAGE_KEY, value);
        } catch {
          // The choice still holds for this page; it cannot be remembered.
        }
      },
    },
    () => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true,
    parseConsentMode(document.querySelector<HTMLMetaElement>(`meta[name="${CONSENT_MODE_META}"]`)?.content),
  );
  // A choice made in another tab applies here too.
  window.addEventListener('storage', (event) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) browserStore?.refresh();
  });
  return browserStore;
}
