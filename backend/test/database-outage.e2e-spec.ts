import type { NestExpressApplication } from '@nestjs/platform-express';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.setup';
import { UNAVAILABLE_MESSAGE } from '../src/common/http-exception.filter';
import { loadConfig } from '../src/config/config';
import {
  type EmbeddedPostgres,
  freePort,
  startEmbeddedPostgres,
} from '../src/database/embedded-postgres';
import { DATABASE_TIMEOUTS } from '../src/database/typeorm-options';
import { createUser, signedIn } from './support/accounts';
import type { TestApp } from './support/test-app';

/** The longest an answer may take while the database is down. */
const QUICK_MS = 2_500;

/**
 * PostgreSQL stops under the running app and comes back (docs/operations.md, "When PostgreSQL or the
 * disk fails"): requests are answered 503 at once, the health check says the database is down, the
 * process lives on, and it serves again by itself once the server is back, mail queue included.
 */
describe('PostgreSQL stopped under the running app', () => {
  let dir: string;
  let pgDir: string;
  let port: number;
  let pg: EmbeddedPostgres;
  let app: NestExpressApplication;
  let t: TestApp;
  let member: Awaited<ReturnType<typeof signedIn>>;
  const crashes: unknown[] = [];
  const onCrash = (err: unknown) => crashes.push(err);

  const contact = () =>
    request(t.http).post('/api/contact').send({
      name: 'Alex Morgan',
      email: 'alex@example.org',
      company: 'Harbourside Analytics',
      inquiryType: 'training',
      message: 'We would like to hear about your training programs.',
    });
  /** The request, and how long its answer took. */
  const timed = async (req: PromiseLike<request.Response>) => {
    const started = Date.now();
    const res = await req;
    return { res, ms: Date.now() - started };
  };
  const mailFiles = () => {
    const mailDir = path.join(t.config.dataDir, 'mail');
    return existsSync(mailDir) ? readdirSync(mailDir) : [];
  };
  const eventually = async (check: () => Promise<boolean> | boolean, withinMs: number) => {
    const deadline = Date.now() + withinMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`Not so within ${withinMs} ms`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  beforeAll(async () => {
    process.on('uncaughtException', onCrash);
    process.on('unhandledRejection', onCrash);
    dir = mkdtempSync(path.join(tmpdir(), 'bb-outage-'));
    // Its own directory: run as root, PostgreSQL's user must pass through it (opened up by the launcher).
    pgDir = mkdtempSync(path.join(tmpdir(), 'bb-outage-pg-'));
    port = await freePort();
    pg = await startEmbeddedPostgres({ dataDir: pgDir, mode: 'app', port });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir,
      DATABASE_URL: pg.url,
      PUBLIC_URL: 'http://localhost:3000',
      SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
      MAIL_RETRY_DELAY_SECONDS: '1',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      SEED_SAMPLE_CONTENT: 'false',
    });
    app = await createApp(config);
    t = {
      app,
      http: app.getHttpServer(),
      config,
      dataSource: app.get(DataSource),
      closeApp: () => app.close(),
      close: () => app.close(),
    };
    await createUser(t, { username: 'steady' });
    member = await signedIn(t, 'steady');
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await pg?.stop();
    rmSync(dir, { recursive: true, force: true });
    rmSync(pgDir, { recursive: true, force: true });
    process.off('uncaughtException', onCrash);
    process.off('unhandledRejection', onCrash);
  }, 30_000);

  it('answers 503 at once while the database is down, and serves again once it is back', async () => {
    // Healthy to begin with.
    await request(t.http).get('/api/testimonials').expect(200);
    await contact().expect(201);
    await member.get('/api/user/preferences').expect(200);
    expect((await request(t.http).get('/api/health').expect(200)).body.status).toBe('ok');
    await eventually(() => mailFiles().length === 2, 10_000); // thanks + notification

    await pg.stop(); // pg_ctl stop -m fast: connections are cut, new ones refused

    for (const req of [
      request(t.http).get('/api/testimonials'),
      contact(),
      member.get('/api/user/preferences'),
    ]) {
      const { res, ms } = await timed(req);
      expect({ status: res.status, body: res.body as unknown }).toEqual({
        status: 503,
        body: { statusCode: 503, message: UNAVAILABLE_MESSAGE },
      });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['retry-after']).toBe('10');
      expect(ms).toBeLessThan(QUICK_MS);
    }
    const health = await timed(request(t.http).get('/api/health'));
    expect(health.res.status).toBe(503);
    expect(health.res.body).toMatchObject({
      status: 'error',
      database: { status: 'down' },
      mailQueue: { status: 'down' },
    });
    expect(health.ms).toBeLessThan(QUICK_MS);

    // A server that takes connections and never answers (a hung host): the connection timeout
    // (DATABASE_TIMEOUTS.connectMs) bounds a request, the health check answers sooner still.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
    const hung = await timed(request(t.http).get('/api/testimonials'));
    expect([hung.res.status, hung.res.body]).toEqual([
      503,
      { statusCode: 503, message: UNAVAILABLE_MESSAGE },
    ]);
    expect(hung.ms).toBeLessThan(DATABASE_TIMEOUTS.connectMs + 1_000);
    const hungHealth = await timed(request(t.http).get('/api/health'));
    expect(hungHealth.res.status).toBe(503);
    expect(hungHealth.res.body).toMatchObject({ database: { status: 'down' } });
    expect(hungHealth.ms).toBeLessThan(QUICK_MS);
    // Let the health check's own connection attempts time out before the server goes.
    await new Promise((r) => setTimeout(r, DATABASE_TIMEOUTS.connectMs));
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));

    // The mail queue's worker and maintenance have been failing to reach the database meanwhile.
    await request(t.http).get('/api/testimonials').expect(503);
    expect(crashes).toEqual([]);

    pg = await startEmbeddedPostgres({ dataDir: pgDir, mode: 'app', port });

    // Back without a restart of the app: the same requests succeed within seconds.
    await eventually(
      async () => (await request(t.http).get('/api/testimonials')).status === 200,
      10_000,
    );
    await contact().expect(201);
    await member.get('/api/user/preferences').expect(200); // the session outlived the outage
    expect((await request(t.http).get('/api/health').expect(200)).body).toMatchObject({
      status: 'ok',
      database: { status: 'up' },
      mailQueue: { status: 'up' },
    });
    // The queue's worker delivers again: the second message's two mails are written.
    await eventually(() => mailFiles().length === 4, 15_000);
    expect(crashes).toEqual([]);
  }, 60_000);
});
