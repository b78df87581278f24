import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { TEMPLATE_REMNANTS, UNFINISHED_TEXT } from '../../scripts/check-content.mjs';
import { describe, expect, it } from 'vitest';
import { marketingRoutes, pageRoutes } from '../../config/routes';
import { contactAddresses } from './contact';
import { iconNames } from './icons';
import { marketingPages } from './marketingPages';
import { usingAnswerNav } from './usingAnswerNav';

const staticDir = new URL('../../static', import.meta.url).pathname;
const knownRoutes = new Set(pageRoutes);
const GENERIC_LINK_TEXT = /^(click here|here|learn more|read more|more|go|start|link)$/i;

interface Visit {
  path: string;
  key: string;
  value: unknown;
}

/** Every value in a data module, with its path ("cards[2].link.to"). */
function walk(value: unknown, path = '', key = ''): Visit[] {
  const visits: Visit[] = [{ path, key, value }];
  if (Array.isArray(value)) {
    value.forEach((item, index) => visits.push(...walk(item, `${path}[${index}]`, key)));
  } else if (value && typeof value === 'object') {
    for (const [childKey, child] of Object.entries(value)) {
      visits.push(...walk(child, path ? `${path}.${childKey}` : childKey, childKey));
    }
  }
  return visits;
}

const anchorsByRoute = new Map(
  marketingPages.map((page) => [
    page.meta.path,
    new Set(
      walk(page)
        .filter((visit) => visit.key === 'id')
        .map((visit) => visit.value as string),
    ),
  ]),
);

/** Why a link target is wrong, or null when it goes somewhere real. */
function linkProblem(to: string, fromRoute: string): string | null {
  if (to.startsWith('#')) {
    return anchorsByRoute.get(fromRoute)?.has(to.slice(1)) ? null : `no section with id ${to} on ${fromRoute}`;
  }
  if (to.startsWith('/')) {
    const [route = '', fragment] = to.split('#');
    if (!knownRoutes.has(route)) return `${route} is not a route of config/routes.ts`;
    if (fragment === undefined) return null;
    const anchors = anchorsByRoute.get(route);
    if (!anchors) return `cannot check the fragment of ${to}: not a marketing page`;
    return anchors.has(fragment) ? null : `no section with id #${fragment} on ${route}`;
  }
  if (to.startsWith('mailto:')) {
    const url = new URL(to);
    const addresses: readonly string[] = Object.values(contactAddresses);
    if (!addresses.includes(url.pathname)) return `${url.pathname} is not one of src/data/contact.ts`;
    return url.searchParams.get('subject') ? null : `${to} has no subject`;
  }
  try {
    const url = new URL(to);
    return url.protocol === 'https:' && url.hostname.includes('.') ? null : `${to} is not an https address`;
  } catch {
    return `${to} is neither a route, a fragment, an https address nor a mailto: link`;
  }
}

describe('marketing page data', () => {
  it('covers every marketing route once, with the webinar pages and the Markdown legal pages', () => {
    const covered = [
      ...marketingPages.map((page) => page.meta.path),
    ];
    // The two webinar pages take their copy from ./webinar.ts (tested in webinar.test.ts).
    const webinarPages = ['/webinar-enterprise-ai', '/webinar-thank-you'];
    const markdown = ['/privacy-policy', '/terms-of-service'];
    expect(new Set(covered).size).toBe(covered.length);
    expect([...covered, ...webinarPages, ...markdown].sort()).toEqual([...marketingRoutes].sort());
  });

  describe.each(marketingPages.map((page) => [page.meta.path, page] as const))('%s', (route, page) => {
    const visits = walk(page);

    it('has no empty, padded or unfinished text and no empty list', () => {
      for (const { path, value } of visits) {
        if (typeof value === 'string') {
          expect(value.trim(), path).not.toBe('');
          expect(value, `${path} has surrounding spaces`).toBe(value.trim());
          expect(value, path).not.toMatch(UNFINISHED_TEXT);
          expect(value, path).not.toMatch(TEMPLATE_REMNANTS);
        }
        if (Array.isArray(value)) expect(value.length, `${path} is empty`).toBeGreaterThan(0);
      }
    });

    it('sends every link somewhere real', () => {
      const links = visits.filter((visit) => visit.key === 'to');
      expect(links.length).toBeGreaterThan(0);
      for (const { path, value } of links) {
        expect(linkProblem(value as string, route), path).toBeNull();
      }
    });

    it('labels every link with words that say where it goes', () => {
      for (const { path, value } of visits.filter((visit) => visit.key === 'label')) {
        expect(value as string, path).not.toMatch(GENERIC_LINK_TEXT);
      }
    });

    it('has a primary call to action and unique section ids', () => {
      expect(page.hero.actions.length).toBeGreaterThan(0);
      const ids = visits.filter((visit) => visit.key === 'id').map((visit) => visit.value);
      expect(new Set(ids).size, `duplicate ids: ${ids.join(', ')}`).toBe(ids.length);
    });

    it('has a title and description of a length search results show in full', () => {
      expect(page.meta.title.length).toBeLessThanOrEqual(60);
      expect(page.meta.description.length).toBeGreaterThanOrEqual(70);
      expect(page.meta.description.length).toBeLessThanOrEqual(170);
    });

    it('uses only icons and illustrations that exist, at their real size', () => {
      for (const { path, value } of visits.filter((visit) => visit.key === 'icon')) {
        expect(iconNames, path).toContain(value);
      }
      const images = visits.filter(
        (visit) => visit.value && typeof visit.value === 'object' && 'src' in visit.value && 'alt' in visit.value,
      );
      for (const { path, value } of images) {
        const image = value as { src: string; width: number; height: number; alt: string };
        const file = `${staticDir}${image.src}`;
        expect(existsSync(file), `${path}: ${file}`).toBe(true);
        const svg = readFileSync(file, 'utf8');
        expect(svg, `${path}: width`).toMatch(new RegExp(`<svg[^>]*\\swidth="${image.width}"`));
        expect(svg, `${path}: height`).toMatch(new RegExp(`<svg[^>]*\\sheight="${image.height}"`));
        expect(image.alt.length, `${path}: alt`).toBeGreaterThan(20);
      }
    });
  });

  it('has one SVG file for each icon name, and no other icon file', () => {
    const files = readdirSync(`${staticDir}/img/icons`).sort();
    expect(files).toEqual(iconNames.map((name) => `${name}.svg`).sort());
  });

  it('links the Using Answer menu to marketing pages only', () => {
    for (const item of usingAnswerNav) {
      expect((marketingRoutes as readonly string[]).includes(item.to), item.to).toBe(true);
      expect(iconNames).toContain(item.icon);
    }
  });

  it('rejects links that go nowhere (checks the checker)', () => {
    expect(linkProblem('/docs/agents', '/')).toMatch(/not a route/);
    expect(linkProblem('/blog/original-sin', '/')).toMatch(/not a route/);
    expect(linkProblem('#resources', '/')).toMatch(/no section/);
    expect(linkProblem('/getting-started#nowhere', '/')).toMatch(/no section/);
    expect(linkProblem('http://example.org', '/')).toMatch(/not an https/);
    expect(linkProblem('mailto:someone@example.org?subject=Hi', '/')).toMatch(/not one of/);
    expect(linkProblem('/getting-started#resources', '/')).toBeNull();
  });
});
