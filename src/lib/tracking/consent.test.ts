import { describe, expect, it, vi } from 'vitest';
import { consentModeSignals, createConsentStore, resolveConsent } from './consent';

describe('resolveConsent', () => {
  it('uses the stored choice', () => {
    expect(resolveConsent('accepted', false)).toEqual({ choice: 'accepted', source: 'stored' });
    expect(resolveConsent('rejected', false)).toEqual({ choice: 'rejected', source: 'stored' });
  });

  it('treats Global Privacy Control as a rejection, without asking', () => {
    expect(resolveConsent(null, true)).toEqual({ choice: 'rejected', source: 'gpc' });
  });

  it('lets a choice the visitor made in the banner stand over GPC', () => {
    expect(resolveConsent('accepted', true)).toEqual({ choice: 'accepted', source: 'stored' });
  });

  it('has no choice until the visitor makes one; unknown stored values do not count', () => {
    expect(resolveConsent(null, false)).toEqual({ choice: undefined, source: 'none' });
    expect(resolveConsent('yes', false)).toEqual({ choice: undefined, source: 'none' });
  });
});

describe('consentModeSignals', () => {
  it('sets all four Consent Mode v2 signals alike', () => {
    expect(consentModeSignals(false)).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(Object.values(consentModeSignals(true))).toEqual(['granted', 'granted', 'granted', 'granted']);
  });
});

describe('createConsentStore', () => {
  function memoryStorage(initial: string | null = null) {
    let value = initial;
    return { read: () => value, write: (next: string) => void (value = next), peek: () => value };
  }

  it('persists the choice and tells subscribers', () => {
    const storage = memoryStorage();
    const store = createConsentStore(storage, () => false);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('accepted');
    expect(storage.peek()).toBe('accepted');
    expect(store.get()).toEqual({ choice: 'accepted', source: 'stored' });
    expect(listener).toHaveBeenCalledWith({ choice: 'accepted', source: 'stored' });
  });

  it('does not notify when nothing changed', () => {
    const store = createConsentStore(memoryStorage('rejected'), () => false);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('rejected');
    store.refresh();
    expect(listener).not.toHaveBeenCalled();
  });

  it('picks up a choice made in another tab on refresh', () => {
    const storage = memoryStorage();
    const store = createConsentStore(storage, () => false);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    storage.write('accepted');
    store.refresh();
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
    storage.write('rejected');
    store.refresh();
    expect(listener).toHaveBeenCalledOnce();
    expect(store.get().choice).toBe('rejected');
  });
});
