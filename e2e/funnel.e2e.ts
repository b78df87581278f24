/**
 * The webinar funnel as a visitor walks it, on the production pages built
 * with test tag ids (e2e/support/tracking-site) and served by the real server
 * and database, with the vendors replaced by stand-ins that record every call
 * (e2e/support/trackingStandIns.ts). Each step asserts the exact calls each
 * vendor received, so a duplicate or a missing event fails: the event
 * contract (src/lib/tracking/contract.ts) seen from the vendors' side.
 *
 * Walked with consent accepted, refused and signalled by Global Privacy
 * Control, under both consent models: the opt-in build (CONSENT_MODE
 * unset) and the opt-out build (CONSENT_MODE=opt-out).
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thankYou } from '../src/data/webinar';
import { newSession, waitForHydration, watchPage, type PageReport } from './support/browser';
import { startServer } from './support/server.mjs';
import { ensureTrackingBuild, type ConsentModeBuild } from './support/trackingBuild';
import { installStandIns, type Beacon, type StandIns } from './support/trackingStandIns';
import { TEST_IDS } from './support/tracking-site/ids';

const GA = TEST_IDS.GTAG_ANALYTICS_ID;
const ADS = TEST_IDS.GTAG_ADS_ID;
const ADS_CONVERSION = `${ADS}/${TEST_IDS.GTAG_ADS_CONVERSION_LABEL}`;
const LINKEDIN = TEST_IDS.LINKEDIN_PARTNER_ID;
const META = TEST_IDS.META_PIXEL_ID;
const BANNER = 'section[aria-labelledby]:has(button:text-is("Accept"))';

const LANDING = '/webinar-enterprise-ai';
const UTM = '?utm_source=linkedin&utm_medium=paid_social&utm_campaign=q4-launch';
const LANDING_TITLE = 'Deploy enterprise AI in weeks: free live session | AnswerAgentAI';
const THANK_YOU_TITLE = `${thankYou.meta.title} | AnswerAgentAI`;
const NEXT_TITLE = 'Getting Started | AnswerAgentAI';
/** Base 50, a company domain +25, a LinkedIn source +15 (SPEC §9). */
const LEAD_SCORE = 90;

type Vendor = Beacon['vendor'];
const VENDORS: readonly Vendor[] = ['ga', 'ads', 'linkedin', 'meta'];

const servers: Partial<Record<ConsentModeBuild, { url: string; stop: () => Promise<number | null> }>> = {};

beforeAll(async () => {
  for (const mode of ['opt-in', 'opt-out'] as const) {
    const { dir, seconds } = await ensureTrackingBuild(mode);
    if (seconds > 0) console.log(`Tracking test build (${mode}) made in ${seconds.toFixed(1)} s (${dir}).`);
    // Every scenario registers from 127.0.0.1: the per-address limit would refuse the later ones.
    servers[mode] = await startServer({ buildDir: dir, logLevel: 'warn', env: { REGISTER_RATE_LIMIT: '0' } });
  }
}, 600_000);

afterAll(async () => {
  for (const server of Object.values(servers)) expect(await server.stop()).toBe(0);
});

/** A beacon as one line: vendor, Consent Mode state, target, event, parameters in key order, Meta's event id. */
function line(beacon: Beacon): string {
  const params = Object.fromEntries(Object.entries(beacon.params).sort(([a], [b]) => a.localeCompare(b)));
  const state = beacon.gcs ? `:${beacon.gcs}` : '';
  const eventId = beacon.eventId ? ` eid=${beacon.eventId}` : '';
  return `${beacon.vendor}${state} ${beacon.id} ${beacon.name} ${JSON.stringify(params)}${eventId}`;
}

type Expected = Partial<Record<Vendor, Omit<Beacon, 'vendor' | 'id'>[]>>;

interface Tab {
  page: Page;
  vendors: StandIns;
  report: PageReport;
  origin: string;
  /** The Consent Mode state Google beacons carry now. */
  gcs: 'G100' | 'G111';
  /** Whether Google Ads, LinkedIn and Meta run now. */
  optional: boolean;
  /** Sections and scroll milestones reported in the current page view. */
  seen: Set<string>;
  depths: Set<number>;
  close: () => Promise<void>;
}

