import { AUDIT_RETENTION_DAYS_DEFAULT, type AuditEntry } from '@bb/shared/admin';
import { SchedulerRegistry } from '@nestjs/schedule';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { AuditService } from '../../src/audit/audit.service';
import { AUTH_MESSAGES } from '../../src/auth/auth-messages';
import { ACCESS_MESSAGES } from '../../src/common/access';
import { ConfigError, loadConfig } from '../../src/config/config';
import { UsersService } from '../../src/users/users.service';
import { createUser, PASSWORD, signedIn } from '../support/accounts';
import { createTestApp, TestApp } from '../support/test-app';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const DAY_MS = 24 * 60 * 60 * 1000;
const TARGET_1 = '11111111-1111-4111-8111-111111111111';
const TARGET_2 = '22222222-2222-4222-8222-222222222222';

type Agent = Awaited<ReturnType<typeof signedIn>>;

/** YYYY-MM-DD of `days` days before today (UTC). */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

describe('audit trail', () => {
  let t: TestApp;
  let admin: { id: string; username: string };
  let adminAgent: Agent;

  const entries = async (action: string): Promise<Record<string, unknown>[]> =>
    t.dataSource.query(`SELECT * FROM audit_entry WHERE action = $1 ORDER BY at, id`, [action]);
  const clear = () => t.dataSource.query('DELETE FROM audit_entry');
  /** Inserts an entry directly, `at` given. */
  const insert = (fields: {
    at: string;
    action: string;
    actorId?: string | null;
    actorName?: string | null;
    targetType?: string | null;
    targetId?: string | null;
  }) =>
    t.dataSource.query(
      `INSERT INTO audit_entry (at, action, actor_id, actor_name, target_type, target_id)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        fields.at,
        fields.action,
        fields.actorId ?? null,
        fields.actorName ?? null,
        fields.targetType ?? null,
        fields.targetId ?? null,
      ],
    );
  const page = async (query: string) =>
    (await adminAgent.get(`/api/admin/audit-log${query}`).expect(200)).body as {
      items: AuditEntry[];
      total: number;
    };

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true', AUDIT_RETENTION_DAYS: '30' });
    admin = await createUser(t, { username: 'Warden', email: 'warden@example.org', isAdmin: true });
    adminAgent = await signedIn(t, 'Warden');
  });
  afterAll(() => t.close());
  beforeEach(() => t.dataSource.query('DELETE FROM rate_limit'));

  describe("administrators' failed sign-ins", () => {
    it('records a wrong password for an administrator: no actor, the account as target, address and browser', async () => {
      await clear();
      const res = await request(t.http)
        .post('/api/login')
        .set('X-Forwarded-For', '203.0.113.5')
        .set('User-Agent', FIREFOX)
        .send({ username: 'warden', password: 'not-the-password' })
        .expect(401);
      expect(res.body.message).toBe(AUTH_MESSAGES.loginFailed);
      const [entry, ...more] = await entries('admin.sign-in-failed');
      expect(more).toEqual([]);
      expect(entry).toMatchObject({
        actor_id: null,
        actor_name: null,
        ip_address: '203.0.113.5',
        user_agent: FIREFOX,
        target_type: 'user',
        target_id: admin.id,
        target_label: 'Warden',
        detail: 'Wrong password',
        changes: null,
      });
    });

    it("records nothing for a member's wrong password, an unknown name or a successful sign-in", async () => {
      await clear();
      const plain = await createUser(t, { username: 'plainfail' });
      await request(t.http)
        .post('/api/login')
        .send({ username: plain.username, password: 'wrong-password' })
        .expect(401);
      await request(t.http)
        .post('/api/login')
        .send({ username: 'nobody-here', password: 'wrong-password' })
        .expect(401);
      await request(t.http)
        .post('/api/login')
        .send({ username: 'Warden', password: PASSWORD })
        .expect(200);
      const [{ n }] = await t.dataSource.query('SELECT count(*)::int AS n FROM audit_entry');
      expect(n).toBe(0);
    });
  });

  describe('refused admin requests', () => {
    it("records a signed-in user's 403 with who, where and METHOD /route, and no anonymous 401 (the application log has those)", async () => {
      await clear();
      await request(t.http)
        .get('/api/admin/users?secret=1')
        .set('X-Forwarded-For', '198.51.100.1')
        .set('User-Agent', FIREFOX)
        .expect(401);
      const nosy = await createUser(t, { username: 'nosy' });
      const nosyAgent = await signedIn(t, 'nosy');
      await nosyAgent
        .patch(`/api/admin/users/${admin.id}`)
        .set('X-Forwarded-For', '198.51.100.2')
        .set('User-Agent', FIREFOX)
        .send({ isAdmin: false })
        .expect(403);
      const unverified = await createUser(t, { username: 'halfadmin', isAdmin: true });
      const halfAgent = await signedIn(t, 'halfadmin');
      await t.dataSource.query('UPDATE app_user SET email_verified = false WHERE id = $1', [
        unverified.id,
      ]);
      const res = await halfAgent.get('/api/admin/audit-log').expect(403);
      expect(res.body.message).toBe(ACCESS_MESSAGES.unverified);

      const found = await entries('admin.access-denied');
      expect(found.map((e) => [e.actor_id, e.actor_name, e.ip_address, e.detail, e.count])).toEqual(
        [
          [nosy.id, 'nosy', '198.51.100.2', 'PATCH /api/admin/users/:id', 1],
          [unverified.id, 'halfadmin', expect.any(String), 'GET /api/admin/audit-log', 1],
        ],
      );
      expect(found[0].user_agent).toBe(FIREFOX);
      // The refused change did not happen.
      const [row] = await t.dataSource.query('SELECT is_admin FROM app_user WHERE id = $1', [
        admin.id,
      ]);
      expect(row.is_admin).toBe(true);
    });

    it('stores nothing for 1,000 refused requests of clients that are not signed in, fired 50 at a time', async () => {
      await clear();
      const routes: [method: 'get' | 'patch' | 'delete' | 'post', path: string][] = [
        ['get', '/api/admin/users'],
        ['get', '/api/admin/audit-log?actor=x'],
        ['patch', `/api/admin/users/${admin.id}`],
        ['delete', `/api/admin/users/${TARGET_1}`],
        ['post', '/api/admin/testimonials'],
      ];
      const statuses: number[] = [];
      for (let wave = 0; wave < 20; wave += 1) {
        const answers = await Promise.all(
          Array.from({ length: 50 }, (_, i) => {
            const [method, path] = routes[(wave * 50 + i) % routes.length];
            return request(t.http)
              [method](path)
              .set('X-Forwarded-For', `192.0.2.${(i % 200) + 1}`)
              .send({});
          }),
        );
        statuses.push(...answers.map((a) => a.status));
      }
      expect(statuses).toHaveLength(1000);
      expect(new Set(statuses)).toEqual(new Set([401]));
      const [{ n }] = await t.dataSource.query('SELECT count(*)::int AS n FROM audit_entry');
      expect(n).toBe(0);
    });

    it("makes a signed-in member's 100 concurrent refusals of one route one entry counted 100, shown with its count", async () => {
      await clear();
      await createUser(t, { username: 'prober' });
      const prober = await signedIn(t, 'prober');
      // All 100 within one UTC minute: not in the last seconds of one.
      const second = new Date().getUTCSeconds();
      if (second >= 50) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          prober
            .get(
              i % 2
                ? `/api/admin/users/${TARGET_1}/activity`
                : `/api/admin/users/${admin.id}/activity`,
            )
            .set('X-Forwarded-For', '198.51.100.9'),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(100).fill(403));
      // Another route is another entry.
      await prober.get('/api/admin/users').expect(403);

      const found = await entries('admin.access-denied');
      expect(found.map((e) => [e.actor_name, e.detail, e.count])).toEqual([
        ['prober', 'GET /api/admin/users/:id/activity', 100],
        ['prober', 'GET /api/admin/users', 1],
      ]);
      const listed = await page('?action=admin.access-denied');
      expect(listed.total).toBe(2);
      expect(listed.items.map((e) => [e.detail, e.count])).toEqual([
        ['GET /api/admin/users', 1],
        ['GET /api/admin/users/:id/activity', 100],
      ]);
    });

    it('starts a new entry for the same user and route in the next minute', async () => {
      await clear();
      await createUser(t, { username: 'prober2' });
      const prober = await signedIn(t, 'prober2');
      await prober.get('/api/admin/users').expect(403);
      await prober.get('/api/admin/users').expect(403);
      // As if those two had been refused a minute earlier.
      await t.dataSource.query(
        `UPDATE audit_entry SET at = at - interval '1 minute',
                collapse_key = replace(collapse_key, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI'),
                                       to_char((at - interval '1 minute') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI'))`,
      );
      await prober.get('/api/admin/users').expect(403);
      const found = await entries('admin.access-denied');
      expect(found.map((e) => e.count)).toEqual([2, 1]);
    });

    it('records nothing for refusals of routes that are not for administrators', async () => {
      await clear();
      await request(t.http).get('/api/my/messages').expect(401);
      await request(t.http).get('/api/user').expect(401);
      const [{ n }] = await t.dataSource.query('SELECT count(*)::int AS n FROM audit_entry');
      expect(n).toBe(0);
    });

    it('a failure to write the entry does not change the answer (401 stays 401, 403 stays 403)', async () => {
      await createUser(t, { username: 'nosy2' });
      const nosyAgent = await signedIn(t, 'nosy2');
      await t.dataSource.query('ALTER TABLE audit_entry RENAME TO audit_entry_away');
      try {
        const anonymous = await request(t.http).get('/api/admin/users').expect(401);
        expect(anonymous.body).toEqual({ statusCode: 401, message: ACCESS_MESSAGES.signedOut });
        const member = await nosyAgent.get('/api/admin/users').expect(403);
        expect(member.body).toEqual({ statusCode: 403, message: ACCESS_MESSAGES.notAdmin });
        await request(t.http)
          .post('/api/login')
          .send({ username: 'Warden', password: 'still-wrong' })
          .expect(401);
      } finally {
        await t.dataSource.query('ALTER TABLE audit_entry_away RENAME TO audit_entry');
      }
    });
  });

  describe('GET /api/admin/audit-log', () => {
    beforeAll(async () => {
      await clear();
      // 30 entries over three days: 2 days ago (10), yesterday (10), today (10).
      for (let i = 0; i < 30; i += 1) {
        const day = 2 - Math.floor(i / 10);
        await insert({
          at: `${daysAgo(day)}T${String(8 + (i % 10)).padStart(2, '0')}:00:00Z`,
          action: i % 3 === 0 ? 'user.suspend' : 'user.update',
          actorId: i % 2 === 0 ? admin.id : null,
          actorName: i % 2 === 0 ? 'Warden' : 'someone-gone',
          targetType: 'user',
          targetId: i < 5 ? TARGET_1 : TARGET_2,
        });
      }
    });

    it('answers {items, total}, newest first, 25 a page by default', async () => {
      const body = await page('');
      expect(body.total).toBeGreaterThanOrEqual(30);
      expect(body.items).toHaveLength(25);
      const times = body.items.map((e) => e.at);
      expect(times).toEqual([...times].sort().reverse());
      expect(Object.keys(body.items[0]).sort()).toEqual(
        [
          'id',
          'at',
          'actorId',
          'actorName',
          'ipAddress',
          'userAgent',
          'action',
          'targetType',
          'targetId',
          'targetLabel',
          'changes',
          'detail',
          'count',
        ].sort(),
      );
    });

    it('pages with page and pageSize', async () => {
      const first = await page('?action=user.update&pageSize=10');
      const second = await page('?action=user.update&pageSize=10&page=2');
      const third = await page('?action=user.update&pageSize=10&page=3');
      expect(first.total).toBe(20);
      expect([first.items.length, second.items.length, third.items.length]).toEqual([10, 10, 0]);
      const ids = [...first.items, ...second.items].map((e) => e.id);
      expect(new Set(ids).size).toBe(20);
      expect(first.items[9].at >= second.items[0].at).toBe(true);
      // The dashboard's recent activity asks for the newest five.
      const five = await page('?pageSize=5');
      expect(five.items).toHaveLength(5);
      expect(five.items[0].at >= five.items[4].at).toBe(true);
    });

    it('filters by actor (username without regard to case, or id), action, target and dates', async () => {
      expect((await page('?actor=WARDEN&targetType=user&pageSize=100')).total).toBe(15);
      expect((await page(`?actor=${admin.id}&targetType=user&pageSize=100`)).total).toBe(15);
      expect((await page('?actor=someone-gone')).total).toBe(15);
      expect((await page('?actor=nobody')).total).toBe(0);
      expect((await page('?action=user.suspend')).total).toBe(10);
      expect((await page(`?targetType=user&targetId=${TARGET_1}`)).total).toBe(5);
      expect((await page(`?targetId=${TARGET_2}`)).total).toBe(25);
      expect((await page('?targetType=contact-message')).total).toBe(0);
      const day = daysAgo(1);
      const yesterday = await page(`?from=${day}&to=${day}&targetType=user`);
      expect(yesterday.total).toBe(10);
      expect(yesterday.items.every((e) => e.at.startsWith(day))).toBe(true);
      expect((await page(`?to=${daysAgo(1)}&targetType=user`)).total).toBe(20);
      expect((await page(`?from=${daysAgo(1)}&targetType=user`)).total).toBe(20);
      const combined = await page(
        `?actor=warden&action=user.suspend&targetId=${TARGET_1}&from=${daysAgo(2)}&to=${daysAgo(2)}`,
      );
      // i = 0 only (even: Warden; multiple of 3: suspend; under 5: TARGET_1).
      expect(combined.total).toBe(1);
    });

    it("kind=change leaves out refusals and failed sign-ins (the dashboard's recent activity); kind=security is only those", async () => {
      const now = new Date().toISOString();
      await insert({ at: now, action: 'admin.access-denied', actorName: 'intruder' });
      await insert({ at: now, action: 'admin.sign-in-failed', targetType: 'user' });
      try {
        const all = await page('?pageSize=100');
        const changes = await page('?kind=change&pageSize=5');
        expect(changes.total).toBe(all.total - 2);
        expect(changes.items).toHaveLength(5);
        expect(
          changes.items.some((e) =>
            ['admin.access-denied', 'admin.sign-in-failed'].includes(e.action),
          ),
        ).toBe(false);
        expect(changes.items.map((e) => e.id)).toEqual(
          all.items
            .filter((e) => !e.action.startsWith('admin.'))
            .slice(0, 5)
            .map((e) => e.id),
        );
        const security = await page('?kind=security');
        expect(security.items.map((e) => e.action).sort()).toEqual([
          'admin.access-denied',
          'admin.sign-in-failed',
        ]);
        expect((await page('?kind=security&action=user.update')).total).toBe(0);
      } finally {
        await t.dataSource.query(`DELETE FROM audit_entry WHERE action LIKE 'admin.%'`);
      }
    });

    it('treats blank filters as absent', async () => {
      const all = await page('');
      expect(
        (await page('?actor=&kind=&action=&targetType=&from=&to=&page=&pageSize=')).total,
      ).toBe(all.total);
    });

    it.each([
      ['page=0', 'Page must be a whole number of at least 1.'],
      ['page=-1', 'Page must be a whole number of at least 1.'],
      ['page=1.5', 'Page must be a whole number of at least 1.'],
      ['page=abc', 'Page must be a whole number of at least 1.'],
      ['page=1000001', 'Page must be at most 100,000.'],
      ['pageSize=0', 'Page size must be a whole number from 1 to 100.'],
      ['pageSize=2.5', 'Page size must be a whole number from 1 to 100.'],
      ['pageSize=1000', 'Page size must be a whole number from 1 to 100.'],
      ['action=user.explode', 'Action must be one of the audit actions.'],
      ['kind=everything', 'Kind must be one of: change, security.'],
      ['kind=change&kind=security', 'Kind must be one of: change, security.'],
      ['targetType=widget', 'Target type must be one of'],
      ['targetId=42', 'Target id must be an id (a UUID).'],
      ['from=2025-02-30', 'From is not a real date.'],
      ['to=2025-1-1', 'To must be a date written YYYY-MM-DD.'],
      ['from=2025-03-02&to=2025-03-01', 'From must not be after To.'],
      [`actor=${'a'.repeat(101)}`, 'Actor must be at most 100 characters.'],
      ['action=user.update&action=user.delete', 'Action must be one of the audit actions.'],
    ])('refuses ?%s with a 400 saying why', async (query, message) => {
      const res = await adminAgent.get(`/api/admin/audit-log?${query}`).expect(400);
      expect(res.body.message).toContain(message);
    });

    it('has no route that changes or deletes entries', async () => {
      const [{ id }] = await t.dataSource.query('SELECT id FROM audit_entry LIMIT 1');
      await adminAgent.delete('/api/admin/audit-log').expect(404);
      await adminAgent.delete(`/api/admin/audit-log/${id}`).expect(404);
      await adminAgent
        .patch(`/api/admin/audit-log/${id}`)
        .send({ action: 'user.delete' })
        .expect(404);
      await adminAgent.post('/api/admin/audit-log').send({ action: 'user.delete' }).expect(404);
      const [{ n }] = await t.dataSource.query(
        'SELECT count(*)::int AS n FROM audit_entry WHERE id = $1',
        [id],
      );
      expect(n).toBe(1);
    });

    it('answers 401 signed out and 403 to a member', async () => {
      await request(t.http).get('/api/admin/audit-log').expect(401);
      await createUser(t, { username: 'curious' });
      const agent = await signedIn(t, 'curious');
      await agent.get('/api/admin/audit-log').expect(403);
    });
  });

  describe('retention', () => {
    it('the daily job removes entries and sign-in records older than AUDIT_RETENTION_DAYS, and keeps the rest', async () => {
      await clear();
      const now = Date.now();
      const at = (days: number) => new Date(now - days * DAY_MS).toISOString();
      await insert({ at: at(31), action: 'user.update' });
      await insert({ at: at(30.01), action: 'user.delete' });
      await insert({ at: at(29.9), action: 'user.create' });
      await insert({ at: at(0), action: 'user.suspend' });
      const member = await createUser(t, { username: 'oldtimer' });
      for (const days of [400, 31, 29, 1])
        await t.dataSource.query(
          `INSERT INTO sign_in_record (user_id, at, ip_address) VALUES ($1, $2, $3)`,
          [member.id, at(days), `10.0.0.${days % 250}`],
        );

      expect(await t.app.get(AuditService).removeExpired(new Date(now))).toBe(2);
      expect(await t.app.get(UsersService).removeExpiredSignIns(new Date(now))).toBe(2);

      const left: { action: string }[] = await t.dataSource.query(
        'SELECT action FROM audit_entry ORDER BY at',
      );
      expect(left.map((e) => e.action)).toEqual(['user.create', 'user.suspend']);
      const signIns: { ip_address: string }[] = await t.dataSource.query(
        'SELECT ip_address FROM sign_in_record WHERE user_id = $1 ORDER BY at',
        [member.id],
      );
      expect(signIns.map((s) => s.ip_address)).toEqual(['10.0.0.29', '10.0.0.1']);
    });

    it('runs daily (@nestjs/schedule) for both tables', () => {
      const registry = t.app.get(SchedulerRegistry);
      for (const name of ['audit-retention', 'sign-in-retention']) {
        const job = registry.getCronJob(name);
        const next = job.nextDate().toJSDate().getTime();
        expect(next - Date.now()).toBeLessThanOrEqual(DAY_MS);
        expect(next).toBeGreaterThan(Date.now());
      }
    });

    it('AUDIT_RETENTION_DAYS defaults to 365 and must be a positive whole number', () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'bb-retention-'));
      try {
        const env = { DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40) };
        expect(loadConfig(env).auditRetentionDays).toBe(AUDIT_RETENTION_DAYS_DEFAULT);
        expect(AUDIT_RETENTION_DAYS_DEFAULT).toBe(365);
        expect(loadConfig({ ...env, AUDIT_RETENTION_DAYS: '90' }).auditRetentionDays).toBe(90);
        for (const bad of ['0', '-5', '1.5', 'year'])
          expect(() => loadConfig({ ...env, AUDIT_RETENTION_DAYS: bad })).toThrow(
            expect.objectContaining({
              problems: [expect.stringMatching(/^AUDIT_RETENTION_DAYS must be a whole number/)],
            }) as ConfigError,
          );
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
});
