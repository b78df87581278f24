import { useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import { dayLabel, percent, plural, seriesByDay, sitePath, utcDays } from '@site/src/lib/consoleData';
import Chart, { dayAxis } from './Chart';
import DataTable from './DataTable';
import { useAdminData } from './hooks';
import { LoadStatus, Stat } from './parts';
import type { QuestionReport as Report } from './types';
import styles from './styles.module.css';

/** Questions and answered ones per day over the period, with the share answered as a line on its own axis. */
function perDayChart(data: Report) {
  const days = utcDays(data.from, data.to);
  const series = (key: 'questions' | 'answered' | 'down') =>
    seriesByDay(
      data.perDay,
      days,
      () => key,
      (row) => row[key],
    ).get(key) ?? days.map(() => 0);
  const questions = series('questions');
  const answered = series('answered');
  const down = series('down');
  const unanswered = questions.map((count, index) => count - (answered[index] ?? 0));
  const shares = questions.map((count, index) =>
    count === 0 ? null : Math.round((100 * (answered[index] ?? 0)) / count),
  );
  const busiest = questions.reduce((best, count, index) => (count > (questions[best] ?? 0) ? index : best), 0);
  const period = `from ${dayLabel(data.from)} to ${dayLabel(data.to)}`;
  return {
    summary:
      data.questions === 0
        ? `No questions ${period}.`
        : `${plural(data.questions, 'question')} ${period}, ${percent(data.answered, data.questions)} answered; the busiest day was ${days[busiest]} with ${questions[busiest]}.`,
    config: (colours: string[]): ChartConfiguration => ({
      type: 'bar',
      data: {
        labels: days,
        datasets: [
          { type: 'bar', label: 'Answered', data: answered, backgroundColor: colours[0], yAxisID: 'y' },
          { type: 'bar', label: 'Not answered', data: unanswered, backgroundColor: colours[3], yAxisID: 'y' },
          {
            type: 'line',
            label: 'Share answered (%)',
            data: shares,
            borderColor: colours[1],
            backgroundColor: colours[1],
            pointRadius: 2,
            spanGaps: true,
            yAxisID: 'share',
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        scales: {
          x: { ...dayAxis(days), stacked: true },
          y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } },
          share: {
            position: 'right',
            min: 0,
            max: 100,
            grid: { drawOnChartArea: false },
            ticks: { callback: (value: number | string) => `${value}%` },
          },
        },
      },
    }),
    table: {
      columns: ['Day', 'Questions', 'Answered', 'Share answered', 'Thumbs down'],
      rows: days
        .map((day, index) => [
          day,
          questions[index] ?? 0,
          answered[index] ?? 0,
          percent(answered[index] ?? 0, questions[index] ?? 0),
          down[index] ?? 0,
        ])
        .filter((row) => row[1] !== 0),
    },
  };
}

/** The period's questions per day and share answered, and the pages the answers cite most. */
export default function QuestionReport({ search }: { search: string }) {
  const { data, error, loading } = useAdminData<Report>(`questions/report${search}`);
  const chart = useMemo(() => (data ? perDayChart(data) : undefined), [data]);
  return (
    <>
      <section aria-labelledby="questions-per-day" className={styles.section}>
        <h2 id="questions-per-day">Questions per day</h2>
        <LoadStatus
          loading={loading}
          error={error}
          done={data ? `From ${dayLabel(data.from)} to ${dayLabel(data.to)} (UTC).` : ''}
        />
        {data && chart && !error && (
          <>
            <div className={styles.stats}>
              <Stat label="Questions" value={data.questions.toLocaleString('en-US')} />
              <Stat
                label="Answered"
                value={percent(data.answered, data.questions)}
                note={`${plural(data.answered, 'question')} answered, ${data.questions - data.answered} not`}
              />
              <Stat
                label="Thumbs"
                value={`${data.up} up, ${data.down} down`}
                note={`on ${percent(data.up + data.down, data.questions)} of the answers`}
              />
            </div>
            <Chart caption="Questions per day, answered or not, and the share answered" tall {...chart} />
          </>
        )}
      </section>
      <section aria-labelledby="questions-pages" className={styles.section}>
        <h2 id="questions-pages">Most cited pages</h2>
        {data && !error && data.pages.length === 0 && <p>No answer in this period cited a page.</p>}
        {data && !error && data.pages.length > 0 && (
          <DataTable
            caption={`The pages answers cited most, ${dayLabel(data.from)} to ${dayLabel(data.to)}; answered and thumbs down count the answers citing the page`}
            data={{
              columns: ['Page', 'Cited by', 'Answered', 'Thumbs down'],
              rows: data.pages.map((page) => {
                const path = sitePath(page.path);
                return [
                  <span key="page" className={styles.pageCell}>
                    {path ? <a href={path}>{page.title || page.path}</a> : page.title || page.path}
                    <span className={styles.statNote}>{page.path}</span>
                  </span>,
                  `${plural(page.questions, 'answer')} (${percent(page.questions, data.questions)})`,
                  `${percent(page.answered, page.questions)} (${page.answered})`,
                  `${percent(page.down, page.questions)} (${page.down})`,
                ];
              }),
            }}
          />
        )}
      </section>
    </>
  );
}
