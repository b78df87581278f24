/**
 * Tracking in a real browser (issue 8), against the production pages built
 * with test ids (e2e/support/tracking-site) and the vendors replaced by local stand-ins at
 * their real URLs (e2e/support/trackingStandIns.ts). The stand-ins turn every
 * call the site makes into a beacon, so the tests read exactly what each
 * vendor would receive: for consent given, refused, signalled by Global
 * Privacy Control, remembered, and for vendors whose scripts throw.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY } from '../src/lib/tracking/consent';
import { openPage, newSession, waitForHydration, watchPage, type PageReport } from './support/browser';
import { startServer } from './support/server.mjs';
import { ensureTrackingBuild } from './support/trackingBuild';
import { installStandIns, type Beacon, type StandIns, type Vendor } from './support/trackingStandIns';
import { TEST_IDS } from './support/tracking-site/ids';

const GA = TEST_IDS.GTAG_ANALYTICS_ID;
const ADS = TEST_IDS.GTAG_ADS_ID;
const LINKEDIN = TEST_IDS.LINKEDIN_PARTNER_ID;
const META = TEST_IDS.META_PIXEL_ID;
const DENIED = 'G100';
const GRANTED = 'G111';
const OPTIONAL_HOSTS = /snap\.licdn\.com|px\.ads\.linkedin\.com|connect\.facebook\.net|www\.facebook\.com|doubleclick/;
const BANNER = 'section[aria-labelledby]:has(button:text-is("Accept"))';
const COOKIE_SETTINGS = 'footer [data-consent-settings]';
const HOME_TITLE = 'The AI Agent Orchestration Studio | AnswerAgentAI';
const NEXT_TITLE = 'Getting Started | AnswerAgentAI';

let origin = '';
let stopServer: (() => Promise<number | null>) | undefined;

beforeAll(async () => {
  const { dir, seconds } = await ensureTrackingBuild();
  if (seconds > 0) console.log(`Tracking test build made in ${seconds.toFixed(1)} s (${dir}).`);
  const server = await startServer({ buildDir: dir, logLevel: 'warn' });
  origin = server.url;
  stopServer = server.stop;
}, 300_000);

afterAll(async () => {
  expect(await stopServer?.()).toBe(0);
});

interface Visit {
  page: Page;
  vendors: StandIns;
  report: PageReport;
  close: () => Promise<void>;
}

interface VisitOptions {
  /** A choice made on an earlier visit. */
  stored?: 'accepted' | 'rejected';
  /** The browser sends Global Privacy Control. */
  gpc?: boolean;
  throwing?: readonly Vendor[];
  /** Hosts whose requests fail, as a content blocker makes them. */
  blocked?: readonly string[];
  height?: number;
}

/** Opens a production page of the tracking build with the vendors' stand-ins in place. */
async function visit(path: string, options: VisitOptions = {}): Promise<Visit> {
  const session = await newSession({ width: 1280, height: options.height ?? 800 });
  const vendors = await installStandIns(session.context, { throwing: options.throwing });
  for (const host of options.blocked ?? []) {
    await session.context.route(`https://${host}/**`, (route) => route.abort('blockedbyclient'));
  }
  const page = await session.context.newPage();
  const report = watchPage(page, session);
  if (options.stored) {
    await page.addInitScript(
      ([key, value]) => {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
      },
      [CONSENT_STORAGE_KEY, options.stored] as const,
    );
  }
  if (options.gpc) {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
    );
  }
  await page.goto(new URL(path, origin).href, { waitUntil: 'load' });
  await waitForHydration(page);
  return { page, vendors, report, close: () => session.close() };
}

/** The gtag() commands in the page's dataLayer, as arrays. */
function gtagCommands(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map(
      (entry) => Array.from(entry) as unknown[],
    ),
  );
}

/** Beacons in a fixed order (vendor, then name): requests from one event may arrive in any order. */
function sorted(beacons: readonly Beacon[]): Beacon[] {
  const key = (beacon: Beacon) => `${beacon.vendor} ${beacon.name} ${beacon.id}`;
  return [...beacons].sort((a, b) => key(a).localeCompare(key(b)));
}

function pick(beacons: Beacon[], vendor: Beacon['vendor'], name?: string): Beacon[] {
  return beacons.filter((beacon) => beacon.vendor === vendor && (name === undefined || beacon.name === name));
}

