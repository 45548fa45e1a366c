import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { permissionRefusal, type StoredStaffRoleCode } from '@bb/shared/staff-roles';
import type { Review } from '@bb/shared/reviews';
import { PagesService } from '../../src/pages/pages.service';
import { createUser, signedIn } from '../support/accounts';
import { inSeconds } from '../support/schedule';
import { linkIn, type ReceivedMail, TestSmtpServer } from '../support/smtp';
import { createTestApp, TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<typeof signedIn>>;

const PAGE_LINK = 'http://localhost:3000/admin/content/pages/about';

/**
 * Review before publishing (issue 45): a contributor submits a page draft or a campaign, those who
 * may publish (or send) it see it waiting (GET /api/admin/reviews, the bell) and get an e-mail with a
 * link to the draft, decline it with a note (e-mailed to the contributor) or approve it by
 * publishing, scheduling or sending it; a discard or a delete withdraws it. Real app, database and
 * SMTP server.
 */
describe('reviews: submit, decline, approve by publishing', () => {
  let t: TestApp;
  const smtp = new TestSmtpServer();
  let boss: Agent; // administrator
  let edna: Agent; // editor
  let cora: Agent; // contributor
  let ivy: Agent; // inbox
  let nell: Agent; // newsletter

  const staff = async (username: string, roles: StoredStaffRoleCode[], isAdmin = false) => {
    const user = await createUser(t, { username, isAdmin });
    await t.dataSource.query(`UPDATE app_user SET staff_roles = $2 WHERE id = $1`, [
      user.id,
      roles,
    ]);
    return signedIn(t, username);
  };
  const page = async (agent: Agent = edna) =>
    (await agent.get('/api/admin/pages/about').expect(200)).body as {
      version: number;
      review: Review | null;
      state: string;
    };
  const saveDraft = async (agent: Agent, headline: string) => {
    const draft = structuredClone(DEFAULT_PAGES.about);
    draft.hero.headline = headline;
    const { version } = await page(agent);
    return (
      await agent.put('/api/admin/pages/about/draft').send({ content: draft, version }).expect(200)
    ).body as { version: number };
  };
  const submitPage = (agent: Agent, version: number, note?: string) =>
    agent.post('/api/admin/pages/about/review').send({ version, note });
  const waiting = async (agent: Agent) =>
    (await agent.get('/api/admin/reviews').expect(200)).body as { items: Review[]; total: number };
  const bell = async (agent: Agent) =>
    (await agent.get('/api/admin/notifications').expect(200)).body as {
      total: number;
      items: { kind: string; title: string; detail: string; path: string }[];
    };
  const audit = (action: string) =>
    t.dataSource.query(
      `SELECT actor_name, target_type, target_id, target_label, changes, detail
         FROM audit_entry WHERE action = $1 ORDER BY at, id`,
      [action],
    );
  const reviewRows = () =>
    t.dataSource.query(
      `SELECT kind, subject_id, state, decided_by_name FROM review ORDER BY submitted_at, id`,
    ) as Promise<{ kind: string; subject_id: string; state: string; decided_by_name: string }[]>;
  /** The mails to `address` whose subject starts with `subject`, so far. */
  const mailsTo = (address: string, subject: string) =>
    smtp.to(address).filter((m) => (m.parsed.subject ?? '').startsWith(subject));
  const text = (mail: ReceivedMail) => mail.parsed.text ?? '';

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({ SMTP_URL: smtp.url });
    await createUser(t, { username: 'boss', isAdmin: true });
    boss = await signedIn(t, 'boss');
    edna = await staff('edna', ['editor']);
    cora = await staff('cora', ['contributor']);
    ivy = await staff('ivy', ['inbox']);
    nell = await staff('nell', ['newsletter']);
    // A suspended editor is not asked to review.
    await createUser(t, { username: 'sam', suspended: true });
    await t.dataSource.query(`UPDATE app_user SET staff_roles = '{editor}' WHERE username = 'sam'`);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  afterEach(async () => {
    await t.dataSource.query(`DELETE FROM review`);
    await t.dataSource.query(`DELETE FROM page_content`);
    await t.dataSource.query(`DELETE FROM newsletter_campaign`);
    await t.dataSource.query(`DELETE FROM audit_entry`);
    await t.app.get(PagesService).onApplicationBootstrap();
    smtp.messages.length = 0;
  });

  it("a contributor's page draft: submitted, seen by those who may publish, declined with a note, resubmitted, approved by the publish", async () => {
    const saved = await saveDraft(cora, 'A Draft For Review');
    const submitted = (
      await submitPage(cora, saved.version, 'Please check the headline.').expect(200)
    ).body as Review;
    expect(submitted).toMatchObject({
      kind: 'page',
      subjectId: 'about',
      title: 'About',
      version: saved.version,
      note: 'Please check the headline.',
      submittedBy: { username: 'cora' },
      state: 'waiting',
      decidedBy: null,
      path: '/admin/content/pages/about',
    });
    expect((await page(cora)).review).toMatchObject({ id: submitted.id, state: 'waiting' });

    // Those who may publish pages see it, oldest first, in the list and the bell.
    for (const reviewer of [edna, boss]) {
      const list = await waiting(reviewer);
      expect(list.total).toBe(1);
      expect(list.items[0]).toMatchObject({ id: submitted.id, state: 'waiting' });
      const items = (await bell(reviewer)).items.filter((i) => i.kind === 'review');
      expect(items).toEqual([
        expect.objectContaining({
          title: 'Page to review: About',
          detail: 'cora · Please check the headline.',
          path: '/admin/content/pages/about',
        }),
      ]);
    }
    // The inbox-only and newsletter-only people do not (and the bell counts only what they see).
    expect((await waiting(nell)).items).toEqual([]);
    const inboxOnly = await ivy.get('/api/admin/reviews').expect(403);
    expect(inboxOnly.body.message).toBe(permissionRefusal(['pages.publish', 'campaigns.send']));
    for (const person of [ivy, nell, cora]) {
      const seen = await bell(person);
      expect(seen.items.filter((i) => i.kind === 'review')).toEqual([]);
    }
    expect(await bell(nell)).toEqual({ total: 0, items: [] });

    // Every active person who may publish is e-mailed a link to the draft; not the submitter.
    for (const address of ['edna@example.org', 'boss@example.org']) {
      const mail = await smtp.waitFor(
        address,
        (m) => m.parsed.subject === 'For your review: About',
      );
      expect(text(mail)).toContain('cora submitted the page draft "About" for your review.');
      expect(text(mail)).toContain('Please check the headline.');
      expect(linkIn(mail, 'http://localhost:3000/')).toBe(PAGE_LINK);
    }
    expect(mailsTo('cora@example.org', 'For your review')).toEqual([]);
    expect(mailsTo('sam@example.org', 'For your review')).toEqual([]);
    expect(mailsTo('ivy@example.org', 'For your review')).toEqual([]);
    expect(mailsTo('nell@example.org', 'For your review')).toEqual([]);

    // The contributor may not publish, schedule, discard or decide: the 403 names who may.
    const refusal = permissionRefusal('pages.publish');
    for (const [method, path, body] of [
      ['post', '/api/admin/pages/about/publish', { version: saved.version }],
      ['post', '/api/admin/pages/about/schedule', { version: saved.version, at: inSeconds(3600) }],
      ['delete', '/api/admin/pages/about/draft', undefined],
      ['post', '/api/admin/pages/about/review/decline', { note: 'No.' }],
    ] as const) {
      const res = await cora[method](path).send(body).expect(403);
      expect(res.body.message).toBe(refusal);
    }
    expect(refusal).toBe(
      'Publishing, scheduling and discarding page drafts needs the Editor or Administrator role.',
    );

    // The editor declines with a note; the contributor gets it with the link.
    await edna.post('/api/admin/pages/about/review/decline').send({ note: '' }).expect(400);
    const declined = (
      await edna
        .post('/api/admin/pages/about/review/decline')
        .send({ note: 'The headline is too long.\nShorten it, please.' })
        .expect(200)
    ).body as Review;
    expect(declined).toMatchObject({
      id: submitted.id,
      state: 'declined',
      decidedBy: { username: 'edna' },
      decisionNote: 'The headline is too long.\nShorten it, please.',
    });
    const back = await smtp.waitFor(
      'cora@example.org',
      (m) => m.parsed.subject === 'Sent back with a note: About',
    );
    expect(text(back)).toContain('edna declined the page draft "About"');
    expect(text(back)).toContain('The headline is too long.\nShorten it, please.');
    expect(linkIn(back, 'http://localhost:3000/')).toBe(PAGE_LINK);
    expect((await page(cora)).review).toMatchObject({ state: 'declined' });
    expect((await waiting(edna)).total).toBe(0);
    // Declined once: nothing waits to decline again.
    const again = await edna
      .post('/api/admin/pages/about/review/decline')
      .send({ note: 'Again.' })
      .expect(409);
    expect(again.body.message).toMatch(/Nothing waits for review/);

    // Changed and submitted again; the editor publishes it, which approves it.
    const resaved = await saveDraft(cora, 'Short Headline');
    const second = (await submitPage(cora, resaved.version).expect(200)).body as Review;
    expect(second).toMatchObject({ state: 'waiting', note: null });
    const published = (
      await edna
        .post('/api/admin/pages/about/publish')
        .send({ version: resaved.version })
        .expect(200)
    ).body as { review: Review | null; state: string };
    expect(published).toMatchObject({ state: 'published', review: null });
    expect(await reviewRows()).toEqual([
      { kind: 'page', subject_id: 'about', state: 'declined', decided_by_name: 'edna' },
      { kind: 'page', subject_id: 'about', state: 'approved', decided_by_name: 'edna' },
    ]);
    const approved = await smtp.waitFor(
      'cora@example.org',
      (m) => m.parsed.subject === 'Approved: About',
    );
    expect(text(approved)).toContain(
      'edna approved the page draft "About" that you submitted for review: it is published.',
    );
    expect(linkIn(approved, 'http://localhost:3000/')).toBe(PAGE_LINK);
    expect((await bell(edna)).items.filter((i) => i.kind === 'review')).toEqual([]);

    // Each step is in the audit trail, on the page.
    expect((await audit('review.submit')).map((e: { actor_name: string }) => e.actor_name)).toEqual(
      ['cora', 'cora'],
    );
    expect(await audit('review.decline')).toEqual([
      expect.objectContaining({
        actor_name: 'edna',
        target_type: 'page',
        target_id: 'about',
        detail: 'The headline is too long.\nShorten it, please.',
      }),
    ]);
    expect(await audit('review.approve')).toEqual([
      expect.objectContaining({
        actor_name: 'edna',
        target_id: 'about',
        changes: { state: { from: 'waiting', to: 'approved' } },
        detail: 'Approved by publishing the page.',
      }),
    ]);
  });

  it('refuses a stale version (409), a page without a draft (400), a long note (400); a discard withdraws', async () => {
    const { version } = await page(cora);
    const noDraft = await submitPage(cora, version).expect(400);
    expect(noDraft.body.message).toBe(
      'There is no draft to submit for review: save your changes first.',
    );
    const saved = await saveDraft(cora, 'Draft One');
    const stale = await submitPage(cora, saved.version - 1).expect(409);
    expect(stale.body.message).toMatch(/Someone saved this page after you opened it/);
    const long = await submitPage(cora, saved.version, 'x'.repeat(2001)).expect(400);
    expect(long.body.message).toBe('Note must be at most 2,000 characters.');
    await cora.post('/api/admin/pages/about/review').send({ version: 'one' }).expect(400);
    expect(await reviewRows()).toEqual([]);

    await submitPage(cora, saved.version).expect(200);
    await edna.delete('/api/admin/pages/about/draft').expect(200);
    expect(await reviewRows()).toEqual([
      { kind: 'page', subject_id: 'about', state: 'withdrawn', decided_by_name: 'edna' },
    ]);
    expect((await page(cora)).review).toMatchObject({ state: 'withdrawn' });
    expect((await waiting(edna)).total).toBe(0);
    expect(await audit('review.withdraw')).toEqual([
      expect.objectContaining({ actor_name: 'edna', detail: 'The draft was discarded.' }),
    ]);
  });

  it('scheduling approves; a publish at its scheduled time approves what was submitted since', async () => {
    const saved = await saveDraft(cora, 'Scheduled Draft');
    await submitPage(cora, saved.version).expect(200);
    await edna
      .post('/api/admin/pages/about/schedule')
      .send({ version: saved.version, at: inSeconds(3600) })
      .expect(200);
    expect((await reviewRows()).map((r) => r.state)).toEqual(['approved']);
    const scheduled = await smtp.waitFor(
      'cora@example.org',
      (m) => m.parsed.subject === 'Approved: About',
    );
    expect(text(scheduled)).toContain('it is scheduled to publish by itself.');

    // The contributor changes the scheduled draft and submits it again; the time comes.
    const changed = await saveDraft(cora, 'Changed After Scheduling');
    await submitPage(cora, changed.version).expect(200);
    await t.dataSource.query(
      `UPDATE page_content SET publish_at = now() - interval '1 second' WHERE slug = 'about'`,
    );
    expect(await t.app.get(PagesService).publishDue()).toBe(1);
    expect(await reviewRows()).toEqual([
      { kind: 'page', subject_id: 'about', state: 'approved', decided_by_name: 'edna' },
      { kind: 'page', subject_id: 'about', state: 'approved', decided_by_name: 'edna' },
    ]);
    await smtp.waitFor('cora@example.org', (m) =>
      text(m).includes('that you submitted for review: it is published.'),
    );
    expect((await page(cora)).review).toBeNull();
  });

  it('a hundred submissions at once leave one waiting, the others withdrawn', async () => {
    const saved = await saveDraft(edna, 'Busy Draft');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => submitPage(edna, saved.version, `Try ${i}`)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200));
    const rows = await reviewRows();
    expect(rows).toHaveLength(100);
    expect(rows.filter((r) => r.state === 'waiting')).toHaveLength(1);
    expect(rows.filter((r) => r.state === 'withdrawn')).toHaveLength(99);
    expect((await waiting(boss)).total).toBe(1);
  });

  it("a contributor's campaign: the newsletter people decide it; send is theirs; scheduling approves, a delete withdraws", async () => {
    const created = (
      await cora
        .post('/api/admin/newsletter/campaigns')
        .send({ subject: 'November news', body: 'Hello, readers.' })
        .expect(201)
    ).body as { id: string; version: number; review: Review | null };
    expect(created.review).toBeNull();
    const path = `/api/admin/newsletter/campaigns/${created.id}`;
    const stale = await cora
      .post(`${path}/review`)
      .send({ version: created.version + 1 })
      .expect(409);
    expect(stale.body.message).toMatch(/Someone saved this campaign/);
    const submitted = (
      await cora
        .post(`${path}/review`)
        .send({ version: created.version, note: 'First issue!' })
        .expect(200)
    ).body as Review;
    expect(submitted).toMatchObject({
      kind: 'campaign',
      subjectId: created.id,
      title: 'November news',
      state: 'waiting',
      path: `/admin/content/campaigns/${created.id}`,
    });

    // The newsletter person sees it (list, bell, mail); the editor and the inbox person do not.
    expect((await waiting(nell)).items.map((r) => r.id)).toEqual([submitted.id]);
    expect((await bell(nell)).items).toEqual([
      expect.objectContaining({ kind: 'review', title: 'Campaign to review: November news' }),
    ]);
    expect((await bell(nell)).total).toBe(1);
    expect((await waiting(edna)).items).toEqual([]);
    expect((await bell(edna)).items).toEqual([]);
    expect((await bell(ivy)).items.filter((i) => i.kind === 'review')).toEqual([]);
    const mail = await smtp.waitFor(
      'nell@example.org',
      (m) => m.parsed.subject === 'For your review: November news',
    );
    expect(linkIn(mail, 'http://localhost:3000/')).toBe(
      `http://localhost:3000/admin/content/campaigns/${created.id}`,
    );
    expect(mailsTo('edna@example.org', 'For your review')).toEqual([]);
    expect((await cora.get(path).expect(200)).body.review).toMatchObject({ state: 'waiting' });

    // The contributor may not send, schedule or delete it.
    const refusal = permissionRefusal('campaigns.send');
    for (const res of [
      await cora.post(`${path}/send`).send({}).expect(403),
      await cora
        .post(`${path}/send`)
        .send({ at: inSeconds(3600) })
        .expect(403),
      await cora.delete(path).expect(403),
      await cora.post(`${path}/review/decline`).send({ note: 'No.' }).expect(403),
    ])
      expect(res.body.message).toBe(refusal);

    // Scheduling it approves it.
    const sent = (
      await nell
        .post(`${path}/send`)
        .send({ at: inSeconds(3600) })
        .expect(200)
    ).body as { review: Review | null; state: string };
    expect(sent).toMatchObject({ state: 'scheduled', review: null });
    expect(await reviewRows()).toEqual([
      { kind: 'campaign', subject_id: created.id, state: 'approved', decided_by_name: 'nell' },
    ]);
    const approved = await smtp.waitFor(
      'cora@example.org',
      (m) => m.parsed.subject === 'Approved: November news',
    );
    expect(text(approved)).toContain('it is scheduled to be sent.');
    // A scheduled campaign is no longer a draft to submit.
    const version = (await cora.get(path).expect(200)).body.version as number;
    const notDraft = await cora.post(`${path}/review`).send({ version }).expect(400);
    expect(notDraft.body.message).toMatch(/Only a draft campaign can be submitted/);

    // Another draft, submitted, then deleted: withdrawn.
    const other = (
      await cora
        .post('/api/admin/newsletter/campaigns')
        .send({ subject: 'December news', body: 'Hello again.' })
        .expect(201)
    ).body as { id: string; version: number };
    await cora
      .post(`/api/admin/newsletter/campaigns/${other.id}/review`)
      .send({ version: other.version })
      .expect(200);
    await nell.delete(`/api/admin/newsletter/campaigns/${other.id}`).expect(204);
    expect((await reviewRows()).map((r) => r.state)).toEqual(['approved', 'withdrawn']);
    expect((await waiting(nell)).total).toBe(0);
    await nell
      .post(`/api/admin/newsletter/campaigns/${other.id}/review/decline`)
      .send({ note: 'Gone.' })
      .expect(404);
  });
});
