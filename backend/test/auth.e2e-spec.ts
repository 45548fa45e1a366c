import { Client } from 'pg';
import request from 'supertest';
import { AUTH_LIMITS, AUTH_MESSAGES } from '../src/auth/auth-messages';
import { EmailToken } from '../src/auth/email-token.entity';
import { hashToken } from '../src/common/tokens';
import { User } from '../src/users/user.entity';
import { UsersService } from '../src/users/users.service';
import {
  createUser,
  PASSWORD,
  sessionCount,
  sessionIdOf,
  signedIn,
  tokenIn,
} from './support/accounts';
import { TestSmtpServer } from './support/smtp';
import { createTestApp, TestApp } from './support/test-app';

const setCookies = (res: request.Response): string[] =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []);

/** Hours until a Set-Cookie's Expires. */
const hoursLeft = (cookie: string) =>
  (Date.parse(/Expires=([^;]+)/.exec(cookie)![1]) - Date.now()) / 3_600_000;

describe('accounts: register, sign in, sign out, the current user', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const userRow = (username: string) =>
    t.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('lower(u.username) = lower(:username)', { username })
      .getOne();

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

  describe('POST /api/register', () => {
    const valid = (extra: Record<string, unknown> = {}) => ({
      username: 'Jordan_Lee',
      email: 'Jordan@Example.ORG',
      password: 'Kestrel-Ridge-77',
      isAdmin: false,
      ...extra,
    });

    it('creates an unverified member, signs them in and mails a verification link', async () => {
      const agent = request.agent(t.http);
      const res = await agent.post('/api/register').send(valid()).expect(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        username: 'Jordan_Lee',
        email: 'jordan@example.org',
        isAdmin: false,
        emailVerified: false,
        roles: [],
        permissions: [],
        pendingEmail: null,
        firstSignIn: true,
      });
      expect(JSON.stringify(res.body)).not.toMatch(/argon|hash|password/i);
      expect(setCookies(res).join('\n')).toMatch(/signed_in=1/);

      const row = await userRow('jordan_lee');
      expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
      const params = row!.passwordHash!.split('$')[3].split(',').sort();
      expect(params).toEqual(['m=19456', 'p=1', 't=2']);
      expect(row).toMatchObject({ isAdmin: false, emailVerified: false, suspended: false });
      expect(row!.lastLoginAt).toBeInstanceOf(Date);

      const me = await agent.get('/api/user').expect(200);
      expect(me.body).toEqual(res.body);

      const mail = await smtp.waitFor('jordan@example.org');
      expect(mail.parsed.subject).toBe(
        'Please verify your email address for Building Bridges Inclusion',
      );
      expect(mail.parsed.text).toContain('Welcome, Jordan_Lee');
      expect(mail.parsed.text).toContain('expires in 24 hours');
      const token = tokenIn(mail, 'http://localhost:3000/verify-email?token=');
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
      expect(mail.parsed.html).toContain(`/verify-email?token&#x3D;${token}`);
      const [stored] = await t.dataSource.getRepository(EmailToken).findBy({ userId: res.body.id });
      expect(stored).toMatchObject({
        purpose: 'verify-email',
        tokenHash: hashToken(token),
        email: 'jordan@example.org',
        usedAt: null,
      });
      const hours = (stored.expiresAt.getTime() - stored.createdAt.getTime()) / 3_600_000;
      expect(hours).toBeCloseTo(24, 1);
      const dump = JSON.stringify(await t.dataSource.query('SELECT * FROM email_token'));
      expect(dump).not.toContain(token);

      // Signed in already: the mail asks for the address to open the member area, not to sign in,
      // and following its link in this browser says the area is open.
      expect(mail.parsed.text).not.toContain('so that you can sign in');
      expect(mail.parsed.text).toContain('your member area opens once you have');
      const verified = await agent.post('/api/verify-email').send({ token }).expect(200);
      expect(verified.body).toEqual({ message: AUTH_MESSAGES.verifiedSignedIn });
      expect(verified.body.message).toBe(
        'Your email address has been verified. Your member area is open.',
      );
    });

    it('never creates an administrator, whatever the payload says', async () => {
      const res = await request(t.http)
        .post('/api/register')
        .send(valid({ username: 'sneaky', email: 'sneaky@example.org', isAdmin: true }))
        .expect(201);
      expect(res.body.isAdmin).toBe(false);
      expect((await userRow('sneaky'))!.isAdmin).toBe(false);
    });

    it('builds the link from PUBLIC_URL, never from the Host header', async () => {
      await request(t.http)
        .post('/api/register')
        .set('Host', 'evil.example.com')
        .set('X-Forwarded-Host', 'evil.example.com')
        .send(valid({ username: 'hosty', email: 'hosty@example.org' }))
        .expect(201);
      const mail = await smtp.waitFor('hosty@example.org');
      expect(mail.parsed.text).not.toContain('evil.example.com');
      tokenIn(mail, 'http://localhost:3000/verify-email?token=');
    });

    it('refuses a username or e-mail address that is taken, without regard to case', async () => {
      await createUser(t, { username: 'TakenName', email: 'taken@example.org' });
      let res = await request(t.http)
        .post('/api/register')
        .send(valid({ username: 'takenNAME', email: 'other@example.org' }))
        .expect(409);
      expect(res.body).toEqual({ statusCode: 409, message: AUTH_MESSAGES.usernameTaken });
      res = await request(t.http)
        .post('/api/register')
        .send(valid({ username: 'freshname', email: 'TAKEN@example.org' }))
        .expect(409);
      expect(res.body).toEqual({ statusCode: 409, message: AUTH_MESSAGES.emailTaken });
      expect(await userRow('freshname')).toBeNull();
    });

    it('keeps the two unique indexes even against direct inserts', async () => {
      await createUser(t, { username: 'Unique1', email: 'unique1@example.org' });
      // A client of its own: TypeORM would log the expected failures.
      const client = new Client({ connectionString: t.config.databaseUrl });
      await client.connect();
      try {
        await expect(
          client.query(
            `INSERT INTO app_user (username, email) VALUES ('UNIQUE1', 'x-unique1@example.org')`,
          ),
        ).rejects.toThrow(/UQ_app_user_username_lower/);
        await expect(
          client.query(
            `INSERT INTO app_user (username, email) VALUES ('unique1b', 'UNIQUE1@example.org')`,
          ),
        ).rejects.toThrow(/UQ_app_user_email_lower/);
      } finally {
        await client.end();
      }
    });

    it.each([
      ['a missing username', { username: undefined }, 'username', 'Username is required'],
      [
        'a short username',
        { username: 'ab' },
        'username',
        'Username must be at least 3 characters',
      ],
      [
        'a long username',
        { username: 'u'.repeat(51) },
        'username',
        'Username must be at most 50 characters.',
      ],
      [
        'a username with spaces',
        { username: 'jo lee' },
        'username',
        'Username may contain only letters, numbers, dots, hyphens and underscores.',
      ],
      ['an invalid e-mail', { email: 'jordan@' }, 'email', 'Please enter a valid email address.'],
      ['a missing password', { password: '' }, 'password', 'Password is required.'],
      [
        'a short password',
        { password: 'abc12' },
        'password',
        'Password must be at least 6 characters',
      ],
      [
        'a password over 128 characters',
        { password: 'x9!'.repeat(43) },
        'password',
        'Password must be at most 128 characters.',
      ],
      [
        'a common password',
        { password: 'Password1' },
        'password',
        'This password is one of the most commonly used passwords. Please choose a less common one.',
      ],
      [
        'a common password (digits)',
        { password: '12345678' },
        'password',
        expect.stringMatching(/most commonly used/),
      ],
    ])('refuses %s with a 400 naming the field', async (_name, extra, field, message) => {
      const body: Record<string, unknown> = valid({
        username: 'validname',
        email: 'v@example.org',
        ...extra,
      });
      for (const k of Object.keys(body)) if (body[k] === undefined) delete body[k];
      const res = await request(t.http).post('/api/register').send(body).expect(400);
      expect(res.body.errors).toEqual({ [field]: message });
      expect(await userRow('validname')).toBeNull();
    });

    it('accepts a password of exactly 6 and of exactly 128 characters', async () => {
      await request(t.http)
        .post('/api/register')
        .send(valid({ username: 'six', email: 'six@example.org', password: 'q7#Lm2' }))
        .expect(201);
      await request(t.http)
        .post('/api/register')
        .send(valid({ username: 'long', email: 'long@example.org', password: 'Zq9!'.repeat(32) }))
        .expect(201);
    });

    it('refuses fields the spec does not send (such as confirmPassword)', async () => {
      const res = await request(t.http)
        .post('/api/register')
        .send(valid({ username: 'confirmer', email: 'c@example.org', confirmPassword: 'x' }))
        .expect(400);
      expect(res.body.message).toBe('property confirmPassword should not exist');
    });

    it('lets a room of 50 register from one network address, then 429 with the real wait', async () => {
      // The attendees of a workshop on one office network, ten at a time.
      for (let round = 0; round < 5; round++) {
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            request(t.http)
              .post('/api/register')
              .send(
                valid({ username: `room${round}x${i}`, email: `room${round}.${i}@example.org` }),
              ),
          ),
        );
        expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
      }
      const res = await request(t.http)
        .post('/api/register')
        .send(valid({ username: 'room51x', email: 'room51@example.org' }))
        .expect(429);
      // Blocked until the hour's window ends: the message says so, as Retry-After does.
      expect(res.body.message).toBe('Too many requests. Please wait an hour and try again.');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(59 * 60);
      const [{ count }] = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM app_user WHERE username LIKE 'room%'`,
      );
      expect(count).toBe(50);
    });
  });

  describe('POST /api/login', () => {
    it("tells the account's first sign-in from the later ones, for as long as its session lasts", async () => {
      await createUser(t, { username: 'Newcomer', isAdmin: true });
      const first = request.agent(t.http);
      const res = await first
        .post('/api/login')
        .send({ username: 'newcomer', password: PASSWORD })
        .expect(200);
      expect(res.body).toMatchObject({ username: 'Newcomer', isAdmin: true, firstSignIn: true });
      expect((await first.get('/api/user').expect(200)).body.firstSignIn).toBe(true);

      const second = await signedIn(t, 'newcomer');
      expect((await second.get('/api/user').expect(200)).body.firstSignIn).toBe(false);
      // The first session stays the first sign-in.
      expect((await first.get('/api/user').expect(200)).body.firstSignIn).toBe(true);
      // The sign-in history expires with the audit trail; the time of the last sign-in does not.
      await t.dataSource.query(
        `DELETE FROM sign_in_record WHERE user_id = (SELECT id FROM app_user WHERE username = 'Newcomer')`,
      );
      const third = await request(t.http)
        .post('/api/login')
        .send({ username: 'newcomer', password: PASSWORD })
        .expect(200);
      expect(third.body.firstSignIn).toBe(false);
    });

    it('signs a verified member in by username (any case), with a new session id', async () => {
      const user = await createUser(t, { username: 'Avery' });
      const res = await request(t.http)
        .post('/api/login')
        .send({ username: 'AVERY', password: PASSWORD })
        .expect(200);
      expect(res.body).toEqual({
        id: user.id,
        username: 'Avery',
        email: 'avery@example.org',
        isAdmin: false,
        emailVerified: true,
        roles: [],
        permissions: [],
        pendingEmail: null,
        firstSignIn: true,
      });
      const sid = sessionIdOf(res);
      expect(sid).toBeDefined();
      const cookie = setCookies(res).find((c) => c.startsWith('sid='))!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(hoursLeft(cookie)).toBeCloseTo(7 * 24, 0); // members: 7 days idle
      expect((await userRow('avery'))!.lastLoginAt).toBeInstanceOf(Date);
      await request(t.http).get('/api/user').set('Cookie', cookie.split(';')[0]).expect(200);
    });

    it('regenerates the session id: a planted session is not adopted', async () => {
      await createUser(t, { username: 'fixated' });
      const agent = request.agent(t.http);
      const first = await agent
        .post('/api/login')
        .send({ username: 'fixated', password: PASSWORD })
        .expect(200);
      const second = await agent
        .post('/api/login')
        .send({ username: 'fixated', password: PASSWORD })
        .expect(200);
      const [a, b] = [sessionIdOf(first), sessionIdOf(second)];
      expect(a).toBeDefined();
      expect(b).toBeDefined();
      expect(a).not.toBe(b);
      const rows = await t.dataSource.query('SELECT sid FROM session WHERE sid = $1', [a]);
      expect(rows).toHaveLength(0);
      await agent.get('/api/user').expect(200);
    });

    it('answers an unknown username exactly like a wrong password', async () => {
      await createUser(t, { username: 'known' });
      const wrong = await request(t.http)
        .post('/api/login')
        .send({ username: 'known', password: 'not-the-password' })
        .expect(401);
      const unknown = await request(t.http)
        .post('/api/login')
        .send({ username: 'nobody-here', password: 'not-the-password' })
        .expect(401);
      expect(wrong.body).toEqual({ statusCode: 401, message: 'Invalid username or password' });
      expect(unknown.body).toEqual(wrong.body);
      expect(setCookies(wrong).join()).not.toMatch(/sid=/);
    });

    it('spends one password hash on unknown usernames too (timing reveals nothing)', async () => {
      await createUser(t, { username: 'timed' });
      const time = async (username: string) => {
        const start = process.hrtime.bigint();
        await request(t.http).post('/api/login').send({ username, password: 'wrong-password' });
        return Number(process.hrtime.bigint() - start) / 1e6;
      };
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 5; i++) {
        known.push(await time('timed'));
        unknown.push(await time(`ghost${i}`));
      }
      // argon2id with m=19456 takes tens of milliseconds; without it an unknown name would answer in
      // ~2 ms. The margin is wide because a loaded machine (a parallel test run) makes timings noisy.
      expect(median(unknown)).toBeGreaterThan(median(known) * 0.3);
    });

    it("refuses an unverified account with a message containing 'verify your email'", async () => {
      await createUser(t, { username: 'unverified', emailVerified: false });
      const res = await request(t.http)
        .post('/api/login')
        .send({ username: 'unverified', password: PASSWORD })
        .expect(403);
      expect(res.body.message).toContain('verify your email');
      expect(setCookies(res).join()).not.toMatch(/sid=/);
    });

    it('refuses a suspended account with a clear message', async () => {
      await createUser(t, { username: 'suspended1', suspended: true });
      const res = await request(t.http)
        .post('/api/login')
        .send({ username: 'suspended1', password: PASSWORD })
        .expect(403);
      expect(res.body).toEqual({ statusCode: 403, message: AUTH_MESSAGES.suspended });
      // The state is told only to whoever knew the password.
      await request(t.http)
        .post('/api/login')
        .send({ username: 'suspended1', password: 'wrong-password' })
        .expect(401);
    });

    it('refuses an account whose password an administrator has not let its owner set yet', async () => {
      await createUser(t, { username: 'prepared', password: null });
      await request(t.http)
        .post('/api/login')
        .send({ username: 'prepared', password: '' })
        .expect(400);
      const res = await request(t.http)
        .post('/api/login')
        .send({ username: 'prepared', password: 'anything-at-all' })
        .expect(401);
      expect(res.body.message).toBe('Invalid username or password');
    });

    it("answers missing fields with the spec's messages", async () => {
      const res = await request(t.http).post('/api/login').send({}).expect(400);
      expect(res.body.errors).toEqual({
        username: 'Username is required',
        password: 'Password is required',
      });
    });

    it('slows down guessing on one username: 429 with Retry-After, for known and unknown names alike, then lets it go', async () => {
      await createUser(t, { username: 'guessed' });
      for (const username of ['guessed', 'not-a-user']) {
        for (let i = 0; i < 10; i++)
          await request(t.http)
            .post('/api/login')
            .send({ username, password: `wrong-${i}` })
            .expect(401);
        const res = await request(t.http)
          .post('/api/login')
          .send({ username, password: 'wrong-again' })
          .expect(429);
        expect(res.body).toEqual({ statusCode: 429, message: AUTH_MESSAGES.tooManyLogins });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
        expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(900);
      }
      // Even the right password waits while the name is blocked...
      await request(t.http)
        .post('/api/login')
        .send({ username: 'GUESSED', password: PASSWORD })
        .expect(429);
      // ...other names are not affected...
      await createUser(t, { username: 'bystander' });
      await request(t.http)
        .post('/api/login')
        .send({ username: 'bystander', password: PASSWORD })
        .expect(200);
      // ...and it is a pause, not a lock-out: once the block ends, the right password works.
      await t.dataSource.query(
        `UPDATE rate_limit SET blocked_until = now() - interval '1 second', expires_at = now() - interval '1 second'`,
      );
      await request(t.http)
        .post('/api/login')
        .send({ username: 'guessed', password: PASSWORD })
        .expect(200);
    });

    it('limits sign-in attempts per client address', async () => {
      for (let i = 0; i < AUTH_LIMITS.loginPerIp.limit; i++)
        await request(t.http)
          .post('/api/login')
          .send({ username: `spray${i}`, password: 'wrong-password' })
          .expect(401);
      const res = await request(t.http)
        .post('/api/login')
        .send({ username: 'spray-last', password: 'wrong-password' })
        .expect(429);
      expect(res.body.message).toMatch(/Too many requests/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('POST /api/logout', () => {
    it('destroys the session and clears both cookies', async () => {
      const user = await createUser(t, { username: 'leaver' });
      const agent = await signedIn(t, 'leaver');
      expect(await sessionCount(t, user.id)).toBe(1);
      const res = await agent.post('/api/logout').expect(200);
      expect(res.body).toEqual({ message: 'You have been successfully logged out.' });
      const cookies = setCookies(res).join('\n');
      expect(cookies).toMatch(/sid=; Path=\/; Expires=Thu, 01 Jan 1970/);
      expect(cookies).toMatch(/signed_in=; Path=\/; Expires=Thu, 01 Jan 1970/);
      expect(await sessionCount(t, user.id)).toBe(0);
      await agent.get('/api/user').expect(401);
    });

    it('answers 200 without a session too', async () => {
      await request(t.http).post('/api/logout').expect(200);
    });
  });

  describe('the user is reloaded on every request', () => {
    it("a suspended user's open session stops working at once, and is ended", async () => {
      const user = await createUser(t, { username: 'toSuspend' });
      const agent = await signedIn(t, 'toSuspend');
      await agent.get('/api/user').expect(200);
      // Even without going through the service (which also deletes the sessions)...
      await t.dataSource.query('UPDATE app_user SET suspended = true WHERE id = $1', [user.id]);
      const res = await agent.get('/api/user').set('Cookie', 'signed_in=1').expect(401);
      expect(setCookies(res).join()).toMatch(/signed_in=;/);
      expect(await sessionCount(t, user.id)).toBe(0);
    });

    it('suspension through the service ends every session of the user', async () => {
      const user = await createUser(t, { username: 'multi' });
      const agents = [await signedIn(t, 'multi'), await signedIn(t, 'multi')];
      expect(await sessionCount(t, user.id)).toBe(2);
      await t.app.get(UsersService).setSuspended(user.id, true);
      expect(await sessionCount(t, user.id)).toBe(0);
      for (const agent of agents) await agent.get('/api/user').expect(401);
    });

    it('a deleted user is signed out', async () => {
      const user = await createUser(t, { username: 'deleted' });
      const agent = await signedIn(t, 'deleted');
      await t.dataSource.query('DELETE FROM app_user WHERE id = $1', [user.id]);
      await agent.get('/api/user').expect(401);
    });

    it('a browser whose session belonged to a deleted user can sign in as someone else', async () => {
      const gone = await createUser(t, { username: 'goneSoon' });
      await createUser(t, { username: 'nextUser' });
      const agent = await signedIn(t, 'goneSoon');
      await t.dataSource.query('DELETE FROM app_user WHERE id = $1', [gone.id]);
      const res = await agent
        .post('/api/login')
        .send({ username: 'nextUser', password: PASSWORD })
        .expect(200);
      expect(res.body.username).toBe('nextUser');
      await agent.get('/api/user').expect(200);
      await agent.post('/api/logout').expect(200);
      await agent.get('/api/user').expect(401);
    });

    it('a change of role shows at once', async () => {
      const user = await createUser(t, { username: 'promoted' });
      const agent = await signedIn(t, 'promoted');
      expect((await agent.get('/api/user').expect(200)).body.isAdmin).toBe(false);
      await t.dataSource.query('UPDATE app_user SET is_admin = true WHERE id = $1', [user.id]);
      const res = await agent.get('/api/user').expect(200);
      expect(res.body.isAdmin).toBe(true);
      // From now on the administrators' idle timeout applies.
      expect(hoursLeft(setCookies(res).find((c) => c.startsWith('sid='))!)).toBeCloseTo(1, 1);
    });
  });

  describe('administrators’ sessions', () => {
    it('end after 1 hour idle (cookie and store) and 12 hours after sign-in', async () => {
      const admin = await createUser(t, { username: 'boss', isAdmin: true });
      const agent = request.agent(t.http);
      const res = await agent
        .post('/api/login')
        .send({ username: 'boss', password: PASSWORD })
        .expect(200);
      expect(res.body.isAdmin).toBe(true);
      expect(hoursLeft(setCookies(res).find((c) => c.startsWith('sid='))!)).toBeCloseTo(1, 1);
      expect(setCookies(res).find((c) => c.startsWith('signed_in='))).toMatch(/Max-Age=3600;/);
      const [{ minutes }] = await t.dataSource.query(
        `SELECT extract(epoch FROM expire - now()::timestamp) / 60 AS minutes FROM session WHERE sess->>'userId' = $1`,
        [admin.id],
      );
      expect(Number(minutes)).toBeGreaterThan(55);
      expect(Number(minutes)).toBeLessThanOrEqual(61);

      await agent.get('/api/user').expect(200);
      await t.dataSource.query(
        `UPDATE session SET sess = jsonb_set(sess, '{authAt}', to_jsonb((extract(epoch FROM now() - interval '12 hours 1 minute') * 1000)::bigint)) WHERE sess->>'userId' = $1`,
        [admin.id],
      );
      await agent.get('/api/user').expect(401);
      expect(await sessionCount(t, admin.id)).toBe(0);
    });

    it('every staff role has them (issue 45): an editor ends after 1 hour idle and 12 hours', async () => {
      const editor = await createUser(t, { username: 'staffer', roles: ['editor'] });
      const agent = request.agent(t.http);
      const res = await agent
        .post('/api/login')
        .send({ username: 'staffer', password: PASSWORD })
        .expect(200);
      expect(res.body.roles).toEqual(['editor']);
      expect(hoursLeft(setCookies(res).find((c) => c.startsWith('sid='))!)).toBeCloseTo(1, 1);
      expect(setCookies(res).find((c) => c.startsWith('signed_in='))).toMatch(/Max-Age=3600;/);
      await agent.get('/api/user').expect(200);
      await t.dataSource.query(
        `UPDATE session SET sess = jsonb_set(sess, '{authAt}', to_jsonb((extract(epoch FROM now() - interval '12 hours 1 minute') * 1000)::bigint)) WHERE sess->>'userId' = $1`,
        [editor.id],
      );
      await agent.get('/api/user').expect(401);
      expect(await sessionCount(t, editor.id)).toBe(0);
    });

    it('a member given a staff role while signed in gets the staff idle timeout at the next request', async () => {
      const user = await createUser(t, { username: 'newhelper' });
      const agent = await signedIn(t, 'newhelper');
      await t.dataSource.query(`UPDATE app_user SET staff_roles = '{inbox}' WHERE id = $1`, [
        user.id,
      ]);
      const res = await agent.get('/api/user').expect(200);
      expect(res.body).toMatchObject({ isAdmin: false, roles: ['inbox'] });
      expect(hoursLeft(setCookies(res).find((c) => c.startsWith('sid='))!)).toBeCloseTo(1, 1);
    });

    it('a failed sign-in of any staff account is in the audit trail; a member’s is not', async () => {
      await createUser(t, { username: 'newsletterer', roles: ['newsletter'] });
      await createUser(t, { username: 'justamember' });
      for (const username of ['newsletterer', 'justamember'])
        await request(t.http)
          .post('/api/login')
          .send({ username, password: 'not-the-password' })
          .expect(401);
      const rows: { target_label: string; detail: string }[] = await t.dataSource.query(
        `SELECT target_label, detail FROM audit_entry WHERE action = 'admin.sign-in-failed'
          AND target_label IN ('newsletterer', 'justamember')`,
      );
      expect(rows).toEqual([{ target_label: 'newsletterer', detail: 'Wrong password' }]);
    });

    it('a member session has no absolute limit', async () => {
      const user = await createUser(t, { username: 'longtimer' });
      const agent = await signedIn(t, 'longtimer');
      await t.dataSource.query(
        `UPDATE session SET sess = jsonb_set(sess, '{authAt}', to_jsonb((extract(epoch FROM now() - interval '6 days') * 1000)::bigint)) WHERE sess->>'userId' = $1`,
        [user.id],
      );
      await agent.get('/api/user').expect(200);
    });
  });

  it('never shows a password hash in any answer', async () => {
    await createUser(t, { username: 'hashless' });
    const agent = request.agent(t.http);
    const answers = [
      await agent.post('/api/login').send({ username: 'hashless', password: PASSWORD }),
      await agent.get('/api/user'),
      await request(t.http).post('/api/register').send({
        username: 'hashless2',
        email: 'hashless2@example.org',
        password: 'Quiet-Meadow-19',
      }),
    ];
    for (const res of answers) expect(res.text).not.toMatch(/argon2|passwordHash|password_hash/);
  });
});
