// npm run bench:admin: the admin lists at scale (issue 20). Builds the app (frontend and backend),
// starts a temporary embedded PostgreSQL and the built app on it (production mode, production
// logging to a file), seeds it in SQL (generate_series) with 50,000 users, 50,000 contact messages,
// 20,000 speaking requests, 5,000 corporate partnerships, 2,000 testimonials, 50,000 newsletter
// subscribers and 50,000 audit entries, signs an administrator in through POST /api/login (a fresh
// database does not require two-factor sign-in of administrators; nothing is switched off), then:
//   1. each admin list: a few typical requests (first page without parameters, a search, a filter, a
//      deep page, a sort where offered), each ~20 times one after another: median and p95 time and
//      the answer's size; targets median <= 150 ms and <= 100 KB;
//   2. a visitor's GET /api/site (10 connections) alone, then while three administrator clients loop
//      over list pages and the CSV exports: at a steady rate of visitors (200 requests a second, far
//      more than the site's busiest day; scripts/bench/steady-visitors.mjs, open loop, each latency
//      from the request's due time), whose p99 is the target (< 20 ms with the administrators), and
//      as fast as the app answers (autocannon: its capacity, shown beside);
//      beside them the machine's floor: a raw Node HTTP server in a process of its own answering the
//      same bytes, measured the same steady way alone and while the administrators load the app;
//   3. Chromium (the e2e specs' executable and flags, frontend/e2e/support/chromium.ts), signed in:
//      time from navigation start to the first data row being visible on each admin list page;
//      target <= 1.5 s.
// Prints one Markdown table per part (for docs/performance.md) and exits 1 if a target is missed.
// Options: --no-build (use the existing frontend/dist and backend/dist), --requests N (per list
// request, default 20), --duration S (each visitor run, default 10), --warmup S (default 3), --scale F
// (multiply the seeded row counts, default 1; a quick check of the bench itself), --no-browser,
// --no-capacity (skip the visitor's runs as fast as the app answers),
// --cpu-prof (the app writes a CPU profile, CPU.*.cpuprofile, into the repository's folder at exit).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { cpus, loadavg, setPriority, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { steadyVisitors } from './bench/steady-visitors.mjs';
import { benchAppEnv } from './bench/app-env.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const backendRequire = createRequire(path.join(REPO, 'backend/package.json'));
const frontendRequire = createRequire(path.join(REPO, 'frontend/package.json'));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : args[i + 1];
};

const TARGET = { medianMs: 150, bytes: 100 * 1024, visitorP99Ms: 20, firstRowMs: 1500 };
const VISITOR_CONNECTIONS = 10;
/**
 * The steady visitors' rate, requests per second. Latency is measured at a rate the app keeps up
 * with: at saturation (autocannon's default) each connection sends its next request as soon as the
 * last one is answered, so the p99 is the queue of the generator's own requests, and any CPU the
 * administrators use shows as visitor latency whether or not anything holds the event loop.
 */
const VISITOR_RATE = 200;
const ADMIN_CLIENTS = 3;
const SCALE = Number(option('--scale', '1'));
const COUNTS = Object.fromEntries(
  Object.entries({
    users: 50_000,
    contactMessages: 50_000,
    speakingRequests: 20_000,
    partnerships: 5_000,
    testimonials: 2_000,
    subscribers: 50_000,
    audit: 50_000,
  }).map(([k, n]) => [k, Math.max(10, Math.round(n * SCALE))]),
);

/**
 * The lists and their typical requests (the common contract: page, pageSize, search, sort, order
 * and each list's filters). `deep` asks for the last page once the first answer gave the total.
 */
