// Figures of the Ask index of a build (server/ask/README.md): load time and the longest the event loop was held
// during it, the first question's time, query and offline-answer latency (median, p95) over the golden set's
// questions, and when an answer's first token is ready with 1 and 10 questions arriving at once (in-process); then,
// through the real server (server/server.ts on a free port, its own embedded database), what a crowd of readers
// gets: with 1, 10, 50 and 200 asking at once, how many were answered (and how: by the sidekick, or offline
// standing in for it) or refused, and the first `token` event and the `end` of the answer (median, p99), first
// offline, then answering through the platform's stand-in (server/testing/sidekick.ts, writing a 40-token answer at
// a model's pace) with the server's default stream cap.
// Usage: node --import tsx scripts/bench/ask.mts [buildDir] [--rounds=N] [--http-only]
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { answerOffline, loadAskIndex } from '../../server/ask/index';
import { EventStreamReader } from '../../src/lib/ask/protocol';
import { startServer } from '../../e2e/support/server.mjs';
import type { GoldenSet } from '../../server/ask/golden';
import { FALLBACK_NOTE } from '../../server/ask/service';
import { startSidekickStandIn } from '../../server/testing/sidekick';
import { median, percentile } from './stats.mjs';

const args = process.argv.slice(2);
const buildDir = args.find((arg) => !arg.startsWith('--')) ?? 'build';
const rounds = Number(args.find((arg) => arg.startsWith('--rounds='))?.slice('--rounds='.length) ?? 5);
const httpOnly = args.includes('--http-only');
/** Readers asking at the same moment. */
const CROWDS = [1, 10, 50, 200];
const golden = JSON.parse(readFileSync('server/ask/golden.json', 'utf8')) as GoldenSet;
const questions = [...golden.answerable.map((entry) => entry.question), ...golden.unanswerable];

const medianOf = (values: number[]): number => median(values) ?? Number.NaN;
const percentileOf = (values: number[], p: number): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    p,
  ) ?? Number.NaN;
const p95Of = (values: number[]) => percentileOf(values, 95);
const ms = (value: number) => `${value.toFixed(1)} ms`;

function timed(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

/** Starts `count` answers at the same moment; resolves with the time each one's first token was ready. */
function concurrent(index: Awaited<ReturnType<typeof loadAskIndex>>, count: number): Promise<number[]> {
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

if (!httpOnly) await inProcess();

async function inProcess(): Promise<void> {
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
    const ready = await concurrent(index, count);
    console.log(
      `${count} at once: first token ready after median ${ms(medianOf(ready))}, last ${ms(Math.max(...ready))}`,
    );
  }
}

type Outcome = { status: number; first: number; end: number; standIn: boolean };

/** One reader's question through the server: its status, ms to the first `token` and to the `end`, and whether the
 * offline answer stood in for the sidekick (its note opens the answer). */
async function askOverHttp(origin: string, question: string): Promise<Outcome> {
  const started = performance.now();
  const response = await fetch(`${origin}/api/ask`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ question }),
  });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    return { status: response.status, first: Number.NaN, end: Number.NaN, standIn: false };
  }
  let first = Number.NaN;
  let end = Number.NaN;
  let standIn = false;
  const reader = new EventStreamReader((event) => {
    if (event.event === 'token' && Number.isNaN(first)) {
      first = performance.now() - started;
      standIn = event.data === FALLBACK_NOTE;
    }
    if (event.event === 'end') end = performance.now() - started;
  });
  const decoder = new TextDecoder();
  const body = response.body.getReader();
  for (let read = await body.read(); !read.done; read = await body.read()) {
    reader.push(decoder.decode(read.value, { stream: true }));
  }
  if (Number.isNaN(end)) throw new Error('the answer ended without an end event');
  return { status: response.status, first, end, standIn };
}

/** The crowds through one server, `rounds` times each; one line a crowd. */
async function crowds(label: string, origin: string, sidekick: boolean): Promise<void> {
  const answerable = golden.answerable.map((entry) => entry.question);
  await askOverHttp(origin, answerable[0] ?? '');
  for (const count of CROWDS) {
    const outcomes: Outcome[] = [];
    for (let round = 0; round < rounds; round += 1) {
      outcomes.push(
        ...(await Promise.all(
          Array.from({ length: count }, (_, n) =>
            askOverHttp(origin, answerable[(round * count + n) % answerable.length] ?? ''),
          ),
        )),
      );
    }
    const answered = outcomes.filter((outcome) => outcome.status === 200);
    const refused = new Map<number, number>();
    for (const { status } of outcomes) if (status !== 200) refused.set(status, (refused.get(status) ?? 0) + 1);
    const firsts = answered.map((outcome) => outcome.first);
    const ends = answered.map((outcome) => outcome.end);
    const how = sidekick
      ? ` (${answered.length - answered.filter((outcome) => outcome.standIn).length} by the sidekick, ${answered.filter((outcome) => outcome.standIn).length} offline in its place)`
      : '';
    console.log(
      `${label}, ${count} reader${count === 1 ? '' : 's'} at once (${rounds} rounds): ` +
        `${answered.length}/${outcomes.length} answered${how}` +
        `${refused.size > 0 ? `, refused: ${[...refused].map(([status, n]) => `${n} × ${status}`).join(', ')}` : ', none refused'}; ` +
        `first token median ${ms(medianOf(firsts))}, p99 ${ms(percentileOf(firsts, 99))}; ` +
        `whole answer median ${ms(medianOf(ends))}, p99 ${ms(percentileOf(ends, 99))}`,
    );
  }
}

const offlineServer = await startServer({ buildDir, env: { ASK_RATE_LIMIT: '0' } });
try {
  await crowds('offline', offlineServer.url, false);
} finally {
  await offlineServer.stop();
}

// The platform's stand-in answers 40 tokens 25 ms apart (about a second, a fast model's pace).
const standIn = await startSidekickStandIn();
standIn.answer = () => ({ tokens: Array.from({ length: 40 }, (_, n) => `word${n} `) });
standIn.delayMs = 25;
const sidekickServer = await startServer({
  buildDir,
  env: {
    ASK_RATE_LIMIT: '0',
    ASK_PROVIDER: 'sidekick',
    ASK_SIDEKICK_URL: standIn.url,
    ASK_CHATFLOW_ID: standIn.chatflowId,
    ASK_SIDEKICK_DAILY_LIMIT: '0',
  },
});
try {
  await crowds('sidekick', sidekickServer.url, true);
} finally {
  await sidekickServer.stop();
  await standIn.stop();
}
