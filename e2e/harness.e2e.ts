/**
 * The browser harness itself (e2e/support/browser.ts): a test page reaches
 * loopback servers (the one under test), nothing else. A request to another host fails in the
 * browser and is reported as a third-party request; it never arrives. Checked
 * with a server of our own on this machine's non-loopback address, which a
 * request that got through would reach.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AXE_STORAGE_KEY, axeViolations } from './support/axe';
import { newSession, visit, watchPage } from './support/browser';

const outward = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

describe('the browser harness', () => {
  let server: http.Server;
  const arrived: string[] = [];
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      arrived.push(request.url ?? '');
      response.end('reached');
    });
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it.skipIf(!outward)('stops and reports requests to other hosts, and lets the site through', async () => {
    const session = await newSession();
    try {
      const page = await session.context.newPage();
      const report = watchPage(page, session);
      const port = (server.address() as AddressInfo).port;
      const outside = `http://${outward}:${port}/from-a-test`;
      // Reachable from this process: only the browser is kept in.
      expect(await (await fetch(outside)).text()).toBe('reached');
      arrived.length = 0;

      // A page of our own server without a Content-Security-Policy, so only the harness can stop a request.
      await page.goto(`http://127.0.0.1:${port}/start`);
      const results = await page.evaluate(
        (urls) =>
          Promise.all(
            urls.map((url) =>
              fetch(url, { mode: 'no-cors' }).then(
                () => 'loaded',
                () => 'failed',
              ),
            ),
          ),
        [outside, 'http://example.com/probe', `http://127.0.0.1:${port}/loopback`],
      );
      expect(results).toEqual(['failed', 'failed', 'loaded']);
      // (The browser also asks the loopback server for /favicon.ico on its own.)
      expect(arrived).toContain('/loopback');
      expect(arrived).not.toContain('/from-a-test');
      expect(report.thirdPartyRequests).toEqual([outside, 'http://example.com/probe']);
    } finally {
      await session.close();
    }
  });

  it("runs axe from the tab's stored copy on a later page, under the site's policy, and it still finds violations", async () => {
    const session = await newSession();
    try {
      const page = await session.context.newPage();
      const report = watchPage(page, session);
      await visit(page, '/docs/intro');
      expect(await axeViolations(page)).toEqual([]);
      const stored = await page.evaluate((key) => sessionStorage.getItem(key)?.length ?? 0, AXE_STORAGE_KEY);
      expect(stored, 'axe kept in sessionStorage').toBeGreaterThan(100_000);

      // A later page of the same tab runs the stored copy (marked here), not one sent again.
      await page.evaluate(
        (key) => sessionStorage.setItem(key, `${sessionStorage.getItem(key)};window.axeFromStorage=1;`),
        AXE_STORAGE_KEY,
      );
      await visit(page, '/docs/api/');
      expect(await page.evaluate(() => 'axe' in window), 'a new page starts without axe').toBe(false);
      await page.evaluate(() =>
        document.querySelector('main')?.append(Object.assign(new Image(1, 1), { src: '/img/logo.svg' })),
      );
      expect((await axeViolations(page)).map((line) => line.split(':')[0])).toContain('image-alt');
      expect(await page.evaluate(() => 'axeFromStorage' in window), 'axe run from the stored copy').toBe(true);
      expect(report.consoleErrors, 'console errors (a refused eval reports one)').toEqual([]);
    } finally {
      await session.close();
    }
  });
});
