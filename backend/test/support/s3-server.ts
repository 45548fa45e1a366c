import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** s3rver ships no types: the part of its API the tests use. */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as S3rverClass;

/** s3rver's fixed credentials (it checks signatures made with them). */
export const S3RVER_ACCESS_KEY_ID = 'S3RVER';
export const S3RVER_SECRET_ACCESS_KEY = 'S3RVER';

/**
 * A real S3-protocol server over HTTP (the `s3rver` package) on a random port, with one bucket and
 * its objects in a temporary directory: the S3 storage driver is tested against it with the real
 * AWS SDK, not a mocked client.
 */
export class TestS3Server {
  private server?: S3rverInstance;
  private readonly dir = mkdtempSync(path.join(tmpdir(), 'bb-s3-'));
  endpoint = '';

  constructor(readonly bucket = 'uploads') {}

  async start(): Promise<this> {
    this.server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: this.dir,
      configureBuckets: [{ name: this.bucket }],
    });
    const { port } = await this.server.run();
    this.endpoint = `http://127.0.0.1:${port}`;
    return this;
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
    await this.server?.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
