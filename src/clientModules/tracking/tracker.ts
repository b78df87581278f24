/**
 * The tracker: started once per page load when the build configures a tag.
 *
 * Order of events (Google Consent Mode v2):
 * 1. the head script sets every consent signal to denied (config/tracking.ts);
 * 2. for a visitor who accepted earlier, the signals are granted before any tag is configured;
 * 3. Google Analytics is configured and gtag.js loads once the page is idle: without consent it runs
 *    cookieless, as Consent Mode's denied state prescribes;
 * 4. the ads tag, LinkedIn and Meta start only when the visitor accepts (now or later, in this tab or
 *    another); each then receives the current page view. Rejecting later stops them sending.
 */
import { registerProvider, sendTo, track, unregisterProvider } from '@site/src/lib/tracking';
import type { TrackingEvent, TrackingProvider } from '@site/src/lib/tracking';
import { consentModeSignals, consentStore, type ConsentState } from '@site/src/lib/tracking/consent';
import { GA_CUSTOM_MAP } from '@site/src/lib/tracking/constants';
import { createGa4Provider, createGoogleAdsProvider } from '@site/src/lib/tracking/googleTag';
import type { TrackingIds } from '@site/src/lib/tracking/ids';
import { createLinkedInProvider } from '@site/src/lib/tracking/linkedIn';
import { createMetaPixelProvider } from '@site/src/lib/tracking/metaPixel';
import { startAutoCapture } from './autoCapture';
import {
  containTagErrors,
  installFbq,
  installGtag,
  installLintrk,
  loadScript,
  TAG_SCRIPTS,
  whenIdle,
  type TagWindow,
} from './tags';

type PageView = Extract<TrackingEvent, { kind: 'page_view' }>;
type Place = { pathname: string; search: string };

/** A tag that waits for consent. */
interface OptionalTag {
  provider: TrackingProvider;
  /** First acceptance: install the queue. */
  start(): void;
  /** Load the vendor's script (once; loadScript ignores repeats). */
  load?(): void;
  /** Acceptance withdrawn, then given again, on the same page. */
  pause?(): void;
  resume?(): void;
  started?: boolean;
}

const TAG_ORIGINS = [
  'https://www.googletagmanager.com',
  'https://snap.licdn.com',
  'https://connect.facebook.net',
] as const;

/**
 * Runs `task` once the new page's title is in place: react-helmet-async writes
 * it in an animation frame after the route renders, so wait for that frame to
 * finish. A hidden tab runs no frames; the fallback timer covers it.
 */
function afterTitleUpdate(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  window.requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, 1000);
}

export interface Tracker {
  routeDidUpdate(location: Place & { hash: string }, previousLocation: Place | null): void;
}

export function startTracker(ids: TrackingIds): Tracker {
  const w = window as TagWindow;
  containTagErrors(TAG_ORIGINS);
  const consent = consentStore();
  let allowed = consent.get().choice === 'accepted';
  let current: PageView | undefined;

  const gtag = ids.gtagAnalytics || ids.gtagAds ? installGtag(w) : undefined;
  const liveGtag = () => w.gtag;
  if (gtag) {
    if (allowed) gtag('consent', 'update', consentModeSignals(true));
    gtag('js', new Date());
  }

  const analyticsId = ids.gtagAnalytics;
  if (gtag && analyticsId) {
    gtag('config', analyticsId, { anonymize_ip: true, send_page_view: false, custom_map: GA_CUSTOM_MAP });
    whenIdle(() => loadScript(TAG_SCRIPTS.gtag(analyticsId)));
    registerProvider(createGa4Provider(analyticsId, liveGtag));
  }

  const optional: OptionalTag[] = [];
  const adsId = ids.gtagAds;
  if (gtag && adsId) {
    optional.push({
      provider: createGoogleAdsProvider(adsId, ids.gtagAdsConversionLabel, liveGtag),
      start() {
        gtag('config', adsId, { anonymize_ip: true, send_page_view: false });
      },
      // With Analytics configured, gtag.js is on its way already and loads the Ads tag itself.
      load: analyticsId ? undefined : () => loadScript(TAG_SCRIPTS.gtag(adsId)),
    });
  }
  const partnerId = ids.linkedInPartner;
  if (partnerId) {
    optional.push({
      provider: createLinkedInProvider(() => w.lintrk),
      start() {
        installLintrk(w, partnerId);
      },
      load: () => loadScript(TAG_SCRIPTS.linkedIn),
    });
  }
  const pixelId = ids.metaPixel;
  if (pixelId) {
    optional.push({
      provider: createMetaPixelProvider(() => w.fbq),
      start() {
        installFbq(w)('init', pixelId);
      },
      load: () => loadScript(TAG_SCRIPTS.meta),
      pause: () => w.fbq?.('consent', 'revoke'),
      resume: () => w.fbq?.('consent', 'grant'),
    });
  }

  const activate = (tag: OptionalTag) => {
    if (tag.started) tag.resume?.();
    else tag.start();
    tag.started = true;
    // Still allowed once the page is idle: a refusal in between (the opt-out banner) keeps the script
    // away, since LinkedIn's counts the page by itself as it loads.
    whenIdle(() => {
      if (allowed) tag.load?.();
    });
    registerProvider(tag.provider);
    if (current) sendTo(tag.provider, current);
  };
  const deactivate = (tag: OptionalTag) => {
    unregisterProvider(tag.provider.name);
    tag.pause?.();
  };
  // One tag failing to start (a throwing vendor global) leaves the others working.
  const each = (action: (tag: OptionalTag) => void) => {
    for (const tag of optional) {
      try {
        action(tag);
      } catch {
        // SPEC §8: tracking failures are swallowed silently.
      }
    }
  };

  if (allowed) each(activate);
  consent.subscribe((state: ConsentState) => {
    const allow = state.choice === 'accepted';
    if (allow === allowed) return;
    allowed = allow;
    gtag?.('consent', 'update', consentModeSignals(allow));
    each(allow ? activate : deactivate);
  });

  const autoCapture = startAutoCapture();
  return {
    routeDidUpdate(location, previousLocation) {
      // A new page is a new path or query; a hash change within the page is not.
      if (
        previousLocation &&
        previousLocation.pathname === location.pathname &&
        previousLocation.search === location.search
      ) {
        return;
      }
      autoCapture.pageChanged();
      afterTitleUpdate(() => {
        current = {
          kind: 'page_view',
          path: location.pathname + location.search,
          title: document.title,
          location: window.location.href,
        };
        track(current);
      });
    },
  };
}
