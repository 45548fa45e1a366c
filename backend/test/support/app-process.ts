import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const BACKEND = path.join(__dirname, '..', '..');

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The app as a process of its own (src/main.ts run from the sources by ts-node, without type
 * checking), so that a test can kill it with SIGKILL as a crash or an out-of-memory kill would. jest
 * runs before the build, so the sources are what there is; @bb/shared comes from its build, which
 * `npm test` makes first.
 */
/**
 * How long a suite lets the app take to start: it runs from the sources through ts-node, which on a
 * busy 2-core machine (two such suites at once, beside the others) has taken over 30 s.
 */
export const APP_START_MS = 90_000;

export class AppProcess {
  private child?: ChildProcess;
  private output = '';
  readonly port: number;
  readonly dataDir: string;

  constructor(
    private readonly env: Record<string, string>,
    port: number,
  ) {
    this.port = port;
    this.dataDir = mkdtempSync(path.join(tmpdir(), 'bb-app-process-'));
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the app and resolves once it answers its health check. */
  async start(timeoutMs = 30_000): Promise<void> {
    this.output = '';
    const child = spawn(
      process.execPath,
      ['-r', 'ts-node/register/transpile-only', 'src/main.ts'],
      {
        cwd: BACKEND,
        env: {
          PATH: process.env.PATH ?? '',
          TS_NODE_PROJECT: path.join(BACKEND, 'tsconfig.json'),
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: String(this.port),
          DATA_DIR: this.dataDir,
          PUBLIC_URL: 'http://localhost:3000',
          SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
          TWO_FACTOR_KEY: 'test-two-factor-key-that-is-long-enough-0123456789',
          LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
          SEED_SAMPLE_CONTENT: 'false',
          ...this.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString('utf8')).slice(-20_000);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`The app exited while starting:\n${this.output}`);
      try {
        const res = await fetch(`${this.url}/api/health`);
        if (res.status < 500) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline)
        throw new Error(`The app did not start within ${timeoutMs} ms:\n${this.output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Kills the process at once (no shutdown hooks run), and waits for it to be gone. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    await exited;
  }

  /** The process's id while it runs. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** What the process wrote (the last 20,000 characters), for failure messages. */
  get log(): string {
    return this.output;
  }

  async stop(): Promise<void> {
    await this.kill('SIGTERM');
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
