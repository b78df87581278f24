// `npm run bench:register`: registrations per second and latency percentiles for
// POST /api/webinar/register at 50 concurrent clients on loopback, against the
// real server process with the embedded database (PGlite) and with PostgreSQL.
// Each run starts the server on an empty database with REGISTER_RATE_LIMIT=0;
// the outbox worker writes the confirmation emails as .eml files meanwhile, as
// it would in production. Writes reports/bench-register.json.
//
//   npm run bench:register                          both databases, 15 s each
//   npm run bench:register -- --db=postgres --seconds=30 --clients=100
//
// PostgreSQL: a throwaway database on BENCH_DATABASE_URL's server
// (default postgres://postgres@127.0.0.1:5432/test), dropped afterwards.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { machineNow, percentile } from './stats.mjs';

const USAGE = 'Usage: npm run bench:register -- [--db=pglite|postgres|both] [--seconds=N] [--clients=N]';
const options = { db: 'both', seconds: 15, clients: 50 };
for (const arg of process.argv.slice(2)) {
  const match = /^--(db|seconds|clients)=(.+)$/.exec(arg);
  if (!match) {
    console.error(`Unknown option ${arg}. ${USAGE}`);
    process.exit(2);
  }
  options[match[1]] = match[1] === 'db' ? match[2] : Number(match[2]);
}
if (!['pglite', 'postgres', 'both'].includes(options.db) || !(options.seconds > 0) || !(options.clients > 0)) {
  console.error(USAGE);
  process.exit(2);
}
const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const WARM_UP_REQUESTS = 200;

/** Starts server/server.ts and resolves with its origin once it prints the ready line. */
function startServer(env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', REGISTER_RATE_LIMIT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server not ready after 180 s:\n${output}`)), 180_000);
    const onData = (chunk) => {
      output += chunk.toString();
      const match = /Serving build\/ and \/api on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1], child });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited (${code}) before it was ready:\n${output}`));
    });
  });
}

async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * One POST on a keep-alive connection of `agent`; resolves with the status once the body is read.
 * node:http rather than fetch: on this 2-core machine fetch's client work alone capped a trivial
 * endpoint (/api/health) near 2,000 requests/s at 50 clients, node:http near 6,500/s.
 */
function post(agent, url, json) {
  const body = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        agent,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** `clients` loops, each registering one new address after another until the time is up. */
async function load(url, { clients, seconds, prefix }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const latencies = [];
  const statuses = new Map();
  let sequence = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const email = `${prefix}${sequence++}@bench.example`;
        const t0 = performance.now();
        let status = 0;
        try {
          status = await post(agent, `${url}/api/webinar/register`, {
            email,
            firstName: 'Bench',
            utm_source: 'linkedin',
          });
        } catch {
          status = -1;
        }
        latencies.push(performance.now() - t0);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const ok = statuses.get(201) ?? 0;
  return {
    requests: latencies.length,
    created: ok,
    errors: latencies.length - ok,
    statuses: Object.fromEntries(statuses),
    seconds: Number(elapsed.toFixed(2)),
    perSecond: Number((ok / elapsed).toFixed(1)),
    p50: Number(percentile(sorted, 50).toFixed(1)),
    p95: Number(percentile(sorted, 95).toFixed(1)),
    p99: Number(percentile(sorted, 99).toFixed(1)),
    max: Number(sorted.at(-1).toFixed(1)),
  };
}

async function benchOne(kind, workDir) {
  const buildDir = join(workDir, 'build');
  mkdirSync(buildDir, { recursive: true });
  writeFileSync(join(buildDir, 'index.html'), '<!doctype html><title>Bench</title>');
  // Every request registers a new address for the coming session: give it more seats than a run can take.
  const env = {
    BUILD_DIR: buildDir,
    DATA_DIR: join(workDir, `data-${kind}`),
    DATABASE_URL: '',
    WEBINAR_SEATS: '1000000',
  };

  let database;
  if (kind === 'postgres') {
    const name = `site_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: BASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(BASE_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    database = { name, url: url.toString() };
  }

  console.log(
    `[${kind}] starting the server${kind === 'pglite' ? ' (a new embedded database takes a while on first start)' : ''}…`,
  );
  const { url, child } = await startServer(env);
  try {
    for (let i = 0; i < WARM_UP_REQUESTS; i += 10) {
      await Promise.all(
        Array.from({ length: 10 }, (_, j) =>
          fetch(`${url}/api/webinar/register`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ email: `warmup${i + j}@bench.example` }),
          }).then((response) => response.arrayBuffer()),
        ),
      );
    }
    console.log(`[${kind}] ${options.clients} clients for ${options.seconds} s…`);
    const result = await load(url, { clients: options.clients, seconds: options.seconds, prefix: 'bench' });
    const session = await (await fetch(`${url}/api/webinar/session`)).json();
    return { database: kind, ...result, registrationsStored: session.registrationCount };
  } finally {
    await stopServer(child);
    if (database) {
      const admin = new pg.Client({ connectionString: BASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`);
      await admin.end();
    }
  }
}

const workDir = mkdtempSync(join(tmpdir(), 'bench-register-'));
const results = [];
try {
  for (const kind of options.db === 'both' ? ['pglite', 'postgres'] : [options.db]) {
    results.push(await benchOne(kind, workDir));
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

const machine = machineNow();
console.log('');
console.log(
  `POST /api/webinar/register, ${options.clients} concurrent clients, ${options.seconds} s, loopback ` +
    `(${machine.cpus} CPUs, load average ${machine.loadAverage.join(' ')})`,
);
console.log('');
console.log('| Database | Registrations/s | p50 ms | p95 ms | p99 ms | max ms | Requests | Non-201 |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) {
  console.log(
    `| ${r.database === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'} | ${r.perSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.requests} | ${r.errors} |`,
  );
}
mkdirSync('reports', { recursive: true });
writeFileSync(
  'reports/bench-register.json',
  `${JSON.stringify({ date: new Date().toISOString(), options, machine, results }, null, 2)}\n`,
);
if (results.some((r) => r.errors > 0)) {
  console.error('Some registrations were not answered 201; see reports/bench-register.json.');
  process.exitCode = 1;
}
