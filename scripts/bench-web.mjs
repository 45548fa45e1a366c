// npm run bench:web: builds the product, starts it (production mode, fresh data directory, sample
// content seeded) and runs Lighthouse (mobile preset, simulated throttling) several times on the
// measured pages. Prints the median of each figure and the first-load JavaScript of each page, and
// exits 1 if a target is missed.
// Options: --no-build (use the existing build), --runs N (default 3), --pages /,/contact (default:
// every public page)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { firstLoadSizes } from '../frontend/scripts/first-load-size.mjs';
import { PUBLIC_PAGES } from '../frontend/scripts/public-pages.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : args[i + 1];
};
const RUNS = Number(option('--runs', '3'));
// Every public page of the route table (spec 000, section 2).
const PAGES = option('--pages', Object.keys(PUBLIC_PAGES).join(',')).split(',');

const TARGETS = {
  accessibility: (v) => v >= 100,
  seo: (v) => v >= 100,
  'best-practices': (v) => v >= 100,
  performance: (v) => v >= 97,
  tbt: (v) => v <= 200,
  lcp: (v) => v < 2000,
  cls: (v) => v <= 0.05,
  firstLoadKb: (v) => v <= 170,
};

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--no-zygote',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function chromePath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const { default: chromium } = await import('@sparticuz/chromium');
  return chromium.executablePath();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function startProduct() {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bb-bench-web-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: baseURL,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    TWO_FACTOR_KEY: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const child = spawn(process.execPath, [path.join(REPO, 'backend/dist/main.js')], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('The product exited during start-up');
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The product did not become healthy in 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseURL,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function audit(url, chrome) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const { categories, audits } = result.lhr;
  const failing = (id) =>
    Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
      .filter((a) => categories[id].auditRefs.some((ref) => ref.id === a.id && ref.weight > 0))
      .map((a) => a.id);
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    'best-practices': Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
    lcp: Math.round(audits['largest-contentful-paint'].numericValue),
    tbt: Math.round(audits['total-blocking-time'].numericValue),
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    failing: {
      accessibility: failing('accessibility'),
      'best-practices': failing('best-practices'),
      seo: failing('seo'),
    },
  };
}

if (!args.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: REPO, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const sizes = firstLoadSizes(path.join(REPO, 'frontend/dist/'));
const product = await startProduct();
const chrome = await chromeLauncher.launch({
  chromePath: await chromePath(),
  chromeFlags: CHROME_FLAGS,
});
let missed = false;
const rows = [];
try {
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(`${product.baseURL}${page}`, chrome));
    const row = { page };
    for (const key of [
      'performance',
      'accessibility',
      'best-practices',
      'seo',
      'lcp',
      'tbt',
      'cls',
    ])
      row[key] = median(runs.map((run) => run[key]));
    row.firstLoadKb = Number(sizes[page].kb.toFixed(1));
    row.failing = [...new Set(runs.flatMap((run) => Object.values(run.failing).flat()))].join(' ');
    rows.push(row);
  }
} finally {
  await chrome.kill();
  await product.stop();
}

console.log(`\nLighthouse ${RUNS} runs per page, mobile preset, median of each figure:\n`);
const header = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'JS KB gz'];
// The page column as wide as the longest path (/corporate-engagement), the figures 9 wide.
const PAGE_WIDTH = Math.max(...PAGES.map((page) => page.length));
const cell = (key, text) => (key === 'page' ? text.padEnd(PAGE_WIDTH) : text.padStart(9));
console.log(header.map((h) => cell(h, h)).join(' '));
for (const row of rows) {
  const cells = [
    ['page', row.page],
    ['performance', row.performance],
    ['accessibility', row.accessibility],
    ['best-practices', row['best-practices']],
    ['seo', row.seo],
    ['lcp', row.lcp],
    ['tbt', row.tbt],
    ['cls', row.cls],
    ['firstLoadKb', row.firstLoadKb],
  ].map(([key, value]) => {
    const ok = TARGETS[key] ? TARGETS[key](value) : true;
    missed ||= !ok;
    return cell(key, `${value}${ok ? '' : '!'}`);
  });
  console.log(cells.join(' '));
  if (row.failing)
    console.log(`${''.padStart(PAGE_WIDTH)} audits below full marks: ${row.failing}`);
}
console.log(
  '\nTargets: accessibility 100, SEO 100, best practices 100, performance >= 97, LCP < 2000 ms, TBT <= 200 ms, CLS <= 0.05, first-load JS <= 170 KB gzip (! = missed)',
);
process.exit(missed ? 1 : 0);