const LISTS = [
  {
    name: 'Users',
    path: '/api/admin/users',
    page: '/admin/users',
    requests: [
      ['first page', ''],
      ['search', '?search=garcia'],
      ['filter', '?role=admin'],
      ['sort', '?sort=username&order=asc'],
    ],
  },
  {
    name: 'Contact messages',
    path: '/api/admin/contact-messages',
    page: '/admin/messages',
    requests: [
      ['first page', ''],
      ['search', '?search=mercer'],
      ['filter', '?status=new'],
    ],
  },
  {
    name: 'Speaking requests',
    path: '/api/admin/speaking-requests',
    page: '/admin/bookings',
    requests: [
      ['first page', ''],
      ['search', '?search=kestrel'],
      ['filter', '?status=pending'],
    ],
  },
  {
    name: 'Corporate partnerships',
    path: '/api/admin/corporate-partnerships',
    page: '/admin/partnerships',
    requests: [
      ['first page', ''],
      ['search', '?search=harbour'],
      ['filter', '?status=active'],
    ],
  },
  {
    name: 'Testimonials',
    path: '/api/admin/testimonials',
    page: '/admin/testimonials',
    requests: [
      ['first page', ''],
      ['search', '?search=mercer'],
      ['filter', '?status=draft'],
    ],
  },
  {
    name: 'Newsletter subscribers',
    path: '/api/admin/newsletter-subscribers',
    requests: [
      ['first page', ''],
      ['search', '?search=reader12'],
      ['filter', '?status=unsubscribed'],
      ['filter (pending)', '?status=pending'],
    ],
  },
  {
    name: 'Audit log',
    path: '/api/admin/audit-log',
    requests: [
      ['first page', ''],
      ['search (actor)', '?actor=chief'],
      ['filter', '?action=testimonial.update'],
    ],
  },
];
const EXPORTS = [
  '/api/admin/users/export',
  '/api/admin/contact-messages/export',
  '/api/admin/speaking-requests/export',
  '/api/admin/newsletter-subscribers/export',
];

// ---- The app and its database ----

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

/** The built app on `databaseUrl` (production mode and logging, to a file); it migrates at start. */
async function startApp(dataDir, databaseUrl) {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env = benchAppEnv({ port, dataDir, databaseUrl });
  const log = openSync(path.join(dataDir, 'app.log'), 'a');
  const loopFile = path.join(dataDir, 'loop-delay.jsonl');
  env.BENCH_LOOP_FILE = loopFile;
  const child = spawn(
    process.execPath,
    [
      ...(args.includes('--cpu-prof') ? ['--cpu-prof', `--cpu-prof-dir=${REPO}`] : []),
      '--import',
      pathToFileURL(path.join(REPO, 'scripts/bench/loop-delay.mjs')).href,
      path.join(REPO, 'backend/dist/main.js'),
    ],
    {
      env,
      cwd: dataDir,
      stdio: ['ignore', log, log],
    },
  );
  await waitFor(`${baseURL}/api/health`, child, 'The app');
  return { baseURL, child, loopFile };
}

