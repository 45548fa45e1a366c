import { Client } from 'pg';
import request from 'supertest';
import { CarouselConfig } from '../src/carousels/carousel-config.entity';
import { CarouselItem } from '../src/carousels/carousel-item.entity';
import { Testimonial } from '../src/testimonials/testimonial.entity';
import { TestimonialsService } from '../src/testimonials/testimonials.service';
import { createTestApp, TestApp } from './support/test-app';

describe('public content: testimonials and carousels', () => {
  let t: TestApp;
  const testimonials = () => t.dataSource.getRepository(Testimonial);
  const items = () => t.dataSource.getRepository(CarouselItem);
  const configs = () => t.dataSource.getRepository(CarouselConfig);
  const daysAgo = (d: number) => new Date(Date.now() - d * 24 * 60 * 60 * 1000);
  /** Plain SQL on a connection of its own (a refused statement is not logged as an app error). */
  const sql = async (text: string) => {
    const c = new Client({ connectionString: t.config.databaseUrl });
    await c.connect();
    try {
      return await c.query(text);
    } finally {
      await c.end();
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.dataSource.query('DELETE FROM testimonial');
    await t.dataSource.query('DELETE FROM carousel_item');
    await t.dataSource.query('DELETE FROM carousel_config');
  });

  describe('GET /api/testimonials', () => {
    it('answers an empty list when there are none (no sample content in tests)', async () => {
      await request(t.http).get('/api/testimonials').expect(200, []);
    });

    it('lists only published testimonials, newest first, in the public shape', async () => {
      const base = { title: 'HR Director', company: 'Example Co', content: 'Great.' };
      await testimonials().insert([
        { ...base, name: 'Old', isPublished: true, rating: 4, createdAt: daysAgo(30) },
        { ...base, name: 'Draft', isPublished: false, createdAt: daysAgo(1) },
        {
          ...base,
          name: 'New',
          isPublished: true,
          imageUrl: '/uploads/new.webp',
          createdAt: daysAgo(2),
        },
        { ...base, name: 'Middle', isPublished: true, createdAt: daysAgo(10) },
      ]);
      const res = await request(t.http).get('/api/testimonials').expect(200);
      expect(res.body.map((x: { name: string }) => x.name)).toEqual(['New', 'Middle', 'Old']);
      expect(Object.keys(res.body[0]).sort()).toEqual(
        ['id', 'name', 'title', 'company', 'content', 'rating', 'imageUrl', 'createdAt'].sort(),
      );
      expect(res.body[0]).toMatchObject({
        name: 'New',
        title: 'HR Director',
        company: 'Example Co',
        content: 'Great.',
        rating: 5, // the default
        imageUrl: '/uploads/new.webp',
      });
      expect(res.body[2]).toMatchObject({ rating: 4, imageUrl: null });
      expect(new Date(res.body[0].createdAt).getTime()).toBeCloseTo(daysAgo(2).getTime(), -4);
    });

    it('the database refuses a rating outside 1..5 and new testimonials start as drafts', async () => {
      const insert = (rating: string) =>
        sql(
          `INSERT INTO testimonial (name, title, company, content${rating ? ', rating' : ''})
           VALUES ('A', 'B', 'C', 'D'${rating ? `, ${rating}` : ''})`,
        );
      await expect(insert('6')).rejects.toThrow(/CHK_testimonial_rating/);
      await expect(insert('0')).rejects.toThrow(/CHK_testimonial_rating/);
      await insert('');
      expect(await testimonials().findOneByOrFail({ name: 'A' })).toMatchObject({
        rating: 5,
        isPublished: false,
        imageUrl: null,
      });
    });
    it('has the service methods the admin panel will use: create, update, remove', async () => {
      const service = t.app.get(TestimonialsService);
      const created = await service.create({
        name: 'Ana',
        title: 'Principal',
        company: 'School',
        content: 'Good.',
      });
      expect(created).toMatchObject({ rating: 5, isPublished: false, imageUrl: null });
      await request(t.http).get('/api/testimonials').expect(200, []);
      await service.update(created.id, { isPublished: true, rating: 3 });
      const res = await request(t.http).get('/api/testimonials').expect(200);
      expect(res.body).toMatchObject([{ id: created.id, rating: 3 }]);
      expect(await service.listAll()).toHaveLength(1);
      await service.remove(created.id);
      await expect(service.remove(created.id)).rejects.toThrow(/does not exist/);
      await expect(service.update(created.id, { rating: 4 })).rejects.toThrow(/does not exist/);
    });
  });

  describe('GET /api/carousel/:slug', () => {
    it('gives the default settings and no items for a known carousel with nothing stored', async () => {
      for (const slug of ['mwo-show', 'home', 'programs']) {
        const res = await request(t.http).get(`/api/carousel/${slug}`).expect(200);
        expect(res.body).toEqual({ slug, autoPlay: true, intervalMs: 5000, loop: true, items: [] });
      }
    });

    it('lists only published items of that carousel, by sortOrder then age, with its settings', async () => {
      await configs().insert({ slug: 'home', autoPlay: false, intervalMs: 7000, loop: false });
      const item = (slug: CarouselItem['slug'], name: string, sortOrder: number, extra = {}) => ({
        slug,
        imageUrl: `/images/${name}.webp`,
        sortOrder,
        ...extra,
      });
      await items().insert([
        item('home', 'c', 2, { createdAt: daysAgo(1) }),
        item('home', 'a', 0, { altText: 'First slide', youtubeUrl: 'https://youtu.be/x' }),
        item('home', 'b-newer', 1, { createdAt: daysAgo(1) }),
        item('home', 'b-older', 1, { createdAt: daysAgo(5) }),
        item('home', 'hidden', 0, { isPublished: false }),
        item('programs', 'other', 0),
      ]);
      const res = await request(t.http).get('/api/carousel/home').expect(200);
      expect(res.body).toMatchObject({
        slug: 'home',
        autoPlay: false,
        intervalMs: 7000,
        loop: false,
      });
      expect(res.body.items.map((i: { imageUrl: string }) => i.imageUrl)).toEqual([
        '/images/a.webp',
        '/images/b-older.webp',
        '/images/b-newer.webp',
        '/images/c.webp',
      ]);
      expect(res.body.items[0]).toEqual({
        id: expect.any(String),
        imageUrl: '/images/a.webp',
        altText: 'First slide',
        youtubeUrl: 'https://youtu.be/x',
        sortOrder: 0,
        focalX: 0.5,
        focalY: 0.5,
      });
      expect(res.body.items[1]).toMatchObject({ altText: null, youtubeUrl: null });
      // New items are published by default.
      expect((await items().findOneByOrFail({ imageUrl: '/images/c.webp' })).isPublished).toBe(
        true,
      );
    });

    it('answers an unknown carousel with a 404 naming the known ones', async () => {
      for (const slug of ['nope', 'MWO-SHOW', '00000000-0000-4000-8000-000000000000']) {
        const res = await request(t.http).get(`/api/carousel/${slug}`).expect(404);
        expect(res.body).toEqual({
          statusCode: 404,
          message: `Unknown carousel "${slug}". Known carousels: mwo-show, home, programs.`,
        });
      }
      const long = await request(t.http)
        .get(`/api/carousel/${'x'.repeat(300)}`)
        .expect(404);
      expect(long.body.message.length).toBeLessThan(120);
      await request(t.http).get('/api/carousel/').expect(404);
    });

    it('the database refuses an unknown slug, a negative sortOrder and an interval under 1000 ms', async () => {
      await expect(
        sql(`INSERT INTO carousel_item (slug, image_url) VALUES ('nope', '/x.webp')`),
      ).rejects.toThrow(/CHK_carousel_item_slug/);
      await expect(
        sql(
          `INSERT INTO carousel_item (slug, image_url, sort_order) VALUES ('home', '/x.webp', -1)`,
        ),
      ).rejects.toThrow(/CHK_carousel_item_sort_order/);
      await expect(
        sql(`INSERT INTO carousel_config (slug, interval_ms) VALUES ('home', 999)`),
      ).rejects.toThrow(/CHK_carousel_config_interval_ms/);
    });
  });
});
