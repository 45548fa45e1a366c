import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { CONTACT_SUCCESS } from '../src/inquiries/inquiries.dto';
import { createUser } from './support/accounts';
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
    // Two e-mails per inquiry (acknowledgement and notification); a confirmation per sign-up, in
    // the account queue (someone waits for it).
    const mails = await t.dataSource.query(
      `SELECT name, count(*)::int AS n FROM pgboss.job WHERE name IN ('mail', 'mail-account')
        GROUP BY name ORDER BY name`,
    );
    expect(mails).toEqual([
      { name: 'mail', n: PER_ROUTE * 3 * 2 },
      { name: 'mail-account', n: PER_ROUTE },
    ]);
  }, 60_000);

  // Submissions that arrive together are written in one transaction (InquiryIntake, GroupCommit).
  // The test holds the table locked so that the first submissions' transactions wait and the others
  // queue up behind them: once it is released, those go in one batch.
  describe('submissions written together', () => {
    let round = 0;
    // Each from an address of its own (a new one each round: a rate-limit counter per address).
    const post = (i: number, body: object) =>
      fetch(base + '/api/contact', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': `10.30.${round}.${i + 1}`,
        },
        body: JSON.stringify(body),
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as object }));
    const contact = (round: string, i: number) => ({
      name: `Sender ${i}`,
      email: `${round}-${i}@example.org`,
      message: `Message ${i}`,
    });

    /** Sends the first two, waits until they hold the batches, then sends the rest. */
    async function sendWhileLocked(bodies: object[]) {
      round++;
      const lock = new Client({ connectionString: t.config.databaseUrl });
      await lock.connect();
      try {
        await lock.query('BEGIN');
        await lock.query('LOCK TABLE contact_message IN EXCLUSIVE MODE');
        const [{ n: limitsBefore }] = await t.dataSource.query(
          'SELECT count(*)::int AS n FROM rate_limit',
        );
        const query = (sql: string) => lock.query<{ n: number }>(sql).then((r) => r.rows[0].n);
        const until = async (what: string, done: () => Promise<boolean>) => {
          const deadline = Date.now() + 10_000;
          while (!(await done())) {
            if (Date.now() > deadline) throw new Error(`Still waiting for ${what}`);
            await new Promise((r) => setTimeout(r, 20));
          }
        };
        const waiting = () =>
          query(`SELECT count(*)::int AS n FROM pg_locks
                  WHERE relation = 'contact_message'::regclass AND NOT granted`);
        // One at a time, so that each holds a batch of its own (two are written at once).
        const first = [];
        for (const i of [0, 1]) {
          first.push(post(i, bodies[i]));
          await until(`submission ${i} to wait`, async () => (await waiting()) === i + 1);
        }
        const rest = bodies.slice(2).map((b, i) => post(i + 2, b));
        // Each has passed the rate limit (one counter per address) and is queued a moment later.
        await until(
          'the rate limit of each',
          async () =>
            (await query('SELECT count(*)::int AS n FROM rate_limit')) ===
            limitsBefore + bodies.length,
        );
        await new Promise((r) => setTimeout(r, 200));
        await lock.query('COMMIT');
        return await Promise.all([...first, ...rest]);
      } finally {
        await lock.end();
      }
    }

    /** The mails queued for a sender: acknowledgements to it, notifications Reply-To it. */
    async function mailsOf(email: string) {
      const [{ acks, notes }] = await t.dataSource.query(
        `SELECT count(*) FILTER (WHERE data->>'to' = $1)::int AS acks,
                count(*) FILTER (WHERE data->'headers'->>'Reply-To' = $1)::int AS notes
           FROM pgboss.job WHERE name = 'mail'`,
        [email],
      );
      return { acks, notes };
    }

    it('stores the queued submissions in one transaction, with their inbox messages and e-mails', async () => {
      const member = await createUser(t, { email: 'together-member@example.org' });
      const quiet = await createUser(t, { email: 'together-quiet@example.org' });
      await t.dataSource.query(
        `UPDATE app_user SET preferences = '{"emailNotifications": false}' WHERE id = $1`,
        [quiet.id],
      );
      const bodies = Array.from({ length: 16 }, (_, i) => contact('together', i));
      bodies[9] = { ...bodies[9], email: member.email };
      bodies[12] = { ...bodies[12], email: quiet.email };

      const answers = await sendWhileLocked(bodies);

      expect(answers).toEqual(
        bodies.map(() => ({
          status: 201,
          body: { message: CONTACT_SUCCESS, reference: expect.stringMatching(/^GI-/) },
        })),
      );
      const rows: { email: string; created_at: Date }[] = await t.dataSource.query(
        'SELECT email, created_at FROM contact_message WHERE email = ANY($1)',
        [bodies.map((b) => (b as { email: string }).email)],
      );
      expect(rows).toHaveLength(16);
      // now() is the transaction's start: the 14 queued behind the first two share one.
      const together = new Map<number, number>();
      for (const r of rows)
        together.set(r.created_at.getTime(), (together.get(r.created_at.getTime()) ?? 0) + 1);
      expect(Math.max(...together.values())).toBeGreaterThanOrEqual(14);
      for (const b of bodies) {
        const { email } = b as { email: string };
        expect({ email, ...(await mailsOf(email)) }).toEqual({
          email,
          acks: email === quiet.email ? 0 : 1,
          notes: 1,
        });
      }
      const inbox: { user_id: string; n: number }[] = await t.dataSource.query(
        `SELECT user_id, count(*)::int AS n FROM member_message
          WHERE user_id = ANY($1) AND type = 'inquiry' AND inquiry_kind = 'contact-message'
          GROUP BY user_id ORDER BY user_id`,
        [[member.id, quiet.id]],
      );
      expect(inbox).toEqual([member.id, quiet.id].sort().map((user_id) => ({ user_id, n: 1 })));
    }, 30_000);

    it('stores the others of a batch when one cannot be stored, and answers each', async () => {
      await t.dataSource.query(`
        CREATE FUNCTION refuse_test_sender() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.name = 'Refused Sender' THEN RAISE EXCEPTION 'refused by the test'; END IF;
          RETURN NEW;
        END $$;
        CREATE TRIGGER refuse_test_sender BEFORE INSERT ON contact_message
          FOR EACH ROW EXECUTE FUNCTION refuse_test_sender();`);
      try {
        const bodies = Array.from({ length: 12 }, (_, i) => contact('apart', i));
        bodies[7] = { ...bodies[7], name: 'Refused Sender' };

        const answers = await sendWhileLocked(bodies);

        expect(answers).toEqual(
          bodies.map((_, i) =>
            i === 7
              ? {
                  status: 500,
                  body: {
                    statusCode: 500,
                    message: 'Something went wrong on our side. Please try again later.',
                  },
                }
              : {
                  status: 201,
                  body: { message: CONTACT_SUCCESS, reference: expect.stringMatching(/^GI-/) },
                },
          ),
        );
        const stored: { email: string }[] = await t.dataSource.query(
          'SELECT email FROM contact_message WHERE email LIKE $1 ORDER BY email',
          ['apart-%'],
        );
        const expected = bodies
          .filter((_, i) => i !== 7)
          .map((b) => (b as { email: string }).email);
        expect(stored.map((r) => r.email)).toEqual([...expected].sort());
        for (const b of bodies) {
          const { email } = b as { email: string };
          const sent = email === 'apart-7@example.org' ? 0 : 1;
          expect({ email, ...(await mailsOf(email)) }).toEqual({ email, acks: sent, notes: sent });
        }
      } finally {
        await t.dataSource.query(
          'DROP TRIGGER refuse_test_sender ON contact_message; DROP FUNCTION refuse_test_sender()',
        );
      }
    }, 30_000);
  });
});