/** The seed, in SQL: varied names, companies, statuses, and dates spread over two years. */
function seedStatements() {
  const first = `(ARRAY['Ava','Noah','Maya','Liam','Zoe','Omar','Priya','Jonas','Lena','Kwame','Sofia','Mateo','Hana','Ravi','Chloe','Diego','Amara','Felix','Ines','Tariq'])`;
  const last = `(ARRAY['Garcia','Mercer','Okafor','Nguyen','Schmidt','Rossi','Patel','Kowalski','Haddad','Silva','Tanaka','Murphy','Jensen','Dubois','Ibrahim','Lindqvist','Costa','Walker','Novak','Moreau'])`;
  const company = `(ARRAY['Kestrel Ridge Engineering','Harbour Lane Schools','Northwind Health','Bluebell Bank','Summit Conference Group','Riverside Council','Orchard Analytics','Lighthouse Media','Granite Logistics','Meadow Foods','Atlas Insurance','Beacon Community Trust'])`;
  const name = (i) => `${first}[1 + ${i} % 20] || ' ' || ${last}[1 + (${i} / 20) % 20]`;
  const ago = (i, days) => `now() - ((${i} * 7919) % (${days} * 1440)) * interval '1 minute'`;
  return [
    `INSERT INTO app_user (username, email, is_admin, email_verified, suspended, created_at, updated_at, last_login_at)
     SELECT lower(${first}[1 + i % 20] || '.' || ${last}[1 + (i / 20) % 20]) || i,
            lower(${first}[1 + i % 20] || '.' || ${last}[1 + (i / 20) % 20]) || i || '@example.org',
            i % 500 = 0, i % 7 <> 0, i % 211 = 0, ${ago('i', 730)}, ${ago('i', 730)},
            CASE WHEN i % 3 = 0 THEN NULL ELSE ${ago('i', 60)} END
       FROM generate_series(1, ${COUNTS.users}) AS i`,
    `INSERT INTO contact_message (name, email, company, inquiry_type, message, status, created_at, updated_at)
     SELECT ${name('i')}, 'sender' || i || '@example.org',
            CASE WHEN i % 4 = 0 THEN NULL ELSE ${company}[1 + i % 12] END,
            (ARRAY['speaking','training','partnership','general'])[1 + i % 4],
            'Hello, we would like to hear more about your training for our team (message ' || i || ').',
            (ARRAY['new','read','read','replied','replied','archived'])[1 + i % 6],
            ${ago('i', 730)}, ${ago('i', 730)}
       FROM generate_series(1, ${COUNTS.contactMessages}) AS i`,
    `INSERT INTO speaking_request (contact_name, email, company, event_type, event_date, attendee_count, budget, message, status, location, created_at, updated_at)
     SELECT ${name('i')}, 'organiser' || i || '@example.org', ${company}[1 + i % 12],
            (ARRAY['keynote','workshop','panel','conference'])[1 + i % 4],
            (date '2025-01-01' + (i % 900)), 20 + i % 980,
            (ARRAY['under-5k','5k-10k','10k-25k','25k-50k','50k-plus','discuss'])[1 + i % 6],
            'A talk on neuro-inclusion for our annual meeting (request ' || i || ').',
            (ARRAY['pending','confirmed','confirmed','declined','completed'])[1 + i % 5],
            (ARRAY['London','Leeds','Online','Manchester','Bristol'])[1 + i % 5],
            ${ago('i', 730)}, ${ago('i', 730)}
       FROM generate_series(1, ${COUNTS.speakingRequests}) AS i`,
    `INSERT INTO corporate_partnership (company_name, contact_name, email, partnership_type, contract_details, status, created_at, updated_at)
     SELECT ${company}[1 + i % 12] || ' ' || i, ${name('i')}, 'partner' || i || '@example.org',
            (ARRAY['client','sponsor','strategic'])[1 + i % 3],
            jsonb_build_object('additionalInfo', 'Partnership inquiry ' || i),
            (ARRAY['new','in-discussion','proposal-sent','active','on-hold','closed'])[1 + i % 6],
            ${ago('i', 730)}, ${ago('i', 730)}
       FROM generate_series(1, ${COUNTS.partnerships}) AS i`,
    `INSERT INTO testimonial (name, title, company, content, rating, is_published, created_at, updated_at)
     SELECT ${name('i')}, (ARRAY['HR Director','Head of People','CEO','Principal','Event Lead'])[1 + i % 5],
            ${company}[1 + i % 12],
            'The training changed how our managers run interviews and meetings (' || i || ').',
            1 + (i * 7) % 5, i % 4 <> 0, ${ago('i', 730)}, ${ago('i', 730)}
       FROM generate_series(1, ${COUNTS.testimonials}) AS i`,
    // Mostly confirmed; every ninth unsubscribed, every 25th pending, every 97th bounced.
    `INSERT INTO newsletter_subscriber (email, status, unsubscribe_token_hash, subscribed_at, unsubscribed_at,
       consent_source, consent_given_at, consent_confirmed_at, consent_wording, created_at, updated_at)
     SELECT 'reader' || i || '@example.org',
            CASE WHEN i % 9 = 0 THEN 'unsubscribed' WHEN i % 25 = 0 THEN 'pending'
                 WHEN i % 97 = 0 THEN 'bounced' ELSE 'confirmed' END,
            md5('token' || i) || md5('hash' || i),
            ${ago('i', 730)}, CASE WHEN i % 9 = 0 THEN ${ago('i', 30)} END,
            CASE WHEN i % 2 = 0 THEN 'footer-form' ELSE 'single-opt-in' END, ${ago('i', 730)},
            CASE WHEN i % 9 <> 0 AND i % 25 = 0 THEN NULL ELSE ${ago('i', 730)} END,
            'Practical inclusion insights, event news and new episodes of The MWO Show, delivered once monthly. Unsubscribe at any time.',
            ${ago('i', 730)}, ${ago('i', 730)}
       FROM generate_series(1, ${COUNTS.subscribers}) AS i`,
    // Within the default retention (365 days), so that the app's clean-up keeps them.
    `INSERT INTO audit_entry (at, actor_name, ip_address, user_agent, action, target_type, target_id, target_label, changes)
     SELECT ${ago('i', 360)}, (ARRAY['chief','deputy','editor'])[1 + i % 3], '203.0.113.' || (i % 250),
            'Mozilla/5.0 (bench)',
            (ARRAY['testimonial.update','user.update','speaking-request.status','contact-message.status'])[1 + i % 4],
            (ARRAY['testimonial','user','speaking-request','contact-message'])[1 + i % 4],
            gen_random_uuid()::text, ${name('i')},
            jsonb_build_object('status', jsonb_build_object('from', 'new', 'to', 'read'))
       FROM generate_series(1, ${COUNTS.audit}) AS i`,
  ];
}

