import request from 'supertest';
import { ContactMessage } from '../src/inquiries/contact-message.entity';
import { SpeakingRequest } from '../src/inquiries/speaking-request.entity';
import { CorporatePartnership } from '../src/partnerships/corporate-partnership.entity';
import { createUser, PASSWORD, signedIn, tokenIn } from './support/accounts';
import { TestSmtpServer } from './support/smtp';
import { createTestApp, TestApp } from './support/test-app';

const VERIFY_LINK = 'http://localhost:3000/verify-email?token=';

/**
 * A member's history follows the person, not their current address: inquiries sent from an address
 * before it was verified in an account become the account's when it is, with what the organisation
 * sent about them in the member's inbox, and stay theirs after a change of address.
 */
describe('member history: inquiries sent before registering, and after a change of address', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    t = await createTestApp({ SMTP_URL: smtp.url, NOTIFICATION_EMAIL: 'team@bridges.test' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(() => t.dataSource.query('DELETE FROM rate_limit'));

  const verifyLinkTo = (address: string) =>
    smtp.waitFor(address, (m) => (m.parsed.text ?? '').includes(VERIFY_LINK));

  it('links a visitor’s requests and the replies they got to the account they register, through a later change of address', async () => {
    const visitor = request(t.http);
    // As a visitor: a speaking request, a contact message and a partnership inquiry.
    await visitor
      .post('/api/speaking-request')
      .send({
        contactName: 'Priya Raman',
        email: 'Priya@Example.org',
        company: 'Harbour Trust',
        eventType: 'keynote',
        eventDate: '2099-05-14',
        attendeeCount: 300,
        message: 'Our annual conference.',
      })
      .expect(201);
    await visitor
      .post('/api/contact')
      .send({
        name: 'Priya Raman',
        email: 'priya@example.org',
        message: 'A question about access.',
      })
      .expect(201);
    await visitor
      .post('/api/corporate-partnership')
      .send({
        companyName: 'Harbour Trust',
        contactName: 'Priya Raman',
        email: 'priya@example.org',
        partnershipType: 'client',
      })
      .expect(201);
    const booking = await t.dataSource
      .getRepository(SpeakingRequest)
      .findOneByOrFail({ email: 'priya@example.org' });

    // The organisation answers the visitor (by e-mail only: there is no account yet).
    await createUser(t, { username: 'boss', email: 'boss@example.org', isAdmin: true });
    const boss = await signedIn(t, 'boss');
    await boss
      .post(`/api/admin/speaking-requests/${booking.id}/reply`)
      .send({ message: 'Dear Priya, we would love to speak at your conference.' })
      .expect(201);
    await smtp.waitFor('priya@example.org', (m) =>
      (m.parsed.text ?? '').includes('we would love to speak'),
    );

    // Priya registers with that address. Before she verifies it, nothing of it is hers.
    await visitor
      .post('/api/register')
      .send({ username: 'priya', email: 'priya@example.org', password: PASSWORD })
      .expect(201);
    expect(
      await t.dataSource.getRepository(SpeakingRequest).findOneByOrFail({ id: booking.id }),
    ).toMatchObject({ userId: null });
    const token = tokenIn(await verifyLinkTo('priya@example.org'), VERIFY_LINK);
    await visitor.post('/api/verify-email').send({ token }).expect(200);
    const priya = await signedIn(t, 'priya');
    const me = (await priya.get('/api/user').expect(200)).body as { id: string };

    // Verified: all three are linked to her account.
    for (const entity of [SpeakingRequest, ContactMessage, CorporatePartnership] as const) {
      const rows = await t.dataSource.getRepository(entity).findBy({ email: 'priya@example.org' });
      expect(rows.map((r) => r.userId)).toEqual([me.id]);
    }
    const bookings = (await priya.get('/api/my/bookings').expect(200)).body as { id: string }[];
    expect(bookings.map((b) => b.id)).toEqual([booking.id]);

    // Her inbox has what she was sent: the three acknowledgements and the reply, already read and
    // dated when sent, the reply linked to the booking.
    const inbox = (await priya.get('/api/my/messages').expect(200)).body as {
      id: string;
      subject: string;
      body: string;
      read: boolean;
      bookingId: string | null;
      date: string;
    }[];
    expect(inbox.map((m) => m.subject).sort()).toEqual(
      [
        'Partnership inquiry received: Harbour Trust',
        'Re: Your speaking request: Keynote for Harbour Trust',
        'Speaking request received: Keynote for Harbour Trust',
        'We received your message',
      ].sort(),
    );
    expect(inbox.every((m) => m.read)).toBe(true);
    const reply = inbox.find((m) => m.subject.startsWith('Re: '))!;
    expect(reply.body).toBe('Dear Priya, we would love to speak at your conference.');
    expect(reply.bookingId).toBe(booking.id);
    const thread = (await boss.get(`/api/admin/speaking-requests/${booking.id}`).expect(200)).body
      .thread as { createdAt: string }[];
    expect(reply.date).toBe(thread[0].createdAt);

    // Her answer to that reply joins the booking's thread (one reply, one place).
    await priya
      .post(`/api/my/messages/${reply.id}/reply`)
      .send({ message: 'Wonderful, thank you!' })
      .expect(201);
    const detail = (await boss.get(`/api/admin/speaking-requests/${booking.id}`).expect(200))
      .body as { thread: { author: string; body: string }[] };
    expect(detail.thread.map((e) => [e.author, e.body])).toEqual([
      ['organisation', 'Dear Priya, we would love to speak at your conference.'],
      ['sender', 'Wonderful, thank you!'],
    ]);

    // She changes her address: her bookings and messages stay hers.
    await priya.patch('/api/user').send({ email: 'priya.raman@example.net' }).expect(200);
    const change = tokenIn(await verifyLinkTo('priya.raman@example.net'), VERIFY_LINK);
    await visitor.post('/api/verify-email').send({ token: change }).expect(200);
    const after = (await priya.get('/api/my/bookings').expect(200)).body as { id: string }[];
    expect(after.map((b) => b.id)).toEqual([booking.id]);
    // Her three conversations were open: they moved to the new address, each with a line saying so.
    const inboxAfter = (await priya.get('/api/my/messages').expect(200)).body as {
      subject: string;
      read: boolean;
    }[];
    expect(inboxAfter).toHaveLength(inbox.length + 3);
    expect(
      inboxAfter.filter((m) => m.subject === 'Your email address for this conversation changed'),
    ).toHaveLength(3);
    expect(inboxAfter.every((m) => m.read)).toBe(true);

    // Someone who later registers the old address gets none of it.
    await visitor
      .post('/api/register')
      .send({ username: 'newcomer', email: 'priya@example.org', password: PASSWORD })
      .expect(201);
    const other = tokenIn(
      await smtp.waitFor(
        'priya@example.org',
        (m) => (m.parsed.text ?? '').includes(VERIFY_LINK) && tokenIn(m, VERIFY_LINK) !== token,
      ),
      VERIFY_LINK,
    );
    await visitor.post('/api/verify-email').send({ token: other }).expect(200);
    const newcomer = await signedIn(t, 'newcomer');
    expect((await newcomer.get('/api/my/bookings').expect(200)).body).toEqual([]);
    expect((await newcomer.get('/api/my/messages').expect(200)).body).toEqual([]);
  });

  it('a request sent by a member whose address was verified already is not copied twice when the address is verified again', async () => {
    const member = await createUser(t, { username: 'lena', email: 'lena@example.org' });
    const lena = await signedIn(t, 'lena');
    // Sent signed out, from her verified address: acknowledged in her inbox at once.
    await request(t.http)
      .post('/api/contact')
      .send({ name: 'Lena', email: 'lena@example.org', message: 'Hello there.' })
      .expect(201);
    const before = (await lena.get('/api/my/messages').expect(200)).body as unknown[];
    expect(before).toHaveLength(1);
    // An administrator marks the address unverified and verified again: the message becomes hers
    // by account, with no second copy of its acknowledgement.
    await createUser(t, { username: 'chief', email: 'chief@example.org', isAdmin: true });
    const chief = await signedIn(t, 'chief');
    await chief.patch(`/api/admin/users/${member.id}`).send({ emailVerified: false }).expect(200);
    await chief.patch(`/api/admin/users/${member.id}`).send({ emailVerified: true }).expect(200);
    const row = await t.dataSource
      .getRepository(ContactMessage)
      .findOneByOrFail({ email: 'lena@example.org' });
    expect(row.userId).toBe(member.id);
    expect((await lena.get('/api/my/messages').expect(200)).body).toHaveLength(1);
  });
});
