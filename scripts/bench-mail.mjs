// npm run bench:mail: how fast queued mail goes out, and how long an account e-mail waits behind a
// backlog. Builds the backend, starts a temporary embedded PostgreSQL and, for each case, a local
// SMTP sink (smtp-server: accepts everything, keeps only who each message was for and over which
// connection; it can hold each of its replies back a few milliseconds, as a provider across a network
// does) and the built app on a fresh database (production mode, production logging to a file).
// Each case queues a backlog of newsletter welcomes (one real welcome queued through the API, copied
// into the general queue in one INSERT, as a campaign or a burst of inquiries would leave it), and
// measures:
//   - the delivery rate at the sink over the measurement window (from the first backlog message);
//   - a new member's verification e-mail (POST /api/register, 3 s into the window): the time from
//     the registration request (which hashes the password) to the mail at the sink, while the
//     backlog is still waiting;
//   - for comparison, what that e-mail waited in the single first-in-first-out queue of before
//     (computed: the backlog still ahead of it when it was queued, at the measured rate);
//   - the SMTP connections the app opened, and that no message arrived twice.
// The delivery settings of before are expressed as configuration (one connection, one message per
// connection, one delivery at a time), side by side with the defaults and a larger pool.
// Options: --no-build (use the existing backend/dist), --backlog N (default 10000), --window S (default
// 30), --delays 0,25 (the sink's reply delays in ms, one run each), --profile DIR (run each app under
// --cpu-prof, its profile written to DIR).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  backendRequire,
  fmt,
  machine,
  newCase,
  REPO,
  sleep,
  startApp,
  startSink,
  stopChild,
  until,
} from './bench/mail-support.mjs';
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : args[i + 1];
};

/** The delivery settings compared: before (as configuration), the defaults, a larger pool. */
const SETTINGS = [
  {
    label: 'before: one at a time, a new connection per message',
    env: {
      MAIL_SMTP_CONNECTIONS: '1',
      MAIL_SMTP_MAX_MESSAGES: '1',
      MAIL_CONCURRENCY: '1',
    },
  },
  { label: 'defaults: 3 pooled connections, 3 at once', env: {} },
  { label: '10 pooled connections, 10 at once', env: { MAIL_SMTP_CONNECTIONS: '10' } },
];
/** When the member registers, counted from the first backlog message. */
const REGISTER_AFTER_MS = 3_000;

async function post(app, route, body) {
  const res = await fetch(app.baseURL + route, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.baseURL },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${route} answered ${res.status}: ${await res.text()}`);
}

/** One case: a backlog in the general queue, the delivery rate, and an account mail behind it. */
async function runCase({
  pg,
  adminUrl,
  dataDir,
  index,
  settings,
  delayMs,
  backlog,
  windowMs,
  nodeArgs,
}) {
  const name = `bench_mail_${index}`;
  const { databaseUrl, caseDir, load } = await newCase(pg, adminUrl, dataDir, name);
  const sink = await startSink(delayMs);
  const app = await startApp(caseDir, databaseUrl, sink.url, settings.env, nodeArgs);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    // One real welcome, rendered and queued by the app, copied into the backlog.
    await post(app, '/api/newsletter/subscribe', { email: 'seed@example.org' });
    await until('the seed message', () => sink.received.length > 0, 30_000);
    const seeded = sink.received.length;
    const connectionsBefore = sink.connections.size;
    const {
      rows: [seed],
    } = await db.query(
      `SELECT id, octet_length(data::text) AS bytes FROM pgboss.job WHERE data->>'to' = 'seed@example.org'`,
    );
    await db.query(
      `INSERT INTO pgboss.job (name, data, retry_limit, retry_delay, retry_backoff, expire_in, keep_until, policy)
       SELECT name, jsonb_set(data, '{to}', to_jsonb('backlog-' || g || '@example.org')),
              retry_limit, retry_delay, retry_backoff, expire_in, now() + interval '14 days', policy
         FROM pgboss.job, generate_series(1, $2::int) AS g
        WHERE id = $1`,
      [seed.id, backlog],
    );
    await until('the first backlog message', () => sink.received.length > seeded, 30_000);
    const first = sink.received[seeded].at;
    const delivered = () => sink.received.length - seeded;

    await sleep(Math.max(0, first + REGISTER_AFTER_MS - performance.now()));
    const member = `member-${index}@example.org`;
    // Backlog messages delivered by then (every one of them is ahead of it in a single FIFO queue).
    const deliveredAtRegistration = sink.received.filter((m) => m.to.startsWith('backlog-')).length;
    const requestedAt = performance.now();
    await post(app, '/api/register', {
      username: `bench_member_${index}`,
      email: member,
      password: 'Kestrel-Ridge-77',
    });
    await until(
      'the verification e-mail',
      () => sink.received.some((m) => m.to === member),
      windowMs,
    );
    const arrived = sink.received.find((m) => m.to === member).at;

    await until(
      'the end of the window',
      () => delivered() >= backlog + 1 || performance.now() - first >= windowMs,
      windowMs + 5_000,
    );
    const elapsed = (performance.now() - first) / 1000;
    const backlogDelivered = sink.received.filter((m) => m.to.startsWith('backlog-')).length;
    const rate = backlogDelivered / elapsed;
    const counts = new Map();
    for (const m of sink.received) counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
    const duplicates = [...counts.values()].filter((n) => n > 1).length;
    return {
      settings: settings.label,
      delayMs,
      messageBytes: Number(seed.bytes),
      rate,
      backlogDelivered,
      elapsed,
      connections: sink.connections.size - connectionsBefore,
      accountWaitMs: arrived - requestedAt,
      fifoWaitS: (backlog - deliveredAtRegistration) / rate,
      duplicates,
      load,
    };
  } catch (error) {
    const log = readFileSync(path.join(caseDir, 'app.log'), 'utf8').trim().split('\n');
    console.error(`The app's last log lines:\n${log.slice(-15).join('\n')}`);
    throw error;
  } finally {
    await db.end();
    await stopChild(app.child);
    await sink.stop();
  }
}

