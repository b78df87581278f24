import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(path.join(tmpdir(), 'compress-test-'));
const site = path.join(dir, 'build');
const cache = path.join(dir, 'cache');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function compress(): string {
  const run = spawnSync(process.execPath, [path.resolve('scripts/build/compress.mjs'), site], {
    env: { ...process.env, COMPRESS_CACHE_DIR: cache },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

const page = (words: string) => `<!doctype html><html><body><p>${words.repeat(300)}</p></body></html>`;

describe('scripts/build/compress.mjs', () => {
  it('compresses what changed and takes the rest from its cache, which keeps only what the build uses', () => {
    rmSync(site, { recursive: true, force: true });
    mkdirSync(path.join(site, 'assets'), { recursive: true });
    writeFileSync(path.join(site, 'index.html'), page('first version '));
    writeFileSync(path.join(site, 'assets', 'main.js'), `console.log(${JSON.stringify('x'.repeat(3000))});`);
    writeFileSync(path.join(site, 'tiny.css'), 'a{}'); // under 1 KiB: left alone
    // Dot-folders are never served (server/static.ts), so never compressed: the Ask index lives in one.
    mkdirSync(path.join(site, '.ask'));
    writeFileSync(path.join(site, '.ask', 'index.json'), JSON.stringify({ text: 'x'.repeat(3000) }));

    expect(compress()).toMatch(/\(0 of 4 copies from the cache\)/);
    const first = readFileSync(path.join(site, 'index.html.br'));
    expect(brotliDecompressSync(first).toString()).toBe(page('first version '));
    expect(gunzipSync(readFileSync(path.join(site, 'assets', 'main.js.gz'))).toString()).toContain('xxx');
    expect(readdirSync(site)).not.toContain('tiny.css.br');
    expect(readdirSync(path.join(site, '.ask'))).toEqual(['index.json']);

    expect(compress()).toMatch(/\(4 of 4 copies from the cache\)/);
    expect(readFileSync(path.join(site, 'index.html.br'))).toEqual(first);

    writeFileSync(path.join(site, 'index.html'), page('second version '));
    expect(compress()).toMatch(/\(2 of 4 copies from the cache\)/);
    expect(brotliDecompressSync(readFileSync(path.join(site, 'index.html.br'))).toString()).toBe(
      page('second version '),
    );
    // The first version's copies are gone from the cache: two files, two encodings.
    expect(readdirSync(cache)).toHaveLength(4);
  });
});
