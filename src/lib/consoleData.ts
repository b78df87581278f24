/**
 * Pure helpers of the marketing console (src/components/Admin): days and
 * series for its charts, its query strings and how it writes numbers. No
 * React, no I/O.
 */

const DAY_MS = 86_400_000;

/** Every UTC day from `since` to `until` (`YYYY-MM-DD`), both included. */
export function utcDays(since: string, until: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${until}T00:00:00Z`);
  for (let time = Date.parse(`${since}T00:00:00Z`); time <= end; time += DAY_MS) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * One series per key over `days`, 0 where `rows` has no entry (the API lists
 * only days with data). Keys keep the order they first appear in.
 */
export function seriesByDay<Row extends { day: string }>(
  rows: readonly Row[],
  days: readonly string[],
  keyOf: (row: Row) => string,
  valueOf: (row: Row) => number,
): Map<string, number[]> {
  const index = new Map(days.map((day, position) => [day, position]));
  const series = new Map<string, number[]>();
  for (const row of rows) {
    const position = index.get(row.day);
    if (position === undefined) continue;
    const key = keyOf(row);
    let values = series.get(key);
    if (!values) {
      values = days.map(() => 0);
      series.set(key, values);
    }
    values[position] = (values[position] ?? 0) + valueOf(row);
  }
  return series;
}

/** The query string without `keys` other than those named, in the order they appear; empty values dropped. */
export function pickParams(params: URLSearchParams, keys: readonly string[]): URLSearchParams {
  const picked = new URLSearchParams();
  for (const [key, value] of params) {
    if (keys.includes(key) && value.trim() !== '' && !picked.has(key)) picked.set(key, value);
  }
  return picked;
}

/**
 * `params` with `changes` applied: a value sets the key, null or '' removes it.
 * Any change but a page change sends the list back to its first page.
 */
export function withParams(params: URLSearchParams, changes: Readonly<Record<string, string | null>>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/** `?a=b`, or '' for no parameters. */
export const searchOf = (params: URLSearchParams): string => {
  const text = params.toString();
  return text ? `?${text}` : '';
};

export type VitalMetric = 'lcp' | 'inp' | 'cls' | 'ttfb';

/** LCP, INP and TTFB in milliseconds (seconds from one second up), CLS unitless. */
export function formatVital(metric: VitalMetric, value: number): string {
  if (metric === 'cls') return value.toFixed(2);
  if (value >= 1000) return `${(value / 1000).toFixed(2)} s`;
  return `${Math.round(value)} ms`;
}

const SESSION_FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const TIME_FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A webinar session's start, e.g. "Thu, 5 Mar 2026, 19:00 UTC". */
export const sessionLabel = (iso: string): string => `${SESSION_FORMAT.format(new Date(iso))} UTC`;

/** A moment in a table cell, e.g. "2 Mar 2026, 12:00 UTC"; an em dash when unknown. */
export const timeLabel = (iso: string | null): string => (iso ? `${TIME_FORMAT.format(new Date(iso))} UTC` : '—');

const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** A UTC day (`YYYY-MM-DD`) in words, e.g. "29 Oct 2026". */
export const dayLabel = (day: string): string => DAY_FORMAT.format(new Date(`${day}T00:00:00Z`));

/** A share as a whole percentage, "67%"; an em dash for a share of nothing. */
export const percent = (part: number, whole: number): string =>
  whole === 0 ? '—' : `${Math.round((100 * part) / whole)}%`;

/**
 * `value` when it is a path on this site (`/docs/x#y`), else null: stored paths came from readers' browsers or a
 * sidekick, and only a same-site path may become a link (no `javascript:`, no `//other.host`).
 */
export const sitePath = (value: string | null): string | null =>
  value !== null && /^\/(?![/\\])/.test(value) ? value : null;

/** `text` cut to at most `max` characters, an ellipsis marking a cut. */
export const clip = (text: string, max: number): string =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** "1 registration", "3 registrations". */
export const plural = (count: number, one: string, many = `${one}s`): string =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** A list's results for its live region: "31 registrations match. Showing 26–31.", "1 subscriber matches. …". */
export function resultsLine(total: number, page: number, pageSize: number, one: string, many = `${one}s`): string {
  if (total === 0) return `No ${many} match.`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `${plural(total, one, many)} ${total === 1 ? 'matches' : 'match'}. Showing ${first}–${last}.`;
}
