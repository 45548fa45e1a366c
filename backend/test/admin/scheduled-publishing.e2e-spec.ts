import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { SCHEDULE_MESSAGES } from '@bb/shared/schedule';
import request from 'supertest';
import { PagesService } from '../../src/pages/pages.service';
import { ScheduleRunner } from '../../src/scheduling/schedule-runner';
import { createUser, signedIn } from '../support/accounts';
import { inSeconds, sleep } from '../support/schedule';
import { createTestApp, TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<typeof signedIn>>;

/** Waits until `check` answers true (every 100 ms, at most `ms`). */
async function eventually(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('Timed out waiting for a scheduled change');
    await sleep(100);
  }
}

/**
 * Scheduled publishing (issue 24 part 2): a page's draft publishes by itself at its time, once
 * across instances and after a restart if its time passed while the app was down; testimonials
 * and carousel items publish and unpublish by themselves; the dashboard lists what is scheduled;
 * the audit log names the administrator who scheduled each change.
 */
describe('scheduled publishing', () => {
  let t: TestApp;
  let boss: Agent;

  const admin = async () => (await boss.get('/api/admin/pages/about').expect(200)).body;
  const publicHeadline = async (app = t) =>
    (await request(app.http).get('/api/pages/about').expect(200)).body.hero.headline as string;
  const saveDraft = async (headline: string, change?: (d: typeof DEFAULT_PAGES.about) => void) => {
    const draft = structuredClone(DEFAULT_PAGES.about);
    draft.hero.headline = headline;
    change?.(draft);
    const { version } = await admin();
    return (
      await boss.put('/api/admin/pages/about/draft').send({ content: draft, version }).expect(200)
    ).body;
  };
  const audit = (action: string) =>
    t.dataSource.query(
      `SELECT actor_name, target_id, changes, detail FROM audit_entry WHERE action = $1 ORDER BY at`,
      [action],
    );

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, { username: 'editor', isAdmin: true });
    boss = await signedIn(t, 'editor');
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.dataSource.query(`DELETE FROM page_content`);
    await t.dataSource.query(`DELETE FROM content_revision WHERE subject LIKE 'page:%'`);
    await t.dataSource.query(`DELETE FROM testimonial`);
    await t.dataSource.query(`DELETE FROM carousel_item`);
    await t.dataSource.query(`DELETE FROM audit_entry`);
    await t.app.get(PagesService).onApplicationBootstrap();
  });

  it('refuses a time in the past, too far ahead or not a time, without a draft, and on a stale version', async () => {
    const { version } = await admin();
    const noDraft = await boss
      .post('/api/admin/pages/about/schedule')
      .send({ at: inSeconds(60), version })
      .expect(400);
    expect(noDraft.body.message).toBe('There is no draft to publish: save your changes first.');
    const saved = await saveDraft('Scheduled Headline');
    for (const [at, message] of [
      [inSeconds(-60), SCHEDULE_MESSAGES.past],
      [inSeconds(367 * 86_400), SCHEDULE_MESSAGES.far],
      ['next monday', SCHEDULE_MESSAGES.invalid],
      ['2026-12-07T09:00:00', SCHEDULE_MESSAGES.invalid],
    ]) {
      const refused = await boss
        .post('/api/admin/pages/about/schedule')
        .send({ at, version: saved.version })
        .expect(400);
      expect(refused.body.errors).toEqual({ at: message });
    }
    await boss
      .post('/api/admin/pages/about/schedule')
      .send({ at: inSeconds(60), version: saved.version - 1 })
      .expect(409);
    // A draft that could not be published cannot be scheduled either.
    const blocked = await saveDraft('Blocked', (d) => (d.story.image.alt = ''));
    const refused = await boss
      .post('/api/admin/pages/about/schedule')
      .send({ at: inSeconds(60), version: blocked.version })
      .expect(400);
    expect(refused.body.errors).toHaveProperty(['content.story.image.alt']);
    expect((await admin()).scheduled).toBeNull();
    expect(await audit('page.schedule')).toEqual([]);
  });

  it('publishes the draft at its time once with two instances running, audited under who scheduled it', async () => {
    const second = await createTestApp({ DATABASE_URL: t.config.databaseUrl! });
    try {
      await saveDraft('First Draft');
      const { version } = await admin();
      const at = inSeconds(2);
      const scheduled = await boss
        .post('/api/admin/pages/about/schedule')
        .send({ at, version })
        .expect(200);
      expect(scheduled.body).toMatchObject({
        version,
        state: 'draft',
        scheduledAt: at,
        scheduled: { at, by: 'editor' },
      });
      const [entry] = await audit('page.schedule');
      expect(entry).toMatchObject({
        actor_name: 'editor',
        target_id: 'about',
        changes: { publishAt: { from: null, to: at } },
      });
      // Saved after scheduling: the draft as it is at the time is what publishes.
      await saveDraft('Second Draft');
      expect(await publicHeadline(second)).toBe(DEFAULT_PAGES.about.hero.headline);

      // Every run of both instances that starts while the page is due meets at a barrier: the
      // test holds the revisions table, so a run that has claimed the row waits there before its
      // publish can commit. Four runs (and any tick of the two runners) start while the page is
      // still due and unpublished, and are let go only once each has finished or is waiting on a
      // lock: without the row lock each would have read the due row and would publish it again.
      const barrier = t.dataSource.createQueryRunner();
      await barrier.connect();
      let runs: Promise<number>[] = [];
      try {
        await barrier.startTransaction();
        await barrier.query('LOCK TABLE content_revision IN SHARE MODE');
        await eventually(async () => {
          const [{ due }] = await t.dataSource.query(
            `SELECT publish_at <= now() AS due FROM page_content WHERE slug = 'about'`,
          );
          return due === true;
        });
        let settled = 0;
        runs = [t, second, t, second].map((app) =>
          app.app
            .get(PagesService)
            .publishDue()
            .finally(() => (settled += 1)),
        );
        await eventually(async () => {
          const [{ waiting }] = await t.dataSource.query(
            `SELECT count(*)::int AS waiting FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'
                AND (query LIKE '%content_revision%' OR query LIKE '%page_content%')`,
          );
          return settled + waiting >= runs.length;
        });
        expect(await publicHeadline(second)).toBe(DEFAULT_PAGES.about.hero.headline);
      } finally {
        if (barrier.isTransactionActive) await barrier.commitTransaction();
        await barrier.release();
      }
      await Promise.all(runs);
      await eventually(async () => (await publicHeadline(second)) === 'Second Draft');
      const published = await audit('page.publish');
      expect(published).toHaveLength(1);
      expect(published[0]).toMatchObject({
        actor_name: 'editor',
        target_id: 'about',
        detail: `Scheduled for ${at}`,
        changes: expect.objectContaining({
          'hero.headline': { from: DEFAULT_PAGES.about.hero.headline, to: 'Second Draft' },
          publishAt: { from: at, to: null },
        }),
      });
      const [{ n }] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM content_revision WHERE subject = 'page:about'`,
      );
      expect(n).toBe(2);
      const page = await admin();
      expect(page).toMatchObject({ state: 'published', scheduled: null, scheduledAt: null });
      expect(page.publishedBy).toBe('editor');
      expect(await publicHeadline(t)).toBe('Second Draft');
    } finally {
      await second.close();
    }
  });

  it('can be moved and cancelled until then; publishing now or discarding cancels it', async () => {
    const { version } = await saveDraft('Never Scheduled');
    await boss
      .post('/api/admin/pages/about/schedule')
      .send({ at: inSeconds(3600), version })
      .expect(200);
    const moved = inSeconds(1);
    await boss.post('/api/admin/pages/about/schedule').send({ at: moved, version }).expect(200);
    const cancelled = await boss.delete('/api/admin/pages/about/schedule').expect(200);
    expect(cancelled.body).toMatchObject({ scheduled: null, scheduledAt: null, state: 'draft' });
    expect((await audit('page.unschedule'))[0]).toMatchObject({
      actor_name: 'editor',
      changes: { publishAt: { from: moved, to: null } },
    });
    // Cancelling again changes nothing.
    await boss.delete('/api/admin/pages/about/schedule').expect(200);
    expect(await audit('page.unschedule')).toHaveLength(1);
    await sleep(1200);
    expect(await t.app.get(PagesService).publishDue()).toBe(0);
    expect(await publicHeadline()).toBe(DEFAULT_PAGES.about.hero.headline);

    await boss
      .post('/api/admin/pages/about/schedule')
      .send({ at: inSeconds(3600), version })
      .expect(200);
    const now = await boss.post('/api/admin/pages/about/publish').send({ version }).expect(200);
    expect(now.body.scheduled).toBeNull();

    const next = await saveDraft('Discarded');
    await boss
      .post('/api/admin/pages/about/schedule')
      .send({ at: inSeconds(3600), version: next.version })
      .expect(200);
    const discarded = await boss.delete('/api/admin/pages/about/draft').expect(200);
    expect(discarded.body.scheduled).toBeNull();
  });

  it('publishes at the next start when its time passed while the app was down', async () => {
    const { version } = await saveDraft('While Down');
    // Every instance is down: this one's clock stops (its API still answers, to schedule).
    await t.app.get(ScheduleRunner).onApplicationShutdown();
    const at = inSeconds(1);
    await boss.post('/api/admin/pages/about/schedule').send({ at, version }).expect(200);
    await sleep(1500);
    expect(await publicHeadline()).toBe(DEFAULT_PAGES.about.hero.headline);

    const restarted = await createTestApp({ DATABASE_URL: t.config.databaseUrl! });
    try {
      await eventually(async () => (await publicHeadline(restarted)) === 'While Down', 5_000);
      expect(await audit('page.publish')).toEqual([
        expect.objectContaining({ actor_name: 'editor', detail: `Scheduled for ${at}` }),
      ]);
    } finally {
      await restarted.close();
    }
  });

  it('does not publish a draft that a later save left blocked, and says why', async () => {
    const { version } = await saveDraft('Fine Now');
    await boss
      .post('/api/admin/pages/about/schedule')
      .send({ at: inSeconds(1), version })
      .expect(200);
    await saveDraft('Broken Later', (d) => (d.story.image.alt = ''));
    await sleep(1200);
    await t.app.get(PagesService).publishDue();
    expect(await publicHeadline()).toBe(DEFAULT_PAGES.about.hero.headline);
    const page = await admin();
    expect(page).toMatchObject({ state: 'draft', scheduled: null });
    const [entry] = await audit('page.unschedule');
    expect(entry.actor_name).toBe('editor');
    expect(entry.detail).toMatch(/not published\. The page cannot be published until the problems/);
    expect(entry.detail).toContain('content.story.image.alt');
  });
});
