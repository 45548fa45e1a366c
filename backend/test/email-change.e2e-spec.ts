import { PERMISSIONS } from '@bb/shared/staff-roles';
import request from 'supertest';
import { AUTH_LIMITS, AUTH_MESSAGES } from '../src/auth/auth-messages';
import { MAIL_QUEUES } from '../src/mail/mail-classes';
import { ACCOUNT_MESSAGES } from '../src/account/account.service';
import { User } from '../src/users/user.entity';
import { createUser, PASSWORD, signedIn, tokenIn } from './support/accounts';
import { TestSmtpServer, type ReceivedMail } from './support/smtp';
import { createTestApp, TestApp } from './support/test-app';

const VERIFY_LINK = 'http://localhost:3000/verify-email?token=';

/**
 * A member's own change of e-mail address (PATCH /api/user): the address in force stays until the
 * new one is confirmed by its link, so nobody becomes unverified (issue 19: the only administrator
 * locked the admin area out by changing their address), and changes are rate-limited like the other
 * account mails.
 */
describe('changing one’s own e-mail address', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const row = (id: string) => t.dataSource.getRepository(User).findOneByOrFail({ id });
  /** Mails queued (not necessarily delivered yet) to `address`, whatever the queue. */
  const queuedTo = async (address: string): Promise<number> => {
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name LIKE 'mail%' AND lower(data->>'to') = $1`,
      [address.toLowerCase()],
    );
    return n as number;
  };
  const confirmationTo = (address: string): Promise<ReceivedMail> =>
    smtp.waitFor(address, (m) => (m.parsed.text ?? '').includes(VERIFY_LINK));

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(() => t.dataSource.query('DELETE FROM rate_limit'));

  it('the only administrator keeps the admin area; the new address takes over only once confirmed', async () => {
    const admin = await createUser(t, { username: 'soleadmin', isAdmin: true });
    const agent = await signedIn(t, 'soleadmin');

    const res = await agent.patch('/api/user').send({ email: 'Sole.New@Example.org' }).expect(200);
    expect(res.body).toEqual({
      id: admin.id,
      username: 'soleadmin',
      email: 'soleadmin@example.org',
      isAdmin: true,
      emailVerified: true,
      roles: ['administrator'],
      permissions: [...PERMISSIONS],
      pendingEmail: 'sole.new@example.org',
    });
    // Still an administrator who can work, in this session and in a new one (sign-in by username).
    await agent.get('/api/admin/settings').expect(200);
    const again = await signedIn(t, 'soleadmin');
    await again.get('/api/admin/settings').expect(200);
    expect(await row(admin.id)).toMatchObject({
      email: 'soleadmin@example.org',
      emailVerified: true,
      pendingEmail: 'sole.new@example.org',
    });

    // The link goes to the new address; the old one is told that a change was asked for.
    const confirmation = await confirmationTo('sole.new@example.org');
    expect(confirmation.parsed.subject).toMatch(/^Confirm your new email address for /);
    const notice = await smtp.waitFor('soleadmin@example.org');
    expect(notice.parsed.subject).toMatch(/^A change of your .+ email address was requested$/);
    expect(notice.parsed.text).toContain('so***@example.org');
    expect(notice.parsed.text).not.toContain('sole.new@example.org');
    expect(notice.parsed.text).toContain('http://localhost:3000/my/profile');
    // Both are account mail, in its own queue (they never wait behind a burst of other mail).
    const queues: { name: string }[] = await t.dataSource.query(
      `SELECT DISTINCT name FROM pgboss.job WHERE data->>'to' IN ('sole.new@example.org', 'soleadmin@example.org')`,
    );
    expect(queues.map((q) => q.name)).toEqual([MAIL_QUEUES.account]);

    // Until then, the address in force is the old one: a reset goes there, not to the new one.
    await request(t.http)
      .post('/api/forgot-password')
      .send({ email: 'sole.new@example.org' })
      .expect(200);
    await request(t.http)
      .post('/api/forgot-password')
      .send({ email: 'soleadmin@example.org' })
      .expect(200);
    await smtp.waitFor('soleadmin@example.org', (m) =>
      (m.parsed.text ?? '').includes('/reset-password?token='),
    );
    expect(await queuedTo('sole.new@example.org')).toBe(1); // the confirmation only

    // Following the link swaps the address; it stays verified, and still an administrator.
    const token = tokenIn(confirmation, VERIFY_LINK);
    const confirmed = await request(t.http).post('/api/verify-email').send({ token }).expect(200);
    expect(confirmed.body).toEqual({ message: AUTH_MESSAGES.emailChanged });
    expect((await agent.get('/api/user').expect(200)).body).toEqual({
      id: admin.id,
      username: 'soleadmin',
      email: 'sole.new@example.org',
      isAdmin: true,
      emailVerified: true,
      roles: ['administrator'],
      permissions: [...PERMISSIONS],
      pendingEmail: null,
      firstSignIn: true,
    });
    await agent.get('/api/admin/settings').expect(200);
    // The old address hears that the change took effect; the link works once.
    await smtp.waitFor('soleadmin@example.org', (m) =>
      /email address was changed$/.test(m.parsed.subject ?? ''),
    );
    await request(t.http).post('/api/verify-email').send({ token }).expect(400);
    await signedIn(t, 'soleadmin');
  });

  it('two administrators changing their addresses at once both keep working', async () => {
    for (const round of [1, 2, 3]) {
      await t.dataSource.query('DELETE FROM app_user');
      await createUser(t, { username: `first${round}`, isAdmin: true });
      await createUser(t, { username: `second${round}`, isAdmin: true });
      const first = await signedIn(t, `first${round}`);
      const second = await signedIn(t, `second${round}`);
      const answers = await Promise.all([
        first.patch('/api/user').send({ email: `first${round}.new@example.org` }),
        second.patch('/api/user').send({ email: `second${round}.new@example.org` }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      await first.get('/api/admin/settings').expect(200);
      await second.get('/api/admin/settings').expect(200);
      const [{ active }] = await t.dataSource.query(
        `SELECT count(*)::int AS active FROM app_user WHERE is_admin AND email_verified`,
      );
      expect(active).toBe(2);
    }
  });

  it('Resend mails a new link (only the newest works); Cancel drops the change', async () => {
    const u = await createUser(t, { username: 'resender' });
    const agent = await signedIn(t, 'resender');
    await agent.post('/api/user/email-change/resend').expect(409);
    await agent.patch('/api/user').send({ email: 'resent@example.org' }).expect(200);
    const first = tokenIn(await confirmationTo('resent@example.org'), VERIFY_LINK);
    smtp.messages.length = 0;

    const resent = await agent.post('/api/user/email-change/resend').expect(200);
    expect(resent.body).toEqual({ message: ACCOUNT_MESSAGES.emailChangeResent });
    const second = tokenIn(await confirmationTo('resent@example.org'), VERIFY_LINK);
    expect(second).not.toBe(first);
    await request(t.http).post('/api/verify-email').send({ token: first }).expect(400);

    const cancelled = await agent.delete('/api/user/email-change').expect(200);
    expect(cancelled.body).toMatchObject({ email: u.email, pendingEmail: null });
    await request(t.http).post('/api/verify-email').send({ token: second }).expect(400);
    expect(await row(u.id)).toMatchObject({
      email: u.email,
      emailVerified: true,
      pendingEmail: null,
    });
    await agent.delete('/api/user/email-change').expect(409);
  });

  it('a new request replaces the pending address; sending the current address changes nothing', async () => {
    const u = await createUser(t, { username: 'switcher' });
    const agent = await signedIn(t, 'switcher');
    await agent.patch('/api/user').send({ email: 'one@example.org' }).expect(200);
    const one = tokenIn(await confirmationTo('one@example.org'), VERIFY_LINK);
    await agent.patch('/api/user').send({ email: 'two@example.org' }).expect(200);
    const two = tokenIn(await confirmationTo('two@example.org'), VERIFY_LINK);
    await request(t.http).post('/api/verify-email').send({ token: one }).expect(400);
    const same = await agent.patch('/api/user').send({ email: u.email.toUpperCase() }).expect(200);
    expect(same.body).toMatchObject({ email: u.email, pendingEmail: 'two@example.org' });
    await request(t.http).post('/api/verify-email').send({ token: two }).expect(200);
    expect(await row(u.id)).toMatchObject({ email: 'two@example.org', pendingEmail: null });
  });

  it('an address another account has is refused at once, and at confirmation if it was taken since', async () => {
    await createUser(t, { username: 'holder', email: 'held@example.org' });
    const u = await createUser(t, { username: 'latecomer' });
    const agent = await signedIn(t, 'latecomer');
    const refused = await agent.patch('/api/user').send({ email: 'HELD@example.org' }).expect(409);
    expect(refused.body.message).toBe(ACCOUNT_MESSAGES.emailTaken);

    // A pending address reserves nothing: someone registers it meanwhile, and wins.
    await agent.patch('/api/user').send({ email: 'contested@example.org' }).expect(200);
    const token = tokenIn(await confirmationTo('contested@example.org'), VERIFY_LINK);
    await request(t.http)
      .post('/api/register')
      .send({ username: 'registrant', email: 'contested@example.org', password: PASSWORD })
      .expect(201);
    const taken = await request(t.http).post('/api/verify-email').send({ token }).expect(409);
    expect(taken.body.message).toBe(AUTH_MESSAGES.pendingEmailTaken);
    expect(await row(u.id)).toMatchObject({
      email: u.email,
      emailVerified: true,
      pendingEmail: null,
    });
  });

  it('a confirmation racing a registration or another confirmation of the address: one wins, the other gets 409', async () => {
    for (const round of [1, 2, 3]) {
      const address = `raced${round}@example.org`;
      const a = await createUser(t, { username: `racera${round}` });
      const b = await createUser(t, { username: `racerb${round}` });
      const tokens: string[] = [];
      for (const u of [a, b]) {
        const agent = await signedIn(t, u.username);
        await agent.patch('/api/user').send({ email: address }).expect(200);
        tokens.push(
          tokenIn(
            await smtp.waitFor(
              address,
              (m) =>
                (m.parsed.text ?? '').includes(VERIFY_LINK) && m.parsed.text!.includes(u.username),
            ),
            VERIFY_LINK,
          ),
        );
      }
      const answers = await Promise.all([
        request(t.http).post('/api/verify-email').send({ token: tokens[0] }),
        request(t.http).post('/api/verify-email').send({ token: tokens[1] }),
        request(t.http)
          .post('/api/register')
          .send({ username: `racerc${round}`, email: address, password: PASSWORD }),
      ]);
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 200 || s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(2);
      const [{ n }] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM app_user WHERE lower(email) = $1`,
        [address],
      );
      expect(n).toBe(1);
    }
  });

  it('an administrator’s change in the admin panel applies at once and drops a pending change', async () => {
    await createUser(t, { username: 'orgadmin', isAdmin: true });
    const u = await createUser(t, { username: 'helped' });
    const member = await signedIn(t, 'helped');
    await member.patch('/api/user').send({ email: 'typo@exampel.org' }).expect(200);
    const token = tokenIn(await confirmationTo('typo@exampel.org'), VERIFY_LINK);
    const admin = await signedIn(t, 'orgadmin');
    await admin.patch(`/api/admin/users/${u.id}`).send({ email: 'right@example.org' }).expect(200);
    expect(await row(u.id)).toMatchObject({
      email: 'right@example.org',
      emailVerified: true,
      pendingEmail: null,
    });
    await request(t.http).post('/api/verify-email').send({ token }).expect(400);
    expect(await row(u.id)).toMatchObject({ email: 'right@example.org' });
  });

  it('an unverified account keeps its address too until the new one is confirmed, which verifies it', async () => {
    const u = await createUser(t, { username: 'newcomer', emailVerified: false });
    const agent = request.agent(t.http);
    // Signed in as after registration (sign-in refuses an unverified account).
    await t.dataSource.query(`UPDATE app_user SET email_verified = true WHERE id = $1`, [u.id]);
    await agent.post('/api/login').send({ username: 'newcomer', password: PASSWORD }).expect(200);
    await t.dataSource.query(`UPDATE app_user SET email_verified = false WHERE id = $1`, [u.id]);
    const res = await agent.patch('/api/user').send({ email: 'fixed@example.org' }).expect(200);
    expect(res.body).toMatchObject({
      email: u.email,
      emailVerified: false,
      pendingEmail: 'fixed@example.org',
    });
    const token = tokenIn(await confirmationTo('fixed@example.org'), VERIFY_LINK);
    await request(t.http).post('/api/verify-email').send({ token }).expect(200);
    expect(await row(u.id)).toMatchObject({
      email: 'fixed@example.org',
      emailVerified: true,
      pendingEmail: null,
    });
    // The unverified address (a typo, maybe a stranger's) was told nothing.
    expect(await queuedTo(u.email)).toBe(0);
  });

  describe('rate limits', () => {
    const { limit } = AUTH_LIMITS.emailChangePerAccount;

    it('25 changes in a minute send at most the allowed mails, then 429 with the wait', async () => {
      await createUser(t, { username: 'flooder' });
      const agent = await signedIn(t, 'flooder');
      const statuses: number[] = [];
      let refusal: request.Response | undefined;
      for (let i = 0; i < 25; i++) {
        const res = await agent.patch('/api/user').send({ email: `flood${i}@example.org` });
        statuses.push(res.status);
        if (res.status === 429) refusal ??= res;
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
      expect(statuses.filter((s) => s === 429)).toHaveLength(25 - limit);
      expect(refusal!.body.message).toBe(ACCOUNT_MESSAGES.tooManyEmailChanges('an hour'));
      expect(Number(refusal!.headers['retry-after'])).toBeGreaterThan(55 * 60);
      // Each allowed change: the link to the new address and the notice to the old one.
      let queued = await queuedTo('flooder@example.org');
      for (let i = 0; i < 25; i++) queued += await queuedTo(`flood${i}@example.org`);
      expect(queued).toBe(2 * limit);
      // Resend counts too.
      await agent.post('/api/user/email-change/resend').expect(429);
      // A username change is not an e-mail change.
      await agent.patch('/api/user').send({ username: 'flooder2' }).expect(200);
    });

    it('25 changes at once get no further', async () => {
      await createUser(t, { username: 'burster' });
      const agent = await signedIn(t, 'burster');
      const answers = await Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          agent.patch('/api/user').send({ email: `burst${i}@example.org` }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(limit);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(25 - limit);
      let queued = await queuedTo('burster@example.org');
      for (let i = 0; i < 25; i++) queued += await queuedTo(`burst${i}@example.org`);
      expect(queued).toBe(2 * limit);
    });

    it('limits one client across accounts', async () => {
      const perClient = AUTH_LIMITS.mailPerIp.limit;
      const accounts = Math.ceil((perClient + 1) / limit);
      const statuses: number[] = [];
      for (let a = 0; a < accounts; a++) {
        await createUser(t, { username: `hopper${a}` });
        const agent = await signedIn(t, `hopper${a}`);
        for (let i = 0; i < limit; i++)
          statuses.push(
            (await agent.patch('/api/user').send({ email: `hop${a}.${i}@example.org` })).status,
          );
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(perClient);
      expect(statuses.slice(perClient).every((s) => s === 429)).toBe(true);
    });
  });
});
