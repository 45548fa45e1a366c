import request from 'supertest';
import { IsNull, Not } from 'typeorm';
import { ContactMessage } from '../../src/inquiries/contact-message.entity';
import { MERGE_MESSAGES } from '../../src/inquiries/inquiry-merge.service';
import { CONVERT_MESSAGES } from '../../src/inquiry-conversion/inquiry-conversion.service';
import { SpeakingRequest } from '../../src/inquiries/speaking-request.entity';
import { CorporatePartnership } from '../../src/partnerships/corporate-partnership.entity';
import { createUser, signedIn } from '../support/accounts';
import { TestSmtpServer } from '../support/smtp';
import { createTestApp, TestApp } from '../support/test-app';
import { queuedCount } from '../support/mail-queue';

type Agent = Awaited<ReturnType<typeof signedIn>>;
const UNKNOWN_ID = '3f0c6b1e-7a51-4c1e-9d3b-2a8f6e4d9c10';

/**
 * Merging duplicate inquiries, for the three kinds (issue 20, section 3), and turning a contact
 * message into a speaking request or a partnership inquiry (issue 46): both move a conversation.
 */
describe('admin: merging duplicate inquiries, converting contact messages', () => {
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

  it('a contact message becomes a speaking request: the typed fields, its conversation, notes, assignee, owner and inbox links carried over; archived with a link; audited; once', async () => {
    const before = smtp.messages.length;
    await member
      .post('/api/contact')
      .send({
        name: 'Noor Haddad',
        email: 'noor@example.org',
        company: 'Cedar Trust',
        message: 'Could Jamie speak at our staff day?',
      })
      .expect(201);
    await mailsSettle(before + 2);
    const contacts = t.dataSource.getRepository(ContactMessage);
    const message = await contacts.findOneByOrFail({
      message: 'Could Jamie speak at our staff day?',
    });
    const bossId = (await t.dataSource.query(`SELECT id FROM app_user WHERE username = 'boss'`))[0]
      .id as string;
    await boss
      .patch(`/api/admin/contact-messages/${message.id}/assignee`)
      .send({ assigneeId: bossId })
      .expect(200);
    await boss
      .post(`/api/admin/contact-messages/${message.id}/reply`)
      .send({ message: 'Gladly: when and for how many?' })
      .expect(201);
    await boss
      .post(`/api/admin/contact-messages/${message.id}/notes`)
      .send({ note: 'Sounds like a keynote.' })
      .expect(201);
    const [copy] = await t.dataSource.query(
      `SELECT id FROM member_message WHERE inquiry_kind = 'contact-message' AND inquiry_id = $1 AND body = $2`,
      [message.id, 'Gladly: when and for how many?'],
    );
    await member
      .post(`/api/my/messages/${copy.id}/reply`)
      .send({ message: 'June 30, about 120 people.' })
      .expect(201);
    await mailsSettle(before + 4);

    const url = `/api/admin/contact-messages/${message.id}/convert`;
    const speaking = {
      target: 'speaking-request',
      contactName: 'Noor Haddad',
      company: 'Cedar Trust',
      eventType: 'workshop',
      eventDate: '2027-06-30',
      attendeeCount: '120',
      budget: '5k-10k',
      message: 'A staff-day workshop, June 30, about 120 people.',
    };
    const refusals: [string, object, number, string][] = [
      [
        url,
        { ...speaking, target: 'booking' },
        400,
        'Convert to must be one of: speaking-request, corporate-partnership.',
      ],
      [url, { ...speaking, company: '  ' }, 400, 'Organization is required.'],
      [url, { ...speaking, contactName: undefined }, 400, 'Contact name is required.'],
      [
        url,
        { ...speaking, attendeeCount: 0 },
        400,
        'Attendee count must be a whole number between 1 and',
      ],
      [url, { ...speaking, eventDate: '2027-02-30' }, 400, 'date'],
      [url, { ...speaking, partnershipType: 'sponsor' }, 400, CONVERT_MESSAGES.partnershipOnly],
      [
        url,
        { ...speaking, target: 'corporate-partnership', partnershipType: 'sponsor' },
        400,
        CONVERT_MESSAGES.speakingOnly,
      ],
      [
        url,
        { target: 'corporate-partnership', contactName: 'N', company: 'C' },
        400,
        'Partnership type is required.',
      ],
      [
        `/api/admin/contact-messages/${UNKNOWN_ID}/convert`,
        speaking,
        404,
        'We could not find that contact message.',
      ],
    ];
    for (const [path, body, status, text] of refusals) {
      const res = await boss.post(path).send(body).expect(status);
      expect(JSON.stringify(res.body.message)).toContain(text);
    }
    await member.post(url).send(speaking).expect(403);
    // Nothing was made or moved by the refusals.
    expect(
      await t.dataSource.getRepository(SpeakingRequest).countBy({ company: 'Cedar Trust' }),
    ).toBe(0);

    const answer = (await boss.post(url).send(speaking).expect(201)).body as {
      kind: string;
      id: string;
      path: string;
    };
    expect(answer).toEqual({
      kind: 'speaking-request',
      id: expect.any(String),
      path: `/admin/bookings?id=${answer.id}`,
    });
    const made = await t.dataSource
      .getRepository(SpeakingRequest)
      .findOneByOrFail({ id: answer.id });
    const noorId = (await t.dataSource.query(`SELECT id FROM app_user WHERE username = 'noor'`))[0]
      .id as string;
    expect(made).toMatchObject({
      contactName: 'Noor Haddad',
      email: 'noor@example.org',
      company: 'Cedar Trust',
      eventType: 'workshop',
      eventDate: '2027-06-30',
      attendeeCount: 120,
      budget: '5k-10k',
      message: 'A staff-day workshop, June 30, about 120 people.',
      status: 'pending',
      userId: noorId,
      assigneeId: bossId,
      archivedAt: null,
    });
    // The whole conversation, notes included, is the new request's now, with where it came from.
    const entries = await thread(`/api/admin/speaking-requests/${made.id}`);
    expect(entries.map((e) => [e.author, e.body])).toEqual([
      ['organisation', 'Gladly: when and for how many?'],
      ['note', 'Sounds like a keynote.'],
      ['sender', 'June 30, about 120 people.'],
      [
        'note',
        expect.stringMatching(
          /^Converted from a contact message \(General inquiry\) sent on [A-Z][a-z]{2} \d{1,2}, \d{4}\.\n\nWhat they wrote:\nCould Jamie speak at our staff day\?$/,
        ),
      ],
    ]);
    const converted = (await boss.get(`/api/admin/contact-messages/${message.id}`).expect(200))
      .body as {
      archivedAt: string | null;
      convertedTo: unknown;
      thread: unknown[];
      message: string;
    };
    expect(converted).toMatchObject({
      archivedAt: expect.any(String),
      convertedTo: { kind: 'speaking-request', id: made.id },
      thread: [],
      message: 'Could Jamie speak at our staff day?',
    });

    // The member's booking is theirs, and their inbox messages now belong to it: a reply from the
    // inbox joins the speaking request's thread.
    const bookings = (await member.get('/api/my/bookings').expect(200)).body as { id: string }[];
    expect(bookings.map((b) => b.id)).toContain(made.id);
    expect(
      await t.dataSource.query(
        `SELECT inquiry_kind, inquiry_id, speaking_request_id FROM member_message WHERE id = $1`,
        [copy.id],
      ),
    ).toEqual([
      { inquiry_kind: 'speaking-request', inquiry_id: made.id, speaking_request_id: made.id },
    ]);
    await member
      .post(`/api/my/messages/${copy.id}/reply`)
      .send({ message: 'Also: step-free access, please.' })
      .expect(201);
    expect((await thread(`/api/admin/speaking-requests/${made.id}`)).at(-1)).toMatchObject({
      author: 'sender',
      body: 'Also: step-free access, please.',
    });

    const [entry] = await t.dataSource.query(
      `SELECT actor_name, target_type, target_id, target_label, changes, detail FROM audit_entry
        WHERE action = 'contact-message.convert'`,
    );
    expect(entry).toEqual({
      actor_name: 'boss',
      target_type: 'contact-message',
      target_id: message.id,
      target_label: 'Noor Haddad <noor@example.org>',
      changes: {
        kind: { from: 'contact-message', to: 'speaking-request' },
        id: { from: message.id, to: made.id },
      },
      detail: `Converted into the speaking request Workshop for Cedar Trust (${made.id})`,
    });

    // Once only.
    const again = await boss.post(url).send(speaking).expect(409);
    expect(again.body.message).toBe(CONVERT_MESSAGES.alreadyConverted('speaking request'));
    expect(
      await t.dataSource.getRepository(SpeakingRequest).countBy({ company: 'Cedar Trust' }),
    ).toBe(1);
    // The conversion sent nothing (the member's reply after it told the team: one e-mail).
    await mailsSettle(before + 5);
  });

  it('a visitor’s contact message becomes a partnership inquiry; a message marked as spam is refused', async () => {
    for (const message of ['We would like to sponsor your programme.', 'Cheap pills']) {
      await request(t.http)
        .post('/api/contact')
        .send({ name: 'Sam', email: 'sam@harbour.test', message })
        .expect(201);
    }
    const contacts = t.dataSource.getRepository(ContactMessage);
    const sponsor = await contacts.findOneByOrFail({
      message: 'We would like to sponsor your programme.',
    });
    const spam = await contacts.findOneByOrFail({ message: 'Cheap pills' });
    await boss.post(`/api/admin/contact-messages/${spam.id}/spam`).expect(200);
    const body = {
      target: 'corporate-partnership',
      contactName: 'Sam Rivera',
      company: 'Harbourside Analytics',
      partnershipType: 'sponsor',
      message: 'We would like to sponsor your programme.',
    };
    const refused = await boss
      .post(`/api/admin/contact-messages/${spam.id}/convert`)
      .send(body)
      .expect(400);
    expect(refused.body.message).toBe(CONVERT_MESSAGES.spam);

    const answer = (
      await boss.post(`/api/admin/contact-messages/${sponsor.id}/convert`).send(body).expect(201)
    ).body as { id: string; path: string };
    expect(answer.path).toBe(`/admin/partnerships?id=${answer.id}`);
    expect(
      await t.dataSource.getRepository(CorporatePartnership).findOneByOrFail({ id: answer.id }),
    ).toMatchObject({
      companyName: 'Harbourside Analytics',
      contactName: 'Sam Rivera',
      email: 'sam@harbour.test',
      partnershipType: 'sponsor',
      contractDetails: { additionalInfo: 'We would like to sponsor your programme.' },
      userId: null,
      assigneeId: null,
      status: 'new',
    });
    const [note] = await thread(`/api/admin/corporate-partnerships/${answer.id}`);
    // The message was carried over as it was: the note only says where it came from.
    expect(note.body).toMatch(
      /^Converted from a contact message \(General inquiry\) sent on [^\n]+\.$/,
    );
    expect(await contacts.findOneByOrFail({ id: sponsor.id })).toMatchObject({
      convertedKind: 'corporate-partnership',
      convertedId: answer.id,
      archivedAt: expect.any(Date),
    });
  });
});
