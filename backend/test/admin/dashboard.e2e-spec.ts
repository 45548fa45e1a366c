import { NOTIFICATION_LIMIT } from '@bb/shared/admin';
import { mkdirSync, statfsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { ACCESS_MESSAGES } from '../../src/common/access';
import { MAIL_QUEUES } from '../../src/mail/mail-classes';
import type { StaffRoleCode } from '@bb/shared/staff-roles';
import { createUser, signedIn } from '../support/accounts';
import { TestSmtpServer } from '../support/smtp';
import { createTestApp, TestApp } from '../support/test-app';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** A moment in the previous calendar month (UTC), whatever the day today. */
const LAST_MONTH = `(date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') - interval '1 day'`;

type Agent = Awaited<ReturnType<typeof signedIn>>;

describe('admin dashboard: /api/admin/stats, /notifications, /system', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let boss: Agent;

  const sql = (text: string, params: unknown[] = []) => t.dataSource.query(text, params);
  /** Inserts a row with its creation `minutesAgo` minutes back (or at `createdAt`, SQL). */
  const speaking = (company: string, status: string, createdAt: string) =>
    sql(
      `INSERT INTO speaking_request (contact_name, email, company, event_type, status, created_at)
       VALUES ('Pat Doe', 'pat@example.test', $1, 'panel', $2, ${createdAt}) RETURNING id`,
      [company, status],
    ).then((rows: { id: string }[]) => rows[0].id);
  const partnership = (company: string, status: string, createdAt: string) =>
    sql(
      `INSERT INTO corporate_partnership (company_name, contact_name, email, partnership_type, status, created_at)
       VALUES ($1, 'Robin Roe', 'robin@example.test', 'sponsor', $2, ${createdAt}) RETURNING id`,
      [company, status],
    ).then((rows: { id: string }[]) => rows[0].id);
  const contactMessage = (name: string, status: string, createdAt: string) =>
    sql(
      `INSERT INTO contact_message (name, email, inquiry_type, message, status, created_at)
       VALUES ($1, 'casey@example.test', 'partnership', 'We would love to work together on a programme for our staff across three offices.', $2, ${createdAt}) RETURNING id`,
      [name, status],
    ).then((rows: { id: string }[]) => rows[0].id);
  const ago = (minutes: number) => `now() - interval '${minutes} minutes'`;

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    t = await createTestApp({ SMTP_URL: smtp.url });
    await createUser(t, { username: 'boss', email: 'boss@example.org', isAdmin: true });
    boss = await signedIn(t, 'boss');
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('answers 401 signed out, 403 to a member and to an unverified administrator', async () => {
    await createUser(t, { username: 'plainmember' });
    const member = await signedIn(t, 'plainmember');
    const unverified = await createUser(t, { username: 'newadmin', isAdmin: true });
    const unverifiedAgent = await signedIn(t, 'newadmin');
    await sql('UPDATE app_user SET email_verified = false WHERE id = $1', [unverified.id]);
    for (const path of ['/api/admin/stats', '/api/admin/notifications', '/api/admin/system']) {
      const anonymous = await request(t.http).get(path).expect(401);
      expect(anonymous.body).toEqual({ statusCode: 401, message: ACCESS_MESSAGES.signedOut });
      const denied = await member.get(path).expect(403);
      expect(denied.body).toEqual({ statusCode: 403, message: ACCESS_MESSAGES.notAdmin });
      const notVerified = await unverifiedAgent.get(path).expect(403);
      expect(notVerified.body.message).toBe(ACCESS_MESSAGES.unverified);
      const ok = await boss.get(path).expect(200);
      expect(ok.headers['cache-control']).toBe('no-store');
    }
    await sql(`DELETE FROM app_user WHERE username IN ('plainmember', 'newadmin')`);
  });

  it('stats: every figure equals the rows', async () => {
    const empty = (await boss.get('/api/admin/stats').expect(200)).body;
    expect(empty).toEqual({
      users: {
        total: 1,
        admins: 1,
        verified: 1,
        unverified: 0,
        suspended: 0,
        active: 1, // boss signed in just now
        newThisMonth: 1,
      },
      testimonials: { total: 0, published: 0, draft: 0 },
      speakingRequests: {
        total: 0,
        pending: 0,
        confirmed: 0,
        declined: 0,
        completed: 0,
        thisMonth: 0,
      },
      partnerships: {
        total: 0,
        new: 0,
        inDiscussion: 0,
        proposalSent: 0,
        active: 0,
        onHold: 0,
        closed: 0,
      },
      contactMessages: { total: 0, unread: 0 },
    });

    // Users: signed in 5 days ago; 40 days ago; unverified; suspended; an admin created last month.
    const recent = await createUser(t, { username: 'recent' });
    const lapsed = await createUser(t, { username: 'lapsed' });
    await createUser(t, { username: 'pending', emailVerified: false });
    const away = await createUser(t, { username: 'away', suspended: true });
    const veteran = await createUser(t, { username: 'veteran', isAdmin: true });
    await sql(`UPDATE app_user SET last_login_at = now() - interval '5 days' WHERE id = $1`, [
      recent.id,
    ]);
    await sql(`UPDATE app_user SET last_login_at = now() - interval '40 days' WHERE id = $1`, [
      lapsed.id,
    ]);
    await sql(`UPDATE app_user SET last_login_at = now() - interval '1 day' WHERE id = $1`, [
      away.id,
    ]);
    await sql(`UPDATE app_user SET created_at = ${LAST_MONTH} WHERE id = $1`, [veteran.id]);

    for (const [name, published] of [
      ['A', true],
      ['B', true],
      ['C', true],
      ['D', false],
      ['E', false],
    ] as const)
      await sql(
        `INSERT INTO testimonial (name, title, company, content, is_published) VALUES ($1, 'Role', 'Co', 'Words', $2)`,
        [name, published],
      );

    await speaking('S1', 'pending', ago(1));
    await speaking('S2', 'pending', ago(2));
    await speaking('S3', 'pending', LAST_MONTH);
    await speaking('S4', 'confirmed', ago(3));
    await speaking('S5', 'confirmed', ago(4));
    await speaking('S6', 'declined', ago(5));
    await speaking('S7', 'completed', LAST_MONTH);

    for (const [company, status] of [
      ['P1', 'new'],
      ['P2', 'new'],
      ['P3', 'in-discussion'],
      ['P4', 'proposal-sent'],
      ['P5', 'active'],
      ['P6', 'active'],
      ['P7', 'active'],
      ['P8', 'on-hold'],
      ['P9', 'closed'],
    ])
      await partnership(company, status, ago(10));

    for (const [name, status] of [
      ['C1', 'new'],
      ['C2', 'new'],
      ['C3', 'new'],
      ['C4', 'new'],
      ['C5', 'read'],
      ['C6', 'read'],
      ['C7', 'replied'],
      ['C8', 'archived'],
    ])
      await contactMessage(name, status, ago(20));

    const stats = (await boss.get('/api/admin/stats').expect(200)).body;
    expect(stats).toEqual({
      users: {
        total: 6,
        admins: 2,
        verified: 5,
        unverified: 1,
        suspended: 1,
        active: 2, // boss and recent: lapsed is 40 days away, away is suspended, veteran never signed in
        newThisMonth: 5,
      },
      testimonials: { total: 5, published: 3, draft: 2 },
      speakingRequests: {
        total: 7,
        pending: 3,
        confirmed: 2,
        declined: 1,
        completed: 1,
        thisMonth: 5,
      },
      partnerships: {
        total: 9,
        new: 2,
        inDiscussion: 1,
        proposalSent: 1,
        active: 3,
        onHold: 1,
        closed: 1,
      },
      contactMessages: { total: 8, unread: 4 },
    });

    // A status change in the admin panel moves the figures.
    const [s1] = await sql(`SELECT id FROM speaking_request WHERE company = 'S1'`);
    await boss
      .patch(`/api/admin/speaking-requests/${s1.id}/status`)
      .send({ status: 'completed' })
      .expect(200);
    const [c1] = await sql(`SELECT id FROM contact_message WHERE name = 'C1'`);
    await boss.patch(`/api/admin/contact-messages/${c1.id}`).send({ status: 'read' }).expect(200);
    const after = (await boss.get('/api/admin/stats').expect(200)).body;
    expect(after.speakingRequests).toMatchObject({ pending: 2, completed: 2, total: 7 });
    expect(after.contactMessages).toEqual({ total: 8, unread: 3 });
  });

  it('stats: each section only for those who may open what it counts (issue 45)', async () => {
    const full = (await boss.get('/api/admin/stats').expect(200)).body;
    expect(Object.keys(full).sort()).toEqual([
      'contactMessages',
      'partnerships',
      'speakingRequests',
      'testimonials',
      'users',
    ]);
    const sections: [StaffRoleCode[], string[]][] = [
      [['editor'], ['testimonials']],
      [['inbox'], ['contactMessages', 'partnerships', 'speakingRequests']],
      [['newsletter'], []],
      [['contributor'], []],
      [
        ['editor', 'inbox'],
        ['contactMessages', 'partnerships', 'speakingRequests', 'testimonials'],
      ],
    ];
    for (const [roles, keys] of sections) {
      const name = `stats-${roles.join('-')}`;
      await createUser(t, { username: name, roles });
      const body = (await (await signedIn(t, name)).get('/api/admin/stats').expect(200)).body;
      expect(Object.keys(body).sort()).toEqual(keys);
      for (const key of keys) expect(body[key]).toEqual(full[key]);
    }
  });

  it('notifications: counts everything waiting and lists the newest, linking to their pages', async () => {
    await sql('DELETE FROM speaking_request');
    await sql('DELETE FROM corporate_partnership');
    await sql('DELETE FROM contact_message');
    expect((await boss.get('/api/admin/notifications').expect(200)).body).toEqual({
      total: 0,
      items: [],
    });

    const talk = await speaking('Acme Corp', 'pending', ago(3));
    await speaking('Done Corp', 'confirmed', ago(1)); // not waiting
    const partner = await partnership('Kestrel Ridge', 'new', ago(2));
    await partnership('Busy Ltd', 'active', ago(1)); // not waiting
    const message = await contactMessage('Casey Quinn', 'new', ago(1));
    await contactMessage('Read Already', 'read', ago(0)); // not waiting

    const res = (await boss.get('/api/admin/notifications').expect(200)).body;
    expect(res).toEqual({
      total: 3,
      items: [
        {
          kind: 'contact-message',
          id: message,
          title: 'Message from Casey Quinn',
          detail: 'Partnership · We would love to work together on a programme for our staff…',
          createdAt: expect.stringMatching(ISO),
          path: `/admin/messages?id=${message}`,
        },
        {
          kind: 'corporate-partnership',
          id: partner,
          title: 'Partnership inquiry from Kestrel Ridge',
          detail: 'Robin Roe · Program Sponsor',
          createdAt: expect.stringMatching(ISO),
          path: `/admin/partnerships?id=${partner}`,
        },
        {
          kind: 'speaking-request',
          id: talk,
          title: 'Speaking request from Acme Corp',
          detail: 'Pat Doe · Panel discussion',
          createdAt: expect.stringMatching(ISO),
          path: `/admin/bookings?id=${talk}`,
        },
      ],
    });

    // More waiting than the list shows: the total counts all, the items are the newest 20.
    for (let i = 0; i < 25; i += 1) await speaking(`Queue ${i}`, 'pending', ago(100 + i));
    const many = (await boss.get('/api/admin/notifications').expect(200)).body;
    expect(many.total).toBe(28);
    expect(many.items).toHaveLength(NOTIFICATION_LIMIT);
    const times = many.items.map((i: { createdAt: string }) => i.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(many.items.slice(0, 3).map((i: { id: string }) => i.id)).toEqual([
      message,
      partner,
      talk,
    ]);
    expect(many.items[NOTIFICATION_LIMIT - 1].title).toBe('Speaking request from Queue 16');
  });

  it('system: real figures for the database, the mail queue and the uploads', async () => {
    const before = (await boss.get('/api/admin/system').expect(200)).body;
    const [{ size }] = await sql('SELECT pg_database_size(current_database())::bigint AS size');
    expect(before.database).toEqual({
      status: 'up',
      latencyMs: expect.any(Number),
      sizeBytes: expect.any(Number),
    });
    expect(before.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(before.database.latencyMs).toBeLessThan(5000);
    expect(Math.abs(before.database.sizeBytes - Number(size))).toBeLessThan(2 * 1024 * 1024);
    expect(before.database.sizeBytes).toBeGreaterThan(1024 * 1024);

    const [{ failed }] = await sql(
      `SELECT count(*)::int AS failed FROM pgboss.job WHERE name = ANY($1) AND state = 'failed'`,
      [Object.values(MAIL_QUEUES)],
    );
    expect(before.mailQueue).toEqual({
      status: 'up',
      waiting: expect.any(Number),
      active: expect.any(Number),
      failed,
    });

    // Nothing uploaded yet: no bytes used; the disk's figures are those of the data directory.
    const disk = statfsSync(t.config.dataDir);
    expect(before.storage).toEqual({
      driver: 'local',
      usedBytes: 0,
      availableBytes: expect.any(Number),
      totalBytes: disk.blocks * disk.bsize,
      // The upload budgets (settings' defaults) and nothing counted against them yet.
      budget: {
        todayBytes: 0,
        dailyLimitBytes: 200 * 1024 * 1024,
        storedBytes: 0,
        storageLimitBytes: 5120 * 1024 * 1024,
        timeZone: 'UTC',
        resetsAt: expect.stringMatching(/T00:00:00\.000Z$/),
      },
    });
    expect(before.storage.availableBytes).toBeGreaterThan(0);
    expect(before.storage.availableBytes).toBeLessThanOrEqual(before.storage.totalBytes);

    const uploads = path.join(t.config.dataDir, 'uploads');
    mkdirSync(path.join(uploads, 'testimonials'), { recursive: true });
    writeFileSync(path.join(uploads, 'logo.png'), Buffer.alloc(1234));
    writeFileSync(path.join(uploads, 'testimonials', 'face.jpg'), Buffer.alloc(4321));
    const after = (await boss.get('/api/admin/system').expect(200)).body;
    expect(after.storage.usedBytes).toBe(5555);

    // Mail waiting for delivery shows in the queue's figures.
    await smtp.stop();
    try {
      await request(t.http)
        .post('/api/contact')
        .send({ name: 'Q', email: 'q@example.test', message: 'Queued while the server is down' })
        .expect(201);
      const queued = (await boss.get('/api/admin/system').expect(200)).body;
      expect(queued.mailQueue.waiting + queued.mailQueue.active).toBeGreaterThanOrEqual(1);
    } finally {
      await smtp.start();
    }
  });
});
