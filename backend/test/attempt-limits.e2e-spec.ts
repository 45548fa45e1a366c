import { TWO_FACTOR_ATTEMPTS, TWO_FACTOR_MESSAGES } from '@bb/shared/two-factor';
import type { AddressInfo } from 'node:net';
import { AUTH_LIMITS, AUTH_MESSAGES } from '../src/auth/auth-messages';
import {
  TOO_MANY_CODES_FOR_ACCOUNT,
  TWO_FACTOR_USER_LIMIT,
} from '../src/auth/two-factor/two-factor.service';
import { KeyedRateLimiter } from '../src/common/keyed-rate-limit';
import { createUser, PASSWORD } from './support/accounts';
import { TestSmtpServer } from './support/smtp';
import { codeFor, wrongCodeFor } from './support/totp';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Issue 19, item 1: every attempt-limited step counts the attempt in the database before it
 * evaluates it, so a burst of simultaneous requests gets no more evaluations than the limit
 * (docs/decisions.md, "Two-factor attempt limits" and "Sign-in limits without a lock-out"). The
 * requests of a burst are really simultaneous: fetch() over real connections, all started before
 * any is answered.
 * Evaluations are counted by what they leave behind: the audit entries of an administrator's wrong
 * codes and passwords, and the answers.
 */
