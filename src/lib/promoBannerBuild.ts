/**
 * The workshop the promotional banner announces as of the build, for the static HTML: its
 * `<time>` must carry a machine-readable date before any script runs (the
 * inline script and the app then put the visitor's week in). It travels in
 * `customFields.promoBanner` so that hydration reads the value the server
 * rendered.
 */
import { WEEKLY_WORKSHOP } from '../../config/banner';
import { nextWorkshop } from './workshopDate';

export interface PromoBannerFields {
  /** Start of the next workshop at build time, in milliseconds since the epoch. */
  buildWorkshopStartsAt: number;
}

/** What docusaurus.config.ts puts in `customFields.promoBanner`. */
export function promoBannerFields(builtAt: Date): PromoBannerFields {
  return { buildWorkshopStartsAt: nextWorkshop(builtAt, WEEKLY_WORKSHOP).startsAt };
}

/** The build's workshop start from the site's custom fields; an error names the field when it is missing. */
export function buildWorkshopStartsAt(customFields: Readonly<Record<string, unknown>> | undefined): number {
  const value = (customFields?.promoBanner as Partial<PromoBannerFields> | undefined)?.buildWorkshopStartsAt;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new Error(
      'customFields.promoBanner.buildWorkshopStartsAt: expected the build week’s workshop start (a number)',
    );
  }
  return value;
}
