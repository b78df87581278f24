/**
 * Layout and timing constants named by the specification (SPEC §9). Most are
 * Docusaurus defaults that this site keeps; they are written down here so that
 * tests and our own components use the same numbers.
 */

/** Below this width the navbar collapses into the mobile sidebar. */
export const MOBILE_BREAKPOINT_PX = 996;

/** The route-change progress bar appears only after this delay. */
export const PROGRESS_BAR_DELAY_MS = 200;

/** nprogress settings the progress bar runs with (no spinner). */
export const PROGRESS_BAR = {
  minimum: 0.08,
  speed: 200,
  trickleRate: 0.02,
  trickleSpeed: 800,
  showSpinner: false,
} as const;

/** Default delay before a lazily loaded component is shown. */
export const LAZY_LOAD_DELAY_MS = 200;

/** Table of contents heading range on docs and blog pages. */
export const TOC_HEADING_LEVELS = { min: 2, max: 3 } as const;
