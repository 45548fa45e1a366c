import { CONTACT_MESSAGE_STATUSES } from '@bb/shared/inquiries';
import request from 'supertest';
import { ACCESS_MESSAGES } from '../../src/common/access';
import { MemberInboxService } from '../../src/member-inbox/member-inbox.service';
import { createUser, signedIn } from '../support/accounts';
import { headerOf, linkIn, TestSmtpServer } from '../support/smtp';
import { createTestApp, TestApp } from '../support/test-app';
import { queuedSubjects } from '../support/mail-queue';

const NOTIFY = 'team@bridges.test';
const UNKNOWN_ID = '3f0c6b1e-7a51-4c1e-9d3b-2a8f6e4d9c10';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

type Agent = Awaited<ReturnType<typeof signedIn>>;

describe('contact inbox administration: /api/admin/contact-messages', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let admin: { id: string };
  let boss: Agent;
  let n = 0;
  const unique = (prefix: string) => `${prefix}${(n += 1)}`;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  /** Sends a contact message (signed in with `agent`, or as a visitor) and answers its id. */
  const contact = async (
    agent: Agent | null,
    fields: Record<string, unknown> = {},
  ): Promise<string> => {
    const message = (fields.message as string) ?? unique('Hello there, message ');
    await (agent ?? request(t.http))
      .post('/api/contact')
      .send({
        name: 'Alex Morgan',
        email: `${unique('alex')}@visitor.test`,
        inquiryType: 'training',
        message,
        ...fields,
      })
      .expect(201);
    const [{ id }] = await t.dataSource.query('SELECT id FROM contact_message WHERE message = $1', [
      message,
    ]);
    return id as string;
  };
  const statusOf = async (id: string) =>
    (
      (await t.dataSource.query('SELECT status FROM contact_message WHERE id = $1', [id])) as {
        status: string;
      }[]
    )[0].status;
  const auditOf = (id: string): Promise<Record<string, unknown>[]> =>
    t.dataSource.query(`SELECT * FROM audit_entry WHERE target_id = $1 ORDER BY at, id`, [id]);
  const contactAuditCount = async () =>
    (
      (await t.dataSource.query(
        `SELECT count(*)::int AS n FROM audit_entry WHERE target_type = 'contact-message'`,
      )) as { n: number }[]
    )[0].n;
  const member = async () => {
    const user = await createUser(t, { username: unique('member') });
    return { user, agent: await signedIn(t, user.username) };
  };

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    t = await createTestApp({ SMTP_URL: smtp.url, NOTIFICATION_EMAIL: NOTIFY });
    admin = await createUser(t, { username: 'boss', email: 'boss@example.org', isAdmin: true });
    boss = await signedIn(t, 'boss');
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(() => t.dataSource.query('DELETE FROM rate_limit'));

  it('answers 401 signed out, 403 to a member and to an unverified administrator; works for an administrator', async () => {
    const id = await contact(null);
    const { agent: memberAgent } = await member();
    const unverified = await createUser(t, { username: unique('admin'), isAdmin: true });
    const unverifiedAgent = await signedIn(t, unverified.username);
    await t.dataSource.query('UPDATE app_user SET email_verified = false WHERE id = $1', [
      unverified.id,
    ]);
    const routes: [string, string, object, number][] = [
      ['get', '/api/admin/contact-messages', {}, 200],
      ['get', '/api/admin/contact-messages/export', {}, 200],
      ['get', `/api/admin/contact-messages/${id}`, {}, 200],
      ['patch', `/api/admin/contact-messages/${id}`, { status: 'read' }, 200],
      ['post', `/api/admin/contact-messages/${id}/reply`, { message: 'Hello' }, 201],
    ];
    for (const [method, path, body] of routes) {
      const anonymous = await request(t.http)[method as 'get'](path).send(body).expect(401);
      expect(anonymous.body).toEqual({ statusCode: 401, message: ACCESS_MESSAGES.signedOut });
      const denied = await memberAgent[method as 'get'](path).send(body).expect(403);
      expect(denied.body).toEqual({ statusCode: 403, message: ACCESS_MESSAGES.notAdmin });
      const notVerified = await unverifiedAgent[method as 'get'](path).send(body).expect(403);
      expect(notVerified.body.message).toBe(ACCESS_MESSAGES.unverified);
    }
    expect(await statusOf(id)).toBe('new');
    expect(await auditOf(id)).toEqual([]);
    for (const [method, path, body, status] of routes) {
      const res = await boss[method as 'get'](path).send(body);
      expect({ path, status: res.status }).toEqual({ path, status });
    }
  });

  it("lists unread messages first, then the newest first, in the contract's shape; a member's answer to an organisation message names it, one to an inquiry joins its thread", async () => {
    await t.dataSource.query('DELETE FROM contact_message');
    const older = await contact(null, { name: 'Older', company: 'Older Co' });
    await sleep(5);
    const read = await contact(null, { name: 'Read One' });
    await sleep(5);
    const newer = await contact(null, { name: 'Newer', inquiryType: 'general' });
    await boss.patch(`/api/admin/contact-messages/${read}`).send({ status: 'read' }).expect(200);
    await sleep(5);
    const { user, agent } = await member();
    const [ack] = (await agent.get('/api/my/messages').expect(200)).body;
    expect(ack).toBeUndefined(); // nothing yet
    const signed = await contact(agent, { name: 'Member Sender', email: 'work@member.test' });
    const [acknowledgement] = (await agent.get('/api/my/messages').expect(200)).body;
    await agent
      .post(`/api/my/messages/${acknowledgement.id}/reply`)
      .send({ message: 'About my message.' })
      .expect(201);
    // A message from the organisation about no inquiry: the answer is a new contact message.
    const note = await t.app
      .get(MemberInboxService)
      .sendOrganisationMessage(user.id, 'A note from us', 'Tell us more.');
    await agent
      .post(`/api/my/messages/${note.id}/reply`)
      .send({ message: 'One more thing.' })
      .expect(201);

    const res = await boss.get('/api/admin/contact-messages?pageSize=100').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const items = res.body.items;
    const [replyRow] = await t.dataSource.query(
      `SELECT id FROM contact_message WHERE message = 'One more thing.'`,
    );
    expect(items.map((m: { id: string }) => m.id)).toEqual([
      replyRow.id,
      signed,
      newer,
      older,
      read,
    ]);
    const byId = (id: string) => items.find((m: { id: string }) => m.id === id);
    expect(byId(older)).toEqual({
      id: older,
      email: expect.stringMatching(/@visitor\.test$/),
      createdAt: expect.stringMatching(ISO),
      memberId: null,
      replyCount: 0,
      assignee: null,
      archivedAt: null,
      spam: false,
      possibleSpam: false,
      fromSender: 1,
      name: 'Older',
      company: 'Older Co',
      inquiryType: 'training',
      message: expect.stringMatching(/^Hello there/),
      status: 'new',
      inReplyTo: null,
      convertedTo: null,
    });
    expect(byId(read).status).toBe('read');
    expect(byId(signed)).toMatchObject({ memberId: user.id, inReplyTo: null, replyCount: 1 });
    expect(byId(replyRow.id)).toMatchObject({
      memberId: user.id,
      name: user.username,
      email: user.email,
      inquiryType: 'general',
      message: 'One more thing.',
      status: 'new',
      inReplyTo: 'A note from us',
    });
    // The answer to the acknowledgement joined the thread of the message it acknowledged, only.
    expect(items.find((m: { message: string }) => m.message === 'About my message.')).toBe(
      undefined,
    );
    const detail = (await boss.get(`/api/admin/contact-messages/${signed}`).expect(200)).body;
    expect(detail).toEqual({
      ...byId(signed),
      thread: [
        {
          id: expect.any(String),
          author: 'sender',
          authorName: user.username,
          body: 'About my message.',
          createdAt: expect.stringMatching(ISO),
        },
      ],
    });

    const missing = await boss.get(`/api/admin/contact-messages/${UNKNOWN_ID}`).expect(404);
    expect(missing.body.message).toBe('We could not find that contact message.');
    const bad = await boss.get('/api/admin/contact-messages/zzz').expect(400);
    expect(bad.body.message).toBe('That is not a valid contact message id.');
  });

  it('moves a message in the inbox (audited, nobody told); the same status again changes nothing; bad input changes nothing', async () => {
    const id = await contact(null, { name: 'Bookkeeping', email: 'keeper@visitor.test' });
    for (const status of ['read', 'archived', 'new', 'replied']) {
      const res = await boss
        .patch(`/api/admin/contact-messages/${id}`)
        .send({ status })
        .expect(200);
      expect(res.body).toMatchObject({ id, status, name: 'Bookkeeping' });
      expect(res.body.thread).toBeUndefined();
      expect(await statusOf(id)).toBe(status);
    }
    await boss.patch(`/api/admin/contact-messages/${id}`).send({ status: 'replied' }).expect(200);
    const entries = await auditOf(id);
    expect(entries.map((e) => e.changes)).toEqual([
      { status: { from: 'new', to: 'read' } },
      { status: { from: 'read', to: 'archived' } },
      { status: { from: 'archived', to: 'new' } },
      { status: { from: 'new', to: 'replied' } },
    ]);
    expect(entries[0]).toMatchObject({
      actor_id: admin.id,
      actor_name: 'boss',
      action: 'contact-message.status',
      target_type: 'contact-message',
      target_label: 'Bookkeeping <keeper@visitor.test>',
    });

    const before = await contactAuditCount();
    const oneOf = `Status must be one of: ${CONTACT_MESSAGE_STATUSES.join(', ')}.`;
    for (const [body, message] of [
      [{ status: 'unread' }, oneOf],
      [{ status: null }, 'Status is required.'],
      [{}, 'Status is required.'],
      [{ status: 'read', message: 'rewritten' }, 'property message should not exist'],
    ] as const) {
      const res = await boss.patch(`/api/admin/contact-messages/${id}`).send(body).expect(400);
      expect(res.body.message).toBe(message);
    }
    await boss
      .patch(`/api/admin/contact-messages/${UNKNOWN_ID}`)
      .send({ status: 'read' })
      .expect(404);
    await boss.patch('/api/admin/contact-messages/1').send({ status: 'read' }).expect(400);
    expect(await statusOf(id)).toBe('replied');
    expect(await contactAuditCount()).toBe(before);

    // Only the acknowledgement ever reached the sender.
    expect(await queuedSubjects(t.dataSource, 'keeper@visitor.test')).toEqual([
      'Thank you for contacting Building Bridges Inclusion',
    ]);
    await smtp.waitFor('keeper@visitor.test');
    expect(smtp.to('keeper@visitor.test').map((m) => m.parsed.subject)).toEqual([
      'Thank you for contacting Building Bridges Inclusion',
    ]);
  });

  it('a reply goes to the sender (Reply-To the organisation) and marks the message replied, audited with that change', async () => {
    const id = await contact(null, { name: 'Visitor Vee', email: 'vee@visitor.test' });
    const res = await boss
      .post(`/api/admin/contact-messages/${id}/reply`)
      .send({ message: 'Thanks for asking! Here are our training dates.' })
      .expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      author: 'organisation',
      authorName: 'boss',
      body: 'Thanks for asking! Here are our training dates.',
      createdAt: expect.stringMatching(ISO),
    });
    expect(await statusOf(id)).toBe('replied');
    const mail = await smtp.waitFor('vee@visitor.test', (m) => m.parsed.subject!.startsWith('Re:'));
    expect(mail.parsed.subject).toBe('Re: Your message (Corporate training)');
    expect(headerOf(mail, 'Reply-To')).toBe(NOTIFY);
    expect(mail.parsed.text).toContain(
      'Re: Your message (Corporate training)\n\nThanks for asking! Here are our training dates.\n\nAnswer this e-mail',
    );
    expect(mail.parsed.text).not.toMatch(/Hello Visitor|Visitor Vee/);

    // A second reply: the message is already 'replied'.
    await boss
      .post(`/api/admin/contact-messages/${id}/reply`)
      .send({ message: 'P.S.' })
      .expect(201);
    const entries = await auditOf(id);
    expect(entries.map((e) => [e.action, e.changes, e.detail])).toEqual([
      [
        'contact-message.reply',
        { status: { from: 'new', to: 'replied' } },
        'Thanks for asking! Here are our training dates.',
      ],
      ['contact-message.reply', null, 'P.S.'],
    ]);
    const detail = (await boss.get(`/api/admin/contact-messages/${id}`).expect(200)).body;
    expect(detail.thread.map((e: { body: string }) => e.body)).toEqual([
      'Thanks for asking! Here are our training dates.',
      'P.S.',
    ]);
    expect(detail.replyCount).toBe(2);
  });

  it('a member gets the reply in their inbox; their answer joins the thread (no new message), the bell shows it until the message is opened', async () => {
    const { user, agent } = await member();
    const id = await contact(agent, { name: 'Mem Ber', email: user.email, inquiryType: 'general' });
    await boss
      .post(`/api/admin/contact-messages/${id}/reply`)
      .send({ message: 'Which city are you in?' })
      .expect(201);
    const mail = await smtp.waitFor(user.email, (m) => m.parsed.subject!.startsWith('Re:'));
    expect(mail.parsed.subject).toBe('Re: Your message (General inquiry)');
    expect(linkIn(mail, 'http://localhost:3000/my/messages')).toBeDefined();

    const reply = (await agent.get('/api/my/messages').expect(200)).body.find(
      (m: { subject: string }) => m.subject === 'Re: Your message (General inquiry)',
    );
    expect(reply).toMatchObject({ type: 'inquiry', body: 'Which city are you in?' });
    await agent
      .post(`/api/my/messages/${reply.id}/reply`)
      .send({ message: 'Leeds, in the north.' })
      .expect(201);

    // One reply, one place: the thread of the message, not a new message in the list.
    const list = (await boss.get('/api/admin/contact-messages?pageSize=100').expect(200)).body
      .items;
    expect(list.filter((m: { memberId: string }) => m.memberId === user.id)).toHaveLength(1);
    expect(list.find((m: { message: string }) => m.message === 'Leeds, in the north.')).toBe(
      undefined,
    );
    // The bell shows it as a reply, linking to the message, until an administrator opens it.
    const bell = (await boss.get('/api/admin/notifications').expect(200)).body;
    const item = bell.items.find(
      (i: { title: string }) => i.title === `Reply from ${user.username}`,
    );
    expect(item).toEqual({
      kind: 'contact-message',
      id: expect.any(String),
      title: `Reply from ${user.username}`,
      detail: 'Re: Your message (General inquiry) · Leeds, in the north.',
      createdAt: expect.any(String),
      path: `/admin/messages?id=${id}`,
    });
    const detail = (await boss.get(`/api/admin/contact-messages/${id}`).expect(200)).body;
    expect(detail.thread.map((e: { author: string; body: string }) => [e.author, e.body])).toEqual([
      ['organisation', 'Which city are you in?'],
      ['sender', 'Leeds, in the north.'],
    ]);
    const after = (await boss.get('/api/admin/notifications').expect(200)).body;
    expect(after.items.find((i: { id: string }) => i.id === item.id)).toBeUndefined();
    expect(after.total).toBe(bell.total - 1);

    // Replying again keeps the conversation's subject (no "Re: Re:").
    await boss
      .post(`/api/admin/contact-messages/${id}/reply`)
      .send({ message: 'Then we have a date for you.' })
      .expect(201);
    const second = await smtp.waitFor(user.email, (m) =>
      m.parsed.text!.includes('Then we have a date for you.'),
    );
    expect(second.parsed.subject).toBe('Re: Your message (General inquiry)');
  });

  it('refuses a bad reply or id, storing, sending and auditing nothing', async () => {
    const id = await contact(null, { email: 'refused@visitor.test' });
    const before = await contactAuditCount();
    for (const [body, message] of [
      [{}, 'Message is required.'],
      [{ message: '\t ' }, 'Message is required.'],
      [{ message: 'x'.repeat(5001) }, 'Message must be at most 5,000 characters.'],
      [{ message: ['x'] }, 'Message must be text.'],
    ] as const) {
      const res = await boss.post(`/api/admin/contact-messages/${id}/reply`).send(body).expect(400);
      expect(res.body.message).toBe(message);
    }
    await boss
      .post(`/api/admin/contact-messages/${UNKNOWN_ID}/reply`)
      .send({ message: 'Hi' })
      .expect(404);
    expect(await statusOf(id)).toBe('new');
    expect((await boss.get(`/api/admin/contact-messages/${id}`)).body.thread).toEqual([]);
    expect(await contactAuditCount()).toBe(before);
    expect(
      (await queuedSubjects(t.dataSource, 'refused@visitor.test')).filter((s) =>
        s.startsWith('Re:'),
      ),
    ).toEqual([]);
    expect(
      smtp.to('refused@visitor.test').filter((m) => m.parsed.subject!.startsWith('Re:')),
    ).toEqual([]);
  });
});
