import {
  type AdminCarouselItem,
  SITE_IMAGE_URL_MESSAGE,
  YOUTUBE_URL_MESSAGE,
} from '@bb/shared/admin-content';
import request from 'supertest';
import { ACCESS_MESSAGES } from '../../src/common/access';
import { createUser, signedIn } from '../support/accounts';
import { uploadedImage } from '../support/images';
import { createTestApp, TestApp } from '../support/test-app';

const UNKNOWN_ID = '3f0c6b1e-7a51-4c1e-9d3b-2a8f6e4d9c10';
const IMAGE = '/images/story-960.webp';
/** An uploaded image (beforeAll): saves accept only images still in the media library. */
let UPLOAD: string;
const UNKNOWN_CAROUSEL = 'Unknown carousel "nope". Known carousels: mwo-show, home, programs.';
const INTERVAL_MESSAGE =
  'intervalMs must be a number of milliseconds from 1000 to 600000 in steps of 500 (a whole number of half seconds).';

type Agent = Awaited<ReturnType<typeof signedIn>>;

interface AuditRow {
  action: string;
  target_type: string;
  target_id: string | null;
  target_label: string | null;
  changes: Record<string, { from: unknown; to: unknown }> | null;
  detail: string | null;
}

describe('carousels administration: /api/admin/carousel/{slug}', () => {
  let t: TestApp;
  let boss: Agent;

  const audit = (targetId: string): Promise<AuditRow[]> =>
    t.dataSource.query(
      `SELECT action, target_type, target_id, target_label, changes, detail
         FROM audit_entry WHERE target_id = $1 ORDER BY at, id`,
      [targetId],
    );
  const add = async (slug: string, body: Record<string, unknown> = {}) =>
    (
      await boss
        .post(`/api/admin/carousel/${slug}`)
        .send({ imageUrl: IMAGE, ...body })
        .expect(201)
    ).body as AdminCarouselItem;
  const items = async (slug: string) =>
    (await boss.get(`/api/admin/carousel/${slug}`).expect(200)).body as AdminCarouselItem[];
  const publicCarousel = async (slug: string) =>
    (await request(t.http).get(`/api/carousel/${slug}`).expect(200)).body as {
      autoPlay: boolean;
      intervalMs: number;
      loop: boolean;
      items: { id: string; sortOrder: number; altText: string | null }[];
    };
  const clear = (slug: string) =>
    t.dataSource.query('DELETE FROM carousel_item WHERE slug = $1', [slug]);

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, { username: 'chief', isAdmin: true });
    boss = await signedIn(t, 'chief');
    UPLOAD = await uploadedImage(boss);
  });
  afterAll(() => t.close());
  beforeEach(() => t.dataSource.query('DELETE FROM rate_limit'));

  it('answers 401 signed out and 403 to a member on every route, and changes nothing', async () => {
    const item = await add('home');
    await createUser(t, { username: 'plainmember' });
    const member = await signedIn(t, 'plainmember');
    const routes: [string, string, object][] = [
      ['get', '/api/admin/carousel/home', {}],
      ['post', '/api/admin/carousel/home', { imageUrl: IMAGE }],
      ['patch', `/api/admin/carousel/home/${item.id}`, { isPublished: false }],
      ['delete', `/api/admin/carousel/home/${item.id}`, {}],
      ['get', '/api/admin/carousel/home/config', {}],
      ['patch', '/api/admin/carousel/home/config', { intervalMs: 2000 }],
      ['patch', '/api/admin/carousel/home/reorder', { items: [{ id: item.id, sortOrder: 0 }] }],
    ];
    for (const [method, path, body] of routes) {
      const anonymous = await request(t.http)[method as 'get'](path).send(body).expect(401);
      expect(anonymous.body).toEqual({ statusCode: 401, message: ACCESS_MESSAGES.signedOut });
      const denied = await member[method as 'get'](path).send(body).expect(403);
      expect(denied.body).toEqual({ statusCode: 403, message: ACCESS_MESSAGES.notAdmin });
    }
    expect(await items('home')).toEqual([item]);
    expect((await boss.get('/api/admin/carousel/home/config').expect(200)).body.intervalMs).toBe(
      5000,
    );
    await clear('home');
  });

  it('answers 404 with the unknown-carousel message for an unknown slug on every route, before reading the body', async () => {
    const routes: [string, string, object][] = [
      ['get', '/api/admin/carousel/nope', {}],
      ['post', '/api/admin/carousel/nope', { imageUrl: 'not valid' }],
      ['patch', `/api/admin/carousel/nope/${UNKNOWN_ID}`, { sortOrder: -1 }],
      ['delete', `/api/admin/carousel/nope/${UNKNOWN_ID}`, {}],
      ['get', '/api/admin/carousel/nope/config', {}],
      ['patch', '/api/admin/carousel/nope/config', { intervalMs: 5 }],
      ['patch', '/api/admin/carousel/nope/reorder', { items: 'x' }],
    ];
    for (const [method, path, body] of routes) {
      const res = await boss[method as 'get'](path).send(body).expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: UNKNOWN_CAROUSEL });
    }
  });

  it('adds items numbered one above the highest (0 first), published, alt text empty as null', async () => {
    await clear('programs');
    const first = await add('programs', { altText: '' });
    expect(first).toMatchObject({
      slug: 'programs',
      imageUrl: IMAGE,
      altText: null,
      youtubeUrl: null,
      sortOrder: 0,
      isPublished: true,
    });
    const second = await add('programs', { imageUrl: UPLOAD, altText: ' A stage ' });
    expect(second).toMatchObject({ sortOrder: 1, altText: 'A stage', imageUrl: UPLOAD });
    const placed = await add('programs', { sortOrder: 7, isPublished: false, slug: 'programs' });
    expect(placed.sortOrder).toBe(7);
    expect((await add('programs')).sortOrder).toBe(8);
    const video = await add('programs', { youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(video.youtubeUrl).toBe('https://youtu.be/dQw4w9WgXcQ');
    // Another carousel has its own numbers.
    await clear('home');
    expect((await add('home')).sortOrder).toBe(0);

    const [entry] = await audit(second.id);
    expect(entry).toMatchObject({
      action: 'carousel-item.create',
      target_type: 'carousel-item',
      target_label: 'Programs Page #1: A stage',
    });
    expect(entry.changes).toMatchObject({
      imageUrl: { from: null, to: UPLOAD },
      sortOrder: { from: null, to: 1 },
    });
    // Listed by sortOrder, drafts included.
    expect((await items('programs')).map((i) => i.sortOrder)).toEqual([0, 1, 7, 8, 9]);
    await clear('home');
  });

  it('refuses bad items with 400 and per-field messages, storing and recording nothing', async () => {
    await clear('home');
    const audited = async () =>
      (
        (await t.dataSource.query(
          `SELECT count(*)::int AS n FROM audit_entry WHERE target_type = 'carousel-item'`,
        )) as { n: number }[]
      )[0].n;
    const auditedBefore = await audited();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ imageUrl: undefined }, 'imageUrl', 'imageUrl is required.'],
      [{ imageUrl: '' }, 'imageUrl', 'imageUrl is required.'],
      [{ imageUrl: 'https://images.example/cat.jpg' }, 'imageUrl', SITE_IMAGE_URL_MESSAGE],
      [{ imageUrl: '/images/../../secret' }, 'imageUrl', SITE_IMAGE_URL_MESSAGE],
      [{ youtubeUrl: 'https://vimeo.com/12345' }, 'youtubeUrl', YOUTUBE_URL_MESSAGE],
      [{ youtubeUrl: 'https://www.youtube.com/watch?v=short' }, 'youtubeUrl', YOUTUBE_URL_MESSAGE],
      [{ youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ?t=1\u0000' }, 'youtubeUrl', YOUTUBE_URL_MESSAGE],
      [{ altText: 'a'.repeat(301) }, 'altText', 'altText must be at most 300 characters.'],
      [{ sortOrder: -1 }, 'sortOrder', 'sortOrder must be a whole number from 0 to 1,000,000.'],
      [{ sortOrder: 1.5 }, 'sortOrder', 'sortOrder must be a whole number from 0 to 1,000,000.'],
      [{ isPublished: 'no' }, 'isPublished', 'isPublished must be true or false.'],
      [{ slug: 'elsewhere' }, 'slug', 'slug must be one of: mwo-show, home, programs.'],
      [
        { slug: 'programs' },
        'slug',
        'slug "programs" does not match the carousel in the address ("home").',
      ],
      [{ extra: 1 }, 'extra', 'property extra should not exist'],
    ];
    for (const [change, field, message] of cases) {
      const res = await boss
        .post('/api/admin/carousel/home')
        .send({ imageUrl: IMAGE, ...change })
        .expect(400);
      expect(res.body.errors[field]).toBe(message);
    }
    expect(await items('home')).toEqual([]);
    expect(await audited()).toBe(auditedBefore);
  });

  it('edits only the fields sent (404 for an id of another carousel) and deletes', async () => {
    await clear('mwo-show');
    const item = await add('mwo-show', {
      altText: 'Old',
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
    });
    const res = await boss
      .patch(`/api/admin/carousel/mwo-show/${item.id}`)
      .send({ altText: 'New words', youtubeUrl: '', isPublished: false })
      .expect(200);
    expect(res.body).toMatchObject({
      id: item.id,
      imageUrl: IMAGE,
      altText: 'New words',
      youtubeUrl: null,
      isPublished: false,
      sortOrder: 0,
    });
    await boss
      .patch(`/api/admin/carousel/mwo-show/${item.id}`)
      .send({ imageUrl: null })
      .expect(400)
      .expect((r) => expect(r.body.errors.imageUrl).toBe('imageUrl is required.'));
    // The item exists, but not in this carousel.
    const other = await boss
      .patch(`/api/admin/carousel/home/${item.id}`)
      .send({ altText: 'Hijack' })
      .expect(404);
    expect(other.body.message).toBe(
      'This carousel item does not exist (it may have been deleted).',
    );
    await boss.delete(`/api/admin/carousel/programs/${item.id}`).expect(404);
    await boss.patch(`/api/admin/carousel/mwo-show/${UNKNOWN_ID}`).send({}).expect(404);
    await boss
      .patch('/api/admin/carousel/mwo-show/not-a-uuid')
      .send({})
      .expect(400)
      .expect((r) => expect(r.body.message).toBe('That is not a valid carousel item id.'));

    const entries = await audit(item.id);
    expect(entries.map((e) => e.action)).toEqual(['carousel-item.create', 'carousel-item.update']);
    expect(entries[1].changes).toEqual({
      altText: { from: 'Old', to: 'New words' },
      youtubeUrl: { from: 'https://youtu.be/dQw4w9WgXcQ', to: null },
      isPublished: { from: true, to: false },
    });

    const gone = await boss.delete(`/api/admin/carousel/mwo-show/${item.id}`).expect(200);
    expect(gone.body).toEqual({ message: 'Carousel item deleted successfully' });
    expect(await items('mwo-show')).toEqual([]);
    expect((await audit(item.id)).at(-1)).toMatchObject({
      action: 'carousel-item.delete',
      changes: expect.objectContaining({ imageUrl: { from: IMAGE, to: null } }),
    });
  });

  describe('reorder', () => {
    let ids: string[];
    beforeEach(async () => {
      await clear('home');
      ids = [];
      for (let i = 0; i < 4; i += 1)
        ids.push((await add('home', { sortOrder: i * 10, altText: `Slide ${i}` })).id);
    });

    it('renumbers every item from 0 in the order given and answers the new list', async () => {
      const order = [ids[2], ids[0], ids[3], ids[1]];
      const res = await boss
        .patch('/api/admin/carousel/home/reorder')
        .send({ items: order.map((id, i) => ({ id, sortOrder: i })) })
        .expect(200);
      expect(res.body.map((i: AdminCarouselItem) => [i.id, i.sortOrder])).toEqual(
        order.map((id, i) => [id, i]),
      );
      expect((await items('home')).map((i) => i.id)).toEqual(order);
      expect((await publicCarousel('home')).items.map((i) => [i.id, i.sortOrder])).toEqual(
        order.map((id, i) => [id, i]),
      );
      const [entry] = await audit('home');
      expect(entry).toMatchObject({
        action: 'carousel.reorder',
        target_type: 'carousel',
        target_label: 'Home Page',
        // Each item by its description, as people read the trail.
        changes: {
          order: {
            from: ['Slide 0', 'Slide 1', 'Slide 2', 'Slide 3'],
            to: ['Slide 2', 'Slide 0', 'Slide 3', 'Slide 1'],
          },
        },
        detail: null,
      });
      await t.dataSource.query(`DELETE FROM audit_entry WHERE target_id = 'home'`);
      // One item dragged: the entry says which and where.
      await boss
        .patch('/api/admin/carousel/home/reorder')
        .send({ items: [ids[1], ids[2], ids[0], ids[3]].map((id, i) => ({ id, sortOrder: i })) })
        .expect(200);
      const [moved] = await audit('home');
      expect(moved.detail).toBe('Moved "Slide 1" from position 4 to 1.');
      await t.dataSource.query(`DELETE FROM audit_entry WHERE target_id = 'home'`);
    });

    it('refuses a list that is not every item exactly once, naming the ids, and keeps the order', async () => {
      const before = await items('home');
      const send = (list: string[]) =>
        boss
          .patch('/api/admin/carousel/home/reorder')
          .send({ items: list.map((id, i) => ({ id, sortOrder: i })) })
          .expect(400);
      const missing = await send([ids[1], ids[0], ids[2]]);
      expect(missing.body.message).toBe(
        `The new order must list every item of this carousel exactly once (missing: ${ids[3]}).`,
      );
      expect(missing.body.errors.items).toBe(missing.body.message);
      const unknown = await send([...ids, UNKNOWN_ID]);
      expect(unknown.body.message).toContain(`not items of this carousel: ${UNKNOWN_ID}`);
      const other = await add('programs');
      expect((await send([...ids, other.id])).body.message).toContain(
        `not items of this carousel: ${other.id}`,
      );
      const twice = await send([ids[0], ...ids]);
      expect(twice.body.message).toContain(`listed more than once: ${ids[0]}`);
      await boss
        .patch('/api/admin/carousel/home/reorder')
        .send({ items: [{ id: 'nope', sortOrder: 0 }] })
        .expect(400);
      await boss.patch('/api/admin/carousel/home/reorder').send({ items: 'all' }).expect(400);
      await boss.patch('/api/admin/carousel/home/reorder').send({}).expect(400);
      expect(await items('home')).toEqual(before);
      expect(await audit('home')).toEqual([]);
    });

    it('is one transaction: when its audit entry cannot be written, no number changes', async () => {
      const before = await items('home');
      await t.dataSource.query(`CREATE FUNCTION refuse_reorder() RETURNS trigger AS $$
        BEGIN
          IF NEW.action = 'carousel.reorder' THEN RAISE EXCEPTION 'audit refused'; END IF;
          RETURN NEW;
        END $$ LANGUAGE plpgsql`);
      await t.dataSource.query(
        'CREATE TRIGGER refuse_reorder BEFORE INSERT ON audit_entry FOR EACH ROW EXECUTE FUNCTION refuse_reorder()',
      );
      try {
        await boss
          .patch('/api/admin/carousel/home/reorder')
          .send({ items: [...ids].reverse().map((id, i) => ({ id, sortOrder: i })) })
          .expect(500);
      } finally {
        await t.dataSource.query('DROP TRIGGER refuse_reorder ON audit_entry');
        await t.dataSource.query('DROP FUNCTION refuse_reorder()');
      }
      expect(await items('home')).toEqual(before);
      expect(before.map((i) => i.sortOrder)).toEqual([0, 10, 20, 30]);
    });

    it('an unchanged order records nothing', async () => {
      const send = () =>
        boss
          .patch('/api/admin/carousel/home/reorder')
          .send({ items: ids.map((id, i) => ({ id, sortOrder: i })) })
          .expect(200);
      await send(); // 0, 10, 20, 30 become 0, 1, 2, 3: a change of numbers
      expect(await audit('home')).toHaveLength(1);
      await send();
      expect(await audit('home')).toHaveLength(1);
      await t.dataSource.query(`DELETE FROM audit_entry WHERE target_id = 'home'`);
    });
  });

  describe('configuration', () => {
    it('gives the defaults, changes only what is sent, and the public carousel follows', async () => {
      const defaults = await boss.get('/api/admin/carousel/programs/config').expect(200);
      expect(defaults.body).toEqual({
        slug: 'programs',
        autoPlay: true,
        intervalMs: 5000,
        loop: true,
      });
      const res = await boss
        .patch('/api/admin/carousel/programs/config')
        .send({ slug: 'programs', intervalMs: 1000, loop: false })
        .expect(200);
      expect(res.body).toEqual({ slug: 'programs', autoPlay: true, intervalMs: 1000, loop: false });
      await boss.patch('/api/admin/carousel/programs/config').send({ autoPlay: false }).expect(200);
      expect((await boss.get('/api/admin/carousel/programs/config').expect(200)).body).toEqual({
        slug: 'programs',
        autoPlay: false,
        intervalMs: 1000,
        loop: false,
      });
      const pub = await request(t.http).get('/api/carousel/programs').expect(200);
      expect(pub.headers['cache-control']).toBe('no-cache');
      expect(pub.body).toMatchObject({ autoPlay: false, intervalMs: 1000, loop: false });
      // Other carousels keep theirs.
      expect((await publicCarousel('mwo-show')).intervalMs).toBe(5000);

      const entries = await audit('programs');
      expect(entries.map((e) => [e.action, e.changes])).toEqual([
        [
          'carousel.config',
          { intervalMs: { from: 5000, to: 1000 }, loop: { from: true, to: false } },
        ],
        ['carousel.config', { autoPlay: { from: true, to: false } }],
      ]);
      // Nothing to change: nothing recorded.
      await boss.patch('/api/admin/carousel/programs/config').send({ loop: false }).expect(200);
      expect(await audit('programs')).toHaveLength(2);
    });

    it('refuses an interval under 1000 ms, not in steps of 500 ms, or absurd, and a slug of another carousel', async () => {
      const before = (await boss.get('/api/admin/carousel/home/config').expect(200)).body;
      // 6700 and 1250 are whole milliseconds, but not half seconds (issue 44, item 19).
      for (const intervalMs of [999, 0, -5000, 1500.5, 6700, 1250, '5000', null, 600_001]) {
        const res = await boss
          .patch('/api/admin/carousel/home/config')
          .send({ intervalMs })
          .expect(400);
        expect(res.body.errors.intervalMs).toBe(INTERVAL_MESSAGE);
      }
      for (const field of ['autoPlay', 'loop'])
        await boss
          .patch('/api/admin/carousel/home/config')
          .send({ [field]: 'true' })
          .expect(400)
          .expect((r) => expect(r.body.errors[field]).toBe(`${field} must be true or false.`));
      await boss
        .patch('/api/admin/carousel/home/config')
        .send({ slug: 'mwo-show', intervalMs: 3000 })
        .expect(400);
      expect((await boss.get('/api/admin/carousel/home/config').expect(200)).body).toEqual(before);
      expect(await audit('home')).toEqual([]);
    });
  });

  it('the public carousel follows every item change at once', async () => {
    await clear('mwo-show');
    const a = await add('mwo-show', { altText: 'First' });
    const b = await add('mwo-show', { altText: 'Second' });
    expect((await publicCarousel('mwo-show')).items.map((i) => i.id)).toEqual([a.id, b.id]);
    await boss
      .patch(`/api/admin/carousel/mwo-show/${a.id}`)
      .send({ isPublished: false })
      .expect(200);
    expect((await publicCarousel('mwo-show')).items.map((i) => i.id)).toEqual([b.id]);
    await boss
      .patch(`/api/admin/carousel/mwo-show/${b.id}`)
      .send({ altText: 'Renamed' })
      .expect(200);
    expect((await publicCarousel('mwo-show')).items[0].altText).toBe('Renamed');
    await boss.delete(`/api/admin/carousel/mwo-show/${b.id}`).expect(200);
    expect((await publicCarousel('mwo-show')).items).toEqual([]);
  });
});
