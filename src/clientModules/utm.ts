/**
 * Keeps the visit's UTM parameters for the webinar registration (SPEC §7).
 * Always registered: registrations carry the campaign with or without tags.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';
import { storeUtmFromSearch } from '@site/src/lib/tracking/utm';

const clientModule: ClientModule = {
  onRouteDidUpdate({ location }) {
    if (!ExecutionEnvironment.canUseDOM || !location.search) return;
    try {
      storeUtmFromSearch(location.search, window.sessionStorage);
    } catch {
      // window.sessionStorage itself throws when the browser blocks storage.
    }
  },
};

export default clientModule;
