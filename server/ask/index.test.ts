import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PASSAGES } from './fixtures';
import { ASK_INDEX_FILE, answerOffline, createAskIndex, loadAskIndex, writeAskIndex } from './index';

const dir = mkdtempSync(path.join(os.tmpdir(), 'ask-index-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the index the build writes', () => {
  it('loads as the same index it was written from', async () => {
    const buildDir = path.join(dir, 'build');
    const pages = [{ path: '/docs/embed', description: 'Add a chat window to any web page.' }];
    const bytes = await writeAskIndex(buildDir, pages, PASSAGES);
    expect(bytes).toBeGreaterThan(1000);
    const loaded = await loadAskIndex(buildDir);
    const fresh = createAskIndex(PASSAGES, pages);
    expect(loaded.size).toBe(PASSAGES.length);
    for (const question of ['chat bubble on my website', 'rotate the OpenAI key', 'weather in Paris']) {
      expect(loaded.search(question)).toEqual(fresh.search(question));
      expect(answerOffline(loaded, question)).toEqual(answerOffline(fresh, question));
    }
  });

  it('says which file is missing and how to make it', async () => {
    await expect(loadAskIndex(path.join(dir, 'nowhere'))).rejects.toThrow(
      `${path.join(dir, 'nowhere', ASK_INDEX_FILE)} is missing: run npm run build, which writes it`,
    );
  });

  it.each([
    ['another format', { format: 2, pages: [], passages: [], search: {} }, /has format 2, this service reads 1/],
    [
      'malformed passages',
      { format: 1, pages: [], passages: [{ source: 1 }], search: {} },
      /is not an Ask the docs index/,
    ],
    ['no search indexes', { format: 1, pages: [], passages: [] }, /has no search indexes/],
  ])('refuses a file with %s, asking for a rebuild', async (_, content, message) => {
    const buildDir = path.join(dir, `bad-${Math.random().toString(36).slice(2)}`);
    mkdirSync(path.join(buildDir, '.ask'), { recursive: true });
    writeFileSync(path.join(buildDir, ASK_INDEX_FILE), JSON.stringify(content));
    await expect(loadAskIndex(buildDir)).rejects.toThrow(message);
  });
});
