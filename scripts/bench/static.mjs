// `npm run bench:static`: requests per second for built HTML pages served by our
// server (server/server.ts) and by `docusaurus serve`, the same build, the same
// page set, on loopback at a bounded number of keep-alive connections. The two
// servers run side by side and are measured in interleaved rounds (the order
// alternates each round), so a busy machine slows both alike; the report gives
// the median of each and their ratio. Writes reports/bench-static.json.
//
//   npm run bench:static                                   5 rounds of 5 s per server, 32 connections
//   npm run bench:static -- --rounds=7 --seconds=10 --connections=20
//
// The client asks as a browser does (Accept-Encoding: br, gzip): our server
// answers with the precompressed copy, `docusaurus serve` with the plain file.
// Needs build/ (npm run build).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { freePort } from './free-port.mjs';
import { machineNow, median, percentile } from './stats.mjs';

/** Built HTML pages of each kind the site serves, by their canonical URLs. */
const PAGES = [
  '/', // home
  '/agents', // a marketing page
  '/learn', // another marketing page
  '/docs/', // the docs' main page
  '/docs/intro', // the docs' first page
  '/docs/developers/embed', // a guide with code
  '/docs/sidekick-studio/chatflows/chat-models/chatanthropic', // a node page
  '/docs/api/prediction/create-prediction', // an API operation
  '/blog/what-we-are-building', // a blog post
  '/webinar-enterprise-ai', // the webinar landing page
];
const ACCEPT_ENCODING = 'br, gzip';

const USAGE = 'Usage: npm run bench:static -- [--rounds=N] [--seconds=N] [--connections=N]';
const options = { rounds: 5, seconds: 5, connections: 32 };
for (const arg of process.argv.slice(2)) {
  const match = /^--(rounds|seconds|connections)=(\d+(?:\.\d+)?)$/.exec(arg);
  if (!match) {
    console.error(`Unknown option ${arg}. ${USAGE}`);
    process.exit(2);
  }
  options[match[1]] = Number(match[2]);
}
if (!(options.rounds >= 1 && options.seconds > 0 && options.connections >= 1)) {
  console.error(USAGE);
  process.exit(2);
}
if (!existsSync('build/index.html')) {
  console.error('No build to serve: run `npm run build` first.');
  process.exit(1);
}

