// npm run bench:newsletter: a campaign to 50,000 confirmed subscribers. Builds the backend, starts a
// temporary embedded PostgreSQL, a local SMTP sink (scripts/bench/mail-support.mjs) and, for each
// throttle setting, the built app on a fresh database (production mode) with 50,000 confirmed
// subscribers. An administrator composes a campaign and sends it through the admin API; measured:
//   - how long POST /send takes to answer (it must answer at once);
//   - the time until every delivery row and its queue job exist (queued in batches of 1,000);
//   - the app's peak memory (VmHWM) before and after queueing (the recipients are never all held);
//   - the delivery rate at the sink over the window, next to the throttle (messages per minute);
//   - that no recipient got the campaign twice.
// Options: --no-build, --subscribers N (default 50000), --window S (default 30), --rates 600,10000
// (messages per minute, one case each).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
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
// The bench's throwaway administrator, with a fresh random password (its database is deleted after).
const ADMIN = {
  username: 'benchadmin',
  email: 'bench-admin@example.org',
  password: `Bench-${randomBytes(12).toString('base64url')}-7`,
};

/** A signed-in administrator's requests (the session cookie, and the Origin the app checks). */
async function signIn(app) {
  const res = await fetch(`${app.baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.baseURL },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  if (!res.ok) throw new Error(`Sign-in answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return async (method, route, body) => {
    const started = performance.now();
    const answer = await fetch(app.baseURL + route, {
      method,
      headers: { 'content-type': 'application/json', origin: app.baseURL, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const ms = performance.now() - started;
    if (!answer.ok)
      throw new Error(`${method} ${route} answered ${answer.status}: ${await answer.text()}`);
    return { body: await answer.json(), ms };
  };
}

/** The app's peak resident memory so far, in MB (Linux). */
function peakMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+) kB/);
    return line ? Number(line[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

async function runCase({ pg, adminUrl, dataDir, index, rate, subscribers, windowMs }) {
  const name = `bench_newsletter_${index}`;
  const { databaseUrl, caseDir, load } = await newCase(pg, adminUrl, dataDir, name);
  const sink = await startSink(0);
  const app = await startApp(
    caseDir,
    databaseUrl,
    sink.url,
    {
      NEWSLETTER_RATE_PER_MINUTE: String(rate),
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    [],
  );
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO newsletter_subscriber (email, status, unsubscribe_token_hash,
         consent_source, consent_given_at, consent_confirmed_at, consent_wording)
       SELECT 'reader-' || g || '@example.org', 'confirmed', md5(g::text) || md5(g::text || 'x'),
              'footer-form', now(), now(), 'Monthly insights'
         FROM generate_series(1, $1::int) AS g`,
      [subscribers],
    );
    const call = await signIn(app);
    const { body: campaign } = await call('POST', '/api/admin/newsletter/campaigns', {
      subject: 'Inclusion insights for the benchmark',
      body:
        'Three practical ideas for your next team meeting.\n\n### What we learned\n\n' +
        '- Ask before you assume.\n- Offer more than one way to take part.\n\n' +
        'Read more on [our programmes](/programs).',
    });
    const memoryBefore = peakMb(app.child.pid);
    const sendStarted = performance.now();
    const send = await call('POST', `/api/admin/newsletter/campaigns/${campaign.id}/send`, {});
    await until(
      'every delivery queued',
      async () =>
        (
          await db.query(`SELECT enqueue_phase FROM newsletter_campaign WHERE id = $1`, [
            campaign.id,
          ])
        ).rows[0].enqueue_phase === 'done',
      300_000,
    );
    const queuedMs = performance.now() - sendStarted;
    const {
      rows: [{ deliveries, jobs }],
    } = await db.query(
      `SELECT (SELECT count(*)::int FROM newsletter_delivery WHERE campaign_id = $1) AS deliveries,
              (SELECT count(*)::int FROM pgboss.job WHERE name = 'mail-bulk') AS jobs`,
      [campaign.id],
    );
    const memoryAfter = peakMb(app.child.pid);

    // The delivery rate at the sink, from its first campaign message, over the window.
    await until('the first message', () => sink.received.length > 0, 60_000);
    const first = sink.received[0].at;
    await sleep(Math.max(0, first + windowMs - performance.now()));
    const delivered = sink.received.filter((m) => m.at - first < windowMs).length;
    const perMinute = (delivered / windowMs) * 60_000;
    const counts = new Map();
    for (const m of sink.received) counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
    const duplicates = [...counts.values()].filter((n) => n > 1).length;
    return {
      rate,
      sendMs: send.ms,
      queuedMs,
      deliveries,
      jobs,
      memoryBefore,
      memoryAfter,
      perMinute,
      delivered,
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
  const subscribers = Number(option('--subscribers', '50000'));
  const windowMs = Number(option('--window', '30')) * 1000;
  const rates = option('--rates', '600,10000').split(',').map(Number);
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
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bb-bench-newsletter-'));
  const db = await startEmbeddedPostgres({ dataDir, mode: 'app' });
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const results = [];
  try {
    console.log(`Machine: ${machine()}`);
    for (const [i, rate] of rates.entries()) {
      console.log(
        `Case ${i + 1}: ${fmt(subscribers)} confirmed subscribers, throttle ${fmt(rate)} a minute...`,
      );
      const r = await runCase({
        pg,
        adminUrl: db.url,
        dataDir,
        index: i + 1,
        rate,
        subscribers,
        windowMs,
      });
      console.log(
        `  send answered in ${fmt(r.sendMs)} ms, ${fmt(r.deliveries)} deliveries queued in ${fmt(r.queuedMs / 1000, 1)} s, ` +
          `${fmt(r.perMinute)} a minute delivered, ${r.duplicates} duplicates`,
      );
      results.push(r);
    }
  } finally {
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const lines = [
    `Run ${when} UTC. Machine: ${machine()}.`,
    `${fmt(subscribers)} confirmed subscribers; a campaign sent through the admin API; delivery into a local SMTP sink`,
    `(smtp-server, answering at once) measured from its first message over ${windowMs / 1000} s; memory is the app's peak RSS.`,
    '',
    '| Throttle (a minute) | Send answered | Deliveries and jobs queued | Queued in | Peak memory before → after queueing | Delivered (a minute) | Sent twice | Load average at start |',
    '| ------------------: | ------------: | -------------------------: | --------: | ----------------------------------: | -------------------: | ---------: | --------------------- |',
  ];
  for (const r of results)
    lines.push(
      `| ${fmt(r.rate)} | **${fmt(r.sendMs)} ms** | ${fmt(r.deliveries)} / ${fmt(r.jobs)} | **${fmt(r.queuedMs / 1000, 1)} s** | ` +
        `${fmt(r.memoryBefore)} → ${fmt(r.memoryAfter)} MB | **${fmt(r.perMinute)}** (${fmt(r.delivered)} in ${windowMs / 1000} s) | ${r.duplicates} | ${r.load} |`,
    );
  console.log('\n' + lines.join('\n'));
  if (results.some((r) => r.duplicates > 0)) process.exitCode = 1;
}

await main();
