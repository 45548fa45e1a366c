import request from 'supertest';
import { IsNull, Not } from 'typeorm';
import { ContactMessage } from '../../src/inquiries/contact-message.entity';
import { MERGE_MESSAGES } from '../../src/inquiries/inquiry-merge.service';
import { SpeakingRequest } from '../../src/inquiries/speaking-request.entity';
import { CorporatePartnership } from '../../src/partnerships/corporate-partnership.entity';
import { createUser, signedIn } from '../support/accounts';
import { TestSmtpServer } from '../support/smtp';
import { createTestApp, TestApp } from '../support/test-app';
import { queuedCount } from '../support/mail-queue';

type Agent = Awaited<ReturnType<typeof signedIn>>;
const UNKNOWN_ID = '3f0c6b1e-7a51-4c1e-9d3b-2a8f6e4d9c10';

/** Merging duplicate inquiries, for the three kinds (issue 20, section 3). */
describe('admin: merging duplicate inquiries', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let boss: Agent;
  let member: Agent;

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    t = await createTestApp({ SMTP_URL: smtp.url, NOTIFICATION_EMAIL: 'team@bridges.test' });
    await createUser(t, { username: 'boss', email: 'boss@example.org', isAdmin: true });
    boss = await signedIn(t, 'boss');
    await createUser(t, { username: 'noor', email: 'noor@example.org' });
    member = await signedIn(t, 'noor');
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(() => t.dataSource.query('DELETE FROM rate_limit'));

  /** Waits until the SMTP peer has `n` messages (the forms' mails go through the queue). */
  const mailsSettle = async (n: number) => {
    const deadline = Date.now() + 30_000;
    while (smtp.messages.length < n && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(smtp.messages).toHaveLength(n);
  };
  const thread = async (path: string) =>
    (await boss.get(path).expect(200)).body.thread as { author: string; body: string }[];

  it('speaking requests: the duplicate’s conversation and messages move, what they wrote stays as a note; nothing is sent; audited', async () => {
    const send = (company: string, email: string, message: string) =>
      request(t.http)
        .post('/api/speaking-request')
        .send({ contactName: 'Noor', email, company, eventType: 'panel', message })
        .expect(201);
    await member
      .post('/api/speaking-request')
      .send({
        contactName: 'Noor',
        email: 'noor@example.org',
        company: 'Delta',
        eventType: 'panel',
      })
      .expect(201);
    await send('Delta', 'Noor@Example.org', 'Sent twice, sorry: 40 people.');
    await send('Elsewhere', 'other@example.org', 'Someone else.');
    await mailsSettle(6);
    const repo = t.dataSource.getRepository(SpeakingRequest);
    const kept = await repo.findOneByOrFail({ company: 'Delta', userId: Not(IsNull()) });
    const duplicate = await repo.findOneByOrFail({ message: 'Sent twice, sorry: 40 people.' });
    const other = await repo.findOneByOrFail({ company: 'Elsewhere' });
    // The organisation answered the duplicate before anyone noticed it was one.
    await boss
      .post(`/api/admin/speaking-requests/${duplicate.id}/reply`)
      .send({ message: 'Thank you, we will be in touch.' })
      .expect(201);
    await mailsSettle(7);

    const refusals: [string, unknown, number, string][] = [
      [kept.id, { duplicateId: kept.id }, 400, MERGE_MESSAGES.itself],
      [kept.id, { duplicateId: other.id }, 400, MERGE_MESSAGES.otherSender],
      [kept.id, { duplicateId: UNKNOWN_ID }, 404, 'We could not find that speaking request.'],
      [UNKNOWN_ID, { duplicateId: kept.id }, 404, 'We could not find that speaking request.'],
      [kept.id, { duplicateId: 'nope' }, 400, 'The duplicate must be given by its id (a UUID).'],
      [kept.id, {}, 400, 'The duplicate must be given by its id (a UUID).'],
    ];
    for (const [id, body, status, message] of refusals) {
      const res = await boss
        .post(`/api/admin/speaking-requests/${id}/merge`)
        .send(body as object)
        .expect(status);
      expect(JSON.stringify(res.body.message)).toContain(message);
    }
    await member
      .post(`/api/admin/speaking-requests/${kept.id}/merge`)
      .send({ duplicateId: duplicate.id })
      .expect(403);

    await boss
      .post(`/api/admin/speaking-requests/${kept.id}/merge`)
      .send({ duplicateId: duplicate.id })
      .expect(204);
    expect(await repo.findOneBy({ id: duplicate.id })).toBeNull();
    expect(await repo.findOneBy({ id: other.id })).not.toBeNull();
    await boss.get(`/api/admin/speaking-requests/${duplicate.id}`).expect(404);
    const entries = await thread(`/api/admin/speaking-requests/${kept.id}`);
    expect(entries.map((e) => e.author)).toEqual(['organisation', 'note']);
    expect(entries[0].body).toBe('Thank you, we will be in touch.');
    expect(entries[1].body).toMatch(
      /^Merged in: the speaking request "Panel discussion for Delta" sent on [A-Z][a-z]{2} \d{1,2}, \d{4}\.\n\nWhat they wrote:\nSent twice, sorry: 40 people\.$/,
    );

    // The member sees one booking, whose conversation has the reply; the note is not theirs to see.
    const bookings = (await member.get('/api/my/bookings').expect(200)).body as { id: string }[];
    expect(bookings.map((b) => b.id)).toEqual([kept.id]);
    const messages = (await member.get('/api/my/messages').expect(200)).body as {
      bookingId: string | null;
      body: string;
    }[];
    expect(messages.filter((m) => m.bookingId === duplicate.id)).toEqual([]);
    expect(messages.filter((m) => m.body === 'Thank you, we will be in touch.')).toEqual([
      expect.objectContaining({ bookingId: kept.id }),
    ]);
    expect(JSON.stringify(messages)).not.toContain('Merged in');

    const [entry] = await t.dataSource.query(
      `SELECT actor_name, target_id, target_label, detail FROM audit_entry
        WHERE action = 'speaking-request.merge'`,
    );
    expect(entry).toEqual({
      actor_name: 'boss',
      target_id: kept.id,
      target_label: 'Panel discussion for Delta',
      detail: expect.stringContaining(duplicate.id),
    });
    // Nothing was sent by the merge: the seven messages of the submissions and replies are all the
    // queue ever held, and all the SMTP server received.
    expect(await queuedCount(t.dataSource)).toBe(7);
    await smtp.waitFor('team@bridges.test', () => smtp.messages.length >= 7);
    expect(smtp.messages).toHaveLength(7);
  });

  it('partnership inquiries and contact messages merge the same way', async () => {
    const before = smtp.messages.length;
    for (let i = 0; i < 2; i++) {
      await request(t.http)
        .post('/api/corporate-partnership')
        .send({
          companyName: `Orbit ${i}`,
          contactName: 'Ola',
          email: 'ola@orbit.test',
          partnershipType: 'sponsor',
        })
        .expect(201);
      await request(t.http)
        .post('/api/contact')
        .send({ name: 'Ola', email: 'ola@orbit.test', message: `Hello ${i}.` })
        .expect(201);
    }
    await mailsSettle(before + 8);
    const partnerships = await t.dataSource
      .getRepository(CorporatePartnership)
      .find({ where: { email: 'ola@orbit.test' }, order: { companyName: 'ASC' } });
    const contacts = await t.dataSource
      .getRepository(ContactMessage)
      .find({ where: { email: 'ola@orbit.test' }, order: { message: 'ASC' } });
    for (const [path, [kept, duplicate], wrote] of [
      ['corporate-partnerships', partnerships, /Partnership type: Program Sponsor/],
      ['contact-messages', contacts, /What they wrote:\nHello 1\.$/],
    ] as const) {
      await boss
        .post(`/api/admin/${path}/${kept.id}/merge`)
        .send({ duplicateId: duplicate.id })
        .expect(204);
      await boss.get(`/api/admin/${path}/${duplicate.id}`).expect(404);
      const [note] = await thread(`/api/admin/${path}/${kept.id}`);
      expect(note.author).toBe('note');
      expect(note.body).toMatch(wrote);
    }
    expect(
      await t.dataSource.query(
        `SELECT action FROM audit_entry WHERE action IN ('corporate-partnership.merge', 'contact-message.merge') ORDER BY action`,
      ),
    ).toEqual([{ action: 'contact-message.merge' }, { action: 'corporate-partnership.merge' }]);
    expect(smtp.messages).toHaveLength(before + 8);
  });
});
