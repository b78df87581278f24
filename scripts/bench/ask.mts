// Figures of the Ask index of a build (server/ask/README.md): load time and the longest the event loop was held
// during it, the first question's time, query and offline-answer latency (median, p95) over the golden set's
// questions, and when an answer's first token is ready with 1 and 10 questions arriving at once (in-process); then,
// through the real server (server/server.ts on a free port, its own embedded database), what a reader waits for:
// the first `token` event and the `end` of the answer, with 1 and 10 readers asking at once, several rounds.
// Usage: node --import tsx scripts/bench/ask.mts [buildDir] [--rounds=N]
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { answerOffline, loadAskIndex } from '../../server/ask/index';
import { EventStreamReader } from '../../src/lib/ask/protocol';
import { startServer } from '../../e2e/support/server.mjs';
import type { GoldenSet } from '../../server/ask/golden';
import { median, percentile } from './stats.mjs';

const args = process.argv.slice(2);
const buildDir = args.find((arg) => !arg.startsWith('--')) ?? 'build';
const rounds = Number(args.find((arg) => arg.startsWith('--rounds='))?.slice('--rounds='.length) ?? 5);
const golden = JSON.parse(readFileSync('server/ask/golden.json', 'utf8')) as GoldenSet;
const questions = [...golden.answerable.map((entry) => entry.question), ...golden.unanswerable];

const medianOf = (values: number[]): number => median(values) ?? Number.NaN;
const p95Of = (values: number[]): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    95,
  ) ?? Number.NaN;
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
  console.log(`${label}: median ${ms(medianOf(times))}, p95 ${ms(p95Of(times))}`);
}

for (const count of [1, 10]) {
  const ready = await concurrent(count);
  console.log(
    `${count} at once: first token ready after median ${ms(medianOf(ready))}, last ${ms(Math.max(...ready))}`,
  );
}

/** One reader's question through the server: ms to the first `token` event and to the `end` event. */
async function askOverHttp(origin: string, question: string): Promise<{ first: number; end: number }> {
  const started = performance.now();
  const response = await fetch(`${origin}/api/ask`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ question }),
  });
  if (!response.ok || !response.body) throw new Error(`POST /api/ask answered ${response.status}`);
  let first = Number.NaN;
  let end = Number.NaN;
  const reader = new EventStreamReader((event) => {
    if (event.event === 'token' && Number.isNaN(first)) first = performance.now() - started;
    if (event.event === 'end') end = performance.now() - started;
  });
  const decoder = new TextDecoder();
  const body = response.body.getReader();
  for (let read = await body.read(); !read.done; read = await body.read()) {
    reader.push(decoder.decode(read.value, { stream: true }));
  }
  if (Number.isNaN(end)) throw new Error('the answer ended without an end event');
  return { first, end };
}

const server = await startServer({ buildDir, env: { ASK_RATE_LIMIT: '0' } });
try {
  const answerable = golden.answerable.map((entry) => entry.question);
  await askOverHttp(server.url, answerable[0] ?? '');
  for (const count of [1, 10]) {
    const firsts: number[] = [];
    const ends: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const results = await Promise.all(
        Array.from({ length: count }, (_, n) =>
          askOverHttp(server.url, answerable[(round * count + n) % answerable.length] ?? ''),
        ),
      );
      for (const { first, end } of results) {
        firsts.push(first);
        ends.push(end);
      }
    }
    console.log(
      `HTTP, ${count} reader${count === 1 ? '' : 's'} at once (${rounds} rounds): first token median ` +
        `${ms(medianOf(firsts))}, p95 ${ms(p95Of(firsts))}; whole answer median ` +
        `${ms(medianOf(ends))}, p95 ${ms(p95Of(ends))}`,
    );
  }
} finally {
  await server.stop();
}
