/**
 * Local stand-ins for the tag vendors, served through Playwright routing at
 * the vendors' real URLs (so the site's CSP applies as in production). Each
 * stand-in script consumes the queue the site fills, the way the real script
 * does, and reports every call as a beacon in the vendor's style:
 *
 * - gtag.js: `https://www.google-analytics.com/g/collect?tid=G-…&en=<event>&gcs=G1<ad><analytics>&ep=<json>`
 *   (`googleads.g.doubleclick.net` for `AW-…` targets); gcs is Consent Mode's state, 1 = granted.
 * - insight.min.js: `https://px.ads.linkedin.com/collect?pid=…` on load (the page view), plus `conversionId=…`.
 * - fbevents.js: `https://www.facebook.com/tr/?id=…&ev=<event>&cd[<key>]=<value>&eid=<event id>`.
 *
 * A stand-in can also be made to throw, at load and on every call.
 */
import type { BrowserContext, Route } from 'playwright-core';

export type Vendor = 'google' | 'linkedin' | 'meta';

export interface Beacon {
  vendor: 'ga' | 'ads' | 'linkedin' | 'meta';
  /** The tag id: GA/Ads target (with label), LinkedIn partner, Meta pixel. */
  id: string;
  /** Event name; 'page' for LinkedIn's own page view. */
  name: string;
  params: Record<string, unknown>;
  /** Consent Mode state of a Google beacon, e.g. G100 (denied) or G111 (granted). */
  gcs?: string;
  /** Meta's event id (deduplication). */
  eventId?: string;
}

const GTAG = `(function () {
  var dl = (window.dataLayer = window.dataLayer || []);
  var granted = { ad_storage: false, analytics_storage: false };
  function gcs() { return 'G1' + (granted.ad_storage ? '1' : '0') + (granted.analytics_storage ? '1' : '0'); }
  function send(target, name, params) {
    var host = target.indexOf('AW-') === 0
      ? 'https://googleads.g.doubleclick.net/pagead/collect'
      : 'https://www.google-analytics.com/g/collect';
    var query = new URLSearchParams({ tid: target, en: name, gcs: gcs(), ep: JSON.stringify(params) });
    fetch(host + '?' + query, { mode: 'no-cors', keepalive: true });
  }
  function handle(entry) {
    var args = Array.prototype.slice.call(entry);
    if (args[0] === 'consent') {
      for (var key in args[2]) if (key in granted) granted[key] = args[2][key] === 'granted';
    } else if (args[0] === 'event') {
      var params = Object.assign({}, args[2]);
      var target = params.send_to;
      delete params.send_to;
      send(String(target), args[1], params);
    }
  }
  dl.forEach(handle);
  var push = dl.push;
  dl.push = function () {
    for (var i = 0; i < arguments.length; i++) handle(arguments[i]);
    return push.apply(dl, arguments);
  };
})();`;

const INSIGHT = `(function () {
  var ids = window._linkedin_data_partner_ids || [];
  function send(params) {
    fetch('https://px.ads.linkedin.com/collect?' + new URLSearchParams(params), { mode: 'no-cors', keepalive: true });
  }
  ids.forEach(function (pid) { send({ pid: pid, fmt: 'js' }); });
  var queued = (window.lintrk && window.lintrk.q) || [];
  window.lintrk = function (action, data) {
    ids.forEach(function (pid) { send({ pid: pid, fmt: 'js', conversionId: data.conversion_id }); });
  };
  queued.forEach(function (call) { window.lintrk(call[0], call[1]); });
})();`;

const FBEVENTS = `(function () {
  var fbq = window.fbq;
  var pixel;
  var revoked = false;
  function send(name, data, options) {
    var query = new URLSearchParams({ id: pixel, ev: name });
    for (var key in data || {}) query.set('cd[' + key + ']', String(data[key]));
    if (options && options.eventID) query.set('eid', options.eventID);
    fetch('https://www.facebook.com/tr/?' + query, { mode: 'no-cors', keepalive: true });
  }
  function handle(args) {
    if (args[0] === 'init') pixel = args[1];
    else if (args[0] === 'consent') revoked = args[1] === 'revoke';
    else if ((args[0] === 'track' || args[0] === 'trackCustom') && !revoked) send(args[1], args[2], args[3]);
  }
  fbq.callMethod = function () { handle(Array.prototype.slice.call(arguments)); };
  fbq.queue.splice(0).forEach(function (args) { handle(Array.prototype.slice.call(args)); });
})();`;

