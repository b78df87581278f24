/**
 * The promotional bar's id carries the workshop it announces (SPEC §4: the
 * dismissal is remembered, and reset when the bar id changes), so closing
 * this week's bar hides this week's workshop only; the next one shows again.
 * The workshop is the one the visitor's clock points at, like the bar's date,
 * so the id is computed in the browser, not at build time.
 */
import { nextWorkshop, type WorkshopSchedule } from './workshopDate';

export function promoBarId(prefix: string, now: Date, schedule: WorkshopSchedule): string {
  return `${prefix}-${nextWorkshop(now, schedule).isoDate}`;
}

/** The theme's localStorage keys for the bar (Docusaurus theme-common), with the site's storage namespace. */
export function announcementStorageKeys(namespace: string): { id: string; dismiss: string } {
  return { id: `docusaurus.announcement.id${namespace}`, dismiss: `docusaurus.announcement.dismiss${namespace}` };
}

/**
 * Inline head script: when the stored bar id is not this week's, it clears the
 * dismissal before the theme's own inline script reads it, so a new workshop's
 * bar shows from the first paint (the theme would hide it for that whole page load).
 */
export function resetDismissalScript(prefix: string, schedule: WorkshopSchedule, namespace: string): string {
  const keys = announcementStorageKeys(namespace);
  return `(function(){try{var id=${JSON.stringify(prefix)}+'-'+(${nextWorkshop.toString()})(new Date(),${JSON.stringify(schedule)}).isoDate;if(localStorage.getItem(${JSON.stringify(keys.id)})!==id)localStorage.setItem(${JSON.stringify(keys.dismiss)},'false');}catch(e){}})();`;
}