/** Spawns a server and resolves with its origin once a line of its output matches `ready`. */
function start(name, args, env, ready) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} not ready after 120 s:\n${output}`)), 120_000);
    const onData = (chunk) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ name, url: match[1], child });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before it was ready:\n${output}`));
    });
  });
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** One GET on a keep-alive agent: status, headers and the body as received. */
function get(agent, url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { 'Accept-Encoding': ACCEPT_ENCODING } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

function decoded({ headers, body }) {
  if (headers['content-encoding'] === 'br') return brotliDecompressSync(body);
  if (headers['content-encoding'] === 'gzip') return gunzipSync(body);
  return body;
}

/** Every page answers 200 with the same HTML from both servers: the same page set, not redirects or 404s. */
async function checkPages(servers) {
  const agent = new http.Agent({ keepAlive: true });
  try {
    for (const page of PAGES) {
      const bodies = [];
      for (const server of servers) {
        const response = await get(agent, server.url + page);
        if (response.status !== 200) throw new Error(`${server.name} answered ${page} with ${response.status}`);
        bodies.push(decoded(response));
      }
      if (!bodies.every((body) => body.equals(bodies[0])))
        throw new Error(`The servers sent different HTML for ${page}`);
    }
  } finally {
    agent.destroy();
  }
}

/**
 * One keep-alive connection that sends a request, reads its response, then sends the next: a
 * client of a few lines over a socket, so that the client's own work (node:http's client tops out
 * near 11,000 requests/s on one core here) does not cap what is measured. Responses are framed by
 * Content-Length, which both servers send for files.
 */
function connection(url) {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  socket.setNoDelay(true);
  const opened = new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let buffered = Buffer.alloc(0);
  let waiting;
  socket.on('data', (chunk) => {
    buffered = buffered.length > 0 ? Buffer.concat([buffered, chunk]) : chunk;
    waiting?.();
  });
  socket.on('error', (error) => waiting?.(error));
  socket.on('close', () => waiting?.(new Error('The server closed the connection')));

  /** Status and body length of one GET, once its whole response has arrived. */
  async function request(path) {
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept-Encoding: ${ACCEPT_ENCODING}\r\n\r\n`);
    let length = -1;
    let status = 0;
    for (;;) {
      if (length < 0) {
        const end = buffered.indexOf('\r\n\r\n');
        if (end >= 0) {
          const head = buffered.subarray(0, end).toString('latin1');
          status = Number(head.slice(9, 12));
          const declared = /\r\ncontent-length:\s*(\d+)/i.exec(head);
          if (!declared) throw new Error(`A response to ${path} without Content-Length`);
          length = end + 4 + Number(declared[1]);
        }
      }
      if (length >= 0 && buffered.length >= length) {
        buffered = buffered.subarray(length);
        return { status, bytes: length };
      }
      await new Promise((resolve, reject) => {
        waiting = (error) => {
          waiting = undefined;
          if (error) reject(error);
          else resolve();
        };
      });
    }
  }
  return { opened, request, close: () => socket.destroy() };
}

/** `connections` keep-alive connections, each requesting the pages in turn until the time is up. */
async function load(url, { connections, seconds }) {
  const latencies = [];
  let bytes = 0;
  let failures = 0;
  const lanes = Array.from({ length: connections }, () => connection(url));
  await Promise.all(lanes.map((lane) => lane.opened));
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    lanes.map(async (lane, index) => {
      for (let i = index; performance.now() < deadline; i++) {
        const t0 = performance.now();
        const response = await lane.request(PAGES[i % PAGES.length]);
        if (response.status === 200) bytes += response.bytes;
        else failures++;
        latencies.push(performance.now() - t0);
      }
      lane.close();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failures,
    perSecond: (latencies.length - failures) / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    bytesPerResponse: bytes / Math.max(1, latencies.length - failures),
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-static-'));
const servers = [];
const rounds = [];
try {
  console.log('Starting our server and docusaurus serve on the same build…');
  const docusaurusPort = await freePort();
  servers.push(
    ...(await Promise.all([
      start(
        'Our server',
        ['--import', 'tsx', 'server/server.ts'],
        { HOST: '127.0.0.1', PORT: '0', BUILD_DIR: 'build', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
        /Serving build\/ and \/api on (http:\/\/[\d.]+:\d+)/,
      ),
      start(
        'docusaurus serve',
        [
          'node_modules/@docusaurus/core/bin/docusaurus.mjs',
          'serve',
          '--dir',
          'build',
          '--host',
          '127.0.0.1',
          '--port',
          String(docusaurusPort),
          '--no-open',
        ],
        {},
        new RegExp(`(http://127\\.0\\.0\\.1:${docusaurusPort})`),
      ),
    ])),
  );
  await checkPages(servers);
  // Warm-up: JIT, file caches, connection setup.
  for (const server of servers) await load(server.url, { connections: options.connections, seconds: 1 });

  for (let round = 0; round < options.rounds; round++) {
    const order = round % 2 === 0 ? servers : [...servers].reverse();
    const results = {};
    for (const server of order) {
      results[server.name] = await load(server.url, options);
    }
    rounds.push(results);
    console.log(
      `round ${round + 1}/${options.rounds}: ${servers
        .map((server) => `${server.name} ${results[server.name].perSecond.toFixed(0)}/s`)
        .join(', ')}`,
    );
  }
} finally {
  await Promise.all(servers.map((server) => stop(server.child)));
  rmSync(dataDir, { recursive: true, force: true });
}

const summary = servers.map(({ name }) => {
  const ours = rounds.map((round) => round[name]);
  return {
    server: name,
    perSecond: Number(median(ours.map((r) => r.perSecond)).toFixed(0)),
    p50: Number(median(ours.map((r) => r.p50)).toFixed(1)),
    p99: Number(median(ours.map((r) => r.p99)).toFixed(1)),
    kibPerResponse: Number((median(ours.map((r) => r.bytesPerResponse)) / 1024).toFixed(1)),
    failures: ours.reduce((sum, r) => sum + r.failures, 0),
  };
});
const [ours, docusaurus] = summary;
const ratio = Number((ours.perSecond / docusaurus.perSecond).toFixed(2));
const machine = machineNow();

console.log('');
console.log(
  `GET of ${PAGES.length} built HTML pages in turn, ${options.connections} keep-alive connections, ` +
    `${options.rounds} interleaved rounds of ${options.seconds} s, loopback, Accept-Encoding: ${ACCEPT_ENCODING} ` +
    `(${machine.cpus} CPUs, load average ${machine.loadAverage.join(' ')}); medians of the rounds`,
);
console.log('');
console.log('| Server | Requests/s | p50 ms | p99 ms | KiB/response | Failures |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of summary) {
  console.log(`| ${r.server} | ${r.perSecond} | ${r.p50} | ${r.p99} | ${r.kibPerResponse} | ${r.failures} |`);
}
console.log('');
console.log(`Ratio (our server / docusaurus serve): ${ratio}×`);

mkdirSync('reports', { recursive: true });
writeFileSync(
  'reports/bench-static.json',
  `${JSON.stringify({ date: new Date().toISOString(), options, machine, pages: PAGES, summary, ratio, rounds }, null, 2)}\n`,
);
if (summary.some((r) => r.failures > 0)) {
  console.error('Some requests failed; see reports/bench-static.json.');
  process.exitCode = 1;
}
