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
import { newSession, watchPage } from './support/browser';

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
});
