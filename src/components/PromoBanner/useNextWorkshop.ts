import { useSyncExternalStore } from 'react';
import { WEEKLY_WORKSHOP } from '@site/config/banner';
import { nextWorkshop, type NextWorkshop } from '@site/src/lib/workshopDate';

let cached: NextWorkshop | null = null;

function readNextWorkshop(): NextWorkshop {
  const fresh = nextWorkshop(new Date(), WEEKLY_WORKSHOP);
  // useSyncExternalStore needs a stable snapshot while nothing changes.
  if (cached?.startsAt !== fresh.startsAt) cached = fresh;
  return cached;
}

const noSubscription = () => () => undefined;

/**
 * The next workshop as seen at this moment in the browser; null while
 * rendering on the server, so the static HTML never shows the build week's
 * date as text (its `<time>` carries it only as `datetime`, see PromoBanner).
 */
export function useNextWorkshop(): NextWorkshop | null {
  return useSyncExternalStore(noSubscription, readNextWorkshop, () => null);
}

/**
 * Inline script placed right after the date element: it fills the element in
 * while the HTML is parsed, before first paint, so hydration changes nothing
 * visible and nothing shifts.
 */
export const fillDateScript = `(function(){var s=document.currentScript,el=s&&s.previousElementSibling;if(!el)return;try{var n=(${nextWorkshop.toString()})(new Date(),${JSON.stringify(WEEKLY_WORKSHOP)});el.textContent=n.label;el.setAttribute('datetime',new Date(n.startsAt).toISOString());}catch(e){}})();`;
