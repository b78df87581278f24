/**
 * `npm run bench:admin [-- --leads=100000 --questions=100000 --runs=20]`: the
 * console API's response times on PostgreSQL with a production-sized funnel.
 * Creates a throwaway database on BENCH_DATABASE_URL's server, seeds it (leads
 * over 90 days and 13 sessions, four outbox rows a lead, subscribers, vitals,
 * questions readers asked over 90 days), signs in through the emailed link and
 * times the overview, the registrations list, the questions list, report and
 * groups, and the CSV exports. Prints the figures and writes
 * reports/bench-admin.json; `--keep` leaves the database in place to study
 * query plans.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { migrate } from '../../server/db/migrate';
import { openPostgres } from '../../server/db/postgres';
import { SEAT_STRIPES } from '../../server/db/sessions';
import { memoryMailer, postJson, startTestService, TEST_SITE_URL } from '../../server/testing/service';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  Number(args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const LEADS = option('leads', 100_000);
const QUESTIONS = option('questions', 100_000);
const RUNS = option('runs', 20);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ADMIN = 'bench@site.test';
/** Keep the seeded database (named in the output) to look at query plans. */
const KEEP = args.includes('--keep');

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function seed(
  db: Awaited<ReturnType<typeof openPostgres>>,
  leads: number,
  questions: number,
): Promise<Record<string, number>> {
  // Thirteen weekly sessions ending with next Thursday; each lead registers in the 90 days before its session.
  await db.exec(`
    INSERT INTO webinar_sessions (id, starts_at)
      SELECT gen_random_uuid(), date_trunc('week', now()) + interval '3 days 19 hours' - (w * interval '7 days')
        FROM generate_series(-1, 11) AS w;

    INSERT INTO leads (id, session_id, email, first_name, company, job_title, utm_source, utm_medium, utm_campaign,
                       lead_score, registered_at, checklist_requested_at, checklist_request_count, created_at, updated_at)
      SELECT gen_random_uuid(), s.id, 'lead' || n || '@company' || (n % 7919) || '.test', 'Name' || n,
             'Company ' || (n % 7919), (ARRAY['CTO', 'Head of Ops', 'Engineer', NULL])[1 + n % 4],
             (ARRAY['linkedin', 'google', 'newsletter', 'partner', NULL, NULL])[1 + n % 6],
             (ARRAY['paid-social', 'cpc', 'email', NULL])[1 + n % 4],
             (ARRAY['spring', 'summer', 'launch', NULL, 'webinar-q3'])[1 + n % 5],
             (n * 37) % 101,
             now() - ((n % 90) * interval '1 day') - ((n % 86400) * interval '1 second'),
             CASE WHEN n % 3 = 0 THEN now() - ((n % 60) * interval '1 day') END,
             CASE WHEN n % 3 = 0 THEN 1 ELSE 0 END,
             now() - ((n % 90) * interval '1 day'), now()
        FROM generate_series(1, ${leads}) AS n
        JOIN LATERAL (SELECT id FROM webinar_sessions ORDER BY starts_at OFFSET (n % 13) LIMIT 1) AS s ON true;

    -- Seats as the registrations would have taken them (a big enough room for the seeded crowd), all in the
    -- first of the session's stripes (server/db/migrations/011_seat_stripes.sql).
    INSERT INTO webinar_seat_stripes (session_id, stripe, seats, taken)
      SELECT webinar_sessions.id, stripe,
             CASE WHEN stripe = 0 THEN GREATEST(200, COALESCE(taken.n, 0)) ELSE 0 END,
             CASE WHEN stripe = 0 THEN COALESCE(taken.n, 0) ELSE 0 END
        FROM webinar_sessions
        LEFT JOIN (SELECT session_id, count(*)::int AS n FROM leads GROUP BY session_id) AS taken
               ON taken.session_id = webinar_sessions.id
       CROSS JOIN generate_series(0, ${SEAT_STRIPES - 1}) AS stripe;

    INSERT INTO email_outbox (id, kind, recipient, lead_id, status, send_after, attempts, last_error, sent_at, created_at)
      SELECT gen_random_uuid(), k.kind, leads.email, leads.id,
             CASE WHEN k.kind = 'webinar_confirmation' AND leads.lead_score % 50 = 0 THEN 'failed'
                  WHEN k.kind = 'webinar_confirmation' THEN 'sent' ELSE 'pending' END,
             leads.created_at, 1,
             CASE WHEN k.kind = 'webinar_confirmation' AND leads.lead_score % 50 = 0 THEN '550 mailbox unavailable' END,
             CASE WHEN k.kind = 'webinar_confirmation' THEN leads.created_at END,
             leads.created_at
        FROM leads
        CROSS JOIN (VALUES ('webinar_confirmation'), ('webinar_reminder_24h'), ('webinar_reminder_1h'), ('webinar_followup')) AS k(kind);

    INSERT INTO newsletter_subscribers (id, email, status, confirmed_at, created_at, updated_at)
      SELECT gen_random_uuid(), 'reader' || n || '@mail.test',
             (ARRAY['pending', 'subscribed', 'subscribed', 'unsubscribed'])[1 + n % 4],
             CASE WHEN n % 4 IN (1, 2) THEN now() - ((n % 80) * interval '1 day') END,
             now() - ((n % 90) * interval '1 day'), now()
        FROM generate_series(1, ${Math.round(leads / 5)}) AS n;

    INSERT INTO web_vitals (day, page_kind, lcp_ms, inp_ms, cls, ttfb_ms)
      SELECT current_date - (n % 30), (ARRAY['home', 'marketing', 'guide', 'node', 'api', 'blog', 'webinar'])[1 + n % 7],
             800 + (n * 13) % 3000, 20 + (n * 7) % 400, ((n * 3) % 30) / 100.0, 100 + (n * 11) % 900
        FROM generate_series(1, ${Math.round(leads / 2)}) AS n;

    -- Questions over 90 days from phrases that overlap as readers' do (so the grouping has work), a quarter
    -- unanswered, two citations each among 200 pages, thumbs on about one in five, follow-ups in pairs.
    INSERT INTO ask_questions (id, chat_id, question, page, provider, fallback, answer, citations, answered, outcome,
                               rating, comment, rated_at, created_at)
      SELECT gen_random_uuid(), 'chat-' || (n / 2),
             (ARRAY['How do I', 'Can I', 'Where do I', 'Why does it fail to', 'What is the way to'])[1 + n % 5] || ' ' ||
             (ARRAY['embed', 'configure', 'reset', 'connect', 'deploy', 'debug', 'export', 'import', 'schedule',
                    'secure', 'stream', 'test'])[1 + n % 12] || ' ' ||
             (ARRAY['the chatbot', 'an agentflow', 'the API key', 'a document store', 'the sidekick', 'a webhook',
                    'the vector store', 'credentials', 'a chatflow', 'the Slack bot', 'WordPress', 'the OpenAI node',
                    'Postgres', 'the prompt'])[1 + (n / 12) % 14] || ' ' ||
             (ARRAY['on my website', 'in production', 'with Docker', 'for my team', 'behind a proxy', 'step by step',
                    'without code', 'in TypeScript', 'now'])[1 + (n / 7) % 9] ||
             CASE WHEN n % 10 = 0 THEN ' in version ' || (n % 500) ELSE '' END || '?',
             (ARRAY[NULL, '/docs/intro', '/docs/sidekick-studio/chatflows', '/docs/developers/streaming',
                    '/docs/sidekick-studio/agentflowsv2/node-reference'])[1 + n % 5],
             CASE WHEN n % 9 = 0 THEN 'sidekick' ELSE 'offline' END,
             CASE WHEN n % 90 = 0 THEN 'timeout' END,
             repeat('A sentence of the docs that answers part of the question [1]. ', 8),
             jsonb_build_array(
               jsonb_build_object('source', '/docs/page-' || (n % 200) || '#section-' || (n % 7), 'title', 'Page ' || (n % 200)),
               jsonb_build_object('source', '/docs/page-' || ((n * 7) % 200), 'title', 'Page ' || ((n * 7) % 200))),
             n % 4 <> 0,
             CASE WHEN n % 50 = 0 THEN 'stopped' ELSE 'complete' END,
             CASE WHEN n % 11 = 0 THEN -1 WHEN n % 7 = 0 THEN 1 END,
             CASE WHEN n % 33 = 0 THEN 'Not what I asked' END,
             CASE WHEN n % 11 = 0 OR n % 7 = 0 THEN now() - ((n % 90) * interval '1 day') END,
             now() - ((n % 90) * interval '1 day') - ((n % 86400) * interval '1 second')
        FROM generate_series(1, ${questions}) AS n;

    ANALYZE;
  `);
  const counts: Record<string, number> = {};
  for (const table of [
    'webinar_sessions',
    'leads',
    'email_outbox',
    'newsletter_subscribers',
    'web_vitals',
    'ask_questions',
  ]) {
    const [row] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
    counts[table] = row?.count ?? 0;
  }
  return counts;
}

