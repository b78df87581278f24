import { useEffect, useId, useRef, useState } from 'react';
import type { ChartConfiguration } from 'chart.js';
import DataTable, { type TableData } from './DataTable';
import styles from './styles.module.css';

/** A day axis: "11-24" labels, level, as many as fit. */
export const dayAxis = (days: string[]) => ({
  ticks: { maxRotation: 0, autoSkipPadding: 16, callback: (_value: unknown, index: number) => days[index]?.slice(5) },
});

export interface ChartProps {
  caption: string;
  /** What the chart shows, in a sentence: the canvas's accessible name. */
  summary: string;
  /** Builds the chart's configuration with the series colours. */
  config: (colours: string[]) => ChartConfiguration;
  /** The same numbers as a table, for screen readers, keyboards and exact values. */
  table: TableData;
  tall?: boolean;
}

/**
 * A chart in a figure: caption, a canvas named by its summary, and the data
 * as a real table under "Show as table". Chart.js loads on first use.
 */
export default function Chart({ caption, summary, config, table, tall = false }: ChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const captionId = useId();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    import('./chartSetup').then(
      ({ createChart, palette }) => {
        if (cancelled || !canvas.current) return;
        chart = createChart(canvas.current, config(palette()));
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [config]);

  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.figureCaption}>
        {caption}
      </figcaption>
      <div className={tall ? styles.chartTall : styles.chart}>
        <canvas ref={canvas} role="img" aria-label={summary} />
      </div>
      {failed && (
        <p role="alert" className={styles.failure}>
          The chart could not load; the table below has its numbers.
        </p>
      )}
      <details className={styles.asTable} open={failed || undefined}>
        <summary>Show as table</summary>
        <DataTable caption={caption} data={table} />
      </details>
    </figure>
  );
}
