import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileFor, ratios, roundOrder } from './compare.mjs';
import { median } from './stats.mjs';

describe('roundOrder', () => {
  const servers = ['ours', 'generic', 'template'];
  const pages = ['/', '/docs/intro', '/webinar'];
  const templatePages = new Set(['/', '/docs/intro']);
  const pagesOf = (server: string) => (server === 'template' ? templatePages : new Set(pages));

  it('audits every (server, page) pair once a round, the template only on its own pages', () => {
    for (let round = 0; round < 4; round += 1) {
      const order = roundOrder(servers, pages, pagesOf, round).map(({ server, page }) => `${server} ${page}`);
      expect(new Set(order).size).toBe(order.length);
      expect(order.sort()).toEqual(
        [
          'ours /',
          'generic /',
          'template /',
          'ours /docs/intro',
          'generic /docs/intro',
          'template /docs/intro',
          'ours /webinar',
          'generic /webinar',
        ].sort(),
      );
    }
  });

  it('rotates which page and which server go first', () => {
    const first = [0, 1, 2].map((round) => roundOrder(servers, pages, pagesOf, round)[0]);
    expect(first).toEqual([
      { server: 'ours', page: '/' },
      { server: 'template', page: '/docs/intro' },
      { server: 'generic', page: '/webinar' },
    ]);
    const serversOnHome = (round: number) =>
      roundOrder(servers, pages, pagesOf, round)
        .filter(({ page }) => page === '/')
        .map(({ server }) => server);
    expect(new Set([0, 1, 2].map((round) => serversOnHome(round)[0]))).toEqual(new Set(servers));
  });
});

describe('median', () => {
  it('takes the middle value, the mean of the middle two for an even count, and skips missing runs', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([null, 5, Number.NaN, 7, 9])).toBe(7);
    expect(median([])).toBeNull();
  });
});

describe('ratios', () => {
  const cell = (server: string, page: string, tbtMs: number | null, mainThreadCpuMs: number | null = null) => ({
    server,
    page,
    tbtMs,
    mainThreadCpuMs,
  });
  const cells = [
    cell('ours', '/', 100, 60),
    cell('generic', '/', 80, 40),
    cell('template', '/', 300),
    cell('ours', '/docs/intro', 140, 50),
    cell('generic', '/docs/intro', 150),
    cell('template', '/docs/intro', 400, 100),
    cell('ours', '/docs/api/x', 500),
    cell('generic', '/docs/api/x', null),
  ];
  const result = ratios(cells, ['/', '/docs/intro', '/docs/api/x'], ['ours', 'generic', 'template']);

  it('holds our server against the same build on the generic server, page by page', () => {
    expect(result.filter((entry) => entry.kind === 'ours / generic')).toEqual([
      { kind: 'ours / generic', page: '/', value: 1.25, target: 1.05, met: false, cpu: 1.5 },
      { kind: 'ours / generic', page: '/docs/intro', value: 0.93, target: 1.05, met: true, cpu: null },
      { kind: 'ours / generic', page: '/docs/api/x', value: null, target: 1.05, met: null, cpu: null },
    ]);
  });

  it("holds docs pages, not the API reference, against the template's /docs/intro", () => {
    expect(result.filter((entry) => entry.kind.startsWith('ours / template'))).toEqual([
      { kind: 'ours / template /docs/intro', page: '/docs/intro', value: 0.35, target: 0.7, met: true, cpu: 0.5 },
    ]);
  });
});

describe('fileFor', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-compare-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'docs/intro'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), 'home');
  writeFileSync(join(dir, 'docs/intro/index.html'), 'intro');
  writeFileSync(join(dir, 'webinar.html'), 'webinar');

  it('finds the file a clean URL names, as Docusaurus writes it', () => {
    expect(fileFor(dir, '/')).toBe(join(dir, 'index.html'));
    expect(fileFor(dir, '/docs/intro')).toBe(join(dir, 'docs/intro/index.html'));
    expect(fileFor(dir, '/docs/intro/')).toBe(join(dir, 'docs/intro/index.html'));
    expect(fileFor(dir, '/webinar')).toBe(join(dir, 'webinar.html'));
    expect(fileFor(dir, '/missing')).toBeUndefined();
  });
});
