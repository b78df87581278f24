import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
const p = await b.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
await b.startTracing(p, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
await p.goto('http://127.0.0.1:3000' + (process.argv[2] ?? '/'), { waitUntil: 'networkidle' });
await p.waitForTimeout(2000);
const buf = await b.stopTracing();
const events = JSON.parse(buf.toString()).traceEvents;
const main = events.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
const tasks = mine.filter((e) => e.name === 'RunTask' && e.dur > 4000);
for (const t of tasks) {
  const inner = mine.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t && e.dur > 1500);
  const summary = inner.slice(0, 8).map((e) => `${e.name}${e.args?.data?.url ? '(' + e.args.data.url.split('/').pop() + ')' : ''}${e.args?.data?.functionName ? '[' + e.args.data.functionName + ']' : ''}:${(e.dur / 1000).toFixed(1)}`);
  console.log(((t.ts - tasks[0].ts) / 1000).toFixed(0).padStart(6), (t.dur / 1000).toFixed(1).padStart(6), 'ms', summary.join(' | '));
}
await b.close();
