import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoggerService } from '@nestjs/common';
import { loadConfig } from './config/config';
import {
  logFormat,
  loggerOptions,
  PRETTY_TRANSPORT,
  requestLine,
  withQuietStartUp,
} from './logger';
import { startupSummary } from './startup-summary';

describe('log format', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(path.join(tmpdir(), 'bb-logger-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const production = () =>
    loadConfig({
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://localhost:3000',
      SESSION_SECRET: 'x'.repeat(40),
      TWO_FACTOR_KEY: 'y'.repeat(40),
    });

  it('is readable lines in a terminal, JSON when output is not a terminal, in production and in tests', () => {
    expect(logFormat('development', true)).toBe('pretty');
    expect(logFormat('development', false)).toBe('json');
    expect(logFormat('development', undefined)).toBe('json');
    expect(logFormat('production', true)).toBe('json');
    expect(logFormat('test', true)).toBe('json');
  });

  it('gives pino-http the pretty transport only for a terminal outside production', () => {
    const dev = loadConfig({ DATA_DIR: dataDir });
    const transport = (options: ReturnType<typeof loggerOptions>) =>
      (options.pinoHttp as { transport?: unknown }).transport;
    expect(transport(loggerOptions(dev, true))).toEqual(PRETTY_TRANSPORT);
    expect(transport(loggerOptions(dev, false))).toBeUndefined();
    expect(transport(loggerOptions(production(), true))).toBeUndefined();
  });

  it('writes a request as one line: method, path without secrets, status, time', () => {
    expect(requestLine({ method: 'GET', url: '/api/site' }, { statusCode: 200 }, 3.6)).toBe(
      'GET /api/site 200 4 ms',
    );
    expect(
      requestLine(
        { method: 'POST', url: '/api/reset-password?token=abc123&x=1' },
        { statusCode: 400 },
        12,
      ),
    ).toBe('POST /api/reset-password?token=[redacted]&x=1 400 12 ms');
  });

  it("turns Nest's line per module and per mapped route into debug, and passes everything else on", () => {
    const calls: string[] = [];
    const record =
      (level: string) =>
      (message: unknown, ...rest: unknown[]) =>
        calls.push(`${level} ${String(message)} ${rest.join(',')}`);
    const inner: LoggerService = {
      log: record('log'),
      error: record('error'),
      warn: record('warn'),
      debug: record('debug'),
    };
    const logger = withQuietStartUp(inner);
    logger.log('Mapped {/api/site, GET} route', 'RouterExplorer');
    logger.log('AppModule dependencies initialized', 'InstanceLoader');
    logger.log('Applied migrations: Foundation', 'Database');
    logger.warn('Mapped twice', 'RouterExplorer');
    expect(calls).toEqual([
      'debug Mapped {/api/site, GET} route RouterExplorer',
      'debug AppModule dependencies initialized InstanceLoader',
      'log Applied migrations: Foundation Database',
      'warn Mapped twice RouterExplorer',
    ]);
  });
});

describe('start-up summary', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(path.join(tmpdir(), 'bb-summary-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('names the address, database, storage, mail and mode, and no secret', () => {
    const secrets = ['DbPassw0rd', 'MailPassw0rd', 'S3SecretKey123', 'AKIDEXAMPLE', 'S'.repeat(40)];
    const env = {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://bridges.example.org',
      TRUST_PROXY: '1',
      SESSION_SECRET: secrets[4],
      TWO_FACTOR_KEY: secrets[4].toLowerCase(),
      DATABASE_URL: `postgres://bbapp:${secrets[0]}@db.example.org:5433/bridges?sslmode=require`,
      SMTP_URL: `smtp://mailer:${secrets[1]}@mail.example.org:587`,
      S3_BUCKET: 'bb-uploads',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: secrets[3],
      S3_SECRET_ACCESS_KEY: secrets[2],
    };
    const config = loadConfig(env);
    const text = startupSummary(config, {
      databaseUrl: env.DATABASE_URL,
      port: 3000,
      logFormat: 'json',
    }).join('\n');
    expect(text).toContain('production mode');
    expect(text).toContain('https://bridges.example.org (listening on 0.0.0.0:3000)');
    expect(text).toContain('PostgreSQL at db.example.org:5433/bridges (DATABASE_URL)');
    expect(text).toContain('S3 bucket "bb-uploads" at minio:9000');
    expect(text).toContain(
      'SMTP server mail.example.org:587 (SMTP_URL), up to 3 connections, 3 deliveries at once',
    );
    expect(text).toContain('JSON');
    for (const secret of [...secrets, 'bbapp', 'mailer', 'sslmode'])
      expect(text).not.toContain(secret);
  });

  it('says that inbound IMAP is on and which mailbox it reads, without its password', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      INBOUND_ADDRESS: 'replies@org.example',
      INBOUND_IMAP_URL: 'imaps://replies%40org.example:Imap%2FPassw0rd@imap.example.org/INBOX',
    });
    const text = startupSummary(config, {
      databaseUrl: 'postgres://postgres:pw@127.0.0.1:41785/app',
      port: 3000,
      logFormat: 'json',
    }).join('\n');
    expect(text).toContain(
      'IMAP in:   on, reading replies@org.example at imap.example.org:993/INBOX (INBOUND_IMAP_URL), ' +
        'handled mail moved to "Processed"',
    );
    expect(text).not.toMatch(/Passw0rd/);
    const off = startupSummary(loadConfig({ DATA_DIR: dataDir }), {
      databaseUrl: 'postgres://postgres:pw@127.0.0.1:41785/app',
      port: 3000,
      logFormat: 'json',
    }).join('\n');
    expect(off).not.toContain('IMAP');
  });

  it('describes the embedded database, local uploads and mail files of a development start', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const text = startupSummary(config, {
      databaseUrl: 'postgres://postgres:generated-pw@127.0.0.1:41785/app',
      port: 3000,
      logFormat: 'pretty',
    }).join('\n');
    expect(text).toContain('development mode');
    expect(text).toContain(
      `embedded PostgreSQL at 127.0.0.1:41785/app, data in ${path.join(dataDir, 'postgres')}`,
    );
    expect(text).toContain(`local disk, ${path.join(dataDir, 'uploads')}`);
    expect(text).toContain(`.eml files in ${path.join(dataDir, 'mail')}`);
    expect(text).toContain('readable lines');
    expect(text).not.toContain('generated-pw');
  });
});
