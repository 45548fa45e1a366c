// npm run bench:editing: a visitor's latency while an administrator edits (issue 44, item 25). Builds
// the app (frontend and backend; the page HTML needs the frontend's build), starts a temporary
// embedded PostgreSQL and the built app on it (production mode, production logging to a file, the
// sample content the app seeds at its first start), signs an administrator in through POST /api/login,
// and makes a 12-megapixel photo with sharp (4000 x 3000 JPEG, as a phone writes it; nothing big is
// committed). Then, side by side in one run, each case `--duration` seconds:
//   - visitors at a steady rate (scripts/bench/steady-visitors.mjs: open loop, each latency from the
//     request's due time to the last byte), two streams at once: the API (GET /api/pages/about, the
//     page being published, /api/site and /api/testimonials in turn) and the page HTML (GET /about),
//     both with a browser's Accept-Encoding;
//   - first alone, then while one administrator (scripts/bench/editor-load.mjs, a process of its own
//     at the lowest CPU priority) saves and publishes /about every 2 s and uploads a new 12 MP photo
//     every 5 s;
//   - beside each, the machine's floor: a raw node:http server in a process of its own answering the
//     same bytes at the same rates (what any Node server gets from this machine at that moment).
// The target: a visitor's p99 under 50 ms for both the API and the page HTML with the administrator.
// Prints a Markdown table (for docs/performance.md) and exits 1 if a target is missed or a request
// failed. Options: --no-build (use the existing builds), --duration S (each case, default 30),
// --warmup S (default 3), --rate N (requests a second of each visitor stream, default 100),
// --publish-every S (default 2; 0: none), --upload-every S (default 5; 0: none), --cpu-prof (the app writes a CPU
// profile, CPU.*.cpuprofile, into the repository's folder when it stops), --node-flags "F ..." (more flags for
// the app's node, e.g. --trace-gc), --app-log FILE (a copy of the app's log, written when it has stopped).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { loadavg, setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  backendRequire,
  fmt,
  freePort,
  machine,
  REPO,
  sleep,
  stopChild,
} from './bench/mail-support.mjs';
import { steadyVisitors } from './bench/steady-visitors.mjs';
import { benchAppEnv } from './bench/app-env.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : args[i + 1];
};

