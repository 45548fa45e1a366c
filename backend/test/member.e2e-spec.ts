import { BadRequestException, NotFoundException } from '@nestjs/common';
import request from 'supertest';
import { ContactMessage } from '../src/inquiries/contact-message.entity';
import { SpeakingRequest } from '../src/inquiries/speaking-request.entity';
import { MemberInboxService } from '../src/member-inbox/member-inbox.service';
import { MemberMessage } from '../src/member-inbox/member-message.entity';
import { ACCESS_MESSAGES } from '../src/common/access';
import { InquiriesService } from '../src/inquiries/inquiries.service';
import { InquiryThreadsService } from '../src/inquiries/inquiry-threads.service';
import { MEMBER_MESSAGES, MemberService } from '../src/member/member.service';
import { CorporatePartnership } from '../src/partnerships/corporate-partnership.entity';
import { createUser, PASSWORD, signedIn, tokenIn } from './support/accounts';
import { registeredRoutes } from './support/routes';
import { headerOf, linkIn, TestSmtpServer } from './support/smtp';
import { createTestApp, TestApp } from './support/test-app';

const NOTIFY = 'team@bridges.test';
const UNKNOWN_ID = '3f0c6b1e-7a51-4c1e-9d3b-2a8f6e4d9c10';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

type Agent = Awaited<ReturnType<typeof signedIn>>;