/** Lets queued calls and beacons arrive, so that nothing more can come. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500), { timeout: 2000 })),
  );
}

/**
 * Waits until every vendor has at least the expected number of beacons, lets
 * late ones arrive, then compares the exact lists (order within a step is
 * free: one event's requests may race). Forgets them for the next step.
 */
async function expectCalls(tab: Tab, expected: Expected): Promise<void> {
  const ids: Record<Vendor, string> = { ga: GA, ads: ADS, linkedin: LINKEDIN, meta: META };
  const want = (vendor: Vendor) =>
    (expected[vendor] ?? [])
      .map((beacon) =>
        line({
          vendor,
          id: beacon.name === 'conversion' && vendor === 'ads' ? ADS_CONVERSION : ids[vendor],
          ...beacon,
        }),
      )
      .sort();
  const got = (vendor: Vendor) =>
    tab.vendors.beacons
      .filter((beacon) => beacon.vendor === vendor)
      .map(line)
      .sort();
  const deadline = Date.now() + 10_000;
  while (VENDORS.some((vendor) => got(vendor).length < want(vendor).length) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await settle(tab.page);
  for (const vendor of VENDORS) expect(got(vendor), `${vendor} calls`).toEqual(want(vendor));
  tab.vendors.beacons.length = 0;
}

/**
 * The sections of a webinar page the automatic capture must report with the
 * page at its current scroll position: half of the section on screen, or half
 * the screen for a taller one (src/lib/tracking/autoCapture.ts `sectionSeen`).
 */
function sectionsInView(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.webinar-page section[id]'))
      .filter((section) => {
        const box = section.getBoundingClientRect();
        const visible = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
        return box.height > 0 && visible > 0 && visible >= Math.min(box.height, window.innerHeight) / 2;
      })
      .map((section) => section.id),
  );
}

/** How far down the page is, as the tracker measures it (src/lib/tracking/autoCapture.ts `scrollPercent`). */
function scrollPercentNow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    if (scrollable <= 1) return 0;
    return window.scrollY >= scrollable - 1 ? 100 : (window.scrollY / scrollable) * 100;
  });
}

interface View {
  sections: string[];
  depths: number[];
}

const NOTHING_SEEN: View = { sections: [], depths: [] };

/**
 * What a new page view must report besides itself once the page has settled
 * (the session's time and the bonus fill in after hydration; going back
 * restores the earlier scroll position): the sections in view and the milestones reached.
 */
async function settledView(page: Page): Promise<View> {
  await settle(page);
  const percent = await scrollPercentNow(page);
  return { sections: await sectionsInView(page), depths: [25, 50, 75, 100].filter((depth) => percent >= depth) };
}

const sectionCall = (tab: Tab, name: string) => ({
  name: 'content_engagement',
  gcs: tab.gcs,
  params: { event_category: 'engagement', event_label: `section:${name}`, content_type: 'section', content_name: name },
});

const depthCall = (tab: Tab, depth: number) => ({
  name: 'scroll_depth',
  gcs: tab.gcs,
  params: { event_category: 'engagement', event_label: `${depth}%`, value: depth },
});

/** Waits for a (smooth) scroll to end: the position holds for 150 ms. */
async function scrolledToRest(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        const check = () => {
          if (window.scrollY === last) resolve();
          else {
            last = window.scrollY;
            setTimeout(check, 150);
          }
        };
        check();
      }),
  );
}

/**
 * Brings an element into view as a visitor scrolls to it (Playwright would
 * scroll before clicking anyway), and returns what that scroll reports: the
 * sections and milestones it reaches that this page view has not reported yet.
 */
async function reveal(tab: Tab, target: Locator): Promise<Expected> {
  // To the middle of the screen: clear of the consent banner, which floats at the bottom while it asks.
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await scrolledToRest(tab.page);
  const sections = (await sectionsInView(tab.page)).filter((name) => !tab.seen.has(name));
  const percent = await scrollPercentNow(tab.page);
  const depths = [25, 50, 75, 100].filter((depth) => percent >= depth && !tab.depths.has(depth));
  for (const name of sections) tab.seen.add(name);
  for (const depth of depths) tab.depths.add(depth);
  return { ga: [...depths.map((depth) => depthCall(tab, depth)), ...sections.map((name) => sectionCall(tab, name))] };
}

