import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { afterAll, describe, expect, it } from 'vitest';
import { movedRoutesPlugin, redirectFile, redirectPage } from '.';

const outDir = mkdtempSync(path.join(os.tmpdir(), 'moved-routes-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('redirectPage', () => {
  it('sends the browser on at once, names the new page canonical and asks not to be indexed', () => {
    const html = redirectPage('/docs/api/attachments/attachments-api', 'https://answeragent.ai/');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/api/attachments/attachments-api">');
    expect(html).toContain('<link rel="canonical" href="https://answeragent.ai/docs/api/attachments/attachments-api">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<a href="/docs/api/attachments/attachments-api">');
    expect(html).not.toContain('<script');
  });
});

describe('the moved-routes plugin', () => {
  it('writes a page at each moved route after the build, and never over a page of the site', async () => {
    const plugin = movedRoutesPlugin([
      { from: '/docs/old', to: '/docs/new', reason: 'test' },
      { from: '/docs/back', to: '/docs/new', reason: 'test' },
    ])({ siteConfig: { url: 'https://site.example' } } as LoadContext) as Plugin & {
      postBuild(props: { outDir: string; routesPaths: string[] }): Promise<void>;
    };
    mkdirSync(path.join(outDir, 'docs', 'back'), { recursive: true });
    writeFileSync(redirectFile(outDir, '/docs/back'), '<h1>Back again</h1>');
    await plugin.postBuild({ outDir, routesPaths: ['/', '/docs/new', '/docs/back'] });
    expect(readFileSync(path.join(outDir, 'docs', 'old', 'index.html'), 'utf8')).toBe(
      redirectPage('/docs/new', 'https://site.example'),
    );
    expect(readFileSync(redirectFile(outDir, '/docs/back'), 'utf8')).toBe('<h1>Back again</h1>');
    expect(existsSync(path.join(outDir, 'docs', 'new', 'index.html'))).toBe(false);
  });
});
