/**
 * First-party Core Web Vitals (issue 17): once the page has loaded, a sampled
 * share of page views watch their own LCP, INP, CLS and TTFB, and report them
 * once, when the page is first hidden, with navigator.sendBeacon to
 * /api/vitals. No cookie, no identifier: the path and four numbers. The
 * metrics belong to the page the visitor landed on; later client-side
 * navigations add their interactions and shifts to it.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {
  cumulativeLayoutShift,
  interactionToNextPaint,
  sampleRateOf,
  type Shift,
  VITALS_ENDPOINT,
  VITALS_RATE_META,
  vitalsReport,
} from '@site/src/lib/vitals';

type EventEntry = PerformanceEntry & { interactionId?: number; hadRecentInput?: boolean; value?: number };

function observe(type: string, onEntry: (entry: EventEntry) => void, options: object = {}): void {
  try {
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true, ...options });
  } catch {
    // A browser without this entry type reports the other metrics.
  }
}

function start(): void {
  const path = location.pathname;
  const rate = sampleRateOf(document.querySelector(`meta[name="${VITALS_RATE_META}"]`)?.getAttribute('content'));
  if (path.startsWith('/admin') || !navigator.sendBeacon || Math.random() >= rate) return;

  let lcp: number | undefined;
  const shifts: Shift[] = [];
  const interactions = new Map<number, number>();
  observe('largest-contentful-paint', (entry) => (lcp = entry.startTime));
  observe('layout-shift', (entry) => {
    if (!entry.hadRecentInput) shifts.push({ startTime: entry.startTime, value: entry.value ?? 0 });
  });
  const onEvent = (entry: EventEntry) => {
    const id = entry.interactionId;
    if (id) interactions.set(id, Math.max(interactions.get(id) ?? 0, entry.duration));
  };
  observe('event', onEvent, { durationThreshold: 16 });
  observe('first-input', onEvent);

  const send = (event: Event) => {
    if (event.type === 'visibilitychange' && document.visibilityState !== 'hidden') return;
    removeEventListener('visibilitychange', send, true);
    removeEventListener('pagehide', send, true);
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const report = vitalsReport(path, {
      lcp,
      inp: interactionToNextPaint([...interactions.values()]),
      cls: cumulativeLayoutShift(shifts),
      ttfb: navigation?.responseStart,
    });
    if (report) navigator.sendBeacon(VITALS_ENDPOINT, JSON.stringify(report));
  };
  addEventListener('visibilitychange', send, true);
  addEventListener('pagehide', send, true);
}

if (ExecutionEnvironment.canUseDOM) {
  if (document.readyState === 'complete') setTimeout(start);
  else addEventListener('load', () => setTimeout(start), { once: true });
}

export {};