const TARGET_P99_MS = 50;
const SLUG = 'about';
const PAGE = '/about';
const API_PATHS = [`/api/pages/${SLUG}`, '/api/site', '/api/testimonials'];
/** What a browser sends (Chromium): the answers go out compressed, as visitors get them. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const CONNECTIONS = 10;

/** The built app on `databaseUrl` (production mode and logging, to a file); it migrates at start. */
async function startApp(dataDir, databaseUrl) {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env = benchAppEnv(
    { port, dataDir, databaseUrl },
    { BENCH_LOOP_FILE: path.join(dataDir, 'loop-delay.jsonl') },
  );
  for (const name of ['SEED_SAMPLE_CONTENT', 'PUBLIC_FAST_PATH']) delete env[name];
  const log = openSync(path.join(dataDir, 'app.log'), 'a');
  const child = spawn(
    process.execPath,
    [
      ...(args.includes('--cpu-prof') ? ['--cpu-prof', `--cpu-prof-dir=${REPO}`] : []),
      ...option('--node-flags', '').split(' ').filter(Boolean),
      '--import',
      pathToFileURL(path.join(REPO, 'scripts/bench/loop-delay.mjs')).href,
      path.join(REPO, 'backend/dist/main.js'),
    ],
    { env, cwd: dataDir, stdio: ['ignore', log, log] },
  );
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The app exited during start-up (${dataDir}/app.log)`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The app did not answer in 120 s');
    await sleep(200);
  }
  return { baseURL, child, loopFile: env.BENCH_LOOP_FILE };
}

/** The app's event-loop delay since the last call (scripts/bench/loop-delay.mjs, on SIGUSR2). */
async function appLoopDelay(app) {
  const before = existsSync(app.loopFile) ? readFileSync(app.loopFile, 'utf8') : '';
  app.child.kill('SIGUSR2');
  for (let i = 0; i < 100; i++) {
    await sleep(20);
    const now = existsSync(app.loopFile) ? readFileSync(app.loopFile, 'utf8') : '';
    if (now.length > before.length) return JSON.parse(now.trim().split('\n').pop());
  }
  throw new Error('The app did not report its event-loop delay.');
}

/**
 * An administrator (inserted with the app's own password hashing) signed in through POST /api/login:
 * the Cookie header their browser then sends.
 */
async function signedInAdmin(baseURL, pool) {
  const { hashPassword } = backendRequire('./dist/users/password.js');
  const password = randomBytes(12).toString('base64url');
  await pool.query(
    `INSERT INTO app_user (username, email, password_hash, email_verified, is_admin)
     VALUES ('editor', 'editor@example.org', $1, true, true)`,
    [await hashPassword(password)],
  );
  const res = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({ username: 'editor', password }),
  });
  if (res.status !== 200) throw new Error(`POST /api/login answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A 12-megapixel photo-like JPEG (gradients and grain), stored sideways with EXIF, as a phone writes it. */
async function photo() {
  const sharp = backendRequire('sharp');
  const [width, height] = [4000, 3000];
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#2a6f97"/><stop offset="0.5" stop-color="#e9c46a"/>
        <stop offset="1" stop-color="#9d0208"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <circle cx="1400" cy="1200" r="700" fill="#264653" opacity="0.6"/>
      <rect x="2400" y="600" width="1000" height="1800" fill="#f4a261" opacity="0.5"/>
    </svg>`,
  );
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .raw()
    .toBuffer();
  return sharp(gradient)
    .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Artist: 'Bench Photographer', Make: 'PocketCam', Model: 'PocketCam 3000' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/**
 * `--serve-raw PORT DIR` (the machine's floor): answers each path with the bytes the app sent for it
 * (DIR/<n>.bin, listed in DIR/paths.json with their headers), nothing else (node:http, no
 * framework), until stopped.
 */
if (args[0] === '--serve-raw') {
  const dir = args[2];
  const answers = new Map(
    JSON.parse(readFileSync(path.join(dir, 'paths.json'), 'utf8')).map(
      ({ path: p, headers }, i) => [p, { headers, body: readFileSync(path.join(dir, `${i}.bin`)) }],
    ),
  );
  http
    .createServer((req, res) => {
      const answer = answers.get(req.url);
      if (!answer) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { ...answer.headers, 'content-length': answer.body.length });
      res.end(answer.body);
    })
    .listen(Number(args[1]), '127.0.0.1', () => process.send?.('ready'));
  await new Promise(() => {});
}

/** The raw server (`--serve-raw`) in a process of its own, answering what the app answered for each path. */
async function startRawServer(baseURL, dir) {
  const listed = [];
  for (const p of [...API_PATHS, PAGE]) {
    // The bytes as sent (node:http; fetch would decompress them).
    const sent = await new Promise((resolve, reject) =>
      http
        .get(baseURL + p, { headers: BROWSER }, (r) => {
          const chunks = [];
          r.on('data', (c) => chunks.push(c));
          r.on('end', () => resolve({ headers: r.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject),
    );
    writeFileSync(path.join(dir, `${listed.length}.bin`), sent.body);
    listed.push({
      path: p,
      headers: {
        'content-type': sent.headers['content-type'],
        ...(sent.headers['content-encoding']
          ? { 'content-encoding': sent.headers['content-encoding'] }
          : {}),
      },
    });
  }
  writeFileSync(path.join(dir, 'paths.json'), JSON.stringify(listed));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [fileURLToPath(import.meta.url), '--serve-raw', String(port), dir],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', () => reject(new Error('The raw server exited during start-up')));
  });
  return { baseURL: `http://127.0.0.1:${port}`, child };
}

/** The administrator's process (scripts/bench/editor-load.mjs) at the lowest CPU priority. */
function editorLoad(baseURL, cookie, photoFile, publishEveryMs, uploadEveryMs) {
  const child = spawn(process.execPath, [path.join(REPO, 'scripts/bench/editor-load.mjs')], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  setPriority(child.pid, 19);
  child.send({ baseURL, cookie, slug: SLUG, photoFile, publishEveryMs, uploadEveryMs });
  const finished = new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`The administrator's process exited (${code})`)));
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

/** Both visitor streams at once against `baseURL` for `duration` seconds. */
async function visitors(baseURL, rate, duration) {
  const [api, html] = await Promise.all([
    steadyVisitors({
      urls: API_PATHS.map((p) => baseURL + p),
      headers: BROWSER,
      rate,
      duration,
      connections: CONNECTIONS,
    }),
    steadyVisitors({
      url: baseURL + PAGE,
      headers: BROWSER,
      rate,
      duration,
      connections: CONNECTIONS,
    }),
  ]);
  return { api, html };
}

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : NaN;
};
const ms = (n) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : '-');
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

