import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { pageSubject, SITE_DETAILS_SUBJECT } from '@bb/shared/pages/revisions';
import request from 'supertest';
import { ContentRevisionsService } from '../../src/content-revisions/content-revisions.service';
import { PagesService } from '../../src/pages/pages.service';
import { createUser, signedIn } from '../support/accounts';
import { createTestApp, TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<typeof signedIn>>;

/**
 * Content history (issue 24): a revision per publish of a page (and per save of the organisation
 * details), listed newest first; any revision restored as the draft, which changes nothing public
 * until it is published; kept for the audit retention period, the newest always.
 */
describe('page revisions: /api/admin/pages/{slug}/revisions', () => {
  let t: TestApp;
  let boss: Agent;

  const admin = async () => (await boss.get('/api/admin/pages/about').expect(200)).body;
  const history = async () => (await boss.get('/api/admin/pages/about/revisions').expect(200)).body;
  const publicHeadline = async () =>
    (await request(t.http).get('/api/pages/about').expect(200)).body.hero.headline as string;
  const publishHeadline = async (headline: string) => {
    const draft = structuredClone(DEFAULT_PAGES.about);
    draft.hero.headline = headline;
    const { version } = await admin();
    await boss.put('/api/admin/pages/about/draft').send({ content: draft, version }).expect(200);
    await boss
      .post('/api/admin/pages/about/publish')
      .send({ version: version + 1 })
      .expect(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, { username: 'editor', isAdmin: true });
    boss = await signedIn(t, 'editor');
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.dataSource.query(`DELETE FROM page_content`);
    await t.dataSource.query(`DELETE FROM content_revision WHERE subject LIKE 'page:%'`);
    await t.dataSource.query(`DELETE FROM audit_entry`);
    await t.app.get(PagesService).onApplicationBootstrap();
  });

  it('starts each page with the content it shows, then keeps a revision per publish', async () => {
    const first = await history();
    expect(first).toMatchObject({ total: 1, page: 1 });
    expect(first.items).toEqual([
      expect.objectContaining({ number: 1, createdBy: null, current: true, restoredFrom: null }),
    ]);
    const one = await boss.get(`/api/admin/pages/about/revisions/${first.items[0].id}`).expect(200);
    expect(one.body.content).toEqual(DEFAULT_PAGES.about);

    await publishHeadline('Second Headline');
    await publishHeadline('Third Headline');
    const after = await history();
    expect(after.total).toBe(3);
    expect(after.items.map((r: { number: number }) => r.number)).toEqual([3, 2, 1]);
    expect(after.items[0]).toMatchObject({ createdBy: 'editor', current: true });
    expect(after.items[1]).toMatchObject({ createdBy: 'editor', current: false });
    const second = await boss
      .get(`/api/admin/pages/about/revisions/${after.items[1].id}`)
      .expect(200);
    expect(second.body.content.hero.headline).toBe('Second Headline');
    // A draft's save is no revision.
    const draft = structuredClone(DEFAULT_PAGES.about);
    draft.hero.headline = 'Only a draft';
    await boss
      .put('/api/admin/pages/about/draft')
      .send({ content: draft, version: (await admin()).version })
      .expect(200);
    expect((await history()).total).toBe(3);
    // Pages of the list.
    const paged = await boss.get('/api/admin/pages/about/revisions?page=2&pageSize=2').expect(200);
    expect(paged.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.body.items).toEqual([expect.objectContaining({ number: 1, current: false })]);
  });

  it('restores a revision as the draft, public only once published, audited', async () => {
    await publishHeadline('Yesterday Headline');
    await publishHeadline('Bad Headline');
    const { items } = await history();
    const yesterday = items.find((r: { number: number }) => r.number === 2);
    const { version } = await admin();

    const restored = await boss
      .post(`/api/admin/pages/about/revisions/${yesterday.id}/restore`)
      .send({ version })
      .expect(200);
    expect(restored.body).toMatchObject({
      state: 'draft',
      version: version + 1,
      draftRestoredFrom: 2,
    });
    expect(restored.body.draft.hero.headline).toBe('Yesterday Headline');
    expect(await publicHeadline()).toBe('Bad Headline');
    expect((await history()).total).toBe(3);
    const [entry] = await t.dataSource.query(
      `SELECT actor_name, target_id, target_label, changes FROM audit_entry WHERE action = 'page.restore'`,
    );
    expect(entry).toMatchObject({
      actor_name: 'editor',
      target_id: 'about',
      target_label: 'About (revision 2)',
      changes: { 'hero.headline': { from: 'Bad Headline', to: 'Yesterday Headline' } },
    });

    await boss
      .post('/api/admin/pages/about/publish')
      .send({ version: version + 1 })
      .expect(200);
    expect(await publicHeadline()).toBe('Yesterday Headline');
    const after = await history();
    expect(after.items[0]).toMatchObject({ number: 4, restoredFrom: 2, current: true });
    expect((await admin()).draftRestoredFrom).toBeNull();
  });

  it('refuses a restore over a newer version (409) and unknown or foreign revisions (404), changing nothing', async () => {
    await publishHeadline('Kept Headline');
    const { items } = await history();
    const { version } = await admin();
    await boss
      .post(`/api/admin/pages/about/revisions/${items[1].id}/restore`)
      .send({ version: version - 1 })
      .expect(409);
    await boss.post(`/api/admin/pages/about/revisions/${items[1].id}/restore`).send({}).expect(400);
    // Another page's revision, an unknown id, not an id at all.
    const terms = (await boss.get('/api/admin/pages/terms/revisions').expect(200)).body.items[0];
    for (const id of [terms.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      await boss.get(`/api/admin/pages/about/revisions/${id}`).expect(404);
      await boss
        .post(`/api/admin/pages/about/revisions/${id}/restore`)
        .send({ version })
        .expect(404);
    }
    expect((await admin()).draft).toBeNull();
    expect((await admin()).version).toBe(version);
    // Administrators only.
    await request(t.http).get('/api/admin/pages/about/revisions').expect(401);
  });

  it('keeps a revision per save of the organisation details', async () => {
    const revisions = t.app.get(ContentRevisionsService);
    const before = await revisions.list(SITE_DETAILS_SUBJECT, 1, 50);
    expect(before.total).toBeGreaterThanOrEqual(1);
    await boss
      .patch('/api/admin/settings')
      .send({ siteDetails: { tagline: 'Bridges for everyone.' } })
      .expect(200);
    // Settings that are not details keep none.
    await boss.patch('/api/admin/settings').send({ auditRetentionDays: 400 }).expect(200);
    const after = await revisions.list(SITE_DETAILS_SUBJECT, 1, 50);
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0]).toMatchObject({ createdBy: 'editor', current: true });
    const newest = await revisions.get(SITE_DETAILS_SUBJECT, after.items[0].id);
    expect(newest.content).toMatchObject({ tagline: 'Bridges for everyone.' });
  });

  it('forgets revisions past the retention period, except the newest of each page', async () => {
    await publishHeadline('Old One');
    await publishHeadline('Old Two');
    await t.dataSource.query(
      `UPDATE content_revision SET created_at = now() - interval '3000 days' WHERE subject = $1`,
      [pageSubject('about')],
    );
    const removed = await t.app.get(ContentRevisionsService).removeExpired();
    expect(removed).toBeGreaterThanOrEqual(2);
    const left = await history();
    expect(left.items).toEqual([expect.objectContaining({ number: 3, current: true })]);
    // Recent ones stay.
    expect((await boss.get('/api/admin/pages/terms/revisions').expect(200)).body.total).toBe(1);
  });
});
