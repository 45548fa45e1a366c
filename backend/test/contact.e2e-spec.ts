import { INQUIRY_RATE_LIMIT } from '../src/inquiries/inquiry-options';
import path from 'node:path';
import request from 'supertest';
import { fixtureBuild } from './support/ssr-build';
import { ContactMessage } from '../src/inquiries/contact-message.entity';
import { headerOf, linkIn, TestSmtpServer } from './support/smtp';
import { createTestApp, TestApp } from './support/test-app';

const NOTIFY = 'team@bridges.test';
const SUCCESS = { message: "Your message has been sent. We'll get back to you soon." };
/** A reference (inquiry-reference.ts): the form's letters and eight of Crockford's base 32. */
const REFERENCE = /^GI-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

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
    // The stand-in frontend build (test/fixtures/ssr): the plain form posts answer its pages.
    t = await createTestApp({
      SMTP_URL: smtp.url,
      NOTIFICATION_EMAIL: NOTIFY,
      FRONTEND_DIST: path.join(fixtureBuild(), 'dist'),
    });
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
    expect(res.body).toEqual({ ...SUCCESS, reference: expect.stringMatching(REFERENCE) });

    const [row] = await rows();
    // The reference answered is the one stored with the message.
    expect(row.reference).toBe(res.body.reference);
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
    // The reference shown on the page, to quote when they write again.
    expect(ack.parsed.text).toContain(`Your reference: ${row.reference}`);
    expect(ack.parsed.html).toContain(row.reference);

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
    await send({ name: 'Bo', email: 'bo@example.org', message: 'Hello' })
      .expect(201)
      .expect(({ body }) =>
        expect(body).toEqual({ ...SUCCESS, reference: expect.stringMatching(REFERENCE) }),
      );
    await send({
      name: 'Cy',
      email: 'cy@example.org',
      message: 'Hello',
      company: '   ',
      inquiryType: '',
    })
      .expect(201)
      .expect(({ body }) =>
        expect(body).toEqual({ ...SUCCESS, reference: expect.stringMatching(REFERENCE) }),
      );
    await send({
      name: 'Di',
      email: 'di@example.org',
      message: 'Hello',
      company: null,
      inquiryType: null,
    })
      .expect(201)
      .expect(({ body }) =>
        expect(body).toEqual({ ...SUCCESS, reference: expect.stringMatching(REFERENCE) }),
      );
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
    expect(res.body).toEqual({ ...SUCCESS, reference: expect.stringMatching(REFERENCE) });
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

  describe('POST /forms/contact (the HTML form, without JavaScript)', () => {
    /** The form as a browser posts it: urlencoded, asking for a page, from the site's own origin. */
    const post = (fields: Record<string, string>) =>
      request(t.http)
        .post('/forms/contact')
        .set('Accept', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')
        .set('Origin', 'http://localhost:3000')
        .type('form')
        .send(new URLSearchParams(fields).toString());
    // The stand-in server bundle shows what it was given as escaped JSON in <pre data-posted>.
    const POSTED = /<pre data-posted>([\s\S]*?)<\/pre>/;
    const postedOf = (html: string) =>
      JSON.parse(
        (POSTED.exec(html)?.[1] ?? 'null').replace(
          /&(amp|lt|gt|quot|#39);/g,
          (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
        ),
      );

    it('stores the message, sends both e-mails and answers the contact page with the confirmation', async () => {
      const res = await post({
        name: 'Robin Ellis',
        email: 'robin@example.org',
        company: '',
        inquiryType: 'training',
        message: 'Sent without scripts.',
        website: '',
        page: '/contact',
      }).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      const [row] = await rows();
      expect(row).toMatchObject({
        name: 'Robin Ellis',
        email: 'robin@example.org',
        company: null,
        inquiryType: 'training',
        message: 'Sent without scripts.',
      });
      expect(row.reference).toMatch(REFERENCE);
      // The contact page, rendered with the confirmation and its reference, without scripts.
      expect(res.text).toContain('fixture-rendered-contact');
      expect(postedOf(res.text)).toEqual({ form: 'contact', values: {}, reference: row.reference });
      expect(res.text).not.toMatch(/<script\b/);
      const ack = await smtp.waitFor('robin@example.org');
      expect(ack.parsed.text).toContain('Sent without scripts.');
      await smtp.waitFor(NOTIFY, (m) => m.parsed.text!.includes('Robin Ellis'));
    });

    it('answers 400 with the page showing each problem by its field and the values kept, storing nothing', async () => {
      const res = await post({
        name: '',
        email: 'not-an-address',
        inquiryType: 'general',
        message: 'Keep me',
        website: '',
        page: '/contact',
      }).expect(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toMatch(/<title>Error: /);
      const posted = postedOf(res.text);
      expect(posted.form).toBe('contact');
      expect(posted.values).toMatchObject({
        name: '',
        email: 'not-an-address',
        message: 'Keep me',
      });
      expect(Object.keys(posted.errors).sort()).toEqual(['email', 'name']);
      expect(posted.errors.name).toBe('Name is required.');
      expect(await rows()).toHaveLength(0);
    });

    it('drops a filled honeypot (a confirmation, nothing stored) and refuses other sites', async () => {
      const res = await post({
        name: 'Bot',
        email: 'bot@example.org',
        message: 'Spam',
        website: 'https://spam.example',
      }).expect(200);
      expect(postedOf(res.text).reference).toMatch(REFERENCE);
      await request(t.http)
        .post('/forms/contact')
        .set('Origin', 'https://evil.example')
        .type('form')
        .send('name=A&email=a%40example.org&message=Hi')
        .expect(403);
      expect(await rows()).toHaveLength(0);
    });

    it('answers a post over the rate limit with the page, the refusal in its summary and the values kept', async () => {
      const fields = { name: 'Robin Ellis', email: 'robin@example.org', message: 'Hello again' };
      for (let i = 0; i < INQUIRY_RATE_LIMIT; i += 1) await post(fields).expect(200);
      const res = await post({ ...fields, message: 'One too many' }).expect(429);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      const posted = postedOf(res.text);
      expect(posted.errors).toEqual({ form: expect.stringMatching(/^Too many/) });
      expect(posted.values).toMatchObject({ ...fields, message: 'One too many' });
      expect(await rows()).toHaveLength(INQUIRY_RATE_LIMIT);
    });

    it('answers a client asking for JSON as the API does', async () => {
      const bad = await request(t.http)
        .post('/forms/contact')
        .set('Accept', 'application/json')
        .type('form')
        .send('name=&email=a%40example.org&message=Hi')
        .expect(400);
      expect(bad.body.errors).toEqual({ name: 'Name is required.' });
      const ok = await request(t.http)
        .post('/forms/contact')
        .set('Accept', 'application/json')
        .type('form')
        .send('name=Al&email=a%40example.org&message=Hi')
        .expect(200);
      expect(ok.body).toEqual({ ...SUCCESS, reference: expect.stringMatching(REFERENCE) });
      expect(await rows()).toHaveLength(1);
    });
  });
});