const pageView = (tab: Tab, path: string, title: string) => ({
  page_location: `${tab.origin}${path}`,
  page_path: path,
  page_title: title,
});

/** What a new page view sends to each vendor that runs (LinkedIn's script counts pages itself, on load). */
function pageViewCalls(tab: Tab, path: string, title: string, { sections, depths }: View, fullLoad: boolean): Expected {
  const view = pageView(tab, path, title);
  const webinar = path.includes('webinar');
  // A new page view: its sections and milestones start over.
  tab.seen = new Set(sections);
  tab.depths = new Set(depths);
  return {
    ga: [
      { name: 'page_view', gcs: tab.gcs, params: view },
      ...depths.map((depth) => depthCall(tab, depth)),
      ...sections.map((name) => sectionCall(tab, name)),
    ],
    ...(tab.optional
      ? {
          ads: [{ name: 'page_view', gcs: tab.gcs, params: view }],
          linkedin: fullLoad ? [{ name: 'page', params: {} }] : [],
          meta: [
            { name: 'PageView', params: {} },
            ...(webinar
              ? [
                  {
                    name: 'ViewContent',
                    params: { content_name: title, content_category: 'webinar', content_type: 'product' },
                  },
                ]
              : []),
          ],
        }
      : {}),
  };
}

function formCall(tab: Tab, action: 'start' | 'complete' | 'abandon', form: string): Expected {
  return {
    ga: [
      {
        name: `form_${action}`,
        gcs: tab.gcs,
        params: { event_category: 'form_interaction', event_label: form, value: action === 'complete' ? 1 : 0 },
      },
    ],
    ...(tab.optional && action !== 'complete'
      ? {
          meta: [
            action === 'start'
              ? {
                  name: 'FormStarted',
                  params: { content_name: form, content_category: form === 'newsletter' ? 'newsletter' : 'webinar' },
                }
              : { name: 'FormAbandonment', params: { content_name: form } },
          ],
        }
      : {}),
  };
}

function merge(...parts: Expected[]): Expected {
  const all: Expected = {};
  for (const part of parts) {
    for (const vendor of VENDORS) all[vendor] = [...(all[vendor] ?? []), ...(part[vendor] ?? [])];
  }
  return all;
}

interface Arrival {
  mode: ConsentModeBuild;
  /** What the visitor does with the banner on arrival, if it shows. */
  answer?: 'Accept' | 'Reject';
  gpc?: boolean;
}

async function arrive({ mode, answer, gpc }: Arrival): Promise<Tab> {
  const origin = servers[mode]?.url ?? '';
  const session = await newSession({ width: 1280, height: 800 });
  const vendors = await installStandIns(session.context);
  const page = await session.context.newPage();
  const report = watchPage(page, session);
  if (gpc) {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
    );
  }
  const runsAtOnce = mode === 'opt-out' && !gpc;
  const tab: Tab = {
    page,
    vendors,
    report,
    origin,
    gcs: runsAtOnce ? 'G111' : 'G100',
    optional: runsAtOnce,
    seen: new Set(),
    depths: new Set(),
    close: () => session.close(),
  };
  await page.goto(`${origin}${LANDING}${UTM}`, { waitUntil: 'load' });
  await waitForHydration(page);
  const banner = page.locator(BANNER);
  if (gpc) {
    await settle(page);
    expect(await banner.count(), 'no banner under GPC').toBe(0);
  } else {
    await banner.waitFor();
  }
  const sections = await settledView(page);
  await expectCalls(tab, pageViewCalls(tab, `${LANDING}${UTM}`, LANDING_TITLE, sections, true));
  expect(
    JSON.parse((await page.evaluate(() => sessionStorage.getItem('webinar_utm_params'))) ?? 'null'),
    'UTM kept for the registration',
  ).toEqual({ utm_source: 'linkedin', utm_medium: 'paid_social', utm_campaign: 'q4-launch' });

  if (answer) {
    await banner.getByRole('button', { name: answer, exact: true }).click();
    const before = { ...tab };
    tab.optional = answer === 'Accept';
    tab.gcs = tab.optional ? 'G111' : 'G100';
    // Accepting now (opt-in) starts the three tags, each with the current page view; accepting what already
    // runs (opt-out) or refusing sends nothing.
    const started = tab.optional && !before.optional;
    await expectCalls(
      tab,
      started
        ? {
            ads: [{ name: 'page_view', gcs: tab.gcs, params: pageView(tab, `${LANDING}${UTM}`, LANDING_TITLE) }],
            linkedin: [{ name: 'page', params: {} }],
            meta: [
              { name: 'PageView', params: {} },
              {
                name: 'ViewContent',
                params: { content_name: LANDING_TITLE, content_category: 'webinar', content_type: 'product' },
              },
            ],
          }
        : {},
    );
  }
  return tab;
}

