import { parseUploadUrl, type UploadStart } from '@bb/shared/admin-content';
import type { AdminPage } from '@bb/shared/pages/admin';
import type { PageContent } from '@bb/shared/pages/registry';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { AUTH_LIMITS } from '../src/auth/auth-messages';
import { MailService } from '../src/mail/mail.service';
import { PublicAnswers } from '../src/public-answer-cache/public-answers';
import { SAMPLE_CAROUSEL_ITEMS, SAMPLE_TESTIMONIALS } from '../src/sample-content/sample-content';
import { createUser, PASSWORD } from './support/accounts';
import { plainImage } from './support/images';
import { TestS3Server } from './support/s3-server';
import { TestSmtpServer } from './support/smtp';
import { NEW_TESTIMONIAL } from './support/content';
import { createTestApp, createTestDatabase, TestApp } from './support/test-app';

const ADMIN = {
  ADMIN_USERNAME: 'chief',
  ADMIN_EMAIL: 'chief@example.org',
  ADMIN_PASSWORD: PASSWORD,
};

/**
 * Two instances of the app on one PostgreSQL, one S3-protocol server and one SMTP server, as a
 * deployment behind a load balancer runs them. Each is a Nest app of its own (its own module graph,
 * connection pools, mail worker, scheduler and rate-limit storage): nothing they share is in memory,
 * so whatever one instance does, the other can see only through the database, the bucket or the
 * mail server. The module-level state of the sources (the dummy password hash, the common-password
 * list) is read-only and identical in every process.
 */
