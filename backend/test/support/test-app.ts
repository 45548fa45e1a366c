import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.setup';
import { AppConfig, loadConfig } from '../../src/config/config';

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_ADMIN_URL;
  if (!url)
    throw new Error(
      'TEST_DATABASE_ADMIN_URL is not set: run the tests through jest (global-setup starts PostgreSQL)',
    );
  return url;
}

async function admin<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the test server; returns its URL. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

export interface TestApp {
  app: NestExpressApplication;
  /** The HTTP server to hand to supertest. */
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  config: AppConfig;
  dataSource: DataSource;
  /** Closes the app (its shutdown hooks, its pools) and keeps its database, to look at afterwards. */
  closeApp(): Promise<void>;
  /** Closes the app if still open, then drops its database and data directory. */
  close(): Promise<void>;
}

/**
 * The real app (same modules, middleware and settings as production) on its own fresh database and
 * data directory. `env` overrides environment variables (e.g. SMTP_URL; DATABASE_URL to start a second
 * instance on the database of another). `extraImports` adds test-only modules.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  extraImports: Parameters<typeof createApp>[1] = [],
  timeouts?: Parameters<typeof createApp>[2],
): Promise<TestApp> {
  const db = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bb-app-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: db.url,
    PUBLIC_URL: 'http://localhost:3000',
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
    MAIL_RETRY_DELAY_SECONDS: '1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Suites start with empty content tables; the sample-content suite turns seeding on.
    SEED_SAMPLE_CONTENT: 'false',
    ...env,
  });
  const app = await createApp(config, extraImports, timeouts);
  let closing: Promise<void> | undefined;
  const closeApp = () => (closing ??= app.close());
  return {
    app,
    http: app.getHttpServer(),
    config,
    dataSource: app.get(DataSource),
    closeApp,
    async close() {
      await closeApp();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
