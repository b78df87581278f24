import { formatVital, plural, searchOf, withParams, type VitalMetric } from '@site/src/lib/consoleData';
import DataTable from './DataTable';
import { useAdminData, useQueryState } from './hooks';
import { FilterForm, type FilterField } from './ListParts';
import { LoadStatus, ViewHeading } from './parts';
import type { Vitals, VitalsDay } from './types';
import styles from './styles.module.css';

const METRICS: { id: VitalMetric; label: string }[] = [
  { id: 'lcp', label: 'LCP' },
  { id: 'inp', label: 'INP' },
  { id: 'cls', label: 'CLS' },
  { id: 'ttfb', label: 'TTFB' },
];

const FIELDS: FilterField[] = [
  {
    name: 'days',
    label: 'Period',
    type: 'select',
    options: [
      { value: '', label: 'The last 30 days' },
      { value: '7', label: 'The last 7 days' },
      { value: '90', label: 'The last 90 days' },
      { value: '365', label: 'The last 365 days' },
    ],
  },
];

/** A p75 with its verdict in words and a mark, never by colour alone. */
function Verdict({ day, metric }: { day: VitalsDay; metric: VitalMetric }) {
  const value = day[metric];
  const good = day.good[metric];
  if (value === null || good === null) return <span className={styles.statNote}>No samples</span>;
  return (
    <span className={good ? styles.good : styles.poor}>
      {formatVital(metric, value)}{' '}
      <span className={styles.verdict}>
        <span aria-hidden="true">{good ? '✓' : '✗'}</span> {good ? 'Good' : 'Needs work'}
      </span>
    </span>
  );
}

/** Core Web Vitals from real visits: p75 per page kind per day against the "good" thresholds. */
export default function Speed() {
  const [params, navigate] = useQueryState();
  const days = params.get('days');
  const { data, error, loading } = useAdminData<Vitals>(`vitals${searchOf(new URLSearchParams(days ? { days } : {}))}`);
  const items = data
    ? [...data.items].sort((a, b) => b.day.localeCompare(a.day) || a.pageKind.localeCompare(b.pageKind))
    : [];
  const poor = items.reduce(
    (count, day) => count + METRICS.filter((metric) => day.good[metric.id] === false).length,
    0,
  );
  return (
    <>
      <ViewHeading>Speed</ViewHeading>
      <p>
        The 75th percentile of what visitors&apos; browsers measured, per page kind and day (UTC). A value at or under
        the threshold is good.
      </p>
      <FilterForm
        fields={FIELDS}
        params={params}
        error={error}
        onApply={(changes) => navigate(withParams(params, changes))}
      />
      <LoadStatus
        loading={loading}
        error={error}
        done={
          data
            ? `${plural(items.length, 'day and page kind', 'days and page kinds')} since ${data.since}; ${plural(poor, 'value')} need work.`
            : ''
        }
      />
      {data && (
        <>
          <ul className={styles.thresholds} aria-label="Good thresholds">
            {METRICS.map((metric) => (
              <li key={metric.id}>
                {metric.label} good at ≤ {formatVital(metric.id, data.thresholds[metric.id])}
              </li>
            ))}
          </ul>
          <DataTable
            caption="p75 of Core Web Vitals per page kind per day, newest first"
            data={{
              columns: ['Day', 'Page kind', 'Samples', ...METRICS.map((metric) => metric.label)],
              rows: items.map((day) => [
                day.day,
                day.pageKind,
                day.samples,
                ...METRICS.map((metric) => <Verdict key={metric.id} day={day} metric={metric.id} />),
              ]),
            }}
          />
        </>
      )}
    </>
  );
}
