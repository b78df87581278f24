import { describe, expect, it, vi } from 'vitest';
import { consentModeSignals, consentUndecided, createConsentStore, parseConsentMode, resolveConsent } from './consent';

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

describe('resolveConsent with the opt-out model (CONSENT_MODE=opt-out)', () => {
  it('accepts by default, but leaves the question open for the banner', () => {
    const state = resolveConsent(null, false, 'opt-out');
    expect(state).toEqual({ choice: 'accepted', source: 'mode' });
    expect(consentUndecided(state)).toBe(true);
  });

  it('still honours Global Privacy Control and a stored refusal', () => {
    expect(resolveConsent(null, true, 'opt-out')).toEqual({ choice: 'rejected', source: 'gpc' });
    expect(resolveConsent('rejected', false, 'opt-out')).toEqual({ choice: 'rejected', source: 'stored' });
  });

  it('reads only opt-out as opt-out; anything else in the page is the default opt-in', () => {
    expect(parseConsentMode('opt-out')).toBe('opt-out');
    for (const value of ['opt-in', undefined, null, '', 'OPT-OUT']) expect(parseConsentMode(value)).toBe('opt-in');
  });

  it('asks in opt-in until a choice is made, and stops asking once the visitor chose', () => {
    expect(consentUndecided(resolveConsent(null, false))).toBe(true);
    expect(consentUndecided(resolveConsent('accepted', false, 'opt-out'))).toBe(false);
    expect(consentUndecided(resolveConsent(null, true))).toBe(false);
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
