// The parts bench:mail and bench:newsletter share: a local SMTP sink, the built app on a database of
// its own (production mode and logging), and small waiting helpers.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchAppEnv } from './app-env.mjs';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const backendRequire = createRequire(path.join(REPO, 'backend/package.json'));

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = http.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function until(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(10);
  }
}

/**
 * A local SMTP sink: accepts every message (after `delayMs` on each reply it can hold: the greeting,
 * MAIL FROM, RCPT TO and the end of the data), and records its recipient, connection and time. Like
 * many real servers, smtp-server pauses 100 ms before its greeting (to catch clients that talk too
 * soon): the cost of every new connection, and most of what held delivery to a few a second.
 */
export async function startSink(delayMs) {
  const { SMTPServer } = backendRequire('smtp-server');
  const received = [];
  const connections = new Set();
  const later = (callback) => (delayMs ? setTimeout(callback, delayMs) : callback());
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onConnect: (session, callback) => later(() => callback()),
    onMailFrom: (_address, _session, callback) => later(() => callback()),
    onRcptTo: (_address, _session, callback) => later(() => callback()),
    onData: (stream, session, callback) => {
      stream.on('data', () => undefined);
      stream.on('end', () =>
        later(() => {
          connections.add(session.id);
          for (const r of session.envelope.rcptTo)
            received.push({ to: r.address, at: performance.now() });
          callback();
        }),
      );
    },
  });
  const port = await freePort();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    connections,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

export function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

/** The built app on `databaseUrl`, production mode and logging, delivering to `smtpUrl`. */
export async function startApp(dataDir, databaseUrl, smtpUrl, extraEnv, nodeArgs) {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env = benchAppEnv(
    { port, dataDir, databaseUrl },
    { SMTP_URL: smtpUrl, SEED_SAMPLE_CONTENT: 'false', ...extraEnv },
  );
  for (const name of ['MAIL_SMTP_CONNECTIONS', 'MAIL_SMTP_MAX_MESSAGES', 'MAIL_CONCURRENCY'])
    if (!(name in extraEnv)) delete env[name];
  const log = openSync(path.join(dataDir, 'app.log'), 'a');
  const child = spawn(process.execPath, [...nodeArgs, path.join(REPO, 'backend/dist/main.js')], {
    env,
    cwd: dataDir,
    stdio: ['ignore', log, log],
  });
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
  return { baseURL, child };
}

/** One case's database (created on the bench's PostgreSQL), its data folder and the load average now. */
export async function newCase(pg, adminUrl, dataDir, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const caseDir = path.join(dataDir, name);
  mkdirSync(caseDir);
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  return { databaseUrl: url.toString(), caseDir, load };
}

export function machine() {
  return `${cpus().length} x ${cpus()[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}`;
}

export const fmt = (n, digits = 0) =>
  n.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });
