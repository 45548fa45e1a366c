import { ADMIN_REPLY_MAX } from '@bb/shared/admin';
import { SPEAKING_REQUEST_STATUSES } from '@bb/shared/inquiries';
import request from 'supertest';
import { ACCESS_MESSAGES } from '../../src/common/access';
import { createUser, signedIn } from '../support/accounts';
import { headerOf, linkIn, type ReceivedMail, TestSmtpServer } from '../support/smtp';
import { createTestApp, TestApp } from '../support/test-app';
import { queuedSubjects } from '../support/mail-queue';

const NOTIFY = 'team@bridges.test';
const UNKNOWN_ID = '3f0c6b1e-7a51-4c1e-9d3b-2a8f6e4d9c10';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0';

type Agent = Awaited<ReturnType<typeof signedIn>>;

interface AuditRow {
  actor_id: string | null;
  actor_name: string | null;
  ip_address: string | null;
  user_agent: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  target_label: string | null;
  changes: Record<string, { from: unknown; to: unknown }> | null;
  detail: string | null;
}

describe('speaking requests administration: /api/admin/speaking-requests', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let admin: { id: string; username: string };
  let boss: Agent;
  let n = 0;
  const unique = (prefix: string) => `${prefix}${(n += 1)}`;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  /** Sends a speaking request (signed in with `agent`, or as a visitor) and answers its id. */
  const requestTalk = async (
    agent: Agent | null,
    fields: Record<string, unknown> = {},
  ): Promise<string> => {
    const company = (fields.company as string) ?? unique('Company ');
    await (agent ?? request(t.http))
      .post('/api/speaking-request')
      .send({
        contactName: 'Jordan Lee',
        email: `${unique('jordan')}@visitor.test`,
        company,
        eventType: 'workshop',
        eventDate: '2099-06-30',
        attendeeCount: 120,
        budget: '10k-25k',
        message: 'A half-day workshop for our managers.',
        ...fields,
      })
      .expect(201);
    const [{ id }] = await t.dataSource.query(
      'SELECT id FROM speaking_request WHERE company = $1',
      [company],
    );
    return id as string;
  };
  const statusOf = async (id: string) =>
    (
      (await t.dataSource.query('SELECT status FROM speaking_request WHERE id = $1', [id])) as {
        status: string;
      }[]
    )[0].status;
  const auditOf = (id: string): Promise<AuditRow[]> =>
    t.dataSource.query(`SELECT * FROM audit_entry WHERE target_id = $1 ORDER BY at, id`, [id]);
  const inquiryAuditCount = async () =>
    (
      (await t.dataSource.query(
        `SELECT count(*)::int AS n FROM audit_entry WHERE target_type = 'speaking-request'`,
      )) as { n: number }[]
    )[0].n;
  /** A verified member, signed in. */
  const member = async (fields: { emailNotifications?: boolean } = {}) => {
    const user = await createUser(t, { username: unique('member') });
    const agent = await signedIn(t, user.username);
    if (fields.emailNotifications === false)
      await agent.put('/api/user/preferences').send({ emailNotifications: false }).expect(200);
    return { user, agent };
  };
  /** Mails to `address` whose subject matches. */
  const mailsTo = (address: string, subject: RegExp | string) =>
    smtp
      .to(address)
      .filter((m) =>
        typeof subject === 'string'
          ? m.parsed.subject === subject
          : subject.test(m.parsed.subject!),
      );

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      NOTIFICATION_EMAIL: NOTIFY,
      TRUST_PROXY: 'true',
    });
    admin = await createUser(t, { username: 'boss', email: 'boss@example.org', isAdmin: true });
    boss = await signedIn(t, 'boss');
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(() => t.dataSource.query('DELETE FROM rate_limit'));

  describe('access', () => {
    const routes = (id: string): [string, string, object][] => [
      ['get', '/api/admin/speaking-requests', {}],
      ['get', '/api/admin/speaking-requests/export', {}],
      ['get', `/api/admin/speaking-requests/${id}`, {}],
      ['patch', `/api/admin/speaking-requests/${id}/status`, { status: 'confirmed' }],
      ['post', `/api/admin/speaking-requests/${id}/reply`, { message: 'Hello' }],
    ];

    it('answers 401 signed out, 403 to a member and to an unverified administrator, and changes nothing', async () => {
      const id = await requestTalk(null);
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
        expect(notVerified.body).toEqual({ statusCode: 403, message: ACCESS_MESSAGES.unverified });
      }
      expect(await statusOf(id)).toBe('pending');
      expect(
        (await boss.get(`/api/admin/speaking-requests/${id}`).expect(200)).body.thread,
      ).toEqual([]);
      expect(await auditOf(id)).toEqual([]);
    });

    it('works for a verified administrator on every route', async () => {
      const id = await requestTalk(null);
      const expected = [200, 200, 200, 200, 201];
      for (const [i, [method, path, body]] of routes(id).entries()) {
        const res = await boss[method as 'get'](path).send(body);
        expect({ path, status: res.status }).toEqual({ path, status: expected[i] });
      }
    });
  });

  describe('list and detail', () => {
    it('lists every request newest first in the contract’s shape, with the member it belongs to', async () => {
      const visitorId = await requestTalk(null, {
        company: 'Visitor Co',
        email: 'Visitor@Example.test',
        eventType: 'keynote',
        eventDate: '',
        attendeeCount: '',
        budget: '',
        message: '',
      });
      await sleep(5);
      const { user, agent } = await member();
      const signedInId = await requestTalk(agent, {
        company: 'Signed Co',
        email: 'events@signed.test',
      });
      await sleep(5);
      // Sent as a visitor with the member's verified address: the member's too.
      const byAddressId = await requestTalk(null, { company: 'Address Co', email: user.email });

      const res = await boss.get('/api/admin/speaking-requests?pageSize=100').expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const items = res.body.items;
      const ids = items.map((r: { id: string }) => r.id);
      expect(ids.indexOf(byAddressId)).toBeLessThan(ids.indexOf(signedInId));
      expect(ids.indexOf(signedInId)).toBeLessThan(ids.indexOf(visitorId));
      const byId = (id: string) => items.find((r: { id: string }) => r.id === id);
      expect(byId(visitorId)).toEqual({
        id: visitorId,
        email: 'visitor@example.test',
        createdAt: expect.stringMatching(ISO),
        memberId: null,
        replyCount: 0,
        assignee: null,
        archivedAt: null,
        spam: false,
        possibleSpam: false,
        fromSender: 1,
        eventType: 'keynote',
        company: 'Visitor Co',
        contactName: 'Jordan Lee',
        eventDate: null,
        attendeeCount: null,
        budget: null,
        message: null,
        status: 'pending',
        eventTime: null,
        endTime: null,
        location: null,
        videoLink: null,
        feeNote: null,
      });
      expect(byId(signedInId)).toMatchObject({
        memberId: user.id,
        email: 'events@signed.test',
        eventType: 'workshop',
        eventDate: '2099-06-30',
        attendeeCount: 120,
        budget: '10k-25k',
        message: 'A half-day workshop for our managers.',
      });
      expect(byId(byAddressId).memberId).toBe(user.id);

      const detail = await boss.get(`/api/admin/speaking-requests/${signedInId}`).expect(200);
      expect(detail.body).toEqual({ ...byId(signedInId), thread: [] });
    });

    it('answers 404 to an unknown id and 400 to a malformed one', async () => {
      const missing = await boss.get(`/api/admin/speaking-requests/${UNKNOWN_ID}`).expect(404);
      expect(missing.body).toEqual({
        statusCode: 404,
        message: 'We could not find that speaking request.',
      });
      const bad = await boss.get('/api/admin/speaking-requests/not-an-id').expect(400);
      expect(bad.body.message).toBe('That is not a valid speaking request id.');
    });
  });

  describe('status changes', () => {
    it('previews the notice of a change exactly as it would go, storing and sending nothing', async () => {
      const id = await requestTalk(null, { company: 'Preview Co', email: 'ops@preview.test' });
      const before = await inquiryAuditCount();
      const res = await boss
        .post(`/api/admin/speaking-requests/${id}/status-notice`)
        .send({ status: 'declined', note: 'We loved meeting your team.' })
        .expect(200);
      expect(res.body).toEqual({
        email: {
          to: 'ops@preview.test',
          subject: 'Booking declined: Workshop for Preview Co',
          text: expect.stringContaining(
            'New status: Declined\n\nWe loved meeting your team.\n\nWe are sorry, Jordan Lee',
          ),
          attachments: [],
        },
        inbox: false,
      });
      // Nothing happened: status, thread, audit, mail.
      expect(await statusOf(id)).toBe('pending');
      const detail = (await boss.get(`/api/admin/speaking-requests/${id}`).expect(200)).body;
      expect(detail.thread).toEqual([]);
      expect(await inquiryAuditCount()).toBe(before);
      // The same change, made: the e-mail is the one previewed.
      await boss
        .patch(`/api/admin/speaking-requests/${id}/status`)
        .send({ status: 'declined', note: 'We loved meeting your team.' })
        .expect(200);
      const mail = await smtp.waitFor('ops@preview.test', (m) =>
        m.parsed.subject!.startsWith('Booking declined'),
      );
      expect(mail.parsed.subject).toBe(res.body.email.subject);
      expect(mail.parsed.text!.trim()).toBe(res.body.email.text.trim());
      expect(mailsTo('ops@preview.test', /^Booking declined/)).toHaveLength(1);

      // A member whose Email Notifications are off: no e-mail, a message in their inbox.
      const quiet = await member({ emailNotifications: false });
      const theirs = await requestTalk(quiet.agent, { email: quiet.user.email });
      expect(
        (
          await boss
            .post(`/api/admin/speaking-requests/${theirs}/status-notice`)
            .send({ status: 'confirmed' })
            .expect(200)
        ).body,
      ).toEqual({ email: null, inbox: true });
      // The same status: nothing would go.
      expect(
        (
          await boss
            .post(`/api/admin/speaking-requests/${theirs}/status-notice`)
            .send({ status: 'pending' })
            .expect(200)
        ).body,
      ).toEqual({ email: null, inbox: false });
      // Bad input is refused as for the change itself.
      for (const [body, message] of [
        [{ status: 'maybe' }, expect.stringMatching(/^Status must be one of/)],
        [{ status: 'confirmed', notify: 'yes' }, 'Notify must be true or false.'],
        [
          { status: 'confirmed', note: 'x'.repeat(1001) },
          'Personal line must be at most 1,000 characters.',
        ],
      ] as const)
        expect(
          (
            await boss
              .post(`/api/admin/speaking-requests/${theirs}/status-notice`)
              .send(body)
              .expect(400)
          ).body.message,
        ).toEqual(message);
      await boss
        .post(`/api/admin/speaking-requests/${UNKNOWN_ID}/status-notice`)
        .send({ status: 'confirmed' })
        .expect(404);
    });

    it('adds the personal line above the notice, puts what was sent in the conversation, and tells nobody when asked not to', async () => {
      const { user, agent } = await member();
      const id = await requestTalk(agent, { company: 'Told Co', email: user.email });
      await boss
        .patch(`/api/admin/speaking-requests/${id}/status`)
        .send({ status: 'confirmed', note: 'See you in June!' })
        .expect(200);
      const mail = await smtp.waitFor(user.email, (m) =>
        m.parsed.subject!.startsWith('Booking confirmed'),
      );
      expect(mail.parsed.text).toContain('New status: Confirmed\n\nSee you in June!\n\nGood news');
      const inbox = (await agent.get('/api/my/messages').expect(200)).body;
      const notice = inbox.find((m: { type: string }) => m.type === 'confirmation');
      expect(notice.body).toMatch(/^See you in June!\n\nGood news/);
      let detail = (await boss.get(`/api/admin/speaking-requests/${id}`).expect(200)).body;
      expect(detail.thread).toEqual([
        {
          id: expect.any(String),
          author: 'organisation',
          authorName: 'boss',
          body: `New status: Confirmed\n\n${notice.body}`,
          createdAt: expect.stringMatching(ISO),
        },
      ]);
      const [withLine] = (await auditOf(id)).filter((a) => a.action === 'speaking-request.status');
      expect(withLine.detail).toBe('With a personal line: See you in June!');

      // Not notified: the status changes, nothing is sent or added, and the audit says so.
      await boss
        .patch(`/api/admin/speaking-requests/${id}/status`)
        .send({ status: 'declined', notify: false })
        .expect(200);
      expect(await statusOf(id)).toBe('declined');
      expect(
        (await queuedSubjects(t.dataSource, user.email)).filter((s) => /^Booking declined/.test(s)),
      ).toEqual([]);
      expect(mailsTo(user.email, /^Booking declined/)).toEqual([]);
      const after = (await agent.get('/api/my/messages').expect(200)).body;
      expect(after.filter((m: { type: string }) => m.type === 'confirmation')).toHaveLength(1);
      detail = (await boss.get(`/api/admin/speaking-requests/${id}`).expect(200)).body;
      expect(detail.thread).toHaveLength(1);
      const entries = (await auditOf(id)).filter((a) => a.action === 'speaking-request.status');
      expect(entries[1]).toMatchObject({
        changes: { status: { from: 'confirmed', to: 'declined' } },
        detail: 'The sender was not told.',
      });
    });

    it('tells a visitor by e-mail, is audited, allows any status after any other, and the same status again does nothing', async () => {
      const id = await requestTalk(null, { company: 'Harbour Events', email: 'ops@harbour.test' });
      const res = await boss
        .patch(`/api/admin/speaking-requests/${id}/status`)
        .set('X-Forwarded-For', '203.0.113.9')
        .set('User-Agent', BROWSER)
        .send({ status: 'confirmed' })
        .expect(200);
      expect(res.body).toMatchObject({ id, status: 'confirmed', company: 'Harbour Events' });
      expect(res.body.thread).toBeUndefined();
      expect(await statusOf(id)).toBe('confirmed');

      const mail = await smtp.waitFor('ops@harbour.test', (m) =>
        m.parsed.subject!.startsWith('Booking confirmed'),
      );
      expect(mail.parsed.subject).toBe('Booking confirmed: Workshop for Harbour Events');
      // The status text names the sender once; no greeting of ours repeats the name.
      expect(mail.parsed.text).not.toContain('Hello');
      expect(mail.parsed.text!.split('Jordan Lee').length - 1).toBe(1);
      expect(mail.parsed.text).toContain('New status: Confirmed');
      expect(mail.parsed.text).toContain('is confirmed');
      // A visitor has no member area.
      expect(mail.parsed.text).not.toMatch(/member area|My Bookings|\/my\//);
      expect(headerOf(mail, 'Reply-To')).toBe(NOTIFY);

      const [entry] = await auditOf(id);
      expect(entry).toMatchObject({
        actor_id: admin.id,
        actor_name: 'boss',
        ip_address: '203.0.113.9',
        user_agent: BROWSER,
        action: 'speaking-request.status',
        target_type: 'speaking-request',
        target_id: id,
        target_label: 'Workshop for Harbour Events',
        changes: { status: { from: 'pending', to: 'confirmed' } },
      });

      // The same status again: nothing changes, nobody is told, nothing is audited.
      await boss
        .patch(`/api/admin/speaking-requests/${id}/status`)
        .send({ status: 'confirmed' })
        .expect(200);
      // Any status may follow any other.
      for (const status of ['completed', 'declined', 'pending', 'confirmed']) {
        const changed = await boss
          .patch(`/api/admin/speaking-requests/${id}/status`)
          .send({ status })
          .expect(200);
        expect(changed.body.status).toBe(status);
      }
      await smtp.waitFor('ops@harbour.test', (m) => m.parsed.subject!.startsWith('Booking under'));
      await smtp.waitFor(
        'ops@harbour.test',
        (m) => m.parsed.subject!.startsWith('Booking confirmed') && m !== mail,
      );
      // One mail per change, none for the same status again: the queue holds exactly these, and the
      // SMTP server receives them. (Compared sorted: mail goes out over several connections at once,
      // so the acknowledgement may arrive after the first notice.)
      const expected = [
        'Your speaking request to Building Bridges Inclusion', // the acknowledgement
        'Booking confirmed',
        'Booking completed',
        'Booking declined',
        'Booking under review',
        'Booking confirmed',
      ].sort();
      expect(
        (await queuedSubjects(t.dataSource, 'ops@harbour.test')).map((s) => s.split(':')[0]).sort(),
      ).toEqual(expected);
      await smtp.waitFor('ops@harbour.test', () => smtp.to('ops@harbour.test').length >= 6);
      expect(
        smtp
          .to('ops@harbour.test')
          .map((m) => m.parsed.subject!.split(':')[0])
          .sort(),
      ).toEqual(expected);
      expect((await auditOf(id)).map((e) => e.changes!.status)).toEqual([
        { from: 'pending', to: 'confirmed' },
        { from: 'confirmed', to: 'completed' },
        { from: 'completed', to: 'declined' },
        { from: 'declined', to: 'pending' },
        { from: 'pending', to: 'confirmed' },
      ]);
    });

    it("puts the news in a member's inbox and e-mails them with a link to the member area", async () => {
      const { user, agent } = await member();
      const id = await requestTalk(agent, { company: 'Member Co', email: user.email });
      await boss
        .patch(`/api/admin/speaking-requests/${id}/status`)
        .send({ status: 'declined' })
        .expect(200);

      const [news] = (await agent.get('/api/my/messages').expect(200)).body;
      expect(news).toMatchObject({
        subject: 'Booking declined: Workshop for Member Co',
        type: 'confirmation',
        bookingId: id,
        read: false,
      });
      expect(news.body).toContain('we cannot take on your Workshop for Member Co');
      const booking = (await agent.get(`/api/my/bookings/${id}`).expect(200)).body;
      expect(booking.status).toBe('declined');

      const mail = await smtp.waitFor(user.email, (m) =>
        m.parsed.subject!.startsWith('Booking declined'),
      );
      expect(mail.parsed.text).not.toContain('Hello');
      expect(mail.parsed.text).toContain('New status: Declined');
      expect(linkIn(mail, 'http://localhost:3000/my/bookings')).toBeDefined();
      expect(linkIn(mail, 'http://localhost:3000/my/settings')).toBeDefined();
    });

    it('does not e-mail a member who turned Email Notifications off, but still tells their inbox', async () => {
      const { user, agent } = await member({ emailNotifications: false });
      // Sent as a visitor with the member's verified address.
      const id = await requestTalk(null, { company: 'Quiet Co', email: user.email });
      await boss
        .patch(`/api/admin/speaking-requests/${id}/status`)
        .send({ status: 'completed' })
        .expect(200);
      const subjects = (await agent.get('/api/my/messages').expect(200)).body.map(
        (m: { subject: string }) => m.subject,
      );
      expect(subjects).toEqual([
        'Booking completed: Workshop for Quiet Co',
        'Speaking request received: Workshop for Quiet Co',
      ]);
      // The organisation's notification of the request arrives; nothing to the member.
      await smtp.waitFor(NOTIFY, (m) => m.parsed.subject!.includes('Quiet Co'));
      expect(await queuedSubjects(t.dataSource, user.email)).toEqual([]);
      expect(smtp.to(user.email)).toEqual([]);
    });

    it('refuses a bad status, a bad body, a malformed and an unknown id, and audits nothing then', async () => {
      const id = await requestTalk(null);
      const before = await inquiryAuditCount();
      const refused = async (body: unknown, message: string) => {
        const res = await boss
          .patch(`/api/admin/speaking-requests/${id}/status`)
          .send(body as object)
          .expect(400);
        expect(res.body.message).toBe(message);
      };
      const oneOf = `Status must be one of: ${SPEAKING_REQUEST_STATUSES.join(', ')}.`;
      await refused({ status: 'archived' }, oneOf);
      await refused({ status: 'Confirmed' }, oneOf);
      await refused({ status: 5 }, oneOf);
      await refused({ status: ['confirmed'] }, oneOf);
      await refused({}, 'Status is required.');
      await refused({ status: '  ' }, 'Status is required.');
      await refused({ status: 'confirmed', company: 'Evil' }, 'property company should not exist');
      const malformed = await boss
        .patch('/api/admin/speaking-requests/abc/status')
        .send({ status: 'confirmed' })
        .expect(400);
      expect(malformed.body.message).toBe('That is not a valid speaking request id.');
      const unknown = await boss
        .patch(`/api/admin/speaking-requests/${UNKNOWN_ID}/status`)
        .send({ status: 'confirmed' })
        .expect(404);
      expect(unknown.body.message).toBe('We could not find that speaking request.');
      expect(await statusOf(id)).toBe('pending');
      expect(await inquiryAuditCount()).toBe(before);
    });
  });

  describe('one transaction', () => {
    it('makes no change, stores no message and sends no e-mail when its audit entry cannot be written', async () => {
      const { user, agent } = await member();
      const id = await requestTalk(agent, { company: 'Doomed Co', email: user.email });
      await t.dataSource.query(`CREATE FUNCTION refuse_doomed() RETURNS trigger AS $$
        BEGIN
          IF NEW.target_label LIKE '%Doomed Co%' THEN RAISE EXCEPTION 'audit refused'; END IF;
          RETURN NEW;
        END $$ LANGUAGE plpgsql`);
      await t.dataSource.query(
        'CREATE TRIGGER refuse_doomed BEFORE INSERT ON audit_entry FOR EACH ROW EXECUTE FUNCTION refuse_doomed()',
      );
      try {
        await boss
          .patch(`/api/admin/speaking-requests/${id}/status`)
          .send({ status: 'confirmed' })
          .expect(500);
        await boss
          .post(`/api/admin/speaking-requests/${id}/reply`)
          .send({ message: 'Never sent' })
          .expect(500);
      } finally {
        await t.dataSource.query('DROP TRIGGER refuse_doomed ON audit_entry');
        await t.dataSource.query('DROP FUNCTION refuse_doomed()');
      }
      expect(await statusOf(id)).toBe('pending');
      expect((await boss.get(`/api/admin/speaking-requests/${id}`)).body.thread).toEqual([]);
      const inbox = (await agent.get('/api/my/messages').expect(200)).body;
      expect(inbox.map((m: { type: string }) => m.type)).toEqual(['inquiry']);
      expect(
        (await queuedSubjects(t.dataSource, user.email)).filter((s) => /^(Booking|Re:)/.test(s)),
      ).toEqual([]);
      expect(mailsTo(user.email, /^(Booking|Re:)/)).toEqual([]);
    });
  });

  describe('replies and the thread', () => {
    it('e-mails a reply to a visitor, Reply-To the organisation, answers the thread entry, and audits it', async () => {
      const id = await requestTalk(null, { company: 'Reply Co', email: 'asker@reply.test' });
      const res = await boss
        .post(`/api/admin/speaking-requests/${id}/reply`)
        .send({ message: '  Thank you!\r\nWould Tuesday suit you?  ' })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        author: 'organisation',
        authorName: 'boss',
        body: 'Thank you!\nWould Tuesday suit you?',
        createdAt: expect.stringMatching(ISO),
      });

      const mail = await smtp.waitFor('asker@reply.test', (m) =>
        m.parsed.subject!.startsWith('Re:'),
      );
      expect(mail.parsed.subject).toBe('Re: Your speaking request: Workshop for Reply Co');
      expect(headerOf(mail, 'Reply-To')).toBe(NOTIFY);
      // Sent as written: the administrator's words right under the subject, no greeting or
      // sign-off added (the organisation's name only in the frame's header and footer).
      expect(mail.parsed.text).toContain(
        'Re: Your speaking request: Workshop for Reply Co\n\nThank you!\nWould Tuesday suit you?\n\nAnswer this e-mail',
      );
      expect(mail.parsed.text).not.toMatch(/Hello|Jordan Lee/);
      expect(mail.parsed.text).toContain('A half-day workshop for our managers.');
      expect(mail.parsed.text).not.toContain('member area');

      const detail = (await boss.get(`/api/admin/speaking-requests/${id}`).expect(200)).body;
      expect(detail.thread).toEqual([res.body]);
      expect(detail.replyCount).toBe(1);
      const listed = (
        await boss.get('/api/admin/speaking-requests?pageSize=100').expect(200)
      ).body.items.find((r: { id: string }) => r.id === id);
      expect(listed.replyCount).toBe(1);

      const [entry] = await auditOf(id);
      expect(entry).toMatchObject({
        actor_id: admin.id,
        actor_name: 'boss',
        action: 'speaking-request.reply',
        target_type: 'speaking-request',
        target_id: id,
        target_label: 'Workshop for Reply Co',
        changes: null,
        detail: 'Thank you! Would Tuesday suit you?',
      });
    });

    it("puts a reply in a member's inbox; the member's answer from the inbox joins the thread, oldest first", async () => {
      const { user, agent } = await member();
      const id = await requestTalk(agent, { company: 'Thread Co', email: user.email });
      await boss
        .post(`/api/admin/speaking-requests/${id}/reply`)
        .send({ message: 'Which room will it be in?' })
        .expect(201);

      const inbox = (await agent.get('/api/my/messages').expect(200)).body;
      const reply = inbox.find(
        (m: { subject: string }) =>
          m.subject === 'Re: Your speaking request: Workshop for Thread Co',
      );
      // Badged as the conversation about their inquiry, not as "Feedback".
      expect(reply).toMatchObject({
        type: 'inquiry',
        body: 'Which room will it be in?',
        bookingId: id,
        read: false,
      });
      const mail = await smtp.waitFor(user.email, (m) => m.parsed.subject!.startsWith('Re:'));
      expect(headerOf(mail, 'Reply-To')).toBe(NOTIFY);
      expect(mail.parsed.text).toContain(
        'Re: Your speaking request: Workshop for Thread Co\n\nWhich room will it be in?\n\nReply in your member area',
      );
      expect(mail.parsed.text).not.toContain(`Hello ${user.username},`);
      expect(linkIn(mail, 'http://localhost:3000/my/bookings')).toBeDefined();

      await agent
        .post(`/api/my/messages/${reply.id}/reply`)
        .send({ message: 'The main hall, on the ground floor.' })
        .expect(201);
      // An answer to the acknowledgement joins the same thread.
      const ack = inbox.find(
        (m: { subject: string }) =>
          m.subject === 'Speaking request received: Workshop for Thread Co',
      );
      await agent
        .post(`/api/my/messages/${ack.id}/reply`)
        .send({ message: 'Also: we need a microphone.' })
        .expect(201);

      const detail = (await boss.get(`/api/admin/speaking-requests/${id}`).expect(200)).body;
      expect(
        detail.thread.map((e: { author: string; authorName: string; body: string }) => [
          e.author,
          e.authorName,
          e.body,
        ]),
      ).toEqual([
        ['organisation', 'boss', 'Which room will it be in?'],
        ['sender', user.username, 'The main hall, on the ground floor.'],
        ['sender', user.username, 'Also: we need a microphone.'],
      ]);
      expect(detail.replyCount).toBe(3);
      // One reply, one place: no contact message besides the thread.
      const contacts = await t.dataSource.query(
        'SELECT count(*)::int AS n FROM contact_message WHERE user_id = $1',
        [user.id],
      );
      expect(contacts).toEqual([{ n: 0 }]);
      // The member sees their answers under the messages they answered.
      const answered = (await agent.get('/api/my/messages').expect(200)).body.find(
        (m: { id: string }) => m.id === reply.id,
      );
      expect(answered.replies.map((r: { message: string }) => r.message)).toEqual([
        'The main hall, on the ground floor.',
      ]);
      // The organisation is told by an e-mail naming the message answered and linking to the request.
      const note = await smtp.waitFor(NOTIFY, (m) =>
        m.parsed.text!.includes('The main hall, on the ground floor.'),
      );
      expect(note.parsed.subject).toBe(
        `Reply from ${user.username}: Re: Your speaking request: Workshop for Thread Co`,
      );
      expect(note.parsed.text).toContain(
        'to our message "Re: Your speaking request: Workshop for Thread Co"',
      );
      expect(linkIn(note, 'http://localhost:3000/admin/')).toBe(
        `http://localhost:3000/admin/bookings?id=${id}`,
      );
      expect(headerOf(note, 'Reply-To')).toBe(user.email);
    });

    it("keeps a member's reply out of their e-mail when Email Notifications are off, not out of their inbox", async () => {
      const { user, agent } = await member({ emailNotifications: false });
      const id = await requestTalk(agent, { company: 'Silent Co', email: user.email });
      await boss
        .post(`/api/admin/speaking-requests/${id}/reply`)
        .send({ message: 'A quiet question.' })
        .expect(201);
      const subjects = (await agent.get('/api/my/messages').expect(200)).body.map(
        (m: { subject: string }) => m.subject,
      );
      expect(subjects).toContain('Re: Your speaking request: Workshop for Silent Co');
      await smtp.waitFor(NOTIFY, (m) => m.parsed.subject!.includes('Silent Co'));
      expect(await queuedSubjects(t.dataSource, user.email)).toEqual([]);
      expect(smtp.to(user.email)).toEqual([]);
    });

    it('refuses an empty, oversized or malformed reply, and unknown and malformed ids, storing and sending nothing', async () => {
      const id = await requestTalk(null, { email: 'refused@reply.test' });
      const before = await inquiryAuditCount();
      const refused = async (body: unknown, message: string) => {
        const res = await boss
          .post(`/api/admin/speaking-requests/${id}/reply`)
          .send(body as object)
          .expect(400);
        expect(res.body.message).toBe(message);
      };
      await refused({}, 'Message is required.');
      await refused({ message: ' \n ' }, 'Message is required.');
      await refused(
        { message: 'x'.repeat(ADMIN_REPLY_MAX + 1) },
        'Message must be at most 5,000 characters.',
      );
      await refused({ message: 42 }, 'Message must be text.');
      await refused({ message: 'ok', author: 'sender' }, 'property author should not exist');
      await boss
        .post(`/api/admin/speaking-requests/${UNKNOWN_ID}/reply`)
        .send({ message: 'Hello' })
        .expect(404);
      await boss
        .post('/api/admin/speaking-requests/nope/reply')
        .send({ message: 'Hi' })
        .expect(400);
      expect((await boss.get(`/api/admin/speaking-requests/${id}`)).body.thread).toEqual([]);
      expect(await inquiryAuditCount()).toBe(before);
      expect(
        (await queuedSubjects(t.dataSource, 'refused@reply.test')).filter((s) => /^Re:/.test(s)),
      ).toEqual([]);
      expect(mailsTo('refused@reply.test', /^Re:/)).toEqual([] as ReceivedMail[]);

      // The longest reply allowed is taken.
      await boss
        .post(`/api/admin/speaking-requests/${id}/reply`)
        .send({ message: 'y'.repeat(ADMIN_REPLY_MAX) })
        .expect(201);
    });
  });
});
