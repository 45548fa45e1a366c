import { PARTNERSHIP_STATUSES } from '@bb/shared/partnerships';
import request from 'supertest';
import { ACCESS_MESSAGES } from '../../src/common/access';
import { createUser, signedIn } from '../support/accounts';
import { headerOf, linkIn, TestSmtpServer } from '../support/smtp';
import { createTestApp, TestApp } from '../support/test-app';
import { queuedSubjects } from '../support/mail-queue';

const NOTIFY = 'team@bridges.test';
const UNKNOWN_ID = '3f0c6b1e-7a51-4c1e-9d3b-2a8f6e4d9c10';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

type Agent = Awaited<ReturnType<typeof signedIn>>;

describe('partnership administration: /api/admin/corporate-partnerships', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let admin: { id: string };
  let boss: Agent;
  let n = 0;
  const unique = (prefix: string) => `${prefix}${(n += 1)}`;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  /** Sends a partnership inquiry (signed in with `agent`, or as a visitor) and answers its id. */
  const inquire = async (
    agent: Agent | null,
    fields: Record<string, unknown> = {},
  ): Promise<string> => {
    const companyName = (fields.companyName as string) ?? unique('Partner ');
    await (agent ?? request(t.http))
      .post('/api/corporate-partnership')
      .send({
        companyName,
        contactName: 'Sam Rivera',
        email: `${unique('sam')}@partner.test`,
        partnershipType: 'strategic',
        ...fields,
      })
      .expect(201);
    const [{ id }] = await t.dataSource.query(
      'SELECT id FROM corporate_partnership WHERE company_name = $1',
      [companyName],
    );
    return id as string;
  };
  const statusOf = async (id: string) =>
    (
      (await t.dataSource.query('SELECT status FROM corporate_partnership WHERE id = $1', [
        id,
      ])) as { status: string }[]
    )[0].status;
  const auditOf = (id: string): Promise<Record<string, unknown>[]> =>
    t.dataSource.query(`SELECT * FROM audit_entry WHERE target_id = $1 ORDER BY at, id`, [id]);
  const partnershipAuditCount = async () =>
    (
      (await t.dataSource.query(
        `SELECT count(*)::int AS n FROM audit_entry WHERE target_type = 'corporate-partnership'`,
      )) as { n: number }[]
    )[0].n;
  const member = async (fields: { emailNotifications?: boolean } = {}) => {
    const user = await createUser(t, { username: unique('member') });
    const agent = await signedIn(t, user.username);
    if (fields.emailNotifications === false)
      await agent.put('/api/user/preferences').send({ emailNotifications: false }).expect(200);
    return { user, agent };
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

  describe('access', () => {
    const routes = (id: string): [string, string, object, number][] => [
      ['get', '/api/admin/corporate-partnerships', {}, 200],
      ['get', '/api/admin/corporate-partnerships/export', {}, 200],
      ['get', `/api/admin/corporate-partnerships/${id}`, {}, 200],
      ['patch', `/api/admin/corporate-partnerships/${id}/status`, { status: 'active' }, 200],
      ['post', `/api/admin/corporate-partnerships/${id}/reply`, { message: 'Hello' }, 201],
    ];

    it('answers 401 signed out, 403 to a member and to an unverified administrator; works for an administrator', async () => {
      const id = await inquire(null);
      const { agent: memberAgent } = await member();
      const unverified = await createUser(t, { username: unique('admin'), isAdmin: true });
      const unverifiedAgent = await signedIn(t, unverified.username);
      await t.dataSource.query('UPDATE app_user SET email_verified = false WHERE id = $1', [
        unverified.id,
      ]);
      for (const [method, path, body] of routes(id)) {
        const anonymous = await request(t.http)[method as 'get'](path).send(body).expect(401);
        expect(anonymous.body).toEqual({ statusCode: 401, message: ACCESS_MESSAGES.signedOut });
        const denied = await memberAgent[method as 'get'](path).send(body).expect(403);
        expect(denied.body).toEqual({ statusCode: 403, message: ACCESS_MESSAGES.notAdmin });
        const notVerified = await unverifiedAgent[method as 'get'](path).send(body).expect(403);
        expect(notVerified.body.message).toBe(ACCESS_MESSAGES.unverified);
      }
      expect(await statusOf(id)).toBe('new');
      expect(await auditOf(id)).toEqual([]);

      for (const [method, path, body, status] of routes(id)) {
        const res = await boss[method as 'get'](path).send(body);
        expect({ path, status: res.status }).toEqual({ path, status });
      }
    });
  });

  describe('list and detail', () => {
    it('lists every inquiry newest first in the contract’s shape, contract details included', async () => {
      const bare = await inquire(null, { companyName: 'Bare Ltd', partnershipType: 'client' });
      await sleep(5);
      const { user, agent } = await member();
      const full = await inquire(agent, {
        companyName: 'Full Ltd',
        email: 'Partners@Full.test',
        contractDetails: {
          interests: ['Leadership Development', 'CSR Initiatives'],
          employeeCount: '201-1000',
          timeline: '3-6-months',
          budget: '50k-100k',
          additionalInfo: 'Offices in three cities.',
        },
      });
      const res = await boss.get('/api/admin/corporate-partnerships?pageSize=100').expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const items = res.body.items;
      const ids = items.map((p: { id: string }) => p.id);
      expect(ids.indexOf(full)).toBeLessThan(ids.indexOf(bare));
      const byId = (id: string) => items.find((p: { id: string }) => p.id === id);
      expect(byId(bare)).toEqual({
        id: bare,
        email: expect.stringMatching(/@partner\.test$/),
        createdAt: expect.stringMatching(ISO),
        memberId: null,
        replyCount: 0,
        assignee: null,
        archivedAt: null,
        spam: false,
        possibleSpam: false,
        fromSender: 1,
        companyName: 'Bare Ltd',
        partnershipType: 'client',
        contactName: 'Sam Rivera',
        status: 'new',
        contractDetails: null,
      });
      expect(byId(full)).toMatchObject({
        email: 'partners@full.test',
        memberId: user.id,
        partnershipType: 'strategic',
        contractDetails: {
          interests: ['Leadership Development', 'CSR Initiatives'],
          employeeCount: '201-1000',
          timeline: '3-6-months',
          budget: '50k-100k',
          additionalInfo: 'Offices in three cities.',
        },
      });
      const detail = await boss.get(`/api/admin/corporate-partnerships/${full}`).expect(200);
      expect(detail.body).toEqual({ ...byId(full), thread: [] });

      const missing = await boss.get(`/api/admin/corporate-partnerships/${UNKNOWN_ID}`).expect(404);
      expect(missing.body.message).toBe('We could not find that partnership inquiry.');
      const bad = await boss.get('/api/admin/corporate-partnerships/1').expect(400);
      expect(bad.body.message).toBe('That is not a valid partnership id.');
    });
  });

  describe('status changes', () => {
    it('previews the notice (nothing stored or sent), sends it with the personal line into the conversation, or tells nobody', async () => {
      const id = await inquire(null, { companyName: 'Preview Ltd', email: 'cfo@preview.test' });
      const before = await partnershipAuditCount();
      const preview = (
        await boss
          .post(`/api/admin/corporate-partnerships/${id}/status-notice`)
          .send({ status: 'proposal-sent', note: 'Thank you for the call.' })
          .expect(200)
      ).body;
      expect(preview).toEqual({
        email: {
          to: 'cfo@preview.test',
          subject: 'Partnership inquiry update: Preview Ltd (Proposal Sent)',
          text: expect.stringContaining(
            'New status: Proposal Sent\n\nThank you for the call.\n\nWe have sent Preview Ltd',
          ),
          attachments: [],
        },
        inbox: false,
      });
      expect(await statusOf(id)).toBe('new');
      expect(await partnershipAuditCount()).toBe(before);

      await boss
        .patch(`/api/admin/corporate-partnerships/${id}/status`)
        .send({ status: 'proposal-sent', note: 'Thank you for the call.' })
        .expect(200);
      const mail = await smtp.waitFor('cfo@preview.test', (m) =>
        m.parsed.subject!.startsWith('Partnership inquiry update'),
      );
      expect(mail.parsed.text!.trim()).toBe(preview.email.text.trim());
      const detail = (await boss.get(`/api/admin/corporate-partnerships/${id}`).expect(200)).body;
      expect(
        detail.thread.map((e: { author: string; body: string }) => [e.author, e.body]),
      ).toEqual([
        [
          'organisation',
          expect.stringMatching(/^New status: Proposal Sent\n\nThank you for the call\./),
        ],
      ]);

      await boss
        .patch(`/api/admin/corporate-partnerships/${id}/status`)
        .send({ status: 'closed', notify: false })
        .expect(200);
      expect(await statusOf(id)).toBe('closed');
      expect(
        (await queuedSubjects(t.dataSource, 'cfo@preview.test')).filter((s) =>
          s.includes('(Closed)'),
        ),
      ).toEqual([]);
      expect(
        smtp.to('cfo@preview.test').filter((m) => m.parsed.subject!.includes('(Closed)')),
      ).toEqual([]);
      const [, quiet] = (await auditOf(id)).filter(
        (a) => a.action === 'corporate-partnership.status',
      );
      expect(quiet.detail).toBe('The sender was not told.');
    });

    it('tells a visitor by e-mail with the new status and what it means, audited; the same status again does nothing', async () => {
      const id = await inquire(null, { companyName: 'Kestrel Ridge', email: 'cfo@kestrel.test' });
      const res = await boss
        .patch(`/api/admin/corporate-partnerships/${id}/status`)
        .send({ status: 'in-discussion' })
        .expect(200);
      expect(res.body).toMatchObject({ id, status: 'in-discussion', companyName: 'Kestrel Ridge' });
      expect(await statusOf(id)).toBe('in-discussion');

      const mail = await smtp.waitFor('cfo@kestrel.test', (m) =>
        m.parsed.subject!.startsWith('Partnership inquiry update'),
      );
      expect(mail.parsed.subject).toBe('Partnership inquiry update: Kestrel Ridge (In Discussion)');
      expect(mail.parsed.text).not.toContain('Hello');
      expect(mail.parsed.text!.split('Sam Rivera').length - 1).toBe(1);
      expect(mail.parsed.text).toContain('New status: In Discussion');
      expect(mail.parsed.text).toContain('we are now discussing a partnership with Kestrel Ridge');
      expect(headerOf(mail, 'Reply-To')).toBe(NOTIFY);

      await boss
        .patch(`/api/admin/corporate-partnerships/${id}/status`)
        .send({ status: 'in-discussion' })
        .expect(200);
      for (const status of ['closed', 'new', 'proposal-sent', 'on-hold', 'active'])
        expect(
          (
            await boss
              .patch(`/api/admin/corporate-partnerships/${id}/status`)
              .send({ status })
              .expect(200)
          ).body.status,
        ).toBe(status);
      // One mail per change, none for the same status again: the queue holds exactly these, in
      // order, and the SMTP server receives them.
      const updates = [
        'Partnership inquiry update: Kestrel Ridge (In Discussion)',
        'Partnership inquiry update: Kestrel Ridge (Closed)',
        'Partnership inquiry update: Kestrel Ridge (New)',
        'Partnership inquiry update: Kestrel Ridge (Proposal Sent)',
        'Partnership inquiry update: Kestrel Ridge (On Hold)',
        'Partnership inquiry update: Kestrel Ridge (Active)',
      ];
      expect(
        (await queuedSubjects(t.dataSource, 'cfo@kestrel.test')).filter((s) =>
          s.startsWith('Partnership inquiry update'),
        ),
      ).toEqual(updates);
      await smtp.waitFor('cfo@kestrel.test', (m) => m.parsed.subject!.endsWith('(Active)'));
      expect(
        smtp
          .to('cfo@kestrel.test')
          .map((m) => m.parsed.subject)
          .filter((s) => s!.startsWith('Partnership inquiry update')),
      ).toEqual(updates);
      const entries = await auditOf(id);
      expect(entries).toHaveLength(6);
      expect(entries[0]).toMatchObject({
        actor_id: admin.id,
        actor_name: 'boss',
        action: 'corporate-partnership.status',
        target_type: 'corporate-partnership',
        target_label: 'Kestrel Ridge',
        changes: { status: { from: 'new', to: 'in-discussion' } },
      });
    });

    it("puts the news in a member's inbox, e-mailing it only when the member wants e-mails", async () => {
      const loud = await member();
      const loudId = await inquire(loud.agent, { companyName: 'Loud Ltd', email: loud.user.email });
      const quiet = await member({ emailNotifications: false });
      const quietId = await inquire(null, { companyName: 'Quiet Ltd', email: quiet.user.email });
      for (const id of [loudId, quietId])
        await boss
          .patch(`/api/admin/corporate-partnerships/${id}/status`)
          .send({ status: 'proposal-sent' })
          .expect(200);

      for (const [who, company] of [
        [loud, 'Loud Ltd'],
        [quiet, 'Quiet Ltd'],
      ] as const) {
        const [news] = (await who.agent.get('/api/my/messages').expect(200)).body;
        expect(news).toMatchObject({
          subject: `Partnership inquiry update: ${company} (Proposal Sent)`,
          type: 'confirmation',
          bookingId: null,
        });
        expect(news.body).toContain(`We have sent ${company} our partnership proposal`);
      }
      const mail = await smtp.waitFor(loud.user.email, (m) =>
        m.parsed.subject!.startsWith('Partnership inquiry update'),
      );
      expect(mail.parsed.text).not.toContain(`Hello ${loud.user.username},`);
      expect(linkIn(mail, 'http://localhost:3000/my/messages')).toBeDefined();
      expect(await queuedSubjects(t.dataSource, quiet.user.email)).toEqual([]);
      expect(smtp.to(quiet.user.email)).toEqual([]);
    });

    it('refuses a bad status and unknown or malformed ids, changing and auditing nothing', async () => {
      const id = await inquire(null);
      const before = await partnershipAuditCount();
      const oneOf = `Status must be one of: ${PARTNERSHIP_STATUSES.join(', ')}.`;
      for (const [body, message] of [
        [{ status: 'pending' }, oneOf],
        [{ status: 'in discussion' }, oneOf],
        [{ status: true }, oneOf],
        [{}, 'Status is required.'],
        [{ status: 'active', notes: 'x' }, 'property notes should not exist'],
      ] as const) {
        const res = await boss
          .patch(`/api/admin/corporate-partnerships/${id}/status`)
          .send(body)
          .expect(400);
        expect(res.body.message).toBe(message);
      }
      await boss
        .patch(`/api/admin/corporate-partnerships/${UNKNOWN_ID}/status`)
        .send({ status: 'active' })
        .expect(404);
      await boss
        .patch('/api/admin/corporate-partnerships/x/status')
        .send({ status: 'active' })
        .expect(400);
      expect(await statusOf(id)).toBe('new');
      expect(await partnershipAuditCount()).toBe(before);
    });
  });

  describe('replies and the thread', () => {
    it('e-mails a reply (Reply-To the organisation), puts it in the member’s inbox, and the member’s answer joins the thread', async () => {
      const { user, agent } = await member();
      const id = await inquire(agent, {
        companyName: 'Thread Ltd',
        email: 'partners@thread.test',
        contractDetails: { additionalInfo: 'We have offices in three cities.' },
      });
      const res = await boss
        .post(`/api/admin/corporate-partnerships/${id}/reply`)
        .send({ message: 'Could we meet next week?' })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        author: 'organisation',
        authorName: 'boss',
        body: 'Could we meet next week?',
        createdAt: expect.stringMatching(ISO),
      });
      // The e-mail goes to the address the inquiry gave.
      const mail = await smtp.waitFor('partners@thread.test', (m) =>
        m.parsed.subject!.startsWith('Re:'),
      );
      expect(mail.parsed.subject).toBe('Re: Your partnership inquiry: Thread Ltd');
      expect(headerOf(mail, 'Reply-To')).toBe(NOTIFY);
      expect(mail.parsed.text).toContain('Could we meet next week?');
      expect(mail.parsed.text).toContain('We have offices in three cities.');

      const reply = (await agent.get('/api/my/messages').expect(200)).body.find(
        (m: { subject: string }) => m.subject === 'Re: Your partnership inquiry: Thread Ltd',
      );
      expect(reply).toMatchObject({
        type: 'inquiry',
        body: 'Could we meet next week?',
      });
      await agent
        .post(`/api/my/messages/${reply.id}/reply`)
        .send({ message: 'Tuesday works for us.' })
        .expect(201);

      const detail = (await boss.get(`/api/admin/corporate-partnerships/${id}`).expect(200)).body;
      expect(detail.thread).toEqual([
        res.body,
        {
          id: expect.any(String),
          author: 'sender',
          authorName: user.username,
          body: 'Tuesday works for us.',
          createdAt: expect.stringMatching(ISO),
        },
      ]);
      expect(detail.replyCount).toBe(2);
      const [entry] = await auditOf(id);
      expect(entry).toMatchObject({
        action: 'corporate-partnership.reply',
        target_label: 'Thread Ltd',
        detail: 'Could we meet next week?',
      });
    });

    it('refuses a bad reply or id, storing, sending and auditing nothing', async () => {
      const id = await inquire(null, { email: 'nobody@refused.test' });
      const before = await partnershipAuditCount();
      for (const [body, message] of [
        [{}, 'Message is required.'],
        [{ message: '' }, 'Message is required.'],
        [{ message: 'x'.repeat(5001) }, 'Message must be at most 5,000 characters.'],
        [{ message: { text: 'hi' } }, 'Message must be text.'],
      ] as const) {
        const res = await boss
          .post(`/api/admin/corporate-partnerships/${id}/reply`)
          .send(body)
          .expect(400);
        expect(res.body.message).toBe(message);
      }
      await boss
        .post(`/api/admin/corporate-partnerships/${UNKNOWN_ID}/reply`)
        .send({ message: 'Hi' })
        .expect(404);
      expect((await boss.get(`/api/admin/corporate-partnerships/${id}`)).body.thread).toEqual([]);
      expect(await partnershipAuditCount()).toBe(before);
      expect(
        (await queuedSubjects(t.dataSource, 'nobody@refused.test')).filter((s) =>
          s.startsWith('Re:'),
        ),
      ).toEqual([]);
      expect(
        smtp.to('nobody@refused.test').filter((m) => m.parsed.subject!.startsWith('Re:')),
      ).toEqual([]);
    });
  });
});
