import request from 'supertest';
import { SpeakingRequest } from '../src/inquiries/speaking-request.entity';
import { headerOf, linkIn, TestSmtpServer } from './support/smtp';
import { createTestApp, TestApp } from './support/test-app';
import { queuedSubjects } from './support/mail-queue';

const NOTIFY = 'bookings@bridges.test';
const SUCCESS = {
  message: "Your speaking request has been submitted. We'll get back to you within 24 hours.",
};
/** A reference (inquiry-reference.ts): the form's letters and eight of Crockford's base 32. */
const REFERENCE = /^SR-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
const EVENT_TYPE_MESSAGE = 'Event type must be one of: keynote, workshop, panel, conference.';
const ATTENDEES_MESSAGE = 'Attendee count must be a whole number between 1 and 1,000,000.';
const BUDGET_MESSAGE =
  'Budget must be one of: under-5k, 5k-10k, 10k-25k, 25k-50k, 50k-plus, discuss.';

describe('POST /api/speaking-request', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const rows = () =>
    t.dataSource.getRepository(SpeakingRequest).find({ order: { createdAt: 'ASC' } });
  const send = (body: unknown) =>
    request(t.http)
      .post('/api/speaking-request')
      .send(body as object);
  const valid = (extra: Record<string, unknown> = {}) => ({
    contactName: 'Jordan Lee',
    email: 'jordan@example.org',
    company: 'Riverside Events',
    eventType: 'workshop',
    eventDate: '2027-06-30',
    attendeeCount: 1200,
    budget: '10k-25k',
    message: 'A half-day workshop for our managers.\nMornings suit us best.',
    ...extra,
  });
  const refused = async (extra: Record<string, unknown>, field: string, message: string) => {
    const res = await send(valid(extra)).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, errors: { [field]: message } });
  };

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    t = await createTestApp({ SMTP_URL: smtp.url, NOTIFICATION_EMAIL: NOTIFY });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    await t.dataSource.query('DELETE FROM speaking_request');
    await t.dataSource.query('DELETE FROM rate_limit');
  });

  it('stores a request as pending, thanks the sender and notifies the organisation', async () => {
    const res = await send(valid({ email: 'Jordan@Example.org' })).expect(201);
    expect(res.body).toEqual({ ...SUCCESS, reference: expect.stringMatching(REFERENCE) });

    const [row] = await rows();
    expect(row).toMatchObject({
      contactName: 'Jordan Lee',
      email: 'jordan@example.org',
      company: 'Riverside Events',
      eventType: 'workshop',
      eventDate: '2027-06-30',
      attendeeCount: 1200,
      budget: '10k-25k',
      message: 'A half-day workshop for our managers.\nMornings suit us best.',
      status: 'pending',
    });

    const ack = await smtp.waitFor('jordan@example.org');
    expect(ack.parsed.subject).toBe('Your speaking request to Building Bridges Inclusion');
    // Answering it reaches the organisation (the notification address, else the site's e-mail).
    expect(headerOf(ack, 'Reply-To')).toBe(NOTIFY);
    expect(ack.parsed.text).toContain('Thank you for your speaking request, Jordan Lee');
    expect(ack.parsed.text).toContain('within 24 hours');
    expect(ack.parsed.text).toContain('6-8 weeks');
    expect(ack.parsed.text).toContain('Event date: June 30, 2027');

    const note = await smtp.waitFor(NOTIFY, (m) => m.parsed.text!.includes('Jordan Lee'));
    expect(note.parsed.subject).toBe('New speaking request: Riverside Events (Workshop)');
    expect(headerOf(note, 'Reply-To')).toBe('jordan@example.org');
    for (const line of [
      'Organization: Riverside Events',
      'Contact person: Jordan Lee',
      'Email: jordan@example.org',
      'Event type: Workshop',
      'Event date: June 30, 2027',
      'Audience size: 1,200 attendees',
      'Budget: $10,000 - $25,000',
      'A half-day workshop for our managers.\nMornings suit us best.',
    ])
      expect(note.parsed.text).toContain(line);
    // The link opens this request, not the list.
    expect(linkIn(note, 'http://localhost:3000/admin/')).toBe(
      `http://localhost:3000/admin/bookings?id=${row.id}`,
    );
    // (Handlebars writes the = of the address as &#x3D;, which mail programs read as =.)
    expect(note.parsed.html).toContain(
      `href="http://localhost:3000/admin/bookings?id&#x3D;${row.id}"`,
    );
  });

  it('needs only contact name, e-mail and organization; the rest defaults or stays empty', async () => {
    await send({ contactName: 'Min', email: 'min@example.org', company: 'Minimal Ltd' })
      .expect(201)
      .expect(({ body }) =>
        expect(body).toEqual({ ...SUCCESS, reference: expect.stringMatching(REFERENCE) }),
      );
    await send({
      contactName: 'Empty',
      email: 'empty@example.org',
      company: 'Empty Strings Ltd',
      eventType: '',
      eventDate: '',
      attendeeCount: '',
      budget: '',
      message: '   ',
    })
      .expect(201)
      .expect(({ body }) =>
        expect(body).toEqual({ ...SUCCESS, reference: expect.stringMatching(REFERENCE) }),
      );
    await send({
      contactName: 'Nulls',
      email: 'nulls@example.org',
      company: 'Nulls Ltd',
      eventType: null,
      eventDate: null,
      attendeeCount: null,
      budget: null,
      message: null,
    })
      .expect(201)
      .expect(({ body }) =>
        expect(body).toEqual({ ...SUCCESS, reference: expect.stringMatching(REFERENCE) }),
      );
    const stored = await rows();
    expect(stored).toHaveLength(3);
    for (const row of stored)
      expect(row).toMatchObject({
        eventType: 'keynote',
        eventDate: null,
        attendeeCount: null,
        budget: null,
        message: null,
        status: 'pending',
      });
    const note = await smtp.waitFor(NOTIFY, (m) => m.parsed.text!.includes('Minimal Ltd'));
    expect(note.parsed.subject).toBe('New speaking request: Minimal Ltd (Keynote)');
    for (const line of [
      'Event date: To be determined',
      'Audience size: Not specified',
      'Budget: To be determined',
      'No message provided.',
    ])
      expect(note.parsed.text).toContain(line);
  });

  it.each([
    ['contactName', 'Contact name is required.'],
    ['email', 'Email address is required.'],
    ['company', 'Organization is required.'],
  ])('refuses a missing %s with a 400 naming the field', async (field, message) => {
    for (const value of [undefined, '', '  ', null]) {
      const body: Record<string, unknown> = valid();
      if (value === undefined) delete body[field];
      else body[field] = value;
      const res = await send(body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message, errors: { [field]: message } });
    }
    expect(await rows()).toHaveLength(0);
  });

  describe('event date', () => {
    it.each([
      ['2027-06-30', '2027-06-30'],
      ['2027-06-30T00:00:00.000Z', '2027-06-30'], // a JavaScript Date sent as JSON
      ['2027-06-30T23:30:00-05:00', '2027-06-30'], // the date as written, whatever the offset
      ['2027-06-30T09:15+0200', '2027-06-30'],
      ['2028-02-29', '2028-02-29'], // a leap day
      [' 2027-06-30 ', '2027-06-30'],
    ])('accepts %j and stores %s', async (eventDate, stored) => {
      await send(valid({ eventDate })).expect(201);
      expect((await rows())[0].eventDate).toBe(stored);
    });

    it.each([
      ['2025-02-30', 'Event date must be a real calendar date.'],
      ['2027-02-29', 'Event date must be a real calendar date.'],
      ['2027-13-01', 'Event date must be a real calendar date.'],
      ['2027-06-00', 'Event date must be a real calendar date.'],
      ['30/06/2027', 'Event date must be a date in the form YYYY-MM-DD, such as 2025-06-30.'],
      ['June 30, 2027', 'Event date must be a date in the form YYYY-MM-DD, such as 2025-06-30.'],
      [
        '2027-06-30T25:00:00Z',
        'Event date must be a date in the form YYYY-MM-DD, such as 2025-06-30.',
      ],
      ['tomorrow', 'Event date must be a date in the form YYYY-MM-DD, such as 2025-06-30.'],
      [20270630, 'Event date must be a date in the form YYYY-MM-DD, such as 2025-06-30.'],
      [
        { date: '2027-06-30' },
        'Event date must be a date in the form YYYY-MM-DD, such as 2025-06-30.',
      ],
      ['1999-12-31', 'Event date must be between the years 2000 and 2100.'],
      ['2101-01-01', 'Event date must be between the years 2000 and 2100.'],
    ])('refuses %j', async (eventDate, message) => {
      await refused({ eventDate }, 'eventDate', message);
      expect(await rows()).toHaveLength(0);
    });
  });

  describe('attendee count', () => {
    it.each([
      [1, 1],
      [250, 250],
      [1_000_000, 1_000_000],
      ['300', 300],
    ])('accepts %j', async (attendeeCount, stored) => {
      await send(valid({ attendeeCount })).expect(201);
      expect((await rows())[0].attendeeCount).toBe(stored);
    });

    it.each([[0], [-3], [12.5], ['abc'], ['12.5'], [1_000_001], [true], [[50]], ['1e3']])(
      'refuses %j',
      async (attendeeCount) => {
        await refused({ attendeeCount }, 'attendeeCount', ATTENDEES_MESSAGE);
        expect(await rows()).toHaveLength(0);
      },
    );
  });

  it.each([
    ['an unknown event type', { eventType: 'webinar' }, 'eventType', EVENT_TYPE_MESSAGE],
    ['a number for the event type', { eventType: 2 }, 'eventType', EVENT_TYPE_MESSAGE],
    ['an unknown budget', { budget: 'lots' }, 'budget', BUDGET_MESSAGE],
    ["the admin view's budget code over-50k", { budget: 'over-50k' }, 'budget', BUDGET_MESSAGE],
    [
      'an invalid e-mail',
      { email: 'jordan at example.org' },
      'email',
      'Please enter a valid email address.',
    ],
    [
      'a long contact name',
      { contactName: 'n'.repeat(121) },
      'contactName',
      'Contact name must be at most 120 characters.',
    ],
    [
      'a long organization',
      { company: 'c'.repeat(121) },
      'company',
      'Organization must be at most 120 characters.',
    ],
    [
      'a long message',
      { message: 'm'.repeat(5001) },
      'message',
      'Message must be at most 5,000 characters.',
    ],
    [
      'a number for the contact name',
      { contactName: 7 },
      'contactName',
      'Contact name must be text.',
    ],
    ['an object for the organization', { company: {} }, 'company', 'Organization must be text.'],
    ['an object for the message', { message: { a: 1 } }, 'message', 'Message must be text.'],
    ['a number for the honeypot', { website: 1 }, 'website', 'This field must be left empty.'],
  ])('refuses %s with a 400 naming the field', async (_name, extra, field, message) => {
    await refused(extra, field, message);
    expect(await rows()).toHaveLength(0);
  });

  it('accepts every budget code of the form', async () => {
    for (const budget of ['under-5k', '5k-10k', '10k-25k', '25k-50k', '50k-plus', 'discuss'])
      await send(valid({ budget })).expect(201);
    expect((await rows()).map((r) => r.budget)).toEqual([
      'under-5k',
      '5k-10k',
      '10k-25k',
      '25k-50k',
      '50k-plus',
      'discuss',
    ]);
  });

  it('refuses extra fields', async () => {
    const res = await send(valid({ status: 'confirmed' })).expect(400);
    expect(res.body.message).toBe('property status should not exist');
    expect(await rows()).toHaveLength(0);
  });

  it('answers a filled honeypot like a success but stores and sends nothing', async () => {
    const res = await send(valid({ email: 'speaking-bot@example.org', website: 'x' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ...SUCCESS, reference: expect.stringMatching(REFERENCE) });
    expect(await queuedSubjects(t.dataSource, 'speaking-bot@example.org')).toEqual([]);
    expect(await rows()).toHaveLength(0);
    expect(smtp.messages.filter((m) => m.raw.includes('speaking-bot@example.org'))).toHaveLength(0);
  });

  it('rate-limits per IP: 8 requests per 15 minutes, then 429 with Retry-After', async () => {
    for (let i = 0; i < 8; i++)
      await send(valid({ email: `speaker-limit${i}@example.org`, budget: 'discuss' })).expect(201);
    const res = await send(valid()).expect(429);
    expect(res.body.message).toBe('Too many requests. Please wait 15 minutes and try again.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rows()).toHaveLength(8);
  });
});
