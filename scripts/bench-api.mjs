// npm run bench:api: the API's speed, side by side with its floor, in one run. Builds the backend,
// starts a temporary embedded PostgreSQL and the built app on it (production mode, production
// logging: LOG_LEVEL info, one JSON line per request, written to a file), fetches the body of each
// measured GET from it (measured three times: as a visitor's request; as a signed-in member's, with
// the session cookie and hint a browser sends after signing in, so the session and the member are
// read on every request; and with an unknown cookie, which takes the way through Express), then starts a bare NestJS-on-Express app and a raw
// node:http server that answer the same bytes, and runs autocannon (50 connections, the same warm-up and duration for every
// case) against each, one after another. Then POST /api/contact from many client addresses (one
// X-Forwarded-For address per request; the bench's instance alone trusts that header, TRUST_PROXY=
// loopback, so the per-address rate limit is met, not switched off), and a count in the database that
// every 2xx is a stored inquiry with its two e-mails queued. Then the public page reads side by side
// (issue 44): GET /api/testimonials, GET /api/pages/about (a page's published document) and GET
// /about (the page's HTML), each measured twice in the order T P H H P T (so drift in the machine's
// load counts against each alike), as a browser asks (Accept-Encoding: gzip, deflate, br, zstd)
// and without Accept-Encoding, by a closed-loop generator that reads bodies without decoding them
// (scripts/bench/closed-loop.mjs: autocannon spends a core decoding a 40 KB page as UTF-8 and
// measures itself); each page read's share of /api/testimonials' rate, target at least 0.8. Prints tables (Markdown, for docs/performance.md) and exits 1 if the count does not match or
// a page read misses its target. Builds the frontend too: the page's HTML is the build's.
// Options: --no-build (use the existing frontend/dist and backend/dist), --duration S (default 10),
// --warmup S (default 3), --profile FILE (run the app under --cpu-prof during a GET run and then a
// POST /api/contact run, and write the top self-time functions of each to FILE instead of the
// benchmark), --contact-only (only the POST /api/contact runs), --pages-only (only the page reads
// side by side).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { closedLoop } from './bench/closed-loop.mjs';
import { benchAppEnv } from './bench/app-env.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const backendRequire = createRequire(path.join(REPO, 'backend/package.json'));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : args[i + 1];
};
const CONNECTIONS = 50;
const GET_PATHS = ['/api/testimonials', '/api/carousel/mwo-show'];
const CONTACT_CONNECTIONS = [8, CONNECTIONS];
/** The page reads measured side by side with their reference (the first), and their target share. */
const PAGE_READS = ['/api/testimonials', '/api/pages/about', '/about'];
const PAGE_READ_TARGET = 0.8;
/**
 * How each page read is asked for: as Chromium asks, and with no Accept-Encoding (as the rows above;
 * the page is then 116 KB, 41 times the reference's answer: its floor is shown beside it).
 */
const PAGE_READ_STYLES = [
  { label: 'br (a browser)', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } },
  { label: 'none', headers: {} },
];

