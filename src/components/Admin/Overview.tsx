import { useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import { plural, seriesByDay, sessionLabel, utcDays } from '@site/src/lib/consoleData';
import Chart, { dayAxis } from './Chart';
import { useAdminData } from './hooks';
import { LoadStatus, Stat, ViewHeading } from './parts';
import type { Overview as OverviewData } from './types';
import styles from './styles.module.css';

function registrationCharts(data: OverviewData) {
  const days = utcDays(data.since, data.generatedAt.slice(0, 10));
  const bySession = seriesByDay(
    data.registrations.perDay,
    days,
    (row) => row.sessionStartsAt,
    (row) => row.count,
  );
  const sessions = [...bySession.keys()].sort();
  const totals = days.map((_, index) =>
    sessions.reduce((sum, session) => sum + (bySession.get(session)?.[index] ?? 0), 0),
  );
  const busiest = totals.reduce((best, count, index) => (count > (totals[best] ?? 0) ? index : best), 0);
  const inWindow = totals.reduce((sum, count) => sum + count, 0);
  return {
    summary:
      inWindow === 0
        ? `No registrations in the last ${days.length} days.`
        : `${plural(inWindow, 'registration')} in the last ${days.length} days for ${plural(sessions.length, 'session')}; the busiest day was ${days[busiest]} with ${totals[busiest]}.`,
    config: (colours: string[]): ChartConfiguration => ({
      type: 'bar',
      data: {
        labels: days,
        datasets: sessions.map((session, index) => ({
          label: sessionLabel(session),
          data: bySession.get(session) ?? [],
          backgroundColor: colours[index % colours.length],
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        scales: {
          x: { ...dayAxis(days), stacked: true },
          y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } },
        },
      },
    }),
    table: {
      columns: ['Day', ...sessions.map(sessionLabel), 'Total'],
      rows: days
        .map((day, index) => [
          day,
          ...sessions.map((session) => bySession.get(session)?.[index] ?? 0),
          totals[index] ?? 0,
        ])
        .filter((row) => row.at(-1) !== 0),
    },
  };
}

function newsletterCharts(data: OverviewData) {
  const days = utcDays(data.since, data.generatedAt.slice(0, 10));
  const signUps =
    seriesByDay(
      data.newsletter.perDay,
      days,
      () => 'signUps',
      (row) => row.signUps,
    ).get('signUps') ?? days.map(() => 0);
  const confirmations =
    seriesByDay(
      data.newsletter.perDay,
      days,
      () => 'confirmations',
      (row) => row.confirmations,
    ).get('confirmations') ?? days.map(() => 0);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    summary: `${plural(sum(signUps), 'newsletter sign-up')} and ${plural(sum(confirmations), 'confirmation')} in the last ${days.length} days.`,
    config: (colours: string[]): ChartConfiguration => ({
      type: 'line',
      data: {
        labels: days,
        datasets: [
          { label: 'Sign-ups', data: signUps, borderColor: colours[0], backgroundColor: colours[0], pointRadius: 0 },
          {
            label: 'Confirmations',
            data: confirmations,
            borderColor: colours[1],
            backgroundColor: colours[1],
            borderDash: [6, 4],
            pointRadius: 0,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        scales: { x: dayAxis(days), y: { beginAtZero: true, ticks: { precision: 0 } } },
      },
    }),
    table: {
      columns: ['Day', 'Sign-ups', 'Confirmations'],
      rows: days
        .map((day, index) => [day, signUps[index] ?? 0, confirmations[index] ?? 0])
        .filter((row) => row[1] !== 0 || row[2] !== 0),
    },
  };
}

function scoreChart(data: OverviewData) {
  const labels = data.leadScores.map((band) => `${band.from}–${band.to}`);
  const counts = data.leadScores.map((band) => band.count);
  const top = data.leadScores.reduce(
    (best, band) => (band.count > best.count ? band : best),
    data.leadScores[0] ?? { from: 0, to: 0, count: 0 },
  );
  return {
    summary:
      data.registrations.total === 0
        ? 'No registrations yet, so no lead scores.'
        : `Lead scores of ${plural(data.registrations.total, 'registration')} in ten bands; the largest band is ${top.from}–${top.to} with ${top.count}.`,
    config: (colours: string[]): ChartConfiguration => ({
      type: 'bar',
      data: { labels, datasets: [{ label: 'Registrations', data: counts, backgroundColor: colours[0] }] },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        plugins: { legend: { display: false } },
        scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
      },
    }),
    table: {
      columns: ['Lead score', 'Registrations'],
      rows: labels.map((label, index) => [label, counts[index] ?? 0]),
    },
  };
}

function sourceChart(data: OverviewData) {
  const name = (row: OverviewData['sources'][number]) =>
    `${row.source ?? '(no source)'} / ${row.campaign ?? '(no campaign)'}`;
  const rows = data.sources;
  return {
    summary:
      rows.length === 0
        ? 'No registrations yet, so no sources.'
        : `Registrations by source and campaign, ${plural(rows.length, 'pair')}; most came from ${name(rows[0]!)} (${rows[0]!.count}).`,
    config: (colours: string[]): ChartConfiguration => ({
      type: 'bar',
      data: {
        labels: rows.map(name),
        datasets: [{ label: 'Registrations', data: rows.map((row) => row.count), backgroundColor: colours[1] }],
      },
      options: {
        indexAxis: 'y',
        responsive: true,
        maintainAspectRatio: false,
        plugins: { legend: { display: false } },
        scales: { x: { beginAtZero: true, ticks: { precision: 0 } } },
      },
    }),
    table: {
      columns: ['Source', 'Campaign', 'Registrations'],
      rows: rows.map((row) => [row.source ?? '(none)', row.campaign ?? '(none)', row.count]),
    },
  };
}

function Charts({ data }: { data: OverviewData }) {
  const registrations = useMemo(() => registrationCharts(data), [data]);
  const scores = useMemo(() => scoreChart(data), [data]);
  const sources = useMemo(() => sourceChart(data), [data]);
  const newsletter = useMemo(() => newsletterCharts(data), [data]);
  const next = data.nextSession;
  const queued = data.emails.pending + data.emails.sending;
  const sync = data.mailerlite;
  return (
    <>
      <section aria-labelledby="overview-figures" className={styles.section}>
        <h2 id="overview-figures">At a glance</h2>
        <div className={styles.stats}>
          <Stat label="Registrations, all time" value={data.registrations.total} />
          <Stat
            label={`Next session, ${sessionLabel(next.startsAt)}`}
            value={`${next.registrations} of ${next.seats} seats`}
            note={`${plural(next.seatsLeft, 'seat')} left`}
            meter={{ value: next.registrations, max: next.seats }}
          />
          <Stat
            label="Checklist downloads"
            value={data.checklist.requests}
            note={`${plural(data.checklist.people, 'person', 'people')}, ${data.checklist.withoutRegistration} of them not registered`}
          />
          <Stat
            label="Newsletter"
            value={`${data.newsletter.byStatus.subscribed} subscribed`}
            note={`${data.newsletter.byStatus.pending} waiting for confirmation, ${data.newsletter.byStatus.unsubscribed} unsubscribed`}
          />
          <Stat
            label="Emails"
            value={`${data.emails.sent} sent`}
            note={`${data.emails.failed} failed, ${queued} queued, ${data.emails.skipped} skipped`}
          />
          <Stat
            label="MailerLite sync"
            value={sync.enabled ? `${sync.sent} synced` : 'Off'}
            note={
              sync.enabled
                ? `${sync.failed} failed, ${sync.pending + sync.sending} queued`
                : `MAILERLITE_API_KEY is not set${sync.failed + sync.pending > 0 ? `; ${sync.failed} failed, ${sync.pending} queued from before` : ''}`
            }
          />
        </div>
      </section>
      <section aria-labelledby="overview-registrations" className={styles.section}>
        <h2 id="overview-registrations">Registrations</h2>
        <Chart caption="Registrations per day by session, last 90 days" tall {...registrations} />
        <div className={styles.chartPair}>
          <Chart caption="Lead score distribution" {...scores} />
          <Chart caption="Registrations by UTM source and campaign" {...sources} />
        </div>
      </section>
      <section aria-labelledby="overview-newsletter" className={styles.section}>
        <h2 id="overview-newsletter">Newsletter</h2>
        <Chart caption="Newsletter sign-ups and confirmations per day, last 90 days" {...newsletter} />
      </section>
    </>
  );
}

export default function Overview() {
  const { data, error, loading } = useAdminData<OverviewData>('overview');
  return (
    <>
      <ViewHeading>Overview</ViewHeading>
      <LoadStatus
        loading={loading}
        error={error}
        done={data ? `Figures as of ${data.generatedAt.slice(0, 16).replace('T', ' ')} UTC.` : ''}
      />
      {data && <Charts data={data} />}
    </>
  );
}
