import request from 'supertest';
import { NewsletterSubscriber } from '../src/newsletter/newsletter-subscriber.entity';
import { headerOf, linkIn, TestSmtpServer } from './support/smtp';
import { createTestApp, TestApp } from './support/test-app';
import { queuedSubjects } from './support/mail-queue';

describe('newsletter', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const rows = () =>
    t.dataSource.getRepository(NewsletterSubscriber).find({ order: { createdAt: 'ASC' } });
  const subscribe = (body: unknown) =>
    request(t.http)
      .post('/api/newsletter/subscribe')
      .send(body as object);

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    await t.dataSource.query('DELETE FROM newsletter_subscriber');
    await t.dataSource.query('DELETE FROM rate_limit');
  });

  it('subscribes a trimmed, lower-cased address and sends a welcome mail with working unsubscribe links', async () => {
    const res = await subscribe({ email: '  Alex.Morgan@Example.ORG ' }).expect(201);
    expect(res.body.message).toMatch(/Thank you for subscribing/);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: 'alex.morgan@example.org', status: 'subscribed' });

    const mail = await smtp.waitFor('alex.morgan@example.org');
    expect(mail.parsed.subject).toBe('Welcome to the Building Bridges Inclusion newsletter');
    expect(mail.parsed.text).toContain('Once a month');
    expect(mail.parsed.html).toContain('Thank you for subscribing');
    // RFC 8058 headers for the mail client's own one-click button.
    expect(headerOf(mail, 'List-Unsubscribe')).toMatch(
      /^<http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?token=[\w-]{43}>$/,
    );
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // The link in the body leads to the unsubscribe page; its token unsubscribes with one POST.
    const link = linkIn(mail, 'http://localhost:3000/newsletter/unsubscribe?token=');
    const token = new URL(link).searchParams.get('token')!;
    expect(stored[0].unsubscribeTokenHash).not.toContain(token); // only the hash is stored
    const done = await request(t.http)
      .post('/api/newsletter/unsubscribe')
      .send({ token })
      .expect(200);
    expect(done.body.message).toMatch(/unsubscribed/);
    expect((await rows())[0]).toMatchObject({ status: 'unsubscribed' });
    // Using the link again is fine.
    await request(t.http).post('/api/newsletter/unsubscribe').send({ token }).expect(200);
  });

  it('accepts the RFC 8058 one-click POST that mail clients send (form body, token in the URL)', async () => {
    await subscribe({ email: 'oneclick@example.org' }).expect(201);
    const mail = await smtp.waitFor('oneclick@example.org');
    const url = new URL(headerOf(mail, 'List-Unsubscribe')!.slice(1, -1));
    await request(t.http)
      .post(`${url.pathname}${url.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect((await rows())[0].status).toBe('unsubscribed');
  });

  it('treats a second subscription as success without a second row or a second mail', async () => {
    const first = await subscribe({ email: 'twice@example.org' }).expect(201);
    await smtp.waitFor('twice@example.org');
    const second = await subscribe({ email: 'TWICE@example.org' }).expect(201);
    expect(second.body).toEqual(first.body); // the answer does not reveal that the address was known
    expect(await rows()).toHaveLength(1);
    expect(await queuedSubjects(t.dataSource, 'twice@example.org')).toHaveLength(1);
    expect(smtp.to('twice@example.org')).toHaveLength(1);
  });

  it('welcomes back someone who had unsubscribed, with a fresh link', async () => {
    await subscribe({ email: 'returning@example.org' }).expect(201);
    const firstMail = await smtp.waitFor('returning@example.org');
    const firstToken = new URL(
      linkIn(firstMail, 'http://localhost:3000/newsletter/unsubscribe'),
    ).searchParams.get('token');
    await request(t.http)
      .post('/api/newsletter/unsubscribe')
      .send({ token: firstToken })
      .expect(200);
    await subscribe({ email: 'returning@example.org' }).expect(201);
    await smtp.waitFor('returning@example.org', (m) => m !== firstMail);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: 'subscribed', unsubscribedAt: null });
  });

  it.each([
    ['an invalid address', { email: 'not-an-email' }, 'Please enter a valid email address.'],
    ['an empty address', { email: '   ' }, 'Email address is required.'],
    ['a missing address', {}, 'Email address is required.'],
    ['a non-text address', { email: 42 }, 'Email address must be text.'],
    [
      'an over-long address',
      { email: `${'a'.repeat(250)}@example.org` },
      'Email address must be at most 254 characters.',
    ],
  ])('refuses %s with a 400 naming the field', async (_name, body, message) => {
    const res = await subscribe(body).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, errors: { email: message } });
    expect(await rows()).toHaveLength(0);
  });

  it('refuses an address over 254 characters even when it is otherwise well-formed', async () => {
    const local = 'a'.repeat(64);
    const domain = Array.from({ length: 4 }, () => 'b'.repeat(60)).join('.') + '.org';
    const res = await subscribe({ email: `${local}@${domain}` }).expect(400);
    expect(res.body.errors.email).toBe('Email address must be at most 254 characters.');
  });

  it('refuses extra fields', async () => {
    const res = await subscribe({ email: 'extra@example.org', isAdmin: true }).expect(400);
    expect(res.body.message).toBe('property isAdmin should not exist');
    expect(await rows()).toHaveLength(0);
  });

  it('refuses an unknown or missing unsubscribe token with a clear message', async () => {
    const bad = await request(t.http)
      .post('/api/newsletter/unsubscribe')
      .send({ token: 'x'.repeat(43) })
      .expect(400);
    expect(bad.body.message).toMatch(/not valid/);
    const missing = await request(t.http).post('/api/newsletter/unsubscribe').send({}).expect(400);
    expect(missing.body.message).toBe('The unsubscribe link is missing its token.');
  });

  it('never changes state on GET', async () => {
    await request(t.http).get('/api/newsletter/unsubscribe?token=abc').expect(404);
    await request(t.http).get('/api/newsletter/subscribe?email=a@example.org').expect(404);
  });

  it('rate-limits sign-ups per IP with 429, a clear message and Retry-After', async () => {
    for (let i = 0; i < 10; i++) await subscribe({ email: `limit${i}@example.org` }).expect(201);
    const res = await subscribe({ email: 'limit10@example.org' }).expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      message: 'Too many requests. Please wait 15 minutes and try again.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rows()).toHaveLength(10);
  });

  it('keeps a mail queued while the mail server is down and delivers it when it is back', async () => {
    await smtp.stop();
    const res = await subscribe({ email: 'outage@example.org' }).expect(201); // the request does not fail
    expect(res.body.message).toMatch(/Thank you/);
    await new Promise((r) => setTimeout(r, 2500)); // at least one delivery attempt fails meanwhile
    const health = await request(t.http).get('/api/health').expect(200);
    expect(health.body.mailQueue.waiting).toBeGreaterThanOrEqual(1);
    await smtp.start();
    const mail = await smtp.waitFor('outage@example.org', () => true, 25_000);
    expect(mail.parsed.subject).toMatch(/Welcome/);
  }, 40_000);
});
