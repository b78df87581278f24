// Figures shared by the benches: rounding, medians, percentiles and the
// machine's state at the time of a run (a figure means little without its load).
import { availableParallelism, loadavg } from 'node:os';

/** `value` to `digits` decimals, or null for a missing value. */
export function round(value, digits) {
  if (value === null || value === undefined || Number.isNaN(value)) return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * The middle value (the mean of the two middle ones for an even count), or null for none.
 * @param {(number | null | undefined)[]} values
 * @returns {number | null}
 */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number' && !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The value below which `p` per cent of `sorted` (ascending) lie: the nearest-rank percentile.
 * @param {number[]} sorted
 * @param {number} p
 */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** CPUs, load averages and Node version now, for a bench report. */
export function machineNow() {
  return {
    cpus: availableParallelism(),
    loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
    node: process.version,
  };
}
