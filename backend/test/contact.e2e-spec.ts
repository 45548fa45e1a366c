import request from 'supertest';
import { ContactMessage } from '../src/inquiries/contact-message.entity';
import { headerOf, linkIn, TestSmtpServer } from './support/smtp';
import { createTestApp, TestApp } from './support/test-app';

const NOTIFY = 'team@bridges.test';
const SUCCESS = { message: "Your message has been sent. We'll get back to you soon." };

describe('POST /api/contact (General Inquiry)', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const rows = () =>
    t.dataSource.getRepository(ContactMessage).find({ order: { createdAt: 'ASC' } });
  const send = (body: unknown) =>
    request(t.http)
      .post('/api/contact')
      .send(body as object);
  const valid = (extra: Record<string, unknown> = {}) => ({
    name: 'Alex Morgan',
    email: 'alex@example.org',
    company: 'Harbourside Analytics',
    inquiryType: 'training',
    message: 'We would like to hear about your training programs.\nThank you!',
    ...extra,
  });

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    t = await createTestApp({ SMTP_URL: smtp.url, NOTIFICATION_EMAIL: NOTIFY });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    await t.dataSource.query('DELETE FROM contact_message');
    await t.dataSource.query('DELETE FROM rate_limit');
  });

  it('stores a message, thanks the sender and notifies the organisation', async () => {
    const res = await send(
      valid({ name: '  Alex   Morgan ', email: ' Alex@Example.ORG ', website: '' }),
    ).expect(201);
    expect(res.body).toEqual(SUCCESS);

    const [row] = await rows();
    expect(row).toMatchObject({
      name: 'Alex Morgan',
      email: 'alex@example.org',
      company: 'Harbourside Analytics',
      inquiryType: 'training',
      message: 'We would like to hear about your training programs.\nThank you!',
      status: 'new',
    });

    const ack = await smtp.waitFor('alex@example.org');
    expect(ack.parsed.subject).toBe('Thank you for contacting Building Bridges Inclusion');
    // Answering it reaches the organisation (the notification address, else the site's e-mail).
    expect(headerOf(ack, 'Reply-To')).toBe(NOTIFY);
    expect(ack.parsed.text).toContain('Thank you, Alex Morgan');
    expect(ack.parsed.text).toContain('within 24 hours');
    expect(ack.parsed.text).toContain('We would like to hear about your training programs.');
    expect(ack.parsed.text).toContain('Inquiry type: Corporate training');
    expect(ack.parsed.html).toContain('Thank you, Alex Morgan');

    const note = await smtp.waitFor(NOTIFY, (m) => m.parsed.text!.includes('Alex Morgan'));
    expect(note.parsed.subject).toBe('New contact message: Alex Morgan (Corporate training)');
    expect(headerOf(note, 'Reply-To')).toBe('alex@example.org');
    for (const line of [
      'Name: Alex Morgan',
      'Email: alex@example.org',
      'Company: Harbourside Analytics',
      'Inquiry type: Corporate training',
      'We would like to hear about your training programs.\nThank you!',
    ])
      expect(note.parsed.text).toContain(line);
    // The link opens this message in the admin panel's contact inbox.
    expect(linkIn(note, 'http://localhost:3000/admin/')).toBe(
      `http://localhost:3000/admin/messages?id=${row.id}`,
    );
    // (Handlebars writes the = of the address as &#x3D;, which mail programs read as =.)
    expect(note.parsed.html).toContain(
      `href="http://localhost:3000/admin/messages?id&#x3D;${row.id}"`,
    );
  });

  it('applies the defaults: inquiry type general, no company', async () => {
    await send({ name: 'Bo', email: 'bo@example.org', message: 'Hello' }).expect(201, SUCCESS);
    await send({
      name: 'Cy',
      email: 'cy@example.org',
      message: 'Hello',
      company: '   ',
      inquiryType: '',
    }).expect(201, SUCCESS);
    await send({
      name: 'Di',
      email: 'di@example.org',
      message: 'Hello',
      company: null,
      inquiryType: null,
    }).expect(201, SUCCESS);
    for (const row of await rows())
      expect(row).toMatchObject({ company: null, inquiryType: 'general', status: 'new' });
    const note = await smtp.waitFor(
      NOTIFY,
      (m) => m.parsed.subject === 'New contact message: Bo (General inquiry)',
    );
    expect(note.parsed.text).toContain('Company: Not provided');
  });

  it.each([
    ['name', 'Name is required.'],
    ['email', 'Email address is required.'],
    ['message', 'Message is required.'],
  ])('refuses a missing %s with a 400 naming the field', async (field, message) => {
    for (const value of [undefined, '', '   ', null]) {
      const body: Record<string, unknown> = valid();
      if (value === undefined) delete body[field];
      else body[field] = value;
      const res = await send(body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message, errors: { [field]: message } });
    }
    expect(await rows()).toHaveLength(0);
  });

  it('lists every missing field at once', async () => {
    const res = await send({}).expect(400);
    expect(res.body.errors).toEqual({
      name: 'Name is required.',
      email: 'Email address is required.',
      message: 'Message is required.',
    });
  });

  it.each([
    [
      'an unknown inquiry type',
      { inquiryType: 'sales' },
      'inquiryType',
      'Inquiry type must be one of: speaking, training, partnership, general.',
    ],
    ['an invalid e-mail', { email: 'alex@' }, 'email', 'Please enter a valid email address.'],
    ['a long name', { name: 'a'.repeat(121) }, 'name', 'Name must be at most 120 characters.'],
    [
      'a long company',
      { company: 'c'.repeat(121) },
      'company',
      'Company must be at most 120 characters.',
    ],
    [
      'a long message',
      { message: 'm'.repeat(5001) },
      'message',
      'Message must be at most 5,000 characters.',
    ],
    ['a number for the name', { name: 42 }, 'name', 'Name must be text.'],
    ['an object for the message', { message: { text: 'hi' } }, 'message', 'Message must be text.'],
    ['a list for the company', { company: ['x'] }, 'company', 'Company must be text.'],
    ['a list for the e-mail', { email: ['a@example.org'] }, 'email', 'Email address must be text.'],
    [
      'a number for the inquiry type',
      { inquiryType: 3 },
      'inquiryType',
      'Inquiry type must be one of: speaking, training, partnership, general.',
    ],
  ])('refuses %s with a 400 naming the field', async (_name, extra, field, message) => {
    const res = await send(valid(extra)).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, errors: { [field]: message } });
    expect(await rows()).toHaveLength(0);
  });

  it('accepts fields at their limits (120 characters, 5,000 characters, counted as characters)', async () => {
    await send(
      valid({ name: 'é'.repeat(120), company: '😀'.repeat(120), message: 'm'.repeat(5000) }),
    ).expect(201);
    const [row] = await rows();
    expect(row.company).toBe('😀'.repeat(120));
  });

  it('refuses extra fields', async () => {
    const res = await send(valid({ status: 'replied' })).expect(400);
    expect(res.body.message).toBe('property status should not exist');
    expect(await rows()).toHaveLength(0);
  });

  it('refuses a body that is not an object, never with a 500', async () => {
    for (const body of ['"text"', '[]', '[1, 2]', 'null', '42']) {
      const res = await request(t.http)
        .post('/api/contact')
        .set('Content-Type', 'application/json')
        .send(body);
      expect(res.status).toBe(400);
    }
    expect(await rows()).toHaveLength(0);
  });

  it('removes control characters instead of failing on them', async () => {
    await send(valid({ name: 'Nul\u0000 Name', message: 'Line one\r\nLine\u0007 two' })).expect(
      201,
    );
    const [row] = await rows();
    expect(row.name).toBe('Nul Name');
    expect(row.message).toBe('Line one\nLine two');
  });

  it('answers a filled honeypot like a success but stores and sends nothing', async () => {
    const res = await send(valid({ email: 'bot@example.org', website: 'https://spam.example' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual(SUCCESS);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await rows()).toHaveLength(0);
    expect(smtp.to('bot@example.org')).toHaveLength(0);
    expect(smtp.messages.filter((m) => m.raw.includes('bot@example.org'))).toHaveLength(0);
  });

  it('rate-limits per IP: 8 messages per 15 minutes, then 429 with Retry-After', async () => {
    for (let i = 0; i < 8; i++)
      await send(valid({ email: `limit${i}@example.org`, inquiryType: 'general' })).expect(201);
    const res = await send(valid({ email: 'limit8@example.org' })).expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      message: 'Too many requests. Please wait 15 minutes and try again.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rows()).toHaveLength(8);
  });
});
