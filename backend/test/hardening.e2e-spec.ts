import type { AddressInfo } from 'node:net';
import net from 'node:net';
import request from 'supertest';
import { BODY_MESSAGES, MAX_JSON_DEPTH } from '../src/common/body-parsers';
import { VALIDATION_MESSAGES } from '../src/common/validation';
import { SERVER_TIMEOUTS } from '../src/http-server';
import { User } from '../src/users/user.entity';
import { createUser, PASSWORD, signedIn } from './support/accounts';
import { TestSmtpServer } from './support/smtp';
import { createTestApp, TestApp } from './support/test-app';

/** `{"email":"a@example.org","x":{"a":{"a":...}}}` with `depth` levels of objects in all. */
function nested(depth: number): string {
  return `{"email":"a@example.org","x":${'{"a":'.repeat(depth - 1)}1${'}'.repeat(depth - 1)}}`;
}

/**
 * Defects that testing the running product from outside found (a fuzzer over the OpenAPI document,
 * crash tests): each answered 500, or stored a row without its e-mails. Every test here failed before
 * its fix.
 */
describe('hardening: what outside testing found', () => {
  let t: TestApp;
  const smtp = new TestSmtpServer();

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(() => t.dataSource.query('DELETE FROM rate_limit'));

  const post = (path: string, body: string) =>
    request(t.http).post(path).set('Content-Type', 'application/json').send(body);

  describe('deeply nested JSON', () => {
    it.each(['/api/newsletter/subscribe', '/api/login', '/api/contact', '/api/register'])(
      'is refused with a 400 before validation on %s (was a stack overflow and a 500)',
      async (path) => {
        const res = await post(path, nested(8000)).expect(400);
        expect(res.body).toEqual({ statusCode: 400, message: BODY_MESSAGES.tooDeep });
      },
    );

    it(`allows ${MAX_JSON_DEPTH} levels and refuses ${MAX_JSON_DEPTH + 1}`, async () => {
      // Within the limit the body reaches validation (which refuses the unknown field x).
      const ok = await post('/api/newsletter/subscribe', nested(MAX_JSON_DEPTH)).expect(400);
      expect(ok.body.message).not.toBe(BODY_MESSAGES.tooDeep);
      const deep = await post('/api/newsletter/subscribe', nested(MAX_JSON_DEPTH + 1)).expect(400);
      expect(deep.body.message).toBe(BODY_MESSAGES.tooDeep);
      // Arrays count as levels too.
      const arrays = `{"email":"a@example.org","x":${'['.repeat(40)}${']'.repeat(40)}}`;
      expect((await post('/api/newsletter/subscribe', arrays).expect(400)).body.message).toBe(
        BODY_MESSAGES.tooDeep,
      );
    });
  });

  describe('a lone UTF-16 surrogate', () => {
    it.each([
      ['/api/newsletter/subscribe', '{"email":"a\\ud800@example.org"}'],
      ['/api/forgot-password', '{"email":"\\ud800@example.org"}'],
      ['/api/resend-verification', '{"email":"x@example.org\\udfff"}'],
      [
        '/api/register',
        '{"username":"abc","email":"\\ud800@x.org","password":"Violet-Harbour-42"}',
      ],
    ])('in an e-mail field is a 400, not a 500 (%s)', async (path, body) => {
      const res = await post(path, body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: BODY_MESSAGES.notUnicode });
    });

    it('in a text field of a form is a 400 and nothing is stored (was: stored, 201, no e-mail)', async () => {
      const contact = await post(
        '/api/contact',
        '{"name":"Sam","email":"sam@example.org","message":"Hello \\ud800 there"}',
      ).expect(400);
      expect(contact.body.message).toBe(BODY_MESSAGES.notUnicode);
      const speaking = await post(
        '/api/speaking-request',
        '{"contactName":"Sam","email":"sam@example.org","company":"Acme \\udc00"}',
      ).expect(400);
      expect(speaking.body.message).toBe(BODY_MESSAGES.notUnicode);
      const [{ c, s }] = await t.dataSource.query(
        `SELECT (SELECT count(*) FROM contact_message)::int AS c, (SELECT count(*) FROM speaking_request)::int AS s`,
      );
      expect({ c, s }).toEqual({ c: 0, s: 0 });
    });

    it('in a key is refused too; a well-formed pair (an emoji) is fine', async () => {
      expect((await post('/api/contact', '{"\\ud800":1}').expect(400)).body.message).toBe(
        BODY_MESSAGES.notUnicode,
      );
      await post(
        '/api/contact',
        '{"name":"Sam \\ud83d\\ude00","email":"sam@example.org","message":"Thanks \\ud83c\\udf89"}',
      ).expect(201);
    });
  });

  it('a NUL byte in the sign-in username is cleaned like the forms do (was a 500 from PostgreSQL)', async () => {
    await createUser(t, { username: 'nulluser' });
    const wrong = await request(t.http)
      .post('/api/login')
      .send({ username: 'nobody\u0000here', password: 'whatever' })
      .expect(401);
    expect(wrong.body).toEqual({ statusCode: 401, message: 'Invalid username or password' });
    // Control characters are removed, as in every form: the account is found.
    await request(t.http)
      .post('/api/login')
      .send({ username: 'null\u0000user\u0007', password: PASSWORD })
      .expect(200);
  });

  it('a NUL character that would reach a handler, in a query, a body or a path, is a 400 naming the field (a query was a 500 from PostgreSQL)', async () => {
    await createUser(t, { username: 'nulladmin', isAdmin: true });
    const admin = await signedIn(t, 'nulladmin');
    const nul = (field: string) => ({
      statusCode: 400,
      message: VALIDATION_MESSAGES.nulIn(field),
      errors: { [field]: VALIDATION_MESSAGES.nul },
    });
    for (const query of ['actor=%00', 'actor=admin%00'])
      expect((await admin.get(`/api/admin/audit-log?${query}`).expect(400)).body).toEqual(
        nul('actor'),
      );
    expect(
      (
        await request(t.http)
          .post('/api/login')
          .send({ username: 'nulladmin', password: 'a\u0000' })
      ).body,
    ).toEqual(nul('password'));
    expect((await admin.get('/api/admin/users/%00/activity').expect(400)).body).toEqual(nul('id'));
    // Fields that clean control characters out still do (the forms, the newsletter search).
    await admin.get('/api/admin/newsletter-subscribers?search=a%00b').expect(200);
  });

  describe('PATCH /api/user with null for a required field', () => {
    it.each([
      ['username', 'Username is required'],
      ['email', 'Email address is required.'],
    ])('%s: null is a 400 and the account is unchanged (was a 500)', async (field, message) => {
      const user = await createUser(t);
      const agent = await signedIn(t, user.username);
      const res = await agent
        .patch('/api/user')
        .send({ [field]: null })
        .expect(400);
      expect(res.body).toEqual({ statusCode: 400, message, errors: { [field]: message } });
      const row = await t.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
      expect({ username: row.username, email: row.email }).toEqual({
        username: user.username,
        email: user.email,
      });
    });
  });
});