/**
 * An administrator (inserted with the app's own password hashing) signed in through POST /api/login:
 * the Cookie header its browser then sends, and the cookies for Chromium.
 */
async function signedInAdmin(app, pool) {
  const { hashPassword } = backendRequire('./dist/users/password.js');
  const password = randomBytes(12).toString('base64url');
  const username = 'chief';
  await pool.query(
    `INSERT INTO app_user (username, email, password_hash, email_verified, is_admin)
     VALUES ($1, $2, $3, true, true)`,
    [username, `${username}@example.org`, await hashPassword(password)],
  );
  const res = await fetch(`${app.baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.baseURL },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`POST /api/login answered ${res.status}`);
  const pairs = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  return {
    header: pairs.join('; '),
    cookies: pairs.map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: app.baseURL };
    }),
  };
}

// ---- Measures ----

const median = (values) => percentile(values, 50);
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

/** One GET, its body read whole: time to the last byte, status, size, parsed JSON. */
async function timedGet(url, cookie) {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  const body = Buffer.from(await res.arrayBuffer());
  return { ms: performance.now() - started, status: res.status, bytes: body.length, body };
}

/**
 * `n` requests to `url` one after another (after one discarded warm-up request); an answer over
 * 1 MB (a list that still answers the whole table) is measured 3 times, since each takes seconds.
 */
async function measureRequest(url, cookie, n) {
  const warm = await timedGet(url, cookie);
  if (warm.status !== 200) return { status: warm.status, bytes: warm.bytes, times: [] };
  const times = [];
  let bytes = 0;
  const runs = warm.bytes > 1024 * 1024 ? Math.min(n, 3) : n;
  for (let i = 0; i < runs; i++) {
    const r = await timedGet(url, cookie);
    if (r.status !== 200) throw new Error(`GET ${url} answered ${r.status}`);
    times.push(r.ms);
    bytes = Math.max(bytes, r.bytes);
  }
  return { status: 200, bytes, times, body: warm.body };
}

/** Whether an answer follows the paged contract (an object with items and a total). */
function pagedAnswer(body) {
  try {
    const json = JSON.parse(body.toString('utf8'));
    if (json && !Array.isArray(json) && Array.isArray(json.items) && typeof json.total === 'number')
      return { total: json.total, pageSize: json.pageSize ?? json.items.length };
    return null;
  } catch {
    return null;
  }
}

async function benchLists(app, cookie, n) {
  const { baseURL } = app;
  const rows = [];
  for (const list of LISTS) {
    const requests = [...list.requests];
    const first = await timedGet(baseURL + list.path, cookie);
    const paged = first.status === 200 ? pagedAnswer(first.body) : null;
    if (paged && paged.pageSize > 0) {
      const last = Math.max(1, Math.ceil(paged.total / paged.pageSize));
      requests.splice(1, 0, [`last page (${last.toLocaleString('en-GB')})`, `?page=${last}`]);
    }
    for (const [label, query] of requests) {
      await appLoopDelay(app);
      const r = await measureRequest(baseURL + list.path + query, cookie, n);
      const loop = await appLoopDelay(app);
      const med = median(r.times);
      const p95 = percentile(r.times, 95);
      const pass = r.status === 200 && med <= TARGET.medianMs && r.bytes <= TARGET.bytes;
      rows.push({
        list: list.name,
        label,
        path: list.path + query,
        paged: Boolean(paged),
        status: r.status,
        median: med,
        p95,
        bytes: r.bytes,
        loopMax: loop.max,
        pass,
      });
      console.log(
        `  ${list.name}, ${label}: median ${med.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ` +
          `${r.bytes} B${paged ? '' : ' (not paged)'}`,
      );
    }
  }
  return rows;
}

/**
 * Each export alone, read to its end: time, size, and the longest the app's event loop was held
 * meanwhile (a visitor's request arriving then waits that long).
 */
async function benchExports(app, cookie) {
  const rows = [];
  for (const exportPath of EXPORTS) {
    await appLoopDelay(app);
    const start = performance.now();
    const res = await fetch(app.baseURL + exportPath, { headers: { cookie } });
    let bytes = 0;
    for await (const chunk of res.body) bytes += chunk.length;
    const time = performance.now() - start;
    const loop = await appLoopDelay(app);
    rows.push({ path: exportPath, status: res.status, time, bytes, loopMax: loop.max });
    console.log(
      `  ${exportPath}: ${res.status}, ${time.toFixed(0)} ms, ${bytes} B, loop max ${loop.max} ms`,
    );
  }
  return rows;
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: VISITOR_CONNECTIONS, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/**
 * Visitors' GET /api/site for `duration` seconds: at a steady `rate` requests a second
 * (scripts/bench/steady-visitors.mjs: open loop, latency from each request's due time), or with no
 * `rate` as fast as the app answers (autocannon, closed loop: the capacity).
 */
async function visitorRun(baseURL, duration, rate) {
  const url = `${baseURL}/api/site`;
  if (rate) return steadyVisitors({ url, rate, duration, connections: VISITOR_CONNECTIONS });
  const r = await cannon({ url, duration });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/**
 * `ADMIN_CLIENTS` administrators, each looping until stopped: a few list pages (first, page 50, a
 * search), then one of the exports, read to the end as it streams. They run in a process of their
 * own (scripts/bench/admin-load.mjs) at the lowest CPU priority (nice 19): an administrator's
 * browser reading and unzipping 150 MB of exports runs on the administrator's computer, not on the
 * server, so here it takes only the CPU time the app and the database leave (without it, the
 * clients' own work competes with the app for this machine's two cores and is counted against the
 * app). `stop()` ends them and resolves to their statistics.
 */
function adminLoad(baseURL, cookie) {
  const child = spawn(process.execPath, [path.join(REPO, 'scripts/bench/admin-load.mjs')], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  setPriority(child.pid, 19);
  child.send({
    baseURL,
    cookie,
    clients: ADMIN_CLIENTS,
    lists: LISTS.map((list) => ({ path: list.path, search: list.requests[1][1] })),
    exports: EXPORTS,
  });
  const finished = new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`The administrators' process exited (${code})`)));
  });
  return {
    stop: async () => {
      child.send('stop');
      const stats = await finished;
      await stopChild(child);
      return stats;
    },
  };
}