async function main() {
  const backlog = Number(option('--backlog', '10000'));
  const windowMs = Number(option('--window', '30')) * 1000;
  const delays = option('--delays', '0,25').split(',').map(Number);
  const profileDir = option('--profile', undefined);
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  if (!args.includes('--no-build')) {
    console.log('Building the backend (npm run build -w backend)...');
    const built = spawnSync('npm', ['run', 'build', '-w', 'backend'], {
      cwd: REPO,
      stdio: 'inherit',
    });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const { startEmbeddedPostgres } = backendRequire('./dist/database/embedded-postgres.js');
  const pg = backendRequire('pg');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bb-bench-mail-'));
  const db = await startEmbeddedPostgres({ dataDir, mode: 'app' });
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const results = [];
  try {
    console.log(`Machine: ${machine()}`);
    let index = 0;
    for (const delayMs of delays)
      for (const settings of SETTINGS) {
        index += 1;
        console.log(`Case ${index}: ${settings.label}, sink reply delay ${delayMs} ms...`);
        const r = await runCase({
          pg,
          adminUrl: db.url,
          dataDir,
          index,
          settings,
          delayMs,
          backlog,
          windowMs,
          nodeArgs,
        });
        console.log(
          `  ${fmt(r.rate, 1)} messages/s (${fmt(r.backlogDelivered)} in ${fmt(r.elapsed, 1)} s), ` +
            `account mail after ${fmt(r.accountWaitMs)} ms, ${r.connections} connections, ` +
            `${r.duplicates} duplicates, load ${r.load}`,
        );
        results.push(r);
      }
  } finally {
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const lines = [
    `Run ${when} UTC. Machine: ${machine()}.`,
    `A backlog of ${fmt(backlog)} newsletter welcomes (${fmt(results[0].messageBytes)} bytes each as queued) in the general queue;`,
    `rate measured from the first backlog message over ${windowMs / 1000} s or until the backlog was delivered;`,
    `a new member registers ${REGISTER_AFTER_MS / 1000} s into it (waited: from the request to the mail at the sink).`,
    'The sink (smtp-server, 100 ms pause before each greeting) answers at once, or holds each reply',
    '(greeting, MAIL FROM, RCPT TO, end of data) the given delay, as a provider across a network does.',
    '',
    '| Delivery settings | Sink reply delay | Messages per second | SMTP connections used | Verification e-mail waited | In the single queue of before (computed) | Sent twice | Load average at start |',
    '| ----------------- | ---------------: | ------------------: | --------------------: | -------------------------: | ---------------------------------------: | ---------: | --------------------- |',
  ];
  for (const r of results)
    lines.push(
      `| ${r.settings} | ${r.delayMs} ms | **${fmt(r.rate, 1)}** | ${fmt(r.connections)} for ${fmt(r.backlogDelivered)} | ` +
        `**${fmt(r.accountWaitMs / 1000, 2)} s** | ${fmt(r.fifoWaitS)} s | ${r.duplicates} | ${r.load} |`,
    );
  console.log('\n' + lines.join('\n'));
  if (results.some((r) => r.duplicates > 0)) process.exitCode = 1;
}

await main();
