import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { sampleContentCommand } from '../src/cli/sample-content';
import { typeormOptions } from '../src/database/typeorm-options';
import {
  SAMPLE_CONTENT_SETTING,
  SAMPLE_CONTENT_VERSION,
  seedSampleContent,
} from '../src/sample-content/sample-content';
import { createTestApp, TestApp } from './support/test-app';

const counts = async (ds: DataSource) => {
  const [row] = await ds.query(`SELECT
    (SELECT count(*)::int FROM testimonial) AS testimonials,
    (SELECT count(*)::int FROM carousel_item) AS items,
    (SELECT count(*)::int FROM carousel_config) AS configs`);
  return row as { testimonials: number; items: number; configs: number };
};

describe('sample content', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ SEED_SAMPLE_CONTENT: 'true' });
  });
  afterAll(() => t.close());

  it('is added at start: six published testimonials, newest first, and a draft', async () => {
    const res = await request(t.http).get('/api/testimonials').expect(200);
    expect(res.body).toHaveLength(6);
    const times = res.body.map((x: { createdAt: string }) => new Date(x.createdAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(times).size).toBe(6);
    expect(res.body.map((x: { title: string }) => x.title)).toEqual(
      expect.arrayContaining([
        'HR Director',
        'Head of Diversity & Inclusion',
        'Principal',
        'Conference Chair',
      ]),
    );
    expect(res.body.filter((x: { rating: number }) => x.rating === 4)).toHaveLength(1);
    expect(res.body.filter((x: { rating: number }) => x.rating === 5)).toHaveLength(5);
    for (const x of res.body) {
      expect(x.content.length).toBeGreaterThan(100);
      expect(x.content.length).toBeLessThanOrEqual(2000);
    }
    const [{ drafts }] = await t.dataSource.query(
      'SELECT count(*)::int AS drafts FROM testimonial WHERE NOT is_published',
    );
    expect(drafts).toBe(1);
  });

  it('gives the speaker page six described photos advancing every 4 seconds', async () => {
    const res = await request(t.http).get('/api/carousel/mwo-show').expect(200);
    expect(res.body).toMatchObject({
      slug: 'mwo-show',
      autoPlay: true,
      intervalMs: 4000,
      loop: true,
    });
    expect(res.body.items.map((i: { imageUrl: string }) => i.imageUrl)).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `/images/gallery-${n}-960.webp`),
    );
    expect(res.body.items.map((i: { sortOrder: number }) => i.sortOrder)).toEqual([
      0, 1, 2, 3, 4, 5,
    ]);
    expect(res.body.items[0].altText).toBe(
      'The speaker on stage delivering a keynote to a full auditorium',
    );
    expect(res.body.items[5].altText).toBe(
      'The team and volunteers together after a community outreach event',
    );
    for (const slug of ['home', 'programs']) {
      const other = await request(t.http).get(`/api/carousel/${slug}`).expect(200);
      expect(other.body).toEqual({ slug, autoPlay: true, intervalMs: 5000, loop: true, items: [] });
    }
  });

  it('records that it ran, and adds nothing when run again or when the app restarts', async () => {
    const [setting] = await t.dataSource.query('SELECT value FROM setting WHERE key = $1', [
      SAMPLE_CONTENT_SETTING,
    ]);
    expect(setting.value).toEqual({ version: SAMPLE_CONTENT_VERSION, at: expect.any(String) });
    const before = await counts(t.dataSource);
    expect(before).toEqual({ testimonials: 7, items: 6, configs: 3 });

    expect(await seedSampleContent(t.dataSource)).toEqual({
      seeded: false,
      at: setting.value.at,
    });
    const restarted = await createTestApp({
      SEED_SAMPLE_CONTENT: 'true',
      DATABASE_URL: t.config.databaseUrl!,
    });
    await restarted.close();
    expect(await counts(t.dataSource)).toEqual(before);
  });

  it('never brings back content an administrator deleted', async () => {
    await t.dataSource.query('DELETE FROM testimonial');
    await t.dataSource.query('DELETE FROM carousel_item');
    await t.dataSource.query('DELETE FROM carousel_config');
    expect((await seedSampleContent(t.dataSource)).seeded).toBe(false);
    expect(await counts(t.dataSource)).toEqual({ testimonials: 0, items: 0, configs: 0 });
    await request(t.http).get('/api/testimonials').expect(200, []);
  });

  it('is added once when several instances start together, and not at all when switched off', async () => {
    const off = await createTestApp(); // SEED_SAMPLE_CONTENT false, as in every other suite
    const sources = await Promise.all(
      [1, 2, 3].map(() => new DataSource(typeormOptions(off.config.databaseUrl!)).initialize()),
    );
    try {
      expect(await counts(off.dataSource)).toEqual({ testimonials: 0, items: 0, configs: 0 });
      const [{ n }] = await off.dataSource.query(
        'SELECT count(*)::int AS n FROM setting WHERE key = $1',
        [SAMPLE_CONTENT_SETTING],
      );
      expect(n).toBe(0); // switched off: nothing recorded, so switching it on later still seeds

      const results = await Promise.all(sources.map((ds) => seedSampleContent(ds)));
      expect(results.filter((r) => r.seeded)).toHaveLength(1);
      expect(new Set(results.map((r) => r.at)).size).toBe(1);
      expect(await counts(off.dataSource)).toEqual({ testimonials: 7, items: 6, configs: 3 });
    } finally {
      await Promise.all(sources.map((ds) => ds.destroy()));
      await off.close();
    }
  });

  it('keeps a carousel configuration that exists before it runs', async () => {
    const db = await createTestApp();
    try {
      await db.dataSource.query(
        `INSERT INTO carousel_config (slug, interval_ms, auto_play) VALUES ('mwo-show', 9000, false)`,
      );
      expect((await seedSampleContent(db.dataSource)).seeded).toBe(true);
      const res = await request(db.http).get('/api/carousel/mwo-show').expect(200);
      expect(res.body).toMatchObject({ intervalMs: 9000, autoPlay: false });
      expect(res.body.items).toHaveLength(6);
    } finally {
      await db.close();
    }
  });

  it('can be added with a command (npm run sample-content), also once only', async () => {
    const off = await createTestApp();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bb-cli-'));
    const env = { NODE_ENV: 'test', DATABASE_URL: off.config.databaseUrl, DATA_DIR: dataDir };
    try {
      expect(await sampleContentCommand(env)).toBe(
        'Added the sample content: testimonials and the speaker page carousel.',
      );
      expect((await request(off.http).get('/api/testimonials').expect(200)).body).toHaveLength(6);
      expect(await sampleContentCommand(env)).toMatch(
        /^The sample content was added to this database before \(.+\); nothing was changed\.$/,
      );
    } finally {
      await off.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
