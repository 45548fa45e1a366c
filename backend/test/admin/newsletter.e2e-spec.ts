import {
  type AdminNewsletterPage,
  NEWSLETTER_EXPORT_COLUMNS,
  newsletterExportFileName,
} from '@bb/shared/admin-content';
import type { SubscriberState } from '@bb/shared/newsletter';
import { NEWSLETTER_FOOTER_WORDING } from '@bb/shared/newsletter-footer';
import request from 'supertest';
import { ACCESS_MESSAGES } from '../../src/common/access';
import { CSV_LINES_BATCH_SIZE } from '../../src/common/list-query';
import { createUser, signedIn } from '../support/accounts';
import { createTestApp, TestApp } from '../support/test-app';

const UNKNOWN_ID = '3f0c6b1e-7a51-4c1e-9d3b-2a8f6e4d9c10';

type Agent = Awaited<ReturnType<typeof signedIn>>;

describe('newsletter subscribers: /api/admin/newsletter-subscribers', () => {
  let t: TestApp;
  let boss: Agent;
  let n = 0;

  /** Stores a subscriber directly, `daysAgo` days old. */
  const subscriber = async (
    email: string,
    daysAgo: number,
    status: SubscriberState = 'confirmed',
  ): Promise<string> => {
    n += 1;
    const [row] = (await t.dataSource.query(
      `INSERT INTO newsletter_subscriber (email, status, unsubscribe_token_hash, subscribed_at, unsubscribed_at,
         bounced_at, bounce_reason, consent_source, consent_given_at, consent_confirmed_at, consent_wording)
       VALUES ($1, $2::varchar, $3, now() - make_interval(secs => $4::float8 * 86400),
         CASE WHEN $2::varchar = 'unsubscribed' THEN now() END,
         CASE WHEN $2::varchar = 'bounced' THEN now() END,
         CASE WHEN $2::varchar = 'bounced' THEN '550 5.1.1 No such user' END,
         'footer-form', now() - make_interval(secs => $4::float8 * 86400),
         CASE WHEN $2::varchar <> 'pending' THEN now() - make_interval(secs => $4::float8 * 86400) END, $5)
       RETURNING id`,
      [email, status, `hash-${n}-${email}`, daysAgo, NEWSLETTER_FOOTER_WORDING],
    )) as { id: string }[];
    return row.id;
  };
  const list = async (query = '') =>
    (await boss.get(`/api/admin/newsletter-subscribers${query}`).expect(200))
      .body as AdminNewsletterPage;

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, { username: 'chief', isAdmin: true });
    boss = await signedIn(t, 'chief');
    await subscriber('ana@example.org', 5);
    await subscriber('bo@bridges.test', 4, 'unsubscribed');
    await subscriber('cy@example.org', 3);
    await subscriber('=cmd@evil.test', 2);
    await subscriber('dee_100%@example.org', 1);
    await subscriber('eve@example.org', 0.5, 'pending');
    await subscriber('fay@example.org', 0.25, 'bounced');
  });
  afterAll(() => t.close());
  beforeEach(() => t.dataSource.query('DELETE FROM rate_limit'));

  it('answers 401 signed out and 403 to a member on every route, and removes nothing', async () => {
    const id = await subscriber('keep@example.org', 30);
    await createUser(t, { username: 'plainmember' });
    const member = await signedIn(t, 'plainmember');
    const routes: [string, string][] = [
      ['get', '/api/admin/newsletter-subscribers'],
      ['get', '/api/admin/newsletter-subscribers/export'],
      ['delete', `/api/admin/newsletter-subscribers/${id}`],
    ];
    for (const [method, path] of routes) {
      const anonymous = await request(t.http)[method as 'get'](path).expect(401);
      expect(anonymous.body).toEqual({ statusCode: 401, message: ACCESS_MESSAGES.signedOut });
      const denied = await member[method as 'get'](path).expect(403);
      expect(denied.body).toEqual({ statusCode: 403, message: ACCESS_MESSAGES.notAdmin });
    }
    expect((await list('?search=keep@')).items.map((s) => s.id)).toEqual([id]);
    await t.dataSource.query('DELETE FROM newsletter_subscriber WHERE id = $1', [id]);
  });

  it('lists newest first with the counts per state, each with its consent, without any token', async () => {
    const page = await list();
    expect(page.total).toBe(7);
    expect(page.counts).toEqual({ pending: 1, confirmed: 4, unsubscribed: 1, bounced: 1 });
    expect(page.items.map((s) => s.email)).toEqual([
      'fay@example.org',
      'eve@example.org',
      'dee_100%@example.org',
      '=cmd@evil.test',
      'cy@example.org',
      'bo@bridges.test',
      'ana@example.org',
    ]);
    const bo = page.items.find((s) => s.email === 'bo@bridges.test')!;
    expect(Object.keys(bo).sort()).toEqual(
      [
        'bounceReason',
        'bouncedAt',
        'consent',
        'email',
        'id',
        'status',
        'subscribedAt',
        'unsubscribedAt',
      ].sort(),
    );
    expect(bo.status).toBe('unsubscribed');
    expect(bo.unsubscribedAt).toEqual(expect.any(String));
    expect(bo.consent).toEqual({
      source: 'footer-form',
      givenAt: expect.any(String),
      confirmedAt: expect.any(String),
      wording: NEWSLETTER_FOOTER_WORDING,
    });
    expect(page.items[2].unsubscribedAt).toBeNull();
    expect(page.items[0]).toMatchObject({
      status: 'bounced',
      bouncedAt: expect.any(String),
      bounceReason: '550 5.1.1 No such user',
    });
    expect(page.items[1]).toMatchObject({ status: 'pending', consent: { confirmedAt: null } });
  });

  it('filters by each state on the server', async () => {
    for (const [status, emails] of [
      ['pending', ['eve@example.org']],
      ['bounced', ['fay@example.org']],
      ['unsubscribed', ['bo@bridges.test']],
      [
        'confirmed',
        ['dee_100%@example.org', '=cmd@evil.test', 'cy@example.org', 'ana@example.org'],
      ],
    ] as const) {
      const page = await list(`?status=${status}`);
      expect(page.items.map((s) => s.email)).toEqual(emails);
      expect(page.items.every((s) => s.status === status)).toBe(true);
      expect(page.total).toBe(emails.length);
    }
  });

  it('searches the address without regard to case (% and _ are plain text), filters by status, pages', async () => {
    expect((await list('?search=EXAMPLE.ORG')).items.map((s) => s.email)).toEqual([
      'fay@example.org',
      'eve@example.org',
      'dee_100%@example.org',
      'cy@example.org',
      'ana@example.org',
    ]);
    expect((await list('?search=%25')).items.map((s) => s.email)).toEqual(['dee_100%@example.org']);
    expect((await list('?search=_')).items.map((s) => s.email)).toEqual(['dee_100%@example.org']);
    const unsubscribed = await list('?status=unsubscribed');
    expect(unsubscribed).toMatchObject({ total: 1, counts: { confirmed: 4 } });
    expect(unsubscribed.items.map((s) => s.email)).toEqual(['bo@bridges.test']);
    expect((await list('?status=confirmed&search=bridges')).total).toBe(0);
    const second = await list('?page=3&pageSize=2');
    expect(second.total).toBe(7);
    expect(second.items.map((s) => s.email)).toEqual(['cy@example.org', 'bo@bridges.test']);
    expect((await list('?page=9&pageSize=10')).items).toEqual([]);
    // Control characters are dropped (PostgreSQL refuses NUL); blank values are "not given".
    expect((await list('?search=cy%00%40')).items.map((s) => s.email)).toEqual(['cy@example.org']);
    // Blank values are "not given".
    expect((await list('?search=&status=&page=&pageSize=')).total).toBe(7);
  });

  it('refuses bad queries with 400 saying why', async () => {
    const cases: [string, string][] = [
      [
        'status=subscribed',
        'Status (state) must be one of: all, pending, confirmed, unsubscribed, bounced.',
      ],
      ['page=0', 'Page must be a whole number from 1 to 100,000.'],
      ['page=abc', 'Page must be a whole number from 1 to 100,000.'],
      ['pageSize=101', 'Page size must be a whole number from 1 to 100.'],
      ['pageSize=0', 'Page size must be a whole number from 1 to 100.'],
      [`search=${'a'.repeat(201)}`, 'Search must be at most 200 characters.'],
      ['search=a&search=b', 'Search must be text.'],
      ['sort=email', 'property sort should not exist'],
    ];
    for (const [query, message] of cases) {
      const res = await boss.get(`/api/admin/newsletter-subscribers?${query}`).expect(400);
      expect(res.body.message).toContain(message);
    }
    await boss.get('/api/admin/newsletter-subscribers/export?status=nope').expect(400);
  });

  it('exports every match as CSV, escaped like the users export', async () => {
    const res = await boss.get('/api/admin/newsletter-subscribers/export').expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${newsletterExportFileName(today)}"`,
    );
    const lines = res.text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(NEWSLETTER_EXPORT_COLUMNS.join(','));
    expect(lines).toHaveLength(9);
    const date = '"[A-Z][a-z]{2} \\d{1,2}, \\d{4}"';
    const time = '\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} UTC';
    const wording = `"${NEWSLETTER_FOOTER_WORDING.replace(/[.?]/g, '\\$&')}"`;
    // A cell a spreadsheet would run as a formula starts with a quote.
    expect(lines[4]).toMatch(
      new RegExp(
        `^'=cmd@evil\\.test,Confirmed,${date},,,Footer sign-up form,${time},${time},${wording}$`,
      ),
    );
    expect(lines[6]).toMatch(
      new RegExp(`^bo@bridges\\.test,Unsubscribed,${date},${date},,Footer sign-up form,`),
    );
    expect(lines[2]).toMatch(
      new RegExp(`^eve@example\\.org,Pending,${date},,,Footer sign-up form,${time},,${wording}$`),
    );
    expect(lines[1]).toMatch(new RegExp(`^fay@example\\.org,Bounced,${date},,${date},`));

    const filtered = await boss
      .get('/api/admin/newsletter-subscribers/export?status=confirmed&search=example')
      .expect(200);
    expect(
      filtered.text
        .trim()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(',')[0]),
    ).toEqual(['dee_100%@example.org', 'cy@example.org', 'ana@example.org']);
  });

  it('streams an export of several batches: every match once, newest first', async () => {
    // Two full batches and part of a third.
    const bulk = 2 * CSV_LINES_BATCH_SIZE + 100;
    await t.dataSource.query(
      `INSERT INTO newsletter_subscriber (email, status, unsubscribe_token_hash, subscribed_at,
         consent_source, consent_given_at, consent_wording)
       SELECT 'bulk' || i || '@many.test', 'confirmed', md5('bulk' || i) || md5('token' || i),
              now() - interval '400 days' - (i % 97) * interval '1 hour',
              'single-opt-in', now() - interval '400 days', 'Words'
         FROM generate_series(1, $1::int) AS i`,
      [bulk],
    );
    try {
      const res = await boss
        .get('/api/admin/newsletter-subscribers/export?search=%40many.test')
        .expect(200);
      const emails = res.text
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[0]);
      const expected = (
        (await t.dataSource.query(
          `SELECT email FROM newsletter_subscriber WHERE email LIKE '%@many.test'
            ORDER BY subscribed_at DESC, id DESC`,
        )) as { email: string }[]
      ).map((r) => r.email);
      expect(expected).toHaveLength(bulk);
      expect(emails).toEqual(expected);

      // Compressed as the client asks (downloads at fast levels, common/compression.ts),
      // the same text once decoded (supertest decodes both).
      for (const encoding of ['br', 'gzip']) {
        const packed = await boss
          .get('/api/admin/newsletter-subscribers/export?search=%40many.test')
          .set('Accept-Encoding', encoding)
          .expect(200);
        expect(packed.headers['content-encoding']).toBe(encoding);
        expect(packed.text).toBe(res.text);
      }
    } finally {
      await t.dataSource.query(`DELETE FROM newsletter_subscriber WHERE email LIKE '%@many.test'`);
    }
  });

  it('removes a subscriber entirely (204) with an audit entry; 404 after, 400 for a bad id', async () => {
    const id = await subscriber('leaving@example.org', 10);
    await boss.delete(`/api/admin/newsletter-subscribers/${id}`).expect(204);
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM newsletter_subscriber WHERE email = 'leaving@example.org'`,
    );
    expect(count).toBe(0);
    const entries = await t.dataSource.query(
      `SELECT actor_name, action, target_type, target_id, target_label, changes
         FROM audit_entry WHERE target_id = $1`,
      [id],
    );
    expect(entries).toEqual([
      {
        actor_name: 'chief',
        action: 'newsletter-subscriber.delete',
        target_type: 'newsletter-subscriber',
        target_id: id,
        target_label: 'leaving@example.org',
        changes: {
          email: { from: 'leaving@example.org', to: null },
          status: { from: 'confirmed', to: null },
        },
      },
    ]);
    const again = await boss.delete(`/api/admin/newsletter-subscribers/${id}`).expect(404);
    expect(again.body.message).toBe('This subscriber does not exist (it may have been removed).');
    await boss.delete(`/api/admin/newsletter-subscribers/${UNKNOWN_ID}`).expect(404);
    const bad = await boss.delete('/api/admin/newsletter-subscribers/../x').expect(404);
    expect(bad.body.statusCode).toBe(404);
    await boss
      .delete('/api/admin/newsletter-subscribers/not-an-id')
      .expect(400)
      .expect((r) => expect(r.body.message).toBe('That is not a valid subscriber id.'));
    // The address may sign up again afterwards (and confirm again).
    await request(t.http)
      .post('/api/newsletter/subscribe')
      .send({ email: 'leaving@example.org' })
      .expect(201);
    expect((await list('?search=leaving')).items.map((s) => s.status)).toEqual(['pending']);
  });

  it('a removal whose audit entry cannot be written is not made', async () => {
    const id = await subscriber('sticky@example.org', 8);
    await t.dataSource.query(`CREATE FUNCTION refuse_removal() RETURNS trigger AS $$
      BEGIN
        IF NEW.action = 'newsletter-subscriber.delete' THEN RAISE EXCEPTION 'audit refused'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await t.dataSource.query(
      'CREATE TRIGGER refuse_removal BEFORE INSERT ON audit_entry FOR EACH ROW EXECUTE FUNCTION refuse_removal()',
    );
    try {
      await boss.delete(`/api/admin/newsletter-subscribers/${id}`).expect(500);
    } finally {
      await t.dataSource.query('DROP TRIGGER refuse_removal ON audit_entry');
      await t.dataSource.query('DROP FUNCTION refuse_removal()');
    }
    expect((await list('?search=sticky')).items.map((s) => s.id)).toEqual([id]);
  });
});
