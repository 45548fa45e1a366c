import type { ThreadEntry, WithThread } from '@bb/shared/admin';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import sharp from 'sharp';
import request from 'supertest';
import { ContactMessage } from '../src/inquiries/contact-message.entity';
import { SpeakingRequest } from '../src/inquiries/speaking-request.entity';
import { InboundMessage } from '../src/inbound-mail/inbound-message.entity';
import { InboundProcessor } from '../src/inbound-mail/inbound-processor';
import { createUser, signedIn } from './support/accounts';
import { freePort } from './support/app-process';
import { headerOf, type ReceivedMail, TestSmtpServer } from './support/smtp';
import { createTestApp, type TestApp } from './support/test-app';

const NOTIFY = 'team@bridges.test';
const INBOUND = 'replies@bridges.test';
/** Large enough for an 11 MB attachment (base64: about 15 MB), so that its refusal is the attachment's own. */
const MAX_BYTES = 17 * 1024 * 1024;
const TAGGED = /^replies\+([a-z2-7]{26})@bridges\.test$/;

/**
 * Customers' e-mail answers (issue 46), end to end: the real app sends mail to a real SMTP server
 * (TestSmtpServer) and receives answers on its own built-in SMTP receiver, to which the customers'
 * mail goes over SMTP with nodemailer; what staff see is read through the admin API.
 */
