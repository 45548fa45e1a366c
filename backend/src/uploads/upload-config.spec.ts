import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { ConfigError, loadConfig } from '../config/config';

/** The upload storage settings (S3_*), checked when the app starts. */
describe('upload storage configuration', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(path.join(tmpdir(), 'bb-config-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const problemsOf = (env: Record<string, string>): string[] => {
    try {
      loadConfig({ DATA_DIR: dataDir, ...env });
      return [];
    } catch (err) {
      if (err instanceof ConfigError) return err.problems;
      throw err;
    }
  };

  it('keeps uploads on local disk under DATA_DIR/uploads by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).uploadStorage).toEqual({
      driver: 'local',
      dir: path.join(dataDir, 'uploads'),
    });
  });

  it('uses S3 when S3_BUCKET and the keys are set (MinIO: an endpoint means path-style)', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      S3_BUCKET: 'bridges-uploads',
      S3_ENDPOINT: 'http://minio:9000/',
      S3_ACCESS_KEY_ID: 'bridges',
      S3_SECRET_ACCESS_KEY: 'bridges-secret',
    });
    expect(config.uploadStorage).toEqual({
      driver: 's3',
      bucket: 'bridges-uploads',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'bridges',
      secretAccessKey: 'bridges-secret',
      forcePathStyle: true,
    });
    const aws = loadConfig({
      DATA_DIR: dataDir,
      S3_BUCKET: 'bridges-uploads',
      S3_REGION: 'eu-west-2',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).uploadStorage;
    expect(aws).toMatchObject({ endpoint: undefined, region: 'eu-west-2', forcePathStyle: false });
  });

  it('refuses incomplete or wrong S3 settings at start, naming each problem', () => {
    expect(problemsOf({ S3_BUCKET: 'bridges-uploads' })).toEqual([
      'S3_BUCKET is set, so S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set too',
    ]);
    expect(problemsOf({ S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'x' })).toEqual([
      'S3_ENDPOINT, S3_ACCESS_KEY_ID are set but S3_BUCKET is not: set S3_BUCKET to keep uploads in S3-compatible storage, or remove them to keep uploads on local disk',
    ]);
    const wrong = problemsOf({
      S3_BUCKET: 'Bad_Bucket',
      S3_ENDPOINT: 'ftp://minio',
      S3_ACCESS_KEY_ID: 'x',
      S3_SECRET_ACCESS_KEY: 'y',
      S3_FORCE_PATH_STYLE: 'maybe',
    });
    expect(wrong).toHaveLength(3);
    expect(wrong.join('\n')).toMatch(/S3_BUCKET must be a bucket name/);
    expect(wrong.join('\n')).toMatch(/S3_ENDPOINT must use http: or https:/);
    expect(wrong.join('\n')).toMatch(/S3_FORCE_PATH_STYLE must be true, false, 1 or 0/);
  });

  it("docker-compose.yml's app keeps uploads in its MinIO, in the bucket minio-init creates", () => {
    const compose = parse(
      readFileSync(path.resolve(__dirname, '..', '..', '..', 'docker-compose.yml'), 'utf8'),
    ) as {
      services: Record<
        string,
        { environment?: Record<string, string>; entrypoint?: string; depends_on?: object }
      >;
    };
    const { app, minio, 'minio-init': init } = compose.services;
    const config = loadConfig({
      ...app.environment,
      SESSION_SECRET: 'x'.repeat(48),
      DATA_DIR: dataDir,
    });
    expect(config.uploadStorage).toMatchObject({
      driver: 's3',
      endpoint: 'http://minio:9000',
      accessKeyId: minio.environment!.MINIO_ROOT_USER,
      secretAccessKey: minio.environment!.MINIO_ROOT_PASSWORD,
      forcePathStyle: true,
    });
    const bucket = (config.uploadStorage as { bucket: string }).bucket;
    expect(init.entrypoint).toContain(`mc mb --ignore-existing local/${bucket}`);
    expect(app.depends_on).toHaveProperty('minio-init');
  });
});
