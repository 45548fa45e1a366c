import {
  type AdminTestimonial,
  type AdminTestimonialPage,
  SITE_IMAGE_URL_MESSAGE,
  testimonialEntryProblems,
  type TestimonialExportEntry,
} from '@bb/shared/admin-content';
import request from 'supertest';
import { ACCESS_MESSAGES } from '../../src/common/access';
import { createUser, signedIn } from '../support/accounts';
import { uploadedImage } from '../support/images';
import { createTestApp, TestApp } from '../support/test-app';

const UNKNOWN_ID = '3f0c6b1e-7a51-4c1e-9d3b-2a8f6e4d9c10';
/** An uploaded image (beforeAll): saves accept only images still in the media library. */
let UPLOAD: string;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

type Agent = Awaited<ReturnType<typeof signedIn>>;

interface AuditRow {
  actor_name: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  target_label: string | null;
  changes: Record<string, { from: unknown; to: unknown }> | null;
}

const valid = {
  name: 'Danielle Mercer',
  title: 'HR Director',
  company: 'Kestrel Ridge Engineering',
  content: 'The training changed how our managers run interviews.',
};

describe('testimonials administration: /api/admin/testimonials', () => {
  let t: TestApp;
  let boss: Agent;

  const audit = (targetId: string): Promise<AuditRow[]> =>
    t.dataSource.query(
      `SELECT actor_name, action, target_type, target_id, target_label, changes
         FROM audit_entry WHERE target_id = $1 ORDER BY at, id`,
      [targetId],
    );
  const auditCount = async () =>
    (
      (await t.dataSource.query(
        `SELECT count(*)::int AS n FROM audit_entry WHERE target_type = 'testimonial'`,
      )) as { n: number }[]
    )[0].n;
  const create = async (body: Record<string, unknown> = {}): Promise<AdminTestimonial> =>
    (
      await boss
        .post('/api/admin/testimonials')
        .send({ ...valid, ...body })
        .expect(201)
    ).body;
  /** The admin list's first page of 100 (more than any test here creates, but the last one). */
  const adminList = async () =>
    (
      (await boss.get('/api/admin/testimonials?pageSize=100').expect(200))
        .body as AdminTestimonialPage
    ).items;
  const exportAll = async () =>
    (await boss.get('/api/admin/testimonials/export').expect(200)).body as AdminTestimonial[];
  const publicList = async () =>
    (await request(t.http).get('/api/testimonials').expect(200)).body as { id: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, { username: 'chief', isAdmin: true });
    boss = await signedIn(t, 'chief');
    UPLOAD = await uploadedImage(boss);
  });
  afterAll(() => t.close());
  beforeEach(() => t.dataSource.query('DELETE FROM rate_limit'));

  it('answers 401 signed out and 403 to a member on every route, and changes nothing', async () => {
    const kept = await create();
    await createUser(t, { username: 'plainmember' });
    const member = await signedIn(t, 'plainmember');
    const routes: [string, string][] = [
      ['get', '/api/admin/testimonials'],
      ['get', '/api/admin/testimonials/export'],
      ['post', '/api/admin/testimonials'],
      ['patch', `/api/admin/testimonials/${kept.id}`],
      ['delete', `/api/admin/testimonials/${kept.id}`],
    ];
    for (const [method, path] of routes) {
      const anonymous = await request(t.http)[method as 'get'](path).send(valid).expect(401);
      expect(anonymous.body).toEqual({ statusCode: 401, message: ACCESS_MESSAGES.signedOut });
      const denied = await member[method as 'get'](path).send({ name: 'Hacked' }).expect(403);
      expect(denied.body).toEqual({ statusCode: 403, message: ACCESS_MESSAGES.notAdmin });
    }
    const list = await adminList();
    expect(list.find((x) => x.id === kept.id)).toEqual(kept);
  });

  it('creates with the defaults (rating 5, draft, no photo), trimmed, and records who did it', async () => {
    const res = await boss
      .post('/api/admin/testimonials')
      .send({ ...valid, name: '  Ana  Ruiz ', content: '  Line one\r\nLine two  ' })
      .expect(201);
    const created = res.body as AdminTestimonial;
    expect(created).toEqual({
      id: expect.any(String),
      name: 'Ana Ruiz',
      title: valid.title,
      company: valid.company,
      content: 'Line one\nLine two',
      rating: 5,
      isPublished: false,
      imageUrl: null,
      publishAt: null,
      unpublishAt: null,
      scheduledBy: null,
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
    const [entry] = await audit(created.id);
    expect(entry).toMatchObject({
      actor_name: 'chief',
      action: 'testimonial.create',
      target_type: 'testimonial',
      target_label: 'Ana Ruiz',
    });
    expect(entry.changes).toMatchObject({
      name: { from: null, to: 'Ana Ruiz' },
      rating: { from: null, to: 5 },
      isPublished: { from: null, to: false },
    });
    // A draft is not public.
    expect((await publicList()).map((x) => x.id)).not.toContain(created.id);
  });

  it('lists every testimonial, drafts included, newest first', async () => {
    const a = await create({ name: 'Older' });
    const b = await create({ name: 'Newer', isPublished: true, rating: 3, imageUrl: UPLOAD });
    const list = (
      (await boss.get('/api/admin/testimonials').expect(200)).body as AdminTestimonialPage
    ).items;
    expect(list.findIndex((x) => x.id === b.id)).toBeLessThan(list.findIndex((x) => x.id === a.id));
    expect(list.find((x) => x.id === b.id)).toMatchObject({
      isPublished: true,
      rating: 3,
      imageUrl: UPLOAD,
    });
    expect(list.find((x) => x.id === a.id)?.isPublished).toBe(false);
  });

  it('refuses bad input with 400 and a message per field, storing nothing and recording nothing', async () => {
    const before = await auditCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'name', 'Name is required.'],
      [{ title: undefined }, 'title', 'Title is required.'],
      [{ company: 42 }, 'company', 'Company is required.'],
      [{ content: 'x'.repeat(2001) }, 'content', 'Content must be at most 2000 characters.'],
      [{ rating: 0 }, 'rating', 'Rating must be a whole number from 1 to 5.'],
      [{ rating: 4.5 }, 'rating', 'Rating must be a whole number from 1 to 5.'],
      [{ rating: '5' }, 'rating', 'Rating must be a whole number from 1 to 5.'],
      [{ rating: null }, 'rating', 'Rating must be a whole number from 1 to 5.'],
      [{ isPublished: 'yes' }, 'isPublished', 'isPublished must be true or false.'],
      [{ imageUrl: 'https://evil.example/x.png' }, 'imageUrl', SITE_IMAGE_URL_MESSAGE],
      [{ imageUrl: '/uploads/../etc/passwd' }, 'imageUrl', SITE_IMAGE_URL_MESSAGE],
      [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl', SITE_IMAGE_URL_MESSAGE],
    ];
    for (const [change, field, message] of cases) {
      const body = { ...valid, ...change, name: change.name ?? `Refused ${field}` };
      const res = await boss.post('/api/admin/testimonials').send(body).expect(400);
      expect(res.body.errors[field]).toBe(message);
      expect(res.body.message).toContain(message);
    }
    const res = await boss
      .post('/api/admin/testimonials')
      .send({ rating: 9, imageUrl: 'http://x.test/a.jpg' })
      .expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(
      ['company', 'content', 'imageUrl', 'name', 'rating', 'title'].sort(),
    );
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM testimonial WHERE name LIKE 'Refused%'`,
    );
    expect(n).toBe(0);
    expect(await auditCount()).toBe(before);
  });

  it('agrees with testimonialEntryProblems() on what it accepts and refuses', async () => {
    const entries: unknown[] = [
      { ...valid, name: 'Agree 1' },
      { ...valid, name: 'Agree 2', rating: 1, isPublished: true, imageUrl: null },
      { ...valid, name: 'Agree 3', imageUrl: '' },
      { ...valid, name: 'Agree 4', imageUrl: '/images/speaker-portrait-960.webp' },
      { ...valid, name: 'Agree 5', rating: 6 },
      { ...valid, name: 'Agree 6', rating: 2.5 },
      { ...valid, name: 'Agree 7', content: '   ' },
      { ...valid, name: 'Agree 8', company: undefined },
      { ...valid, name: 'Agree 9', title: 'T'.repeat(101) },
      { ...valid, name: 'Agree 10', isPublished: 'true' },
      { ...valid, name: 'Agree 11', imageUrl: 'https://cdn.example/a.webp' },
      { ...valid, name: 'N'.repeat(100) },
      { ...valid, name: 'N'.repeat(101) },
    ];
    for (const entry of entries) {
      const problems = testimonialEntryProblems(entry);
      const res = await boss.post('/api/admin/testimonials').send(entry as object);
      if (problems.length === 0) expect(res.status).toBe(201);
      else {
        expect(res.status).toBe(400);
        // The preview's reasons are the server's messages.
        for (const problem of problems) expect(res.body.message).toContain(problem);
      }
    }
  });

  it('changes only the fields sent, records from/to, and a no-op records nothing', async () => {
    const item = await create({ name: 'Editable', imageUrl: UPLOAD });
    const res = await boss
      .patch(`/api/admin/testimonials/${item.id}`)
      .send({ rating: 4, isPublished: true, title: ' CEO ' })
      .expect(200);
    expect(res.body).toMatchObject({
      id: item.id,
      name: 'Editable',
      title: 'CEO',
      rating: 4,
      isPublished: true,
      imageUrl: UPLOAD,
      createdAt: item.createdAt,
    });
    // '' removes the photo.
    const cleared = await boss
      .patch(`/api/admin/testimonials/${item.id}`)
      .send({ imageUrl: '' })
      .expect(200);
    expect(cleared.body.imageUrl).toBeNull();
    await boss.patch(`/api/admin/testimonials/${item.id}`).send({ rating: 4 }).expect(200);
    const entries = await audit(item.id);
    expect(entries.map((e) => e.action)).toEqual([
      'testimonial.create',
      'testimonial.update',
      'testimonial.update',
    ]);
    expect(entries[1].changes).toEqual({
      title: { from: valid.title, to: 'CEO' },
      rating: { from: 5, to: 4 },
      isPublished: { from: false, to: true },
    });
    expect(entries[2].changes).toEqual({ imageUrl: { from: UPLOAD, to: null } });

    // Refused changes keep what is stored.
    const refused = await boss
      .patch(`/api/admin/testimonials/${item.id}`)
      .send({ name: '', rating: 7 })
      .expect(400);
    expect(refused.body.errors).toEqual({
      name: 'Name is required.',
      rating: 'Rating must be a whole number from 1 to 5.',
    });
    await boss.patch(`/api/admin/testimonials/${item.id}`).send({ name: null }).expect(400);
    const list = await adminList();
    expect(list.find((x) => x.id === item.id)).toMatchObject({ name: 'Editable', rating: 4 });
    expect(await audit(item.id)).toHaveLength(3);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await boss
      .patch(`/api/admin/testimonials/${UNKNOWN_ID}`)
      .send({ rating: 3 })
      .expect(404);
    expect(unknown.body.message).toBe(
      'This testimonial does not exist (it may have been deleted).',
    );
    await boss.delete(`/api/admin/testimonials/${UNKNOWN_ID}`).expect(404);
    const bad = await boss.delete('/api/admin/testimonials/not-an-id').expect(400);
    expect(bad.body.message).toBe('That is not a valid testimonial id.');
    expect(await audit(UNKNOWN_ID)).toEqual([]);
  });

  it('deletes, with an audit entry of what was removed', async () => {
    const item = await create({ name: 'Doomed', isPublished: true });
    expect((await publicList()).map((x) => x.id)).toContain(item.id);
    const res = await boss.delete(`/api/admin/testimonials/${item.id}`).expect(200);
    expect(res.body).toEqual({ message: 'Testimonial deleted successfully' });
    expect((await publicList()).map((x) => x.id)).not.toContain(item.id);
    const entries = await audit(item.id);
    expect(entries.at(-1)).toMatchObject({
      action: 'testimonial.delete',
      target_label: 'Doomed',
      changes: expect.objectContaining({ name: { from: 'Doomed', to: null } }),
    });
    await boss.delete(`/api/admin/testimonials/${item.id}`).expect(404);
  });

  it('the public list follows every change at once and is never served from a cache', async () => {
    const item = await create({ name: 'Public One' });
    expect((await publicList()).map((x) => x.id)).not.toContain(item.id);
    await boss.patch(`/api/admin/testimonials/${item.id}`).send({ isPublished: true }).expect(200);
    const res = await request(t.http).get('/api/testimonials').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.find((x: { id: string }) => x.id === item.id)).toMatchObject({
      name: 'Public One',
    });
    await boss.patch(`/api/admin/testimonials/${item.id}`).send({ content: 'Edited.' }).expect(200);
    expect((await publicList()).find((x) => x.id === item.id)).toMatchObject({
      content: 'Edited.',
    });
    await boss.patch(`/api/admin/testimonials/${item.id}`).send({ isPublished: false }).expect(200);
    expect((await publicList()).map((x) => x.id)).not.toContain(item.id);
  });

  it('a change whose audit entry cannot be written is not made', async () => {
    const item = await create({ name: 'Guarded' });
    await t.dataSource.query(`CREATE FUNCTION refuse_guarded() RETURNS trigger AS $$
      BEGIN
        IF NEW.target_label LIKE 'Guarded%' THEN RAISE EXCEPTION 'audit refused'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await t.dataSource.query(
      'CREATE TRIGGER refuse_guarded BEFORE INSERT ON audit_entry FOR EACH ROW EXECUTE FUNCTION refuse_guarded()',
    );
    try {
      await boss.patch(`/api/admin/testimonials/${item.id}`).send({ rating: 1 }).expect(500);
      await boss.delete(`/api/admin/testimonials/${item.id}`).expect(500);
      await boss
        .post('/api/admin/testimonials')
        .send({ ...valid, name: 'Guarded too' })
        .expect(500);
    } finally {
      await t.dataSource.query('DROP TRIGGER refuse_guarded ON audit_entry');
      await t.dataSource.query('DROP FUNCTION refuse_guarded()');
    }
    const list = await adminList();
    expect(list.find((x) => x.id === item.id)).toMatchObject({ rating: 5 });
    expect(list.some((x) => x.name === 'Guarded too')).toBe(false);
  });

  it('an export imports back unchanged (API round trip)', async () => {
    await t.dataSource.query('DELETE FROM testimonial');
    await create({ name: 'Round A', rating: 4, isPublished: true, imageUrl: UPLOAD });
    await create({ name: 'Round B', content: 'Two\nlines', company: 'Comma, Inc.' });
    await create({ name: 'Round C', imageUrl: '/images/story-960.webp', rating: 1 });
    // The file leaves out the schedule too (a time that may have passed by the import).
    const entryOf = ({
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      publishAt: _p,
      unpublishAt: _n,
      scheduledBy: _s,
      ...entry
    }: AdminTestimonial): TestimonialExportEntry => entry;
    const exported: TestimonialExportEntry[] = (await exportAll()).map(entryOf);
    const file = JSON.parse(JSON.stringify(exported)) as TestimonialExportEntry[];
    await t.dataSource.query('DELETE FROM testimonial');
    // The importer posts one entry at a time, oldest first so that the order comes back.
    for (const entry of [...file].reverse()) {
      expect(testimonialEntryProblems(entry)).toEqual([]);
      await boss.post('/api/admin/testimonials').send(entry).expect(201);
    }
    const again = (await adminList()).map(entryOf);
    expect(again).toEqual(exported);
  });

  describe('one page at a time', () => {
    /** `n` testimonials straight in SQL, one minute apart (the highest `i` newest). */
    const seed = (n: number) =>
      t.dataSource.query(
        `INSERT INTO testimonial (name, title, company, content, rating, is_published, created_at, updated_at)
         SELECT 'Person ' || i, CASE WHEN i % 2 = 0 THEN 'CEO' ELSE 'HR Lead' END,
                CASE WHEN i % 10 = 0 THEN 'Zephyr 100% Works' ELSE 'Company ' || i END,
                'Quote number ' || i || '.', 1 + i % 5, i % 3 = 0,
                timestamptz '2025-01-01' + i * interval '1 minute',
                timestamptz '2025-01-01' + i * interval '1 minute'
           FROM generate_series(1, $1::int) AS i`,
        [n],
      );
    const page = async (query: string) =>
      (await boss.get(`/api/admin/testimonials${query}`).expect(200)).body as AdminTestimonialPage;

    beforeAll(async () => {
      await t.dataSource.query('DELETE FROM testimonial');
      await seed(45);
    });

    it('answers its first page of 20 without parameters, newest first, with the counts', async () => {
      const first = await page('');
      expect(first).toMatchObject({ total: 45, page: 1, pageSize: 20 });
      expect(first.items.map((x) => x.name)).toEqual(
        Array.from({ length: 20 }, (_, k) => `Person ${45 - k}`),
      );
      // i % 3 = 0 for 15 of 1..45.
      expect(first.counts).toEqual({ total: 45, published: 15, draft: 30 });
      const last = await page('?page=3&pageSize=20');
      expect(last.items.map((x) => x.name)).toEqual(
        Array.from({ length: 5 }, (_, k) => `Person ${5 - k}`),
      );
      expect((await page('?page=4')).items).toEqual([]);
      // Pages never repeat nor skip a row.
      const all = [
        ...(await page('?pageSize=7&page=1')).items,
        ...(await page('?pageSize=7&page=2')).items,
      ];
      expect(new Set(all.map((x) => x.id)).size).toBe(14);
    });

    it('searches name, title, company and content, and filters by status; the counts stay whole', async () => {
      expect((await page('?search=person 4')).items.map((x) => x.name)).toEqual([
        'Person 45',
        'Person 44',
        'Person 43',
        'Person 42',
        'Person 41',
        'Person 40',
        'Person 4',
      ]);
      expect((await page('?search=ceo')).total).toBe(22);
      // %, _ and \ match themselves.
      expect((await page('?search=100%25')).total).toBe(4);
      expect((await page('?search=quote number 7.')).items.map((x) => x.name)).toEqual([
        'Person 7',
      ]);
      const published = await page('?status=published&pageSize=100');
      expect(published.total).toBe(15);
      expect(published.items.every((x) => x.isPublished)).toBe(true);
      const drafts = await page('?status=draft&search=ceo');
      expect(drafts.total).toBe(15);
      expect(drafts.items.every((x) => !x.isPublished && x.title === 'CEO')).toBe(true);
      expect(drafts.counts).toEqual({ total: 45, published: 15, draft: 30 });
      expect((await page('?status=all')).total).toBe(45);
      expect((await page('?search=nobody')).items).toEqual([]);
    });

    it('refuses a bad page, size, search or status with 400 and a message', async () => {
      const cases: [string, string][] = [
        ['?page=0', 'Page must be a whole number from 1 to 100,000.'],
        ['?page=abc', 'Page must be a whole number from 1 to 100,000.'],
        ['?pageSize=101', 'Page size must be a whole number from 1 to 100.'],
        ['?pageSize=-1', 'Page size must be a whole number from 1 to 100.'],
        [`?search=${'x'.repeat(201)}`, 'Search must be at most 200 characters.'],
        ['?status=hidden', 'Status must be one of: all, published, draft.'],
      ];
      for (const [query, message] of cases) {
        const res = await boss.get(`/api/admin/testimonials${query}`).expect(400);
        expect(JSON.stringify(res.body)).toContain(message);
      }
    });

    it('exports every testimonial, newest first, in batches (more than 1,000)', async () => {
      await t.dataSource.query('DELETE FROM testimonial');
      await seed(1234);
      const res = await boss.get('/api/admin/testimonials/export').expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="testimonials-export-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(res.headers['x-total-count']).toBe('1234');
      expect(res.headers['cache-control']).toBe('no-store');
      const items = res.body as AdminTestimonial[];
      expect(items).toHaveLength(1234);
      expect(new Set(items.map((x) => x.id)).size).toBe(1234);
      expect(items[0]).toMatchObject({ name: 'Person 1234', content: 'Quote number 1234.' });
      expect(items.at(-1)).toMatchObject({ name: 'Person 1', isPublished: false, rating: 2 });
      expect(items.map((x) => x.name)).toEqual(
        Array.from({ length: 1234 }, (_, k) => `Person ${1234 - k}`),
      );
      // With none at all: an empty array.
      await t.dataSource.query('DELETE FROM testimonial');
      const none = await boss.get('/api/admin/testimonials/export').expect(200);
      expect(none.body).toEqual([]);
      expect((await page('')).counts).toEqual({ total: 0, published: 0, draft: 0 });
    });
  });
});
