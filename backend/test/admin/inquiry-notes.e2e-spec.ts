import { ADMIN_NOTE_MAX } from '@bb/shared/admin';
import request from 'supertest';
import { ContactMessage } from '../../src/inquiries/contact-message.entity';
import { SpeakingRequest } from '../../src/inquiries/speaking-request.entity';
import { CorporatePartnership } from '../../src/partnerships/corporate-partnership.entity';
import { createUser, signedIn } from '../support/accounts';
import { TestSmtpServer } from '../support/smtp';
import { createTestApp, TestApp } from '../support/test-app';
import { queuedCount } from '../support/mail-queue';

type Agent = Awaited<ReturnType<typeof signedIn>>;
const UNKNOWN_ID = '3f0c6b1e-7a51-4c1e-9d3b-2a8f6e4d9c10';

/** Internal notes on the three kinds of inquiry (issue 20, section 3). */
describe('admin: internal notes on inquiries', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let boss: Agent;
  let member: Agent;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    t = await createTestApp({ SMTP_URL: smtp.url, NOTIFICATION_EMAIL: 'team@bridges.test' });
    await createUser(t, { username: 'boss', email: 'boss@example.org', isAdmin: true });
    boss = await signedIn(t, 'boss');
    await createUser(t, { username: 'noor', email: 'noor@example.org' });
    member = await signedIn(t, 'noor');
    // One inquiry of each kind, sent by the member while signed in.
    await member
      .post('/api/speaking-request')
      .send({
        contactName: 'Noor',
        email: 'noor@example.org',
        company: 'Delta',
        eventType: 'panel',
      })
      .expect(201);
    await member
      .post('/api/corporate-partnership')
      .send({
        companyName: 'Delta',
        contactName: 'Noor',
        email: 'noor@example.org',
        partnershipType: 'sponsor',
      })
      .expect(201);
    await member
      .post('/api/contact')
      .send({ name: 'Noor', email: 'noor@example.org', message: 'Hello.' })
      .expect(201);
    ids['speaking-requests'] = (
      await t.dataSource.getRepository(SpeakingRequest).findOneByOrFail({ company: 'Delta' })
    ).id;
    ids['corporate-partnerships'] = (
      await t.dataSource
        .getRepository(CorporatePartnership)
        .findOneByOrFail({ companyName: 'Delta' })
    ).id;
    // Their six e-mails (an acknowledgement and a staff notification each) have gone before the
    // tests count what a note sends.
    const deadline = Date.now() + 30_000;
    while (smtp.messages.length < 6 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(smtp.messages).toHaveLength(6);
    ids['contact-messages'] = (
      await t.dataSource.getRepository(ContactMessage).findOneByOrFail({ name: 'Noor' })
    ).id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(() => t.dataSource.query('DELETE FROM rate_limit'));

  for (const inbox of ['speaking-requests', 'corporate-partnerships', 'contact-messages']) {
    it(`${inbox}: a note joins the thread for administrators, audited, sent to nobody and never shown to the member`, async () => {
      const id = ids[inbox];
      const mailsBefore = smtp.messages.length;
      const queuedBefore = await queuedCount(t.dataSource);
      const secret = `Budget is tight this year (${inbox}).`;
      const res = await boss
        .post(`/api/admin/${inbox}/${id}/notes`)
        .send({ note: `  ${secret}\nCall back in May. ` })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        author: 'note',
        authorName: 'boss',
        body: `${secret}\nCall back in May.`,
        createdAt: expect.any(String),
      });
      const detail = (await boss.get(`/api/admin/${inbox}/${id}`).expect(200)).body as {
        thread: { author: string; body: string }[];
        replyCount: number;
      };
      expect(detail.thread.map((e) => [e.author, e.body])).toContainEqual([
        'note',
        `${secret}\nCall back in May.`,
      ]);
      const kind = inbox.replace(/s$/, '');
      const [audit] = (await t.dataSource.query(
        `SELECT action, target_type, detail FROM audit_entry WHERE target_id = $1 AND action LIKE '%.note'`,
        [id],
      )) as { action: string; target_type: string; detail: string }[];
      expect(audit).toEqual({
        action: `${kind}.note`,
        target_type: kind,
        detail: `${secret} Call back in May.`,
      });

      // Nothing was sent, and nothing of it reaches the member area.
      expect(await queuedCount(t.dataSource)).toBe(queuedBefore);
      expect(smtp.messages.slice(mailsBefore)).toEqual([]);
      for (const path of ['/api/my/messages', '/api/my/bookings', '/api/user/export']) {
        const body = JSON.stringify((await member.get(path).expect(200)).body);
        expect(body).not.toContain('Budget is tight');
      }
      // Nor does it light the bell.
      const bell = (await boss.get('/api/admin/notifications').expect(200)).body as unknown;
      expect(JSON.stringify(bell)).not.toContain('Budget is tight');
    });
  }

  it('refuses an empty or too long note, an unknown inquiry, and non-administrators', async () => {
    const id = ids['speaking-requests'];
    const count = async () =>
      Number(
        (
          await t.dataSource.query(`SELECT count(*) AS n FROM inquiry_reply WHERE author = 'note'`)
        )[0].n,
      );
    const before = await count();
    const empty = await boss.post(`/api/admin/speaking-requests/${id}/notes`).send({ note: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Note is required.');
    const long = await boss
      .post(`/api/admin/speaking-requests/${id}/notes`)
      .send({ note: 'x'.repeat(ADMIN_NOTE_MAX + 1) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('Note must be at most 2,000 characters.');
    await boss.post(`/api/admin/contact-messages/nope/notes`).send({ note: 'x' }).expect(400);
    const unknown = await boss
      .post(`/api/admin/corporate-partnerships/${UNKNOWN_ID}/notes`)
      .send({ note: 'x' })
      .expect(404);
    expect(unknown.body.message).toBe('We could not find that partnership inquiry.');
    await request(t.http)
      .post(`/api/admin/speaking-requests/${id}/notes`)
      .send({ note: 'x' })
      .expect(401);
    await member.post(`/api/admin/speaking-requests/${id}/notes`).send({ note: 'x' }).expect(403);
    expect(await count()).toBe(before);
  });

  it("a change answers the inquiry without opening its conversation: the sender's unseen entries stay in the bell", async () => {
    const kinds = {
      'speaking-requests': 'speaking-request',
      'corporate-partnerships': 'corporate-partnership',
      'contact-messages': 'contact-message',
    } as const;
    for (const [inbox, kind] of Object.entries(kinds))
      await t.dataSource.query(
        `INSERT INTO inquiry_reply (inquiry_kind, inquiry_id, author, author_name, body)
         VALUES ($1, $2, 'sender', 'Noor', 'Any news?')`,
        [kind, ids[inbox]],
      );
    const unseen = async () =>
      (
        (await t.dataSource.query(
          `SELECT count(*)::int AS n FROM inquiry_reply
            WHERE author = 'sender' AND seen_at IS NULL AND body = 'Any news?'`,
        )) as { n: number }[]
      )[0].n;
    expect(await unseen()).toBe(3);

    const speaking = await boss
      .patch(`/api/admin/speaking-requests/${ids['speaking-requests']}/status`)
      .send({ status: 'declined', notify: false })
      .expect(200);
    expect(speaking.body).toMatchObject({ id: ids['speaking-requests'], status: 'declined' });
    expect(speaking.body).not.toHaveProperty('thread');
    const logistics = await boss
      .patch(`/api/admin/speaking-requests/${ids['speaking-requests']}/logistics`)
      .send({ location: 'Main hall' })
      .expect(200);
    expect(logistics.body).toMatchObject({ id: ids['speaking-requests'], location: 'Main hall' });
    const partnership = await boss
      .patch(`/api/admin/corporate-partnerships/${ids['corporate-partnerships']}/status`)
      .send({ status: 'closed', notify: false })
      .expect(200);
    expect(partnership.body).toMatchObject({ id: ids['corporate-partnerships'], status: 'closed' });
    const contact = await boss
      .patch(`/api/admin/contact-messages/${ids['contact-messages']}`)
      .send({ status: 'read' })
      .expect(200);
    expect(contact.body).toMatchObject({ id: ids['contact-messages'], status: 'read' });
    expect(await unseen()).toBe(3);

    // Opening one is what marks it seen.
    await boss.get(`/api/admin/contact-messages/${ids['contact-messages']}`).expect(200);
    expect(await unseen()).toBe(2);
  });
});