/** Scrolls down the page in screen-sized steps, as a reader does. */
async function scrollThrough(page: Page): Promise<void> {
  const steps = await page.evaluate(() =>
    Math.ceil(document.documentElement.scrollHeight / (window.innerHeight * 0.6)),
  );
  for (let step = 1; step <= steps + 1; step += 1) {
    await page.mouse.wheel(0, 480);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 60))));
  }
  await page.waitForFunction(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
}

async function register(tab: Tab, email: string, details?: { company: string; jobTitle: string }): Promise<void> {
  const { page } = tab;
  const form = page
    .locator('form:has(button[type="submit"])')
    .filter({ has: page.getByLabel('Work email') })
    .first();
  const field = form.getByLabel('Work email');
  if ((await field.inputValue()) !== email) await field.fill(email);
  if (details) {
    await form.getByRole('button', { name: 'Add your name and company (optional)' }).click();
    await form.getByLabel('Company').fill(details.company);
    await form.getByLabel('Job title').fill(details.jobTitle);
  }
  await form.locator('button[type="submit"]').click();
}

/** The navbar's link to /getting-started: a client-side navigation. */
function nextPageLink(page: Page) {
  return page.locator('nav.navbar').getByRole('link', { name: 'Getting Started', exact: true });
}

async function registrationId(page: Page): Promise<string> {
  await page.waitForFunction(() => localStorage.getItem('webinar_registration') !== null);
  const stored = await page.evaluate(() => localStorage.getItem('webinar_registration'));
  return (JSON.parse(stored ?? '{}') as { id: string }).id;
}

