import { BOOKING_FEE_NOTE_MAX } from '@bb/shared/admin';
import request from 'supertest';
import { ACCESS_MESSAGES } from '../../src/common/access';
import { LOGISTICS_MESSAGES } from '../../src/inquiries/booking-logistics.service';
import { SpeakingRequest } from '../../src/inquiries/speaking-request.entity';
import { createUser, signedIn } from '../support/accounts';
import { TestSmtpServer } from '../support/smtp';
import { createTestApp, TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<typeof signedIn>>;
const UNKNOWN_ID = '3f0c6b1e-7a51-4c1e-9d3b-2a8f6e4d9c10';

/** Booking logistics of a speaking request (issue 20, section 3) and its calendar file. */
describe('admin: booking logistics and the calendar file', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let boss: Agent;
  let n = 0;

  /** A speaking request sent by a visitor; answers its id. */
  const requestTalk = async (fields: Record<string, unknown> = {}) => {
    n += 1;
    const email = `organiser${n}@example.org`;
    await request(t.http)
      .post('/api/speaking-request')
      .send({
        contactName: 'Sam Okafor',
        email,
        company: 'Harbour, Trust & Co',
        eventType: 'workshop',
        eventDate: '2099-05-14',
        ...fields,
      })
      .expect(201);
    return (await t.dataSource.getRepository(SpeakingRequest).findOneByOrFail({ email })).id;
  };
  const auditOf = (id: string) =>
    t.dataSource.query(
      `SELECT action, changes FROM audit_entry WHERE target_id = $1 AND action = 'speaking-request.logistics' ORDER BY at`,
      [id],
    ) as Promise<{ action: string; changes: Record<string, { from: unknown; to: unknown }> }[]>;

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    t = await createTestApp({ SMTP_URL: smtp.url, NOTIFICATION_EMAIL: 'team@bridges.test' });
    await createUser(t, { username: 'boss', email: 'boss@example.org', isAdmin: true });
    boss = await signedIn(t, 'boss');
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(() => t.dataSource.query('DELETE FROM rate_limit'));

  it('is for administrators only', async () => {
    const id = await requestTalk();
    await createUser(t, { username: 'plainmember' });
    const member = await signedIn(t, 'plainmember');
    for (const [method, path] of [
      ['patch', `/api/admin/speaking-requests/${id}/logistics`],
      ['get', `/api/admin/speaking-requests/${id}/calendar`],
    ] as const) {
      const anonymous = await request(t.http)[method](path).send({ location: 'X' }).expect(401);
      expect(anonymous.body.message).toBe(ACCESS_MESSAGES.signedOut);
      await member[method](path).send({ location: 'X' }).expect(403);
    }
    expect(await t.dataSource.getRepository(SpeakingRequest).findOneByOrFail({ id })).toMatchObject(
      { location: null },
    );
  });

  it('stores time, place, video link and fee note, audited; the member sees all but the fee note', async () => {
    await createUser(t, { username: 'sam', email: 'sam@example.org' });
    const sam = await signedIn(t, 'sam');
    await sam
      .post('/api/speaking-request')
      .send({
        contactName: 'Sam Okafor',
        email: 'sam@example.org',
        company: 'Initech',
        eventType: 'panel',
        eventDate: '2099-10-01',
      })
      .expect(201);
    const { id } = await t.dataSource
      .getRepository(SpeakingRequest)
      .findOneByOrFail({ email: 'sam@example.org' });

    const res = await boss
      .patch(`/api/admin/speaking-requests/${id}/logistics`)
      .send({
        eventTime: '09:30',
        endTime: '11:00',
        location: '  Initech Tower,   Floor 3 ',
        videoLink: 'https://meet.example.org/initech-panel',
        feeNote: 'Fee £2,400 agreed by phone.\nInvoice after the event.',
      })
      .expect(200);
    expect(res.body).toMatchObject({
      id,
      eventDate: '2099-10-01',
      eventTime: '09:30',
      endTime: '11:00',
      location: 'Initech Tower, Floor 3',
      videoLink: 'https://meet.example.org/initech-panel',
      feeNote: 'Fee £2,400 agreed by phone.\nInvoice after the event.',
    });
    expect((await boss.get(`/api/admin/speaking-requests/${id}`).expect(200)).body).toMatchObject({
      eventTime: '09:30',
      location: 'Initech Tower, Floor 3',
    });
    const [entry] = await auditOf(id);
    expect(entry.changes).toEqual({
      eventTime: { from: null, to: '09:30' },
      endTime: { from: null, to: '11:00' },
      location: { from: null, to: 'Initech Tower, Floor 3' },
      videoLink: { from: null, to: 'https://meet.example.org/initech-panel' },
      feeNote: { from: null, to: 'Fee £2,400 agreed by phone.\nInvoice after the event.' },
    });

    // My Bookings: the time span and the place instead of TBD; never the fee note.
    const [booking] = (await sam.get('/api/my/bookings').expect(200)).body as Record<
      string,
      unknown
    >[];
    expect(booking).toMatchObject({
      id,
      time: '09:30',
      endTime: '11:00',
      location: 'Initech Tower, Floor 3',
      videoLink: 'https://meet.example.org/initech-panel',
    });
    expect(JSON.stringify(booking)).not.toContain('2,400');

    // The same values again: nothing is audited. Null clears a field; other fields stay.
    await boss
      .patch(`/api/admin/speaking-requests/${id}/logistics`)
      .send({ eventTime: '09:30', location: 'Initech Tower, Floor 3' })
      .expect(200);
    expect(await auditOf(id)).toHaveLength(1);
    const cleared = await boss
      .patch(`/api/admin/speaking-requests/${id}/logistics`)
      .send({ videoLink: null, location: '' })
      .expect(200);
    expect(cleared.body).toMatchObject({ videoLink: null, location: null, eventTime: '09:30' });
    expect(await auditOf(id)).toHaveLength(2);
    // Nothing was mailed to the member about the logistics.
    expect(
      smtp.to('sam@example.org').filter((m) => /09:30|Initech Tower/.test(m.parsed.text ?? '')),
    ).toEqual([]);
  });

  it('refuses bad values with a 400 that says why, and keeps what is stored', async () => {
    const id = await requestTalk();
    await boss
      .patch(`/api/admin/speaking-requests/${id}/logistics`)
      .send({ eventTime: '14:00', location: 'Main hall' })
      .expect(200);
    const cases: [Record<string, unknown>, string][] = [
      [{ eventTime: '25:00' }, 'Start time must be a time written HH:MM (00:00 to 23:59).'],
      [{ endTime: '2pm' }, 'End time must be a time written HH:MM (00:00 to 23:59).'],
      [{ endTime: '13:00' }, LOGISTICS_MESSAGES.endBeforeStart],
      [{ endTime: '14:00' }, LOGISTICS_MESSAGES.endBeforeStart],
      [{ eventTime: null, endTime: '15:00' }, LOGISTICS_MESSAGES.endWithoutStart],
      [
        { videoLink: 'javascript:alert(1)' },
        'Video link must be a web address starting with https:// or http://.',
      ],
      [{ location: 7 }, 'Location must be text.'],
      [
        { feeNote: 'x'.repeat(BOOKING_FEE_NOTE_MAX + 1) },
        `Fee note must be at most ${BOOKING_FEE_NOTE_MAX.toLocaleString('en-US')} characters.`,
      ],
      [{ eventDate: '2099-02-30' }, 'Event date must be a real calendar date.'],
      [{ surprise: true }, 'property surprise should not exist'],
    ];
    for (const [body, message] of cases) {
      const res = await boss
        .patch(`/api/admin/speaking-requests/${id}/logistics`)
        .send(body)
        .expect(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect(await t.dataSource.getRepository(SpeakingRequest).findOneByOrFail({ id })).toMatchObject(
      { eventTime: '14:00', endTime: null, location: 'Main hall', videoLink: null },
    );
    await boss
      .patch(`/api/admin/speaking-requests/${UNKNOWN_ID}/logistics`)
      .send({ location: 'X' })
      .expect(404);
    await boss.patch(`/api/admin/speaking-requests/nope/logistics`).send({}).expect(400);
  });

  it('downloads the booking as a calendar file, and refuses one without a date', async () => {
    const id = await requestTalk();
    await boss
      .patch(`/api/admin/speaking-requests/${id}/logistics`)
      .send({ eventTime: '14:00', endTime: '15:30', location: 'Hall 2; East wing, Riverside' })
      .expect(200);
    const res = await boss.get(`/api/admin/speaking-requests/${id}/calendar`).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="booking-2099-05-14-harbour-trust-co.ics"',
    );
    const ics = res.text;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`UID:speaking-request-${id}@localhost\r\n`);
    expect(unfolded).toContain('DTSTART:20990514T140000\r\n');
    expect(unfolded).toContain('DTEND:20990514T153000\r\n');
    expect(unfolded).toContain('SUMMARY:Workshop for Harbour\\, Trust & Co (');
    expect(unfolded).toContain('LOCATION:Hall 2\\; East wing\\, Riverside\r\n');
    expect(unfolded).toContain('STATUS:TENTATIVE\r\n');
    // Every line fits in 75 octets.
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    // Without an end time: an hour.
    await boss
      .patch(`/api/admin/speaking-requests/${id}/logistics`)
      .send({ endTime: null })
      .expect(200);
    const hour = (await boss.get(`/api/admin/speaking-requests/${id}/calendar`).expect(200)).text;
    expect(hour).toContain('DTSTART:20990514T140000\r\nDTEND:20990514T150000\r\n');

    // Without a start time: an all-day event.
    await boss
      .patch(`/api/admin/speaking-requests/${id}/logistics`)
      .send({ eventTime: null, endTime: null })
      .expect(200);
    const allDay = (await boss.get(`/api/admin/speaking-requests/${id}/calendar`).expect(200)).text;
    expect(allDay).toContain('DTSTART;VALUE=DATE:20990514\r\nDTEND;VALUE=DATE:20990515\r\n');

    const undated = await requestTalk({ eventDate: undefined });
    const refused = await boss.get(`/api/admin/speaking-requests/${undated}/calendar`).expect(409);
    expect(refused.body.message).toBe(LOGISTICS_MESSAGES.noDate);
    await boss.get(`/api/admin/speaking-requests/${UNKNOWN_ID}/calendar`).expect(404);
  });

  it('attaches the calendar file to the confirmation e-mail (and says so in the preview), not to other status mails', async () => {
    const id = await requestTalk();
    const { email } = await t.dataSource.getRepository(SpeakingRequest).findOneByOrFail({ id });
    await boss
      .patch(`/api/admin/speaking-requests/${id}/logistics`)
      .send({ eventTime: '10:00', endTime: '11:30', videoLink: 'https://meet.example.org/abc' })
      .expect(200);
    const preview = await boss
      .post(`/api/admin/speaking-requests/${id}/status-notice`)
      .send({ status: 'confirmed' })
      .expect(200);
    expect(preview.body.email.attachments).toEqual(['booking-2099-05-14-harbour-trust-co.ics']);
    await boss
      .patch(`/api/admin/speaking-requests/${id}/status`)
      .send({ status: 'confirmed' })
      .expect(200);
    const mail = await smtp.waitFor(email, (m) => /confirmed/i.test(m.parsed.subject ?? ''));
    // The notice gives the start and the end, and the video link (issue 44, item 14).
    expect(preview.body.email.text).toContain(
      'Time: 10:00–11:30\nVideo link: https://meet.example.org/abc',
    );
    expect(mail.parsed.text).toContain(
      'Time: 10:00–11:30\nVideo link: https://meet.example.org/abc',
    );
    expect(mail.parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['booking-2099-05-14-harbour-trust-co.ics', 'text/calendar'],
    ]);
    const ics = mail.parsed.attachments[0].content.toString('utf8').replace(/\r\n /g, '');
    expect(ics).toContain('DTSTART:20990514T100000\r\n');
    expect(ics).toContain('DTEND:20990514T113000\r\n');
    expect(ics).toContain('LOCATION:https://meet.example.org/abc\r\n');
    expect(ics).toContain('STATUS:CONFIRMED\r\n');

    // Other status mails carry no file.
    const other = await boss
      .post(`/api/admin/speaking-requests/${id}/status-notice`)
      .send({ status: 'completed' })
      .expect(200);
    expect(other.body.email.attachments).toEqual([]);
  });
});
