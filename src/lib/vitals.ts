/**
 * Core Web Vitals from the browser's own performance entries, for the
 * first-party beacon (src/clientModules/vitals.ts). Pure functions over plain
 * numbers, so the rules are unit-tested without a browser. The rules are the
 * metrics' published definitions:
 * - CLS: the largest session window of layout shifts without recent input,
 *   a window ending after a 1 s gap or 5 s after it began;
 * - INP: the longest interaction, ignoring one outlier per 50 interactions;
 * - LCP: the last largest-contentful-paint candidate; TTFB: responseStart.
 */

/** The meta tag that carries the build's sample rate (config/vitals.ts). */
export const VITALS_RATE_META = 'aa-vitals-rate';
/** Where the beacon goes (server/routes/vitals.ts). */
export const VITALS_ENDPOINT = '/api/vitals';

export interface Shift {
  startTime: number;
  value: number;
}

/** CLS: the largest session window of shifts (none with recent input: the caller drops those). */
export function cumulativeLayoutShift(shifts: readonly Shift[]): number {
  let largest = 0;
  let window = 0;
  let first = 0;
  let last = 0;
  for (const shift of shifts) {
    if (window > 0 && shift.startTime - last < 1000 && shift.startTime - first < 5000) {
      window += shift.value;
    } else {
      window = shift.value;
      first = shift.startTime;
    }
    last = shift.startTime;
    largest = Math.max(largest, window);
  }
  return largest;
}

/** INP from each interaction's longest event duration: the worst, skipping one per 50 interactions. */
export function interactionToNextPaint(durations: readonly number[]): number | undefined {
  if (durations.length === 0) return undefined;
  const sorted = [...durations].sort((a, b) => b - a);
  return sorted[Math.min(Math.floor(durations.length / 50), sorted.length - 1)];
}

export interface VitalsReport {
  path: string;
  lcp?: number;
  inp?: number;
  cls?: number;
  ttfb?: number;
}

const MAX_MS = 60_000;

/** The beacon's body: metrics rounded, out-of-range or missing ones left out; undefined when none is left. */
export function vitalsReport(path: string, metrics: Omit<VitalsReport, 'path'>): VitalsReport | undefined {
  const report: VitalsReport = { path };
  const keep = (key: keyof Omit<VitalsReport, 'path'>, value: number | undefined, max: number, digits: number) => {
    if (value === undefined || !Number.isFinite(value) || value < 0 || value > max) return;
    report[key] = Number(value.toFixed(digits));
  };
  keep('lcp', metrics.lcp, MAX_MS, 0);
  keep('inp', metrics.inp, MAX_MS, 0);
  keep('cls', metrics.cls, 10, 4);
  keep('ttfb', metrics.ttfb, MAX_MS, 0);
  return Object.keys(report).length > 1 ? report : undefined;
}

/** The share of page views that report, from the meta tag's content: 0 to 1, anything else 0. */
export function sampleRateOf(content: string | null | undefined): number {
  const rate = Number(content);
  return content && Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : 0;
}
