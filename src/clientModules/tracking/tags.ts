/**
 * The vendors' browser globals and scripts: the queues pages' events go into
 * before (or without) the scripts, and loading the scripts off the critical
 * path. A script that is blocked, fails or throws changes nothing for the
 * page: the queues keep accepting calls and its errors stay out of the console.
 */
import type { Fbq } from '@site/src/lib/tracking/metaPixel';
import type { Gtag } from '@site/src/lib/tracking/googleTag';
import type { Lintrk } from '@site/src/lib/tracking/linkedIn';

type Queue<T extends (...args: never[]) => void> = T & { q?: unknown[][] };
type FbqStub = Fbq & { callMethod?: Fbq; queue: unknown[]; push: Fbq; loaded: boolean; version: string };

export type TagWindow = Window & {
  dataLayer?: unknown[];
  gtag?: Gtag;
  fbq?: Fbq;
  _fbq?: Fbq;
  lintrk?: Queue<Lintrk>;
  _linkedin_partner_id?: string;
  _linkedin_data_partner_ids?: string[];
};

export const TAG_SCRIPTS = {
  gtag: (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
  linkedIn: 'https://snap.licdn.com/li.lms-analytics/insight.min.js',
  meta: 'https://connect.facebook.net/en_US/fbevents.js',
} as const;

/** The gtag() queue; the Consent Mode script in the head normally defines it first. */
export function installGtag(w: TagWindow): Gtag {
  w.dataLayer ??= [];
  const dataLayer = w.dataLayer;
  // gtag.js reads Arguments objects from dataLayer, not arrays: hence `arguments`.
  w.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  return w.gtag;
}

/** The Meta pixel's queue, as Meta's own snippet defines it; fbevents.js takes it over. */
export function installFbq(w: TagWindow): Fbq {
  if (w.fbq) return w.fbq;
  const stub = function fbq(...args: unknown[]) {
    if (stub.callMethod) stub.callMethod(...args);
    else stub.queue.push(args);
  } as FbqStub;
  stub.queue = [];
  stub.push = stub;
  stub.loaded = true;
  stub.version = '2.0';
  w.fbq = stub;
  w._fbq ??= stub;
  return stub;
}

/** LinkedIn's partner id and its lintrk() queue; insight.min.js takes them over. */
export function installLintrk(w: TagWindow, partnerId: string): void {
  w._linkedin_partner_id = partnerId;
  w._linkedin_data_partner_ids = [...(w._linkedin_data_partner_ids ?? []), partnerId];
  if (w.lintrk) return;
  const stub: Queue<Lintrk> = (action, data) => {
    stub.q?.push([action, data]);
  };
  stub.q = [];
  w.lintrk = stub;
}

/** Runs `task` once the page has loaded and the main thread is idle, so tags never compete with the first paint. */
export function whenIdle(task: () => void): void {
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 3000 });
    else setTimeout(task, 1);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

const loaded = new Set<string>();

/** Appends an async script once; a failure to load is expected (blockers) and ignored. */
export function loadScript(src: string): void {
  if (loaded.has(src)) return;
  loaded.add(src);
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.addEventListener('error', () => script.remove());
  document.head.appendChild(script);
}

/**
 * Keeps the tags' own errors out of the console. Our scripts are same-origin;
 * a cross-origin script's errors reach the page "muted" (no message, no file),
 * and the only cross-origin scripts the site's CSP allows are these tags.
 */
export function containTagErrors(hosts: readonly string[]): void {
  window.addEventListener('error', (event) => {
    const muted = event.message === 'Script error.' && !event.filename;
    const fromTag = Boolean(event.filename) && hosts.some((host) => event.filename.startsWith(host));
    if (muted || fromTag) event.preventDefault();
  });
}
