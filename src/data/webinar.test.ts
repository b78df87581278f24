import { existsSync, readFileSync } from 'node:fs';
import { UNFINISHED_TEXT } from '../../scripts/check-content.mjs';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../config/routes';
import { webinarConfig } from '../../config/webinar';
import {
  checklistDownload,
  fill,
  newsletterSignup,
  plural,
  registrationForm,
  thankYou,
  webinarLanding,
} from './webinar';

const known = new Set(pageRoutes);
const modules = { webinarLanding, registrationForm, checklistDownload, thankYou, newsletterSignup };

/** Every string in a value, with the path that leads to it. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  }
  return [];
}

/** Every { label, to } link in a value. */
function links(value: unknown): { label: string; to: string }[] {
  if (Array.isArray(value)) return value.flatMap(links);
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const own = typeof record.to === 'string' && typeof record.label === 'string' ? [record as { label: string; to: string }] : [];
  return [...own, ...Object.values(record).flatMap(links)];
}

describe('webinar funnel copy', () => {
  const all = Object.entries(modules).flatMap(([name, value]) => strings(value, name));

  it('has no empty field and no unfinished words', () => {
    expect(all.length).toBeGreaterThan(100);
    for (const [path, text] of all) {
      expect(text.trim(), path).not.toBe('');
      expect(text, path).not.toMatch(UNFINISHED_TEXT);
    }
  });

  it('links only to known routes or https addresses', () => {
    const found = links(modules);
    expect(found.length).toBeGreaterThanOrEqual(4);
    for (const { label, to } of found) {
      expect(label.trim()).not.toBe('');
      if (to.startsWith('/')) expect(known.has(to), `${to} is not a known route`).toBe(true);
      else expect(to).toMatch(/^https:\/\/[^/]+/);
    }
  });

  it('has an agenda of 45 minutes, as long as the session', () => {
    const total = webinarLanding.agenda.items.reduce((sum, item) => sum + item.minutes, 0);
    expect(total).toBe(45);
    expect(total).toBe(webinarConfig.session.durationMinutes);
  });

  it('has a headline for every variant of the headline test', () => {
    for (const variant of webinarConfig.abTests.headline.variants) {
      expect(webinarLanding.headlines[variant].title.trim()).not.toBe('');
    }
  });

  it('names every customer logo of the config, each drawn as an SVG wordmark with a size and a title', () => {
    expect(webinarConfig.socialProof.customerLogos).toHaveLength(7);
    for (const logo of webinarConfig.socialProof.customerLogos) {
      const name = webinarLanding.customers[logo];
      expect(name, logo).toBeTruthy();
      const file = new URL(`../../static/img/customers/${logo}.svg`, import.meta.url);
      expect(existsSync(file), `${logo}.svg`).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/<svg[^>]*\swidth="\d+"[^>]*\sheight="\d+"/);
      expect(svg).toContain(`<title id="t">${name?.replace('&', '&amp;')}</title>`);
      expect(svg, `${logo}.svg draws text, not an embedded image`).not.toMatch(/<image|data:/);
    }
  });

  it('uses only placeholders the pages fill in', () => {
    const allowed = new Set(['hours', 'seats', 'total', 'people', 'email', 'file', 'closes', 'message', 'date', 'count']);
    for (const [path, text] of all) {
      for (const [, name] of text.matchAll(/\{(\w+)\}/g)) expect(allowed.has(name ?? ''), `${path}: {${name}}`).toBe(true);
    }
  });
});

describe('fill and plural', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(fill('{seats} of {total} seats left', { seats: 53, total: 200 })).toBe('53 of 200 seats left');
    expect(fill('Hello {name}', {})).toBe('Hello {name}');
  });

  it('pluralises', () => {
    expect(plural(1, 'hour', 'hours')).toBe('1 hour');
    expect(plural(5, 'hour', 'hours')).toBe('5 hours');
    expect(plural(0, 'person', 'people')).toBe('0 people');
  });
});
