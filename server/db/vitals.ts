import type { Queryable } from './database';

export const PAGE_KINDS = ['home', 'marketing', 'guide', 'node', 'api', 'blog', 'webinar'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** One page view's Core Web Vitals; a metric the browser did not measure is absent. */
export interface VitalsSample {
  lcp?: number;
  inp?: number;
  cls?: number;
  ttfb?: number;
}

/** Stores the sample under its UTC day and page kind: nothing about the visitor, not even the time of day. */
export async function insertVitals(db: Queryable, kind: PageKind, sample: VitalsSample, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO web_vitals (day, page_kind, lcp_ms, inp_ms, cls, ttfb_ms)
     VALUES (($1::timestamptz AT TIME ZONE 'UTC')::date, $2, $3, $4, $5, $6)`,
    [now, kind, sample.lcp ?? null, sample.inp ?? null, sample.cls ?? null, sample.ttfb ?? null],
  );
}

export interface VitalsDay {
  day: string;
  pageKind: PageKind;
  samples: number;
  /** The 75th percentile of each metric that day (null with no sample of it). */
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  ttfb: number | null;
}

/** p75 per page kind per UTC day from `since` (a date, inclusive). */
export async function vitalsP75(db: Queryable, since: string): Promise<VitalsDay[]> {
  const rows = await db.query<{
    day: string;
    page_kind: PageKind;
    samples: number;
    lcp: number | null;
    inp: number | null;
    cls: number | null;
    ttfb: number | null;
  }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, page_kind, count(*)::int AS samples,
            percentile_cont(0.75) WITHIN GROUP (ORDER BY lcp_ms) AS lcp,
            percentile_cont(0.75) WITHIN GROUP (ORDER BY inp_ms) AS inp,
            percentile_cont(0.75) WITHIN GROUP (ORDER BY cls) AS cls,
            percentile_cont(0.75) WITHIN GROUP (ORDER BY ttfb_ms) AS ttfb
       FROM web_vitals WHERE day >= $1::date
      GROUP BY day, page_kind ORDER BY day, page_kind`,
    [since],
  );
  const round = (value: number | null, digits: number) =>
    value === null ? null : Math.round(Number(value) * 10 ** digits) / 10 ** digits;
  return rows.map((row) => ({
    day: row.day,
    pageKind: row.page_kind,
    samples: row.samples,
    lcp: round(row.lcp, 0),
    inp: round(row.inp, 0),
    cls: round(row.cls, 3),
    ttfb: round(row.ttfb, 0),
  }));
}
