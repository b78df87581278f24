// Figures of the Ask index of a build (server/ask/README.md): load time and the longest the event loop was held
// during it, the first question's time, query and offline-answer latency (median, p95) over the golden set's
// questions, and when an answer's first token is ready with 1 and 10 questions arriving at once (in-process).
// Usage: node --import tsx scripts/bench/ask.mts [buildDir]
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { answerOffline, loadAskIndex } from '../../server/ask/index';
import type { GoldenSet } from '../../server/ask/golden';

const buildDir = process.argv[2] ?? 'build';
const golden = JSON.parse(readFileSync('server/ask/golden.json', 'utf8')) as GoldenSet;
const questions = [...golden.answerable.map((entry) => entry.question), ...golden.unanswerable];

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(share * values.length))] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

function timed(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

/** Starts `count` answers at the same moment; resolves with the time each one's first token was ready. */
function concurrent(count: number): Promise<number[]> {
  const started = performance.now();
  return Promise.all(
    Array.from(
      { length: count },
      (_, n) =>
        new Promise<number>((resolve) =>
          setImmediate(() => {
            const result = answerOffline(index, questions[n % questions.length] ?? '');
            if (result.tokens.length === 0) throw new Error('an answer without tokens');
            resolve(performance.now() - started);
          }),
        ),
    ),
  );
}

const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
const loadStarted = performance.now();
const index = await loadAskIndex(buildDir);
const loadTime = performance.now() - loadStarted;
delay.disable();
console.log(`load: ${ms(loadTime)}, event loop held at most ${ms(delay.max / 1e6)}; ${index.size} passages`);
console.log(`first question: ${ms(timed(() => answerOffline(index, questions[0] ?? '')))}`);

for (const [label, run] of [
  ['search', (question: string) => index.search(question)],
  ['offline answer', (question: string) => answerOffline(index, question)],
] as const) {
  const times = [...questions, ...questions].map((question) => timed(() => run(question)));
  console.log(`${label}: median ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}`);
}

for (const count of [1, 10]) {
  const ready = await concurrent(count);
  console.log(
    `${count} at once: first token ready after median ${ms(percentile(ready, 0.5))}, last ${ms(Math.max(...ready))}`,
  );
}
