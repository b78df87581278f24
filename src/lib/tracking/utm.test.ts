import { describe, expect, it } from 'vitest';
import { parseStoredUtm, storeUtmFromSearch, UTM_STORAGE_KEY, utmFromSearch } from './utm';

describe('utmFromSearch', () => {
  it('reads the five UTM parameters under their URL names', () => {
    expect(
      utmFromSearch(
        '?utm_source=linkedin&utm_medium=social&utm_campaign=q3&utm_term=ai%20agents&utm_content=hero&ref=x',
      ),
    ).toEqual({
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'q3',
      utm_term: 'ai agents',
      utm_content: 'hero',
    });
  });

  it('keeps only the parameters present with a value', () => {
    expect(utmFromSearch('?utm_source=google&utm_medium=')).toEqual({ utm_source: 'google' });
  });

  it('finds nothing in a URL without UTM parameters', () => {
    expect(utmFromSearch('')).toBeUndefined();
    expect(utmFromSearch('?q=agents&utm_source=')).toBeUndefined();
  });

  it('cuts absurdly long values', () => {
    expect(utmFromSearch(`?utm_campaign=${'x'.repeat(500)}`)?.utm_campaign).toHaveLength(200);
  });
});

describe('storeUtmFromSearch', () => {
  function fakeStorage() {
    const items = new Map<string, string>();
    return { setItem: (key: string, value: string) => void items.set(key, value), items };
  }

  it('stores the parameters as JSON under webinar_utm_params', () => {
    const storage = fakeStorage();
    storeUtmFromSearch('?utm_source=newsletter&utm_campaign=launch', storage);
    expect(UTM_STORAGE_KEY).toBe('webinar_utm_params');
    expect(JSON.parse(storage.items.get('webinar_utm_params') ?? '')).toEqual({
      utm_source: 'newsletter',
      utm_campaign: 'launch',
    });
  });

  it('leaves what the session stored when a later page has no UTM parameters', () => {
    const storage = fakeStorage();
    storeUtmFromSearch('?utm_source=a', storage);
    storeUtmFromSearch('?page=2', storage);
    expect(parseStoredUtm(storage.items.get(UTM_STORAGE_KEY) ?? null)).toEqual({ utm_source: 'a' });
  });

  it('survives storage that refuses writes', () => {
    const storage = {
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(storeUtmFromSearch('?utm_source=a', storage)).toEqual({ utm_source: 'a' });
  });
});

describe('parseStoredUtm', () => {
  it('reads nothing from missing or malformed values', () => {
    expect(parseStoredUtm(null)).toBeUndefined();
    expect(parseStoredUtm('{not json')).toBeUndefined();
    expect(parseStoredUtm('"linkedin"')).toBeUndefined();
    expect(parseStoredUtm('{"utm_source":42,"other":"x"}')).toBeUndefined();
  });
});