describe('inbound mail: answers by e-mail join their conversation', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let port: number;
  let admin: Awaited<ReturnType<typeof signedIn>>;
  let customer: Transporter;

  let tlsDir: string;

  beforeAll(async () => {
    // A self-signed certificate: the receiver offers STARTTLS with it.
    tlsDir = mkdtempSync(path.join(tmpdir(), 'bb-inbound-tls-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        path.join(tlsDir, 'key.pem'),
        '-out',
        path.join(tlsDir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    smtp = await new TestSmtpServer().start();
    port = await freePort();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      NOTIFICATION_EMAIL: NOTIFY,
      INBOUND_ADDRESS: INBOUND,
      INBOUND_SMTP_PORT: String(port),
      INBOUND_SMTP_HOST: '127.0.0.1',
      INBOUND_MAX_BYTES: String(MAX_BYTES),
      INBOUND_SMTP_TLS_KEY: path.join(tlsDir, 'key.pem'),
      INBOUND_SMTP_TLS_CERT: path.join(tlsDir, 'cert.pem'),
    });
    await createUser(t, { username: 'boss', roles: ['administrator'] });
    admin = await signedIn(t, 'boss');
    customer = nodemailer.createTransport({
      host: '127.0.0.1',
      port,
      secure: false,
      ignoreTLS: true,
    });
  });
  afterAll(async () => {
    customer?.close();
    await t?.close();
    await smtp?.stop();
    rmSync(tlsDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await t.dataSource.query('DELETE FROM rate_limit');
  });

  let counter = 0;
  /** A new contact message from `email` (through the public form), with its acknowledgement. */
  async function contactFrom(email: string): Promise<{ id: string; ack: ReceivedMail }> {
    counter += 1;
    const message = `Question number ${counter} about your training programs.`;
    await request(t.http)
      .post('/api/contact')
      .send({ name: 'Sam Lee', email, inquiryType: 'training', message })
      .expect(201);
    const row = await t.dataSource.getRepository(ContactMessage).findOneByOrFail({ message });
    const ack = await smtp.waitFor(email, (m) => m.parsed.text!.includes(message));
    return { id: row.id, ack };
  }

  const detail = async (path: string): Promise<WithThread<{ status?: string }>> =>
    (await admin.get(`/api/admin/${path}`).expect(200)).body;
  const thread = async (path: string): Promise<ThreadEntry[]> => (await detail(path)).thread;
  const answer = (mail: Mail.Options) =>
    customer.sendMail({ subject: 'Re: Your message', ...mail });
  const outcomes = () =>
    t.dataSource
      .getRepository(InboundMessage)
      .find({ order: { receivedAt: 'ASC' }, select: { id: true, outcome: true, messageId: true } });

  describe('mail to the sender about an inquiry', () => {
    it('has Reply-To the conversation’s signed tag and a recorded Message-ID; the organisation’s notification keeps Reply-To the sender', async () => {
      const { id, ack } = await contactFrom('outgoing@example.org');
      const replyTo = headerOf(ack, 'Reply-To')!;
      const [, tag] = TAGGED.exec(replyTo)!;
      // Not the id, nor anything of it.
      expect(tag).not.toContain(id.replace(/-/g, '').slice(0, 8));
      expect(headerOf(ack, 'Auto-Submitted')).toBe('auto-generated');
      const ackId = ack.parsed.messageId!;
      expect(ackId).toMatch(/^<[0-9a-f-]{36}@bridges\.test>$/);

      // The organisation's reply: the same tag, a Message-ID of its own.
      await admin
        .post(`/api/admin/contact-messages/${id}/reply`)
        .send({ message: 'Thank you: which dates suit you?' })
        .expect(201);
      const reply = await smtp.waitFor('outgoing@example.org', (m) =>
        m.parsed.text!.includes('which dates suit you'),
      );
      expect(headerOf(reply, 'Reply-To')).toBe(replyTo);
      expect(reply.parsed.messageId).not.toBe(ackId);
      const [{ n }] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM inquiry_sent_mail WHERE inquiry_id = $1 AND message_id = ANY($2)`,
        [id, [ackId, reply.parsed.messageId!].map((m) => m.replace(/^<|>$/g, ''))],
      );
      expect(n).toBe(2);

      const note = await smtp.waitFor(
        NOTIFY,
        (m) => headerOf(m, 'Reply-To') === 'outgoing@example.org',
      );
      expect(headerOf(note, 'Auto-Submitted')).toBe('auto-generated');
    });
  });

  describe('matching', () => {
    it('by the tag: the new text only (Gmail’s quote and the signature removed), the conversation reopened, the bell and the notification address told', async () => {
      const { id, ack } = await contactFrom('gmail@example.org');
      await admin
        .post(`/api/admin/contact-messages/${id}/reply`)
        .send({ message: 'Which dates suit you?' })
        .expect(201);
      expect((await detail(`contact-messages/${id}`)).status).toBe('replied');

      await answer({
        from: 'Sam Lee <gmail@example.org>',
        to: headerOf(ack, 'Reply-To'),
        text:
          'Tuesday the 9th works for us.\n\nBest,\nSam\n-- \nSam Lee\nHead of People, Acme\n\n' +
          'On Mon, Dec 7, 2026 at 10:00 AM Building Bridges <replies+x@bridges.test> wrote:\n' +
          '> Which dates suit you?\n',
      });

      const entries = await thread(`contact-messages/${id}`);
      const mine = entries.find((e) => e.author === 'sender')!;
      expect(mine.body).toBe('Tuesday the 9th works for us.\n\nBest,\nSam');
      expect(mine.authorName).toBe('Sam Lee');
      expect(mine.email).toEqual({
        from: 'gmail@example.org',
        otherAddress: false,
        originalId: expect.any(String),
        attachments: [],
      });
      // The whole original is one click away, quoted history included.
      const original = (
        await admin.get(`/api/admin/inbound-mail/${mine.email!.originalId}`).expect(200)
      ).body;
      expect(original).toMatchObject({
        from: '"Sam Lee" <gmail@example.org>',
        subject: 'Re: Your message',
      });
      expect(original.text).toContain('> Which dates suit you?');
      expect(original.text).toContain('Head of People, Acme');

      // Reopened: unread again.
      const row = await t.dataSource.getRepository(ContactMessage).findOneByOrFail({ id });
      expect(row.status).toBe('new');
      // Nobody is assigned: the notification address is told, with a link to the message.
      const told = await smtp.waitFor(NOTIFY, (m) =>
        m.parsed.subject!.startsWith('Answer by e-mail from Sam Lee'),
      );
      expect(told.parsed.text).toContain('Tuesday the 9th works for us.');
      expect(told.parsed.text).toContain(`http://localhost:3000/admin/messages?id=${id}`);
      expect(headerOf(told, 'Reply-To')).toBe('gmail@example.org');
    });

    it('by In-Reply-To (Outlook’s quoted header removed), and by References alone (Apple Mail’s)', async () => {
      const outlook = await contactFrom('outlook@example.org');
      await answer({
        from: 'outlook@example.org',
        to: INBOUND,
        inReplyTo: outlook.ack.parsed.messageId,
        text:
          'Please call me on Thursday.\n\n' +
          'From: Building Bridges <replies@bridges.test>\nSent: Monday, December 7, 2026 10:00 AM\n' +
          'To: Sam Lee <outlook@example.org>\nSubject: Thank you\n\nThank you for contacting us.',
      });
      const [fromOutlook] = await thread(`contact-messages/${outlook.id}`);
      expect(fromOutlook.body).toBe('Please call me on Thursday.');

      const outlookOld = await contactFrom('outlook-old@example.org');
      await answer({
        from: 'outlook-old@example.org',
        to: INBOUND,
        inReplyTo: outlookOld.ack.parsed.messageId,
        text: 'Friday is better.\n\n-----Original Message-----\nFrom: Building Bridges\nSent: Monday\n\nThank you.',
      });
      expect((await thread(`contact-messages/${outlookOld.id}`))[0].body).toBe('Friday is better.');

      const apple = await contactFrom('apple@example.org');
      await answer({
        from: 'apple@example.org',
        to: INBOUND,
        references: ['<unknown@elsewhere.example>', apple.ack.parsed.messageId!],
        text:
          'Yes please.\n\nSent from my iPhone\n\n' +
          '> On 7 Dec 2026, at 10:00, Building Bridges <replies@bridges.test> wrote:\n>\n> Thank you.',
      });
      expect((await thread(`contact-messages/${apple.id}`))[0].body).toBe('Yes please.');
    });

    it('by neither: a new contact message from the sender (general, its subject kept), the organisation told, nothing sent back', async () => {
      const before = smtp.to('newcomer@example.org').length;
      await answer({
        from: 'Robin Newcomer <newcomer@example.org>',
        to: INBOUND,
        subject: 'Workshops for our nurses',
        text: 'Do you run workshops for hospital staff?',
      });
      const row = await t.dataSource
        .getRepository(ContactMessage)
        .findOneByOrFail({ email: 'newcomer@example.org' });
      expect(row).toMatchObject({
        name: 'Robin Newcomer',
        inquiryType: 'general',
        status: 'new',
        message: 'Subject: Workshops for our nurses\n\nDo you run workshops for hospital staff?',
      });
      const [entry] = await thread(`contact-messages/${row.id}`);
      expect(entry.email?.from).toBe('newcomer@example.org');
      await smtp.waitFor(NOTIFY, (m) => headerOf(m, 'Reply-To') === 'newcomer@example.org');
      expect(smtp.to('newcomer@example.org').length).toBe(before);
    });

    it('keeps an answer from another address than the inquiry’s, marked so', async () => {
      const { id, ack } = await contactFrom('owner@example.org');
      await answer({
        from: 'Colleague <colleague@example.org>',
        to: headerOf(ack, 'Reply-To')!.toUpperCase(),
        text: 'I answer for Sam while they are away.',
      });
      const [entry] = await thread(`contact-messages/${id}`);
      expect(entry.body).toBe('I answer for Sam while they are away.');
      expect(entry.email).toMatchObject({ from: 'colleague@example.org', otherAddress: true });
    });

    it('after a merge, an answer to the duplicate’s mail joins the kept inquiry', async () => {
      const kept = await contactFrom('merged@example.org');
      const duplicate = await contactFrom('merged@example.org');
      await admin
        .post(`/api/admin/contact-messages/${kept.id}/merge`)
        .send({ duplicateId: duplicate.id })
        .expect((res) => expect(res.status).toBeLessThan(300));
      await answer({
        from: 'merged@example.org',
        to: headerOf(duplicate.ack, 'Reply-To'),
        text: 'Answering the second one.',
      });
      await answer({
        from: 'merged@example.org',
        to: INBOUND,
        inReplyTo: duplicate.ack.parsed.messageId,
        text: 'And once more, without the tag.',
      });
      const bodies = (await thread(`contact-messages/${kept.id}`))
        .filter((e) => e.author === 'sender')
        .map((e) => e.body);
      expect(bodies).toEqual(['Answering the second one.', 'And once more, without the tag.']);
    });

    it('after a conversion, an answer to the contact message’s mail joins the speaking request', async () => {
      const { id, ack } = await contactFrom('converted@example.org');
      const made = (
        await admin
          .post(`/api/admin/contact-messages/${id}/convert`)
          .send({
            target: 'speaking-request',
            contactName: 'Noor Haddad',
            company: 'Cedar Trust',
            eventType: 'workshop',
          })
          .expect(201)
      ).body as { id: string };
      await answer({
        from: 'converted@example.org',
        to: headerOf(ack, 'Reply-To'),
        text: 'About 120 people, in June.',
      });
      await answer({
        from: 'converted@example.org',
        to: INBOUND,
        inReplyTo: ack.parsed.messageId,
        text: 'And step-free access, please.',
      });
      const bodies = (await thread(`speaking-requests/${made.id}`))
        .filter((e) => e.author === 'sender')
        .map((e) => e.body);
      expect(bodies).toEqual(['About 120 people, in June.', 'And step-free access, please.']);
      expect(
        await t.dataSource
          .getRepository(ContactMessage)
          .countBy({ email: 'converted@example.org' }),
      ).toBe(1);
    });

    it('a member sees their answer by e-mail in their conversation at /my/messages', async () => {
      await createUser(t, { username: 'mira', email: 'mira@example.org' });
      const member = await signedIn(t, 'mira');
      const message = 'Do you run sessions for hospital staff?';
      await member
        .post('/api/contact')
        .send({ name: 'Mira Stone', email: 'mira@example.org', inquiryType: 'training', message })
        .expect(201);
      const ack = await smtp.waitFor('mira@example.org', (m) => m.parsed.text!.includes(message));
      await answer({
        from: 'mira@example.org',
        to: headerOf(ack, 'Reply-To'),
        text: 'For about 40 nurses, in spring.\n\nOn Monday, Building Bridges wrote:\n> Thank you for contacting us.',
      });
      const items: {
        conversation: {
          entries: { author: string; body: string; byEmail: boolean; otherAddress: boolean }[];
        } | null;
      }[] = (await member.get('/api/my/conversations').expect(200)).body;
      const entries = items.flatMap((item) => item.conversation?.entries ?? []);
      expect(entries).toContainEqual(
        expect.objectContaining({
          author: 'member',
          body: 'For about 40 nurses, in spring.',
          byEmail: true,
          otherAddress: false,
        }),
      );
    });

    it('turns an HTML-only answer into safe text', async () => {
      const { id, ack } = await contactFrom('html@example.org');
      await answer({
        from: 'html@example.org',
        to: headerOf(ack, 'Reply-To'),
        html:
          '<div>We would like <b>two</b> sessions.<script>alert(1)</script><img src="https://x.example/t.png"></div>' +
          '<div>Kind regards</div><blockquote>Thank you for contacting us.</blockquote>',
      });
      const [entry] = await thread(`contact-messages/${id}`);
      expect(entry.body).toContain('We would like two sessions.');
      expect(entry.body).toContain('Kind regards');
      expect(entry.body).not.toMatch(/<|alert|t\.png/);
    });
  });

  it('keeps a PDF and a PNG (downloadable, the same bytes, never inline), not a renamed executable nor an 11 MB file', async () => {
    const { id, ack } = await contactFrom('files@example.org');
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: { r: 200, g: 10, b: 10 } },
    })
      .png()
      .toBuffer();
    const exe = Buffer.concat([Buffer.from('MZ'), randomBytes(2000)]);
    const huge = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(11 * 1024 * 1024)]);
    await answer({
      from: 'files@example.org',
      to: headerOf(ack, 'Reply-To'),
      text: 'Our agenda and the room plan.',
      attachments: [
        { filename: 'agenda.pdf', content: pdf, contentType: 'application/pdf' },
        { filename: 'room.png', content: png, contentType: 'image/png' },
        { filename: 'invoice.pdf', content: exe, contentType: 'application/pdf' },
        { filename: 'scan.pdf', content: huge, contentType: 'application/pdf' },
      ],
    });
    const [entry] = await thread(`contact-messages/${id}`);
    const files = entry.email!.attachments;
    expect(
      files.map(({ filename, contentType, size }) => ({ filename, contentType, size })),
    ).toEqual([
      { filename: 'agenda.pdf', contentType: 'application/pdf', size: pdf.length },
      { filename: 'room.png', contentType: 'image/png', size: png.length },
    ]);
    for (const [file, bytes] of [
      [files[0], pdf],
      [files[1], png],
    ] as const) {
      const res = await admin
        .get(`/api/admin/inbound-mail/${entry.email!.originalId}/attachments/${file.id}`)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(Buffer.compare(res.body as Buffer, bytes)).toBe(0);
      expect(res.headers['content-type']).toContain(file.contentType);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${file.filename}"; filename*=UTF-8''${file.filename}`,
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // Staff only.
      await request(t.http)
        .get(`/api/admin/inbound-mail/${entry.email!.originalId}/attachments/${file.id}`)
        .expect(401);
    }
    await admin
      .get(
        `/api/admin/inbound-mail/${entry.email!.originalId}/attachments/${files[0].id.replace(/.$/, (c) => (c === '0' ? '1' : '0'))}`,
      )
      .expect(404);
    await admin.get(`/api/admin/inbound-mail/not-an-id`).expect(400);
  });

  it('forgets the original and its files when the inquiry is deleted', async () => {
    const { id, ack } = await contactFrom('forget@example.org');
    await answer({
      from: 'forget@example.org',
      to: headerOf(ack, 'Reply-To'),
      text: 'Here is the plan.',
      attachments: [{ filename: 'plan.pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') }],
    });
    const [entry] = await thread(`contact-messages/${id}`);
    const { originalId, attachments } = entry.email!;
    await admin.get(`/api/admin/inbound-mail/${originalId}`).expect(200);
    await admin.delete(`/api/admin/contact-messages/${id}`).expect(200);
    await admin.get(`/api/admin/inbound-mail/${originalId}`).expect(404);
    await admin
      .get(`/api/admin/inbound-mail/${originalId}/attachments/${attachments[0].id}`)
      .expect(404);
  });

  it('sets automatic mail aside: never added, never answered', async () => {
    const { id, ack } = await contactFrom('robot@example.org');
    const tagged = headerOf(ack, 'Reply-To')!;
    const [{ since }] = await t.dataSource.query(`SELECT now() AS since`);
    const contactsBefore = await t.dataSource.getRepository(ContactMessage).count();
    const raw = (headers: string, body = 'I am away until Monday.', type = 'text/plain') =>
      `From: Sam <robot@example.org>\r\nTo: ${tagged}\r\nSubject: Re: Your message\r\n` +
      `Message-ID: <${randomBytes(8).toString('hex')}@example.org>\r\nMIME-Version: 1.0\r\n` +
      `${headers}Content-Type: ${type}\r\n\r\n${body}\r\n`;
    const automatic = [
      raw('Auto-Submitted: auto-replied\r\n'),
      raw('Precedence: bulk\r\n'),
      raw('Precedence: junk\r\n'),
      raw('X-Autoreply: yes\r\n'),
      raw('X-Autorespond: yes\r\n'),
      raw('List-Id: <news.example.org>\r\n'),
      raw('').replace('Subject: Re: Your message', 'Subject: Out of Office: Re: Your message'),
      raw('').replace('Subject: Re: Your message', 'Subject: Automatic reply: Your message'),
      raw(
        '',
        '--b1\r\nContent-Type: text/plain\r\n\r\nDelivery failed.\r\n--b1\r\nContent-Type: message/delivery-status\r\n\r\nStatus: 5.1.1\r\n--b1--',
        'multipart/report; report-type=delivery-status; boundary="b1"',
      ),
      raw('').replace(
        'From: Sam <robot@example.org>',
        'From: Mail Delivery System <MAILER-DAEMON@example.org>',
      ),
    ];
    for (const message of automatic)
      await customer.sendMail({
        envelope: { from: 'robot@example.org', to: [tagged] },
        raw: message,
      });

    const last = (await outcomes()).slice(-automatic.length);
    expect(last.map((o) => o.outcome)).toEqual(automatic.map(() => 'automatic'));
    expect(await thread(`contact-messages/${id}`)).toEqual([]);
    expect(await t.dataSource.getRepository(ContactMessage).count()).toBe(contactsBefore);
    // Nothing was sent because of them (no acknowledgement, no notification).
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE created_on > $1`,
      [since],
    );
    expect(n).toBe(0);
  });

  it('stores the same Message-ID once: one thread entry', async () => {
    const { id, ack } = await contactFrom('twice@example.org');
    const message = {
      from: 'twice@example.org',
      to: headerOf(ack, 'Reply-To'),
      messageId: '<same-answer-1@example.org>',
      text: 'Sent twice by my server.',
    };
    await answer(message);
    await answer(message);
    expect((await thread(`contact-messages/${id}`)).map((e) => e.body)).toEqual([
      'Sent twice by my server.',
    ]);
    const stored = (await outcomes()).filter((o) => o.messageId === 'same-answer-1@example.org');
    expect(stored).toHaveLength(1);

    // Handled again (its row set back to unhandled, as after a restore): still one entry.
    await t.dataSource.query(`UPDATE inbound_message SET processed_at = NULL WHERE id = $1`, [
      stored[0].id,
    ]);
    expect(await t.app.get(InboundProcessor).handlePending()).toBe(1);
    await t.app.get(InboundProcessor).handle(stored[0].id);
    expect((await thread(`contact-messages/${id}`)).map((e) => e.body)).toEqual([
      'Sent twice by my server.',
    ]);
    const [row] = await t.dataSource.query(
      `SELECT processed_at FROM inbound_message WHERE id = $1`,
      [stored[0].id],
    );
    expect(row.processed_at).not.toBeNull();
  });

  it('puts an archived speaking request back in the inbox, unseen in the bell, and tells its assignee', async () => {
    await request(t.http)
      .post('/api/speaking-request')
      .send({
        contactName: 'Jordan Lee',
        email: 'jordan@example.org',
        company: 'Riverside Events',
        eventType: 'workshop',
        eventDate: '2027-06-30',
        message: 'A half-day workshop.',
      })
      .expect(201);
    const request_ = await t.dataSource
      .getRepository(SpeakingRequest)
      .findOneByOrFail({ email: 'jordan@example.org' });
    const ack = await smtp.waitFor('jordan@example.org');
    const assignee = await createUser(t, { username: 'casey', roles: ['inbox'] });
    await admin
      .patch(`/api/admin/speaking-requests/${request_.id}/assignee`)
      .send({ assigneeId: assignee.id })
      .expect(200);
    // The confirmation with its calendar file (booking logistics) has the conversation's Reply-To too.
    await admin
      .patch(`/api/admin/speaking-requests/${request_.id}/status`)
      .send({ status: 'confirmed' })
      .expect(200);
    const confirmation = await smtp.waitFor('jordan@example.org', (m) =>
      m.parsed.attachments.some((a) => a.contentType.startsWith('text/calendar')),
    );
    expect(headerOf(confirmation, 'Reply-To')).toBe(headerOf(ack, 'Reply-To'));
    expect(confirmation.parsed.messageId).not.toBe(ack.parsed.messageId);
    await admin.post(`/api/admin/speaking-requests/${request_.id}/archive`).expect(200);
    await detail(`speaking-requests/${request_.id}`); // opened: nothing unseen

    await answer({
      from: 'Jordan Lee <jordan@example.org>',
      to: headerOf(ack, 'Reply-To'),
      text: 'Could we move it to July?',
    });

    const bell = (await admin.get('/api/admin/notifications').expect(200)).body;
    expect(bell.items).toContainEqual(
      expect.objectContaining({
        kind: 'speaking-request',
        title: 'Reply from Jordan Lee',
        path: `/admin/bookings?id=${request_.id}`,
      }),
    );
    const row = await t.dataSource
      .getRepository(SpeakingRequest)
      .findOneByOrFail({ id: request_.id });
    expect(row.archivedAt).toBeNull();
    expect(row.status).toBe('confirmed'); // a booking keeps its status
    const told = await smtp.waitFor(assignee.email, (m) =>
      m.parsed.subject!.startsWith('Answer by e-mail from Jordan Lee'),
    );
    expect(told.parsed.text).toContain('Could we move it to July?');
    expect(told.parsed.text).toContain('assigned to you');
    expect(told.parsed.text).toContain(`http://localhost:3000/admin/bookings?id=${request_.id}`);
  });

  describe('the SMTP receiver', () => {
    it('offers STARTTLS when INBOUND_SMTP_TLS_KEY and INBOUND_SMTP_TLS_CERT are set', async () => {
      const { id, ack } = await contactFrom('tls@example.org');
      const secured = nodemailer.createTransport({
        host: '127.0.0.1',
        port,
        secure: false,
        requireTLS: true,
        tls: { rejectUnauthorized: false },
      });
      try {
        await secured.sendMail({
          from: 'tls@example.org',
          to: headerOf(ack, 'Reply-To'),
          subject: 'Re: Your message',
          text: 'Sent over TLS.',
        });
      } finally {
        secured.close();
      }
      expect((await thread(`contact-messages/${id}`)).map((e) => e.body)).toEqual([
        'Sent over TLS.',
      ]);
    });

    it('refuses another recipient (550) and a message over the size limit (552)', async () => {
      await expect(
        customer.sendMail({ from: 'x@example.org', to: 'someone@bridges.test', text: 'Hello' }),
      ).rejects.toMatchObject({ responseCode: 550 });
      await expect(
        customer.sendMail({
          from: 'x@example.org',
          to: 'replies@elsewhere.example',
          text: 'Hello',
        }),
      ).rejects.toMatchObject({ responseCode: 550 });
      await expect(
        customer.sendMail({
          from: 'x@example.org',
          to: INBOUND,
          text: 'Too big',
          attachments: [{ filename: 'big.bin', content: randomBytes(MAX_BYTES) }],
        }),
      ).rejects.toMatchObject({ responseCode: 552 });
    });
  });
});
