import { WEBINAR_STORAGE_KEYS } from '@site/config/webinar';

/**
 * Parts of the thank-you page depend on what this browser stored at
 * registration: the "no registration found" notice, the profile form and the
 * bonus offer (open `urgency.bonusTimeLimitHours` after registering). <html>
 * is marked before first paint, and CSS shows the right parts, so nothing
 * appears or disappears after hydration:
 *
 *   html[data-webinar-registration="present" | "none"]
 *   html[data-webinar-bonus="open" | "closed"]
 *
 * On a full page load an inline script does it while the HTML is parsed; on
 * a client-side navigation (from the registration form) a layout effect does
 * it before the browser paints the new page.
 */
export function markRegistration(
  root: { setAttribute(name: string, value: string): void },
  readStored: () => string | null,
  now: number,
  bonusMs: number,
): void {
  // Self-contained: serialised into the inline script below.
  type Stored = { id?: unknown; registeredAt?: unknown } | null;
  let stored: Stored;
  try {
    stored = JSON.parse(readStored() ?? 'null') as Stored;
  } catch {
    stored = null;
  }
  const id = stored && typeof stored.id === 'string' ? stored.id : '';
  const registeredAt = stored && typeof stored.registeredAt === 'number' ? stored.registeredAt : NaN;
  const present = id !== '' && !Number.isNaN(registeredAt);
  root.setAttribute('data-webinar-registration', present ? 'present' : 'none');
  root.setAttribute(
    'data-webinar-bonus',
    present && now >= registeredAt && now < registeredAt + bonusMs ? 'open' : 'closed',
  );
}

export const bonusMs = (bonusHours: number) => bonusHours * 3_600_000;

export function prepaintScript(bonusHours: number): string {
  const key = JSON.stringify(WEBINAR_STORAGE_KEYS.registration);
  return `(function(){try{(${markRegistration.toString()})(document.documentElement,function(){return localStorage.getItem(${key})},Date.now(),${bonusMs(bonusHours)});}catch(e){}})();`;
}