describe('member area: /api/my/*', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;

  const speaking = (email: string, extra: Record<string, unknown> = {}) => ({
    contactName: 'Jordan Lee',
    email,
    company: 'Riverside Events',
    eventType: 'workshop',
    eventDate: '2099-06-30',
    attendeeCount: 120,
    budget: '10k-25k',
    message: 'A half-day workshop for our managers.',
    ...extra,
  });
  const messagesOf = (userId: string) =>
    t.dataSource
      .getRepository(MemberMessage)
      .find({ where: { userId }, order: { createdAt: 'ASC' } });
  const bookingRow = (id: string) =>
    t.dataSource.getRepository(SpeakingRequest).findOneByOrFail({ id });
  /** A verified member, signed in. */
  const member = async (username: string, fields: { email?: string } = {}) => {
    const user = await createUser(t, { username, ...fields });
    return { user, agent: await signedIn(t, username) };
  };
  /** Sends a speaking request (signed in with `agent`, or anonymously) and returns its row. */
  const requestTalk = async (
    agent: Agent | null,
    email: string,
    extra: Record<string, unknown> = {},
  ) => {
    await (agent ?? request(t.http))
      .post('/api/speaking-request')
      .send(speaking(email, extra))
      .expect(201);
    const [row] = await t.dataSource
      .getRepository(SpeakingRequest)
      .find({ order: { createdAt: 'DESC' }, take: 1 });
    return row;
  };
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    t = await createTestApp({ SMTP_URL: smtp.url, NOTIFICATION_EMAIL: NOTIFY });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(() => t.dataSource.query('DELETE FROM rate_limit'));

  describe('access', () => {
    const routes: [string, string][] = [
      ['get', '/api/my/bookings'],
      ['get', `/api/my/bookings/${UNKNOWN_ID}`],
      ['patch', `/api/my/bookings/${UNKNOWN_ID}`],
      ['get', '/api/my/messages'],
      ['post', `/api/my/messages/${UNKNOWN_ID}/read`],
      ['post', `/api/my/messages/${UNKNOWN_ID}/reply`],
      ['get', '/api/my/summary'],
    ];

    it('answers 401 to visitors on every route', async () => {
      for (const [method, path] of routes) {
        const res = await request(t.http)[method as 'get'](path).send({ message: 'hi' });
        expect({ path, status: res.status, body: res.body }).toEqual({
          path,
          status: 401,
          body: { statusCode: 401, message: 'You are not signed in.' },
        });
      }
    });

    it('answers 403 with a clear message to a member whose address is not verified', async () => {
      const { user, agent } = await member('unverifiedone');
      await agent.get('/api/my/summary').expect(200);
      // Signing in needs a verified address; a change of address makes it unverified again.
      await t.dataSource.query('UPDATE app_user SET email_verified = false WHERE id = $1', [
        user.id,
      ]);
      for (const [method, path] of routes) {
        const res = await agent[method as 'get'](path).send({ message: 'hi' });
        expect({ path, status: res.status, body: res.body }).toEqual({
          path,
          status: 403,
          body: { statusCode: 403, message: ACCESS_MESSAGES.unverified },
        });
      }
    });

    it('requires member access (signed in, verified) on every /api/my route of the app, and documents them', async () => {
      const mine = registeredRoutes(t.app).filter((r) => r.path.startsWith('/api/my/'));
      expect(mine.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
        'GET /api/my/bookings',
        'GET /api/my/bookings/:id',
        'GET /api/my/conversations',
        'GET /api/my/messages',
        'GET /api/my/summary',
        'PATCH /api/my/bookings/:id',
        'POST /api/my/messages/:id/read',
        'POST /api/my/messages/:id/reply',
      ]);
      expect(mine.filter((r) => r.access !== 'member')).toEqual([]);
      const doc = await request(t.http).get('/api/docs-json').expect(200);
      expect(Object.keys(doc.body.paths).filter((p) => p.startsWith('/api/my/'))).toHaveLength(7);
    });

    it('lets administrators in too (they are members with a verified address)', async () => {
      await createUser(t, { username: 'adminmember', isAdmin: true });
      const agent = await signedIn(t, 'adminmember');
      await agent.get('/api/my/bookings').expect(200, []);
    });
  });

  describe('linking inquiries to members', () => {
    it('links a speaking request sent while signed in, whatever address it gives, and acknowledges it in the inbox', async () => {
      const { user, agent } = await member('signedsender');
      const row = await requestTalk(agent, 'events@riverside.test');
      expect(row.userId).toBe(user.id);

      const [message] = await messagesOf(user.id);
      expect(message).toMatchObject({
        type: 'inquiry',
        subject: 'Speaking request received: Workshop for Riverside Events',
        senderName: 'Building Bridges Inclusion',
        speakingRequestId: row.id,
        readAt: null,
      });
      expect(message.body).toContain('within 24 hours');
      expect(message.body).toContain('6-8 weeks');
      expect(message.body).toContain('Event date: June 30, 2099');

      const bookings = (await agent.get('/api/my/bookings').expect(200)).body;
      expect(bookings.map((b: { id: string }) => b.id)).toEqual([row.id]);
      // The acknowledgement e-mail goes to the address given, the notification to the organisation.
      await smtp.waitFor('events@riverside.test');
      await smtp.waitFor(NOTIFY, (m) => m.parsed.text!.includes('events@riverside.test'));
    });

    it('links contact messages and partnership inquiries sent while signed in, with their promised response times', async () => {
      const { user, agent } = await member('formfiller');
      await agent
        .post('/api/contact')
        .send({ name: 'Form Filler', email: 'formfiller@example.org', message: 'Hello there' })
        .expect(201);
      await agent
        .post('/api/corporate-partnership')
        .send({
          companyName: 'Kestrel Ridge',
          contactName: 'Form Filler',
          email: 'partners@kestrel.test',
          partnershipType: 'sponsor',
        })
        .expect(201);
      const contact = await t.dataSource
        .getRepository(ContactMessage)
        .findOneByOrFail({ message: 'Hello there' });
      expect(contact.userId).toBe(user.id);
      const partnership = await t.dataSource
        .getRepository(CorporatePartnership)
        .findOneByOrFail({ companyName: 'Kestrel Ridge' });
      expect(partnership.userId).toBe(user.id);

      const [first, second] = await messagesOf(user.id);
      expect(first).toMatchObject({ type: 'inquiry', subject: 'We received your message' });
      expect(first.body).toContain('within 24 hours');
      expect(first.body).toContain('Hello there');
      expect(first.speakingRequestId).toBeNull();
      expect(second).toMatchObject({
        type: 'inquiry',
        subject: 'Partnership inquiry received: Kestrel Ridge',
      });
      expect(second.body).toContain('within 48 hours');
    });

    it('gives an anonymous request to the member whose verified address it names (any case), without linking the row', async () => {
      const { user, agent } = await member('byaddress', { email: 'byaddress@example.org' });
      const row = await requestTalk(null, 'ByAddress@Example.org');
      expect(row.userId).toBeNull();
      const [message] = await messagesOf(user.id);
      expect(message).toMatchObject({ type: 'inquiry', speakingRequestId: row.id });
      const bookings = (await agent.get('/api/my/bookings').expect(200)).body;
      expect(bookings.map((b: { id: string }) => b.id)).toEqual([row.id]);
    });

    it('does not link by an address that is not verified', async () => {
      const pending = await createUser(t, {
        username: 'notyetverified',
        email: 'notyet@example.org',
        emailVerified: false,
      });
      const row = await requestTalk(null, 'notyet@example.org');
      expect(row.userId).toBeNull();
      expect(await messagesOf(pending.id)).toEqual([]);
      const service = t.app.get(MemberService);
      const owner = { id: pending.id, email: pending.email, emailVerified: false };
      expect(await service.bookings(owner)).toEqual([]);
      await expect(service.booking(owner, row.id)).rejects.toBeInstanceOf(NotFoundException);
    });

    it("keeps other members' bookings and messages invisible (404)", async () => {
      const owner = await member('ownerone');
      const other = await member('othertwo');
      const row = await requestTalk(owner.agent, 'ownerone@example.org');
      const [message] = await messagesOf(owner.user.id);

      expect((await other.agent.get('/api/my/bookings').expect(200)).body).toEqual([]);
      expect((await other.agent.get('/api/my/messages').expect(200)).body).toEqual([]);
      const notFound = (res: request.Response, text: string) =>
        expect(res.body).toEqual({ statusCode: 404, message: text });
      notFound(
        await other.agent.get(`/api/my/bookings/${row.id}`).expect(404),
        MEMBER_MESSAGES.bookingNotFound,
      );
      notFound(
        await other.agent.patch(`/api/my/bookings/${row.id}`).send({ budget: null }).expect(404),
        MEMBER_MESSAGES.bookingNotFound,
      );
      notFound(
        await other.agent.post(`/api/my/messages/${message.id}/read`).expect(404),
        MEMBER_MESSAGES.messageNotFound,
      );
      notFound(
        await other.agent
          .post(`/api/my/messages/${message.id}/reply`)
          .send({ message: 'Not mine' })
          .expect(404),
        MEMBER_MESSAGES.messageNotFound,
      );
      expect((await bookingRow(row.id)).budget).toBe('10k-25k');
      expect((await messagesOf(owner.user.id))[0].readAt).toBeNull();
    });
  });

  describe('bookings', () => {
    it('lists the member’s bookings newest first in the contract’s shape', async () => {
      const { agent } = await member('lister');
      const older = await requestTalk(agent, 'lister@example.org', {
        eventType: 'keynote',
        company: 'Acme Corp',
        eventDate: '',
        attendeeCount: '',
        budget: '',
        message: '',
      });
      const newer = await requestTalk(agent, 'lister@example.org');
      await t.dataSource.query(
        `UPDATE speaking_request SET event_time = '14:00', location = 'Town Hall, Leeds' WHERE id = $1`,
        [newer.id],
      );
      const res = await agent.get('/api/my/bookings').expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual([
        {
          id: newer.id,
          title: 'Workshop for Riverside Events',
          eventType: 'workshop',
          eventTypeLabel: 'Workshop',
          date: '2099-06-30',
          time: '14:00',
          endTime: null,
          location: 'Town Hall, Leeds',
          videoLink: null,
          status: 'pending',
          contactName: 'Jordan Lee',
          email: 'lister@example.org',
          company: 'Riverside Events',
          attendeeCount: 120,
          budget: '10k-25k',
          budgetLabel: '$10,000 - $25,000',
          message: 'A half-day workshop for our managers.',
          createdAt: expect.stringMatching(ISO),
          updatedAt: expect.stringMatching(ISO),
        },
        {
          id: older.id,
          title: 'Keynote for Acme Corp',
          eventType: 'keynote',
          eventTypeLabel: 'Keynote',
          date: null,
          time: null,
          endTime: null,
          location: null,
          videoLink: null,
          status: 'pending',
          contactName: 'Jordan Lee',
          email: 'lister@example.org',
          company: 'Acme Corp',
          attendeeCount: null,
          budget: null,
          budgetLabel: null,
          message: null,
          createdAt: expect.stringMatching(ISO),
          updatedAt: expect.stringMatching(ISO),
        },
      ]);
      const one = await agent.get(`/api/my/bookings/${older.id}`).expect(200);
      expect(one.body).toEqual(res.body[1]);
    });

    it('answers 400 to a malformed id and 404 to an unknown one', async () => {
      const { agent } = await member('idchecker');
      for (const bad of ['nope', '123', `${UNKNOWN_ID}x`, "1' OR '1'='1"]) {
        const res = await agent.get(`/api/my/bookings/${encodeURIComponent(bad)}`).expect(400);
        expect(res.body).toEqual({ statusCode: 400, message: 'That is not a valid booking id.' });
        await agent
          .patch(`/api/my/bookings/${encodeURIComponent(bad)}`)
          .send({})
          .expect(400);
      }
      await agent.get(`/api/my/bookings/${UNKNOWN_ID}`).expect(404);
      await agent.patch(`/api/my/bookings/${UNKNOWN_ID}`).send({}).expect(404);
    });

    it('changes a pending booking (null clears a field) and notifies the organisation of what changed', async () => {
      const { agent } = await member('changer');
      const row = await requestTalk(agent, 'changer@example.org', { company: 'Change Co' });
      const res = await agent
        .patch(`/api/my/bookings/${row.id}`)
        .send({
          eventType: 'panel',
          eventDate: '2099-07-01',
          attendeeCount: '300',
          budget: null,
          message: '  Afternoons now.\r\nThanks!  ',
        })
        .expect(200);
      expect(res.body).toMatchObject({
        id: row.id,
        title: 'Panel discussion for Change Co',
        eventType: 'panel',
        eventTypeLabel: 'Panel discussion',
        date: '2099-07-01',
        attendeeCount: 300,
        budget: null,
        budgetLabel: null,
        message: 'Afternoons now.\nThanks!',
        status: 'pending',
      });
      expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThan(row.updatedAt.getTime());
      expect(await bookingRow(row.id)).toMatchObject({
        eventType: 'panel',
        eventDate: '2099-07-01',
        attendeeCount: 300,
        budget: null,
      });

      const note = await smtp.waitFor(NOTIFY, (m) => m.parsed.subject!.includes('Change Co'));
      const changed = await smtp.waitFor(NOTIFY, (m) =>
        m.parsed.subject!.startsWith('Speaking request changed: Change Co'),
      );
      expect(note).toBeDefined();
      expect(changed.parsed.subject).toBe('Speaking request changed: Change Co (Panel discussion)');
      expect(headerOf(changed, 'Reply-To')).toBe('changer@example.org');
      for (const line of [
        'Event type: Panel discussion (was: Workshop)',
        'Event date: July 1, 2099 (was: June 30, 2099)',
        'Audience size: 300 attendees (was: 120 attendees)',
        'Budget: To be determined (was: $10,000 - $25,000)',
      ])
        expect(changed.parsed.text).toContain(line);
      expect(linkIn(changed, 'http://localhost:3000/admin/')).toBe(
        `http://localhost:3000/admin/bookings?id=${row.id}`,
      );

      // Clearing the rest; an empty change changes nothing and sends nothing.
      await agent
        .patch(`/api/my/bookings/${row.id}`)
        .send({ eventDate: null, attendeeCount: null, message: '' })
        .expect(200);
      expect(await bookingRow(row.id)).toMatchObject({
        eventDate: null,
        attendeeCount: null,
        message: null,
      });
      const before = smtp.to(NOTIFY).length;
      const same = await agent.patch(`/api/my/bookings/${row.id}`).send({}).expect(200);
      expect(same.body.eventType).toBe('panel');
      await sleep(300);
      expect(smtp.to(NOTIFY).length).toBeLessThanOrEqual(before + 1); // the clearing's notice only
    });

    it('refuses bad values with the form’s messages, and fields a member may not change', async () => {
      const { agent } = await member('badpatcher');
      const row = await requestTalk(agent, 'badpatcher@example.org');
      const refused = async (body: object, field: string, message: string) => {
        const res = await agent.patch(`/api/my/bookings/${row.id}`).send(body).expect(400);
        expect(res.body).toEqual({ statusCode: 400, message, errors: { [field]: message } });
      };
      const types = 'Event type must be one of: keynote, workshop, panel, conference.';
      await refused({ eventType: 'party' }, 'eventType', types);
      await refused({ eventType: null }, 'eventType', types);
      await refused(
        { eventDate: '2025-02-30' },
        'eventDate',
        'Event date must be a real calendar date.',
      );
      await refused(
        { eventDate: '30/06/2027' },
        'eventDate',
        'Event date must be a date in the form YYYY-MM-DD, such as 2025-06-30.',
      );
      const count = 'Attendee count must be a whole number between 1 and 1,000,000.';
      await refused({ attendeeCount: 0 }, 'attendeeCount', count);
      await refused({ attendeeCount: 12.5 }, 'attendeeCount', count);
      await refused({ attendeeCount: 'many' }, 'attendeeCount', count);
      await refused(
        { budget: 'over-50k' },
        'budget',
        'Budget must be one of: under-5k, 5k-10k, 10k-25k, 25k-50k, 50k-plus, discuss.',
      );
      await refused(
        { message: 'x'.repeat(5001) },
        'message',
        'Message must be at most 5,000 characters.',
      );
      await refused({ message: 42 }, 'message', 'Message must be text.');
      for (const extra of [{ status: 'confirmed' }, { location: 'Home' }, { userId: UNKNOWN_ID }])
        await agent.patch(`/api/my/bookings/${row.id}`).send(extra).expect(400);
      expect(await bookingRow(row.id)).toMatchObject({
        status: 'pending',
        location: null,
        eventType: 'workshop',
      });
    });

    it('refuses changes once the request is no longer pending (409)', async () => {
      const { agent } = await member('latechanger');
      const row = await requestTalk(agent, 'latechanger@example.org');
      for (const status of ['confirmed', 'declined', 'completed']) {
        await t.dataSource.query('UPDATE speaking_request SET status = $2 WHERE id = $1', [
          row.id,
          status,
        ]);
        const res = await agent
          .patch(`/api/my/bookings/${row.id}`)
          .send({ attendeeCount: 5 })
          .expect(409);
        expect(res.body).toEqual({
          statusCode: 409,
          message:
            'This request can no longer be changed online. Please reply to our message or contact us.',
        });
      }
      expect((await bookingRow(row.id)).attendeeCount).toBe(120);
    });
  });

  describe('messages', () => {
    it('lists the inbox newest first in the contract’s shape, and marks messages read idempotently', async () => {
      const { user, agent } = await member('reader');
      const row = await requestTalk(agent, 'reader@example.org', {
        message: 'Line one.\n\nLine two '.repeat(20),
      });
      const service = t.app.get(MemberInboxService);
      await service.sendOrganisationMessage(user.id, 'Hello from us', 'A short note.');

      const res = await agent.get('/api/my/messages').expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toHaveLength(2);
      const [feedback, inquiry] = res.body;
      expect(feedback).toEqual({
        id: expect.any(String),
        subject: 'Hello from us',
        from: 'Building Bridges Inclusion',
        preview: 'A short note.',
        body: 'A short note.',
        date: expect.stringMatching(ISO),
        read: false,
        type: 'feedback',
        bookingId: null,
        replies: [],
      });
      expect(inquiry).toMatchObject({ type: 'inquiry', bookingId: row.id, read: false });
      expect(inquiry.preview).not.toMatch(/\n/);
      expect([...inquiry.preview].length).toBeLessThanOrEqual(140);
      expect(inquiry.preview.endsWith('…')).toBe(true);
      expect(inquiry.body).toContain('\n');

      const read = await agent.post(`/api/my/messages/${inquiry.id}/read`).expect(200);
      expect(read.body).toEqual({ ...inquiry, read: true });
      const [{ readAt }] = await t.dataSource.query(
        'SELECT read_at AS "readAt" FROM member_message WHERE id = $1',
        [inquiry.id],
      );
      await sleep(20);
      await agent.post(`/api/my/messages/${inquiry.id}/read`).expect(200);
      const [{ readAt: again }] = await t.dataSource.query(
        'SELECT read_at AS "readAt" FROM member_message WHERE id = $1',
        [inquiry.id],
      );
      expect(again).toEqual(readAt);

      const bad = await agent.post('/api/my/messages/not-an-id/read').expect(400);
      expect(bad.body.message).toBe('That is not a valid message id.');
      await agent.post(`/api/my/messages/${UNKNOWN_ID}/read`).expect(404);
    });

    it('stores a reply as a contact message linked to the member and the thread, and notifies the organisation', async () => {
      const { user, agent } = await member('replier');
      const thread = await t.app
        .get(MemberInboxService)
        .sendOrganisationMessage(user.id, 'About your workshop', 'Which day suits you?');

      const res = await agent
        .post(`/api/my/messages/${thread.id}/reply`)
        .send({ message: '  Tuesday, please.\r\nMornings.  ' })
        .expect(201);
      expect(res.body).toMatchObject({
        id: thread.id,
        subject: 'About your workshop',
        read: true,
        replies: [
          {
            id: expect.any(String),
            message: 'Tuesday, please.\nMornings.',
            date: expect.stringMatching(ISO),
          },
        ],
      });
      const stored = await t.dataSource
        .getRepository(ContactMessage)
        .findOneByOrFail({ id: res.body.replies[0].id });
      expect(stored).toMatchObject({
        name: 'replier',
        email: 'replier@example.org',
        company: null,
        inquiryType: 'general',
        message: 'Tuesday, please.\nMornings.',
        status: 'new',
        userId: user.id,
        memberMessageId: thread.id,
      });

      const note = await smtp.waitFor(NOTIFY, (m) => m.parsed.text!.includes('Tuesday, please.'));
      expect(note.parsed.subject).toBe('New contact message: replier (General inquiry)');
      expect(note.parsed.text).toContain('to our message "About your workshop"');
      expect(headerOf(note, 'Reply-To')).toBe('replier@example.org');

      await agent
        .post(`/api/my/messages/${thread.id}/reply`)
        .send({ message: 'And a second' })
        .expect(201);
      const [listed] = (await agent.get('/api/my/messages').expect(200)).body;
      expect(listed.replies.map((r: { message: string }) => r.message)).toEqual([
        'Tuesday, please.\nMornings.',
        'And a second',
      ]);
    });

    it('refuses empty, oversized and malformed replies with clear messages', async () => {
      const { user, agent } = await member('badreplier');
      const thread = await t.app
        .get(MemberInboxService)
        .sendOrganisationMessage(user.id, 'Subject', 'Body');
      const refused = async (body: object, message: string) => {
        const res = await agent.post(`/api/my/messages/${thread.id}/reply`).send(body).expect(400);
        expect(res.body.message).toBe(message);
      };
      await refused({}, 'Message is required.');
      await refused({ message: '   ' }, 'Message is required.');
      await refused({ message: 'x'.repeat(5001) }, 'Message must be at most 5,000 characters.');
      await refused({ message: ['a'] }, 'Message must be text.');
      await refused(
        { message: 'ok', memberMessageId: UNKNOWN_ID },
        'property memberMessageId should not exist',
      );
      await agent
        .post(`/api/my/messages/${thread.id}/reply`)
        .send({ message: 'x'.repeat(5000) })
        .expect(201);
      await agent.post('/api/my/messages/abc/reply').send({ message: 'hi' }).expect(400);
    });

    it('rate-limits replies like the contact form', async () => {
      const { user, agent } = await member('chatty');
      const thread = await t.app.get(MemberInboxService).sendOrganisationMessage(user.id, 'S', 'B');
      for (let i = 0; i < 8; i += 1)
        await agent
          .post(`/api/my/messages/${thread.id}/reply`)
          .send({ message: `n${i}` })
          .expect(201);
      const res = await agent
        .post(`/api/my/messages/${thread.id}/reply`)
        .send({ message: 'one more' })
        .expect(429);
      expect(res.headers['retry-after']).toBeDefined();
    });
  });

  describe('conversations', () => {
    type Entry = { author: string; kind: string; body: string; read: boolean; byEmail: boolean };
    let boss: Agent;
    beforeAll(async () => {
      await createUser(t, { username: 'convboss', isAdmin: true });
      boss = await signedIn(t, 'convboss');
    });

    it('shows one card per inquiry with the replies both ways and the status news, latest first, counted per conversation', async () => {
      const { user, agent } = await member('talker');
      const row = await requestTalk(agent, 'talker@example.org', { message: 'Mornings suit us.' });
      await t.app.get(MemberInboxService).sendOrganisationMessage(user.id, 'Hello', 'A note.');
      await sleep(5);
      await boss
        .post(`/api/admin/speaking-requests/${row.id}/reply`)
        .send({ message: 'Would Tuesday suit you?' })
        .expect(201);
      await boss
        .post(`/api/admin/speaking-requests/${row.id}/notes`)
        .send({ note: 'Internal: they are a big client.' })
        .expect(201);
      await boss
        .patch(`/api/admin/speaking-requests/${row.id}/status`)
        .send({ status: 'confirmed' })
        .expect(200);

      // The raw inbox keeps its four messages; the conversations are two cards.
      expect((await agent.get('/api/my/messages').expect(200)).body).toHaveLength(4);
      let res = await agent.get('/api/my/conversations').expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toHaveLength(2);
      const [card, feedback] = res.body;
      expect(feedback).toMatchObject({ subject: 'Hello', type: 'feedback', conversation: null });
      expect(card).toMatchObject({
        subject: 'Your speaking request: Workshop for Riverside Events',
        from: 'Building Bridges Inclusion',
        type: 'inquiry',
        read: false,
        bookingId: row.id,
        replies: [],
        conversation: {
          kind: 'speaking-request',
          inquiryId: row.id,
          title: 'Your speaking request: Workshop for Riverside Events',
          status: 'confirmed',
          statusLabel: 'Confirmed',
          address: 'talker@example.org',
          inquiry: { date: row.createdAt.toISOString(), message: 'Mornings suit us.' },
          unread: 3,
        },
      });
      const kinds = (entries: Entry[]) => entries.map((e) => `${e.author}/${e.kind}`);
      expect(kinds(card.conversation.entries)).toEqual([
        'organisation/status',
        'organisation/message',
        'organisation/message',
      ]);
      const [status, reply, ack] = card.conversation.entries as Entry[];
      expect(status.body).toMatch(/^New status: Confirmed\n\nGood news/);
      expect(reply.body).toBe('Would Tuesday suit you?');
      expect(ack.body).toMatch(/^Thank you for your speaking request/);
      expect(JSON.stringify(res.body)).not.toContain('Internal: they are a big client.');
      expect(card.preview).toMatch(/^New status: Confirmed Good news/);
      expect((await agent.get('/api/my/summary')).body.messages).toEqual({
        total: 2,
        unread: 2,
        inquiries: 1,
      });

      // Reading any message of the conversation reads all of it.
      await agent.post(`/api/my/messages/${card.id}/read`).expect(200);
      expect((await agent.get('/api/my/summary')).body.messages.unread).toBe(1);

      // The member answers from the conversation (it joins the thread), then by e-mail (an entry
      // the inbound mail stores as the sender's): both are theirs, latest first.
      await sleep(5);
      await agent
        .post(`/api/my/messages/${card.id}/reply`)
        .send({ message: 'Tuesday is fine.' })
        .expect(201);
      await sleep(5);
      await t.dataSource.transaction((m) =>
        t.app.get(InquiryThreadsService).add(
          {
            kind: 'speaking-request',
            inquiryId: row.id,
            author: 'sender',
            authorUserId: null,
            authorName: 'Jordan Lee',
            body: 'PS: we have 130 people now.',
          },
          m,
        ),
      );
      const thread = (await boss.get(`/api/admin/speaking-requests/${row.id}`)).body.thread;
      expect(thread.map((e: { author: string }) => e.author)).toEqual([
        'organisation',
        'note',
        'organisation',
        'sender',
        'sender',
      ]);
      res = await agent.get('/api/my/conversations').expect(200);
      const [latest] = res.body;
      expect(latest.id).toBe(card.id);
      expect(latest.read).toBe(true);
      expect(latest.preview).toBe('You: PS: we have 130 people now.');
      expect(kinds(latest.conversation.entries)).toEqual([
        'member/message',
        'member/message',
        'organisation/status',
        'organisation/message',
        'organisation/message',
      ]);
      expect(latest.conversation.entries[0]).toMatchObject({ from: 'Jordan Lee', read: true });
      expect(latest.replies.map((r: { message: string }) => r.message)).toEqual([
        'Tuesday is fine.',
        'PS: we have 130 people now.',
      ]);
      // Someone else sees none of it.
      const other = await member('nosy');
      expect((await other.agent.get('/api/my/conversations').expect(200)).body).toEqual([]);
    });

    it('a confirmed change of address moves the open conversations, the next reply goes there, and the change is visible to the member and the administrators', async () => {
      const { user, agent } = await member('mover', { email: 'mover@old.test' });
      const open = await requestTalk(agent, 'mover@old.test', { company: 'Open Co' });
      const declined = await requestTalk(agent, 'mover@old.test', { company: 'Closed Co' });
      const elsewhere = await requestTalk(agent, 'work@elsewhere.test', { company: 'Work Co' });
      await boss
        .patch(`/api/admin/speaking-requests/${declined.id}/status`)
        .send({ status: 'declined' })
        .expect(200);
      // Their answer to a message about no inquiry: a contact message, not yet a conversation.
      const note = await t.app
        .get(MemberInboxService)
        .sendOrganisationMessage(user.id, 'Welcome', 'Glad to have you.');
      await agent
        .post(`/api/my/messages/${note.id}/reply`)
        .send({ message: 'Thanks!' })
        .expect(201);

      await agent.patch('/api/user').send({ email: 'Mover@New.test' }).expect(200);
      const link = await smtp.waitFor('mover@new.test', (m) =>
        (m.parsed.text ?? '').includes('/verify-email?token='),
      );
      await request(t.http)
        .post('/api/verify-email')
        .send({ token: tokenIn(link, 'http://localhost:3000/verify-email?token=') })
        .expect(200);

      // Open: moved. Declined, and the one sent with another address: unchanged.
      expect((await bookingRow(open.id)).email).toBe('mover@new.test');
      expect((await bookingRow(declined.id)).email).toBe('mover@old.test');
      expect((await bookingRow(elsewhere.id)).email).toBe('work@elsewhere.test');

      // The organisation's next reply goes to the new address.
      await boss
        .post(`/api/admin/speaking-requests/${open.id}/reply`)
        .send({ message: 'Noted your new address.' })
        .expect(201);
      const reply = await smtp.waitFor('mover@new.test', (m) =>
        m.parsed.subject!.startsWith('Re: Your speaking request: Workshop for Open Co'),
      );
      expect(reply.parsed.text).toContain('Noted your new address.');
      expect(smtp.to('mover@old.test').map((m) => m.parsed.subject)).not.toContain(
        'Re: Your speaking request: Workshop for Open Co',
      );

      // The administrators: a note in the moved inquiry's thread, and the audit trail.
      const line = /from mover@old\.test to mover@new\.test/;
      const thread = (await boss.get(`/api/admin/speaking-requests/${open.id}`)).body.thread;
      expect(thread[0]).toMatchObject({ author: 'note', authorName: 'mover' });
      expect(thread[0].body).toMatch(line);
      expect(
        (await boss.get(`/api/admin/speaking-requests/${declined.id}`)).body.thread.some(
          (e: { author: string }) => e.author === 'note',
        ),
      ).toBe(false);
      const audit = await boss
        .get(`/api/admin/audit-log?action=user.email-change&targetId=${user.id}`)
        .expect(200);
      expect(audit.body.items).toEqual([
        expect.objectContaining({
          actorId: user.id,
          actorName: 'mover',
          action: 'user.email-change',
          targetType: 'user',
          targetLabel: 'mover',
          changes: { email: { from: 'mover@old.test', to: 'mover@new.test' } },
        }),
      ]);

      // The member: a line in the moved conversation (already read: they made the change), which
      // now names the new address; none in the others.
      const cards = (await agent.get('/api/my/conversations').expect(200)).body as {
        conversation: { kind: string; inquiryId: string; address: string; entries: Entry[] } | null;
      }[];
      const card = (id: string) =>
        cards.find((c) => c.conversation?.inquiryId === id)!.conversation!;
      expect(card(open.id).address).toBe('mover@new.test');
      const notice = card(open.id).entries.find((e) => line.test(e.body))!;
      expect(notice).toMatchObject({ author: 'organisation', kind: 'status', read: true });
      expect(card(declined.id).address).toBe('mover@old.test');
      expect(card(declined.id).entries.some((e) => line.test(e.body))).toBe(false);
      expect(card(elsewhere.id).entries.some((e) => line.test(e.body))).toBe(false);
      // The contact message moved too (the organisation's reply to it goes to the new address),
      // without a card of its own for the line alone.
      const [answer] = await t.dataSource
        .getRepository(ContactMessage)
        .findBy({ userId: user.id, message: 'Thanks!' });
      expect(answer.email).toBe('mover@new.test');
      expect(cards.filter((c) => c.conversation?.kind === 'contact-message')).toEqual([]);
    });
  });

  describe('preferences applied', () => {
    it('emailNotifications off: no acknowledgement e-mail, but the inbox message and the notification', async () => {
      const { user, agent } = await member('quietone');
      await agent.put('/api/user/preferences').send({ emailNotifications: false }).expect(200);
      await agent
        .post('/api/contact')
        .send({ name: 'Quiet One', email: 'quietone@example.org', message: 'Quietly asking' })
        .expect(201);
      // Anonymously with the verified address, too.
      await request(t.http)
        .post('/api/speaking-request')
        .send(speaking('quietone@example.org', { company: 'Quiet Co' }))
        .expect(201);
      await smtp.waitFor(NOTIFY, (m) => m.parsed.text!.includes('Quietly asking'));
      await smtp.waitFor(NOTIFY, (m) => m.parsed.subject!.includes('Quiet Co'));
      await sleep(500);
      expect(smtp.to('quietone@example.org')).toEqual([]);
      expect((await messagesOf(user.id)).map((m) => m.type)).toEqual(['inquiry', 'inquiry']);

      // Back on: acknowledgements return.
      await agent.put('/api/user/preferences').send({ emailNotifications: true }).expect(200);
      await agent
        .post('/api/contact')
        .send({ name: 'Quiet One', email: 'quietone@example.org', message: 'Asking again' })
        .expect(201);
      await smtp.waitFor('quietone@example.org');
    });

    it('marketingEmails confirms and unsubscribes the verified address, keeping the unsubscribe link valid', async () => {
      const { agent } = await member('marketer');
      const email = 'marketer@example.org';
      const row = () =>
        t.dataSource
          .query('SELECT status FROM newsletter_subscriber WHERE email = $1', [email])
          .then((r: { status: string }[]) => r[0]?.status);
      expect(await row()).toBeUndefined();

      let res = await agent
        .put('/api/user/preferences')
        .send({ marketingEmails: true })
        .expect(200);
      expect(res.body.marketingEmails).toBe(true);
      expect(await row()).toBe('confirmed');
      const welcome = await smtp.waitFor(email);
      const token = new URL(
        linkIn(welcome, 'http://localhost:3000/newsletter/unsubscribe?token='),
      ).searchParams.get('token');

      res = await agent.put('/api/user/preferences').send({ marketingEmails: false }).expect(200);
      expect(res.body.marketingEmails).toBe(false);
      expect(await row()).toBe('unsubscribed');
      expect((await agent.get('/api/user/preferences')).body.marketingEmails).toBe(false);
      // The e-mail's link still works (and changes nothing more).
      await request(t.http).post('/api/newsletter/unsubscribe').send({ token }).expect(200);

      // Signing up from the footer form shows in the settings too, once confirmed...
      await request(t.http).post('/api/newsletter/subscribe').send({ email }).expect(201);
      expect((await agent.get('/api/user/preferences')).body.marketingEmails).toBe(false);
      const confirmation = await smtp.waitFor(email, (m) => m !== welcome);
      const confirmToken = new URL(
        linkIn(confirmation, 'http://localhost:3000/newsletter/confirm?token='),
      ).searchParams.get('token');
      await request(t.http)
        .post('/api/newsletter/confirm')
        .send({ token: confirmToken })
        .expect(200);
      expect((await agent.get('/api/user/preferences')).body.marketingEmails).toBe(true);
      // ...and the welcome's unsubscribe link turns it off there as well.
      const second = await smtp.waitFor(email, (m) => m !== welcome && m !== confirmation);
      const token2 = new URL(
        linkIn(second, 'http://localhost:3000/newsletter/unsubscribe?token='),
      ).searchParams.get('token');
      await request(t.http).post('/api/newsletter/unsubscribe').send({ token: token2 }).expect(200);
      expect((await agent.get('/api/user/preferences')).body.marketingEmails).toBe(false);
    });
  });

  describe('summary', () => {
    it('counts the member’s own bookings, upcoming events and messages, nothing made up', async () => {
      const { agent } = await member('summarised');
      let res = await agent.get('/api/my/summary').expect(200);
      expect(res.body).toEqual({
        bookings: { total: 0, pending: 0, confirmed: 0, upcoming: 0 },
        nextEvent: null,
        messages: { total: 0, unread: 0, inquiries: 0 },
      });

      const later = await requestTalk(agent, 'summarised@example.org', { eventDate: '2099-01-01' });
      const sooner = await requestTalk(agent, 'summarised@example.org', {
        eventDate: '2098-05-05',
        company: 'Sooner Co',
      });
      const past = await requestTalk(agent, 'summarised@example.org', { eventDate: '2001-01-01' });
      const done = await requestTalk(agent, 'summarised@example.org', { eventDate: '2097-01-01' });
      await requestTalk(null, 'summarised@example.org', { eventDate: '' }); // by verified address
      const setStatus = (id: string, status: string) =>
        t.dataSource.query(`UPDATE speaking_request SET status = $2 WHERE id = $1`, [id, status]);
      for (const row of [later, sooner, past]) await setStatus(row.id, 'confirmed');
      await setStatus(done.id, 'completed');
      await t.dataSource.query(`UPDATE speaking_request SET event_time = '09:30' WHERE id = $1`, [
        sooner.id,
      ]);
      await agent
        .post('/api/contact')
        .send({ name: 'S', email: 'summarised@example.org', message: 'Hi' })
        .expect(201);
      await t.app.get(InquiriesService).notifyStatusChange(later.id);
      // Someone else's request does not count.
      await requestTalk(null, 'someone.else@example.org', { eventDate: '2096-01-01' });

      res = await agent.get('/api/my/summary').expect(200);
      // Confirmed and still to come: 'later' and 'sooner' (not the past one, not the completed one).
      expect(res.body.bookings).toEqual({ total: 5, pending: 1, confirmed: 3, upcoming: 2 });
      expect(res.body.nextEvent).toEqual({
        id: sooner.id,
        title: 'Workshop for Sooner Co',
        date: '2098-05-05',
        time: '09:30',
      });
      // Counted per conversation: 5 speaking requests and 1 contact message; the confirmation is
      // part of its request's conversation.
      expect(res.body.messages).toEqual({ total: 6, unread: 6, inquiries: 6 });

      // Reading the confirmation reads its whole conversation (the acknowledgement too).
      const messages = (await agent.get('/api/my/messages')).body as { id: string }[];
      await agent.post(`/api/my/messages/${messages[0].id}/read`).expect(200);
      res = await agent.get('/api/my/summary').expect(200);
      expect(res.body.messages.unread).toBe(5);
    });
  });

  describe('for the admin panel (service methods)', () => {
    it('notifyStatusChange: a confirmation message and a status e-mail to the owner', async () => {
      const { user, agent } = await member('confirmed');
      const row = await requestTalk(agent, 'confirmed@example.org', { company: 'Status Co' });
      await t.dataSource.query(
        `UPDATE speaking_request SET status = 'confirmed', event_time = '14:00', location = 'Main Hall' WHERE id = $1`,
        [row.id],
      );
      const service = t.app.get(InquiriesService);
      const message = await service.notifyStatusChange(row.id);
      expect(message).toMatchObject({
        userId: user.id,
        type: 'confirmation',
        subject: 'Booking confirmed: Workshop for Status Co',
        speakingRequestId: row.id,
      });
      expect(message!.body).toContain('is confirmed');
      expect(message!.body).toContain('Time: 14:00\nLocation: Main Hall');
      const [listed] = (await agent.get('/api/my/messages').expect(200)).body;
      expect(listed).toMatchObject({ type: 'confirmation', bookingId: row.id, read: false });

      const mail = await smtp.waitFor('confirmed@example.org', (m) =>
        m.parsed.subject!.startsWith('Booking confirmed'),
      );
      expect(mail.parsed.subject).toBe('Booking confirmed: Workshop for Status Co');
      expect(mail.parsed.text).not.toContain('Hello confirmed,');
      expect(mail.parsed.text).toContain('Location: Main Hall');
      expect(linkIn(mail, 'http://localhost:3000/my/bookings')).toBeDefined();
      expect(linkIn(mail, 'http://localhost:3000/my/settings')).toBeDefined();

      await t.dataSource.query(`UPDATE speaking_request SET status = 'declined' WHERE id = $1`, [
        row.id,
      ]);
      expect((await service.notifyStatusChange(row.id))!.subject).toBe(
        'Booking declined: Workshop for Status Co',
      );
    });

    it('notifyStatusChange: no e-mail when the member turned Email Notifications off; null without an owner', async () => {
      const { user, agent } = await member('nomail');
      await agent.put('/api/user/preferences').send({ emailNotifications: false }).expect(200);
      const row = await requestTalk(null, 'nomail@example.org', { company: 'Silent Co' });
      await t.dataSource.query(`UPDATE speaking_request SET status = 'completed' WHERE id = $1`, [
        row.id,
      ]);
      const service = t.app.get(InquiriesService);
      const message = await service.notifyStatusChange(row.id);
      expect(message).toMatchObject({
        userId: user.id,
        subject: 'Booking completed: Workshop for Silent Co',
      });
      await smtp.waitFor(NOTIFY, (m) => m.parsed.subject!.includes('Silent Co'));
      await sleep(500);
      expect(smtp.to('nomail@example.org')).toEqual([]);

      const visitor = await requestTalk(null, 'visitor@nowhere.test');
      expect(await service.notifyStatusChange(visitor.id)).toBeNull();
      await expect(service.notifyStatusChange(UNKNOWN_ID)).rejects.toBeInstanceOf(
        NotFoundException,
      );
    });

    it('sendOrganisationMessage: a feedback message, checked', async () => {
      const { user, agent } = await member('feedbacked');
      const service = t.app.get(MemberInboxService);
      const message = await service.sendOrganisationMessage(
        user.id,
        '  Thank   you  ',
        'It was a pleasure.\r\nSee you soon.',
      );
      expect(message).toMatchObject({
        type: 'feedback',
        subject: 'Thank you',
        body: 'It was a pleasure.\nSee you soon.',
        senderName: 'Building Bridges Inclusion',
      });
      const [listed] = (await agent.get('/api/my/messages')).body;
      expect(listed).toMatchObject({ id: message.id, type: 'feedback' });
      const mail = await smtp.waitFor('feedbacked@example.org');
      expect(mail.parsed.subject).toBe('Thank you');
      await expect(service.sendOrganisationMessage(user.id, '', 'x')).rejects.toBeInstanceOf(
        BadRequestException,
      );
      await expect(service.sendOrganisationMessage(user.id, 'x', ' ')).rejects.toBeInstanceOf(
        BadRequestException,
      );
      await expect(service.sendOrganisationMessage(UNKNOWN_ID, 'x', 'y')).rejects.toBeInstanceOf(
        NotFoundException,
      );
    });

    it('MemberInboxService.ownerOf prefers the signed-in member to the address', async () => {
      const a = await createUser(t, { username: 'ownerpref' });
      const b = await createUser(t, { username: 'addressee' });
      const inbox = t.app.get(MemberInboxService);
      expect(
        await inbox.ownerOf(
          {
            id: a.id,
            username: a.username,
            email: a.email,
            isAdmin: false,
            emailVerified: true,
            roles: [],
            permissions: [],
            pendingEmail: null,
          },
          b.email,
        ),
      ).toBe(a.id);
      expect(await inbox.ownerOf(undefined, b.email.toUpperCase())).toBe(b.id);
      expect(await inbox.ownerOf(undefined, 'nobody@example.org')).toBeNull();
    });
  });

  describe('the member’s data', () => {
    it('the export holds the member’s inbox and linked requests, and no one else’s', async () => {
      const { user, agent } = await member('exporting');
      const other = await member('notexported');
      await requestTalk(agent, 'work-address@exporting.test', { company: 'Linked Co' });
      await requestTalk(null, 'exporting@example.org', { company: 'Address Co' });
      await requestTalk(other.agent, 'notexported@example.org', { company: 'Other Co' });
      await agent
        .post('/api/corporate-partnership')
        .send({
          companyName: 'Linked Partner',
          contactName: 'E',
          email: 'partner@exporting.test',
          partnershipType: 'client',
        })
        .expect(201);
      const thread = await t.app
        .get(MemberInboxService)
        .sendOrganisationMessage(user.id, 'Export me', 'Body');
      await agent
        .post(`/api/my/messages/${thread.id}/reply`)
        .send({ message: 'My reply' })
        .expect(201);
      await t.app
        .get(MemberInboxService)
        .sendOrganisationMessage(other.user.id, 'Not yours', 'Secret');

      const res = await agent.get('/api/user/export').expect(200);
      expect(res.body.speakingRequests.map((r: { company: string }) => r.company).sort()).toEqual([
        'Address Co',
        'Linked Co',
      ]);
      expect(
        res.body.partnershipInquiries.map((r: { companyName: string }) => r.companyName),
      ).toEqual(['Linked Partner']);
      expect(res.body.contactMessages.map((r: { message: string }) => r.message)).toEqual([
        'My reply',
      ]);
      const subjects = res.body.memberMessages.map((m: { subject: string }) => m.subject);
      expect(subjects).toEqual(
        expect.arrayContaining([
          'Speaking request received: Workshop for Linked Co',
          'Speaking request received: Workshop for Address Co',
          'Partnership inquiry received: Linked Partner',
          'Export me',
        ]),
      );
      expect(subjects).toHaveLength(4);
      for (const m of res.body.memberMessages) expect(m.userId).toBe(user.id);
      expect(res.text).not.toMatch(/Other Co|Not yours|Secret|notexported/);
    });

    it('deleting the account deletes its inbox, contact messages and newsletter subscription, and keeps its requests for the organisation without the member’s name, address or words', async () => {
      const { user, agent } = await member('goingaway');
      const other = await member('staying');
      const signedInRow = await requestTalk(agent, 'work@goingaway.test', { company: 'Linked Co' });
      const byAddress = await requestTalk(null, 'goingaway@example.org', { company: 'Address Co' });
      const othersRow = await requestTalk(other.agent, 'staying@example.org', {
        company: 'Kept Co',
      });
      await agent
        .post('/api/corporate-partnership')
        .send({
          companyName: 'Going Partner',
          contactName: 'Gone Person',
          email: 'goingaway@example.org',
          partnershipType: 'client',
          contractDetails: {
            interests: ['Speaking Engagements'],
            additionalInfo: 'Call me on my mobile, 555 0100.',
          },
        })
        .expect(201);
      await request(t.http)
        .post('/api/contact')
        .send({ name: 'Gone Person', email: 'goingaway@example.org', message: 'Visitor words' })
        .expect(201);
      await request(t.http)
        .post('/api/contact')
        .send({ name: 'Staying', email: 'staying@example.org', message: 'Not theirs' })
        .expect(201);
      for (const email of ['goingaway@example.org', 'staying@example.org'])
        await request(t.http).post('/api/newsletter/subscribe').send({ email }).expect(201);
      // The organisation's reply and the member's answer in the booking's thread.
      const threads = t.app.get(InquiryThreadsService);
      await threads.add(
        {
          kind: 'speaking-request',
          inquiryId: signedInRow.id,
          author: 'organisation',
          authorUserId: null,
          authorName: 'boss',
          body: 'We look forward to it.',
        },
        t.dataSource.manager,
      );
      const thread = (await messagesOf(user.id)).find(
        (m) => m.speakingRequestId === signedInRow.id,
      )!;
      await agent.post(`/api/my/messages/${thread.id}/reply`).send({ message: 'Bye' }).expect(201);

      await agent.delete('/api/user').send({ password: PASSWORD }).expect(200);

      expect(await messagesOf(user.id)).toEqual([]);
      const contacts = await t.dataSource.getRepository(ContactMessage).find({
        where: [{ message: 'Bye' }, { message: 'Visitor words' }, { message: 'Not theirs' }],
      });
      expect(contacts.map((c) => c.message)).toEqual(['Not theirs']);
      for (const id of [signedInRow.id, byAddress.id])
        expect(await bookingRow(id)).toMatchObject({
          contactName: 'Deleted member',
          email: '',
          message: null,
          userId: null,
          status: 'pending',
          eventType: 'workshop',
          eventDate: '2099-06-30',
        });
      expect(await bookingRow(othersRow.id)).toMatchObject({
        contactName: 'Jordan Lee',
        email: 'staying@example.org',
      });
      const entries = await t.dataSource.query(
        'SELECT author, body FROM inquiry_reply WHERE inquiry_id = $1 ORDER BY created_at',
        [signedInRow.id],
      );
      expect(entries).toEqual([{ author: 'organisation', body: 'We look forward to it.' }]);
      const partnership = await t.dataSource
        .getRepository(CorporatePartnership)
        .findOneByOrFail({ companyName: 'Going Partner' });
      expect(partnership).toMatchObject({
        contactName: 'Deleted member',
        email: '',
        userId: null,
        contractDetails: { interests: ['Speaking Engagements'] },
      });
      const subscribed = await t.dataSource.query(
        'SELECT email FROM newsletter_subscriber WHERE email IN ($1, $2)',
        ['goingaway@example.org', 'staying@example.org'],
      );
      expect(subscribed).toEqual([{ email: 'staying@example.org' }]);

      // The organisation can still work with the booking; nobody is mailed about it.
      await createUser(t, { username: 'deletionboss', isAdmin: true });
      const boss = await signedIn(t, 'deletionboss');
      await boss
        .patch(`/api/admin/speaking-requests/${signedInRow.id}/status`)
        .send({ status: 'confirmed' })
        .expect(200);
      expect((await bookingRow(signedInRow.id)).status).toBe('confirmed');
    });
  });
});