/** A vendor script that breaks: its global throws on every call, and the script itself throws. */
const THROWING = {
  google: `throw new Error('gtag stand-in failure');`,
  linkedin: `window.lintrk = function () { throw new Error('lintrk stand-in failure'); };
throw new Error('insight stand-in failure');`,
  meta: `window.fbq.callMethod = function () { throw new Error('fbq stand-in failure'); };
throw new Error('fbevents stand-in failure');`,
} satisfies Record<Vendor, string>;

const SCRIPTS: { vendor: Vendor; matches: (url: URL) => boolean; source: string }[] = [
  {
    vendor: 'google',
    matches: (url) => url.hostname === 'www.googletagmanager.com' && url.pathname === '/gtag/js',
    source: GTAG,
  },
  {
    vendor: 'linkedin',
    matches: (url) => url.hostname === 'snap.licdn.com' && url.pathname === '/li.lms-analytics/insight.min.js',
    source: INSIGHT,
  },
  {
    vendor: 'meta',
    matches: (url) => url.hostname === 'connect.facebook.net' && url.pathname === '/en_US/fbevents.js',
    source: FBEVENTS,
  },
];

const BEACON_HOSTS = new Set([
  'www.google-analytics.com',
  'googleads.g.doubleclick.net',
  'px.ads.linkedin.com',
  'www.facebook.com',
]);

function parseBeacon(url: URL): Beacon | undefined {
  const query = url.searchParams;
  switch (url.hostname) {
    case 'www.google-analytics.com':
    case 'googleads.g.doubleclick.net':
      return {
        vendor: url.hostname === 'www.google-analytics.com' ? 'ga' : 'ads',
        id: query.get('tid') ?? '',
        name: query.get('en') ?? '',
        params: JSON.parse(query.get('ep') ?? '{}') as Record<string, unknown>,
        gcs: query.get('gcs') ?? '',
      };
    case 'px.ads.linkedin.com': {
      const conversionId = query.get('conversionId');
      return {
        vendor: 'linkedin',
        id: query.get('pid') ?? '',
        name: conversionId ? 'conversion' : 'page',
        params: conversionId ? { conversion_id: conversionId } : {},
      };
    }
    case 'www.facebook.com': {
      const params: Record<string, unknown> = {};
      for (const [key, value] of query) {
        const match = /^cd\[(.+)\]$/.exec(key);
        if (match?.[1]) params[match[1]] = value;
      }
      const eventId = query.get('eid');
      return {
        vendor: 'meta',
        id: query.get('id') ?? '',
        name: query.get('ev') ?? '',
        params,
        ...(eventId ? { eventId } : {}),
      };
    }
    default:
      return undefined;
  }
}

export interface StandIns {
  /** Every beacon, oldest first. Empty it with `beacons.length = 0` between steps. */
  beacons: Beacon[];
  /** Every vendor script requested, as full URLs. */
  scripts: string[];
  /** Every request to a vendor host, scripts and beacons alike. */
  requests: string[];
}

export async function installStandIns(
  context: BrowserContext,
  options: { throwing?: readonly Vendor[] } = {},
): Promise<StandIns> {
  const recorded: StandIns = { beacons: [], scripts: [], requests: [] };
  const handle = async (route: Route) => {
    const url = new URL(route.request().url());
    recorded.requests.push(url.href);
    const script = SCRIPTS.find((candidate) => candidate.matches(url));
    if (script) {
      recorded.scripts.push(url.href);
      const body = options.throwing?.includes(script.vendor) ? THROWING[script.vendor] : script.source;
      await route.fulfill({ status: 200, contentType: 'application/javascript', body });
      return;
    }
    const beacon = parseBeacon(url);
    if (beacon) recorded.beacons.push(beacon);
    await route.fulfill({ status: 204, body: '' });
  };
  // Only the vendors' hosts are routed here; any other host fails at the browser's closed proxy (e2e/support/browser.ts).
  await context.route((url) => SCRIPTS.some((script) => script.matches(url)) || BEACON_HOSTS.has(url.hostname), handle);
  return recorded;
}