/** Waits (up to 10 s) until the beacons include `count` of this vendor and name, and returns them. */
async function beaconsOf(vendors: StandIns, vendor: Beacon['vendor'], name: string, count = 1): Promise<Beacon[]> {
  const deadline = Date.now() + 10_000;
  while (pick(vendors.beacons, vendor, name).length < count) {
    if (Date.now() > deadline) {
      const seen = vendors.beacons.map((beacon) => `${beacon.vendor}:${beacon.name}`).join(', ');
      throw new Error(`Expected ${count} ${vendor} "${name}" beacon(s) within 10 s; got: ${seen || 'none'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return pick(vendors.beacons, vendor, name);
}

/** Lets queued calls and beacons arrive, so a test can assert that nothing more came. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 400), { timeout: 2000 })),
  );
}

/**
 * Chromium itself logs a failed request ("Failed to load resource: net::ERR_BLOCKED_BY_CLIENT") for a
 * script a content blocker stops; no page can prevent that line. `blockedHosts` names the hosts whose
 * lines are expected; anything else in the console is the page's own error.
 */
function expectCleanConsole(report: PageReport, blockedHosts: readonly string[] = []): void {
  const own = report.consoleErrors.filter(
    (text) =>
      !(
        text.startsWith('Failed to load resource: net::ERR_BLOCKED_BY_CLIENT') &&
        blockedHosts.some((host) => text.includes(`(https://${host}/`))
      ),
  );
  expect(own, 'console errors').toEqual([]);
  expect(report.pageErrors, 'page errors').toEqual([]);
}

/** A client-side navigation by the navbar's Getting Started link. */
async function toNextPage(page: Page): Promise<void> {
  await page.locator('nav.navbar').getByRole('link', { name: 'Getting Started', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/getting-started');
}

describe('without tag ids (the main build)', () => {
  it('makes no third-party request, asks nothing and still keeps the UTM parameters', async () => {
    const { page, report, close } = await openPage('/?utm_source=linkedin&utm_medium=social&utm_campaign=q3&x=1');
    try {
      await page.waitForTimeout(500);
      expect(report.thirdPartyRequests).toEqual([]);
      expect(await page.locator(BANNER).count()).toBe(0);
      expect(await page.locator(COOKIE_SETTINGS).count()).toBe(0);
      expect(await page.evaluate(() => 'dataLayer' in window || 'fbq' in window || 'lintrk' in window)).toBe(false);
      const stored = await page.evaluate(() => window.sessionStorage.getItem('webinar_utm_params'));
      expect(JSON.parse(stored ?? 'null')).toEqual({
        utm_source: 'linkedin',
        utm_medium: 'social',
        utm_campaign: 'q3',
      });
      expectCleanConsole(report);
    } finally {
      await close();
    }
  });
});

describe('the server with the tracking build', () => {
  it("allows the configured tags' hosts in its CSP, frames included", async () => {
    const policy = (await fetch(`${origin}/`)).headers.get('content-security-policy') ?? '';
    const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
    for (const host of ['https://www.googletagmanager.com', 'https://snap.licdn.com', 'https://connect.facebook.net']) {
      expect(directive('script-src')).toContain(host);
    }
    for (const host of ['https://*.google-analytics.com', 'https://px.ads.linkedin.com', 'https://www.facebook.com']) {
      expect(directive('connect-src')).toContain(host);
    }
    expect(directive('frame-src')).toContain('https://td.doubleclick.net');
  });
});

describe('first visit, before any choice', () => {
  let tab: Visit;
  beforeAll(async () => {
    tab = await visit('/?utm_source=newsletter&utm_content=hero');
    await beaconsOf(tab.vendors, 'ga', 'page_view');
    await settle(tab.page);
  });
  afterAll(() => tab.close());

  it('sets Consent Mode defaults to denied before anything else, and configures Analytics once', async () => {
    const commands = await gtagCommands(tab.page);
    expect(commands[0]).toEqual([
      'consent',
      'default',
      { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(commands[1]?.[0]).toBe('js');
    const configs = commands.filter((command) => command[0] === 'config');
    expect(configs).toEqual([
      [
        'config',
        GA,
        {
          anonymize_ip: true,
          send_page_view: false,
          custom_map: { custom_parameter_1: 'lead_score', custom_parameter_2: 'company_size' },
        },
      ],
    ]);
    expect(commands.some((command) => command[0] === 'consent' && command[1] === 'update')).toBe(false);
  });

  it('records one page view, cookieless, and loads no tag that needs consent', () => {
    expect(pick(tab.vendors.beacons, 'ga')).toEqual([
      {
        vendor: 'ga',
        id: GA,
        name: 'page_view',
        gcs: DENIED,
        params: {
          page_location: `${origin}/?utm_source=newsletter&utm_content=hero`,
          page_path: '/?utm_source=newsletter&utm_content=hero',
          page_title: HOME_TITLE,
        },
      },
    ]);
    expect(tab.vendors.scripts).toEqual([`https://www.googletagmanager.com/gtag/js?id=${GA}`]);
    expect(tab.vendors.requests.filter((url) => OPTIONAL_HOSTS.test(url))).toEqual([]);
  });

  it('stores the UTM parameters for the session', async () => {
    const stored = await tab.page.evaluate(() => window.sessionStorage.getItem('webinar_utm_params'));
    expect(JSON.parse(stored ?? 'null')).toEqual({ utm_source: 'newsletter', utm_content: 'hero' });
  });

  it('asks with Accept and Reject alike, without moving the page', async () => {
    const banner = tab.page.locator(BANNER);
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.getByRole('heading').textContent()).toBe('Cookies for measuring our campaigns');
    const looks = await banner.getByRole('button').evaluateAll((buttons) =>
      buttons.map((button) => {
        const style = getComputedStyle(button);
        const box = button.getBoundingClientRect();
        return {
          text: button.textContent,
          look: [box.width, box.height, style.color, style.backgroundColor, style.borderColor, style.fontWeight],
        };
      }),
    );
    expect(looks.map((button) => button.text)).toEqual(['Reject', 'Accept']);
    expect(looks[0]?.look).toEqual(looks[1]?.look);
    expect(Number(looks[0]?.look[1])).toBeGreaterThanOrEqual(44);
    expect(await banner.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    const shift = await tab.page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shift).toBe(0);
    expect(await tab.page.locator(COOKIE_SETTINGS).textContent()).toBe('Cookie settings');
    expectCleanConsole(tab.report);
  });
});

describe('consent given', () => {
  let tab: Visit;
  beforeAll(async () => {
    tab = await visit('/');
    await beaconsOf(tab.vendors, 'ga', 'page_view');
    await tab.page.locator(BANNER).getByRole('button', { name: 'Accept' }).click();
    await beaconsOf(tab.vendors, 'linkedin', 'page');
    await beaconsOf(tab.vendors, 'meta', 'PageView');
    await settle(tab.page);
  });
  afterAll(() => tab.close());

  it('remembers the choice, grants Consent Mode and starts the ads tag after it', async () => {
    expect(await tab.page.evaluate((key) => window.localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe('accepted');
    expect(await tab.page.locator(BANNER).count()).toBe(0);
    const commands = await gtagCommands(tab.page);
    const update = commands.findIndex((command) => command[0] === 'consent' && command[1] === 'update');
    const adsConfig = commands.findIndex((command) => command[0] === 'config' && command[1] === ADS);
    expect(commands[update]?.[2]).toEqual({
      ad_storage: 'granted',
      analytics_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
    expect(adsConfig).toBeGreaterThan(update);
    expect(commands[adsConfig]).toEqual(['config', ADS, { anonymize_ip: true, send_page_view: false }]);
  });

  it('loads LinkedIn and Meta, and gives every newly started tag the current page view, once', () => {
    expect(tab.vendors.scripts).toEqual([
      `https://www.googletagmanager.com/gtag/js?id=${GA}`,
      'https://snap.licdn.com/li.lms-analytics/insight.min.js',
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
    const { beacons } = tab.vendors;
    expect(pick(beacons, 'linkedin')).toEqual([{ vendor: 'linkedin', id: LINKEDIN, name: 'page', params: {} }]);
    expect(pick(beacons, 'meta')).toEqual([{ vendor: 'meta', id: META, name: 'PageView', params: {} }]);
    expect(pick(beacons, 'ads')).toEqual([
      {
        vendor: 'ads',
        id: ADS,
        name: 'page_view',
        gcs: GRANTED,
        params: { page_location: `${origin}/`, page_path: '/', page_title: HOME_TITLE },
      },
    ]);
    expect(pick(beacons, 'ga', 'page_view')).toHaveLength(1);
  });

  it('records a page view with the new path on a route change, once per tag', async () => {
    tab.vendors.beacons.length = 0;
    await toNextPage(tab.page);
    await beaconsOf(tab.vendors, 'ga', 'page_view');
    await settle(tab.page);
    const view = { page_location: `${origin}/getting-started`, page_path: '/getting-started', page_title: NEXT_TITLE };
    expect(sorted(tab.vendors.beacons)).toEqual(
      sorted([
        { vendor: 'ga', id: GA, name: 'page_view', gcs: GRANTED, params: view },
        { vendor: 'ads', id: ADS, name: 'page_view', gcs: GRANTED, params: view },
        { vendor: 'meta', id: META, name: 'PageView', params: {} },
      ]),
    );
    tab.vendors.beacons.length = 0;
    await tab.page.goBack();
    await tab.page.waitForURL(`${origin}/`);
    expect((await beaconsOf(tab.vendors, 'ga', 'page_view'))[0]?.params).toMatchObject({ page_path: '/' });

    // A hash change within the page is not a new page.
    tab.vendors.beacons.length = 0;
    await tab.page.evaluate(() => {
      window.history.pushState(null, '', '/#details');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    await settle(tab.page);
    expect(pick(tab.vendors.beacons, 'ga', 'page_view')).toEqual([]);
  });
});

describe('consent refused', () => {
  it('never loads the optional tags, keeps Analytics cookieless, and lets the visitor change their mind', async () => {
    const tab = await visit('/');
    try {
      await beaconsOf(tab.vendors, 'ga', 'page_view');
      await tab.page.locator(BANNER).getByRole('button', { name: 'Reject' }).click();
      expect(await tab.page.evaluate((key) => window.localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe('rejected');
      expect(await tab.page.locator(BANNER).count()).toBe(0);
      await toNextPage(tab.page);
      await beaconsOf(tab.vendors, 'ga', 'page_view', 2);
      await settle(tab.page);
      expect(tab.vendors.requests.filter((url) => OPTIONAL_HOSTS.test(url))).toEqual([]);
      expect(tab.vendors.scripts).toEqual([`https://www.googletagmanager.com/gtag/js?id=${GA}`]);
      expect(new Set(pick(tab.vendors.beacons, 'ga').map((beacon) => beacon.gcs))).toEqual(new Set([DENIED]));
      const commands = await gtagCommands(tab.page);
      expect(commands.filter((command) => command[0] === 'config').map((command) => command[1])).toEqual([GA]);

      // The choice holds on the next visit: no banner.
      await tab.page.reload({ waitUntil: 'load' });
      await waitForHydration(tab.page);
      await settle(tab.page);
      expect(await tab.page.locator(BANNER).count()).toBe(0);

      // Cookie settings in the footer asks again, with focus in the banner, and the tags start on Accept.
      await tab.page.locator(COOKIE_SETTINGS).click();
      const banner = tab.page.locator(BANNER);
      await banner.waitFor();
      expect(await banner.textContent()).toContain('Your current choice: rejected.');
      expect(await banner.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      tab.vendors.beacons.length = 0;
      await banner.getByRole('button', { name: 'Accept' }).click();
      await beaconsOf(tab.vendors, 'meta', 'PageView');
      expect(pick(tab.vendors.beacons, 'ads', 'page_view')[0]?.params).toMatchObject({ page_path: '/getting-started' });
      expect(await tab.page.evaluate(() => document.activeElement?.textContent)).toBe('Cookie settings');
      expectCleanConsole(tab.report);
    } finally {
      await tab.close();
    }
  });
});

describe('Global Privacy Control', () => {
  it('counts as a rejection without asking', async () => {
    const tab = await visit('/', { gpc: true });
    try {
      await beaconsOf(tab.vendors, 'ga', 'page_view');
      await toNextPage(tab.page);
      await beaconsOf(tab.vendors, 'ga', 'page_view', 2);
      await settle(tab.page);
      expect(await tab.page.locator(BANNER).count()).toBe(0);
      expect(tab.vendors.requests.filter((url) => OPTIONAL_HOSTS.test(url))).toEqual([]);
      expect(new Set(pick(tab.vendors.beacons, 'ga').map((beacon) => beacon.gcs))).toEqual(new Set([DENIED]));
      expect(await tab.page.evaluate((key) => window.localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBeNull();
      await tab.page.locator(COOKIE_SETTINGS).click();
      expect(await tab.page.locator(BANNER).textContent()).toContain('Global Privacy Control');
      expectCleanConsole(tab.report);
    } finally {
      await tab.close();
    }
  });
});

describe('a returning visitor who accepted', () => {
  it('is measured with consent from the first command, one page view per tag, until they withdraw', async () => {
    const tab = await visit('/', { stored: 'accepted' });
    try {
      await beaconsOf(tab.vendors, 'meta', 'PageView');
      await beaconsOf(tab.vendors, 'linkedin', 'page');
      await settle(tab.page);
      const commands = await gtagCommands(tab.page);
      expect(commands.slice(0, 5).map((command) => (command[0] === 'js' ? ['js'] : command.slice(0, 2)))).toEqual([
        ['consent', 'default'],
        ['consent', 'update'],
        ['js'],
        ['config', GA],
        ['config', ADS],
      ]);
      expect(await tab.page.locator(BANNER).count()).toBe(0);
      const views = tab.vendors.beacons.map((beacon) => `${beacon.vendor}:${beacon.name}:${beacon.gcs ?? ''}`);
      expect(views.sort()).toEqual(['ads:page_view:G111', 'ga:page_view:G111', 'linkedin:page:', 'meta:PageView:']);

      // Withdrawing consent in Cookie settings stops the three tags and denies Consent Mode again.
      await tab.page.locator(COOKIE_SETTINGS).click();
      await tab.page.locator(BANNER).getByRole('button', { name: 'Reject' }).click();
      tab.vendors.beacons.length = 0;
      await toNextPage(tab.page);
      await beaconsOf(tab.vendors, 'ga', 'page_view');
      await settle(tab.page);
      expect(tab.vendors.beacons.map((beacon) => `${beacon.vendor}:${beacon.name}:${beacon.gcs ?? ''}`)).toEqual([
        'ga:page_view:G100',
      ]);
      const last = (await gtagCommands(tab.page)).filter((command) => command[0] === 'consent').at(-1);
      expect(last?.slice(0, 2)).toEqual(['consent', 'update']);
      expect(Object.values(last?.[2] as Record<string, string>)).toEqual(['denied', 'denied', 'denied', 'denied']);
      expect(await tab.page.evaluate((key) => window.localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe('rejected');
      expectCleanConsole(tab.report);
    } finally {
      await tab.close();
    }
  });
});

describe('vendors that fail', () => {
  it('leave the page working and the console clean when their scripts throw', async () => {
    const tab = await visit('/', { stored: 'accepted', throwing: ['linkedin', 'meta'] });
    try {
      await expect.poll(() => tab.vendors.scripts.length).toBe(3);
      await settle(tab.page);
      tab.vendors.beacons.length = 0;
      await toNextPage(tab.page);
      await beaconsOf(tab.vendors, 'ga', 'page_view');
      await beaconsOf(tab.vendors, 'ads', 'page_view');
      await settle(tab.page);
      expect(pick(tab.vendors.beacons, 'meta')).toEqual([]);
      expect(pick(tab.vendors.beacons, 'linkedin')).toEqual([]);
      expectCleanConsole(tab.report);
    } finally {
      await tab.close();
    }
  });

  it('leave the page working when gtag.js throws or a script is blocked', async () => {
    const tab = await visit('/', { stored: 'accepted', throwing: ['google'], blocked: ['connect.facebook.net'] });
    try {
      await expect.poll(() => tab.vendors.scripts.length).toBe(2);
      await settle(tab.page);
      await toNextPage(tab.page);
      await settle(tab.page);
      expect(pick(tab.vendors.beacons, 'ga')).toEqual([]);
      expect(pick(tab.vendors.beacons, 'linkedin', 'page')).toHaveLength(1);
      expectCleanConsole(tab.report, ['connect.facebook.net']);
    } finally {
      await tab.close();
    }
  });
});