describe('several instances on one database', () => {
  const s3 = new TestS3Server('shared-uploads');
  const smtp = new TestSmtpServer();
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    await Promise.all([s3.start(), smtp.start()]);
    db = await createTestDatabase();
    const env = {
      ...s3.env(),
      ...ADMIN,
      DATABASE_URL: db.url,
      SMTP_URL: smtp.url,
      SEED_SAMPLE_CONTENT: 'true',
    };
    // Both start at the same moment on the empty database: migrations, the mail queue's schema, the
    // sample content and the first administrator race.
    [a, b] = await Promise.all([createTestApp(env), createTestApp(env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await db?.drop();
    await Promise.all([s3.stop(), smtp.stop()]);
  });

  const count = async (sql: string, params: unknown[] = []): Promise<number> =>
    ((await a.dataSource.query(sql, params)) as { n: number }[])[0].n;
  /** The session cookie ("sid=...") a sign-in answer set. */
  const signIn = async (t: TestApp, username: string): Promise<string> => {
    const res = await request(t.http)
      .post('/api/login')
      .send({ username, password: PASSWORD })
      .expect(200);
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('sid='));
    if (!cookie) throw new Error('No session cookie after sign-in');
    return cookie.split(';')[0];
  };

  it('started together on an empty database: every migration, the seed and the administrator once', async () => {
    const migrations = a.dataSource.migrations.map((m) => m.name);
    expect(migrations.length).toBeGreaterThan(0);
    const rows: { name: string; n: number }[] = await a.dataSource.query(
      'SELECT name, count(*)::int AS n FROM migrations GROUP BY name',
    );
    expect(rows.map((r) => r.name).sort()).toEqual([...migrations].sort());
    expect(rows.every((r) => r.n === 1)).toBe(true);

    expect(await count('SELECT count(*)::int AS n FROM testimonial')).toBe(
      SAMPLE_TESTIMONIALS.length,
    );
    expect(await count('SELECT count(*)::int AS n FROM carousel_item')).toBe(
      SAMPLE_CAROUSEL_ITEMS.length,
    );
    expect(await count(`SELECT count(*)::int AS n FROM app_user WHERE is_admin`)).toBe(1);
    // And both serve the same content.
    const [fromA, fromB] = await Promise.all(
      [a, b].map((t) => request(t.http).get('/api/testimonials').expect(200)),
    );
    expect((fromA.body as unknown[]).length).toBeGreaterThan(0);
    expect(fromB.body).toEqual(fromA.body);
  });

  it('a session made on one works on the other, and signing out on one ends it on both', async () => {
    await createUser(a, { username: 'roaming' });
    const cookie = await signIn(a, 'roaming');
    for (const t of [a, b]) {
      const res = await request(t.http).get('/api/user').set('Cookie', cookie).expect(200);
      expect(res.body.username).toBe('roaming');
    }
    await request(b.http).post('/api/logout').set('Cookie', cookie).expect(200);
    for (const t of [a, b])
      await request(t.http).get('/api/user').set('Cookie', cookie).expect(401);
  });

  it('rate limits count the requests of both instances together', async () => {
    await a.dataSource.query('DELETE FROM rate_limit');
    await createUser(a, { username: 'guarded' });
    const wrong = (t: TestApp) =>
      request(t.http).post('/api/login').send({ username: 'guarded', password: 'Not-The-One-1' });
    const { limit } = AUTH_LIMITS.loginPerClient;
    // Half the allowed failures on each instance: each alone is under the limit, together they reach it.
    for (let i = 0; i < limit; i++) expect((await wrong(i % 2 ? b : a)).status).toBe(401);
    expect((await wrong(a)).status).toBe(429);
    expect((await wrong(b)).status).toBe(429);
  });

  it('sends each queued e-mail once, whichever instance queued it, with both mail workers running', async () => {
    const addresses = Array.from({ length: 12 }, (_, i) => `reader${i}@example.org`);
    await Promise.all(
      addresses.map((to, i) =>
        (i % 2 ? b : a).app.get(MailService).send('newsletter-welcome', to, {
          context: { unsubscribeUrl: `http://localhost:3000/unsubscribe?n=${i}` },
        }),
      ),
    );
    for (const to of addresses) await smtp.waitFor(to);
    // Give a second delivery of any of them time to arrive.
    await new Promise((r) => setTimeout(r, 1_500));
    for (const to of addresses) expect(smtp.to(to)).toHaveLength(1);
  });

  it('coming-soon mode and the organisation details changed on one instance are seen by the other at once', async () => {
    const chief = await signIn(a, 'chief');
    for (const enabled of [true, false, true]) {
      await request(a.http)
        .patch('/api/admin/settings')
        .set('Cookie', chief)
        .send({ comingSoon: enabled })
        .expect(200);
      const res = await request(b.http).get('/api/coming-soon-status').expect(200);
      expect(res.body).toEqual({ enabled });
    }

    // The organisation details too (both answers are kept in memory: see SettingsController),
    // whether changed through the other instance or by hand in the database.
    const tagline = async () =>
      ((await request(b.http).get('/api/site').expect(200)).body as { tagline: string }).tagline;
    const before = await tagline();
    await request(a.http)
      .patch('/api/admin/settings')
      .set('Cookie', chief)
      .send({ siteDetails: { tagline: 'Changed on instance A' } })
      .expect(200);
    expect(await tagline()).toBe('Changed on instance A');
    await a.dataSource.query(
      `UPDATE setting SET value = jsonb_set(value::jsonb, '{tagline}', '"Changed by hand"')
        WHERE key = 'siteDetails'`,
    );
    expect(await tagline()).toBe('Changed by hand');
    await request(a.http)
      .patch('/api/admin/settings')
      .set('Cookie', chief)
      .send({ siteDetails: { tagline: before } })
      .expect(200);
    expect(await tagline()).toBe(before);
  });

  it('a testimonial or carousel changed on one instance is served by the other at once', async () => {
    const chief = await signIn(a, 'chief');
    const ids = async (t: TestApp) =>
      ((await request(t.http).get('/api/testimonials').expect(200)).body as { id: string }[]).map(
        (x) => x.id,
      );
    const carousel = async (t: TestApp) =>
      (await request(t.http).get('/api/carousel/home').expect(200)).body as { intervalMs: number };
    // B keeps both answers in memory from here on.
    const before = await ids(b);
    const { intervalMs } = await carousel(b);

    const { id } = (
      await request(a.http)
        .post('/api/admin/testimonials')
        .set('Cookie', chief)
        .send(NEW_TESTIMONIAL)
        .expect(201)
    ).body as { id: string };
    expect(await ids(b)).toEqual([id, ...before]);
    await request(a.http).delete(`/api/admin/testimonials/${id}`).set('Cookie', chief).expect(200);
    expect(await ids(b)).toEqual(before);

    await request(a.http)
      .patch('/api/admin/carousel/home/config')
      .set('Cookie', chief)
      .send({ intervalMs: intervalMs + 1000 })
      .expect(200);
    expect((await carousel(b)).intervalMs).toBe(intervalMs + 1000);
  });

  it("a page's draft changes nothing anywhere, and its publish on one instance is served by the other at once", async () => {
    const chief = await signIn(a, 'chief');
    const headline = async (t: TestApp) =>
      ((await request(t.http).get('/api/pages/about').expect(200)).body as PageContent<'about'>)
        .hero.headline;
    const sentFromMemory = () => b.app.get(PublicAnswers).fastPathAnswers;
    // Both keep the page's answer in memory from here on.
    const before = await headline(a);
    expect(await headline(b)).toBe(before);
    const { published, version } = (
      await request(a.http).get('/api/admin/pages/about').set('Cookie', chief).expect(200)
    ).body as AdminPage;
    const content = structuredClone(published) as PageContent<'about'>;
    content.hero.headline = 'Published on instance A';
    const saved = (
      await request(a.http)
        .put('/api/admin/pages/about/draft')
        .set('Cookie', chief)
        .send({ content, version })
        .expect(200)
    ).body as AdminPage;
    expect(await headline(b)).toBe(before);
    await request(a.http)
      .post('/api/admin/pages/about/publish')
      .set('Cookie', chief)
      .send({ version: saved.version })
      .expect(200);
    const fromMemory = sentFromMemory();
    expect(await headline(b)).toBe('Published on instance A');
    expect(sentFromMemory()).toBe(fromMemory + 1);
    expect(await headline(a)).toBe('Published on instance A');
  });

  it('an image uploaded through one instance is served by the other', async () => {
    const chief = await signIn(a, 'chief');
    const { uploadURL } = (
      await request(a.http).post('/api/objects/upload').set('Cookie', chief).expect(201)
    ).body as UploadStart;
    const bytes = await plainImage('png', 800, 400);
    const { url } = (
      await request(a.http)
        .put(uploadURL)
        .set('Cookie', chief)
        .set('Content-Type', 'image/png')
        .send(bytes)
        .expect(201)
    ).body as { url: string };
    expect(parseUploadUrl(url)).not.toBeNull();
    const served = await request(b.http).get(url).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((served.body as Buffer).length).toBeGreaterThan(0);
  });

  it('the daily upload budget holds for uploads arriving at once on both instances', async () => {
    const chief = await signIn(a, 'chief');
    const upload = async (t: TestApp, bytes: Buffer) => {
      const { uploadURL } = (
        await request(t.http).post('/api/objects/upload').set('Cookie', chief).expect(201)
      ).body as UploadStart;
      return request(t.http)
        .put(uploadURL)
        .set('Cookie', chief)
        .set('Content-Type', 'image/png')
        .send(bytes);
    };
    const today = async () =>
      Number(
        (
          (await a.dataSource.query(
            `SELECT coalesce(sum(stored_bytes), 0)::bigint AS n FROM upload
              WHERE created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
          )) as { n: string }[]
        )[0].n,
      );
    await a.dataSource.query(`UPDATE upload SET created_at = now() - interval '3 days'`);
    // One image like those of the race, to know about what each will take.
    const probe = await upload(b, await plainImage('png', 340, 200));
    expect(probe.status).toBe(201);
    const each = await today();
    await request(a.http)
      .patch('/api/admin/settings')
      .set('Cookie', chief)
      .send({ uploadDailyBudgetMb: 1 })
      .expect(200);
    // Room for about two and a half more of them today.
    const MB = 1024 * 1024;
    await a.dataSource.query(
      `INSERT INTO upload (hash, width, height, stored_bytes) VALUES ($1, 10, 10, $2)`,
      ['e'.repeat(32), MB - each - Math.round(each * 2.5)],
    );
    const images = await Promise.all(
      Array.from({ length: 8 }, (_, i) => plainImage('png', 341 + i, 200)),
    );
    // The uploads are held at their start (each image's own lock) until all have arrived, then let
    // go together: their checks run side by side.
    const runner = a.dataSource.createQueryRunner();
    await runner.connect();
    let answers: request.Response[];
    try {
      await runner.startTransaction();
      for (const bytes of images)
        await runner.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
          `upload:${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}`,
        ]);
      const all = Promise.all(images.map((bytes, i) => upload(i % 2 ? b : a, bytes)));
      for (let waiting = 0; waiting < images.length;) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        waiting = (
          (await a.dataSource.query(
            `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`,
          )) as { n: number }[]
        )[0].n;
      }
      await runner.commitTransaction();
      answers = await all;
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      await runner.release();
    }
    const stored = answers.filter((res) => res.status === 201);
    const refused = answers.filter((res) => res.status !== 201);
    expect(stored.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const res of refused) {
      expect(res.status).toBe(429);
      expect(res.body.message).toMatch(/^The daily upload budget of 1 MB is used up/);
    }
    expect(await today()).toBeLessThanOrEqual(MB);
  });
});
