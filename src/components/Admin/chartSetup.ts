/**
 * Chart.js with only the pieces the console draws (bars, lines, two scales,
 * legend, tooltip), in the site's dark colours. Loaded with import() by
 * Chart.tsx, so chart.js is a chunk of its own that only console pages fetch.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';

Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
);

const token = (name: string, fallback: string): string =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/** Series colours, distinct on the dark background (and told apart by the legend and table, not by colour alone). */
export function palette(): string[] {
  return [
    token('--site-violet-400', '#b0a8ff'),
    token('--site-teal-400', '#4fd1c5'),
    token('--site-amber-300', '#f7cf7a'),
    token('--site-rose-300', '#ff9fb2'),
    token('--site-violet-300', '#cdc8ff'),
    token('--site-teal-300', '#8be9df'),
  ];
}

export function createChart(canvas: HTMLCanvasElement, config: ChartConfiguration): Chart {
  Chart.defaults.color = token('--site-text-muted', '#b4b9c9');
  Chart.defaults.borderColor = token('--site-surface-border', '#232838');
  Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) Chart.defaults.animation = false;
  return new Chart(canvas, config);
}

export type { Chart, ChartConfiguration };