/** The app's event-loop delay since the last call (scripts/bench/loop-delay.mjs, on SIGUSR2). */
async function appLoopDelay(app) {
  const before = existsSync(app.loopFile) ? readFileSync(app.loopFile, 'utf8') : '';
  app.child.kill('SIGUSR2');
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 20));
    const now = existsSync(app.loopFile) ? readFileSync(app.loopFile, 'utf8') : '';
    if (now.length > before.length) return JSON.parse(now.trim().split('\n').pop());
  }
  throw new Error('The app did not report its event-loop delay.');
}

/** The e2e specs' Chromium: its executable and flags from frontend/e2e/support/chromium.ts. */
async function chromiumSettings() {
  const ts = frontendRequire('typescript');
  const source = readFileSync(path.join(REPO, 'frontend/e2e/support/chromium.ts'), 'utf8');
  // Written next to frontend/node_modules, so its own import of @sparticuz/chromium resolves.
  const file = path.join(REPO, 'frontend/node_modules', `.bench-chromium-${process.pid}.mjs`);
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  writeFileSync(file, outputText);
  try {
    const mod = await import(pathToFileURL(file).href);
    return { executablePath: await mod.chromiumExecutable(), args: mod.CHROMIUM_ARGS };
  } finally {
    rmSync(file, { force: true });
  }
}

