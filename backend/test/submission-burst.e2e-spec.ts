import type { AddressInfo } from 'node:net';
import { createTestApp, TestApp } from './support/test-app';

// Many visitors submitting at once. Each submission holds one of the pool's ten connections for its
// transaction (the row and its e-mails); whatever it reads meanwhile (the organisation details for
// the e-mails, the notification address) must go through that connection. A read that asked the
// pool for a second one deadlocked once every connection was held that way: with 50 at once, every
// submission answered 503 after the pool's three-second wait (found by `npm run bench:api`).

const PER_ROUTE = 30;

const ROUTES: { path: string; body: (i: number) => object; table: string }[] = [
  {
    path: '/api/contact',
    body: (i) => ({ name: `Sender ${i}`, email: `contact${i}@example.org`, message: `Hello ${i}` }),
    table: 'contact_message',
  },
  {
    path: '/api/speaking-request',
    body: (i) => ({
      contactName: `Planner ${i}`,
      email: `speaking${i}@example.org`,
      company: 'Riverside Events',
      eventType: 'workshop',
      message: 'A half-day workshop for our managers.',
    }),
    table: 'speaking_request',
  },
  {
    path: '/api/corporate-partnership',
    body: (i) => ({
      companyName: `Company ${i}`,
      contactName: `Partner ${i}`,
      email: `partner${i}@example.org`,
      partnershipType: 'sponsor',
      contractDetails: { interests: ['Speaking Engagements'], employeeCount: '51-200' },
    }),
    table: 'corporate_partnership',
  },
  {
    path: '/api/newsletter/subscribe',
    body: (i) => ({ email: `reader${i}@example.org` }),
    table: 'newsletter_subscriber',
  },
];

describe('a burst of submissions on every public form at once', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    // No NOTIFICATION_EMAIL: the notification address is read from the settings, twice per inquiry.
    t = await createTestApp({ TRUST_PROXY: 'true' });
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it(`answers all ${PER_ROUTE * ROUTES.length} with success, stores each, and queues its e-mails`, async () => {
    const started = Date.now();
    const statuses = await Promise.all(
      ROUTES.flatMap((route, r) =>
        Array.from({ length: PER_ROUTE }, async (_, i) => {
          const res = await fetch(base + route.path, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              // Each from an address of its own, under the per-address rate limits.
              'X-Forwarded-For': `10.20.${r}.${i + 1}`,
            },
            body: JSON.stringify(route.body(i)),
          });
          return `${route.path} ${res.status}`;
        }),
      ),
    );
    const refused = statuses.filter((s) => !/ 20[01]$/.test(s));
    expect(refused).toEqual([]);
    // Well inside the pool's connection wait (3 s) that a deadlock would run into.
    expect(Date.now() - started).toBeLessThan(10_000);

    for (const route of ROUTES) {
      const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM ${route.table}`);
      expect(`${route.table}: ${n}`).toBe(`${route.table}: ${PER_ROUTE}`);
    }
    // Two e-mails per inquiry (acknowledgement and notification), a welcome per sign-up.
    const [{ n: mails }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail'`,
    );
    expect(mails).toBe(PER_ROUTE * 3 * 2 + PER_ROUTE);
  }, 60_000);
});
