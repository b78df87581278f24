/**
 * The tracker's client module, registered only when the build configures a
 * tag (config/tracking.ts). It starts the tracker once and records a page
 * view for the first page and after every route change.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';
import { trackingIdsFrom } from '@site/src/lib/tracking/ids';
import { startTracker, type Tracker } from './tracker';

let tracker: Tracker | undefined;
if (ExecutionEnvironment.canUseDOM) {
  try {
    tracker = startTracker(trackingIdsFrom(siteConfig.customFields));
  } catch {
    // SPEC §8: tracking failures are swallowed silently; the page goes on without tags.
  }
}

const clientModule: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    try {
      tracker?.routeDidUpdate(location, previousLocation);
    } catch {
      // As above.
    }
  },
};

export default clientModule;
