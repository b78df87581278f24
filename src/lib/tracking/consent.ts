/**
 * The visitor's choice about optional tags (the ads tag, LinkedIn, Meta).
 * Stored in localStorage under `answer_consent` as `accepted` or `rejected`
 * (the privacy policy names this key). A browser that sends Global Privacy
 * Control counts as having rejected, without being asked; a choice the
 * visitor makes later in the banner wins over it.
 */

export const CONSENT_STORAGE_KEY = 'answer_consent';

export type ConsentChoice = 'accepted' | 'rejected';

export interface ConsentState {
  /** undefined until the visitor chooses (and no GPC signal stands in for a choice). */
  readonly choice: ConsentChoice | undefined;
  /** Where the choice comes from. */
  readonly source: 'stored' | 'gpc' | 'none';
}

export function resolveConsent(stored: string | null, globalPrivacyControl: boolean): ConsentState {
  if (stored === 'accepted' || stored === 'rejected') return { choice: stored, source: 'stored' };
  if (globalPrivacyControl) return { choice: 'rejected', source: 'gpc' };
  return { choice: undefined, source: 'none' };
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

export function createConsentStore(storage: ConsentStorage, globalPrivacyControl: () => boolean): ConsentStore {
  const listeners = new Set<(state: ConsentState) => void>();
  const load = () => resolveConsent(storage.read(), globalPrivacyControl());
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
  );
  // A choice made in another tab applies here too.
  window.addEventListener('storage', (event) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) browserStore?.refresh();
  });
  return browserStore;
}
