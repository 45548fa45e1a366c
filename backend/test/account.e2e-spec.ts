import request from 'supertest';
import { EmailTokensService } from '../src/auth/email-tokens.service';
import { ACCOUNT_MESSAGES } from '../src/account/account.service';
import { MAIL_QUEUES } from '../src/mail/mail-classes';
import { User } from '../src/users/user.entity';
import { LAST_ADMIN_MESSAGE } from '../src/users/users.service';
import { createUser, PASSWORD, sessionCount, signedIn, tokenIn } from './support/accounts';
import { queuedSubjects } from './support/mail-queue';
import { TestSmtpServer } from './support/smtp';
import { createTestApp, TestApp } from './support/test-app';

const NEW_PASSWORD = 'Harbour-Lights-63';

describe('the member’s own account: profile, password, settings, export, deletion', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const row = (id: string) => t.dataSource.getRepository(User).findOneBy({ id });

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(() => t.dataSource.query('DELETE FROM rate_limit'));

  it('needs a signed-in user for every route', async () => {
    await request(t.http).patch('/api/user').send({ username: 'x' }).expect(401);
    await request(t.http).post('/api/user/password').send({}).expect(401);
    await request(t.http).get('/api/user/preferences').expect(401);
    await request(t.http).put('/api/user/preferences').send({}).expect(401);
    await request(t.http).get('/api/user/export').expect(401);
    await request(t.http).delete('/api/user').send({}).expect(401);
  });

  describe('PATCH /api/user', () => {
    it('changes the username; a new e-mail waits for its link, the address in force stays verified', async () => {
      const u = await createUser(t, { username: 'profiled' });
      const agent = await signedIn(t, 'profiled');
      let res = await agent.patch('/api/user').send({ username: 'Profiled_2' }).expect(200);
      expect(res.body).toMatchObject({ username: 'Profiled_2', emailVerified: true });

      res = await agent.patch('/api/user').send({ email: 'New.Address@Example.org' }).expect(200);
      expect(res.body).toEqual({
        id: u.id,
        username: 'Profiled_2',
        email: u.email,
        isAdmin: false,
        emailVerified: true,
        roles: [],
        permissions: [],
        pendingEmail: 'new.address@example.org',
      });
      const mail = await smtp.waitFor('new.address@example.org');
      expect(mail.parsed.subject).toMatch(/^Confirm your new email address for /);
      const notice = await smtp.waitFor(u.email);
      expect(notice.parsed.subject).toMatch(/email address was requested$/);
      expect(notice.parsed.text).toContain('to change its email address to ne***@example.org');
      expect(notice.parsed.text).not.toContain('new.address@example.org');
      const token = tokenIn(mail, 'http://localhost:3000/verify-email?token=');
      await request(t.http).post('/api/verify-email').send({ token }).expect(200);
      expect((await agent.get('/api/user').expect(200)).body).toMatchObject({
        email: 'new.address@example.org',
        emailVerified: true,
        pendingEmail: null,
      });
      const changed = await smtp.waitFor(u.email, (m) =>
        /was changed$/.test(m.parsed.subject ?? ''),
      );
      expect(changed.parsed.text).toContain('was changed to ne***@example.org');
    });

    it('refuses a taken username or address (any case), bad values and other fields', async () => {
      await createUser(t, { username: 'occupied', email: 'occupied@example.org' });
      await createUser(t, { username: 'changer' });
      const agent = await signedIn(t, 'changer');
      await agent.patch('/api/user').send({ username: 'OCCUPIED' }).expect(409);
      await agent.patch('/api/user').send({ email: 'Occupied@example.org' }).expect(409);
      const bad = await agent.patch('/api/user').send({ username: 'ab', email: 'x@' }).expect(400);
      expect(bad.body.errors).toEqual({
        username: 'Username must be at least 3 characters',
        email: 'Please enter a valid email address.',
      });
      await agent.patch('/api/user').send({ isAdmin: true }).expect(400);
      await agent.patch('/api/user').send({ emailVerified: true }).expect(400);
      expect((await agent.get('/api/user')).body).toMatchObject({
        username: 'changer',
        isAdmin: false,
      });
    });
  });

  describe('POST /api/user/password', () => {
    it('needs the current password, then ends the other sessions and keeps this one', async () => {
      const u = await createUser(t, { username: 'rotator' });
      const here = await signedIn(t, 'rotator');
      const elsewhere = await signedIn(t, 'rotator');
      const wrong = await here
        .post('/api/user/password')
        .send({ currentPassword: 'not-it-at-all', newPassword: NEW_PASSWORD })
        .expect(401);
      expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.wrongPassword);
      const common = await here
        .post('/api/user/password')
        .send({ currentPassword: PASSWORD, newPassword: 'iloveyou' })
        .expect(400);
      expect(common.body.errors.newPassword).toMatch(/most commonly used/);

      const res = await here
        .post('/api/user/password')
        .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })
        .expect(200);
      expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });
      expect(await sessionCount(t, u.id)).toBe(1);
      await here.get('/api/user').expect(200);
      await elsewhere.get('/api/user').expect(401);
      await signedIn(t, 'rotator', NEW_PASSWORD);
    });

    it("holds every staff member's new password to 8 characters, an editor's too (issue 45)", async () => {
      await createUser(t, { username: 'rotatoreditor', roles: ['editor'] });
      const editor = await signedIn(t, 'rotatoreditor');
      const short = await editor
        .post('/api/user/password')
        .send({ currentPassword: PASSWORD, newPassword: 'Tide7!x' })
        .expect(400);
      expect(short.body.errors).toEqual({
        newPassword: "A staff member's password must be at least 8 characters.",
      });
      await signedIn(t, 'rotatoreditor'); // unchanged
      await editor
        .post('/api/user/password')
        .send({ currentPassword: PASSWORD, newPassword: 'Tide8!xy' })
        .expect(200);
    });

    it("holds an administrator's new password to 8 characters, a member's to the spec's 6", async () => {
      await createUser(t, { username: 'rotatorboss', isAdmin: true });
      const boss = await signedIn(t, 'rotatorboss');
      const short = await boss
        .post('/api/user/password')
        .send({ currentPassword: PASSWORD, newPassword: 'Tide7!x' })
        .expect(400);
      expect(short.body.errors).toEqual({
        newPassword: "A staff member's password must be at least 8 characters.",
      });
      await signedIn(t, 'rotatorboss'); // unchanged
      await boss
        .post('/api/user/password')
        .send({ currentPassword: PASSWORD, newPassword: 'Tide8!xy' })
        .expect(200);

      await createUser(t, { username: 'rotatormember' });
      const member = await signedIn(t, 'rotatormember');
      await member
        .post('/api/user/password')
        .send({ currentPassword: PASSWORD, newPassword: 'Tide7!x' })
        .expect(200);
    });
  });

  describe('preferences', () => {
    it('start at the spec’s defaults and keep what is changed', async () => {
      await createUser(t, { username: 'settler' });
      const agent = await signedIn(t, 'settler');
      expect((await agent.get('/api/user/preferences').expect(200)).body).toEqual({
        emailNotifications: true,
        pushNotifications: false,
        marketingEmails: false,
        darkMode: false,
      });
      const res = await agent
        .put('/api/user/preferences')
        .send({ darkMode: true, emailNotifications: false })
        .expect(200);
      expect(res.body).toEqual({
        emailNotifications: false,
        pushNotifications: false,
        marketingEmails: false,
        darkMode: true,
      });
      expect((await agent.get('/api/user/preferences')).body).toEqual(res.body);
      await agent.put('/api/user/preferences').send({ twoFactorAuth: true }).expect(400);
      await agent.put('/api/user/preferences').send({ darkMode: 'yes' }).expect(400);
    });
  });

  describe('GET /api/user/export', () => {
    it("contains the member's rows and no one else's, and never the password hash", async () => {
      await createUser(t, { username: 'exporter', email: 'exporter@example.org' });
      const contact = (email: string, message: string) =>
        request(t.http).post('/api/contact').send({ name: 'Someone', email, message }).expect(201);
      await contact('exporter@example.org', 'Mine, first');
      await contact('EXPORTER@example.org', 'Mine, second');
      await contact('stranger@example.org', 'Not mine');
      await request(t.http)
        .post('/api/speaking-request')
        .send({ contactName: 'Ex Porter', email: 'exporter@example.org', company: 'Acme' })
        .expect(201);

      const agent = await signedIn(t, 'exporter');
      await agent.put('/api/user/preferences').send({ darkMode: true }).expect(200);
      const res = await agent.get('/api/user/export').expect(200);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body.account).toMatchObject({
        username: 'exporter',
        email: 'exporter@example.org',
        preferences: { darkMode: true },
      });
      expect(res.body.contactMessages.map((m: { message: string }) => m.message)).toEqual([
        'Mine, first',
        'Mine, second',
      ]);
      expect(res.body.speakingRequests).toHaveLength(1);
      expect(res.text).not.toMatch(/stranger|Not mine|argon2|passwordHash|notes/);
    });

    it('leaves out inquiries while the address is not verified', async () => {
      await createUser(t, { username: 'claimer', email: 'victim@example.org' });
      await t.dataSource.query(
        `UPDATE app_user SET email_verified = false WHERE username = 'claimer'`,
      );
      await request(t.http)
        .post('/api/contact')
        .send({ name: 'Victim', email: 'victim@example.org', message: 'Private' })
        .expect(201);
      // Unverified members cannot sign in, but a session may outlive a change of address.
      await t.dataSource.query(
        `UPDATE app_user SET email_verified = true WHERE username = 'claimer'`,
      );
      const agent = await signedIn(t, 'claimer');
      await t.dataSource.query(
        `UPDATE app_user SET email_verified = false WHERE username = 'claimer'`,
      );
      const res = await agent.get('/api/user/export').expect(200);
      expect(res.body.contactMessages).toEqual([]);
    });
  });

  describe('DELETE /api/user', () => {
    it('needs the password, then removes the account, its tokens and every session', async () => {
      const u = await createUser(t, { username: 'leaving' });
      const agent = await signedIn(t, 'leaving');
      const other = await signedIn(t, 'leaving');
      await t.app.get(EmailTokensService).issue(u, 'reset-password');
      await agent.delete('/api/user').send({ password: 'wrong-password' }).expect(401);
      expect(await row(u.id)).not.toBeNull();

      const res = await agent.delete('/api/user').send({ password: PASSWORD }).expect(200);
      expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.deleted(u.email) });
      expect(await row(u.id)).toBeNull();
      const [{ n }] = await t.dataSource.query(
        'SELECT count(*)::int AS n FROM email_token WHERE user_id = $1',
        [u.id],
      );
      expect(n).toBe(0);
      expect(await sessionCount(t, u.id)).toBe(0);
      await agent.get('/api/user').expect(401);
      await other.get('/api/user').expect(401);
      await request(t.http)
        .post('/api/login')
        .send({ username: 'leaving', password: PASSWORD })
        .expect(401);

      // The confirmation went to the address the account had, queued with the deletion (account
      // mail), and links to nothing that stopped working with it.
      expect(await queuedSubjects(t.dataSource, u.email)).toEqual([
        'Your Building Bridges Inclusion account has been deleted',
      ]);
      const [job] = (await t.dataSource.query(
        `SELECT name FROM pgboss.job WHERE data->>'to' = $1`,
        [u.email],
      )) as { name: string }[];
      expect(job.name).toBe(MAIL_QUEUES.account);
      const mail = await smtp.waitFor(u.email, (m) =>
        /has been deleted$/.test(m.parsed.subject ?? ''),
      );
      expect(mail.parsed.text).toContain('Hello leaving, your Building Bridges Inclusion account');
      expect(mail.parsed.text).toContain('- your account leaving, with its profile and settings');
      expect(mail.parsed.text).not.toContain('We keep');
      const links = [...String(mail.parsed.html).matchAll(/href="([^"]+)"/g)].map((l) => l[1]);
      for (const link of links.filter((l) => !l.startsWith('mailto:')))
        expect(link).toBe('http://localhost:3000/contact');
    });

    it('mails the address in force, not a change still waiting for its link, and says what stays', async () => {
      const u = await createUser(t, { username: 'movingaway' });
      const agent = await signedIn(t, 'movingaway');
      await agent.patch('/api/user').send({ email: 'next.address@example.org' }).expect(200);
      await agent
        .post('/api/speaking-request')
        .send({
          contactName: 'Moving Away',
          email: u.email,
          company: 'Away Co',
          eventType: 'keynote',
          message: 'A talk for us',
        })
        .expect(201);
      await agent.post('/api/newsletter/subscribe').send({ email: u.email }).expect(201);

      await agent.delete('/api/user').send({ password: PASSWORD }).expect(200);

      const mail = await smtp.waitFor(u.email, (m) =>
        /has been deleted$/.test(m.parsed.subject ?? ''),
      );
      expect(mail.parsed.text).toContain('- 1 message in My Messages');
      expect(mail.parsed.text).toContain('- your newsletter subscription');
      expect(mail.parsed.text).toContain(
        'We keep the 1 speaking request you sent for our records, without your name, email address or message',
      );
      expect(
        (await queuedSubjects(t.dataSource, 'next.address@example.org')).filter((s) =>
          s.endsWith('has been deleted'),
        ),
      ).toEqual([]);
    });

    it('sends nothing when the deletion fails: the only administrator stays, unmailed', async () => {
      const u = await createUser(t, { username: 'lastadmin', isAdmin: true });
      await t.dataSource.query('UPDATE app_user SET is_admin = false WHERE id <> $1', [u.id]);
      const agent = await signedIn(t, 'lastadmin');
      const res = await agent.delete('/api/user').send({ password: PASSWORD }).expect(409);
      expect(res.body.message).toBe(LAST_ADMIN_MESSAGE('lastadmin'));
      expect(await row(u.id)).not.toBeNull();
      expect(await queuedSubjects(t.dataSource, u.email)).toEqual([]);
    });
  });
});
