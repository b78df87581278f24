/**
 * Runs link prefetches in idle time, one at a time. Docusaurus prefetches the
 * chunks of every internal link that comes into view (SPEC §7, "Page
 * prefetch"), and each prefetch matches the path against all ~470 routes. On a
 * docs page dozens of links come into view in the frame after hydration, and
 * their prefetches ran together as one long task. Queued, each runs in its own
 * short task once the page is idle; what is prefetched, and the skip on slow
 * connections (SPEC §2), stay the framework's. Preloading before a navigation
 * is not queued.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';
import { createIdleQueue, type Scheduler } from '@site/src/lib/idleQueue';

/** Longest wait for an idle period before a prefetch runs anyway. */
const IDLE_TIMEOUT_MS = 2000;

const whenIdle: Scheduler = (callback) => {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(callback, 0);
};

let installed = false;

/** Replaces the framework's prefetch with a queued one; the app sets window.docusaurus before its first render. */
function install(): void {
  if (installed) return;
  installed = true;
  const framework = window.docusaurus;
  const queue = createIdleQueue((routePath) => void framework.prefetch(routePath), whenIdle);
  window.docusaurus = Object.freeze({
    ...framework,
    prefetch(routePath: string) {
      queue.add(routePath);
      return false as const;
    },
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (ExecutionEnvironment.canUseDOM) install();
  },
};

export default clientModule;