async function main(): Promise<void> {
  const name = `bench_admin_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), { poolSize: 10 });
  const mailer = memoryMailer();
  let service: Awaited<ReturnType<typeof startTestService>> | undefined;
  try {
    await migrate(db);
    console.log(`Seeding ${LEADS} registrations and ${QUESTIONS} questions…`);
    const seedStarted = performance.now();
    const rows = await seed(db, LEADS, QUESTIONS);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    console.log(`Seeded in ${seedSeconds.toFixed(1)} s: ${JSON.stringify(rows)}`);

    service = await startTestService({
      db,
      mailer,
      startWorker: false,
      admin: { emails: [ADMIN], sessionHours: 1, signInRateLimit: 0 },
    });
    await postJson(`${service.url}/api/admin/sign-in`, { email: ADMIN }, { headers: { Origin: TEST_SITE_URL } });
    await service.admin!.settled();
    await service.worker.drain();
    const token = /token=([\w-]+)/.exec(mailer.sent.at(-1)?.text ?? '')?.[1] ?? '';
    const signIn = await postJson(
      `${service.url}/api/admin/sign-in/confirm`,
      { token },
      { headers: { Origin: TEST_SITE_URL } },
    );
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const url = service.url;

    async function time(route: string, runs: number) {
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < runs + 2; i++) {
        const started = performance.now();
        const response = await fetch(`${url}${route}`, { headers: { Cookie: cookie } });
        const body = await response.arrayBuffer();
        const ms = performance.now() - started;
        if (response.status !== 200) throw new Error(`${route} answered ${response.status}`);
        bytes = body.byteLength;
        // The first two warm the caches and the connection pool.
        if (i >= 2) times.push(ms);
      }
      const figure = {
        route,
        runs,
        medianMs: Number(percentile(times, 50).toFixed(1)),
        p95Ms: Number(percentile(times, 95).toFixed(1)),
        bytes,
      };
      console.log(`${route}: median ${figure.medianMs} ms, p95 ${figure.p95Ms} ms (${runs} runs, ${bytes} bytes)`);
      return figure;
    }

    const [{ id: sampleQuestion } = { id: '' }] = await db.query<{ id: string }>(
      'SELECT id FROM ask_questions ORDER BY created_at DESC LIMIT 1 OFFSET 500',
    );
    const ninetyDaysAgo = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);

    const figures = [
      await time('/api/admin/overview', RUNS),
      await time('/api/admin/registrations', RUNS),
      await time('/api/admin/registrations?q=company42&scoreMin=40&sort=score&order=desc&page=3', RUNS),
      await time('/api/admin/registrations?source=linkedin&from=2000-01-01&sort=company&order=asc&page=200', RUNS),
      await time('/api/admin/subscribers?status=subscribed', RUNS),
      await time('/api/admin/outbox', RUNS),
      await time('/api/admin/vitals?days=30', RUNS),
      await time('/api/admin/registrations/export.csv', 2),
      await time('/api/admin/questions', RUNS),
      await time('/api/admin/questions?q=webhook&answered=no&sort=question&order=asc&page=3', RUNS),
      await time('/api/admin/questions?rating=down&provider=sidekick&path=/docs/intro&page=2', RUNS),
      ...(sampleQuestion ? [await time(`/api/admin/questions/${sampleQuestion}`, RUNS)] : []),
      await time('/api/admin/questions/report', RUNS),
      await time(`/api/admin/questions/report?from=${ninetyDaysAgo}`, RUNS),
      await time('/api/admin/questions/groups', RUNS),
      await time(`/api/admin/questions/groups?from=${ninetyDaysAgo}&answered=no`, RUNS),
      await time('/api/admin/questions/export.csv', 2),
    ];
    mkdirSync('reports', { recursive: true });
    writeFileSync(
      'reports/bench-admin.json',
      `${JSON.stringify({ date: new Date().toISOString(), database: 'postgres', rows, seedSeconds, figures }, null, 2)}\n`,
    );
    console.log('Wrote reports/bench-admin.json');
  } finally {
    await service?.stop();
    await db.close();
    if (KEEP) console.log(`Kept the database ${name}`);
    else {
      const drop = new pg.Client({ connectionString: SERVER_URL });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