/** The first data row of each admin list page: a DataGrid row, or a card of the page's list. */
const FIRST_ROW = '.MuiDataGrid-row, section[aria-labelledby] > ul > li';
const BROWSER_RUNS = 3;

async function benchBrowser(baseURL, cookies) {
  const { chromium } = frontendRequire('@playwright/test');
  const settings = await chromiumSettings();
  const browser = await chromium.launch(settings);
  const rows = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies(cookies);
    const page = await context.newPage();
    for (const list of LISTS.filter((l) => l.page)) {
      const times = [];
      for (let run = 0; run < BROWSER_RUNS; run++) {
        await page.goto('about:blank');
        await page.goto(baseURL + list.page, { waitUntil: 'commit' });
        // performance.now() counts from the navigation's start.
        /* global document, window */
        // No row in 30 s counts as 30 s (a FAIL), and the other pages are still measured.
        const handle = await page
          .waitForFunction(
            (selector) => {
              for (const el of document.querySelectorAll(selector)) {
                const box = el.getBoundingClientRect();
                if (box.height > 0 && box.top < window.innerHeight) return performance.now();
              }
              return null;
            },
            FIRST_ROW,
            { polling: 'raf', timeout: 30_000 },
          )
          .catch(() => null);
        times.push(handle ? await handle.jsonValue() : 30_000);
      }
      const worst = Math.max(...times);
      rows.push({
        list: list.name,
        page: list.page,
        first: times[0],
        median: median(times),
        worst,
        pass: worst <= TARGET.firstRowMs,
      });
      console.log(
        `  ${list.page}: ${times.map((t) => `${Math.round(t)} ms`).join(', ')} to the first row`,
      );
    }
    await context.close();
  } finally {
    await browser.close();
  }
  return rows;
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
const ms = (n) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : '-');
const verdict = (pass) => (pass ? 'PASS' : '**FAIL**');

/**
 * `--serve-raw PORT FILE` (the machine's floor): answers every request with FILE's bytes as JSON,
 * nothing else (node:http, no framework), until stopped.
 */
if (args[0] === '--serve-raw') {
  const body = readFileSync(args[2]);
  http
    .createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(body);
    })
    .listen(Number(args[1]), '127.0.0.1', () => process.send?.('ready'));
  await new Promise(() => {});
}

/** The raw server (`--serve-raw`) in a process of its own, answering `body`. */
async function startRawServer(body, dir) {
  const port = await freePort();
  const bodyFile = path.join(dir, 'raw-body.json');
  writeFileSync(bodyFile, body);
  const child = spawn(
    process.execPath,
    [fileURLToPath(import.meta.url), '--serve-raw', String(port), bodyFile],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', () => reject(new Error('The raw server exited during start-up')));
  });
  return { baseURL: `http://127.0.0.1:${port}`, child };
}