/** The whole walk, from the first arrival to a second registration with the same email. */
async function walkFunnel(tab: Tab, email: string): Promise<void> {
  const { page } = tab;
  const landing = `${LANDING}${UTM}`;

  // Reading the landing page: each milestone once, each section once, whatever the speed of the scroll.
  const seenAtLoad = new Set((await settledView(page)).sections);
  await scrollThrough(page);
  const all = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.webinar-page section[id]'))
      .filter((section) => section.getBoundingClientRect().height > 0)
      .map((section) => section.id),
  );
  await expectCalls(tab, {
    ga: [
      ...[25, 50, 75, 100].map((depth) => depthCall(tab, depth)),
      ...all.filter((name) => !seenAtLoad.has(name)).map((name) => sectionCall(tab, name)),
    ],
  });
  tab.seen = new Set(all);
  tab.depths = new Set([25, 50, 75, 100]);

  // Starting the form, then leaving for another page by a client-side link.
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  tab.vendors.beacons.length = 0;
  await page.getByLabel('Work email').first().fill(email);
  await expectCalls(tab, formCall(tab, 'start', 'webinar-registration'));
  await nextPageLink(page).click();
  await page.waitForURL(`${tab.origin}/getting-started`);
  await expectCalls(
    tab,
    merge(
      formCall(tab, 'abandon', 'webinar-registration'),
      pageViewCalls(tab, '/getting-started', NEXT_TITLE, NOTHING_SEEN, false),
    ),
  );

  // Coming back (client-side): the draft is still there; adding details and sending it registers.
  await page.goBack();
  await page.waitForURL(`${tab.origin}${landing}`);
  await page.getByLabel('Work email').first().waitFor();
  await expect.poll(() => page.getByLabel('Work email').first().inputValue()).toBe(email);
  await expectCalls(tab, pageViewCalls(tab, landing, LANDING_TITLE, await settledView(page), false));

  await register(tab, email, { company: 'Northwind Labs', jobTitle: 'CTO' });
  const id = await registrationId(page);
  await expectCalls(
    tab,
    merge(formCall(tab, 'start', 'webinar-registration'), formCall(tab, 'complete', 'webinar-registration'), {
      ga: [
        {
          name: 'webinar_registration',
          gcs: tab.gcs,
          params: {
            event_category: 'engagement',
            event_label: 'enterprise-ai-webinar',
            value: 1,
            lead_score: LEAD_SCORE,
            company: 'Northwind Labs',
            job_title: 'CTO',
          },
        },
      ],
      ...(tab.optional
        ? {
            ads: [{ name: 'conversion', gcs: tab.gcs, params: { value: 100, currency: 'USD', transaction_id: id } }],
            linkedin: [{ name: 'conversion', params: { conversion_id: 'webinar_registration' } }],
            meta: [
              {
                name: 'CompleteRegistration',
                eventId: id,
                params: {
                  content_name: 'Enterprise AI Webinar',
                  value: '100',
                  currency: 'USD',
                  status: 'confirmed',
                  predicted_ltv: String(10 * LEAD_SCORE),
                },
              },
            ],
          }
        : {}),
    }),
  );

  // The thank-you page opens by itself (client-side).
  await page.waitForURL(`${tab.origin}/webinar-thank-you`);
  await page.getByRole('button', { name: 'Download .ics (Apple Calendar and others)' }).waitFor();
  await expect
    .poll(() => page.getByRole('button', { name: 'Download .ics (Apple Calendar and others)' }).isEnabled())
    .toBe(true);
  await expectCalls(tab, pageViewCalls(tab, '/webinar-thank-you', THANK_YOU_TITLE, await settledView(page), false));

  // Calendar file, a calendar link, the checklist, the bonus call, a share link: one event each.
  const toIcs = await reveal(tab, page.getByRole('button', { name: 'Download .ics (Apple Calendar and others)' }));
  const ics = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .ics (Apple Calendar and others)' }).click();
  expect((await ics).suggestedFilename()).toBe('enterprise-ai-webinar.ics');
  const fileDownload = (name: string, type: string) => ({
    name: 'file_download',
    gcs: tab.gcs,
    params: { event_category: 'download', event_label: name, file_name: name, file_type: type },
  });
  const outbound = (url: string) => ({
    name: 'click',
    gcs: tab.gcs,
    params: { event_category: 'external_link', event_label: url, outbound: true, link_url: url },
  });
  await expectCalls(tab, merge(toIcs, { ga: [fileDownload('enterprise-ai-webinar.ics', 'ics')] }));

  const google = page.getByRole('link', { name: 'Google Calendar' });
  const googleUrl = (await google.getAttribute('href')) ?? '';
  const toGoogle = await reveal(tab, google);
  const popup = page.waitForEvent('popup');
  await google.click();
  await (await popup).close();
  await expectCalls(tab, merge(toGoogle, { ga: [outbound(googleUrl)] }));

  const checklist = page.waitForEvent('download');
  const checklistForm = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Download the checklist' }) });
  await expect.poll(() => checklistForm.getByLabel('Email').inputValue()).toBe(email);
  const toChecklist = await reveal(tab, checklistForm.getByRole('button', { name: 'Download the checklist' }));
  await checklistForm.getByRole('button', { name: 'Download the checklist' }).click();
  expect((await checklist).suggestedFilename()).toBe('enterprise-ai-readiness-checklist.html');
  await expectCalls(
    tab,
    merge(toChecklist, formCall(tab, 'start', 'webinar-checklist'), formCall(tab, 'complete', 'webinar-checklist'), {
      ga: [fileDownload('enterprise-ai-readiness-checklist.html', 'html')],
    }),
  );

  const bonus = page.getByRole('link', { name: 'Book my 15-minute call' });
  const toBonus = await reveal(tab, bonus);
  const bonusPopup = page.waitForEvent('popup');
  await bonus.click();
  await (await bonusPopup).close();
  await expectCalls(
    tab,
    merge(toBonus, { ga: [outbound('https://cal.com/answerai/enterprise-ai-fit-call?duration=15')] }),
  );

  const share = page.getByRole('link', { name: 'Share on LinkedIn' });
  const shareUrl = (await share.getAttribute('href')) ?? '';
  const toShare = await reveal(tab, share);
  const sharePopup = page.waitForEvent('popup');
  await share.click();
  await (await sharePopup).close();
  await expectCalls(tab, merge(toShare, { ga: [outbound(shareUrl)] }));

  // Another page and back, client-side: one page view each, sections of the thank-you page afresh.
  await nextPageLink(page).click();
  await page.waitForURL(`${tab.origin}/getting-started`);
  await expectCalls(tab, pageViewCalls(tab, '/getting-started', NEXT_TITLE, NOTHING_SEEN, false));
  await page.goBack();
  await page.waitForURL(`${tab.origin}/webinar-thank-you`);
  await page.getByRole('button', { name: 'Download the checklist' }).waitFor();
  await expectCalls(tab, pageViewCalls(tab, '/webinar-thank-you', THANK_YOU_TITLE, await settledView(page), false));

  // Registering again with the same email: the service answers 200 with the same id; only the form events.
  await page.goto(`${tab.origin}${LANDING}`, { waitUntil: 'load' });
  await waitForHydration(page);
  await expectCalls(tab, pageViewCalls(tab, LANDING, LANDING_TITLE, await settledView(page), true));
  await page.getByLabel('Work email').first().fill(email);
  await register(tab, email);
  await page.getByText('You were already registered for this session').waitFor();
  expect(await registrationId(page), 'the same registration').toBe(id);
  await expectCalls(
    tab,
    merge(formCall(tab, 'start', 'webinar-registration'), formCall(tab, 'complete', 'webinar-registration')),
  );
  await page.waitForURL(`${tab.origin}/webinar-thank-you`);
  await page.getByRole('button', { name: 'Download the checklist' }).waitFor();
  await expectCalls(tab, pageViewCalls(tab, '/webinar-thank-you', THANK_YOU_TITLE, await settledView(page), false));

  expect(tab.report.pageErrors, 'page errors').toEqual([]);
}

