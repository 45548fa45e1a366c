import request from 'supertest';
import { AccountMailer } from '../src/auth/account-mailer';
import { AUTH_MESSAGES } from '../src/auth/auth-messages';
import { EmailToken } from '../src/auth/email-token.entity';
import { hashToken } from '../src/common/tokens';
import { User } from '../src/users/user.entity';
import { createUser, PASSWORD, sessionCount, signedIn, tokenIn } from './support/accounts';
import { TestSmtpServer } from './support/smtp';
import { createTestApp, TestApp } from './support/test-app';

const BASE = 'http://localhost:3000';
const NEW_PASSWORD = 'Lantern-Orchard-58';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('account e-mails: verify, resend, forgot, reset, set password', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const post = (path: string, body: object) => request(t.http).post(path).send(body);
  const user = (id: string) => t.dataSource.getRepository(User).findOneByOrFail({ id });
  const tokenRow = (token: string) =>
    t.dataSource.getRepository(EmailToken).findOneBy({ tokenHash: hashToken(token) });
  const mailsTo = (address: string) => smtp.to(address).length;

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    await t.dataSource.query('DELETE FROM rate_limit');
  });

  describe('verify e-mail', () => {
    it('register -> mail -> verify -> sign in; the link works once', async () => {
      const reg = await post('/api/register', {
        username: 'verifier',
        email: 'verifier@example.org',
        password: 'Saffron-Kite-31',
      }).expect(201);
      const token = tokenIn(
        await smtp.waitFor('verifier@example.org'),
        `${BASE}/verify-email?token=`,
      );
      await post('/api/login', { username: 'verifier', password: 'Saffron-Kite-31' }).expect(403);

      const res = await post('/api/verify-email', { token }).expect(200);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.verified });
      expect((await user(reg.body.id)).emailVerified).toBe(true);
      expect((await tokenRow(token))!.usedAt).toBeInstanceOf(Date);

      const again = await post('/api/verify-email', { token }).expect(400);
      expect(again.body).toEqual({ statusCode: 400, message: AUTH_MESSAGES.verifyFailed });
      await post('/api/login', { username: 'verifier', password: 'Saffron-Kite-31' }).expect(200);
    });

    it('refuses an expired, unknown or missing token', async () => {
      const u = await createUser(t, { username: 'expiring', emailVerified: false });
      await t.app.get(AccountMailer).send(u, 'verify-email');
      const token = tokenIn(await smtp.waitFor(u.email), `${BASE}/verify-email?token=`);
      await t.dataSource.query(
        `UPDATE email_token SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
        [hashToken(token)],
      );
      await post('/api/verify-email', { token }).expect(400, {
        statusCode: 400,
        message: AUTH_MESSAGES.verifyFailed,
      });
      await post('/api/verify-email', { token: 'x'.repeat(43) }).expect(400);
      const missing = await post('/api/verify-email', {}).expect(400);
      expect(missing.body.errors).toEqual({
        token: 'Verification token is missing. Please use the link from your email.',
      });
      expect((await user(u.id)).emailVerified).toBe(false);
    });

    it('refuses a link sent to an address the account no longer has', async () => {
      const u = await createUser(t, { username: 'mover', emailVerified: false });
      await t.app.get(AccountMailer).send(u, 'verify-email');
      const token = tokenIn(await smtp.waitFor(u.email), `${BASE}/verify-email?token=`);
      await t.dataSource.query(`UPDATE app_user SET email = 'moved@example.org' WHERE id = $1`, [
        u.id,
      ]);
      await post('/api/verify-email', { token }).expect(400);
      expect((await user(u.id)).emailVerified).toBe(false);
    });
  });

  describe('tokens are bound to their purpose', () => {
    it('a verification token cannot reset or set a password, nor a reset token verify', async () => {
      const u = await createUser(t, { username: 'purpose', emailVerified: false });
      const mailer = t.app.get(AccountMailer);
      await mailer.send(u, 'verify-email');
      await mailer.send(u, 'reset-password');
      const verify = tokenIn(
        await smtp.waitFor(u.email, (m) => m.parsed.text!.includes('/verify-email')),
        `${BASE}/verify-email?token=`,
      );
      const reset = tokenIn(
        await smtp.waitFor(u.email, (m) => m.parsed.text!.includes('/reset-password')),
        `${BASE}/reset-password?token=`,
      );
      await post('/api/reset-password', { token: verify, password: NEW_PASSWORD }).expect(400);
      await post('/api/set-password', { token: verify, password: NEW_PASSWORD }).expect(400);
      await post('/api/set-password', { token: reset, password: NEW_PASSWORD }).expect(400);
      await post('/api/verify-email', { token: reset }).expect(400);
      // Refusals used up nothing: each still works for its own purpose.
      await post('/api/verify-email', { token: verify }).expect(200);
      await post('/api/reset-password', { token: reset, password: NEW_PASSWORD }).expect(200);
    });
  });

  describe('POST /api/resend-verification', () => {
    it('answers the same for every address and mails only an unverified account', async () => {
      const u = await createUser(t, { username: 'resender', emailVerified: false });
      await createUser(t, { username: 'alreadyok', emailVerified: true });
      const answers = [];
      for (const email of ['nobody@example.org', 'alreadyok@example.org', 'RESENDER@example.org'])
        answers.push((await post('/api/resend-verification', { email }).expect(200)).body);
      for (const body of answers)
        expect(body).toEqual({ message: 'Verification email sent! Please check your inbox.' });

      const mail = await smtp.waitFor(u.email);
      const token = tokenIn(mail, `${BASE}/verify-email?token=`);
      await sleep(1500);
      expect(mailsTo('nobody@example.org')).toBe(0);
      expect(mailsTo('alreadyok@example.org')).toBe(0);
      await post('/api/verify-email', { token }).expect(200);
    });

    it('only the newest link works', async () => {
      const u = await createUser(t, { username: 'twice', emailVerified: false });
      await post('/api/resend-verification', { email: u.email }).expect(200);
      const first = tokenIn(await smtp.waitFor(u.email), `${BASE}/verify-email?token=`);
      await post('/api/resend-verification', { email: u.email }).expect(200);
      const second = tokenIn(
        await smtp.waitFor(u.email, (m) => !m.parsed.text!.includes(first)),
        `${BASE}/verify-email?token=`,
      );
      await post('/api/verify-email', { token: first }).expect(400);
      await post('/api/verify-email', { token: second }).expect(200);
    });

    it('refuses an invalid address', async () => {
      const res = await post('/api/resend-verification', { email: 'nope' }).expect(400);
      expect(res.body.errors).toEqual({ email: 'Please enter a valid email address.' });
    });
  });

  describe('POST /api/forgot-password and POST /api/reset-password', () => {
    it('forgot -> mail -> reset -> sign in with the new password; other sessions end', async () => {
      const u = await createUser(t, { username: 'forgetful' });
      const other = await signedIn(t, 'forgetful');
      const res = await post('/api/forgot-password', { email: 'Forgetful@Example.org' }).expect(
        200,
      );
      expect(res.body).toEqual({
        message:
          "If an account with that email exists, we've sent password reset instructions to your inbox.",
      });
      const mail = await smtp.waitFor(u.email);
      expect(mail.parsed.subject).toBe('Reset your Building Bridges Inclusion password');
      expect(mail.parsed.text).toContain('expires in 1 hour');
      const token = tokenIn(mail, `${BASE}/reset-password?token=`);
      const row = (await tokenRow(token))!;
      expect(row.purpose).toBe('reset-password');
      expect((row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000).toBeCloseTo(60, 0);

      const done = await post('/api/reset-password', { token, password: NEW_PASSWORD }).expect(200);
      expect(done.body).toEqual({ message: AUTH_MESSAGES.resetDone });
      expect(await sessionCount(t, u.id)).toBe(0);
      await other.get('/api/user').expect(401);
      await post('/api/login', { username: 'forgetful', password: PASSWORD }).expect(401);
      await post('/api/login', { username: 'forgetful', password: NEW_PASSWORD }).expect(200);

      const reuse = await post('/api/reset-password', { token, password: 'Another-Pass-90' });
      expect(reuse.status).toBe(400);
      expect(reuse.body).toEqual({ statusCode: 400, message: AUTH_MESSAGES.resetFailed });
    });

    it("holds an administrator's new password to 8 characters, keeping the link for a longer one", async () => {
      const u = await createUser(t, { username: 'resetboss', isAdmin: true });
      await t.app.get(AccountMailer).send(u, 'reset-password');
      const token = tokenIn(await smtp.waitFor(u.email), `${BASE}/reset-password?token=`);
      const short = await post('/api/reset-password', { token, password: 'Tide7!x' }).expect(400);
      expect(short.body).toEqual({
        statusCode: 400,
        message: "A staff member's password must be at least 8 characters.",
        errors: { password: "A staff member's password must be at least 8 characters." },
      });
      expect((await tokenRow(token))!.usedAt).toBeNull();
      await post('/api/reset-password', { token, password: 'Tide8!xy' }).expect(200);
      await post('/api/login', { username: 'resetboss', password: 'Tide8!xy' }).expect(200);

      // A member's 6 still do.
      const m = await createUser(t, { username: 'resetmember' });
      await t.app.get(AccountMailer).send(m, 'reset-password');
      const memberToken = tokenIn(await smtp.waitFor(m.email), `${BASE}/reset-password?token=`);
      await post('/api/reset-password', { token: memberToken, password: 'Tide7!x' }).expect(200);
    });

    it('lets only one of two simultaneous requests use a link', async () => {
      const u = await createUser(t, { username: 'racer' });
      await t.app.get(AccountMailer).send(u, 'reset-password');
      const token = tokenIn(await smtp.waitFor(u.email), `${BASE}/reset-password?token=`);
      const statuses = await Promise.all(
        ['First-Racer-Pass-1', 'Second-Racer-Pass-2'].map(
          async (password) => (await post('/api/reset-password', { token, password })).status,
        ),
      );
      expect(statuses.sort()).toEqual([200, 400]);
    });

    it('keeps the session that made the reset, ending the others', async () => {
      const u = await createUser(t, { username: 'keeper' });
      const mine = await signedIn(t, 'keeper');
      const theirs = await signedIn(t, 'keeper');
      await t.app.get(AccountMailer).send(u, 'reset-password');
      const token = tokenIn(await smtp.waitFor(u.email), `${BASE}/reset-password?token=`);
      await mine.post('/api/reset-password').send({ token, password: NEW_PASSWORD }).expect(200);
      await mine.get('/api/user').expect(200);
      await theirs.get('/api/user').expect(401);
    });

    it('answers the same for unknown and suspended addresses, and mails nothing', async () => {
      await createUser(t, { username: 'frozen', suspended: true });
      const known = await createUser(t, { username: 'control' });
      const bodies = [];
      for (const email of ['ghost@example.org', 'frozen@example.org', known.email])
        bodies.push((await post('/api/forgot-password', { email }).expect(200)).body);
      expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
      await smtp.waitFor(known.email);
      await sleep(1500);
      expect(mailsTo('ghost@example.org')).toBe(0);
      expect(mailsTo('frozen@example.org')).toBe(0);
    });

    it('refuses an expired reset link (1 hour)', async () => {
      const u = await createUser(t, { username: 'late' });
      await t.app.get(AccountMailer).send(u, 'reset-password');
      const token = tokenIn(await smtp.waitFor(u.email), `${BASE}/reset-password?token=`);
      await t.dataSource.query(
        `UPDATE email_token SET expires_at = now() - interval '1 minute' WHERE token_hash = $1`,
        [hashToken(token)],
      );
      await post('/api/reset-password', { token, password: NEW_PASSWORD }).expect(400);
      await post('/api/login', { username: 'late', password: PASSWORD }).expect(200);
    });

    it.each([
      [{ password: 'abc12' }, 'password', 'Password must be at least 6 characters'],
      [{ password: 'qwerty123' }, 'password', expect.stringMatching(/most commonly used/)],
      [{ password: 'a'.repeat(129) }, 'password', 'Password must be at most 128 characters.'],
      [
        { token: undefined },
        'token',
        'Password reset token is missing. Please use the link from your email.',
      ],
    ])('validates the new password and the token (%j)', async (extra, field, message) => {
      const body: Record<string, unknown> = {
        token: 'some-token',
        password: NEW_PASSWORD,
        ...extra,
      };
      if (body.token === undefined) delete body.token;
      const res = await post('/api/reset-password', body).expect(400);
      expect(res.body.errors).toEqual({ [field]: message });
    });

    it('verifies the address too: the link proved it', async () => {
      const u = await createUser(t, { username: 'proved', emailVerified: false });
      await post('/api/forgot-password', { email: u.email }).expect(200);
      const token = tokenIn(await smtp.waitFor(u.email), `${BASE}/reset-password?token=`);
      await post('/api/reset-password', { token, password: NEW_PASSWORD }).expect(200);
      expect((await user(u.id)).emailVerified).toBe(true);
    });

    it('limits mails per address (known or not) with 429 and Retry-After', async () => {
      for (const email of ['limited@example.org', 'unknown-limited@example.org']) {
        for (let i = 0; i < 3; i++) await post('/api/forgot-password', { email }).expect(200);
        const res = await post('/api/forgot-password', { email }).expect(429);
        expect(res.body).toEqual({ statusCode: 429, message: AUTH_MESSAGES.tooManyMails });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
      }
      for (let i = 0; i < 3; i++)
        await post('/api/resend-verification', { email: 'limited@example.org' }).expect(200);
      await post('/api/resend-verification', { email: 'limited@example.org' }).expect(429);
    });

    it('limits e-mail requests per client address', async () => {
      for (let i = 0; i < 10; i++)
        await post('/api/forgot-password', { email: `ip${i}@example.org` }).expect(200);
      const res = await post('/api/forgot-password', { email: 'ip-last@example.org' }).expect(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('POST /api/set-password (accounts an administrator prepared)', () => {
    it('sets the first password from the mailed link (72 hours), once', async () => {
      const u = await createUser(t, {
        username: 'prepared',
        password: null,
        emailVerified: false,
      });
      await t.app.get(AccountMailer).send(u, 'set-password');
      const mail = await smtp.waitFor(u.email);
      expect(mail.parsed.subject).toBe('Set your password for Building Bridges Inclusion');
      expect(mail.parsed.text).toContain('expires in 72 hours');
      const token = tokenIn(mail, `${BASE}/set-password?token=`);
      const row = (await tokenRow(token))!;
      expect((row.expiresAt.getTime() - row.createdAt.getTime()) / 3_600_000).toBeCloseTo(72, 1);

      const short = await post('/api/set-password', { token, password: 'Abc-123' }).expect(400);
      expect(short.body.message).toBe('Password must be at least 8 characters long.');

      const res = await post('/api/set-password', { token, password: NEW_PASSWORD }).expect(200);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.setDone });
      expect((await user(u.id)).emailVerified).toBe(true);
      await post('/api/login', { username: 'prepared', password: NEW_PASSWORD }).expect(200);

      const reuse = await post('/api/set-password', { token, password: 'Other-Secret-77' });
      expect(reuse.status).toBe(400);
      expect(reuse.body).toEqual({ statusCode: 400, message: AUTH_MESSAGES.setFailed });
    });

    it('answers {message} for a missing token, an unknown one, an expired one', async () => {
      const missing = await post('/api/set-password', { password: NEW_PASSWORD }).expect(400);
      expect(missing.body.message).toBe(
        'Password setup token is missing. Please use the link from your email.',
      );
      const unknown = await post('/api/set-password', {
        token: 'not-a-token',
        password: NEW_PASSWORD,
      }).expect(400);
      expect(unknown.body.message).toBe(AUTH_MESSAGES.setFailed);

      const u = await createUser(t, { username: 'tooLate', password: null });
      await t.app.get(AccountMailer).send(u, 'set-password');
      const token = tokenIn(await smtp.waitFor(u.email), `${BASE}/set-password?token=`);
      await t.dataSource.query(
        `UPDATE email_token SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
        [hashToken(token)],
      );
      const expired = await post('/api/set-password', { token, password: NEW_PASSWORD });
      expect(expired.status).toBe(400);
      expect(expired.body.message).toBe(AUTH_MESSAGES.setFailed);
    });

    it('refuses a common password', async () => {
      const res = await post('/api/set-password', { token: 'abc', password: 'password1' });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/most commonly used/);
    });
  });

  it('builds every link from PUBLIC_URL, whatever the Host header says', async () => {
    const u = await createUser(t, { username: 'hosted', emailVerified: false });
    await request(t.http)
      .post('/api/forgot-password')
      .set('Host', 'attacker.example')
      .send({ email: u.email })
      .expect(200);
    await request(t.http)
      .post('/api/resend-verification')
      .set('Host', 'attacker.example')
      .send({ email: u.email })
      .expect(200);
    const reset = await smtp.waitFor(u.email, (m) => m.parsed.text!.includes('reset-password'));
    const verify = await smtp.waitFor(u.email, (m) => m.parsed.text!.includes('verify-email'));
    for (const m of [reset, verify]) {
      expect(m.parsed.text).not.toContain('attacker.example');
      expect(m.parsed.html).not.toContain('attacker.example');
    }
    tokenIn(reset, `${BASE}/reset-password?token=`);
    tokenIn(verify, `${BASE}/verify-email?token=`);
  });
});
