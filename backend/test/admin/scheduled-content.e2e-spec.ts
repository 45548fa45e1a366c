import { SCHEDULE_MESSAGES } from '@bb/shared/schedule';
import request from 'supertest';
import { CarouselsAdminService } from '../../src/carousels/carousels.admin.service';
import { ScheduleRunner } from '../../src/scheduling/schedule-runner';
import { TestimonialsAdminService } from '../../src/testimonials/testimonials.admin.service';
import { createUser, signedIn } from '../support/accounts';
import { inSeconds, sleep } from '../support/schedule';
import { createTestApp, TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<typeof signedIn>>;

const IMAGE = '/images/story-960.webp';
const TESTIMONIAL = {
  name: 'Rosa Quill',
  title: 'HR Director',
  company: 'Kestrel Ridge',
  content: 'The training changed how our managers run interviews.',
};

/**
 * Scheduled publishing of testimonials and carousel items (issue 24 part 2), the dashboard's list
 * of what is scheduled, and the organisation's time zone the times are shown in.
 */
describe('scheduled testimonials, carousel items and the dashboard list', () => {
  let t: TestApp;
  let boss: Agent;

  const publicNames = async () =>
    ((await request(t.http).get('/api/testimonials').expect(200)).body as { name: string }[]).map(
      (x) => x.name,
    );
  const publicSlides = async () =>
    ((await request(t.http).get('/api/carousel/home').expect(200)).body.items as unknown[]).length;
  const stored = async (id: string) =>
    ((await boss.get('/api/admin/testimonials').expect(200)).body.items as { id: string }[]).find(
      (x) => x.id === id,
    );
  const audit = (action: string) =>
    t.dataSource.query(
      `SELECT actor_name, target_id, changes, detail FROM audit_entry WHERE action = $1 ORDER BY at`,
      [action],
    );

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, { username: 'editor', isAdmin: true });
    boss = await signedIn(t, 'editor');
    // The tests apply the due changes themselves (the runner's clock is tested with the pages).
    await t.app.get(ScheduleRunner).onApplicationShutdown();
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.dataSource.query(`DELETE FROM testimonial`);
    await t.dataSource.query(`DELETE FROM carousel_item`);
    await t.dataSource.query(`DELETE FROM audit_entry`);
    await t.dataSource.query(`DELETE FROM setting WHERE key = 'timeZone'`);
  });

  it('refuses a past, far or unordered schedule at its field and stores nothing', async () => {
    const cases: [object, string, string][] = [
      [{ publishAt: inSeconds(-5) }, 'publishAt', SCHEDULE_MESSAGES.past],
      [{ unpublishAt: inSeconds(400 * 86_400) }, 'unpublishAt', SCHEDULE_MESSAGES.far],
      [{ publishAt: 'tomorrow' }, 'publishAt', SCHEDULE_MESSAGES.invalid],
      [
        { publishAt: inSeconds(60), unpublishAt: inSeconds(30) },
        'unpublishAt',
        SCHEDULE_MESSAGES.order,
      ],
    ];
    for (const [schedule, field, message] of cases) {
      const res = await boss
        .post('/api/admin/testimonials')
        .send({ ...TESTIMONIAL, ...schedule })
        .expect(400);
      expect(res.body.errors[field]).toBe(message);
    }
    const item = (await boss.post('/api/admin/carousel/home').send({ imageUrl: IMAGE }).expect(201))
      .body;
    const res = await boss
      .patch(`/api/admin/carousel/home/${item.id}`)
      .send({ unpublishAt: inSeconds(60), publishAt: inSeconds(120) })
      .expect(400);
    expect(res.body.errors).toEqual({ unpublishAt: SCHEDULE_MESSAGES.order });
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM testimonial`);
    expect(n).toBe(0);
    const [row] = await t.dataSource.query(`SELECT publish_at, unpublish_at FROM carousel_item`);
    expect(row).toEqual({ publish_at: null, unpublish_at: null });
  });

  it('publishes and then unpublishes a testimonial by itself, audited under who scheduled it', async () => {
    const publishAt = inSeconds(1);
    const unpublishAt = inSeconds(2.5);
    const created = await boss
      .post('/api/admin/testimonials')
      .send({ ...TESTIMONIAL, publishAt, unpublishAt })
      .expect(201);
    expect(created.body).toMatchObject({
      isPublished: false,
      publishAt,
      unpublishAt,
      scheduledBy: 'editor',
    });
    expect(await publicNames()).toEqual([]);
    await sleep(1200);
    expect(await t.app.get(TestimonialsAdminService).applyDue()).toBe(1);
    expect(await publicNames()).toEqual(['Rosa Quill']);
    const half = await stored(created.body.id);
    expect(half).toMatchObject({
      isPublished: true,
      publishAt: null,
      unpublishAt,
      scheduledBy: 'editor',
    });
    await sleep(1500);
    // Two instances' runs at once: one of them unpublishes.
    const runs = await Promise.all(
      [1, 2, 3].map(() => t.app.get(TestimonialsAdminService).applyDue()),
    );
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await publicNames()).toEqual([]);
    const entries = await audit('testimonial.update');
    expect(entries).toEqual([
      expect.objectContaining({
        actor_name: 'editor',
        target_id: created.body.id,
        changes: {
          publishAt: { from: publishAt, to: null },
          isPublished: { from: false, to: true },
        },
        detail: `Scheduled: publish scheduled for ${publishAt}`,
      }),
      expect.objectContaining({
        actor_name: 'editor',
        changes: {
          unpublishAt: { from: unpublishAt, to: null },
          isPublished: { from: true, to: false },
        },
      }),
    ]);
    const after = await stored(created.body.id);
    expect(after).toMatchObject({
      isPublished: false,
      publishAt: null,
      unpublishAt: null,
      scheduledBy: null,
    });
  });

  it('changes and cancels a schedule with a PATCH; a carousel item publishes by itself', async () => {
    const created = (
      await boss
        .post('/api/admin/testimonials')
        .send({ ...TESTIMONIAL, publishAt: inSeconds(3600) })
        .expect(201)
    ).body;
    const moved = inSeconds(7200);
    const patched = await boss
      .patch(`/api/admin/testimonials/${created.id}`)
      .send({ publishAt: moved })
      .expect(200);
    expect(patched.body.publishAt).toBe(moved);
    const cancelled = await boss
      .patch(`/api/admin/testimonials/${created.id}`)
      .send({ publishAt: null })
      .expect(200);
    expect(cancelled.body).toMatchObject({
      publishAt: null,
      scheduledBy: null,
      isPublished: false,
    });
    const [edit] = (await audit('testimonial.update')).slice(-1);
    expect(edit.changes).toEqual({ publishAt: { from: moved, to: null } });

    const item = (
      await boss
        .post('/api/admin/carousel/home')
        .send({ imageUrl: IMAGE, altText: 'Harbour', isPublished: false, publishAt: inSeconds(1) })
        .expect(201)
    ).body;
    expect(item).toMatchObject({ isPublished: false, scheduledBy: 'editor' });
    expect(await publicSlides()).toBe(0);
    await sleep(1200);
    expect(await t.app.get(CarouselsAdminService).applyDue()).toBe(1);
    expect(await publicSlides()).toBe(1);
    expect((await audit('carousel-item.update'))[0]).toMatchObject({
      actor_name: 'editor',
      target_id: item.id,
      changes: expect.objectContaining({ isPublished: { from: false, to: true } }),
    });
  });

  it('lists what is scheduled, soonest first, with the time zone; pages on the server', async () => {
    const later = inSeconds(7200);
    const sooner = inSeconds(3600);
    const t1 = (
      await boss
        .post('/api/admin/testimonials')
        .send({ ...TESTIMONIAL, isPublished: true, unpublishAt: later })
        .expect(201)
    ).body;
    const item = (
      await boss
        .post('/api/admin/carousel/programs')
        .send({ imageUrl: IMAGE, altText: 'Stage', isPublished: false, publishAt: sooner })
        .expect(201)
    ).body;
    await boss.patch('/api/admin/settings').send({ timeZone: 'Europe/London' }).expect(200);
    const list = (await boss.get('/api/admin/scheduled').expect(200)).body;
    expect(list.timeZone).toBe('Europe/London');
    expect(list.total).toBeGreaterThanOrEqual(2);
    const ours = list.items.filter(
      (i: { kind: string }) => i.kind !== 'page' && i.kind !== 'newsletter-campaign',
    );
    expect(ours).toEqual([
      {
        kind: 'carousel-item',
        id: item.id,
        label: 'Programs Page #0: Stage',
        action: 'publish',
        at: sooner,
        by: 'editor',
        link: '/admin/carousels?slug=programs',
      },
      {
        kind: 'testimonial',
        id: t1.id,
        label: 'Rosa Quill',
        action: 'unpublish',
        at: later,
        by: 'editor',
        link: '/admin/testimonials?search=Rosa%20Quill',
      },
    ]);
    const second = (await boss.get('/api/admin/scheduled?page=2&pageSize=1').expect(200)).body;
    expect(second.items).toHaveLength(1);
    expect(second.items[0].at >= list.items[0].at).toBe(true);
    const tooDeep = await boss.get('/api/admin/scheduled?page=2000&pageSize=10').expect(400);
    expect(tooDeep.body.message).toBe('Only the first 1,000 scheduled changes can be listed.');
    await request(t.http).get('/api/admin/scheduled').expect(401);
  });

  it('lists only the kinds the caller may open (issue 45)', async () => {
    await boss
      .post('/api/admin/testimonials')
      .send({ ...TESTIMONIAL, isPublished: true, unpublishAt: inSeconds(7200) })
      .expect(201);
    await boss
      .post('/api/admin/carousel/programs')
      .send({ imageUrl: IMAGE, altText: 'Stage', isPublished: false, publishAt: inSeconds(3600) })
      .expect(201);
    const kindsFor = async (role: 'editor' | 'inbox' | 'newsletter' | 'contributor') => {
      const name = `sched-${role}`;
      if (!(await t.dataSource.query('SELECT 1 FROM app_user WHERE username = $1', [name])).length)
        await createUser(t, { username: name, roles: [role] });
      const list = (await (await signedIn(t, name)).get('/api/admin/scheduled').expect(200)).body;
      const kinds = [...new Set(list.items.map((i: { kind: string }) => i.kind))].sort();
      expect(list.total).toBe(list.items.length);
      return kinds;
    };
    const all = (await boss.get('/api/admin/scheduled').expect(200)).body;
    expect(all.total).toBe(2);
    expect(await kindsFor('editor')).toEqual(['carousel-item', 'testimonial']);
    expect(await kindsFor('inbox')).toEqual([]);
    expect(await kindsFor('newsletter')).toEqual([]);
    expect(await kindsFor('contributor')).toEqual([]);
  });

  it('keeps the time zone as a setting: UTC until set, an unknown name refused, audited', async () => {
    expect((await boss.get('/api/admin/settings').expect(200)).body.timeZone).toBe('UTC');
    const refused = await boss
      .patch('/api/admin/settings')
      .send({ timeZone: 'Mars/Olympus' })
      .expect(400);
    expect(refused.body.errors).toEqual({
      timeZone: 'Time zone must be a time zone name such as Europe/London or UTC.',
    });
    await boss.patch('/api/admin/settings').send({ timeZone: null }).expect(400);
    const saved = await boss
      .patch('/api/admin/settings')
      .send({ timeZone: 'America/New_York' })
      .expect(200);
    expect(saved.body.timeZone).toBe('America/New_York');
    const [entry] = await audit('settings.update');
    expect(entry.changes).toEqual({ timeZone: { from: 'UTC', to: 'America/New_York' } });
  });
});
