import {
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_PATTERN,
  TWO_FACTOR_ATTEMPTS,
  TWO_FACTOR_MESSAGES,
} from '@bb/shared/two-factor';
import request from 'supertest';
import { OWN_TWO_FACTOR_FIRST } from '../src/settings-admin/settings.admin.service';
import { AUTH_MESSAGES } from '../src/auth/auth-messages';
import { TwoFactorCipher } from '../src/auth/two-factor/two-factor-cipher';
import { ACCESS_MESSAGES } from '../src/common/access';
import type { AppConfig } from '../src/config/config';
import { createUser, PASSWORD, sessionCount, sessionIdOf, signedIn } from './support/accounts';
import { TestSmtpServer } from './support/smtp';
import { codeFor } from './support/totp';
import { createTestApp, TestApp } from './support/test-app';

type Agent = ReturnType<typeof request.agent>;

/** A 6-digit code that is not the key's code for any step near now. */
function wrongCodeFor(secret: string): string {
  const near = new Set([-1, 0, 1].map((s) => codeFor(secret, s)));
  let n = 0;
  while (near.has(String(n).padStart(6, '0'))) n += 1;
  return String(n).padStart(6, '0');
}

describe('two-factor sign-in (TOTP)', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;

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

  /**
   * Forgets which time step was used last, so that a test can use the current code again (each
   * test's own replay check is made before this).
   */
  const forgetUsedStep = (userId: string) =>
    t.dataSource.query('UPDATE app_user SET two_factor_last_step = NULL WHERE id = $1', [userId]);

  /** Signs in with the password on a new agent; expects the 202 of a pending sign-in. */
  async function passwordStep(username: string, nextStep = 'two-factor'): Promise<Agent> {
    const agent = request.agent(t.http);
    const res = await agent.post('/api/login').send({ username, password: PASSWORD }).expect(202);
    expect(res.body).toEqual({
      nextStep,
      message:
        nextStep === 'two-factor'
          ? TWO_FACTOR_MESSAGES.codeNeeded
          : TWO_FACTOR_MESSAGES.enrolmentNeeded,
    });
    return agent;
  }

  /** Turns two-factor sign-in on through the settings routes; answers the key and recovery codes. */
  async function enrol(agent: Agent): Promise<{ secret: string; recoveryCodes: string[] }> {
    const setup = await agent.post('/api/user/two-factor/setup').expect(200);
    const enabled = await agent
      .post('/api/user/two-factor/enable')
      .send({ code: codeFor(setup.body.secret) })
      .expect(200);
    return { secret: setup.body.secret, recoveryCodes: enabled.body.recoveryCodes };
  }

  /** A verified member with two-factor sign-in on (the enrolment's step forgotten). */
  async function memberWithTwoFactor(username: string, isAdmin = false) {
    const user = await createUser(t, { username, isAdmin });
    const keys = await enrol(await signedIn(t, username));
    await forgetUsedStep(user.id);
    return { user, ...keys };
  }

  const mailTo = (address: string, subject: string) =>
    smtp.waitFor(address, (m) => (m.parsed.subject ?? '').includes(subject));

  describe('turning it on (My Settings)', () => {
    it('shows a key and an SVG QR code, refuses a wrong first code, then answers 10 recovery codes once', async () => {
      const user = await createUser(t, { username: 'enroller' });
      const agent = await signedIn(t, 'enroller');
      expect((await agent.get('/api/user/two-factor').expect(200)).body).toEqual({
        enabled: false,
        enabledAt: null,
        recoveryCodesLeft: 0,
        required: false,
      });
      await agent
        .post('/api/user/two-factor/enable')
        .send({ code: '123456' })
        .expect(400, { statusCode: 400, message: TWO_FACTOR_MESSAGES.noSetup });

      const setup = await agent.post('/api/user/two-factor/setup').expect(200);
      const { secret, otpauthUrl, qrCode } = setup.body as Record<string, string>;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      const uri = new URL(otpauthUrl);
      expect(uri.protocol).toBe('otpauth:');
      expect(uri.host).toBe('totp');
      expect(decodeURIComponent(uri.pathname)).toBe('/Building Bridges:enroller');
      // SHA-1, 6 digits and 30 s are the Key URI format's defaults, which otplib leaves out.
      expect(Object.fromEntries(uri.searchParams)).toEqual({ secret, issuer: 'Building Bridges' });
      expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
      const svg = Buffer.from(qrCode.split(',')[1], 'base64').toString('utf8');
      expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      // Nothing is on yet.
      expect((await agent.get('/api/user/two-factor').expect(200)).body.enabled).toBe(false);

      await agent
        .post('/api/user/two-factor/enable')
        .send({ code: wrongCodeFor(secret) })
        .expect(400, { statusCode: 400, message: TWO_FACTOR_MESSAGES.wrongCode });
      const bad = await agent
        .post('/api/user/two-factor/enable')
        .send({ code: '12ab' })
        .expect(400);
      expect(bad.body.errors).toEqual({ code: TWO_FACTOR_MESSAGES.codeNeeded });

      const enabled = await agent
        .post('/api/user/two-factor/enable')
        .send({ code: codeFor(secret) })
        .expect(200);
      const codes = enabled.body.recoveryCodes as string[];
      expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
      expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
      for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);

      const status = (await agent.get('/api/user/two-factor').expect(200)).body;
      expect(status).toEqual({
        enabled: true,
        enabledAt: expect.any(String),
        recoveryCodesLeft: RECOVERY_CODE_COUNT,
        required: false,
      });
      expect(Date.now() - Date.parse(status.enabledAt)).toBeLessThan(60_000);
      await agent
        .post('/api/user/two-factor/setup')
        .expect(409, { statusCode: 409, message: TWO_FACTOR_MESSAGES.alreadyOn });

      // Stored: the key only encrypted, the recovery codes only hashed; none in any answer.
      const [row] = await t.dataSource.query(
        'SELECT two_factor_secret AS s FROM app_user WHERE id = $1',
        [user.id],
      );
      expect(row.s).not.toContain(secret);
      const stored = await t.dataSource.query(
        'SELECT code_hash FROM two_factor_recovery_code WHERE user_id = $1',
        [user.id],
      );
      expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
      expect(JSON.stringify(stored)).not.toContain(codes[0]);
      const me = await agent.get('/api/user/export').expect(200);
      expect(me.text).not.toContain(secret);
      expect(me.text).not.toContain(row.s);

      const mail = await mailTo(user.email, 'Two-factor sign-in is on');
      expect(mail.parsed.text).toContain('two-factor sign-in was turned on');
      expect(mail.parsed.text).toContain('If you did not do this');
      expect(mail.parsed.text).toContain('http://localhost:3000/forgot-password');
    });

    it('a key being set up belongs to the session that asked for it', async () => {
      await createUser(t, { username: 'twosessions' });
      const one = await signedIn(t, 'twosessions');
      const other = await signedIn(t, 'twosessions');
      const setup = await one.post('/api/user/two-factor/setup').expect(200);
      await other
        .post('/api/user/two-factor/enable')
        .send({ code: codeFor(setup.body.secret) })
        .expect(400, { statusCode: 400, message: TWO_FACTOR_MESSAGES.noSetup });
    });
  });

  describe('signing in', () => {
    it('asks for a code after the password; nothing signed-in is reachable until it is given', async () => {
      const { user, secret } = await memberWithTwoFactor('coder');
      const before = request.agent(t.http);
      const login = await before
        .post('/api/login')
        .send({ username: 'coder', password: PASSWORD })
        .expect(202);
      const pendingSid = sessionIdOf(login);
      expect(pendingSid).toBeDefined();
      // The pending session lives 10 minutes, not a member's 7 days.
      const expires = /sid=[^;]+;.*Expires=([^;]+);/.exec(String(login.headers['set-cookie']))![1];
      expect(Date.parse(expires) - Date.now()).toBeGreaterThan(9 * 60_000);
      expect(Date.parse(expires) - Date.now()).toBeLessThan(11 * 60_000);
      expect(login.body).toEqual({
        nextStep: 'two-factor',
        message: TWO_FACTOR_MESSAGES.codeNeeded,
      });

      const signedOut = { statusCode: 401, message: ACCESS_MESSAGES.signedOut };
      await before.get('/api/user').expect(401, signedOut);
      await before.get('/api/my/summary').expect(401, signedOut);
      await before.get('/api/admin/users').expect(401, signedOut);
      await before.patch('/api/user').send({ username: 'takeover' }).expect(401, signedOut);
      await before.get('/api/user/two-factor').expect(401, signedOut);
      await before.post('/api/user/two-factor/setup').expect(401, signedOut);
      await before.post('/api/login/two-factor/setup').expect(401, {
        statusCode: 401,
        message: TWO_FACTOR_MESSAGES.noPendingSignIn,
      });
      // Only the session that turned it on is signed in as the user.
      expect(await sessionCount(t, user.id)).toBe(1);

      const done = await before
        .post('/api/login/two-factor')
        .send({ code: codeFor(secret) })
        .expect(200);
      expect(done.body).toEqual({
        id: user.id,
        username: 'coder',
        email: user.email,
        isAdmin: false,
        emailVerified: true,
        roles: [],
        permissions: [],
        pendingEmail: null,
        firstSignIn: false,
      });
      expect(sessionIdOf(done)).not.toBe(pendingSid);
      await before.get('/api/user').expect(200);
      await before.get('/api/my/summary').expect(200);
      expect(await sessionCount(t, user.id)).toBe(2);
      const [{ n }] = await t.dataSource.query(
        'SELECT count(*)::int AS n FROM sign_in_record WHERE user_id = $1',
        [user.id],
      );
      expect(n).toBe(2); // the enrolment's sign-in and this one
    });

    it('refuses a code used once already, also in another sign-in', async () => {
      const { secret } = await memberWithTwoFactor('replayer');
      const code = codeFor(secret);
      const first = await passwordStep('replayer');
      await first.post('/api/login/two-factor').send({ code }).expect(200);
      const second = await passwordStep('replayer');
      await second
        .post('/api/login/two-factor')
        .send({ code })
        .expect(401, { statusCode: 401, message: TWO_FACTOR_MESSAGES.replayedCode });
      // Nor a code of an earlier step than the one used.
      await second
        .post('/api/login/two-factor')
        .send({ code: codeFor(secret, -1) })
        .expect(401);
      await second.get('/api/user').expect(401);
    });

    it('two requests with one code at once: exactly one signs in', async () => {
      const { secret } = await memberWithTwoFactor('racer');
      const code = codeFor(secret);
      const agents = [await passwordStep('racer'), await passwordStep('racer')];
      const answers = await Promise.all(
        agents.map((a) => a.post('/api/login/two-factor').send({ code })),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
    });

    it('takes a recovery code once (typed in capitals without its hyphen too)', async () => {
      const { user, recoveryCodes } = await memberWithTwoFactor('recoverer');
      const agent = await passwordStep('recoverer');
      const typed = recoveryCodes[3].replace('-', '').toUpperCase();
      await agent.post('/api/login/two-factor').send({ code: typed }).expect(200);
      await agent.get('/api/user').expect(200);
      expect((await agent.get('/api/user/two-factor').expect(200)).body.recoveryCodesLeft).toBe(
        RECOVERY_CODE_COUNT - 1,
      );
      const again = await passwordStep('recoverer');
      await again
        .post('/api/login/two-factor')
        .send({ code: recoveryCodes[3] })
        .expect(401, { statusCode: 401, message: TWO_FACTOR_MESSAGES.wrongCode });
      await again.post('/api/login/two-factor').send({ code: recoveryCodes[4] }).expect(200);
      const [{ used }] = await t.dataSource.query(
        'SELECT count(*)::int AS used FROM two_factor_recovery_code WHERE user_id = $1 AND used_at IS NOT NULL',
        [user.id],
      );
      expect(used).toBe(2);
    });

    it('refuses a wrong code; after the last attempt the password is needed again', async () => {
      const { secret } = await memberWithTwoFactor('fumbler');
      const agent = await passwordStep('fumbler');
      const wrong = wrongCodeFor(secret);
      const invalid = await agent.post('/api/login/two-factor').send({ code: 'abc' }).expect(400);
      expect(invalid.body.errors).toEqual({ code: TWO_FACTOR_MESSAGES.codeFormat });
      const empty = await agent.post('/api/login/two-factor').send({}).expect(400);
      expect(empty.body.errors).toEqual({ code: TWO_FACTOR_MESSAGES.codeRequired });
      for (let i = 1; i < TWO_FACTOR_ATTEMPTS; i += 1)
        await agent
          .post('/api/login/two-factor')
          .send({ code: wrong })
          .expect(401, { statusCode: 401, message: TWO_FACTOR_MESSAGES.wrongCode });
      await agent
        .post('/api/login/two-factor')
        .send({ code: wrong })
        .expect(401, { statusCode: 401, message: TWO_FACTOR_MESSAGES.tooManyCodes });
      await agent
        .post('/api/login/two-factor')
        .send({ code: codeFor(secret) })
        .expect(401, { statusCode: 401, message: TWO_FACTOR_MESSAGES.noPendingSignIn });
      await agent.get('/api/user').expect(401);
      // The password step again: a right code now signs in.
      const retry = await passwordStep('fumbler');
      await retry
        .post('/api/login/two-factor')
        .send({ code: codeFor(secret) })
        .expect(200);
    });

    it('limits wrong codes per account across sessions (429), even with the right code after', async () => {
      const { secret } = await memberWithTwoFactor('guesser');
      const wrong = wrongCodeFor(secret);
      for (let round = 0; round < 2; round += 1) {
        const agent = await passwordStep('guesser');
        for (let i = 0; i < TWO_FACTOR_ATTEMPTS; i += 1)
          await agent.post('/api/login/two-factor').send({ code: wrong }).expect(401);
      }
      const agent = await passwordStep('guesser');
      const limited = await agent
        .post('/api/login/two-factor')
        .send({ code: codeFor(secret) })
        .expect(429);
      expect(limited.body.message).toBe(
        'Too many wrong codes for this account. Please wait 15 minutes and try again.',
      );
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      await agent.get('/api/user').expect(401);
    });

    it('a pending sign-in expires', async () => {
      const { user, secret } = await memberWithTwoFactor('slowpoke');
      const agent = await passwordStep('slowpoke');
      await t.dataSource.query(
        `UPDATE session SET sess = jsonb_set(sess::jsonb, '{pendingSignIn,at}', to_jsonb(0))::json
          WHERE sess->'pendingSignIn'->>'userId' = $1`,
        [user.id],
      );
      await agent
        .post('/api/login/two-factor')
        .send({ code: codeFor(secret) })
        .expect(401, { statusCode: 401, message: TWO_FACTOR_MESSAGES.noPendingSignIn });
      await request(t.http)
        .post('/api/login/two-factor')
        .send({ code: codeFor(secret) })
        .expect(401, { statusCode: 401, message: TWO_FACTOR_MESSAGES.noPendingSignIn });
    });

    it('refuses suspended and unverified accounts before any second step', async () => {
      const { user } = await memberWithTwoFactor('benched');
      await t.dataSource.query('UPDATE app_user SET suspended = true WHERE id = $1', [user.id]);
      await request(t.http)
        .post('/api/login')
        .send({ username: 'benched', password: PASSWORD })
        .expect(403, { statusCode: 403, message: AUTH_MESSAGES.suspended });
      await t.dataSource.query(
        'UPDATE app_user SET suspended = false, email_verified = false WHERE id = $1',
        [user.id],
      );
      await request(t.http)
        .post('/api/login')
        .send({ username: 'benched', password: PASSWORD })
        .expect(403, { statusCode: 403, message: AUTH_MESSAGES.unverified });
      await request(t.http)
        .post('/api/login')
        .send({ username: 'benched', password: 'wrong-password-1' })
        .expect(401, { statusCode: 401, message: AUTH_MESSAGES.loginFailed });
    });

    it("puts wrong codes on an administrator's account in the audit trail", async () => {
      const { user, secret } = await memberWithTwoFactor('admincoder', true);
      const agent = await passwordStep('admincoder');
      await agent
        .post('/api/login/two-factor')
        .send({ code: wrongCodeFor(secret) })
        .expect(401);
      const entries = await t.dataSource.query(
        // (Its enrolment is in the trail too: 'user.two-factor-on', see "the audit trail".)
        `SELECT action, target_id, detail, actor_id FROM audit_entry
          WHERE target_id = $1 AND action <> 'user.two-factor-on'`,
        [user.id],
      );
      expect(entries).toEqual([
        {
          action: 'admin.sign-in-failed',
          target_id: user.id,
          detail: 'Wrong two-factor code',
          actor_id: null,
        },
      ]);
    });
  });

  describe('recovery codes and turning it off', () => {
    it('a new set of recovery codes voids the old one', async () => {
      const { recoveryCodes, secret } = await memberWithTwoFactor('renewer');
      const agent = await passwordStep('renewer');
      await agent
        .post('/api/login/two-factor')
        .send({ code: codeFor(secret) })
        .expect(200);
      await agent
        .post('/api/user/two-factor/recovery-codes')
        .send({ code: recoveryCodes[0] })
        .expect(400);
      const fresh = await agent
        .post('/api/user/two-factor/recovery-codes')
        .send({ code: codeFor(secret, 1) })
        .expect(200);
      expect(fresh.body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
      expect(fresh.body.recoveryCodes).not.toContain(recoveryCodes[0]);
      const next = await passwordStep('renewer');
      await next.post('/api/login/two-factor').send({ code: recoveryCodes[0] }).expect(401);
      await next
        .post('/api/login/two-factor')
        .send({ code: fresh.body.recoveryCodes[0] })
        .expect(200);
    });

    it('turning it off needs the password and a code, then the password alone signs in', async () => {
      const { user, secret } = await memberWithTwoFactor('quitter');
      const agent = await passwordStep('quitter');
      await agent
        .post('/api/login/two-factor')
        .send({ code: codeFor(secret) })
        .expect(200);
      await forgetUsedStep(user.id);

      await agent
        .post('/api/user/two-factor/disable')
        .send({ password: 'Not-The-Password-1', code: codeFor(secret) })
        .expect(401, { statusCode: 401, message: TWO_FACTOR_MESSAGES.wrongPassword });
      await agent
        .post('/api/user/two-factor/disable')
        .send({ password: PASSWORD, code: wrongCodeFor(secret) })
        .expect(400, { statusCode: 400, message: TWO_FACTOR_MESSAGES.wrongCode });
      const missing = await agent.post('/api/user/two-factor/disable').send({}).expect(400);
      expect(missing.body.errors).toEqual({
        password: 'Password is required',
        code: TWO_FACTOR_MESSAGES.codeRequired,
      });
      expect((await agent.get('/api/user/two-factor').expect(200)).body.enabled).toBe(true);

      await agent
        .post('/api/user/two-factor/disable')
        .send({ password: PASSWORD, code: codeFor(secret) })
        .expect(200, { message: TWO_FACTOR_MESSAGES.turnedOff });
      expect((await agent.get('/api/user/two-factor').expect(200)).body).toEqual({
        enabled: false,
        enabledAt: null,
        recoveryCodesLeft: 0,
        required: false,
      });
      await agent
        .post('/api/user/two-factor/disable')
        .send({ password: PASSWORD, code: codeFor(secret) })
        .expect(409, { statusCode: 409, message: TWO_FACTOR_MESSAGES.notOn });
      const [{ n }] = await t.dataSource.query(
        'SELECT count(*)::int AS n FROM two_factor_recovery_code WHERE user_id = $1',
        [user.id],
      );
      expect(n).toBe(0);
      await signedIn(t, 'quitter');

      const mail = await mailTo(user.email, 'Two-factor sign-in is off');
      expect(mail.parsed.text).toContain('two-factor sign-in was turned off');
      expect(mail.parsed.text).toContain('If you did not do this');
    });
  });

  describe('the audit trail', () => {
    const ownEntries = (userId: string) =>
      t.dataSource.query(
        `SELECT action, actor_id, actor_name, target_id, changes FROM audit_entry
          WHERE target_id = $1 AND action LIKE 'user.%' ORDER BY at, id`,
        [userId],
      );

    it("records an administrator's own two-factor changes (on, new recovery codes, off), not a member's", async () => {
      const { user: admin, secret } = await memberWithTwoFactor('selfaudit', true);
      const agent = await passwordStep('selfaudit');
      await agent
        .post('/api/login/two-factor')
        .send({ code: codeFor(secret) })
        .expect(200);
      await agent
        .post('/api/user/two-factor/recovery-codes')
        .send({ code: codeFor(secret, 1) })
        .expect(200);
      await forgetUsedStep(admin.id);
      await agent
        .post('/api/user/two-factor/disable')
        .send({ password: PASSWORD, code: codeFor(secret) })
        .expect(200);
      const who = { actor_id: admin.id, actor_name: 'selfaudit', target_id: admin.id };
      expect(await ownEntries(admin.id)).toEqual([
        {
          action: 'user.two-factor-on',
          ...who,
          changes: { twoFactorEnabled: { from: false, to: true } },
        },
        { action: 'user.recovery-codes', ...who, changes: null },
        {
          action: 'user.two-factor-off',
          ...who,
          changes: { twoFactorEnabled: { from: true, to: false } },
        },
      ]);

      const { user: member } = await memberWithTwoFactor('memberaudit');
      expect(await ownEntries(member.id)).toEqual([]);
    });
  });

  describe('rotating TWO_FACTOR_KEY', () => {
    it('an instance started with the old key as TWO_FACTOR_KEY_PREVIOUS re-encrypts every key under the new one', async () => {
      const { user, secret } = await memberWithTwoFactor('rotated');
      const [before] = await t.dataSource.query(
        'SELECT two_factor_secret AS s FROM app_user WHERE id = $1',
        [user.id],
      );
      const NEW_KEY = 'rotated-two-factor-key-that-is-long-enough-0123456789';
      const rotated = await createTestApp({
        DATABASE_URL: t.config.databaseUrl!,
        TWO_FACTOR_KEY: NEW_KEY,
        TWO_FACTOR_KEY_PREVIOUS: t.config.twoFactorKey,
      });
      try {
        const [after] = await t.dataSource.query(
          'SELECT two_factor_secret AS s FROM app_user WHERE id = $1',
          [user.id],
        );
        expect(after.s).not.toBe(before.s);
        const cipher = new TwoFactorCipher({ twoFactorKey: NEW_KEY } as AppConfig);
        expect(cipher.decrypt(after.s, user.id)).toEqual({ plain: secret, underPrevious: false });
        const agent = request.agent(rotated.http);
        await agent
          .post('/api/login')
          .send({ username: 'rotated', password: PASSWORD })
          .expect(202);
        await agent
          .post('/api/login/two-factor')
          .send({ code: codeFor(secret) })
          .expect(200);
      } finally {
        await rotated.close();
      }
    });
  });

  describe('administrators', () => {
    it('reset a user’s two-factor sign-in: audited, e-mailed, sessions ended, password alone after', async () => {
      const { user, secret } = await memberWithTwoFactor('lostphone');
      const memberAgent = await passwordStep('lostphone');
      await memberAgent
        .post('/api/login/two-factor')
        .send({ code: codeFor(secret) })
        .expect(200);
      const admin = await createUser(t, { username: 'resetter', isAdmin: true });
      const adminAgent = await signedIn(t, 'resetter');

      const listed = (await adminAgent.get('/api/admin/users?pageSize=100').expect(200)).body
        .items as {
        id: string;
        twoFactorEnabled: boolean;
      }[];
      expect(listed.find((u) => u.id === user.id)!.twoFactorEnabled).toBe(true);
      expect(listed.find((u) => u.id === admin.id)!.twoFactorEnabled).toBe(false);

      const reset = await adminAgent
        .post(`/api/admin/users/${user.id}/two-factor/reset`)
        .expect(200);
      expect(reset.body).toMatchObject({ id: user.id, twoFactorEnabled: false });
      await memberAgent.get('/api/user').expect(401);
      expect(await sessionCount(t, user.id)).toBe(0);
      await signedIn(t, 'lostphone');

      const [entry] = await t.dataSource.query(
        `SELECT actor_id, action, target_id, target_label, changes FROM audit_entry
          WHERE action = 'user.reset-two-factor'`,
      );
      expect(entry).toEqual({
        actor_id: admin.id,
        action: 'user.reset-two-factor',
        target_id: user.id,
        target_label: 'lostphone',
        changes: { twoFactorEnabled: { from: true, to: false } },
      });
      const mail = await mailTo(user.email, 'An administrator reset two-factor sign-in');
      expect(mail.parsed.text).toContain('You have been signed out everywhere');
      expect(mail.parsed.text).toContain('If you did not ask for this');

      await adminAgent
        .post(`/api/admin/users/${user.id}/two-factor/reset`)
        .expect(409, { statusCode: 409, message: TWO_FACTOR_MESSAGES.notOn });
      await adminAgent
        .post('/api/admin/users/00000000-0000-4000-8000-000000000000/two-factor/reset')
        .expect(404);
      await memberAgent.post(`/api/admin/users/${user.id}/two-factor/reset`).expect(401);
    });

    it('resetting their own keeps the administrator signed in here and ends their other sessions', async () => {
      const { user, secret } = await memberWithTwoFactor('selfreset', true);
      const here = await passwordStep('selfreset');
      await here
        .post('/api/login/two-factor')
        .send({ code: codeFor(secret) })
        .expect(200);
      const elsewhere = await passwordStep('selfreset');
      await elsewhere
        .post('/api/login/two-factor')
        .send({ code: codeFor(secret, 1) })
        .expect(200);
      await here.post(`/api/admin/users/${user.id}/two-factor/reset`).expect(200);
      await here.get('/api/user').expect(200);
      await elsewhere.get('/api/user').expect(401);
      expect((await here.get('/api/user/two-factor').expect(200)).body.enabled).toBe(false);
    });

    it('when required, an administrator without it enrols before anything else; the setting needs it on first', async () => {
      const first = await createUser(t, { username: 'chief', isAdmin: true });
      const chief = await signedIn(t, 'chief');
      const refused = await chief
        .patch('/api/admin/settings')
        .send({ requireAdminTwoFactor: true })
        .expect(400);
      expect(refused.body.message).toBe(OWN_TWO_FACTOR_FIRST);
      expect((await chief.get('/api/admin/settings').expect(200)).body.requireAdminTwoFactor).toBe(
        false,
      );
      await enrol(chief);
      await forgetUsedStep(first.id);
      const on = await chief
        .patch('/api/admin/settings')
        .send({ requireAdminTwoFactor: true })
        .expect(200);
      expect(on.body.requireAdminTwoFactor).toBe(true);
      const [audit] = await t.dataSource.query(
        `SELECT changes FROM audit_entry WHERE action = 'settings.update' AND actor_id = $1`,
        [first.id],
      );
      expect(audit.changes).toEqual({ requireAdminTwoFactor: { from: false, to: true } });

      try {
        // An administrator without it: the enrolment is the only way in.
        await createUser(t, { username: 'deputy', isAdmin: true });
        const deputy = await passwordStep('deputy', 'two-factor-enrolment');
        await deputy.get('/api/user').expect(401);
        await deputy.get('/api/admin/users').expect(401);
        await deputy.post('/api/user/two-factor/setup').expect(401);
        await deputy
          .post('/api/login/two-factor')
          .send({ code: '123456' })
          .expect(401, { statusCode: 401, message: TWO_FACTOR_MESSAGES.noPendingSignIn });
        await deputy
          .post('/api/login/two-factor/enable')
          .send({ code: '123456' })
          .expect(400, { statusCode: 400, message: TWO_FACTOR_MESSAGES.noSetup });
        const setup = await deputy.post('/api/login/two-factor/setup').expect(200);
        expect(setup.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
        await deputy.get('/api/admin/users').expect(401);
        await deputy
          .post('/api/login/two-factor/enable')
          .send({ code: wrongCodeFor(setup.body.secret) })
          .expect(401, { statusCode: 401, message: TWO_FACTOR_MESSAGES.wrongCode });
        const enrolled = await deputy
          .post('/api/login/two-factor/enable')
          .send({ code: codeFor(setup.body.secret) })
          .expect(200);
        expect(enrolled.body.user).toMatchObject({ username: 'deputy', isAdmin: true });
        expect(enrolled.body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
        await deputy.get('/api/admin/users').expect(200);
        expect((await deputy.get('/api/user/two-factor').expect(200)).body).toMatchObject({
          enabled: true,
          required: true,
        });
        await deputy
          .post('/api/user/two-factor/disable')
          .send({ password: PASSWORD, code: codeFor(setup.body.secret, 1) })
          .expect(403, { statusCode: 403, message: TWO_FACTOR_MESSAGES.requiredForAdmins });
        // The next sign-in asks for a code like any other account's.
        await passwordStep('deputy');
        // Members are not concerned.
        await createUser(t, { username: 'bystander' });
        await signedIn(t, 'bystander');
      } finally {
        await chief.patch('/api/admin/settings').send({ requireAdminTwoFactor: false }).expect(200);
      }
    });
  });
});
