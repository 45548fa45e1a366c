import { ACCOUNT_MESSAGES } from '@bb/shared/accounts';
import { ADMIN_NOTES_MAX, type AdminUserPage } from '@bb/shared/admin';
import { Client } from 'pg';
import request from 'supertest';
import { ACCESS_MESSAGES } from '../../src/common/access';
import { AUTH_MESSAGES } from '../../src/auth/auth-messages';
import { permissionsOf, staffRole } from '@bb/shared/staff-roles';
import { ADMIN_USER_MESSAGES } from '../../src/users-admin/admin-users.service';
import { LAST_ADMIN_MESSAGE, UsersService } from '../../src/users/users.service';
import { createUser, PASSWORD, sessionCount, signedIn, tokenIn } from '../support/accounts';
import { TestSmtpServer } from '../support/smtp';
import { createTestApp, TestApp } from '../support/test-app';
import { queuedSubjects } from '../support/mail-queue';

const UNKNOWN_ID = '3f0c6b1e-7a51-4c1e-9d3b-2a8f6e4d9c10';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

type Agent = Awaited<ReturnType<typeof signedIn>>;

interface AuditRow {
  actor_id: string | null;
  actor_name: string | null;
  ip_address: string | null;
  user_agent: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  target_label: string | null;
  changes: Record<string, { from: unknown; to: unknown }> | null;
  detail: string | null;
}

