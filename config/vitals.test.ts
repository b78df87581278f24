import { describe, expect, it } from 'vitest';
import type { LoadContext } from '@docusaurus/types';
import { VITALS_RATE_META } from '../src/lib/vitals';
import { readVitalsSampleRate, vitalsPlugin } from './vitals';

const context = { siteDir: '/site' } as LoadContext;

describe('readVitalsSampleRate', () => {
  it('defaults to every page view', () => {
    expect(readVitalsSampleRate({})).toBe(1);
    expect(readVitalsSampleRate({ VITALS_SAMPLE_RATE: ' ' })).toBe(1);
  });

  it.each([
    ['0', 0],
    ['0.1', 0.1],
    ['.5', 0.5],
    ['1', 1],
  ])('reads %s', (value, rate) => {
    expect(readVitalsSampleRate({ VITALS_SAMPLE_RATE: value })).toBe(rate);
  });

  it.each(['10%', '1.5', '-1', 'half', '1e-1'])('stops the build on %s, naming the variable', (value) => {
    expect(() => readVitalsSampleRate({ VITALS_SAMPLE_RATE: value })).toThrow(/VITALS_SAMPLE_RATE must be/);
  });
});

describe('vitalsPlugin', () => {
  it('adds the client module and the rate meta tag', () => {
    const plugin = vitalsPlugin(0.25)(context);
    expect(plugin.getClientModules?.()).toEqual(['/site/src/clientModules/vitals.ts']);
    expect(plugin.injectHtmlTags?.({ content: undefined })).toEqual({
      headTags: [{ tagName: 'meta', attributes: { name: VITALS_RATE_META, content: '0.25' } }],
    });
  });

  it('adds nothing at a rate of 0', () => {
    const plugin = vitalsPlugin(0)(context);
    expect(plugin.getClientModules?.()).toEqual([]);
    expect(plugin.injectHtmlTags?.({ content: undefined })).toEqual({});
  });
});
