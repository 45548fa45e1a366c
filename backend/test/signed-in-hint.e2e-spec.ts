import { createHmac } from 'node:crypto';
import request from 'supertest';
import { createUser, PASSWORD } from './support/accounts';
import { createTestApp, TestApp } from './support/test-app';

/** The value express-session expects in its cookie: "s:" + id + "." + HMAC-SHA256 (cookie-signature). */
function signedSessionCookie(id: string, secret: string): string {
  const mac = createHmac('sha256', secret).update(id).digest('base64').replace(/=+$/, '');
  return `sid=${encodeURIComponent(`s:${id}.${mac}`)}`;
}

const setCookies = (res: request.Response): string[] =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []);

describe('signed-in hint cookie', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function sessionFor(userId: string | undefined): Promise<string> {
    const id = `test-session-${Math.random().toString(36).slice(2)}`;
    const sess = {
      cookie: { originalMaxAge: 604_800_000, httpOnly: true, path: '/', sameSite: 'lax' },
      ...(userId ? { userId } : {}),
    };
    await t.dataSource.query(
      `INSERT INTO session (sid, sess, expire) VALUES ($1, $2, now() + interval '1 hour')`,
      [id, JSON.stringify(sess)],
    );
    return signedSessionCookie(id, t.config.sessionSecret);
  }

  it('is not set for anonymous visitors', async () => {
    const res = await request(t.http).get('/api/coming-soon-status').expect(200);
    expect(setCookies(res).join('\n')).not.toMatch(/signed_in/);
  });

  it('is set, readable by scripts and without the session id, while the session has a user', async () => {
    const [{ id }] = await t.dataSource.query(
      `INSERT INTO app_user (username, email, email_verified) VALUES ('hinted', 'hinted@example.org', true) RETURNING id`,
    );
    const cookie = await sessionFor(id);
    const res = await request(t.http)
      .get('/api/coming-soon-status')
      .set('Cookie', cookie)
      .expect(200);
    const hint = setCookies(res).find((c) => c.startsWith('signed_in='));
    expect(hint).toMatch(/^signed_in=1; Max-Age=604800; Path=\/; Expires=.+; SameSite=Lax$/);
    expect(hint).not.toMatch(/HttpOnly/);
  });

  it('is cleared when the browser still has it but the session has no user', async () => {
    const cookie = await sessionFor(undefined);
    const res = await request(t.http)
      .get('/api/coming-soon-status')
      .set('Cookie', `${cookie}; signed_in=1`)
      .expect(200);
    expect(setCookies(res).find((c) => c.startsWith('signed_in='))).toMatch(
      /^signed_in=; Path=\/; Expires=Thu, 01 Jan 1970/,
    );
  });

  it('is cleared, with the session, when the session names a user that does not exist', async () => {
    const cookie = await sessionFor('00000000-0000-4000-8000-000000000000');
    const res = await request(t.http)
      .get('/api/coming-soon-status')
      .set('Cookie', `${cookie}; signed_in=1`)
      .expect(200);
    expect(setCookies(res).find((c) => c.startsWith('signed_in='))).toMatch(/^signed_in=;/);
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM session WHERE sess->>'userId' = '00000000-0000-4000-8000-000000000000'`,
    );
    expect(n).toBe(0);
  });

  it('is cleared when there is no session at all', async () => {
    const res = await request(t.http).get('/api/site').set('Cookie', 'signed_in=1').expect(200);
    expect(setCookies(res).find((c) => c.startsWith('signed_in='))).toMatch(/^signed_in=;/);
  });
});

describe('signed-in hint behind a TLS-terminating proxy (https PUBLIC_URL)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://bridges.example.org', TRUST_PROXY: '1' });
    await createUser(t, { username: 'proxied' });
  });
  afterAll(() => t.close());

  const login = () =>
    request(t.http)
      .post('/api/login')
      .set('Origin', 'https://bridges.example.org')
      .send({ username: 'proxied', password: PASSWORD });

  it('sets the Secure session cookie and the hint for a request the proxy marks as https', async () => {
    const res = await login().set('X-Forwarded-Proto', 'https').expect(200);
    const cookies = setCookies(res);
    expect(cookies.find((c) => c.startsWith('__Host-sid='))).toMatch(/; Secure/);
    expect(cookies.find((c) => c.startsWith('__Host-signed_in=1'))).toMatch(/; Secure/);
  });

  it('never sets the hint without the session cookie (a request that reached the app as plain http)', async () => {
    // Without the proxy's header Express sees http, and express-session does not send a Secure
    // cookie over it: a hint would make the site show a signed-in user whose every call answers 401.
    const res = await login().expect(200);
    const cookies = setCookies(res);
    expect(cookies.find((c) => c.startsWith('__Host-sid='))).toBeUndefined();
    expect(cookies.find((c) => c.includes('signed_in=1'))).toBeUndefined();
  });
});