describe('users administration: /api/admin/users', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let admin: { id: string; username: string };
  let adminAgent: Agent;
  let n = 0;
  const unique = (prefix: string) => `${prefix}${(n += 1)}`;

  /** A signed-in agent whose requests come from `ip` with Chrome's User-Agent. */
  const from = (agent: Agent, ip: string) => ({
    get: (url: string) => agent.get(url).set('X-Forwarded-For', ip).set('User-Agent', CHROME),
    post: (url: string) => agent.post(url).set('X-Forwarded-For', ip).set('User-Agent', CHROME),
    patch: (url: string) => agent.patch(url).set('X-Forwarded-For', ip).set('User-Agent', CHROME),
    delete: (url: string) => agent.delete(url).set('X-Forwarded-For', ip).set('User-Agent', CHROME),
  });
  const audit = async (targetId?: string): Promise<AuditRow[]> =>
    t.dataSource.query(
      `SELECT * FROM audit_entry WHERE ($1::text IS NULL OR target_id = $1) ORDER BY at, id`,
      [targetId ?? null],
    );
  const auditCount = async () =>
    ((await t.dataSource.query('SELECT count(*)::int AS n FROM audit_entry')) as { n: number }[])[0]
      .n;
  const row = async (id: string) =>
    (
      (await t.dataSource.query(
        'SELECT username, email, is_admin, email_verified, suspended, notes, password_hash FROM app_user WHERE id = $1',
        [id],
      )) as Record<string, unknown>[]
    )[0];
  const member = async (fields: Parameters<typeof createUser>[1] = {}) =>
    createUser(t, { username: unique('member'), ...fields });

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    t = await createTestApp({ SMTP_URL: smtp.url, TRUST_PROXY: 'true' });
    admin = await createUser(t, { username: 'chief', email: 'chief@example.org', isAdmin: true });
    adminAgent = await signedIn(t, 'chief');
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(() => t.dataSource.query('DELETE FROM rate_limit'));

  describe('access', () => {
    const routes = (id: string): [string, string][] => [
      ['get', '/api/admin/users'],
      ['get', '/api/admin/users/export'],
      ['post', '/api/admin/users'],
      ['patch', `/api/admin/users/${id}`],
      ['delete', `/api/admin/users/${id}`],
      ['post', `/api/admin/users/${id}/send-password-reset`],
      ['get', `/api/admin/users/${id}/activity`],
    ];

    it('answers 401 signed out, 403 to a member and to an unverified administrator, and changes nothing', async () => {
      const target = await member();
      const plain = await member();
      const memberAgent = await signedIn(t, plain.username);
      const unverified = await createUser(t, { username: unique('admin'), isAdmin: true });
      const unverifiedAgent = await signedIn(t, unverified.username);
      await t.dataSource.query('UPDATE app_user SET email_verified = false WHERE id = $1', [
        unverified.id,
      ]);
      const body = { username: unique('new'), email: `${unique('new')}@example.org` };
      const before = await row(target.id);
      for (const [method, path] of routes(target.id)) {
        const anonymous = await request(t.http)[method as 'get'](path).send(body).expect(401);
        expect(anonymous.body).toEqual({ statusCode: 401, message: ACCESS_MESSAGES.signedOut });
        const denied = await memberAgent[method as 'get'](path).send(body).expect(403);
        expect(denied.body).toEqual({ statusCode: 403, message: ACCESS_MESSAGES.notAdmin });
        const unverifiedDenied = await unverifiedAgent[method as 'get'](path)
          .send(body)
          .expect(403);
        expect(unverifiedDenied.body.message).toBe(ACCESS_MESSAGES.unverified);
      }
      expect(await row(target.id)).toEqual(before);
      const [{ count }] = await t.dataSource.query(
        'SELECT count(*)::int AS count FROM app_user WHERE username = $1',
        [body.username],
      );
      expect(count).toBe(0);
    });

    it('works for a verified administrator on every route', async () => {
      const target = await member();
      const created = await adminAgent
        .post('/api/admin/users')
        .send({ username: unique('fresh'), email: `${unique('fresh')}@example.org` })
        .expect(201);
      expect(created.body.id).toBeDefined();
      await adminAgent.get('/api/admin/users').expect(200);
      await adminAgent.get('/api/admin/users/export').expect(200);
      await adminAgent.patch(`/api/admin/users/${target.id}`).send({ notes: 'Hi' }).expect(200);
      await adminAgent.post(`/api/admin/users/${target.id}/send-password-reset`).expect(200);
      await adminAgent.get(`/api/admin/users/${target.id}/activity`).expect(200);
      await adminAgent.delete(`/api/admin/users/${target.id}`).expect(200);
    });
  });

  describe('GET /api/admin/users', () => {
    it('lists every user newest first, with the admin fields and never a password hash', async () => {
      const older = await member({ email: 'older@example.org' });
      const newer = await member({ suspended: true, emailVerified: false });
      await t.dataSource.query(
        `UPDATE app_user SET created_at = now() + interval '1 hour' WHERE id = $1`,
        [newer.id],
      );
      await t.dataSource.query(`UPDATE app_user SET notes = 'Met at a fair' WHERE id = $1`, [
        older.id,
      ]);
      const res = await adminAgent.get('/api/admin/users?pageSize=100').expect(200);
      const users = (res.body as AdminUserPage).items;
      expect((res.body as AdminUserPage).total).toBe(users.length);
      const dates = users.map((u) => u.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(users[0].id).toBe(newer.id);
      expect(users[0]).toMatchObject({ suspended: true, emailVerified: false, isAdmin: false });
      const olderUser = users.find((u) => u.id === older.id)!;
      expect(olderUser).toEqual({
        id: older.id,
        username: older.username,
        email: 'older@example.org',
        isAdmin: false,
        roles: [],
        emailVerified: true,
        suspended: false,
        hasPassword: true,
        twoFactorEnabled: false,
        notes: 'Met at a fair',
        createdAt: expect.stringMatching(ISO),
        lastLoginAt: null,
      });
      expect(users.find((u) => u.id === admin.id)!.lastLoginAt).toMatch(ISO);
      expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash/);
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  describe('GET /api/admin/users: one page, searched, filtered and sorted on the server', () => {
    const page = async (query = '') =>
      (await adminAgent.get(`/api/admin/users${query}`).expect(200)).body as AdminUserPage;
    const ids = (p: AdminUserPage) => p.items.map((u) => u.id);
    const all = async (sql: string, params: unknown[] = []) =>
      ((await t.dataSource.query(sql, params)) as { id: string }[]).map((r) => r.id);
    const countsNow = async () =>
      (
        await t.dataSource.query(`SELECT count(*)::int AS total,
          count(*) FILTER (WHERE is_admin)::int AS admins,
          count(*) FILTER (WHERE email_verified)::int AS verified,
          count(*) FILTER (WHERE NOT email_verified)::int AS unverified,
          count(*) FILTER (WHERE suspended)::int AS suspended FROM app_user`)
      )[0];

    /** Users of one test: usernames `${tag}…`, e-mails `…@${tag}.example.org`, at given times. */
    const seed = async (
      tag: string,
      rows: { name: string; isAdmin?: boolean; verified?: boolean; at: string; email?: string }[],
    ) => {
      for (const r of rows)
        await t.dataSource.query(
          `INSERT INTO app_user (username, email, is_admin, email_verified, created_at)
           VALUES ($1, $2, $3, $4, $5)`,
          [
            `${tag}${r.name}`,
            r.email ?? `${r.name.toLowerCase()}@${tag}.example.org`,
            r.isAdmin ?? false,
            r.verified ?? true,
            r.at,
          ],
        );
    };

    it('without parameters answers the first 10 users, newest first, with the total and the cards’ figures over every user', async () => {
      for (let i = 0; i < 12; i += 1) await member({ emailVerified: i % 3 !== 0 });
      const res = await adminAgent.get('/api/admin/users').expect(200);
      const body = res.body as AdminUserPage;
      expect(res.headers['cache-control']).toBe('no-store');
      expect(ids(body)).toEqual(
        await all('SELECT id FROM app_user ORDER BY created_at DESC, id DESC LIMIT 10'),
      );
      const counts = await countsNow();
      expect(body).toMatchObject({ total: counts.total, page: 1, pageSize: 10 });
      expect(body.counts).toEqual({ ...counts, newThisMonth: expect.any(Number) });
      expect(body.counts.newThisMonth).toBeGreaterThanOrEqual(12);
      expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash/);

      // The figures stay whole while the list is filtered.
      const admins = await page('?role=admin');
      expect(admins.counts).toEqual(body.counts);
      expect(admins.total).toBe(counts.admins);
    });

    it('pages with page and pageSize: the pages follow one another without overlap, past the end is empty', async () => {
      const [{ n }] = await t.dataSource.query('SELECT count(*)::int AS n FROM app_user');
      const expected = await all('SELECT id FROM app_user ORDER BY created_at DESC, id DESC');
      const first = await page('?page=1&pageSize=3');
      const second = await page('?page=2&pageSize=3');
      expect(first).toMatchObject({ page: 1, pageSize: 3, total: n });
      expect([...ids(first), ...ids(second)]).toEqual(expected.slice(0, 6));
      const last = await page(`?page=${Math.ceil(n / 3)}&pageSize=3`);
      expect(ids(last)).toEqual(expected.slice((Math.ceil(n / 3) - 1) * 3));
      const beyond = await page(`?page=${Math.ceil(n / 3) + 1}&pageSize=3`);
      expect(beyond).toMatchObject({ items: [], total: n });
      expect((await page('?pageSize=100')).items).toHaveLength(Math.min(n, 100));
    });

    it('searches username or e-mail without regard to case, with % and _ matched as themselves', async () => {
      await seed('srch', [
        { name: 'Alpha', at: '2031-01-01T00:00:00Z', email: 'alpha@findme.example.org' },
        { name: 'per%cent', at: '2031-01-02T00:00:00Z', email: 'pc@srch.example.org' },
        { name: 'under_score', at: '2031-01-03T00:00:00Z', email: 'us@srch.example.org' },
        { name: 'underXscore', at: '2031-01-04T00:00:00Z', email: 'ux@srch.example.org' },
      ]);
      const names = (p: AdminUserPage) => p.items.map((u) => u.username);
      expect(names(await page('?search=SRCHALPHA'))).toEqual(['srchAlpha']);
      expect(names(await page('?search=FindMe.Example'))).toEqual(['srchAlpha']);
      expect(names(await page('?search=%25'))).toEqual(['srchper%cent']);
      expect(names(await page('?search=under_'))).toEqual(['srchunder_score']);
      expect(names(await page('?search=srch&pageSize=100'))).toEqual([
        'srchunderXscore',
        'srchunder_score',
        'srchper%cent',
        'srchAlpha',
      ]);
      expect(await page('?search=%20%20srchalpha%20')).toMatchObject({ total: 1 });
      expect(await page('?search=nobody-has-this')).toMatchObject({ items: [], total: 0 });
    });

    it('filters by role and status (alone, together and with a search); all or blank is no filter', async () => {
      await seed('filt', [
        { name: 'AdminV', isAdmin: true, verified: true, at: '2031-02-01T00:00:00Z' },
        { name: 'AdminU', isAdmin: true, verified: false, at: '2031-02-02T00:00:00Z' },
        { name: 'UserV', verified: true, at: '2031-02-03T00:00:00Z' },
        { name: 'UserU', verified: false, at: '2031-02-04T00:00:00Z' },
      ]);
      const names = async (q: string) =>
        (await page(`?search=filt${q}`)).items.map((u) => u.username.slice(4));
      expect(await names('&role=admin')).toEqual(['AdminU', 'AdminV']);
      expect(await names('&role=user')).toEqual(['UserU', 'UserV']);
      expect(await names('&status=verified')).toEqual(['UserV', 'AdminV']);
      expect(await names('&status=unverified')).toEqual(['UserU', 'AdminU']);
      expect(await names('&role=admin&status=unverified')).toEqual(['AdminU']);
      expect(await names('&role=all&status=all')).toEqual(['UserU', 'UserV', 'AdminU', 'AdminV']);
      expect(await names('&role=&status=')).toEqual(['UserU', 'UserV', 'AdminU', 'AdminV']);
      const [{ n }] = await t.dataSource.query(
        'SELECT count(*)::int AS n FROM app_user WHERE is_admin AND NOT email_verified',
      );
      expect((await page('?role=admin&status=unverified')).total).toBe(n);
    });

    it('sorts by each column both ways; ties newest first, then by id, the reverse exactly reversed', async () => {
      // Two pairs share a creation time, so only the id tells them apart.
      const same = '2031-03-01T00:00:00Z';
      await seed('sort', [
        { name: 'delta', isAdmin: true, verified: true, at: same },
        { name: 'Bravo', isAdmin: false, verified: false, at: same },
        { name: 'alpha', isAdmin: true, verified: false, at: '2031-03-02T00:00:00Z' },
        { name: 'Charlie', isAdmin: false, verified: true, at: '2031-03-03T00:00:00Z' },
        { name: 'echo', isAdmin: false, verified: true, at: same },
      ]);
      const rows: {
        id: string;
        username: string;
        email: string;
        is_admin: boolean;
        email_verified: boolean;
        at: string;
      }[] = await t.dataSource.query(
        `SELECT id, username, email, is_admin, email_verified, created_at::text AS at
             FROM app_user WHERE email LIKE '%@sort.example.org'`,
      );
      const byId = (a: { id: string }, b: { id: string }) =>
        a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
      const newest = (a: (typeof rows)[0], b: (typeof rows)[0]) =>
        b.at.localeCompare(a.at) || -byId(a, b);
      const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
      const ascending: Record<string, (a: (typeof rows)[0], b: (typeof rows)[0]) => number> = {
        username: (a, b) => text(a.username.toLowerCase(), b.username.toLowerCase()) || byId(a, b),
        email: (a, b) => text(a.email, b.email) || byId(a, b),
        role: (a, b) => Number(b.is_admin) - Number(a.is_admin) || newest(a, b),
        status: (a, b) => Number(a.email_verified) - Number(b.email_verified) || newest(a, b),
        createdAt: (a, b) => -newest(a, b),
      };
      for (const [sort, compare] of Object.entries(ascending)) {
        const up = [...rows].sort(compare).map((r) => r.id);
        const asc = ids(await page(`?search=sort.example.org&sort=${sort}&order=asc`));
        const desc = ids(await page(`?search=sort.example.org&sort=${sort}&order=desc`));
        expect([sort, asc]).toEqual([sort, up]);
        expect([sort, desc]).toEqual([sort, [...up].reverse()]);
      }
      // Without an order: newest first for createdAt, ascending for the others.
      expect(ids(await page('?search=sort.example.org&sort=username'))).toEqual(
        [...rows].sort(ascending.username).map((r) => r.id),
      );
      expect(ids(await page('?search=sort.example.org&sort=createdAt'))).toEqual(
        [...rows]
          .sort(ascending.createdAt)
          .map((r) => r.id)
          .reverse(),
      );
      // Page by page, a sort with ties neither repeats nor skips a user.
      const paged: string[] = [];
      for (let p = 1; p <= 3; p += 1)
        paged.push(...ids(await page(`?search=sort.example.org&sort=role&pageSize=2&page=${p}`)));
      expect(paged).toEqual([...rows].sort(ascending.role).map((r) => r.id));
    });

    it.each([
      ['page 0', 'page=0', 'Page must be a whole number from 1 to 100,000.'],
      ['a page that is not a number', 'page=two', 'Page must be a whole number from 1 to 100,000.'],
      ['a page past the limit', 'page=100001', 'Page must be a whole number from 1 to 100,000.'],
      ['a page size of 0', 'pageSize=0', 'Page size must be a whole number from 1 to 100.'],
      ['a page size over 100', 'pageSize=101', 'Page size must be a whole number from 1 to 100.'],
      ['a fractional page size', 'pageSize=2.5', 'Page size must be a whole number from 1 to 100.'],
      [
        'an unknown sort',
        'sort=password',
        'Sort must be one of: username, email, role, status, createdAt.',
      ],
      ['an unknown order', 'order=up', 'Order must be one of: asc, desc.'],
      [
        'an unknown role',
        'role=owner',
        'Role must be one of: all, admin, user, staff, editor, inbox, newsletter, contributor.',
      ],
      [
        'an unknown status',
        'status=suspended',
        'Status must be one of: all, verified, unverified.',
      ],
      [
        'a search over 200 characters',
        `search=${'x'.repeat(201)}`,
        'Search must be at most 200 characters.',
      ],
      ['two searches', 'search=a&search=b', 'Search must be text.'],
    ])('refuses %s with a 400 saying why', async (_name, query, message) => {
      const res = await adminAgent.get(`/api/admin/users?${query}`).expect(400);
      expect(res.body.statusCode).toBe(400);
      expect([res.body.message].flat().join(' ')).toContain(message);
    });
  });

  describe('POST /api/admin/users', () => {
    it('creates an account without a password that gets the set-password e-mail, cannot sign in until the link is followed, then can', async () => {
      const res = await from(adminAgent, '203.0.113.10')
        .post('/api/admin/users')
        .send({ username: '  Robin_New ', email: ' Robin.New@Example.org ', isAdmin: false })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        username: 'Robin_New',
        email: 'robin.new@example.org',
        isAdmin: false,
        roles: [],
        emailVerified: false,
        suspended: false,
        hasPassword: false,
        twoFactorEnabled: false,
        notes: null,
        createdAt: expect.stringMatching(ISO),
        lastLoginAt: null,
      });

      const mail = await smtp.waitFor('robin.new@example.org');
      expect(mail.parsed.subject).toMatch(/Set your password/);
      const token = tokenIn(mail, 'http://localhost:3000/set-password?token=');

      // No password yet: no password signs in, not even an empty one.
      const refused = await request(t.http)
        .post('/api/login')
        .send({ username: 'Robin_New', password: 'anything-at-all' })
        .expect(401);
      expect(refused.body.message).toBe(AUTH_MESSAGES.loginFailed);

      await request(t.http)
        .post('/api/set-password')
        .send({ token, password: 'Quiet-Lantern-88' })
        .expect(200);
      const signed = await request(t.http)
        .post('/api/login')
        .send({ username: 'robin_new', password: 'Quiet-Lantern-88' })
        .expect(200);
      expect(signed.body).toMatchObject({ username: 'Robin_New', emailVerified: true });

      const [entry] = await audit(res.body.id);
      expect(entry).toMatchObject({
        actor_id: admin.id,
        actor_name: 'chief',
        ip_address: '203.0.113.10',
        user_agent: CHROME,
        action: 'user.create',
        target_type: 'user',
        target_label: 'Robin_New',
        changes: {
          username: { from: null, to: 'Robin_New' },
          email: { from: null, to: 'robin.new@example.org' },
          isAdmin: { from: null, to: false },
        },
      });
    });

    it('creates an administrator when asked', async () => {
      const res = await adminAgent
        .post('/api/admin/users')
        .send({
          username: unique('helper'),
          email: `${unique('helper')}@example.org`,
          isAdmin: true,
        })
        .expect(201);
      expect(res.body).toMatchObject({ isAdmin: true, hasPassword: false });
    });

    it.each([
      [{ email: 'x@example.org' }, ACCOUNT_MESSAGES.usernameRequired],
      [{ username: 'nomail' }, 'Email address is required.'],
      [{ username: 'ab', email: 'x@example.org' }, ACCOUNT_MESSAGES.usernameTooShort],
      [{ username: 'has space', email: 'x@example.org' }, ACCOUNT_MESSAGES.usernamePattern],
      [{ username: 'okname', email: 'not-an-address' }, 'Please enter a valid email address.'],
      [
        { username: 'okname', email: 'x@example.org', isAdmin: 'yes' },
        'Administrator must be true or false.',
      ],
      [
        { username: 'okname', email: 'x@example.org', password: 'x' },
        'property password should not exist',
      ],
    ])('refuses %j with a 400 saying why, creating nothing', async (body, message) => {
      const count = await auditCount();
      const res = await adminAgent.post('/api/admin/users').send(body).expect(400);
      expect(res.body.message).toContain(message);
      expect(await auditCount()).toBe(count);
      const [{ n: users }] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM app_user WHERE username = 'okname'`,
      );
      expect(users).toBe(0);
    });

    it('answers 409 naming the field for a taken username or e-mail (without regard to case), with no mail and no audit entry', async () => {
      await member({ username: 'Taken_Name', email: 'taken@example.org' });
      const count = await auditCount();
      const byName = await adminAgent
        .post('/api/admin/users')
        .send({ username: 'taken_NAME', email: 'free@example.org' })
        .expect(409);
      expect(byName.body).toEqual({
        statusCode: 409,
        message: ADMIN_USER_MESSAGES.usernameTaken,
        errors: { username: ADMIN_USER_MESSAGES.usernameTaken },
      });
      const byEmail = await adminAgent
        .post('/api/admin/users')
        .send({ username: 'free_name', email: 'TAKEN@example.org' })
        .expect(409);
      expect(byEmail.body).toEqual({
        statusCode: 409,
        message: ADMIN_USER_MESSAGES.emailTaken,
        errors: { email: ADMIN_USER_MESSAGES.emailTaken },
      });
      expect(await auditCount()).toBe(count);
      // No mail was queued for either attempt (the queue's table is the record; an earlier test's
      // mail may still be on its way to the SMTP server, so the total received proves nothing).
      expect(await queuedSubjects(t.dataSource, 'free@example.org')).toEqual([]);
      expect(await queuedSubjects(t.dataSource, 'taken@example.org')).toEqual([]);
      expect(smtp.to('free@example.org')).toEqual([]);
      expect(smtp.to('taken@example.org')).toEqual([]);
    });
  });

  describe('PATCH /api/admin/users/{id}', () => {
    it('changes username, e-mail and notes with one user.update entry holding the old and new values', async () => {
      const target = await member({ email: 'before@example.org' });
      const res = await from(adminAgent, '198.51.100.7')
        .patch(`/api/admin/users/${target.id}`)
        .send({ username: 'renamed_one', email: 'After@Example.org', notes: 'Prefers e-mail' })
        .expect(200);
      expect(res.body).toMatchObject({
        id: target.id,
        username: 'renamed_one',
        email: 'after@example.org',
        notes: 'Prefers e-mail',
        emailVerified: true,
      });
      const entries = await audit(target.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        actor_id: admin.id,
        actor_name: 'chief',
        ip_address: '198.51.100.7',
        action: 'user.update',
        target_label: 'renamed_one',
        changes: {
          username: { from: target.username, to: 'renamed_one' },
          email: { from: 'before@example.org', to: 'after@example.org' },
          notes: { from: null, to: 'Prefers e-mail' },
        },
      });
      // null clears the notes.
      await adminAgent.patch(`/api/admin/users/${target.id}`).send({ notes: null }).expect(200);
      expect((await row(target.id)).notes).toBeNull();
    });

    it('a created account whose address is corrected gets its set-password link at the new address', async () => {
      const created = await adminAgent
        .post('/api/admin/users')
        .send({ username: unique('typo'), email: 'tpyo@example.org' })
        .expect(201);
      await smtp.waitFor('tpyo@example.org');
      await adminAgent
        .patch(`/api/admin/users/${created.body.id}`)
        .send({ email: 'typo.fixed@example.org' })
        .expect(200);
      const mail = await smtp.waitFor('typo.fixed@example.org');
      const token = tokenIn(mail, 'http://localhost:3000/set-password?token=');
      await request(t.http)
        .post('/api/set-password')
        .send({ token, password: 'Fixed-Address-31' })
        .expect(200);
      await signedIn(t, created.body.username, 'Fixed-Address-31');
    });

    it('writes one entry per kind of change: role, verification, suspension', async () => {
      const target = await member({ emailVerified: false });
      await adminAgent
        .patch(`/api/admin/users/${target.id}`)
        .send({ isAdmin: true, emailVerified: true })
        .expect(200);
      await adminAgent.patch(`/api/admin/users/${target.id}`).send({ suspended: true }).expect(200);
      await adminAgent
        .patch(`/api/admin/users/${target.id}`)
        .send({ suspended: false, isAdmin: false, emailVerified: false })
        .expect(200);
      const actions = (await audit(target.id)).map((e) => [e.action, e.changes]);
      expect(actions).toEqual(
        expect.arrayContaining([
          ['user.grant-admin', { isAdmin: { from: false, to: true } }],
          ['user.verify-email', { emailVerified: { from: false, to: true } }],
          ['user.suspend', { suspended: { from: false, to: true } }],
          ['user.reactivate', { suspended: { from: true, to: false } }],
          ['user.revoke-admin', { isAdmin: { from: true, to: false } }],
          ['user.unverify-email', { emailVerified: { from: true, to: false } }],
        ]),
      );
      expect(actions).toHaveLength(6);
      expect(await row(target.id)).toMatchObject({
        is_admin: false,
        email_verified: false,
        suspended: false,
      });
    });

    it('a PATCH that changes nothing writes nothing', async () => {
      const target = await member({ email: 'same@example.org' });
      const count = await auditCount();
      const res = await adminAgent
        .patch(`/api/admin/users/${target.id}`)
        .send({ username: target.username, email: 'SAME@example.org', isAdmin: false, notes: '' })
        .expect(200);
      expect(res.body).toMatchObject({ username: target.username, email: 'same@example.org' });
      await adminAgent.patch(`/api/admin/users/${target.id}`).send({}).expect(200);
      expect(await auditCount()).toBe(count);
    });

    it('suspension ends the member’s live session at once and refuses their sign-in; reactivation lets them in again', async () => {
      const target = await member();
      const agent = await signedIn(t, target.username);
      await agent.get('/api/user').expect(200);
      const res = await adminAgent
        .patch(`/api/admin/users/${target.id}`)
        .send({ suspended: true })
        .expect(200);
      expect(res.body.suspended).toBe(true);
      expect(await sessionCount(t, target.id)).toBe(0);
      await agent.get('/api/user').expect(401);
      const refused = await request(t.http)
        .post('/api/login')
        .send({ username: target.username, password: PASSWORD })
        .expect(403);
      expect(refused.body.message).toBe(AUTH_MESSAGES.suspended);

      await adminAgent
        .patch(`/api/admin/users/${target.id}`)
        .send({ suspended: false })
        .expect(200);
      await signedIn(t, target.username);
    });

    it.each([
      ['username null', { username: null }, ACCOUNT_MESSAGES.usernameRequired],
      ['email null', { email: null }, 'Email address is required.'],
      ['isAdmin null', { isAdmin: null }, 'Administrator must be true or false.'],
      ['emailVerified "true"', { emailVerified: 'true' }, 'Email Verified must be true or false.'],
      ['suspended 1', { suspended: 1 }, 'Suspended must be true or false.'],
      [
        'notes too long',
        { notes: 'x'.repeat(ADMIN_NOTES_MAX + 1) },
        'Notes must be at most 5,000 characters.',
      ],
      ['a username with a space', { username: 'a b' }, ACCOUNT_MESSAGES.usernamePattern],
      ['a password', { password: 'new' }, 'property password should not exist'],
    ])('refuses %s with a 400, changing nothing', async (_name, body, message) => {
      const target = await member();
      const before = await row(target.id);
      const count = await auditCount();
      const res = await adminAgent.patch(`/api/admin/users/${target.id}`).send(body).expect(400);
      expect(res.body.message).toContain(message);
      expect(await row(target.id)).toEqual(before);
      expect(await auditCount()).toBe(count);
    });

    it('answers 409 for a taken username or e-mail, changing nothing and writing no entry', async () => {
      const other = await member({ username: 'Occupied', email: 'occupied@example.org' });
      const target = await member();
      const before = await row(target.id);
      const count = await auditCount();
      const byName = await adminAgent
        .patch(`/api/admin/users/${target.id}`)
        .send({ username: 'OCCUPIED', notes: 'lost?' })
        .expect(409);
      expect(byName.body.errors).toEqual({ username: ADMIN_USER_MESSAGES.usernameTaken });
      const byEmail = await adminAgent
        .patch(`/api/admin/users/${target.id}`)
        .send({ email: 'Occupied@Example.org' })
        .expect(409);
      expect(byEmail.body.message).toBe(ADMIN_USER_MESSAGES.emailTaken);
      expect(await row(target.id)).toEqual(before);
      expect(await auditCount()).toBe(count);
      expect(other.id).toBeDefined();
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const missing = await adminAgent
        .patch(`/api/admin/users/${UNKNOWN_ID}`)
        .send({ notes: 'x' })
        .expect(404);
      expect(missing.body).toEqual({ statusCode: 404, message: ADMIN_USER_MESSAGES.notFound });
      const bad = await adminAgent
        .patch('/api/admin/users/not-an-id')
        .send({ notes: 'x' })
        .expect(400);
      expect(bad.body.message).toBe('That is not a valid user id.');
    });

    it('an administrator cannot remove their own role, suspend themself or unverify their own address', async () => {
      const count = await auditCount();
      const cases: [Record<string, unknown>, string][] = [
        [{ isAdmin: false }, ADMIN_USER_MESSAGES.selfDemote],
        [{ suspended: true }, ADMIN_USER_MESSAGES.selfSuspend],
        [{ emailVerified: false }, ADMIN_USER_MESSAGES.selfUnverify],
        [{ notes: 'Mine', isAdmin: false }, ADMIN_USER_MESSAGES.selfDemote],
      ];
      for (const [body, message] of cases) {
        const res = await adminAgent.patch(`/api/admin/users/${admin.id}`).send(body).expect(409);
        expect(res.body).toEqual({ statusCode: 409, message });
      }
      expect(await row(admin.id)).toMatchObject({
        is_admin: true,
        suspended: false,
        email_verified: true,
        notes: null,
      });
      expect(await auditCount()).toBe(count);
      await adminAgent.get('/api/admin/users').expect(200);
    });

    it('two administrators removing each other at once: one succeeds, the other is refused, one administrator remains', async () => {
      const a = await createUser(t, { username: unique('rival'), isAdmin: true });
      const b = await createUser(t, { username: unique('rival'), isAdmin: true });
      const agentA = await signedIn(t, a.username);
      const agentB = await signedIn(t, b.username);
      // Every other administrator steps down first, so that a and b are the only two.
      const others: { id: string }[] = await t.dataSource.query(
        'SELECT id FROM app_user WHERE is_admin AND id NOT IN ($1, $2)',
        [a.id, b.id],
      );
      await t.dataSource.query('UPDATE app_user SET is_admin = false WHERE id = ANY($1)', [
        others.map((o) => o.id),
      ]);
      // Hold both rows so that both requests pass the guard and then wait for each other's lock.
      const blocker = new Client({ connectionString: t.config.databaseUrl });
      await blocker.connect();
      try {
        await blocker.query('BEGIN');
        await blocker.query('SELECT id FROM app_user WHERE id IN ($1, $2) FOR UPDATE', [
          a.id,
          b.id,
        ]);
        const both = Promise.all([
          agentA.patch(`/api/admin/users/${b.id}`).send({ isAdmin: false }),
          agentB.patch(`/api/admin/users/${a.id}`).send({ isAdmin: false }),
        ]);
        for (let i = 0; i < 100; i += 1) {
          const [{ waiting }] = await t.dataSource.query(
            `SELECT count(*)::int AS waiting FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          if (waiting >= 2) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        await blocker.query('COMMIT');
        const answers = await both;
        const statuses = answers.map((r) => r.status).sort();
        expect(statuses).toEqual([200, 409]);
        const refused = answers.find((r) => r.status === 409)!;
        expect(refused.body.message).toMatch(/is the only active administrator/);
      } finally {
        await blocker.end();
      }
      const [{ admins }] = await t.dataSource.query(
        'SELECT count(*)::int AS admins FROM app_user WHERE is_admin AND id IN ($1, $2)',
        [a.id, b.id],
      );
      expect(admins).toBe(1);
      const revokes: { n: number }[] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM audit_entry WHERE action = 'user.revoke-admin' AND target_id IN ($1, $2)`,
        [a.id, b.id],
      );
      expect(revokes[0].n).toBe(1);
      await t.dataSource.query('UPDATE app_user SET is_admin = true WHERE id = ANY($1)', [
        others.map((o) => o.id),
      ]);
    });
  });

  describe('staff roles (issue 45)', () => {
    const rolesRow = async (id: string) =>
      (
        (await t.dataSource.query('SELECT is_admin, staff_roles FROM app_user WHERE id = $1', [
          id,
        ])) as { is_admin: boolean; staff_roles: string[] }[]
      )[0];

    it('creates staff with roles: stored, answered, audited, and the invitation names each role and what it may do', async () => {
      const name = unique('editor');
      const email = `${name}@example.org`;
      const res = await adminAgent
        .post('/api/admin/users')
        .send({ username: name, email, roles: ['inbox', 'editor'] })
        .expect(201);
      expect(res.body).toMatchObject({ isAdmin: false, roles: ['editor', 'inbox'] });
      expect(await rolesRow(res.body.id)).toEqual({
        is_admin: false,
        staff_roles: ['editor', 'inbox'],
      });
      const mail = await smtp.waitFor(email);
      for (const code of ['editor', 'inbox'] as const) {
        const role = staffRole(code);
        expect(mail.parsed.text).toContain(`- ${role.label}: ${role.description}`);
        expect(mail.parsed.html).toContain(`<strong>${role.label}</strong>`);
      }
      expect(mail.parsed.text).toContain('You have been given these roles in the admin panel:');
      expect(mail.parsed.text).not.toContain('Newsletter:');
      const [entry] = await audit(res.body.id);
      expect(entry).toMatchObject({
        action: 'user.create',
        changes: {
          isAdmin: { from: null, to: false },
          roles: { from: null, to: ['editor', 'inbox'] },
        },
      });

      // The invitee sets a password and signs in with those roles and their permissions.
      await request(t.http)
        .post('/api/set-password')
        .send({
          token: tokenIn(mail, 'http://localhost:3000/set-password?token='),
          password: 'Quiet-Lantern-88-Long',
        })
        .expect(200);
      const invitee = await signedIn(t, name, 'Quiet-Lantern-88-Long');
      const me = (await invitee.get('/api/user').expect(200)).body;
      expect(me).toMatchObject({ isAdmin: false, roles: ['editor', 'inbox'] });
      expect(me.permissions).toEqual(permissionsOf(['editor', 'inbox']));
      // A member's invitation says nothing of roles.
      const plain = unique('plain');
      await adminAgent
        .post('/api/admin/users')
        .send({ username: plain, email: `${plain}@example.org` })
        .expect(201);
      const plainMail = await smtp.waitFor(`${plain}@example.org`);
      expect(plainMail.parsed.text).not.toContain('roles');
      expect(plainMail.parsed.text).not.toContain('role in the admin panel');
    });

    it('isAdmin is the administrator role: alone, with roles in agreement, or a 400 when they disagree', async () => {
      const one = unique('boss');
      const created = await adminAgent
        .post('/api/admin/users')
        .send({
          username: one,
          email: `${one}@example.org`,
          isAdmin: true,
          roles: ['administrator', 'editor'],
        })
        .expect(201);
      expect(created.body).toMatchObject({ isAdmin: true, roles: ['administrator', 'editor'] });
      expect(await rolesRow(created.body.id)).toEqual({ is_admin: true, staff_roles: ['editor'] });
      const count = await auditCount();
      const two = unique('boss');
      for (const body of [
        { isAdmin: true, roles: ['editor'] },
        { isAdmin: false, roles: ['administrator'] },
      ]) {
        const res = await adminAgent
          .post('/api/admin/users')
          .send({ username: two, email: `${two}@example.org`, ...body })
          .expect(400);
        expect(res.body.message).toBe(ADMIN_USER_MESSAGES.rolesDisagree);
        const patched = await adminAgent
          .patch(`/api/admin/users/${created.body.id}`)
          .send(body)
          .expect(400);
        expect(patched.body.message).toBe(ADMIN_USER_MESSAGES.rolesDisagree);
      }
      expect(await auditCount()).toBe(count);
      const [{ n }] = await t.dataSource.query(
        'SELECT count(*)::int AS n FROM app_user WHERE username = $1',
        [two],
      );
      expect(n).toBe(0);
      expect(await rolesRow(created.body.id)).toEqual({ is_admin: true, staff_roles: ['editor'] });
    });

    it.each([
      [
        'an unknown role',
        ['owner'],
        'Each role must be one of: administrator, editor, inbox, newsletter, contributor.',
      ],
      ['a role twice', ['editor', 'editor'], 'Each role may be listed only once.'],
      ['not a list', 'editor', 'Roles must be a list of role codes.'],
      ['null', null, 'Roles must be a list of role codes.'],
      ['a number in the list', [1], 'Each role must be one of'],
    ])('refuses %s with a 400 saying why, storing nothing', async (_what, roles, message) => {
      const target = await member();
      const res = await adminAgent
        .patch(`/api/admin/users/${target.id}`)
        .send({ roles })
        .expect(400);
      expect(JSON.stringify(res.body)).toContain(message);
      expect(await rolesRow(target.id)).toEqual({ is_admin: false, staff_roles: [] });
    });

    it('PATCH roles replaces them; audited as a role change from and to; the same roles again write nothing', async () => {
      const target = await member({ roles: ['editor'] });
      const res = await adminAgent
        .patch(`/api/admin/users/${target.id}`)
        .send({ roles: ['newsletter', 'inbox'] })
        .expect(200);
      expect(res.body.roles).toEqual(['inbox', 'newsletter']);
      await adminAgent
        .patch(`/api/admin/users/${target.id}`)
        .send({ roles: ['inbox', 'newsletter'] })
        .expect(200);
      await adminAgent
        .patch(`/api/admin/users/${target.id}`)
        .send({ roles: ['administrator', 'inbox', 'newsletter'] })
        .expect(200);
      await adminAgent.patch(`/api/admin/users/${target.id}`).send({ roles: [] }).expect(200);
      expect(await rolesRow(target.id)).toEqual({ is_admin: false, staff_roles: [] });
      const entries = (await audit(target.id)).map((e) => [e.action, e.changes]);
      // One request may write two entries (same time): their order is not asked for.
      expect(entries).toHaveLength(4);
      expect(entries).toEqual(
        expect.arrayContaining([
          ['user.change-roles', { roles: { from: ['editor'], to: ['inbox', 'newsletter'] } }],
          ['user.grant-admin', { isAdmin: { from: false, to: true } }],
          ['user.revoke-admin', { isAdmin: { from: true, to: false } }],
          [
            'user.change-roles',
            { roles: { from: ['administrator', 'inbox', 'newsletter'], to: [] } },
          ],
        ]),
      );
    });

    it("a role change, a removal, a suspension and a deletion apply to the staff member's live session at its next request", async () => {
      const staff = await member({ roles: ['editor'] });
      const agent = await signedIn(t, staff.username);
      await agent.get('/api/admin/pages').expect(200);
      await agent.get('/api/admin/speaking-requests').expect(403);

      // Changed: editor -> inbox. The same session, next request.
      await adminAgent
        .patch(`/api/admin/users/${staff.id}`)
        .send({ roles: ['inbox'] })
        .expect(200);
      const me = (await agent.get('/api/user').expect(200)).body;
      expect(me).toMatchObject({ roles: ['inbox'], permissions: ['dashboard', 'inbox'] });
      const refused = await agent.get('/api/admin/pages').expect(403);
      expect(refused.body.message).toBe(
        'Editing page drafts needs the Contributor, Editor or Administrator role.',
      );
      await agent.get('/api/admin/speaking-requests').expect(200);

      // Given administrator: the users list opens at once.
      await adminAgent
        .patch(`/api/admin/users/${staff.id}`)
        .send({ roles: ['administrator'] })
        .expect(200);
      await agent.get('/api/admin/users').expect(200);

      // Removed: a member again, the spec's Access Denied text; still signed in as a member.
      await adminAgent.patch(`/api/admin/users/${staff.id}`).send({ roles: [] }).expect(200);
      const denied = await agent.get('/api/admin/speaking-requests').expect(403);
      expect(denied.body).toEqual({ statusCode: 403, message: ACCESS_MESSAGES.notAdmin });
      expect((await agent.get('/api/user').expect(200)).body).toMatchObject({
        isAdmin: false,
        roles: [],
        permissions: [],
      });

      // Suspended: the session ends.
      await adminAgent
        .patch(`/api/admin/users/${staff.id}`)
        .send({ roles: ['inbox'] })
        .expect(200);
      await agent.get('/api/admin/speaking-requests').expect(200);
      await adminAgent.patch(`/api/admin/users/${staff.id}`).send({ suspended: true }).expect(200);
      await agent.get('/api/admin/speaking-requests').expect(401);
      await agent.get('/api/user').expect(401);

      // Deleted: likewise.
      const other = await member({ roles: ['newsletter'] });
      const otherAgent = await signedIn(t, other.username);
      await otherAgent.get('/api/admin/newsletter/campaigns').expect(200);
      await adminAgent.delete(`/api/admin/users/${other.id}`).expect(200);
      await otherAgent.get('/api/admin/newsletter/campaigns').expect(401);
      expect(await sessionCount(t, other.id)).toBe(0);
    });

    it('an administrator cannot take away their own administrator role through roles either', async () => {
      const count = await auditCount();
      for (const roles of [['editor'], []]) {
        const res = await adminAgent
          .patch(`/api/admin/users/${admin.id}`)
          .send({ roles })
          .expect(409);
        expect(res.body).toEqual({ statusCode: 409, message: ADMIN_USER_MESSAGES.selfDemote });
      }
      expect(await rolesRow(admin.id)).toEqual({ is_admin: true, staff_roles: [] });
      expect(await auditCount()).toBe(count);
      // Adding a role beside it is fine.
      await adminAgent
        .patch(`/api/admin/users/${admin.id}`)
        .send({ roles: ['administrator', 'inbox'] })
        .expect(200);
      await adminAgent
        .patch(`/api/admin/users/${admin.id}`)
        .send({ roles: ['administrator'] })
        .expect(200);
    });

    it('many administrators demoting each other at once through roles: exactly one active administrator remains', async () => {
      const rivals = await Promise.all(
        Array.from({ length: 6 }, () =>
          createUser(t, { username: unique('crowd'), roles: ['administrator'] }),
        ),
      );
      const agents = await Promise.all(rivals.map((r) => signedIn(t, r.username)));
      const others: { id: string }[] = await t.dataSource.query(
        'SELECT id FROM app_user WHERE is_admin AND NOT (id = ANY($1))',
        [rivals.map((r) => r.id)],
      );
      await t.dataSource.query('UPDATE app_user SET is_admin = false WHERE id = ANY($1)', [
        others.map((o) => o.id),
      ]);
      try {
        // Each one removes every other's administrator role (keeping them editors): six at once,
        // 30 in all.
        const answers = (
          await Promise.all(
            agents.map(async (agent, i) => {
              const mine = [];
              for (const target of rivals.filter((_, j) => j !== i))
                mine.push(
                  await agent.patch(`/api/admin/users/${target.id}`).send({ roles: ['editor'] }),
                );
              return mine;
            }),
          )
        ).flat();
        // 200, the last administrator's 409, or 403 for one demoted meanwhile (the next request
        // of a session sees its roles as they are now).
        for (const res of answers) expect([200, 403, 409]).toContain(res.status);
        for (const res of answers.filter((r) => r.status === 409))
          expect(res.body.message).toMatch(/is the only active administrator/);
        const [{ n }] = await t.dataSource.query(
          'SELECT count(*)::int AS n FROM app_user WHERE is_admin AND id = ANY($1)',
          [rivals.map((r) => r.id)],
        );
        expect(n).toBe(1);
        const [{ revokes }] = await t.dataSource.query(
          `SELECT count(*)::int AS revokes FROM audit_entry WHERE action = 'user.revoke-admin' AND target_id = ANY($1)`,
          [rivals.map((r) => r.id)],
        );
        expect(revokes).toBe(5);
      } finally {
        await t.dataSource.query('UPDATE app_user SET is_admin = true WHERE id = ANY($1)', [
          others.map((o) => o.id),
        ]);
      }
    });

    it('filters by staff role on the server: administrators, regular users (no role), all staff, each role', async () => {
      const tag = 'rolefilt';
      const seeded: [string, boolean, string[]][] = [
        ['Admin', true, []],
        ['AdminEditor', true, ['editor']],
        ['Editor', false, ['editor']],
        ['InboxNews', false, ['inbox', 'newsletter']],
        ['Contrib', false, ['contributor']],
        ['Member', false, []],
      ];
      let minute = 0;
      for (const [name, isAdmin, roles] of seeded)
        await t.dataSource.query(
          `INSERT INTO app_user (username, email, is_admin, staff_roles, email_verified, created_at)
           VALUES ($1, $2, $3, $4, true, $5)`,
          [
            `${tag}${name}`,
            `${name.toLowerCase()}@${tag}.example.org`,
            isAdmin,
            roles,
            `2033-01-01T00:${String((minute += 1)).padStart(2, '0')}:00Z`,
          ],
        );
      const names = async (role: string) =>
        (
          (
            await adminAgent
              .get(`/api/admin/users?search=${tag}&role=${role}&sort=username`)
              .expect(200)
          ).body as AdminUserPage
        ).items.map((u) => u.username.slice(tag.length));
      expect(await names('admin')).toEqual(['Admin', 'AdminEditor']);
      expect(await names('user')).toEqual(['Member']);
      expect(await names('staff')).toEqual([
        'Admin',
        'AdminEditor',
        'Contrib',
        'Editor',
        'InboxNews',
      ]);
      expect(await names('editor')).toEqual(['AdminEditor', 'Editor']);
      expect(await names('inbox')).toEqual(['InboxNews']);
      expect(await names('newsletter')).toEqual(['InboxNews']);
      expect(await names('contributor')).toEqual(['Contrib']);
      const csv = await adminAgent
        .get(`/api/admin/users/export?search=${tag}&role=staff`)
        .expect(200);
      expect(csv.text).toContain(`,"Administrator, Editor"\r\n`);
      expect(csv.text).toContain(`,"Inbox, Newsletter"\r\n`);
      expect(csv.text).not.toContain(`${tag}Member`);
    });

    it('the role filter stays fast with 50,000 accounts (the GIN index on staff_roles)', async () => {
      await t.dataSource.query(
        `INSERT INTO app_user (username, email, is_admin, staff_roles, email_verified, created_at)
         SELECT 'big' || i, 'big' || i || '@big.example.org', false,
                CASE WHEN i % 1000 = 0 THEN ARRAY['inbox']::varchar[] ELSE '{}' END, true,
                timestamptz '2020-01-01T00:00:00Z' + i * interval '1 minute'
           FROM generate_series(1, 50000) AS i`,
      );
      await t.dataSource.query('ANALYZE app_user');
      const times: Record<string, number> = {};
      for (const role of ['inbox', 'staff', 'user', 'admin']) {
        const started = Date.now();
        const res = await adminAgent.get(`/api/admin/users?role=${role}`).expect(200);
        times[role] = Date.now() - started;
        if (role === 'inbox') expect(res.body.total).toBeGreaterThanOrEqual(50);
        if (role === 'user') expect(res.body.total).toBeGreaterThan(49_000);
      }
      const plan = (await t.dataSource.query(
        `EXPLAIN SELECT id FROM app_user u WHERE u.staff_roles @> ARRAY['inbox']::varchar[]`,
      )) as { 'QUERY PLAN': string }[];
      expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toMatch(/IDX_app_user_staff_roles/);
      for (const ms of Object.values(times)) expect(ms).toBeLessThan(500);
      console.log(`users list by role with 50,000 accounts: ${JSON.stringify(times)} ms`);
      await t.dataSource.query(`DELETE FROM app_user WHERE email LIKE '%@big.example.org'`);
    });
  });

  describe('POST /api/admin/users/{id}/invitation', () => {
    it('sends the invitation again: a new 72-hour link naming the roles, the old one no longer works; audited', async () => {
      const name = unique('invitee');
      const email = `${name}@example.org`;
      const created = await adminAgent
        .post('/api/admin/users')
        .send({ username: name, email, roles: ['contributor'] })
        .expect(201);
      const first = await smtp.waitFor(email);
      const oldToken = tokenIn(first, 'http://localhost:3000/set-password?token=');
      const res = await from(adminAgent, '203.0.113.40')
        .post(`/api/admin/users/${created.body.id}/invitation`)
        .expect(200);
      expect(res.body).toEqual({ message: ADMIN_USER_MESSAGES.invitationSent });
      const second = await smtp.waitFor(email, (m) => m !== first);
      expect(second.parsed.text).toContain('You have been given this role in the admin panel:');
      expect(second.parsed.text).toContain(
        `- Contributor: ${staffRole('contributor').description}`,
      );
      expect(second.parsed.text).toContain('expires in 72 hours');
      const newToken = tokenIn(second, 'http://localhost:3000/set-password?token=');
      expect(newToken).not.toBe(oldToken);
      const [{ expires }] = await t.dataSource.query(
        `SELECT extract(epoch FROM expires_at - now())::int AS expires FROM email_token
          WHERE user_id = $1 AND purpose = 'set-password' AND used_at IS NULL`,
        [created.body.id],
      );
      expect(expires).toBeGreaterThan(72 * 3600 - 120);
      expect(expires).toBeLessThanOrEqual(72 * 3600);
      await request(t.http)
        .post('/api/set-password')
        .send({ token: oldToken, password: 'Old-Link-Password-99' })
        .expect(400);
      expect(await audit(created.body.id)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            action: 'user.resend-invitation',
            actor_name: 'chief',
            ip_address: '203.0.113.40',
          }),
        ]),
      );
      await request(t.http)
        .post('/api/set-password')
        .send({ token: newToken, password: 'New-Link-Password-99' })
        .expect(200);
      // Now it has a password: nothing to send again.
      const count = smtp.to(email).length;
      const conflict = await adminAgent
        .post(`/api/admin/users/${created.body.id}/invitation`)
        .expect(409);
      expect(conflict.body.message).toBe(ADMIN_USER_MESSAGES.hasPassword);
      await adminAgent.post(`/api/admin/users/${UNKNOWN_ID}/invitation`).expect(404);
      await adminAgent.post('/api/admin/users/nope/invitation').expect(400);
      expect(smtp.to(email)).toHaveLength(count);
    });

    it('at most 5 an hour per account, also when sent at once (429 with the wait)', async () => {
      const name = unique('flood');
      const created = await adminAgent
        .post('/api/admin/users')
        .send({ username: name, email: `${name}@example.org`, roles: ['inbox'] })
        .expect(201);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          adminAgent.post(`/api/admin/users/${created.body.id}/invitation`),
        ),
      );
      expect(answers.filter((r) => r.status === 200)).toHaveLength(5);
      const refused = answers.filter((r) => r.status === 429);
      expect(refused).toHaveLength(3);
      expect(refused[0].body.message).toBe(ADMIN_USER_MESSAGES.invitationLimit);
      const [{ n }] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM audit_entry WHERE action = 'user.resend-invitation' AND target_id = $1`,
        [created.body.id],
      );
      expect(n).toBe(5);
    });
  });

  describe('DELETE /api/admin/users/{id}', () => {
    it('deletes the account and its sessions; its inquiries stay, unlinked; the entry keeps its name', async () => {
      const target = await member({ email: 'leaving@example.org' });
      const agent = await signedIn(t, target.username);
      await t.dataSource.query(
        `INSERT INTO contact_message (name, email, message, user_id) VALUES ('L', 'leaving@example.org', 'Keep me', $1)`,
        [target.id],
      );
      await t.dataSource.query(
        `INSERT INTO speaking_request (contact_name, email, company, user_id) VALUES ('L', 'leaving@example.org', 'Keep Co', $1)`,
        [target.id],
      );
      await t.dataSource.query(
        `INSERT INTO corporate_partnership (company_name, contact_name, email, partnership_type, user_id) VALUES ('Keep', 'L', 'leaving@example.org', 'client', $1)`,
        [target.id],
      );
      const res = await from(adminAgent, '192.0.2.44')
        .delete(`/api/admin/users/${target.id}`)
        .expect(200);
      expect(res.body).toEqual({ message: 'User has been successfully deleted.' });
      expect(await row(target.id)).toBeUndefined();
      expect(await sessionCount(t, target.id)).toBe(0);
      await agent.get('/api/user').expect(401);
      for (const table of ['contact_message', 'speaking_request', 'corporate_partnership']) {
        const kept: { user_id: string | null }[] = await t.dataSource.query(
          `SELECT user_id FROM ${table} WHERE email = 'leaving@example.org'`,
        );
        expect(kept).toEqual([{ user_id: null }]);
      }
      const [entry] = await audit(target.id);
      expect(entry).toMatchObject({
        action: 'user.delete',
        actor_id: admin.id,
        ip_address: '192.0.2.44',
        target_label: target.username,
        changes: {
          username: { from: target.username, to: null },
          email: { from: 'leaving@example.org', to: null },
        },
      });
    });

    it('refuses to delete yourself (409), keeping everything', async () => {
      const count = await auditCount();
      const res = await adminAgent.delete(`/api/admin/users/${admin.id}`).expect(409);
      expect(res.body).toEqual({ statusCode: 409, message: ADMIN_USER_MESSAGES.selfDelete });
      expect(await row(admin.id)).toBeDefined();
      expect(await auditCount()).toBe(count);
    });

    it('the last active administrator cannot delete their account through My Account either', async () => {
      const others: { id: string }[] = await t.dataSource.query(
        `SELECT id FROM app_user WHERE is_admin AND id <> $1`,
        [admin.id],
      );
      await t.dataSource.query('UPDATE app_user SET is_admin = false WHERE id = ANY($1)', [
        others.map((o) => o.id),
      ]);
      try {
        const res = await adminAgent.delete('/api/user').send({ password: PASSWORD }).expect(409);
        expect(res.body.message).toBe(LAST_ADMIN_MESSAGE('chief'));
        expect(await row(admin.id)).toBeDefined();
        await adminAgent.get('/api/admin/users').expect(200);
      } finally {
        await t.dataSource.query('UPDATE app_user SET is_admin = true WHERE id = ANY($1)', [
          others.map((o) => o.id),
        ]);
      }
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      await adminAgent.delete(`/api/admin/users/${UNKNOWN_ID}`).expect(404);
      await adminAgent.delete('/api/admin/users/1%27%20OR%201=1').expect(400);
    });
  });

  describe('POST /api/admin/users/{id}/send-password-reset', () => {
    it('mails the reset link, whose link sets a new password; the entry is written', async () => {
      const target = await member({ email: 'forgetful@example.org' });
      const res = await adminAgent
        .post(`/api/admin/users/${target.id}/send-password-reset`)
        .expect(200);
      expect(res.body).toEqual({
        message: "A password reset link has been sent to the user's email.",
      });
      const mail = await smtp.waitFor('forgetful@example.org');
      const token = tokenIn(mail, 'http://localhost:3000/reset-password?token=');
      await request(t.http)
        .post('/api/reset-password')
        .send({ token, password: 'Brand-New-Pass-5' })
        .expect(200);
      await signedIn(t, target.username, 'Brand-New-Pass-5');
      const [entry] = await audit(target.id);
      expect(entry).toMatchObject({
        action: 'user.send-password-reset',
        actor_id: admin.id,
        target_label: target.username,
        detail: 'Password reset link sent',
      });
    });

    it('to an account without a password yet, sends its set-password link instead', async () => {
      const target = await member({
        password: null,
        emailVerified: false,
        email: 'pending@example.org',
      });
      await adminAgent.post(`/api/admin/users/${target.id}/send-password-reset`).expect(200);
      const mail = await smtp.waitFor('pending@example.org');
      const token = tokenIn(mail, 'http://localhost:3000/set-password?token=');
      await request(t.http)
        .post('/api/set-password')
        .send({ token, password: 'Finally-Mine-77' })
        .expect(200);
      await signedIn(t, target.username, 'Finally-Mine-77');
    });

    it('answers 404 for an unknown id, sending nothing', async () => {
      const count = await auditCount();
      await adminAgent.post(`/api/admin/users/${UNKNOWN_ID}/send-password-reset`).expect(404);
      expect(await auditCount()).toBe(count);
    });
  });

  describe('GET /api/admin/users/{id}/activity', () => {
    it('shows the user’s sign-ins (time, address, browser) and the actions on the account, newest first', async () => {
      const target = await member();
      await request(t.http)
        .post('/api/login')
        .set('X-Forwarded-For', '203.0.113.99')
        .set('User-Agent', CHROME)
        .send({ username: target.username, password: PASSWORD })
        .expect(200);
      await request(t.http)
        .post('/api/login')
        .set('X-Forwarded-For', '203.0.113.100')
        .set('User-Agent', 'curl/8.5.0')
        .send({ username: target.username, password: PASSWORD })
        .expect(200);
      await adminAgent.patch(`/api/admin/users/${target.id}`).send({ notes: 'First' }).expect(200);
      await adminAgent.patch(`/api/admin/users/${target.id}`).send({ isAdmin: true }).expect(200);
      const res = await adminAgent.get(`/api/admin/users/${target.id}/activity`).expect(200);
      expect(res.body.signIns).toEqual([
        {
          at: expect.stringMatching(ISO),
          ipAddress: '203.0.113.100',
          userAgent: 'curl/8.5.0',
          browser: 'curl 8',
        },
        {
          at: expect.stringMatching(ISO),
          ipAddress: '203.0.113.99',
          userAgent: CHROME,
          browser: 'Chrome 131 on Windows',
        },
      ]);
      expect(res.body.actions.map((a: { action: string }) => a.action)).toEqual([
        'user.grant-admin',
        'user.update',
      ]);
      expect(res.body.actions[0]).toMatchObject({
        actorId: admin.id,
        actorName: 'chief',
        targetType: 'user',
        targetId: target.id,
        at: expect.stringMatching(ISO),
      });
      // A user without any shows empty lists (the screen's placeholders).
      const quiet = await member();
      const none = await adminAgent.get(`/api/admin/users/${quiet.id}/activity`).expect(200);
      expect(none.body).toEqual({ signIns: [], actions: [] });
    });

    it('answers 404 for an unknown id', async () => {
      await adminAgent.get(`/api/admin/users/${UNKNOWN_ID}/activity`).expect(404);
    });
  });

  describe('UsersService.counts() (the dashboard)', () => {
    it('equals the rows: active = not suspended and signed in within 30 days; new this month = since the 1st, UTC', async () => {
      const service = t.app.get(UsersService);
      const before = await service.counts();
      const recent = await member();
      const stale = await member({ emailVerified: false });
      const away = await member({ suspended: true });
      const old = await member();
      await t.dataSource.query(
        `UPDATE app_user SET last_login_at = now() - interval '10 days' WHERE id = ANY($1)`,
        [[recent.id, away.id]],
      );
      await t.dataSource.query(
        `UPDATE app_user SET last_login_at = now() - interval '31 days' WHERE id = $1`,
        [stale.id],
      );
      await t.dataSource.query(
        `UPDATE app_user SET created_at = date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - interval '1 second' WHERE id = $1`,
        [old.id],
      );
      const after = await service.counts();
      expect(after).toEqual({
        total: before.total + 4,
        admins: before.admins,
        verified: before.verified + 3,
        unverified: before.unverified + 1,
        suspended: before.suspended + 1,
        active: before.active + 1,
        newThisMonth: before.newThisMonth + 3,
      });
      const [rows] = await t.dataSource.query(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE is_admin)::int AS admins FROM app_user`,
      );
      expect([after.total, after.admins]).toEqual([rows.total, rows.admins]);
    });
  });

  describe('GET /api/admin/users/export', () => {
    /** The CSV's lines without the header. */
    const lines = (text: string) => text.split('\r\n').slice(1, -1);

    it('writes every matching user as CSV with the spec’s columns, newest first, formulas escaped', async () => {
      const csvAdmin = await adminAgent
        .post('/api/admin/users')
        .send({ username: '-csv_admin', email: 'csv.admin@example.org', isAdmin: true })
        .expect(201);
      await t.dataSource.query(
        `UPDATE app_user SET created_at = '2030-01-05T12:00:00Z' WHERE id = $1`,
        [csvAdmin.body.id],
      );
      await createUser(t, { username: '=SUM(A1)', email: '+csv.member@example.org' });
      await t.dataSource.query(
        `UPDATE app_user SET created_at = '2030-01-04T12:00:00Z' WHERE username = '=SUM(A1)'`,
      );
      await createUser(t, {
        username: 'csv,quoted"name',
        email: 'csv.q@example.org',
        emailVerified: false,
      });
      await t.dataSource.query(
        `UPDATE app_user SET created_at = '2030-01-03T12:00:00Z' WHERE username = 'csv,quoted"name'`,
      );

      const res = await adminAgent.get('/api/admin/users/export?search=CSV').expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      const today = new Date().toISOString().slice(0, 10);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="users-export-${today}.csv"`,
      );
      // The spec's columns first, then the staff roles (issue 45).
      expect(res.text.split('\r\n')[0]).toBe('Username,Email,Role,Status,Created Date,Staff Roles');
      expect(lines(res.text)).toEqual([
        `'-csv_admin,csv.admin@example.org,Admin,Unverified,"Jan 5, 2030",Administrator`,
        `'=SUM(A1),'+csv.member@example.org,User,Verified,"Jan 4, 2030",`,
        `"csv,quoted""name",csv.q@example.org,User,Unverified,"Jan 3, 2030",`,
      ]);

      const admins = await adminAgent
        .get('/api/admin/users/export?search=csv&role=admin')
        .expect(200);
      expect(lines(admins.text)).toEqual([expect.stringMatching(/^'-csv_admin,/)]);
      const verifiedUsers = await adminAgent
        .get('/api/admin/users/export?search=csv&role=user&status=verified')
        .expect(200);
      expect(lines(verifiedUsers.text)).toEqual([expect.stringMatching(/^'=SUM\(A1\),/)]);
      const unverified = await adminAgent
        .get('/api/admin/users/export?search=CSV.Q&status=unverified')
        .expect(200);
      expect(lines(unverified.text)).toEqual([expect.stringMatching(/^"csv,quoted/)]);
    });

    it('without filters exports every user (not a page of them)', async () => {
      const res = await adminAgent.get('/api/admin/users/export?role=&status=').expect(200);
      const [{ n: total }] = await t.dataSource.query('SELECT count(*)::int AS n FROM app_user');
      expect(lines(res.text)).toHaveLength(total);
    });

    it('streams more than 2,000 matching users, each once, newest first, filters applied, formula-safe', async () => {
      await t.dataSource.query(
        `INSERT INTO app_user (username, email, is_admin, email_verified, created_at)
         SELECT CASE WHEN i % 500 = 1 THEN '=bulk' || i ELSE 'bulk' || i END,
                'bulk' || i || '@bulk.example.org', i % 10 = 0, i % 4 <> 0,
                -- Runs of ten accounts share a creation time: the batches' cursor must not lose any.
                timestamptz '2032-01-01T00:00:00Z' + (i / 10) * interval '1 second'
           FROM generate_series(1, 3200) AS i`,
      );
      const res = await adminAgent
        .get('/api/admin/users/export?search=BULK.example&role=user&status=verified')
        .expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      const expected: { username: string }[] = await t.dataSource.query(
        `SELECT username FROM app_user
          WHERE email LIKE '%@bulk.example.org' AND NOT is_admin AND email_verified
          ORDER BY created_at DESC, id DESC`,
      );
      expect(expected.length).toBeGreaterThan(2000);
      const got = lines(res.text);
      expect(got).toHaveLength(expected.length);
      expect(got.map((l) => l.split(',')[0])).toEqual(
        expected.map((r) => (r.username.startsWith('=') ? `'${r.username}` : r.username)),
      );
      expect(new Set(got).size).toBe(got.length);
      expect(got.every((l) => /,User,Verified,"Jan 1, 2032",$/.test(l))).toBe(true);
      expect(got).toContain(`'=bulk1501,bulk1501@bulk.example.org,User,Verified,"Jan 1, 2032",`);
    });

    it.each([
      ['an unknown role', 'role=owner'],
      ['an unknown status', 'status=suspended'],
      ['two searches', 'search=a&search=b'],
      ['a search over 200 characters', `search=${'x'.repeat(201)}`],
    ])('refuses %s with a 400', async (_name, query) => {
      const res = await adminAgent.get(`/api/admin/users/export?${query}`).expect(400);
      expect(res.body.statusCode).toBe(400);
    });
  });
});