describe('attempt limits under simultaneous requests', () => {
  let t: TestApp;
  let base: string;
  const smtp = new TestSmtpServer();

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({ TRUST_PROXY: 'true', SMTP_URL: smtp.url });
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(() => t.dataSource.query('DELETE FROM rate_limit'));

  interface Answer {
    status: number;
    message: string;
    cookie?: string;
  }

  /** A client address of its own for request `i` (so the per-address route limits stay out of it). */
  const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

  async function call(
    method: 'POST' | 'PATCH',
    path: string,
    body: object | undefined,
    { from, cookie }: { from: string; cookie?: string },
  ): Promise<Answer & { body: Record<string, unknown> }> {
    const res = await fetch(base + path, {
      method,
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': from,
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: body && JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown>;
    const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
    return {
      status: res.status,
      message: typeof json.message === 'string' ? json.message : '',
      cookie: sid?.split(';')[0],
      body: json,
    };
  }

  const post = (path: string, body: object, to: { from: string; cookie?: string }) =>
    call('POST', path, body, to);

  /** `n` requests started together; answers in order. */
  const burst = (n: number, send: (i: number) => Promise<Answer>) =>
    Promise.all(Array.from({ length: n }, (_, i) => send(i)));

  const count = (answers: Answer[], status: number, message?: string) =>
    answers.filter((a) => a.status === status && (message === undefined || a.message === message))
      .length;

  /** Signs in by password; the session cookie. */
  async function signedInCookie(username: string, from = '198.51.100.99'): Promise<string> {
    const res = await post('/api/login', { username, password: PASSWORD }, { from });
    expect(res.status).toBe(200);
    return res.cookie!;
  }

  /** A new key for the signed-in `cookie` (My Settings), or for a pending enrolment. */
  async function newKey(cookie: string, path = '/api/user/two-factor/setup'): Promise<string> {
    const setup = await call('POST', path, undefined, { from: '198.51.100.98', cookie });
    expect(setup.status).toBe(200);
    return setup.body.secret as string;
  }

  /** A verified account with two-factor sign-in on, and the session that turned it on. */
  async function withTwoFactor(username: string, isAdmin = false) {
    const user = await createUser(t, { username, isAdmin });
    const cookie = await signedInCookie(username);
    const secret = await newKey(cookie);
    const enabled = await post(
      '/api/user/two-factor/enable',
      { code: codeFor(secret) },
      { from: '198.51.100.98', cookie },
    );
    expect(enabled.status).toBe(200);
    // The enrolment's step counts as used: forget it, so the current code is good for a sign-in.
    await t.dataSource.query('UPDATE app_user SET two_factor_last_step = NULL WHERE id = $1', [
      user.id,
    ]);
    await t.dataSource.query('DELETE FROM rate_limit');
    return { user, cookie, secret, recoveryCodes: enabled.body.recoveryCodes as string[] };
  }

  /** The password step from `from`: the cookie of the pending sign-in it answers with (202). */
  async function pendingSignIn(username: string, from: string): Promise<string> {
    const res = await post('/api/login', { username, password: PASSWORD }, { from });
    expect(res.status).toBe(202);
    return res.cookie!;
  }

  const audited = async (userId: string, detail: string): Promise<number> => {
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM audit_entry
        WHERE action = 'admin.sign-in-failed' AND target_id = $1 AND detail = $2`,
      [userId, detail],
    );
    return n as number;
  };

  const signedInAs = async (cookie: string) =>
    (await fetch(`${base}/api/user`, { headers: { Cookie: cookie } })).status;

  describe('two-factor codes', () => {
    it('100 wrong codes at once on one pending sign-in: 5 are evaluated, then even the right code is refused', async () => {
      const { user, secret } = await withTwoFactor('burstadmin', true);
      const cookie = await pendingSignIn('burstadmin', '198.51.100.1');
      const wrong = wrongCodeFor(secret);
      const answers = await burst(100, (i) =>
        post('/api/login/two-factor', { code: wrong }, { from: address(i), cookie }),
      );
      expect(await audited(user.id, 'Wrong two-factor code')).toBe(TWO_FACTOR_ATTEMPTS);
      expect(count(answers, 401, TWO_FACTOR_MESSAGES.wrongCode)).toBe(TWO_FACTOR_ATTEMPTS - 1);
      // The last one checked and every one refused: the pending sign-in is over (those that came
      // after it was removed from the session find none).
      const over: string[] = [
        TWO_FACTOR_MESSAGES.tooManyCodes,
        TWO_FACTOR_MESSAGES.noPendingSignIn,
      ];
      expect(answers.filter((a) => a.status === 401 && over.includes(a.message))).toHaveLength(
        100 - (TWO_FACTOR_ATTEMPTS - 1),
      );
      const right = await post(
        '/api/login/two-factor',
        { code: codeFor(secret) },
        { from: '198.51.100.1', cookie },
      );
      expect(right.status).toBe(401);
      expect(await signedInAs(cookie)).toBe(401);
    });

    it('the right code inside a burst of wrong ones: at most 5 codes are evaluated in all', async () => {
      const { user, secret } = await withTwoFactor('hiddenright', true);
      const cookie = await pendingSignIn('hiddenright', '198.51.100.2');
      const wrong = wrongCodeFor(secret);
      const answers = await burst(101, (i) =>
        post(
          '/api/login/two-factor',
          { code: i === 50 ? codeFor(secret) : wrong },
          { from: address(i), cookie },
        ),
      );
      const signedInCount = count(answers, 200);
      expect(signedInCount).toBeLessThanOrEqual(1);
      expect((await audited(user.id, 'Wrong two-factor code')) + signedInCount).toBeLessThanOrEqual(
        TWO_FACTOR_ATTEMPTS,
      );
      expect(count(answers, 401, TWO_FACTOR_MESSAGES.wrongCode)).toBeLessThan(TWO_FACTOR_ATTEMPTS);
    });

    it('100 wrong recovery codes at once: 5 are evaluated; a right one after them is refused and stays unused', async () => {
      const { user, recoveryCodes } = await withTwoFactor('recoveryburst', true);
      const cookie = await pendingSignIn('recoveryburst', '198.51.100.3');
      const answers = await burst(100, (i) =>
        post(
          '/api/login/two-factor',
          { code: `${String(i).padStart(5, '0')}-wrong` },
          { from: address(i), cookie },
        ),
      );
      expect(await audited(user.id, 'Wrong two-factor code')).toBe(TWO_FACTOR_ATTEMPTS);
      expect(count(answers, 401, TWO_FACTOR_MESSAGES.wrongCode)).toBe(TWO_FACTOR_ATTEMPTS - 1);
      const right = await post(
        '/api/login/two-factor',
        { code: recoveryCodes[0] },
        { from: '198.51.100.3', cookie },
      );
      expect(right.status).toBe(401);
      const [{ used }] = await t.dataSource.query(
        `SELECT count(*)::int AS used FROM two_factor_recovery_code
          WHERE user_id = $1 AND used_at IS NOT NULL`,
        [user.id],
      );
      expect(used).toBe(0);
    });

    it('the account limit of 10 holds across several pending sign-ins fired at once', async () => {
      const { user, secret } = await withTwoFactor('manyfronts', true);
      const cookies: string[] = [];
      for (let s = 0; s < 4; s += 1)
        cookies.push(await pendingSignIn('manyfronts', `198.51.100.${10 + s}`));
      const wrong = wrongCodeFor(secret);
      // 5 per pending sign-in (each within its own limit), 20 in all.
      const answers = await burst(4 * TWO_FACTOR_ATTEMPTS, (i) =>
        post(
          '/api/login/two-factor',
          { code: wrong },
          { from: address(i), cookie: cookies[i % 4] },
        ),
      );
      expect(await audited(user.id, 'Wrong two-factor code')).toBe(TWO_FACTOR_USER_LIMIT.limit);
      expect(count(answers, 429, TOO_MANY_CODES_FOR_ACCOUNT)).toBe(
        4 * TWO_FACTOR_ATTEMPTS - TWO_FACTOR_USER_LIMIT.limit,
      );
      // A fresh pending sign-in with the right code: the account waits.
      const fresh = await pendingSignIn('manyfronts', '198.51.100.20');
      const right = await post(
        '/api/login/two-factor',
        { code: codeFor(secret) },
        { from: '198.51.100.20', cookie: fresh },
      );
      expect(right).toMatchObject({ status: 429, message: TOO_MANY_CODES_FOR_ACCOUNT });
    });

    it("an administrator's enforced enrolment: 100 wrong first codes at once evaluate 5", async () => {
      const chief = await withTwoFactor('enforcer', true);
      const requireIt = (on: boolean) =>
        call(
          'PATCH',
          '/api/admin/settings',
          { requireAdminTwoFactor: on },
          { from: '198.51.100.98', cookie: chief.cookie },
        );
      expect((await requireIt(true)).status).toBe(200);
      try {
        const deputy = await createUser(t, { username: 'enrollee', isAdmin: true });
        const login = await post(
          '/api/login',
          { username: 'enrollee', password: PASSWORD },
          { from: '198.51.100.30' },
        );
        expect(login.status).toBe(202);
        const cookie = login.cookie!;
        const secret = await newKey(cookie, '/api/login/two-factor/setup');
        const wrong = wrongCodeFor(secret);
        const answers = await burst(100, (i) =>
          post('/api/login/two-factor/enable', { code: wrong }, { from: address(i), cookie }),
        );
        expect(await audited(deputy.id, 'Wrong two-factor code')).toBe(TWO_FACTOR_ATTEMPTS);
        expect(count(answers, 401, TWO_FACTOR_MESSAGES.wrongCode)).toBe(TWO_FACTOR_ATTEMPTS - 1);
        const right = await post(
          '/api/login/two-factor/enable',
          { code: codeFor(secret) },
          { from: '198.51.100.30', cookie },
        );
        expect(right.status).not.toBe(200);
        expect(await signedInAs(cookie)).toBe(401);
      } finally {
        expect((await requireIt(false)).status).toBe(200);
      }
    });

    it('the settings routes that take a code: 10 wrong codes per account in all, however many at once', async () => {
      const on = await withTwoFactor('settingsburst');
      const wrong = wrongCodeFor(on.secret);
      const answers = await burst(30, (i) =>
        i % 2
          ? post(
              '/api/user/two-factor/recovery-codes',
              { code: wrong },
              { from: address(i), cookie: on.cookie },
            )
          : post(
              '/api/user/two-factor/disable',
              { password: PASSWORD, code: wrong },
              { from: address(i), cookie: on.cookie },
            ),
      );
      expect(count(answers, 400, TWO_FACTOR_MESSAGES.wrongCode)).toBe(TWO_FACTOR_USER_LIMIT.limit);
      expect(count(answers, 429, TOO_MANY_CODES_FOR_ACCOUNT)).toBe(
        30 - TWO_FACTOR_USER_LIMIT.limit,
      );

      // Turning it on: the first code of a new key.
      await createUser(t, { username: 'enableburst' });
      const cookie = await signedInCookie('enableburst');
      const secret = await newKey(cookie);
      const enable = await burst(30, (i) =>
        post(
          '/api/user/two-factor/enable',
          { code: wrongCodeFor(secret) },
          { from: address(i), cookie },
        ),
      );
      expect(count(enable, 400, TWO_FACTOR_MESSAGES.wrongCode)).toBe(TWO_FACTOR_USER_LIMIT.limit);
      expect(count(enable, 429, TOO_MANY_CODES_FOR_ACCOUNT)).toBe(30 - TWO_FACTOR_USER_LIMIT.limit);
    });

    it('right codes do not count against the account: 12 sign-ins in a row, each with a code', async () => {
      const { secret, user } = await withTwoFactor('regular');
      for (let i = 0; i < TWO_FACTOR_USER_LIMIT.limit + 2; i += 1) {
        await t.dataSource.query('UPDATE app_user SET two_factor_last_step = NULL WHERE id = $1', [
          user.id,
        ]);
        const cookie = await pendingSignIn('regular', '198.51.100.40');
        const done = await post(
          '/api/login/two-factor',
          { code: codeFor(secret) },
          { from: `198.51.100.${41 + i}`, cookie },
        );
        expect(done.status).toBe(200);
      }
    });
  });

  describe('passwords', () => {
    it('100 wrong passwords at once for one username from one client: 10 are evaluated', async () => {
      const admin = await createUser(t, { username: 'pwburst', isAdmin: true });
      const answers = await burst(100, (i) =>
        post(
          '/api/login',
          { username: 'pwburst', password: `guess-${i}` },
          { from: '203.0.113.5' },
        ),
      );
      expect(await audited(admin.id, 'Wrong password')).toBe(AUTH_LIMITS.loginPerClient.limit);
      expect(count(answers, 401, AUTH_MESSAGES.loginFailed)).toBe(AUTH_LIMITS.loginPerClient.limit);
      expect(count(answers, 429)).toBe(100 - AUTH_LIMITS.loginPerClient.limit);
      // That client waits, even with the right password; the member elsewhere signs in.
      expect(
        (
          await post(
            '/api/login',
            { username: 'pwburst', password: PASSWORD },
            { from: '203.0.113.5' },
          )
        ).status,
      ).toBe(429);
      expect(
        (
          await post(
            '/api/login',
            { username: 'pwburst', password: PASSWORD },
            { from: '203.0.113.6' },
          )
        ).status,
      ).toBe(200);
    });

    it('once a client has used its 10 failures, a burst with the right password in it is refused whole', async () => {
      const admin = await createUser(t, { username: 'pwlast', isAdmin: true });
      const from = '203.0.113.9';
      for (let i = 0; i < AUTH_LIMITS.loginPerClient.limit; i += 1)
        expect(
          (await post('/api/login', { username: 'pwlast', password: `guess-${i}` }, { from }))
            .status,
        ).toBe(401);
      // 20 more (the per-address limit of the route takes 30 in all), the right password first.
      const answers = await burst(20, (i) =>
        post(
          '/api/login',
          { username: 'pwlast', password: i === 0 ? PASSWORD : `more-${i}` },
          { from },
        ),
      );
      expect(count(answers, 429, AUTH_MESSAGES.tooManyLogins)).toBe(20);
      expect(await audited(admin.id, 'Wrong password')).toBe(AUTH_LIMITS.loginPerClient.limit);
    });

    it('an account under attack: clients that already failed get no more guesses together than the rule allows', async () => {
      await createUser(t, { username: 'besieged' });
      const { limit } = AUTH_LIMITS.loginUnderAttack;
      const attackers = Array.from({ length: 20 }, (_, i) => `192.0.2.${i + 1}`);
      for (const from of attackers)
        expect(
          (await post('/api/login', { username: 'besieged', password: 'wrong' }, { from })).status,
        ).toBe(401);
      // Each attacker again, 5 times at once: 100 requests, 10 failures left before the rule applies.
      const answers = await burst(100, (i) =>
        post(
          '/api/login',
          { username: 'besieged', password: `wrong-${i}` },
          { from: attackers[i % attackers.length] },
        ),
      );
      expect(count(answers, 401)).toBe(limit - attackers.length);
      expect(count(answers, 429, AUTH_MESSAGES.tooManyLogins)).toBe(
        100 - (limit - attackers.length),
      );
      // The member, from a client without failures, signs in.
      expect(
        (
          await post(
            '/api/login',
            { username: 'besieged', password: PASSWORD },
            { from: '198.51.100.50' },
          )
        ).status,
      ).toBe(200);
    });
  });

  describe('reset and verification mails', () => {
    it('asked for at once from addresses that asked already: no more than the under-attack rule allows', async () => {
      const owner = await createUser(t, { username: 'mailtarget' });
      const { limit } = AUTH_LIMITS.mailUnderAttack;
      const askers = Array.from({ length: limit - 1 }, (_, i) => `192.0.2.${100 + i}`);
      for (const from of askers)
        expect((await post('/api/forgot-password', { email: owner.email }, { from })).status).toBe(
          200,
        );
      // Each may ask twice more by its own limit (3), but the address takes one more request only.
      const answers = await burst(2 * askers.length, (i) =>
        post('/api/forgot-password', { email: owner.email }, { from: askers[i % askers.length] }),
      );
      expect(count(answers, 200)).toBe(limit - askers.length);
      expect(count(answers, 429, AUTH_MESSAGES.tooManyMails)).toBe(
        2 * askers.length - (limit - askers.length),
      );
    });

    it('asked for at once from one client: 3 accepted', async () => {
      await createUser(t, { username: 'unverifiedburst', emailVerified: false });
      const answers = await burst(AUTH_LIMITS.mailPerIp.limit, () =>
        post(
          '/api/resend-verification',
          { email: 'unverifiedburst@example.org' },
          { from: '203.0.113.7' },
        ),
      );
      expect(count(answers, 200)).toBe(AUTH_LIMITS.mailPerClient.limit);
      expect(count(answers, 429, AUTH_MESSAGES.tooManyMails)).toBe(
        AUTH_LIMITS.mailPerIp.limit - AUTH_LIMITS.mailPerClient.limit,
      );
    });
  });

  describe('KeyedRateLimiter.reserve', () => {
    const limiter = () => t.app.get(KeyedRateLimiter);

    it('grants exactly the limit of 50 simultaneous calls; a released slot is granted again', async () => {
      const limit = { limit: 7, windowMs: 60_000 };
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => limiter().reserve('test-burst', 'one', limit)),
      );
      const granted = answers.filter((a) => a.granted);
      expect(granted.map((a) => a.hits).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      for (const refused of answers.filter((a) => !a.granted))
        expect(refused.secondsLeft).toBeGreaterThan(0);
      expect((await limiter().reserve('test-burst', 'other', limit)).granted).toBe(true);
      await limiter().release('test-burst', 'one');
      expect(await limiter().reserve('test-burst', 'one', limit)).toMatchObject({
        granted: true,
        hits: 7,
      });
      expect((await limiter().reserve('test-burst', 'one', limit)).granted).toBe(false);
    });

    it('the last slot refuses the key for blockMs from then on (0: until the window ends)', async () => {
      const paused = { limit: 2, windowMs: 10_000, blockMs: 120_000 };
      await limiter().reserve('test-pause', 'a', paused);
      await limiter().reserve('test-pause', 'a', paused);
      expect((await limiter().reserve('test-pause', 'a', paused)).secondsLeft).toBeGreaterThan(100);
      const windowOnly = { ...paused, blockMs: 0 };
      await limiter().reserve('test-pause', 'b', windowOnly);
      await limiter().reserve('test-pause', 'b', windowOnly);
      expect((await limiter().reserve('test-pause', 'b', windowOnly)).secondsLeft).toBeLessThan(11);
      // Once the window is over, a fresh one starts.
      await t.dataSource.query(`UPDATE rate_limit SET expires_at = now() - interval '1 second'`);
      expect(await limiter().reserve('test-pause', 'a', paused)).toMatchObject({
        granted: true,
        hits: 1,
      });
    });

    it('a block left by hit() holds until it ends, then a fresh window starts', async () => {
      const limit = { limit: 1, windowMs: 60_000 };
      await limiter().hit('test-hit', 'x', limit, 'no');
      await expect(limiter().hit('test-hit', 'x', limit, 'no')).rejects.toThrow('no');
      expect((await limiter().reserve('test-hit', 'x', limit)).granted).toBe(false);
      await t.dataSource.query(`UPDATE rate_limit SET blocked_until = now() - interval '1 second'`);
      expect(await limiter().reserve('test-hit', 'x', limit)).toMatchObject({
        granted: true,
        hits: 1,
      });
    });
  });

  it('per-address route limits (@RateLimit) count a request before it goes through', async () => {
    const answers = await burst(2 * AUTH_LIMITS.tokenPerIp.limit, () =>
      post('/api/verify-email', { token: 'not-a-token' }, { from: '203.0.113.8' }),
    );
    expect(count(answers, 400)).toBe(AUTH_LIMITS.tokenPerIp.limit);
    expect(count(answers, 429)).toBe(AUTH_LIMITS.tokenPerIp.limit);
  });
});