async function serve(kind, port, body) {
  if (kind === 'replay') {
    // The app's answers as it sent them (status 200, its headers, its bytes), by path and by
    // whether the request asks for an encoding: the machine's floor for answers of those sizes.
    const answers = new Map(
      JSON.parse(body.toString('utf8')).map(({ key, headers, body: bytes }) => [
        key,
        { headers, body: Buffer.from(bytes, 'base64') },
      ]),
    );
    const server = http.createServer((req, res) => {
      const answer = answers.get(`${req.url}\n${req.headers['accept-encoding'] ?? ''}`);
      if (!answer) return void res.writeHead(404).end();
      res.writeHead(200, answer.headers);
      res.end(answer.body);
    });
    server.listen(port, '127.0.0.1', () => process.send?.('ready'));
    return;
  }
  if (kind === 'raw') {
    const server = http.createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(body);
    });
    server.listen(port, '127.0.0.1', () => process.send?.('ready'));
    return;
  }
  // A bare Nest app on Express: one controller, nothing else (no middleware, no logger).
  backendRequire('reflect-metadata');
  const { Controller, Get, Header, Module, Logger } = backendRequire('@nestjs/common');
  const { NestFactory } = backendRequire('@nestjs/core');
  const payload = JSON.parse(body.toString('utf8'));
  class BareController {
    answer() {
      return payload;
    }
  }
  const answer = Object.getOwnPropertyDescriptor(BareController.prototype, 'answer');
  Header('Cache-Control', 'no-cache')(BareController.prototype, 'answer', answer);
  Get('*path')(BareController.prototype, 'answer', answer);
  Controller()(BareController);
  class BareModule {}
  Module({ controllers: [BareController] })(BareModule);
  Logger.overrideLogger(['error']);
  const app = await NestFactory.create(BareModule, { logger: ['error'] });
  await app.listen(port, '127.0.0.1');
  process.send?.('ready');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = http.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child, what) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited during start-up`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer in 120 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

/** The built app on `databaseUrl`, production mode and logging; its log lines go to `logFile`. */
async function startApp(dataDir, databaseUrl, nodeArgs = []) {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env = benchAppEnv(
    { port, dataDir, databaseUrl },
    {
      // Only this instance believes X-Forwarded-For (from the bench on this machine): each
      // simulated visitor has its own address, and the per-address limit of the contact form
      // applies to each.
      TRUST_PROXY: 'loopback',
    },
  );
  const log = openSync(path.join(dataDir, 'app.log'), 'a');
  const child = spawn(process.execPath, [...nodeArgs, path.join(REPO, 'backend/dist/main.js')], {
    env,
    cwd: dataDir,
    stdio: ['ignore', log, log],
  });
  await waitFor(`${baseURL}/api/health`, child, 'The app');
  return { baseURL, child };
}

async function startComparison(kind, bodyFile) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [fileURLToPath(import.meta.url), '--serve', kind, String(port), bodyFile],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', () => reject(new Error(`The ${kind} server exited during start-up`)));
  });
  return { baseURL: `http://127.0.0.1:${port}`, child };
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/** A warm-up run (discarded), then the measured run. */
async function measure(url, duration, warmup, extra = {}) {
  if (warmup > 0) await cannon({ url, duration: warmup, ...extra });
  const r = await cannon({ url, duration, ...extra });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    ok: r['2xx'],
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/**
 * autocannon options for POST /api/contact, each request from its own client address (X-Forwarded-
 * For) and with its own sender address `bench-<runId>-<n>@example.org`; the sender of each request
 * answered 2xx is added to `answered`.
 */
function contactLoad(baseURL, runId, answered, connections) {
  let n = 0;
  return {
    connections,
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    requests: [
      {
        setupRequest(req, context) {
          n += 1;
          context.email = `bench-${runId}-${connections}-${n}@example.org`;
          return {
            ...req,
            headers: {
              ...req.headers,
              'x-forwarded-for': `10.${connections & 255}.${(n >> 8) & 255}.${n & 255}`,
            },
            body: JSON.stringify({
              name: `Bench Visitor ${n}`,
              email: context.email,
              inquiryType: 'general',
              message: `Message number ${n} of the API benchmark.`,
            }),
          };
        },
        // The sender address of each request answered 2xx, to look its row up afterwards.
        onResponse(status, _body, context) {
          if (status >= 200 && status < 300) answered?.add(context.email);
        },
      },
    ],
  };
}

/**
 * A member account (inserted with the app's own password hashing) signed in through POST /api/login:
 * the Cookie header its browser then sends (the session cookie and the signed-in hint).
 */
async function signedInMember(app, pool) {
  const { hashPassword } = backendRequire('./dist/users/password.js');
  const password = randomBytes(12).toString('base64url');
  const username = `bench${randomBytes(3).toString('hex')}`;
  await pool.query(
    `INSERT INTO app_user (username, email, password_hash, email_verified) VALUES ($1, $2, $3, true)`,
    [username, `${username}@example.org`, await hashPassword(password)],
  );
  const res = await fetch(`${app.baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.baseURL },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`POST /api/login answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A GET's answer as sent (status, headers, the body undecoded). */
function rawGet(url, headers) {
  return new Promise((resolve, reject) =>
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject),
  );
}

function machine() {
  return (
    `${cpus().length} x ${cpus()[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ` +
    `Node ${process.version}, load average before the run ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`
  );
}

const fmt = (n) => Math.round(n).toLocaleString('en-GB');

async function main() {
  const duration = Number(option('--duration', '10'));
  const warmup = Number(option('--warmup', '3'));
  const profileOut = option('--profile', undefined);
  if (!args.includes('--no-build')) {
    console.log('Building the app (npm run build)...');
    const built = spawnSync('npm', ['run', 'build'], { cwd: REPO, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const { startEmbeddedPostgres } = backendRequire('./dist/database/embedded-postgres.js');
  const pg = backendRequire('pg');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bb-bench-api-'));
  const db = await startEmbeddedPostgres({ dataDir, mode: 'app' });
  const children = [];
  const cleanUp = async () => {
    for (const child of children) await stopChild(child);
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    if (profileOut) {
      await profile(dataDir, db.url, duration, profileOut, children);
      return;
    }
    const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
    console.log(`Machine: ${machine()}`);
    const app = await startApp(dataDir, db.url);
    children.push(app.child);

    const pool = new pg.Pool({ connectionString: db.url, max: 2 });
    // Transactions of the app's database (every statement outside a transaction is one): the
    // database round trips per request, give or take the mail queue's few polls.
    const transactions = async () =>
      Number(
        (
          await pool.query(
            `SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()`,
          )
        ).rows[0].n,
      );
    const member = args.includes('--contact-only') ? undefined : await signedInMember(app, pool);
    // Writes to the session table (express-session's saves and touches) during a run.
    const sessionWrites = async () =>
      Number(
        (
          await pool.query(
            `SELECT n_tup_ins + n_tup_upd AS n FROM pg_stat_user_tables WHERE relname = 'session'`,
          )
        ).rows[0].n,
      );
    const pagesOnly = args.includes('--pages-only');
    const rows = [];
    for (const route of args.includes('--contact-only') || pagesOnly ? [] : GET_PATHS) {
      const res = await fetch(app.baseURL + route);
      const body = Buffer.from(await res.arrayBuffer());
      if (!res.ok) throw new Error(`GET ${route} answered ${res.status}`);
      const bodyFile = path.join(dataDir, `body-${rows.length}.json`);
      writeFileSync(bodyFile, body);
      await cannon({ url: app.baseURL + route, duration: warmup });
      // The statistics collector publishes counts with a delay of up to a second or so.
      await new Promise((r) => setTimeout(r, 1500));
      const before = await transactions();
      const ours = await measure(app.baseURL + route, duration, 0);
      await new Promise((r) => setTimeout(r, 1500));
      ours.dbPerRequest = (await transactions()) - before - 1;
      ours.dbPerRequest /= ours.total;
      // A signed-in member's read: the session and the member are read for every request.
      await cannon({ url: app.baseURL + route, duration: warmup, headers: { cookie: member } });
      await new Promise((r) => setTimeout(r, 1500));
      const [beforeSigned, writesBefore] = [await transactions(), await sessionWrites()];
      const signedIn = await measure(app.baseURL + route, duration, 0, {
        headers: { cookie: member },
      });
      await new Promise((r) => setTimeout(r, 1500));
      signedIn.dbPerRequest = ((await transactions()) - beforeSigned - 1) / signedIn.total;
      signedIn.sessionWrites = (await sessionWrites()) - writesBefore;
      // The same answer through Express and the controller (a cookie the app does not know does not
      // take the fast path in front of Express).
      const throughExpress = await measure(app.baseURL + route, duration, warmup, {
        headers: { cookie: 'bench=1' },
      });
      const bare = await startComparison('nest', bodyFile);
      const bareResult = await measure(bare.baseURL + route, duration, warmup);
      await stopChild(bare.child);
      const raw = await startComparison('raw', bodyFile);
      const rawResult = await measure(raw.baseURL + route, duration, warmup);
      await stopChild(raw.child);
      rows.push({
        route,
        bytes: body.length,
        ours,
        signedIn,
        throughExpress,
        bare: bareResult,
        raw: rawResult,
      });
      for (const [name, r] of [
        ['ours', ours],
        ['ours, signed-in member', signedIn],
        ['ours with a cookie', throughExpress],
        ['bare Nest', bareResult],
        ['node:http', rawResult],
      ]) {
        if (r.non2xx || r.errors)
          throw new Error(`GET ${route} (${name}): ${r.non2xx} non-2xx, ${r.errors} errors`);
      }
    }

    // POST /api/contact: each request from its own address and with its own sender address; at 8
    // connections (under the database pool's 10) and at the 50 of the GETs.
    const runId = randomBytes(3).toString('hex');
    const answered = new Set();
    const contactRun = (connections) =>
      measure(
        app.baseURL + '/api/contact',
        duration,
        0,
        contactLoad(app.baseURL, runId, answered, connections),
      );
    const contacts = [];
    for (const connections of pagesOnly ? [] : CONTACT_CONNECTIONS) {
      const before = await transactions();
      const result = await contactRun(connections);
      // Counted right away: the mail worker's transactions for these jobs (run after they were
      // answered) fall partly outside, so this is a lower bound.
      result.dbPerRequest = ((await transactions()) - before - 1) / result.total;
      contacts.push({ connections, ...result });
      // Let the mail queue's worker and the database settle before the next run.
      await new Promise((r) => setTimeout(r, 3000));
    }
    const answeredCount = contacts.reduce((sum, c) => sum + c.ok, 0);
    const jobTables = (
      await pool.query(
        `SELECT table_name FROM information_schema.tables
          WHERE table_schema = 'pgboss' AND table_name IN ('job', 'archive')`,
      )
    ).rows.map((r) => `pgboss.${r.table_name}`);
    const jobs = jobTables
      .map((t) => `SELECT data FROM ${t} WHERE name = 'mail'`)
      .join(' UNION ALL ');
    const count = async (sql, params) => Number((await pool.query(sql, params)).rows[0].n);
    // Every bench row (answers that came after autocannon stopped counting are stored too)...
    const storedAll = await count(`SELECT count(*) AS n FROM contact_message WHERE email LIKE $1`, [
      `bench-${runId}-%@example.org`,
    ]);
    // ...and the rows of the requests answered 2xx, each with exactly one acknowledgement (to the
    // sender) and one notification (Reply-To the sender) in the mail queue.
    const emails = [...answered];
    const stored = await count(`SELECT count(*) AS n FROM contact_message WHERE email = ANY($1)`, [
      emails,
    ]);
    const complete = await count(
      `WITH j AS (${jobs}),
            acks AS (SELECT data->>'to' AS e, count(*) AS n FROM j GROUP BY 1),
            notes AS (SELECT data->'headers'->>'Reply-To' AS e, count(*) AS n FROM j GROUP BY 1)
       SELECT count(*) AS n FROM contact_message c
         JOIN acks a ON a.e = c.email AND a.n = 1
         JOIN notes o ON o.e = c.email AND o.n = 1
        WHERE c.email = ANY($1)`,
      [emails],
    );
    await pool.end();
    const proven =
      pagesOnly ||
      (emails.length > 0 &&
        emails.length === answeredCount &&
        stored === emails.length &&
        complete === stored);

    // The public page reads side by side (issue 44), each twice: T P H, then H P T; then each
    // once from a raw node:http server that sends the app's answers byte for byte (the floor).
    const pageReads = [];
    const sent = new Map();
    for (const style of args.includes('--contact-only') ? [] : PAGE_READ_STYLES)
      for (const route of PAGE_READS) {
        const answer = await rawGet(app.baseURL + route, style.headers);
        if (answer.status !== 200) throw new Error(`GET ${route} answered ${answer.status}`);
        sent.set(`${route}\n${style.headers['accept-encoding'] ?? ''}`, answer);
      }
    const replayFile = path.join(dataDir, 'replay.json');
    writeFileSync(
      replayFile,
      JSON.stringify(
        [...sent].map(([key, answer]) => ({
          key,
          headers: Object.fromEntries(
            Object.entries(answer.headers).filter(
              ([name]) => !['date', 'connection', 'keep-alive'].includes(name),
            ),
          ),
          body: answer.body.toString('base64'),
        })),
      ),
    );
    for (const style of args.includes('--contact-only') ? [] : PAGE_READ_STYLES) {
      const runs = new Map(PAGE_READS.map((route) => [route, []]));
      const bytes = new Map(
        PAGE_READS.map((route) => [
          route,
          sent.get(`${route}\n${style.headers['accept-encoding'] ?? ''}`),
        ]),
      );
      for (const route of [...PAGE_READS, ...[...PAGE_READS].reverse()]) {
        const r = await closedLoop({
          url: app.baseURL + route,
          headers: style.headers,
          connections: CONNECTIONS,
          duration,
          warmup,
        });
        if (r.non2xx || r.errors)
          throw new Error(`GET ${route} (${style.label}): ${r.non2xx} non-2xx, ${r.errors} errors`);
        runs.get(route).push(r);
      }
      for (const route of PAGE_READS)
        pageReads.push({ route, style, answer: bytes.get(route), runs: runs.get(route) });
    }
    if (pageReads.length) {
      const replay = await startComparison('replay', replayFile);
      for (const read of pageReads)
        read.floor = await closedLoop({
          url: replay.baseURL + read.route,
          headers: read.style.headers,
          connections: CONNECTIONS,
          duration,
          warmup,
        });
      await stopChild(replay.child);
    }
    const meanRps = (read) => read.runs.reduce((sum, r) => sum + r.rps, 0) / read.runs.length;
    const reference = (style) =>
      pageReads.find((read) => read.style === style && read.route === PAGE_READS[0]);
    const pageShare = (read) => meanRps(read) / meanRps(reference(read.style));
    const pagesMet = pageReads.every(
      (read) => read.route === PAGE_READS[0] || pageShare(read) >= PAGE_READ_TARGET,
    );

    const ratio = (r) => (r.ours.rps / r.bare.rps).toFixed(2);
    const lines = [
      `Run ${when} UTC. Machine: ${machine()}.`,
      `autocannon ${CONNECTIONS} connections, ${warmup} s warm-up then ${duration} s measured per case,`,
      'one case after another; the app in production mode with production logging (LOG_LEVEL info,',
      'one JSON line per request, to a file).',
    ];
    if (!pagesOnly)
      lines.push(
        '',
        '| Request | Server | req/s | p50 | p99 | Ratio to bare Nest | DB transactions per request |',
        '| ------- | ------ | ----: | --: | --: | -----------------: | --------------------------: |',
      );
    for (const r of rows) {
      const label = `GET ${r.route} (${fmt(r.bytes)} B)`;
      lines.push(
        `| ${label} | **ours** | **${fmt(r.ours.rps)}** | ${r.ours.p50} ms | ${r.ours.p99} ms | **${ratio(r)}** | ${r.ours.dbPerRequest.toFixed(2)} |`,
        `| ${label} | **ours, signed-in member** | **${fmt(r.signedIn.rps)}** | ${r.signedIn.p50} ms | ${r.signedIn.p99} ms | ${(r.signedIn.rps / r.bare.rps).toFixed(2)} | ${r.signedIn.dbPerRequest.toFixed(2)} |`,
        `| ${label} | ours, with a cookie (through Express) | ${fmt(r.throughExpress.rps)} | ${r.throughExpress.p50} ms | ${r.throughExpress.p99} ms | ${(r.throughExpress.rps / r.bare.rps).toFixed(2)} | |`,
        `| ${label} | bare Nest on Express | ${fmt(r.bare.rps)} | ${r.bare.p50} ms | ${r.bare.p99} ms | 1.00 | |`,
        `| ${label} | raw node:http | ${fmt(r.raw.rps)} | ${r.raw.p50} ms | ${r.raw.p99} ms | ${(r.raw.rps / r.bare.rps).toFixed(2)} | |`,
      );
    }
    for (const c of contacts) {
      lines.push(
        `| POST /api/contact, ${c.connections} connections | **ours** | **${fmt(c.rps)}** | ${c.p50} ms | ${c.p99} ms | | ${c.dbPerRequest.toFixed(2)} |`,
      );
    }
    if (!pagesOnly) lines.push('');
    for (const r of rows) {
      const share = r.signedIn.rps / r.ours.rps;
      const met = share >= 1 / 3 && r.signedIn.p99 < 50;
      lines.push(
        `GET ${r.route} signed in: ${fmt(r.signedIn.rps)} req/s, ${(100 * share).toFixed(0)}% of a ` +
          `visitor's ${fmt(r.ours.rps)} (target at least 33%), p99 ${r.signedIn.p99} ms (target under ` +
          `50 ms): ${met ? 'met' : 'NOT MET'}; ${fmt(r.signedIn.sessionWrites)} session writes for ` +
          `${fmt(r.signedIn.total)} requests.`,
      );
    }
    for (const c of contacts) {
      lines.push(
        `POST /api/contact at ${c.connections} connections: ${fmt(c.total)} requests, ${fmt(c.ok)} answered ` +
          `2xx (${fmt(c.ok / duration)} per second), ${fmt(c.non2xx)} other, ${c.errors} errors.`,
      );
    }
    if (!pagesOnly)
      lines.push(
        `In the database afterwards: ${fmt(storedAll)} stored inquiries from the bench; of the ` +
          `${fmt(answeredCount)} requests answered 2xx, ${fmt(stored)} are stored rows, ${fmt(complete)} ` +
          `with exactly one acknowledgement and one notification queued ` +
          `(${proven ? 'every 2xx accounted for' : 'MISMATCH'}).`,
      );
    if (pageReads.length) {
      lines.push(
        '',
        `Public page reads side by side: ${CONNECTIONS} connections of scripts/bench/closed-loop.mjs ` +
          '(each sends its next request when it has read its answer; bodies are counted, not decoded), ' +
          `each read measured twice ` +
          `(${warmup} s warm-up then ${duration} s, in the order ${PAGE_READS.join(', ')}, then back); ` +
          `req/s is the mean of the two runs.`,
        '',
        `| Request | Accept-Encoding | Body sent | req/s (runs) | p50 | p99 | Share of /api/testimonials | Target (>= ${PAGE_READ_TARGET}) | Floor: the same bytes from raw node:http |`,
        '| ------- | --------------- | --------: | -----------: | --: | --: | -------------------------: | ------------- | ---------------------------------------: |',
      );
      for (const read of pageReads) {
        const { answer } = read;
        const encoding = answer.headers['content-encoding'];
        const isReference = read.route === PAGE_READS[0];
        const met = pageShare(read) >= PAGE_READ_TARGET;
        lines.push(
          `| GET ${read.route} | ${read.style.label} | ${fmt(answer.body.length)} B${encoding ? ` ${encoding}` : ''} | ` +
            `**${fmt(meanRps(read))}** (${read.runs.map((r) => fmt(r.rps)).join(', ')}) | ` +
            `${read.runs.map((r) => `${r.p50}`).join(', ')} ms | ${read.runs.map((r) => `${r.p99}`).join(', ')} ms | ` +
            `${isReference ? '1.00' : `**${pageShare(read).toFixed(2)}**`} | ${isReference ? '' : met ? 'met' : 'NOT MET'} | ` +
            `${fmt(read.floor.rps)} req/s, p99 ${read.floor.p99} ms |`,
        );
      }
    }
    console.log('\n' + lines.join('\n'));
    if (!proven || !pagesMet) process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

/** The app under --cpu-prof during a GET run; its top self-time functions written to `out`. */
async function profile(dataDir, databaseUrl, duration, out, children) {
  const profDir = path.join(dataDir, 'prof');
  const app = await startApp(dataDir, databaseUrl, ['--cpu-prof', `--cpu-prof-dir=${profDir}`]);
  children.push(app.child);
  for (const route of GET_PATHS) await cannon({ url: app.baseURL + route, duration: 2 });
  const contact = (runId) => contactLoad(app.baseURL, runId, undefined, CONNECTIONS);
  // The profile's clock and process.hrtime are both the monotonic clock: only the samples taken
  // while the measured load ran are counted (not the start-up, the warm-up or the shutdown).
  const now = () => Number(process.hrtime.bigint() / 1000n);
  const windows = [];
  let from = now();
  for (const route of GET_PATHS) await cannon({ url: app.baseURL + route, duration });
  windows.push({ what: `GET ${GET_PATHS.join(' and ')} for ${duration} s each`, from, to: now() });
  await cannon({ url: app.baseURL + '/api/contact', duration: 2, ...contact('warm') });
  from = now();
  await cannon({ url: app.baseURL + '/api/contact', duration, ...contact('measured') });
  windows.push({ what: `POST /api/contact for ${duration} s`, from, to: now() });
  await stopChild(app.child);
  const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
  const prof = JSON.parse(readFileSync(path.join(profDir, file), 'utf8'));
  const text = windows.map((w) => breakdown(prof, w)).join('\n\n');
  writeFileSync(out, text + '\n');
  console.log(text);
}

/** The self time of the profile's samples taken in `window`, by package and by function. */
function breakdown(prof, { what, from, to }) {
  // Self time per sample: samples[i] lasted timeDeltas[i+1] microseconds.
  const self = new Map();
  let at = prof.startTime;
  prof.samples.forEach((id, i) => {
    at += prof.timeDeltas[i];
    if (at < from || at > to) return;
    self.set(id, (self.get(id) ?? 0) + (prof.timeDeltas[i + 1] ?? 0));
  });
  const byFunction = new Map();
  const byPackage = new Map();
  const parent = new Map();
  const nodes = new Map(prof.nodes.map((node) => [node.id, node]));
  for (const node of prof.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const where = (node) => node.callFrame.url.replace(/^file:\/\//, '').replace(REPO + '/', '');
  /** The package (or our code) of a frame, undefined for Node's own and native code. */
  const packageOf = (node) =>
    where(node).match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ??
    (where(node).startsWith('backend/') ? 'our code' : undefined);
  let total = 0;
  for (const node of prof.nodes) {
    const t = self.get(node.id) ?? 0;
    if (!t) continue;
    total += t;
    const { functionName, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${where(node) || '(native)'}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + t);
    // Node's own and native code (a socket's writev, a hash) counts for the package that called it.
    let pkg;
    for (let n = node; n && !pkg; n = nodes.get(parent.get(n.id))) pkg = packageOf(n);
    if (!pkg) pkg = functionName.startsWith('(') ? functionName : 'node core (HTTP server)';
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + t);
  }
  const top = (map, k) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([key, t]) => `${((100 * t) / total).toFixed(1).padStart(5)}%  ${key}`);
  return [
    `CPU profile of the app, ${what} (${(total / 1e6).toFixed(1)} s of samples while the load ran)`,
    '',
    "Self time by package (Node's own and native code counted for the package that called it):",
    ...top(byPackage, 25),
    '',
    'Top self-time functions:',
    ...top(byFunction, 40),
  ].join('\n');
}

// Child mode: one of the comparison servers, answering `body` (a file) as the app did.
if (args[0] === '--serve') {
  await serve(args[1], Number(args[2]), readFileSync(args[3]));
} else {
  await main();
}