function optionalScripts(tab: Tab): string[] {
  return tab.vendors.scripts.filter((url) => !url.startsWith('https://www.googletagmanager.com/'));
}

// The scenarios wait on the page more than they use the CPU: two at a time (maxConcurrency in vitest.e2e.config.mts).
describe.concurrent('the funnel', () => {
  describe.each([
    { mode: 'opt-in' as const, answer: 'Accept' as const, gpc: false, runs: true, loaded: true },
    { mode: 'opt-in' as const, answer: 'Reject' as const, gpc: false, runs: false, loaded: false },
    { mode: 'opt-in' as const, answer: undefined, gpc: true, runs: false, loaded: false },
    { mode: 'opt-out' as const, answer: undefined, gpc: false, runs: true, loaded: true },
    // The tags ran from the first paint until the refusal: their scripts loaded once, then stay silent.
    { mode: 'opt-out' as const, answer: 'Reject' as const, gpc: false, runs: false, loaded: true },
    { mode: 'opt-out' as const, answer: undefined, gpc: true, runs: false, loaded: false },
  ])('the funnel, CONSENT_MODE=$mode, banner: $answer, GPC: $gpc', ({ mode, answer, gpc, runs, loaded }) => {
    it(`counts each action once per vendor${runs ? '' : ', and only cookieless Analytics'}`, async () => {
      const tab = await arrive({ mode, answer, gpc });
      try {
        const email = `dana.${mode}.${answer ?? 'none'}.${gpc ? 'gpc' : 'nogpc'}@northwind-labs.com`.toLowerCase();
        await walkFunnel(tab, email);
        // Once per full page load (the arrival and the second registration's), only while the tags may run.
        const scripts = [
          'https://snap.licdn.com/li.lms-analytics/insight.min.js',
          'https://connect.facebook.net/en_US/fbevents.js',
        ];
        expect(optionalScripts(tab)).toEqual([...(loaded ? scripts : []), ...(runs ? scripts : [])]);
      } finally {
        await tab.close();
      }
    }, 180_000);
  });
});