async function main() {
  const duration = Number(option('--duration', '30'));
  const warmup = Number(option('--warmup', '3'));
  const rate = Number(option('--rate', '100'));
  const publishEveryMs = Number(option('--publish-every', '2')) * 1000;
  const uploadEveryMs = Number(option('--upload-every', '5')) * 1000;
  if (!args.includes('--no-build')) {
    console.log('Building the app (npm run build)...');
    const built = spawnSync('npm', ['run', 'build'], { cwd: REPO, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const startedAt = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const loadBefore = load();
  console.log(`Machine: ${machine()}, load average ${loadBefore}`);
  const { startEmbeddedPostgres } = backendRequire('./dist/database/embedded-postgres.js');
  const pg = backendRequire('pg');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bb-bench-editing-'));
  const db = await startEmbeddedPostgres({ dataDir, mode: 'app' });
  const children = [];
  let pool;
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
    const cookie = await signedInAdmin(app.baseURL, pool);
    const photoFile = path.join(dataDir, 'photo.jpg');
    const photoBytes = await photo();
    writeFileSync(photoFile, photoBytes);
    console.log(`Photo: 4000 x 3000 JPEG, ${fmt(photoBytes.length / 1024)} KB`);
    const raw = await startRawServer(app.baseURL, dataDir);
    children.push(raw.child);

    // Warm-up: the answers, the page, the render worker (one publish), an upload.
    const warm = editorLoad(app.baseURL, cookie, photoFile, 1000, 2500);
    await visitors(app.baseURL, rate, warmup);
    const warmStats = await warm.stop();
    if (warmStats.failures) throw new Error(`Warm-up: ${warmStats.failed.join(', ')}`);
    await sleep(1000);

    console.log('Visitors alone...');
    await appLoopDelay(app);
    const alone = await visitors(app.baseURL, rate, duration);
    alone.loop = await appLoopDelay(app);
    const aloneFloor = await visitors(raw.baseURL, rate, duration);

    console.log('Visitors while an administrator publishes and uploads...');
    const editor = editorLoad(app.baseURL, cookie, photoFile, publishEveryMs, uploadEveryMs);
    await sleep(500);
    await appLoopDelay(app);
    const edited = await visitors(app.baseURL, rate, duration);
    edited.loop = await appLoopDelay(app);
    const editedFloor = await visitors(raw.baseURL, rate, duration);
    const stats = await editor.stop();

    const lines = [
      `Run ${startedAt} UTC. Machine: ${machine()}; load average before the run ${loadBefore}, after ${load()}.`,
      `Visitors: two open-loop streams at once, ${rate} requests a second each over ${CONNECTIONS} ` +
        `connections, ${duration} s per case (every latency kept, from the request's due time to its ` +
        `last byte), with a browser's Accept-Encoding: the API (${API_PATHS.join(', ')} in turn) and ` +
        `the page HTML (${PAGE}). Administrator: saves and publishes ${PAGE} every ` +
        `${publishEveryMs / 1000} s and uploads a 12-megapixel photo (${fmt(photoBytes.length / 1024)} KB) ` +
        `every ${uploadEveryMs / 1000} s (while both ran: ${stats.publishes.length} publishes, median ` +
        `${ms(pct(stats.publishes, 50))}, max ${ms(Math.max(...stats.publishes))}; ` +
        `${stats.uploads.length} uploads, median ${ms(pct(stats.uploads, 50))}, max ` +
        `${ms(Math.max(...stats.uploads))}; ${stats.failures} failures${
          stats.failed.length ? `: ${stats.failed.join(', ')}` : ''
        }).`,
      '',
      '| Case | API p50 | API p99 | API max | HTML p50 | HTML p99 | HTML max | App loop delay p99 / max | Target (p99 < 50 ms, both) |',
      '| ---- | ------: | ------: | ------: | -------: | -------: | -------: | -----------------------: | -------------------------- |',
    ];
    const failures = (r) => r.api.non2xx + r.api.errors + r.html.non2xx + r.html.errors;
    const row = (label, r, target) =>
      `| ${label} | ${ms(r.api.p50)} | ${ms(r.api.p99)} | ${ms(r.api.max)} | ${ms(r.html.p50)} | ` +
      `${ms(r.html.p99)} | ${ms(r.html.max)} | ${r.loop ? `${r.loop.p99} / ${r.loop.max} ms` : '-'} | ${target}${
        failures(r) ? ` (${failures(r)} failed requests)` : ''
      } |`;
    const pass =
      edited.api.p99 < TARGET_P99_MS &&
      edited.html.p99 < TARGET_P99_MS &&
      !failures(edited) &&
      !stats.failures &&
      (stats.publishes.length > 0 || !publishEveryMs) &&
      (stats.uploads.length > 0 || !uploadEveryMs);
    lines.push(
      row('Visitors alone (baseline)', alone, ''),
      row(
        'Visitors with the administrator publishing and uploading',
        edited,
        pass ? 'PASS' : '**FAIL**',
      ),
      row('Machine floor: raw Node server, alone', aloneFloor, ''),
      row(
        'Machine floor: raw Node server, with the administrator on the app',
        editedFloor,
        '(not a target)',
      ),
    );
    console.log('\n' + lines.join('\n'));
    if (!pass || failures(alone)) process.exitCode = 1;
  } finally {
    await pool?.end();
    for (const child of children) await stopChild(child);
    await db.stop();
    const appLog = option('--app-log', undefined);
    if (appLog) copyFileSync(path.join(dataDir, 'app.log'), appLog);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
