import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FULL_SPEC_FILES } from '../config/openapi';
import { operationRoutes } from './openapi';

const ROOT = path.join(__dirname, '..');
const STYLESHEET = 'api-styles.0123abcd.css';
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A build folder as the bundling leaves it: the API stylesheet, no page yet. */
function bundledFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'openapi-publish-test-'));
  folders.push(dir);
  mkdirSync(path.join(dir, 'assets/css'), { recursive: true });
  writeFileSync(path.join(dir, 'assets/css', STYLESHEET), 'body{}');
  return dir;
}

/** Writes every operation page, linking the API stylesheet in its head as the rendering does. */
async function renderPages(dir: string): Promise<void> {
  for (const route of await operationRoutes()) {
    mkdirSync(path.join(dir, route), { recursive: true });
    writeFileSync(
      path.join(dir, route, 'index.html'),
      `<html><head><link rel=stylesheet href=/assets/css/${STYLESHEET}></head><body></body></html>`,
    );
  }
}

/** `openapi.ts publish <dir> --pages-when-stdin-closes`, as scripts/build.mjs runs it beside the rendering. */
function publishBesideRendering(dir: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/openapi.ts', 'publish', dir, '--pages-when-stdin-closes'],
    { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, output })),
  );
  let running = true;
  void exited.then(() => (running = false));
  return { child, exited, isRunning: () => running };
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('openapi publish beside the rendering (--pages-when-stdin-closes)', () => {
  it('writes the merged specification at once and checks the pages only when its input closes', async () => {
    const dir = bundledFolder();
    const publish = publishBesideRendering(dir);
    const written = () => Object.values(FULL_SPEC_FILES).every((file) => existsSync(path.join(dir, file)));
    await waitFor(() => written() || !publish.isRunning(), 'the merged specification');
    expect(written(), 'merged specification written before the pages exist').toBe(true);
    // No page is there yet, and it has not looked: it waits for its input to close.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(publish.isRunning(), 'still waiting for the pages').toBe(true);

    await renderPages(dir);
    publish.child.stdin.end();
    const { code, output } = await publish.exited;
    expect(output).toMatch(/openapi publish: done/);
    expect(code).toBe(0);
  }, 60_000);

  it('fails when a page it checks after its input closes does not link the API stylesheet', async () => {
    const dir = bundledFolder();
    const publish = publishBesideRendering(dir);
    await waitFor(() => existsSync(path.join(dir, FULL_SPEC_FILES.json)) || !publish.isRunning(), 'the specification');
    publish.child.stdin.end();
    const { code, output } = await publish.exited;
    expect(code).toBe(1);
    expect(output).toMatch(/openapi publish failed: .*index\.html/);
  }, 60_000);
});