describe('slow clients', () => {
  it('the server has the timeouts of a small site (not Node’s five minutes)', async () => {
    const t = await createTestApp();
    try {
      const server = t.app.getHttpServer() as import('node:http').Server;
      expect({
        headers: server.headersTimeout,
        request: server.requestTimeout,
        keepAlive: server.keepAliveTimeout,
      }).toEqual({
        headers: SERVER_TIMEOUTS.headersMs,
        request: SERVER_TIMEOUTS.requestMs,
        keepAlive: SERVER_TIMEOUTS.keepAliveMs,
      });
      expect(SERVER_TIMEOUTS.requestMs).toBeLessThanOrEqual(60_000);
      // Idle connections outlive a proxy's or client's 60 s idle timeout: the app never closes
      // one just as a request is sent on it (a reset at the client, a 502 at a proxy).
      expect(SERVER_TIMEOUTS.keepAliveMs).toBeGreaterThan(60_000);
    } finally {
      await t.close();
    }
  });

  it('closing the server does not wait out the keep-alive of a connection whose request was in flight', async () => {
    const t = await createTestApp();
    const server = t.app.getHttpServer() as import('node:http').Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const socket = net.connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      let response = '';
      socket.on('data', (chunk: Buffer) => (response += chunk.toString()));
      const socketClosed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      const body = '{"x":1}';
      // The request's headers, so the app is handling it, and the rest of its body after close().
      socket.write(
        'POST /api/newsletter/subscribe HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 3)}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const started = Date.now();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      socket.write(body.slice(3));
      const inTime = await Promise.race([
        Promise.all([socketClosed, closed]).then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000).unref()),
      ]);
      expect(response).toMatch(/^HTTP\/1\.1 400/);
      expect(inTime).toBe(true);
      expect(Date.now() - started).toBeLessThan(5_000);
      socket.destroy();
    } finally {
      await t.close();
    }
  });

  it('a request whose body never completes is cut off once the request timeout passes', async () => {
    // The same server with short timeouts, so the test does not wait a minute.
    const t = await createTestApp({}, [], {
      headersMs: 1_000,
      requestMs: 1_500,
      keepAliveMs: 1_000,
      checkIntervalMs: 250,
    });
    const server = t.app.getHttpServer() as import('node:http').Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const started = Date.now();
      const closedAfter = await new Promise<number>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(
            'POST /api/newsletter/subscribe HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
              'Content-Length: 100\r\n\r\n{"email":',
          );
        });
        socket.on('data', () => undefined);
        socket.on('close', () => resolve(Date.now() - started));
        socket.on('error', () => undefined);
        setTimeout(() => reject(new Error('still open after 10 s')), 10_000).unref();
      });
      expect(closedAfter).toBeGreaterThanOrEqual(1_400);
      expect(closedAfter).toBeLessThan(4_000);
    } finally {
      await t.close();
    }
  });
});
