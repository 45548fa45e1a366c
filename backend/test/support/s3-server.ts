import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

/**
 * The child process running s3rver. It runs apart from the tests because s3rver makes its listing
 * continuation tokens with DES, which Node 20's OpenSSL 3 has only in its legacy provider (a flag
 * of the process): without it a listing of more than one page fails with an internal error.
 */
const SERVER_SCRIPT = `
const S3rver = require(process.env.S3RVER_PATH);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: process.env.S3RVER_DIR,
  configureBuckets: [{ name: process.env.S3RVER_BUCKET }],
});
server.run().then(({ port }) => process.stdout.write(JSON.stringify({ port }) + '\\n'));
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
`;

/** s3rver's fixed credentials (it checks signatures made with them). */
export const S3RVER_ACCESS_KEY_ID = 'S3RVER';
export const S3RVER_SECRET_ACCESS_KEY = 'S3RVER';

/**
 * A real S3-protocol server over HTTP (the `s3rver` package, in a child process) on a random port,
 * with one bucket and its objects in a temporary directory: the S3 storage driver is tested against it with the real
 * AWS SDK, not a mocked client.
 */
export class TestS3Server {
  private server?: ChildProcess;
  private readonly dir = mkdtempSync(path.join(tmpdir(), 'bb-s3-'));
  endpoint = '';

  constructor(readonly bucket = 'uploads') {}

  async start(): Promise<this> {
    const child = spawn(process.execPath, ['--openssl-legacy-provider', '-e', SERVER_SCRIPT], {
      env: {
        ...process.env,
        S3RVER_PATH: require.resolve('s3rver'),
        S3RVER_DIR: this.dir,
        S3RVER_BUCKET: this.bucket,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    this.server = child;
    const started = once(createInterface({ input: child.stdout }), 'line') as Promise<[string]>;
    const failed = once(child, 'exit').then(([code]) => {
      throw new Error(`s3rver exited (${String(code)}) before it listened`);
    });
    failed.catch(() => undefined); // its later exit, once stopped, is no error
    const [line] = await Promise.race([started, failed]);
    const { port } = JSON.parse(line) as { port: number };
    this.endpoint = `http://127.0.0.1:${port}`;
    return this;
  }

  /**
   * Sets an object's last-modified time (s3rver answers its file's modification time), as if it had
   * been written `ms` ago.
   */
  age(key: string, ms: number): void {
    const when = new Date(Date.now() - ms);
    utimesSync(path.join(this.dir, this.bucket, `${key}._S3rver_object`), when, when);
  }

  /** The app's environment for this server. */
  env(): Record<string, string> {
    return {
      S3_BUCKET: this.bucket,
      S3_ENDPOINT: this.endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: S3RVER_SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    };
  }

  async stop(): Promise<void> {
    const child = this.server;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