async function main() {
  const requests = Number(option('--requests', '20'));
  const duration = Number(option('--duration', '10'));
  const warmup = Number(option('--warmup', '3'));
  if (!args.includes('--no-build')) {
    console.log('Building the app (npm run build)...');
    const built = spawnSync('npm', ['run', 'build'], { cwd: REPO, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const startedAt = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const machineBefore = machine();
  console.log(`Machine: ${machineBefore}`);
  const { startEmbeddedPostgres } = backendRequire('./dist/database/embedded-postgres.js');
  const pg = backendRequire('pg');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bb-bench-admin-'));
  const db = await startEmbeddedPostgres({ dataDir, mode: 'app' });
  const children = [];
  let pool;
  // Interrupted (Ctrl-C): the app and the temporary database go too.
  const interrupted = async () => {
    for (const child of children) await stopChild(child);
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const app = await startApp(dataDir, db.url);
    children.push(app.child);
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
    const admin = await signedInAdmin(app, pool);
    console.log('Seeding...');
    const seedStart = performance.now();
    for (const sql of seedStatements()) await pool.query(sql);
    // As autovacuum leaves a real database: statistics, and the GIN indexes' pending lists merged
    // (a bulk insert leaves them long, which slows every trigram search until a vacuum).
    await pool.query('VACUUM ANALYZE');
    console.log(`  seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    console.log('Lists...');
    const lists = await benchLists(app, admin.header, requests);
    console.log('Exports...');
    const exportRows = await benchExports(app, admin.header);

    console.log('Visitor latency...');
    const siteBody = Buffer.from(await (await fetch(app.baseURL + '/api/site')).arrayBuffer());
    const raw = await startRawServer(siteBody, dataDir);
    children.push(raw.child);
    if (warmup > 0) await visitorRun(app.baseURL, warmup);
    /** Both visitor runs, each with the app's event-loop delay meanwhile. */
    const visitorRuns = async () => {
      const out = {};
      for (const [name, rate] of [
        ['steady', VISITOR_RATE],
        ...(args.includes('--no-capacity') ? [] : [['capacity', undefined]]),
      ]) {
        await appLoopDelay(app);
        out[name] = await visitorRun(app.baseURL, duration, rate);
        out[name].loop = await appLoopDelay(app);
      }
      out.floor = await visitorRun(raw.baseURL, duration, VISITOR_RATE);
      return out;
    };
    const alone = await visitorRuns();
    const load = adminLoad(app.baseURL, admin.header);
    // The administrators get going before the measured runs.
    await new Promise((r) => setTimeout(r, 1000));
    const withAdmins = await visitorRuns();
    const loadStats = await load.stop();

    let browserRows = [];
    if (!args.includes('--no-browser')) {
      console.log('Chromium...');
      browserRows = await benchBrowser(app.baseURL, admin.cookies);
    }

    const seeded = Object.entries(COUNTS)
      .map(([k, n]) => `${fmt(n)} ${k}`)
      .join(', ');
    const lines = [
      `Run ${startedAt} UTC. Machine: ${machineBefore}; after the run ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}.`,
      `Seeded: ${seeded}. The app in production mode with production logging (to a file).`,
      '',
      `Lists: ${requests} requests one after another per row (after one warm-up; 3 for an answer ` +
        'over 1 MB), time to the last byte.',
      '',
      '| List | Request | Median | p95 | Size | App loop max | Target (median <= 150 ms, <= 100 KB) |',
      '| ---- | ------- | -----: | --: | ---: | -----------: | ------------------------------------ |',
    ];
    for (const r of lists) {
      const note = r.status !== 200 ? ` (answered ${r.status})` : r.paged ? '' : ' (not paged)';
      lines.push(
        `| ${r.list} | ${r.label} \`${r.path}\` | ${ms(r.median)} | ${ms(r.p95)} | ${fmt(r.bytes)} B | ${r.loopMax} ms | ${verdict(r.pass)}${note} |`,
      );
    }
    lines.push(
      '',
      'Exports, each alone, read to the end as it streams; the longest the app held its event loop meanwhile.',
      '',
      '| Export | Status | Time | Size | App loop max |',
      '| ------ | -----: | ---: | ---: | -----------: |',
      ...exportRows.map(
        (r) =>
          `| \`${r.path}\` | ${r.status} | ${fmt(r.time)} ms | ${fmt(r.bytes / 1024)} KB | ${r.loopMax} ms |`,
      ),
    );
    const visitorPass =
      withAdmins.steady.p99 < TARGET.visitorP99Ms &&
      !withAdmins.steady.non2xx &&
      !withAdmins.steady.errors;
    const visitorRow = (label, r, target) =>
      `| ${label} | ${fmt(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${r.max} ms | ${r.loop ? `${r.loop.p99} / ${r.loop.max} ms` : '-'} | ${target} |`;
    lines.push(
      '',
      `Visitor: GET /api/site, ${VISITOR_CONNECTIONS} connections, ${duration} s measured each: at a ` +
        `steady ${VISITOR_RATE} requests a second (open loop, each latency from the request's due time, ` +
        `every latency kept) and as fast as the app answers (autocannon; its capacity); ` +
        `with the administrators: ${ADMIN_CLIENTS} clients looping over list pages and the exports ` +
        `(${fmt(loadStats.pages)} pages, ${fmt(loadStats.exports)} exports of ` +
        `${fmt(loadStats.exportBytes / 1024)} KB in all, ${loadStats.failures} failures${
          loadStats.failed.length ? `: ${loadStats.failed.join(', ')}` : ''
        }).`,
      '',
      '| Case | req/s | p50 | p99 | max | App loop delay p99 / max | Target (p99 < 20 ms with the administrators) |',
      '| ---- | ----: | --: | --: | --: | -----------------------: | -------------------------------------------- |',
      visitorRow(`${VISITOR_RATE} req/s, alone (baseline)`, alone.steady, ''),
      visitorRow(
        `${VISITOR_RATE} req/s, with ${ADMIN_CLIENTS} administrators`,
        withAdmins.steady,
        verdict(visitorPass),
      ),
      visitorRow(`Machine floor: raw Node server, ${VISITOR_RATE} req/s, alone`, alone.floor, ''),
      visitorRow(
        `Machine floor: raw Node server, ${VISITOR_RATE} req/s, with ${ADMIN_CLIENTS} administrators on the app`,
        withAdmins.floor,
        '(not a target)',
      ),
      ...(alone.capacity ? [visitorRow('Capacity, alone (baseline)', alone.capacity, '')] : []),
      ...(withAdmins.capacity
        ? [
            visitorRow(
              `Capacity, with ${ADMIN_CLIENTS} administrators`,
              withAdmins.capacity,
              '(not a target)',
            ),
          ]
        : []),
    );
    if (browserRows.length) {
      lines.push(
        '',
        `Chromium (headless, the e2e flags), signed in, 1280 x 800: navigation start to the first ` +
          `data row visible, ${BROWSER_RUNS} navigations per page (the first with a cold cache).`,
        '',
        '| Page | First | Median | Worst | Target (<= 1.5 s) |',
        '| ---- | ----: | -----: | ----: | ----------------- |',
      );
      for (const r of browserRows)
        lines.push(
          `| ${r.page} | ${fmt(r.first)} ms | ${fmt(r.median)} ms | ${fmt(r.worst)} ms | ${verdict(r.pass)} |`,
        );
    }
    console.log('\n' + lines.join('\n'));
    const failed = lists.some((r) => !r.pass) || !visitorPass || browserRows.some((r) => !r.pass);
    if (failed) process.exitCode = 1;
  } finally {
    await pool?.end();
    for (const child of children) await stopChild(child);
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
